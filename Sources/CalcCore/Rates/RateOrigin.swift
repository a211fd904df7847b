/// Where one rate came from and the day it is for: `open.er-api.com` of 2026-11-22.
///
/// A merged table holds rates of several sources, each fetched when that source last answered,
/// so every currency keeps its own origin instead of the table having one.
public struct RateOrigin: Hashable, Sendable, CustomStringConvertible {
    /// The source as messages name it (`ECB`, `open.er-api.com`, a file's name).
    public var source: String
    /// The day the rate is for.
    public var date: Day

    public init(source: String, date: Day) {
        self.source = source
        self.date = date
    }

    /// How many days older than its table's day a rate may be before a conversion says so.
    public static let lagDays = 7

    /// The sources a combined name joins (`ECB + open.er-api.com`, as a cache of an earlier
    /// calc names each rate). A scan of the bytes rather than `split(separator:)` with a
    /// string, whose generic machinery is instantiated at first use in every money one-shot.
    public static func sourceNames(_ combined: String) -> [String] {
        let bytes = Array(combined.utf8)
        var names: [String] = []
        var start = 0, index = 0
        while index + 2 < bytes.count {
            if bytes[index] == 0x20 && bytes[index + 1] == 0x2B && bytes[index + 2] == 0x20 {
                names.append(String(decoding: bytes[start..<index], as: UTF8.self))
                index += 3
                start = index
            } else {
                index += 1
            }
        }
        names.append(String(decoding: bytes[start...], as: UTF8.self))
        return names
    }

    /// `ECB, 2026-11-24`, as explanations say it.
    public var description: String { "\(source), \(date.text)" }
}
