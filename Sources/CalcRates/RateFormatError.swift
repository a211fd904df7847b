/// Why rate data (a `--rates` file, a fetched body, the cache) was refused, naming where it came from.
///
/// `description` is one line: `rates.json: line 3, column 7: invalid JSON: expected ','`.
public struct RateFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file path, URL or source name the data came from.
    public var origin: String
    public var problem: Problem

    public init(origin: String, problem: Problem) {
        self.origin = origin
        self.problem = problem
    }

    public var description: String { "\(origin): \(problem)" }

    /// What is wrong, independent of where the data came from.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        // Reading
        case unreadable(reason: String)
        case tooLarge(limit: Int)
        case empty

        // Shape of the document
        case notRateData(found: String)
        case html
        case invalidJSON(JSONSyntaxError)
        case invalidXML(TextPosition, String)
        case truncated(TextPosition, String)
        case unknownShape(String)
        /// A line of a stored history (`ecb-history.csv`) that is not what calc writes.
        case invalidLine(Int, String)
        case wrongType(key: String, expected: String, found: String)
        case serviceError(String)

        // Contents
        case missingBase(key: String)
        case missingDate(key: String)
        case missingRates(key: String)
        case invalidDate(String)
        case invalidTimestamp(String)
        case invalidCode(String)
        case duplicateCurrency(String)
        case rateNotANumber(code: String, text: String)
        case rateNotFinite(code: String, text: String)
        case zeroRate(code: String)
        case negativeRate(code: String, text: String)
        case rateOutOfRange(code: String, text: String)
        case baseRateNotOne(code: String, text: String)
        case emptyTable

        public var description: String {
            switch self {
            case .unreadable(let reason):
                "cannot read: \(reason)"
            case .tooLarge(let limit):
                "larger than \(ByteCount.describe(limit)): refused (rate data is a few kilobytes)"
            case .empty:
                "empty: no rate data"
            case .notRateData(let found):
                "not ECB XML or JSON rate data (starts with \(found))"
            case .html:
                "an HTML page, not rate data (a login page, an error page or a wrong URL?)"
            case .invalidJSON(let error):
                "\(error.position): invalid JSON: \(error.message)"
            case .invalidXML(let position, let message):
                "\(position): invalid XML: \(message)"
            case .truncated(let position, let message):
                "\(position): truncated: \(message)"
            case .unknownShape(let message):
                "unknown shape: \(message)"
            case .invalidLine(let line, let message):
                "line \(line): \(message)"
            case .wrongType(let key, let expected, let found):
                "\"\(key)\" must be \(expected), found \(found)"
            case .serviceError(let message):
                "the service answered with an error: \(message)"
            case .missingBase(let key):
                "missing the base currency (\(key))"
            case .missingDate(let key):
                "missing the rates date (\(key))"
            case .missingRates(let key):
                "missing the rates (\(key))"
            case .invalidDate(let text):
                "invalid rates date \(ByteDescription.quote(text)): expected YYYY-MM-DD"
            case .invalidTimestamp(let text):
                "invalid timestamp \(ByteDescription.quote(text)): expected whole unix seconds"
            case .invalidCode(let text):
                "invalid currency code \(ByteDescription.quote(text)): expected 3 upper-case letters"
            case .duplicateCurrency(let code):
                "\(code) appears more than once"
            case .rateNotANumber(let code, let text):
                "rate for \(code) is not a number: \(ByteDescription.quote(text))"
            case .rateNotFinite(let code, let text):
                "rate for \(code) is not finite: \(ByteDescription.quote(text))"
            case .zeroRate(let code):
                "rate for \(code) is zero"
            case .negativeRate(let code, let text):
                "rate for \(code) is negative: \(ByteDescription.quote(text))"
            case .rateOutOfRange(let code, let text):
                "rate for \(code) is out of range: \(ByteDescription.quote(text)) (expected between 1e-\(RateValidation.decimalExponentLimit) and 1e\(RateValidation.decimalExponentLimit))"
            case .baseRateNotOne(let code, let text):
                "the base currency \(code) must have rate 1, found \(ByteDescription.quote(text))"
            case .emptyTable:
                "no rates in the table"
            }
        }
    }
}

/// `8 MiB`, `512 bytes`: sizes for messages.
enum ByteCount {
    static func describe(_ bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
