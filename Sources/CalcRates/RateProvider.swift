import CalcCore

/// One public source of exchange rates: where to ask and how to read the answer.
///
/// Endpoints come from the environment so that tests and mirrors can point them elsewhere
/// (`CALC_ECB_URL`, `CALC_ERAPI_URL`, `CALC_FIXER_URL`, `CALC_EXCHANGERATE_API_URL`). Keyed
/// sources exist only when their key is set; the key is percent-encoded in the request and
/// never appears in `displayURL`, nor does a password written into an endpoint URL.
public struct RateProvider: Sendable {
    /// The source: its name, priority and how its answer is read.
    public let source: any RateSource
    /// How the source is named in messages.
    public var name: String { source.name }
    /// The URL to fetch, with any key in it.
    public var url: String
    /// The URL with any key or password replaced by `***`, for messages.
    public var displayURL: String
    /// What messages must never show (see `Redaction`).
    public var secrets: [String]
    /// Higher wins where two sources quote the same currency (ECB first).
    public var priority: Int { source.priority }
    /// The largest answer taken; nil for the fetcher's usual cap (the full ECB history is
    /// about 9 MB where rate answers are kilobytes).
    public var maxBytes: Int?

    /// Reads a complete answer, fetched on `day`, into a validated table.
    public func parse(_ body: [UInt8], fetchedOn day: Day) throws(RateFormatError) -> RateTable {
        try source.parse(body, origin: name, fetchedOn: day)
    }

    /// The variables `all(environment:)` reads: every registered source's.
    public static let environmentVariables = RateSources.registered.flatMap(\.environmentVariables)

    /// The sources to ask, in priority order: each registered source that has an endpoint
    /// (the keyed ones only when their key is set).
    public static func all(environment: [String: String]) -> [RateProvider] {
        RateSources.registered.compactMap { source in
            source.endpoint(environment: environment).map { RateProvider(source: source, $0) }
        }.sorted { $0.priority > $1.priority }
    }

    /// The ECB's history: the 90-day file (`CALC_ECB_HISTORY_URL`), or the whole file since
    /// 1999 (`CALC_ECB_FULL_HISTORY_URL`, capped at 64 MB).
    public static func ecbHistory(full: Bool, environment: [String: String]) -> RateProvider {
        let source = ECBHistorySource(full: full)
        var provider = RateProvider(source: source, source.endpoint(environment: environment) ?? Endpoint(source.fallback))
        provider.maxBytes = full ? 64 << 20 : 2 << 20
        return provider
    }

    init(source: any RateSource, _ endpoint: Endpoint) {
        self.source = source
        self.url = endpoint.url
        self.displayURL = endpoint.display
        self.secrets = endpoint.secrets
    }

    /// A URL to fetch, the same for messages, and the secrets in it.
    public struct Endpoint: Sendable {
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
