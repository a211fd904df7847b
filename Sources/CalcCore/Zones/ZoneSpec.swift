/// A time zone as a line names it (DESIGN §20), before its rules are read: the parser
/// resolves the words (a city, an abbreviation, an offset), the evaluator asks for the rules.
public enum ZoneSpec: Hashable, Sendable, CustomStringConvertible {
    /// An IANA zone by its canonical name (`Asia/Tokyo`), or `UTC`, whose rules need no file.
    case named(String)
    /// A fixed offset east of UTC in seconds (`UTC+5:30` is 19,800).
    case offset(Int32)
    /// The local zone: `TZ`, else `/etc/localtime`.
    case local
    /// An IANA zone and the offset it has at the time written (`2026-11-01 01:30
    /// America/New_York UTC-05:00`): which of a repeated hour's two times is meant.
    case pinned(String, offset: Int32)

    /// The zone's name as an instant in it prints (`Asia/Tokyo`, `UTC`, `UTC+05:30`), and
    /// `local` for the local zone (whose instants print without a name).
    public var description: String {
        switch self {
        case .named(let name), .pinned(let name, _): name
        case .offset(let seconds): ZoneSpec.offsetName(seconds)
        case .local: "local"
        }
    }

    /// `UTC+05:30`, `UTC-03:00`, `UTC` for no offset: how an offset zone is written back.
    public static func offsetName(_ seconds: Int32) -> String {
        if seconds == 0 { return "UTC" }
        let magnitude = Int(seconds.magnitude)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "UTC\(seconds < 0 ? "-" : "+")\(two(magnitude / 3600)):\(two(magnitude / 60 % 60))"
    }
}
