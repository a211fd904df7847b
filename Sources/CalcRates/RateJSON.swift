import CalcCore

/// Reads calc's own rate-file JSON: `{"base": "EUR", "date": "YYYY-MM-DD", "rates": {"USD": 1.1252, …}}`.
///
/// Rates are JSON numbers, read exactly as written; other keys are ignored, so the fixer.io
/// answer (which adds `success` and `timestamp`) is also accepted.
public enum RateJSON {
    /// Parses a complete document; `origin` names it in errors, `source` becomes the table's source.
    public static func parse(_ bytes: [UInt8], origin: String, source: String? = nil) throws(RateFormatError) -> RateTable {
        do throws(RateFormatError.Problem) {
            return try table(from: JSONRateFields.document(bytes), source: source ?? origin)
        } catch {
            throw RateFormatError(origin: origin, problem: error)
        }
    }

    static func table(from document: JSONValue, source: String) throws(RateFormatError.Problem) -> RateTable {
        let base = try JSONRateFields.base(document, "base")
        guard let date = try JSONRateFields.string(document, "date") else { throw .missingDate(key: "\"date\"") }
        let builder = try JSONRateFields.rates(document, "rates", base: base)
        return try builder.build(date: RateValidation.date(date), source: source)
    }
}
