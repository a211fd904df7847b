import CalcCore

/// The text of the rate cache file, `calc-rates/1`, and its exact reading back.
///
/// ```json
/// {
///   "format": "calc-rates/1",
///   "base": "EUR",
///   "date": "2025-05-09",
///   "source": "ECB",
///   "fetched": 1746800000,
///   "rates": {
///     "AUD": "1.7572",
///     "XYZ": "1/3"
///   }
/// }
/// ```
/// Rates are strings, never JSON numbers: exact decimal text where the value terminates, a
/// `p/q` fraction where it does not (cross rates of merged tables), so that reading the file
/// gives back exactly the table that was written. Codes are sorted and one per line, so that
/// two caches compare with `diff`.
public enum RateCacheFormat {
    /// The value of `"format"`; a reader refuses any other (a newer calc may change the layout).
    public static let identifier = "calc-rates/1"

    /// The file's bytes for `table`, fetched at `fetchedAt` (unix seconds).
    public static func encode(_ table: RateTable, fetchedAt: Int) -> [UInt8] {
        var text = "{\n"
        text += "  \"format\": \(JSONText.quoted(identifier)),\n"
        text += "  \"base\": \(JSONText.quoted(table.base.description)),\n"
        text += "  \"date\": \(JSONText.quoted(table.dateText)),\n"
        text += "  \"source\": \(JSONText.quoted(table.source)),\n"
        text += "  \"fetched\": \(fetchedAt),\n"
        text += "  \"rates\": {"
        let codes = table.currencyCodes
        for (position, code) in codes.enumerated() {
            let rate = table.rates[code] ?? .one
            text += "\n    \(JSONText.quoted(code.description)): \(JSONText.quoted(exactText(rate)))"
            if position < codes.count - 1 { text += "," }
        }
        text += codes.isEmpty ? "}\n" : "\n  }\n"
        text += "}\n"
        return Array(text.utf8)
    }

    /// The table and fetch time in a cache file's bytes; `origin` names the file in errors.
    public static func decode(_ bytes: [UInt8], origin: String) throws(RateFormatError) -> (table: RateTable, fetchedAt: Int) {
        do throws(RateFormatError.Problem) {
            let document = try JSONRateFields.document(bytes)
            guard let format = try JSONRateFields.string(document, "format") else {
                throw .unknownShape("no \"format\": not a calc rate cache")
            }
            guard format == identifier else {
                throw .unknownShape("cache format \(ByteDescription.quote(format)), this calc reads \(identifier)")
            }
            let base = try JSONRateFields.base(document, "base")
            guard let date = try JSONRateFields.string(document, "date") else { throw .missingDate(key: "\"date\"") }
            guard let source = try JSONRateFields.string(document, "source") else {
                throw .unknownShape("no \"source\"")
            }
            guard let fetched = try JSONRateFields.unixSeconds(document, "fetched") else {
                throw .unknownShape("no \"fetched\" time")
            }
            guard let rates = try JSONRateFields.member(document, "rates") else { throw .missingRates(key: "\"rates\"") }
            guard case .object(let members) = rates else {
                throw .wrongType(key: "rates", expected: "an object of currency codes and strings", found: rates.kindDescription)
            }
            var builder = RateTableBuilder(base: base)
            for member in members {
                let code = try RateValidation.code(member.key)
                guard case .string(let text) = member.value else {
                    throw .wrongType(key: "rates.\(code)", expected: "a string", found: member.value.kindDescription)
                }
                try builder.addExact(code: code, text: text)
            }
            return (try builder.build(date: RateValidation.date(date), source: source), fetched)
        } catch {
            throw RateFormatError(origin: origin, problem: error)
        }
    }

    /// `1.1252` when the decimal expansion terminates, `p/q` when it does not.
    static func exactText(_ rate: Rational) -> String {
        let (text, isExact) = NumberFormatting.format(Number(rate))
        if isExact { return text }
        return rate.numerator.description + "/" + rate.denominator.description
    }
}
