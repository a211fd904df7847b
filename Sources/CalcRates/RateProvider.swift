import CalcCore

/// One public source of exchange rates: where to ask and how to read the answer.
///
/// Endpoints come from the environment so that tests and mirrors can point them elsewhere
/// (`CALC_ECB_URL`, `CALC_ERAPI_URL`, `CALC_FIXER_URL`, `CALC_EXCHANGERATE_API_URL`). Keyed
/// sources exist only when their key is set, and the key never appears in `displayURL`.
public struct RateProvider: Sendable {
    public enum Kind: Sendable {
        case ecb, openAccess, fixer, exchangeRateAPI
    }

    public var kind: Kind
    /// How the source is named in messages.
    public var name: String
    /// The URL to fetch, with any key in it.
    public var url: String
    /// The URL with any key replaced by `***`, for messages.
    public var displayURL: String
    /// Higher wins where two sources quote the same currency (ECB first).
    public var priority: Int

    /// Reads a complete answer into a validated table.
    public func parse(_ body: [UInt8]) throws(RateFormatError) -> RateTable {
        switch kind {
        case .ecb: try ECBDailyXML.parse(body, origin: name)
        case .openAccess: try ExchangeRateAPIJSON.parse(body, flavor: .openAccess, origin: name)
        case .fixer: try FixerJSON.parse(body, origin: name)
        case .exchangeRateAPI: try ExchangeRateAPIJSON.parse(body, flavor: .v6, origin: name)
        }
    }

    /// The sources to ask, in priority order: ECB and the open-access wide source always, the
    /// keyed ones when `CALC_FIXER_KEY` / `CALC_EXCHANGERATE_API_KEY` are set.
    public static func all(environment: [String: String]) -> [RateProvider] {
        func endpoint(_ variable: String, _ fallback: String) -> String {
            guard let value = environment[variable], !value.isEmpty else { return fallback }
            return value
        }
        var providers = [
            RateProvider(kind: .ecb, name: "ECB",
                         url: endpoint("CALC_ECB_URL", "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"),
                         priority: 4),
            RateProvider(kind: .openAccess, name: "open.er-api.com",
                         url: endpoint("CALC_ERAPI_URL", "https://open.er-api.com/v6/latest/EUR"),
                         priority: 1),
        ]
        if let key = environment["CALC_FIXER_KEY"], !key.isEmpty {
            let base = endpoint("CALC_FIXER_URL", "http://data.fixer.io/api/latest")
            let separator = base.contains("?") ? "&" : "?"
            providers.append(RateProvider(kind: .fixer, name: "fixer.io", url: "\(base)\(separator)access_key=\(key)",
                                          secret: key, priority: 3))
        }
        if let key = environment["CALC_EXCHANGERATE_API_KEY"], !key.isEmpty {
            let base = endpoint("CALC_EXCHANGERATE_API_URL", "https://v6.exchangerate-api.com/v6")
            providers.append(RateProvider(kind: .exchangeRateAPI, name: "exchangerate-api.com",
                                          url: "\(trimmingSlash(base))/\(key)/latest/EUR", secret: key, priority: 2))
        }
        return providers.sorted { $0.priority > $1.priority }
    }

    init(kind: Kind, name: String, url: String, secret: String? = nil, priority: Int) {
        self.kind = kind
        self.name = name
        self.url = url
        self.displayURL = secret.map { RateProvider.redact($0, in: url) } ?? url
        self.priority = priority
    }

    /// `text` with every occurrence of `secret` replaced by `***`.
    public static func redact(_ secret: String, in text: String) -> String {
        guard !secret.isEmpty else { return text }
        return text.split(separator: secret, omittingEmptySubsequences: false).joined(separator: "***")
    }

    private static func trimmingSlash(_ text: String) -> String {
        text.hasSuffix("/") ? String(text.dropLast()) : text
    }
}
