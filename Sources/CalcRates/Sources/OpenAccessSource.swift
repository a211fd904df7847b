import CalcCore

/// open.er-api.com's open-access endpoint: about 160 currencies, no key.
struct OpenAccessSource: RateSource {
    let name = "open.er-api.com"
    let priority = 1
    let environmentVariables = ["CALC_ERAPI_URL"]

    func endpoint(environment: [String: String]) -> RateProvider.Endpoint? {
        endpoint("CALC_ERAPI_URL", in: environment, default: "https://open.er-api.com/v6/latest/EUR")
    }

    func parse(_ body: [UInt8], origin: String, fetchedOn day: Day) throws(RateFormatError) -> RateTable {
        try ExchangeRateAPIJSON.parse(body, flavor: .openAccess, origin: origin)
    }
}
