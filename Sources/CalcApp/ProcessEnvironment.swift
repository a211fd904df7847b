#if canImport(Glibc)
import Glibc
#endif

/// The variables calc reads from its environment (`HOME`, `XDG_*`, `CALC_OFFLINE`), looked up
/// when asked, so that a run pays only for the few it reads: a dictionary of the whole
/// environment would be built at every start (README, "Speed"). Tests give a dictionary instead.
public struct ProcessEnvironment: Sendable {
    private let lookup: @Sendable (String) -> String?

    /// The environment of this process.
    public static let process = ProcessEnvironment(lookup: { getenv($0).map { String(cString: $0) } })

    init(lookup: @escaping @Sendable (String) -> String?) {
        self.lookup = lookup
    }

    /// Exactly these variables and no others.
    public init(_ values: [String: String]) {
        self.init(lookup: { values[$0] })
    }

    subscript(name: String) -> String? { lookup(name) }

    /// The variables among `names` that are set, for code that takes a dictionary.
    func values(of names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names { values[name] = self[name] }
        return values
    }

    /// `--offline` or `CALC_OFFLINE=1` (any value but empty or 0).
    public static func isOffline(flag: Bool, environment: ProcessEnvironment) -> Bool {
        if flag { return true }
        guard let value = environment["CALC_OFFLINE"] else { return false }
        return !value.isEmpty && value != "0"
    }
}
