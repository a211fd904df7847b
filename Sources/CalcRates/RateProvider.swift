import CalcCore

/// One public source of exchange rates: where to ask and how to read the answer.
///
/// Endpoints come from the environment so that tests and mirrors can point them elsewhere
/// (`CALC_ECB_URL`, `CALC_ERAPI_URL`, `CALC_FIXER_URL`, `CALC_EXCHANGERATE_API_URL`). Keyed
/// sources exist only when their key is set; the key is percent-encoded in the request and
/// never appears in `displayURL`, nor does a password written into an endpoint URL.
public struct RateProvider: Sendable {
    public enum Kind: Sendable {
        case ecb, openAccess, fixer, exchangeRateAPI
        /// The ECB's history file (90 days or since 1999): read by `HistoryUpdate`.
        case ecbHistory
    }

    public var kind: Kind
    /// How the source is named in messages.
    public var name: String
    /// The URL to fetch, with any key in it.
    public var url: String
    /// The URL with any key or password replaced by `***`, for messages.
    public var displayURL: String
    /// What messages must never show (see `Redaction`).
    public var secrets: [String]
    /// Higher wins where two sources quote the same currency (ECB first).
    public var priority: Int
    /// The largest answer taken; nil for the fetcher's usual cap (the full ECB history is
    /// about 9 MB where rate answers are kilobytes).
    public var maxBytes: Int?

    /// Reads a complete answer into a validated table.
    public func parse(_ body: [UInt8]) throws(RateFormatError) -> RateTable {
        switch kind {
        case .ecb, .ecbHistory: try ECBDailyXML.parse(body, origin: name)
        case .openAccess: try ExchangeRateAPIJSON.parse(body, flavor: .openAccess, origin: name)
        case .fixer: try FixerJSON.parse(body, origin: name)
        case .exchangeRateAPI: try ExchangeRateAPIJSON.parse(body, flavor: .v6, origin: name)
        }
    }

    /// The variables `all(environment:)` reads.
    public static let environmentVariables = ["CALC_ECB_URL", "CALC_ERAPI_URL", "CALC_FIXER_KEY", "CALC_FIXER_URL",
                                              "CALC_EXCHANGERATE_API_KEY", "CALC_EXCHANGERATE_API_URL"]

    /// The sources to ask, in priority order: ECB and the open-access wide source always, the
    /// keyed ones when `CALC_FIXER_KEY` / `CALC_EXCHANGERATE_API_KEY` are set.
    public static func all(environment: [String: String]) -> [RateProvider] {
        func endpoint(_ variable: String, _ fallback: String) -> Endpoint {
            guard let value = environment[variable], !value.isEmpty else { return Endpoint(fallback) }
            return Endpoint(value)
        }
        var providers = [
            RateProvider(kind: .ecb, name: "ECB",
                         endpoint("CALC_ECB_URL", "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"),
                         priority: 4),
            RateProvider(kind: .openAccess, name: "open.er-api.com",
                         endpoint("CALC_ERAPI_URL", "https://open.er-api.com/v6/latest/EUR"),
                         priority: 1),
        ]
        if let key = environment["CALC_FIXER_KEY"], !key.isEmpty {
            let base = endpoint("CALC_FIXER_URL", "http://data.fixer.io/api/latest")
            let separator = base.url.contains("?") ? "&" : "?"
            providers.append(RateProvider(kind: .fixer, name: "fixer.io",
                                          base.appending("\(separator)access_key=", key: key, then: ""), priority: 3))
        }
        if let key = environment["CALC_EXCHANGERATE_API_KEY"], !key.isEmpty {
            let base = endpoint("CALC_EXCHANGERATE_API_URL", "https://v6.exchangerate-api.com/v6").trimmingSlash
            providers.append(RateProvider(kind: .exchangeRateAPI, name: "exchangerate-api.com",
                                          base.appending("/", key: key, then: "/latest/EUR"), priority: 2))
        }
        return providers.sorted { $0.priority > $1.priority }
    }

    /// The ECB's history: the 90-day file (`CALC_ECB_HISTORY_URL`), or the whole file since
    /// 1999 (`CALC_ECB_FULL_HISTORY_URL`, capped at 64 MB).
    public static func ecbHistory(full: Bool, environment: [String: String]) -> RateProvider {
        let (variable, fallback, name) = full
            ? ("CALC_ECB_FULL_HISTORY_URL", "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.xml", "ECB history since 1999")
            : ("CALC_ECB_HISTORY_URL", "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist-90d.xml", "ECB history of 90 days")
        let written = environment[variable].flatMap { $0.isEmpty ? nil : $0 } ?? fallback
        var provider = RateProvider(kind: .ecbHistory, name: name, Endpoint(written), priority: 0)
        provider.maxBytes = full ? 64 << 20 : 2 << 20
        return provider
    }

    init(kind: Kind, name: String, _ endpoint: Endpoint, priority: Int) {
        self.kind = kind
        self.name = name
        self.url = endpoint.url
        self.displayURL = endpoint.display
        self.secrets = endpoint.secrets
        self.priority = priority
    }

    /// A URL to fetch, the same for messages, and the secrets in it.
    struct Endpoint {
        var url: String
        var display: String
        var secrets: [String]

        /// A URL as written: a password in it (`http://user:pw@host/`) is a secret, and the
        /// whole `user:pw@` part is shown as `***@`.
        init(_ written: String) {
            url = written
            display = written
            secrets = []
            guard let schemeEnd = written.firstRange(of: "://") else { return }
            let rest = written[schemeEnd.upperBound...]
            let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            guard let at = authority.lastIndex(of: "@") else { return }
            let userInfo = authority[..<at]
            display = String(written[..<schemeEnd.upperBound]) + Redaction.mask + String(written[at...])
            if let colon = userInfo.firstIndex(of: ":") {
                secrets = [String(userInfo), String(userInfo[userInfo.index(after: colon)...])]
            } else {
                secrets = [String(userInfo)]
            }
        }

        var trimmingSlash: Endpoint {
            var copy = self
            if copy.url.hasSuffix("/") { copy.url.removeLast() }
            if copy.display.hasSuffix("/") { copy.display.removeLast() }
            return copy
        }

        /// `prefix`, the key (percent-encoded; `***` in the display), `suffix`.
        func appending(_ prefix: String, key: String, then suffix: String) -> Endpoint {
            var copy = self
            copy.url += prefix + PercentEncoding.encode(key) + suffix
            copy.display += prefix + Redaction.mask + suffix
            copy.secrets.append(key)
            return copy
        }
    }
}
