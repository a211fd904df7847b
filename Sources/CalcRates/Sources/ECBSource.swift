import CalcCore

/// The ECB's euro reference rates, daily XML, about 30 currencies: the primary source.
struct ECBSource: RateSource {
    let name = "ECB"
    let priority = 4
    let environmentVariables = ["CALC_ECB_URL"]

    func endpoint(environment: [String: String]) -> RateProvider.Endpoint? {
        endpoint("CALC_ECB_URL", in: environment, default: "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml")
    }

    func parse(_ body: [UInt8], origin: String, fetchedOn day: Day) throws(RateFormatError) -> RateTable {
        try ECBDailyXML.parse(body, origin: origin)
    }
}

/// The ECB's history (the 90-day file, or the whole file since 1999), read by `HistoryUpdate`:
/// not one of the current sources.
struct ECBHistorySource: RateSource {
    let name: String
    let priority = 0
    let environmentVariables: [String]
    let fallback: String

    init(full: Bool) {
        name = full ? "ECB history since 1999" : "ECB history of 90 days"
        environmentVariables = [full ? "CALC_ECB_FULL_HISTORY_URL" : "CALC_ECB_HISTORY_URL"]
        fallback = full ? "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.xml"
            : "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist-90d.xml"
    }

    func endpoint(environment: [String: String]) -> RateProvider.Endpoint? {
        endpoint(environmentVariables[0], in: environment, default: fallback)
    }

    func parse(_ body: [UInt8], origin: String, fetchedOn day: Day) throws(RateFormatError) -> RateTable {
        try ECBDailyXML.parse(body, origin: origin)
    }
}
