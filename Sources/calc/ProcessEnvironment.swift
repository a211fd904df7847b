#if canImport(Glibc)
import Glibc
#endif

/// The variables calc reads from its environment (`HOME`, `XDG_*`, `CALC_OFFLINE`), looked up
/// when asked: copying the whole environment into a dictionary at every start cost about a
/// sixth of a one-shot run's instructions.
struct ProcessEnvironment: Sendable {
    /// The environment of this process.
    static let process = ProcessEnvironment()

    subscript(name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The variables among `names` that are set, for code that takes a dictionary.
    func values(of names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names { values[name] = self[name] }
        return values
    }

    /// `--offline` or `CALC_OFFLINE=1` (any value but empty or 0).
    static func isOffline(flag: Bool, environment: ProcessEnvironment) -> Bool {
        if flag { return true }
        guard let value = environment["CALC_OFFLINE"] else { return false }
        return !value.isEmpty && value != "0"
    }
}
