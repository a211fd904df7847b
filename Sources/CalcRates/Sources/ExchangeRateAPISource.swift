import CalcCore

/// exchangerate-api.com's v6 endpoint, asked only when `CALC_EXCHANGERATE_API_KEY` is set (the
/// key is a path segment, never shown).
struct ExchangeRateAPISource: RateSource {
    let name = "exchangerate-api.com"
    let priority = 2
    let environmentVariables = ["CALC_EXCHANGERATE_API_KEY", "CALC_EXCHANGERATE_API_URL"]

    func endpoint(environment: [String: String]) -> RateProvider.Endpoint? {
        guard let key = environment["CALC_EXCHANGERATE_API_KEY"], !key.isEmpty else { return nil }
        let base = endpoint("CALC_EXCHANGERATE_API_URL", in: environment, default: "https://v6.exchangerate-api.com/v6").trimmingSlash
        return base.appending("/", key: key, then: "/latest/EUR")
    }

    func parse(_ body: [UInt8], origin: String, fetchedOn day: Day) throws(RateFormatError) -> RateTable {
        try ExchangeRateAPIJSON.parse(body, flavor: .v6, origin: origin)
    }
}
