import CalcCore

/// Reads the answer of fixer.io's `latest` endpoint, success or error.
///
/// Success: `{"success": true, "timestamp": …, "base": "EUR", "date": "2025-05-09", "rates": {…}}`.
/// Error: `{"success": false, "error": {"code": 101, "type": "missing_access_key", "info": "…"}}`,
/// reported as the service's own words so that a missing or wrong key is obvious.
public enum FixerJSON {
    /// The `source` of the tables it reads.
    public static let source = "fixer.io"

    /// Parses a complete answer; `origin` (the URL, say) names it in errors.
    public static func parse(_ bytes: [UInt8], origin: String = source) throws(RateFormatError) -> RateTable {
        do throws(RateFormatError.Problem) {
            return try table(from: JSONRateFields.document(bytes))
        } catch {
            throw RateFormatError(origin: origin, problem: error)
        }
    }

    static func table(from document: JSONValue) throws(RateFormatError.Problem) -> RateTable {
        guard let success = try JSONRateFields.bool(document, "success") else {
            throw .unknownShape(.notAnAnswer(of: .fixer, missingKey: "success", keys: document.keys))
        }
        guard success else { throw .serviceError(fault(document["error"])) }
        return try RateJSON.table(from: document, source: source)
    }

    /// `{"code": 101, "type": "missing_access_key", "info": "You have not supplied …"}`
    private static func fault(_ error: JSONValue?) -> RateFormatError.ServiceFault {
        guard let error else { return .failureWithoutDetails }
        var code: String?
        var type: String?
        var info: String?
        if case .number(let number)? = error["code"] { code = number }
        if case .string(let text)? = error["type"] { type = text }
        if case .string(let text)? = error["info"] { info = ServiceText.clean(text) }
        return .fixer(code: code, type: type, info: info)
    }
}

/// Keys of a document for messages: `result, rates`.
func keyList(_ keys: [String]) -> String {
    if keys.isEmpty { return "none" }
    let shown = keys.prefix(8).map { ServiceText.clean($0, limit: 40) }.joined(separator: ", ")
    return keys.count > 8 ? shown + ", …" : shown
}

/// Text a service sent, made safe for a one-line message: control characters dropped, length capped.
enum ServiceText {
    static func clean(_ text: String, limit: Int = 200) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit { return result + "…" }
            result.unicodeScalars.append(scalar.value < 0x20 || scalar.value == 0x7F ? " " : scalar)
            count += 1
        }
        return result
    }
}
