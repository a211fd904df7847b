import CalcCore

/// Reads ExchangeRate-API answers: the open-access `open.er-api.com/v6/latest/USD` and the
/// keyed `v6.exchangerate-api.com/v6/KEY/latest/USD`.
///
/// Both say `"result": "success"` or `"result": "error"` with an `error-type`; the rates are
/// under `rates` (open access) or `conversion_rates` (v6). Neither gives a date, so the date
/// is the UTC day of `time_last_update_unix`.
public enum ExchangeRateAPIJSON {
    /// Which of the two services answered: they differ in the key of the rates and the source name.
    public enum Flavor: Sendable {
        case openAccess
        case v6

        /// The `source` of the tables read from it.
        public var source: String {
            switch self {
            case .openAccess: "open.er-api.com"
            case .v6: "exchangerate-api.com"
            }
        }

        var ratesKey: String {
            switch self {
            case .openAccess: "rates"
            case .v6: "conversion_rates"
            }
        }
    }

    /// Parses a complete answer; `origin` (default: the service name) names it in errors.
    public static func parse(_ bytes: [UInt8], flavor: Flavor, origin: String? = nil) throws(RateFormatError) -> RateTable {
        do throws(RateFormatError.Problem) {
            return try table(from: JSONRateFields.document(bytes), flavor: flavor)
        } catch {
            throw RateFormatError(origin: origin ?? flavor.source, problem: error)
        }
    }

    static func table(from document: JSONValue, flavor: Flavor) throws(RateFormatError.Problem) -> RateTable {
        guard let result = try JSONRateFields.string(document, "result") else {
            throw .unknownShape(.notAnAnswer(of: .exchangeRateAPI, missingKey: "result", keys: document.keys))
        }
        guard result == "success" else {
            guard result == "error" else {
                throw .unknownShape(.unknownResult(result))
            }
            if case .string(let type)? = document["error-type"] { throw .serviceError(.said(ServiceText.clean(type))) }
            throw .serviceError(.resultWithoutType)
        }
        let base = try JSONRateFields.base(document, "base_code")
        guard let updated = try JSONRateFields.unixSeconds(document, "time_last_update_unix") else {
            throw .missingDate(key: "\"time_last_update_unix\"")
        }
        guard let date = Day(unixSeconds: updated) else { throw .invalidTimestamp(String(updated)) }
        let builder = try JSONRateFields.rates(document, flavor.ratesKey, base: base)
        return try builder.build(date: date, source: flavor.source)
    }
}
