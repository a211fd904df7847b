import CalcCore

/// `calc --update-rates` without the network: asks every provider through an injected
/// fetcher, reads and validates each answer, and merges what succeeded into the cache
/// (`RateMerger`): a source that fails keeps its currencies, and a failure of every source
/// changes nothing on disk.
public struct RateUpdate: Sendable {
    /// What happened to one source.
    public enum Outcome: Sendable {
        case fetched(RateTable)
        case failed(String)
    }

    /// The result of an update, for the summary line and the exit status.
    public struct Report: Sendable {
        public var outcomes: [(provider: RateProvider, outcome: Outcome)]
        /// What became of each source's currencies in the merged table, when it was stored.
        public var sources: [RateMerger.SourceReport]
        /// The stored table, or nil when every source failed.
        public var stored: RateTable?
        /// Why storing failed, when the sources succeeded but the cache could not be written.
        public var storeError: String?
        /// Why the cache that was there could not be read, when the update replaced it.
        public var replacedCorrupt: String?
        public var cachePath: String?

        public var succeeded: Bool { stored != nil }

        /// What the merge said of `provider`, when the table was stored.
        public func source(_ provider: RateProvider) -> RateMerger.SourceReport? {
            sources.first { $0.source == provider.name }
        }
    }

    public let providers: [RateProvider]
    public let environment: [String: String]

    public init(providers: [RateProvider], environment: [String: String]) {
        self.providers = providers
        self.environment = environment
    }

    /// Reads answers already fetched (in provider order), merges them into the cache and
    /// stores it. `now` is the fetch time recorded in the cache.
    public func complete(bodies: [Result<[UInt8], FetchFailure>], now: Int) -> Report {
        var outcomes: [(RateProvider, Outcome)] = []
        var answers: [RateMerger.Answer] = []
        for (provider, body) in zip(providers, bodies) {
            switch body {
            case .failure(let failure):
                let message = redacted(failure.message)
                outcomes.append((provider, .failed(message)))
                answers.append(RateMerger.Answer(source: provider.name, result: .failure(FetchFailure(message))))
            case .success(let bytes):
                do {
                    let table = try provider.parse(bytes, fetchedOn: Day(unixSeconds: now) ?? Day("1970-01-01")!)
                    outcomes.append((provider, .fetched(table)))
                    answers.append(RateMerger.Answer(source: provider.name, result: .success(table), storedCodes: provider.source.storedCodes))
                } catch {
                    let message = redacted(error.problem.description)
                    outcomes.append((provider, .failed(message)))
                    answers.append(RateMerger.Answer(source: provider.name, result: .failure(FetchFailure(message))))
                }
            }
        }
        let path = RateCache.path(environment: environment)
        var report = Report(outcomes: outcomes, sources: [], stored: nil, storeError: nil, replacedCorrupt: nil, cachePath: path)
        // Nothing answered: the cache is not even opened.
        guard answers.contains(where: { if case .success = $0.result { true } else { false } }) else { return report }
        guard let path else {
            report.storeError = RateCacheError.noLocation.description
            return report
        }
        do {
            let (merged, replaced) = try RateCache.update(path: path, now: now) { current in
                var stored: RateStore?, replaced: String?
                switch current {
                case .missing: break
                case .loaded(let store): stored = store
                case .corrupt(let problem): replaced = problem
                }
                let merged = RateMerger.merge(stored: stored, answers: answers, now: now)
                return (merged.store, (merged, replaced))
            }
            report.stored = merged.store?.table
            report.sources = merged.reports
            if merged.store != nil { report.replacedCorrupt = replaced }
            // A source whose answer could not be merged (no common currency) failed after all.
            for (index, (provider, _)) in report.outcomes.enumerated() {
                if let failure = merged.reports.first(where: { $0.source == provider.name })?.failure {
                    report.outcomes[index].outcome = .failed(failure)
                }
            }
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
