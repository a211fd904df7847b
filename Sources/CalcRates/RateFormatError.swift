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
        case invalidXML(TextPosition, XMLProblem)
        case truncated(TextPosition, XMLProblem)
        case unknownShape(Shape)
        /// A line of a stored history (`ecb-history.csv`) that is not what calc writes.
        case invalidLine(Int, StoredHistory.Fault)
        case wrongType(key: String, expected: Expected, found: JSONKind)
        /// An array whose elements are not all objects (`found`: the first that is not).
        case notAllObjects(key: String, found: JSONKind)
        case serviceError(ServiceFault)

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

    /// What a service said when it answered with an error instead of rates: its own words
    /// (cleaned of control characters) where it gave some, else which sign of an error there was.
    public enum ServiceFault: Equatable, Sendable {
        /// The service's words: an error type (`invalid-key`) or message.
        case said(String)
        /// fixer.io's error object, each part as given (`code 101, missing_access_key: …`).
        case fixer(code: String?, type: String?, info: String?)
        /// An `errors` list whose first entry has no `message`.
        case errorsWithoutMessage
        /// `"result": "error"` without an `error-type`.
        case resultWithoutType
        /// `"success": false` without an `error` object.
        case failureWithoutDetails
    }

    /// How a document is not the shape its kind has (`Problem.unknownShape`): the facts, the
    /// user's or the service's text among them as it came.
    public enum Shape: Equatable, Sendable {
        /// The key that marks a service's answer is missing (`keys`: the keys there were).
        case notAnAnswer(of: Service, missingKey: String, keys: [String])
        /// ExchangeRate-API's `result` other than `success` or `error`.
        case unknownResult(String)
        case notAnObject(found: JSONKind)
        case repeatedKey(String)
        /// The ECB's XML gives a day twice.
        case repeatedDay(String)
        /// ECB XML without a `<Cube>`.
        case noCubes
        // The rate cache.
        case notARateCache
        case checksumMismatch
        case checksumInFormat(String)
        case unknownCacheFormat(found: String, reads: [String])
        case noFetchedTime
        case sourceWithoutName
        case repeatedSource(String)
        case tooManyGroups(limit: Int)
        case groupWithoutSource
        case repeatedRates(source: String, date: String)
        case noRates(source: String, date: String)
        case missingSinceNotARate(code: String, source: String, date: String)
        case noSource
        case missingKey(String)
    }

    /// What is wrong with XML (`Problem.invalidXML`, `Problem.truncated`); the tag and attribute
    /// names as the document wrote them.
    public enum XMLProblem: Equatable, Sendable {
        case endsInside(tag: String)
        case endsInsideEndTag(tag: String)
        case endsInsideTag
        case endsInsideConstruct(XMLConstruct)
        case endsBefore(endTag: String)
        case noCloseAfterSlash(tag: String)
        case noSpaceBeforeAttribute(tag: String)
        case repeatedAttribute(String, tag: String)
        case unexpectedByte(UInt8, tag: String)
        case noEquals(attribute: String)
        case unquotedValue(attribute: String)
        case angleInValue(attribute: String)
        case unclosedEndTag(tag: String)
        case noTagName
        case textAfterRoot
        case secondRoot(tag: String)
        case tooDeep(limit: Int)
        case rateWithoutCurrency
        case currencyWithoutRate(String)
        case unmatchedEndTag(tag: String)
        case mismatchedEndTag(expected: String, found: String)
    }

    /// The parts of XML skipped whole.
    public enum XMLConstruct: Equatable, Sendable {
        case doctype, processingInstruction, comment, cdata
    }

    /// What a member of rate data must be (`Problem.wrongType`).
    public enum Expected: Equatable, Sendable {
        case object, array, string, number, boolean, date, decimalString
        /// An object of currency codes and strings, numbers or dates.
        case codesAndStrings, codesAndNumbers, codesAndDates
    }

    /// The services whose answers calc reads.
    public enum Service: Equatable, Sendable {
        case exchangeRates, exchangeRateAPI, fixer
    }
}

