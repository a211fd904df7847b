/// The English of rate data's refusals, in one place apart from the facts: `RateFormatError`
/// and its `Problem` say where the data came from and what is wrong with it, and their words
/// are made here when they are shown (CalcCore's `English` catalogue, which cannot be
/// extended from here, does the same for calc's own messages).
enum RateFormatEnglish {
    /// `rates.json: line 3, column 7: invalid JSON: expected ','`.
    static func sentence(_ error: RateFormatError) -> String {
        "\(error.origin): \(sentence(error.problem))"
    }

    static func sentence(_ problem: RateFormatError.XMLProblem) -> String {
        switch problem {
        case .endsInside(let tag): "the document ends inside <\(tag)>"
        case .endsInsideEndTag(let tag): "the document ends inside </\(tag)>"
        case .endsInsideTag: "the document ends inside a tag"
        case .endsInsideConstruct(let construct):
            switch construct {
            case .doctype: "the document ends inside a <!DOCTYPE> declaration"
            case .processingInstruction: "the document ends inside a processing instruction"
            case .comment: "the document ends inside a comment"
            case .cdata: "the document ends inside a CDATA section"
            }
        case .endsBefore(let tag): "the document ends before </\(tag)>"
        case .noCloseAfterSlash(let tag): "expected '>' after '/' in <\(tag)>"
        case .noSpaceBeforeAttribute(let tag): "expected a space before an attribute in <\(tag)>"
        case .repeatedAttribute(let name, let tag): "attribute \(name) appears twice in <\(tag)>"
        case .unexpectedByte(let byte, let tag): "unexpected \(ByteDescription.describe(byte)) in <\(tag)>"
        case .noEquals(let name): "expected '=' after attribute \(name)"
        case .unquotedValue(let name): "the value of attribute \(name) must be quoted"
        case .angleInValue(let name): "'<' in the value of attribute \(name)"
        case .unclosedEndTag(let tag): "expected '>' to close </\(tag)>"
        case .noTagName: "expected a tag name after '<'"
        case .textAfterRoot: "text after the root element"
        case .secondRoot(let tag): "a second root element <\(tag)>"
        case .tooDeep(let limit): "elements nested deeper than \(limit) levels"
        case .rateWithoutCurrency: "<Cube rate=…> without a currency"
        case .currencyWithoutRate(let code): "<Cube currency='\(code)'> without a rate"
        case .unmatchedEndTag(let tag): "</\(tag)> without a matching start tag"
        case .mismatchedEndTag(let expected, let found): "expected </\(expected)>, found </\(found)>"
        }
    }

    static func words(_ expected: RateFormatError.Expected) -> String {
        switch expected {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .boolean: "true or false"
        case .date: "a date"
        case .decimalString: "a decimal string"
        case .codesAndStrings: "an object of currency codes and strings"
        case .codesAndNumbers: "an object of currency codes and numbers"
        case .codesAndDates: "an object of currency codes and dates"
        }
    }

    static func words(_ kind: JSONKind) -> String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    static func sentence(_ fault: RateFormatError.ServiceFault) -> String {
        switch fault {
        case .said(let words): words
        case .fixer(let code, let type, let info):
            {
                let parts = [code.map { "code \($0)" }, type].compactMap { $0 }
                let head = parts.isEmpty ? "unknown error" : parts.joined(separator: ", ")
                return info.map { head + ": " + $0 } ?? head
            }()
        case .errorsWithoutMessage: "the answer holds errors"
        case .resultWithoutType: "no error-type given"
        case .failureWithoutDetails: "no error details"
        }
    }

