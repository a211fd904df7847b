/// Why rate data (a `--rates` file, a fetched body, the cache) was refused, naming where it came from.
///
/// `description` is one line, worded by `RateFormatEnglish`: `rates.json: line 3, column 7:
/// invalid JSON: expected ','`.
public struct RateFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file path, URL or source name the data came from.
    public var origin: String
    public var problem: Problem

    public init(origin: String, problem: Problem) {
        self.origin = origin
        self.problem = problem
    }

    public var description: String { RateFormatEnglish.sentence(self) }

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
        case invalidLine(Int, StoredHistory.Fault)
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

        public var description: String { RateFormatEnglish.sentence(self) }
    }
}

