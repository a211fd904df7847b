#if canImport(Glibc)
import Glibc
#endif

/// The process environment as a dictionary, read once at the edge and handed inwards.
enum ProcessEnvironment {
    static var process: [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return result
    }

    /// `--offline` or `CALC_OFFLINE=1` (any value but empty or 0).
    static func isOffline(flag: Bool, environment: [String: String]) -> Bool {
        if flag { return true }
        guard let value = environment["CALC_OFFLINE"] else { return false }
        return !value.isEmpty && value != "0"
    }
}
