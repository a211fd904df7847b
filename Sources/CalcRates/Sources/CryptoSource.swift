import CalcCore

/// Crypto currencies from a public source in Coinbase's exchange-rates shape, no key
/// (`CALC_CRYPTO_URL`): `{"data": {"currency": "EUR", "rates": {"BTC": "0.0000105", …}}}`,
/// units of each per one of the base, as decimal strings. Only the coins calc knows are
/// taken (`CryptoCurrencies`); the fiat rates of the same answer are left to the sources
/// made for them. The answer has no date: the day is the one it was fetched on.
struct CryptoSource: RateSource {
    let name = "coinbase.com"
    let priority = 0
    let environmentVariables = ["CALC_CRYPTO_URL"]
    /// Its nine coins, never its base (`"currency": "QAR"`, or `XXX`, got a made-up rate).
    let storedCodes: Set<CurrencyCode>? = Set(CryptoCurrencies.all.map(\.code))

    /// `CALC_CRYPTO_URL=none` leaves the source out (no request to it at all).
    func endpoint(environment: [String: String]) -> RateProvider.Endpoint? {
        if environment["CALC_CRYPTO_URL"] == "none" { return nil }
        return endpoint("CALC_CRYPTO_URL", in: environment, default: "https://api.coinbase.com/v2/exchange-rates?currency=EUR")
    }

    func parse(_ body: [UInt8], origin: String, fetchedOn day: Day) throws(RateFormatError) -> RateTable {
        do throws(RateFormatError.Problem) {
            return try CryptoSource.table(from: JSONRateFields.document(body), day: day)
        } catch {
            throw RateFormatError(origin: origin, problem: error)
        }
    }

    static func table(from document: JSONValue, day: Day) throws(RateFormatError.Problem) -> RateTable {
        if let errors = try JSONRateFields.member(document, "errors") {
            // `{"errors": [{"id": "not_found", "message": "…"}]}`
            if case .array(let list) = errors, case .object? = list.first, case .string(let message)? = list.first?["message"] {
                throw .serviceError(.said(ServiceText.clean(message)))
            }
            throw .serviceError(.errorsWithoutMessage)
        }
        guard let data = try JSONRateFields.member(document, "data") else {
            throw .unknownShape(.notAnAnswer(of: .exchangeRates, missingKey: "data", keys: document.keys))
        }
        guard case .object = data else { throw .wrongType(key: "data", expected: .object, found: data.kind) }
        let base = try JSONRateFields.base(data, "currency")
        guard let rates = try JSONRateFields.member(data, "rates") else { throw .missingRates(key: "\"data.rates\"") }
        guard case .object(let members) = rates else {
            throw .wrongType(key: "data.rates", expected: .codesAndStrings, found: rates.kind)
        }
        var builder = RateTableBuilder(base: base)
        for member in members where CryptoCurrencies.isCrypto(member.key) || member.key == base {
            guard case .string(let text) = member.value else {
                throw .wrongType(key: "data.rates.\(member.key)", expected: .decimalString, found: member.value.kind)
            }
            try builder.add(code: try RateValidation.code(member.key), text: text)
        }
        return try builder.build(date: day, source: "coinbase.com")
    }
}
