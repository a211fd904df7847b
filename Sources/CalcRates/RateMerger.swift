import CalcCore

/// Merges what the sources answered into what the cache holds: an update adds and refreshes
/// rates, it never shrinks the table because a source failed.
///
/// - Every rate is against the ECB's base, the euro. A table on another base is re-based
///   exactly through its euro rate, or, when it does not quote the euro, through a currency it
///   shares with the rates already merged (the US dollar first).
/// - A currency quoted by several sources that answered takes the rate of the highest-priority
///   one, so ECB's reference rates win over the wide source's.
/// - A stored currency that no source answered with this time keeps its rate, source and day.
///   It is dropped only when its own source answered without it for `keepDays` days of that
///   source's dates (a currency the source no longer quotes).
/// - The currencies the euro replaced (BGN, HRK, …) are not stored: they convert at their
///   irrevocable rates, so they are neither counted nor listed as the table's.
public enum RateMerger {
    /// The base of the merged table.
    public static let base: CurrencyCode = "EUR"
    /// How long, in days of its source's dates, a currency its source stopped quoting is kept.
    public static let keepDays = 30

    /// What one source said this time, in priority order.
    public struct Answer: Sendable {
        public var source: String
        public var result: Result<RateTable, FetchFailure>

        public init(source: String, result: Result<RateTable, FetchFailure>) {
            self.source = source
            self.result = result
        }
    }

    /// What became of one source's currencies.
    public struct SourceReport: Equatable, Sendable {
        public var source: String
        /// Why it failed (its answer could not be used), or nil when it answered.
        public var failure: String?
        /// The day of its new rates, when it answered.
        public var date: Day?
        /// Its currencies in the merged table (new and kept).
        public var count: Int
        /// Of those, the ones kept from the cache with an older day, and the range of their days.
        public var kept: Int
        public var keptOldest: Day?
        public var keptNewest: Day?
        /// Currencies it stopped quoting more than `keepDays` ago, removed now.
        public var dropped: Int
    }

    public struct Merged: Sendable {
        public var store: RateStore
        public var reports: [SourceReport]
    }

