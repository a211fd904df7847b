import CalcCore

/// `calc --update-rates` without the network: asks every provider through an injected
/// fetcher, reads and validates each answer, merges what succeeded and stores it in the cache.
/// A failure of any kind changes nothing on disk.
public struct RateUpdate: Sendable {
    /// What happened to one source.
    public enum Outcome: Sendable {
        case fetched(RateTable)
        case failed(String)
    }

    /// The result of an update, for the summary line and the exit status.
    public struct Report: Sendable {
        public var outcomes: [(provider: RateProvider, outcome: Outcome)]
        /// The stored table, or nil when every source failed.
        public var stored: RateTable?
        /// Why storing failed, when the sources succeeded but the cache could not be written.
        public var storeError: String?
        public var cachePath: String?

        public var succeeded: Bool { stored != nil }
    }

    public let providers: [RateProvider]
    public let environment: [String: String]

    public init(providers: [RateProvider], environment: [String: String]) {
        self.providers = providers
        self.environment = environment
    }

    /// Reads answers already fetched (in provider order), merges and stores. `now` is the
    /// fetch time recorded in the cache.
    public func complete(bodies: [Result<[UInt8], FetchFailure>], now: Int) -> Report {
        var outcomes: [(RateProvider, Outcome)] = []
        var tables: [RateTable] = []
        for (provider, body) in zip(providers, bodies) {
            switch body {
            case .failure(let failure):
                outcomes.append((provider, .failed(redacted(failure.message))))
            case .success(let bytes):
                do {
                    let table = try provider.parse(bytes)
                    tables.append(table)
                    outcomes.append((provider, .fetched(table)))
                } catch {
                    outcomes.append((provider, .failed(redacted(error.problem.description))))
                }
            }
        }
        var report = Report(outcomes: outcomes, stored: nil, storeError: nil, cachePath: RateCache.path(environment: environment))
        guard let merged = RateMerger.merge(tables) else { return report }
        do {
            try RateCache.store(merged, fetchedAt: now, environment: environment)
            report.stored = merged
        } catch {
            report.storeError = redacted(error.description)
        }
        return report
    }

    /// Keys and URL passwords never appear in messages, whatever a server echoes back.
    public func redacted(_ message: String) -> String {
        Redaction(secrets: providers.flatMap(\.secrets))(message)
    }
}

/// Why a source could not be fetched: refused, timed out, HTTP error, too large …
public struct FetchFailure: Error, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