    static func sentence(_ shape: RateFormatError.Shape) -> String {
        switch shape {
        case .notAnAnswer(let service, let key, let keys):
            let answer = switch service {
            case .exchangeRates: "an exchange-rates answer"
            case .exchangeRateAPI: "an ExchangeRate-API answer"
            case .fixer: "a fixer.io answer"
            }
            return "no \"\(key)\": not \(answer) (keys: \(keyList(keys)))"
        case .unknownResult(let result): return "\"result\" is \(ByteDescription.quote(result)), expected \"success\" or \"error\""
        case .notAnObject(let found): return "expected a JSON object, found \(words(found))"
        case .repeatedKey(let key): return "key \"\(key)\" appears more than once"
        case .repeatedDay(let day): return "the day \(day) is given twice"
        case .noCubes: return "no <Cube> elements: not the ECB reference rates"
        case .notARateCache: return "no \"format\": not a calc rate cache"
        case .checksumMismatch: return "its checksum does not match its contents: a byte changed since calc wrote it"
        case .checksumInFormat(let format): return "a checksum in a \(format) file"
        case .unknownCacheFormat(let found, let reads):
            let listed = reads.count > 1 ? reads.dropLast().joined(separator: ", ") + " and " + reads[reads.count - 1] : reads.joined()
            return "cache format \(ByteDescription.quote(found)), this calc reads \(listed)"
        case .noFetchedTime: return "no \"fetched\" time"
        case .sourceWithoutName: return "a source without a \"name\""
        case .repeatedSource(let name): return "source \(ByteDescription.quote(name)) appears more than once"
        case .tooManyGroups(let limit): return "more than \(limit) groups of rates"
        case .groupWithoutSource: return "a group of rates without a \"source\""
        case .repeatedRates(let source, let date): return "rates of \(source) of \(date) appear more than once"
        case .noRates(let source, let date): return "rates of \(source) of \(date): none"
        case .missingSinceNotARate(let code, let source, let date):
            return "missing_since names \(ByteDescription.quote(code)), which is not among the rates of \(source) of \(date)"
        case .noSource: return "no \"source\""
        case .missingKey(let key): return "no \"\(key)\""
        }
    }

    static func sentence(_ problem: RateFormatError.Problem) -> String {
        switch problem {
        case .unreadable(let reason):
            "cannot read: \(reason)"
        case .tooLarge(let limit):
            "larger than \(size(limit)): refused (rate data is a few kilobytes)"
        case .empty:
            "empty: no rate data"
        case .notRateData(let found):
            "not ECB XML or JSON rate data (starts with \(found))"
        case .html:
            "an HTML page, not rate data (a login page, an error page or a wrong URL?)"
        case .invalidJSON(let error):
            "\(error.position): invalid JSON: \(error.message)"
        case .invalidXML(let position, let problem):
            "\(position): invalid XML: \(sentence(problem))"
        case .truncated(let position, let problem):
            "\(position): truncated: \(sentence(problem))"
        case .unknownShape(let shape):
            "unknown shape: \(sentence(shape))"
        case .invalidLine(let line, let fault):
            "line \(line): \(sentence(fault))"
        case .wrongType(let key, let expected, let found):
            "\"\(key)\" must be \(words(expected)), found \(words(found))"
        case .notAllObjects(let key, let found):
            "\"\(key)\" must be an array of objects, found an array with \(words(found))"
        case .serviceError(let fault):
            "the service answered with an error: \(sentence(fault))"
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

    /// What is wrong with a line of the stored history (`ecb-history.csv`).
    static func sentence(_ fault: StoredHistory.Fault) -> String {
        switch fault {
        case .headerWithoutDate:
            "the header must start with Date"
        case .notACurrencyCode(let name):
            "'\(name)' is not a currency code"
        case .fieldCount(let found, let header):
            "\(found) fields, the header has \(header)"
        case .notADate(let text):
            "'\(text)' is not a date YYYY-MM-DD"
        case .dayGivenTwice(let day):
            "\(day) is given twice"
        case .valueUnderEmptyHeader:
            "a value under an empty header"
        case .notAPositiveDecimal(let code, let text):
            "the rate of \(code) is '\(text)', not a positive decimal"
        }
    }

    /// `8 MiB`, `512 bytes`.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