    /// The new cache contents from `stored` (nil: none yet) and `answers`; nil when no answer
    /// could be used (then nothing is to be stored: a failure changes nothing on disk).
    public static func merge(stored: RateStore?, answers: [Answer], now: Int) -> Merged? {
        var rates: [CurrencyCode: (rate: Rational, origin: RateOrigin, rank: Int)] = [:]
        var failures: [String: String] = [:]
        var answered: [String: Day] = [:]
        var pending: [(rank: Int, source: String, table: RateTable)] = []
        for (rank, answer) in answers.enumerated() {
            switch answer.result {
            case .success(let table): pending.append((rank, answer.source, table))
            case .failure(let failure): failures[answer.source] = failure.message
            }
        }
        var storedRates = stored.flatMap { rebasedEntries(of: $0.table, sharing: [:]) }
        // Tables on another base may need a currency merged from another table first.
        var progressed = true
        while progressed && !pending.isEmpty {
            progressed = false
            for (position, answer) in pending.enumerated() {
                guard let date = answer.table.date,
                      let entries = rebasedEntries(of: answer.table, sharing: rates.mapValues(\.rate))
                        ?? rebasedEntries(of: answer.table, sharing: storedRates?.mapValues(\.rate) ?? [:]) else { continue }
                let origin = RateOrigin(source: answer.source, date: date)
                for (code, entry) in entries where rates[code].map({ answer.rank < $0.rank }) ?? true {
                    rates[code] = (entry.rate, origin, answer.rank)
                }
                answered[answer.source] = date
                pending.remove(at: position)
                progressed = true
                break
            }
        }
        for answer in pending {
            failures[answer.source] = "its rates are on \(answer.table.base) and share no currency with the others, so they cannot be re-based on \(base)"
        }
        guard !answered.isEmpty else { return nil }
        if storedRates == nil, let stored {
            // A cache of an earlier calc on another base that does not quote the euro.
            storedRates = rebasedEntries(of: stored.table, sharing: rates.mapValues(\.rate))
        }

        var dropped: [String: Int] = [:]
        for (code, entry) in storedRates ?? [:] where rates[code] == nil {
            // A rate of a version 1 cache names every source of that update (`ECB +
            // open.er-api.com`): which one gave it is unknown, so it goes only when all of them
            // answered without it.
            let owners = RateStore.sourceNames(entry.origin.source)
            let outdated = owners.allSatisfy { owner in
                answered[owner].map { $0.daysSinceEpoch - entry.origin.date.daysSinceEpoch > keepDays } ?? false
            }
            if outdated {
                dropped[owners.first { answered[$0] != nil } ?? entry.origin.source, default: 0] += 1
                continue
            }
            rates[code] = (entry.rate, entry.origin, Int.max)
        }

        // Origins in priority order (sources as asked, then any only the cache knows), newest day first.
        let askedOrder = answers.map(\.source)
        func rank(_ source: String) -> Int {
            askedOrder.firstIndex(of: source) ?? askedOrder.count + (stored?.sources.firstIndex { $0.name == source } ?? 0)
        }
        let origins = Set(rates.values.map(\.origin)).sorted { left, right in
            rank(left.source) != rank(right.source) ? rank(left.source) < rank(right.source)
                : left.source != right.source ? left.source < right.source : left.date > right.date
        }
        let place = Dictionary(uniqueKeysWithValues: origins.enumerated().map { ($1, $0) })
        let table = RateTable(base: base, origins: origins, rates: rates.mapValues { ($0.rate, place[$0.origin]!) })

        var statuses: [RateStore.SourceStatus] = answers.map { answer in
            if let failure = failures[answer.source] {
                return RateStore.SourceStatus(name: answer.source, fetched: stored?.status(of: answer.source)?.fetched,
                                              failure: failure, failedAt: now)
            }
            return RateStore.SourceStatus(name: answer.source, fetched: now)
        }
        // A source not asked this time (a key no longer set) stays known while its rates are kept.
        for status in stored?.sources ?? [] where !askedOrder.contains(status.name) {
            if origins.contains(where: { RateStore.sourceNames($0.source).contains(status.name) || $0.source == status.name }) {
                statuses.append(status)
            }
        }
        let store = RateStore(table: table, fetchedAt: now, sources: statuses)
        let reports = answers.map { answer in
            var report = SourceReport(source: answer.source, failure: failures[answer.source], date: answered[answer.source],
                                      count: 0, kept: 0, keptOldest: nil, keptNewest: nil, dropped: dropped[answer.source] ?? 0)
            for entry in rates.values {
                // A kept rate of a version 1 cache counts for each source it may have come from.
                let isItsOwn = entry.origin.source == answer.source
                    || (entry.rank == Int.max && RateStore.sourceNames(entry.origin.source).contains(answer.source))
                guard isItsOwn else { continue }
                report.count += 1
                if entry.rank == Int.max {
                    report.kept += 1
                    report.keptOldest = min(report.keptOldest ?? entry.origin.date, entry.origin.date)
                    report.keptNewest = max(report.keptNewest ?? entry.origin.date, entry.origin.date)
                }
            }
            return report
        }
        return Merged(store: store, reports: reports)
    }

    /// The rates of `table` against the euro, each with its origin, without the euro itself and
    /// the currencies it replaced; nil when the table can be re-based neither through its euro
    /// rate nor through a currency of `shared` (rates against the euro).
    static func rebasedEntries(of table: RateTable, sharing shared: [CurrencyCode: Rational]) -> [CurrencyCode: (rate: Rational, origin: RateOrigin)]? {
        guard let factor = rebasingFactor(table, shared) else { return nil }
        let origins = table.origins
        var result: [CurrencyCode: (rate: Rational, origin: RateOrigin)] = [:]
        for entry in table.entries where entry.code != base && !LegacyEuroRates.isLegacy(entry.code) {
            // A re-based rate the cache could not hold is left out, as if the table lacked it.
            guard origins.indices.contains(entry.origin),
                  let rate = try? entry.rate.multiplied(by: factor), RateValidation.isStorable(rate) else { continue }
            result[entry.code] = (rate, origins[entry.origin])
        }
        return result
    }

    /// What turns units per one of the table's base into units per euro.
    private static func rebasingFactor(_ table: RateTable, _ shared: [CurrencyCode: Rational]) -> Rational? {
        if table.base == base { return .one }
        if let euro = table.rate(base) { return try? Rational.one.divided(by: euro) }
        let candidates = ["USD"] + table.currencyCodes.filter { $0 != "USD" }
        for code in candidates {
            guard let inTable = table.rate(code), let perEuro = shared[code], !LegacyEuroRates.isLegacy(code) else { continue }
            if let factor = try? perEuro.divided(by: inTable) { return factor }
        }
        return nil
    }
}
