import CalcCore

/// fixer.io's `latest` endpoint, asked only when `CALC_FIXER_KEY` is set (the key goes in the
/// query, percent-encoded, and never into a message).
struct FixerSource: RateSource {
    let name = "fixer.io"
    let priority = 3
    let environmentVariables = ["CALC_FIXER_KEY", "CALC_FIXER_URL"]

    func endpoint(environment: [String: String]) -> RateProvider.Endpoint? {
        guard let key = environment["CALC_FIXER_KEY"], !key.isEmpty else { return nil }
        let base = endpoint("CALC_FIXER_URL", in: environment, default: "http://data.fixer.io/api/latest")
        let separator = base.url.contains("?") ? "&" : "?"
        return base.appending("\(separator)access_key=", key: key, then: "")
    }

    func parse(_ body: [UInt8], origin: String, fetchedOn day: Day) throws(RateFormatError) -> RateTable {
        try FixerJSON.parse(body, origin: origin)
    }
}
