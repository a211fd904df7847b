/// `CALC_FETCH_TIMEOUT`: seconds per request, 1 to 600, written as a plain decimal (`10`,
/// `2.5`). Anything else (`nan`, `inf`, `1e300`, `0`, `-5`) is a usage error that names the
/// variable, never a crash or a deadline that fails every source at once.
struct FetchTimeout: Equatable {
    static let variable = "CALC_FETCH_TIMEOUT"
    static let standard = FetchTimeout(milliseconds: 10_000, text: "10 s")

    let milliseconds: Int
    /// As messages say it: `10 s`, `2.5 s`.
    let text: String

    /// The timeout the environment asks for: the standard one when the variable is unset.
    static func from(environment: [String: String]) -> Result<FetchTimeout, UsageError> {
        guard let value = environment[variable] else { return .success(standard) }
        guard let timeout = parse(value) else {
            return .failure(UsageError("\(variable) must be a number of seconds from 1 to 600, not \(quoted(value))"))
        }
        return .success(timeout)
    }

    /// Digits, optionally a point and up to three more (milliseconds), within 1 to 600 s.
    static func parse(_ text: String) -> FetchTimeout? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0], fraction = parts.count > 1 ? parts[1] : ""
        let isDigits = { (part: Substring) in part.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }
        guard !whole.isEmpty, whole.count <= 4, isDigits(whole), isDigits(fraction), fraction.count <= 3,
              parts.count == 1 || !fraction.isEmpty, let seconds = Int(whole) else { return nil }
        let thousandths = Int(String(fraction) + String(repeating: "0", count: 3 - fraction.count)) ?? 0
        let milliseconds = seconds * 1000 + thousandths
        guard milliseconds >= 1000 && milliseconds <= 600_000 else { return nil }
        var shown = String(seconds)
        let kept = fraction.reversed().drop { $0 == "0" }
        if !kept.isEmpty { shown += "." + String(kept.reversed()) }
        return FetchTimeout(milliseconds: milliseconds, text: shown + " s")
    }

    private static func quoted(_ value: String) -> String {
        "\"" + String(value.unicodeScalars.prefix(40).map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) }) + "\""
    }
}

/// A bad setting: reported on stderr with status 64, before anything is fetched.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
