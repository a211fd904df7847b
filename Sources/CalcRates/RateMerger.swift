import CalcCore

/// Merges what the sources answered into what the cache holds: an update adds and refreshes
/// rates, it never shrinks the table because a source failed.
///
/// - Every rate is against the ECB's base, the euro. A table on another base is re-based
///   exactly through its euro rate, or, when it does not quote the euro, through a currency it
///   shares with the rates already merged (the US dollar first).
/// - A currency quoted by several sources that answered takes the rate of the highest-priority
///   one, so ECB's reference rates win over the wide source's.
/// - A stored currency whose source failed keeps its rate, source and day, unless a source as
///   high in priority gave it now; an answer older than the stored rate of the same source
///   does not replace it. It is dropped only when its own source answered without it for
///   `keepDays` days of that source's dates (a currency the source no longer quotes), counted
///   from the first such answer (`missing_since` in the cache).
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
        /// The only currencies stored from this answer (`RateSource.storedCodes`); nil for any.
        public var storedCodes: Set<CurrencyCode>?

        public init(source: String, result: Result<RateTable, FetchFailure>, storedCodes: Set<CurrencyCode>? = nil) {
            self.source = source
            self.result = result
            self.storedCodes = storedCodes
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
        /// Its rates the cache had of a later day than this answer's (kept, the answer not used
        /// for them).
        public var keptNewer = 0
    }

    public struct Merged: Sendable {
        /// The new contents of the cache; nil when there is nothing to store (no answer could
        /// be used, or the cache's rates could not be carried over).
        public var store: RateStore?
        public var reports: [SourceReport]
    }

    /// The rank of a stored rate kept because the answer of its source was older than it.
    private static let newerThanTheAnswer = Int.max - 1

    /// A rate on its way into the merged table: where it came from, and the priority of the
    /// source that gave it now (`Int.max`: kept from the cache).
    private typealias Candidate = (rate: Rational, origin: RateOrigin, rank: Int)

    /// The new cache contents from `stored` (nil: none yet) and `answers`, with what became of
    /// each source. `now` is the update's time: an answer dated after tomorrow is refused.
    public static func merge(stored: RateStore?, answers: [Answer], now: Int) -> Merged {
        var failures: [String: String] = [:]
        var answered: [String: Day] = [:]
        var pending: [(rank: Int, source: String, table: RateTable, codes: Set<CurrencyCode>?)] = []
        let latest = Day(unixSeconds: now + Day.secondsPerDay)
        for (rank, answer) in answers.enumerated() {
            switch answer.result {
            case .success(let table):
                if let date = table.date, let latest, date > latest {
                    failures[answer.source] = "its rates are dated \(date), more than a day ahead of this machine's clock"
                } else {
                    pending.append((rank, answer.source, table, answer.storedCodes))
                }
            case .failure(let failure): failures[answer.source] = failure.message
            }
        }
        var storedRates = stored.flatMap { rebasedEntries(of: $0.table, sharing: [:]) }

        // The answers, each re-based on the euro: through a currency of the answers first, and
        // only when none can be, through the cache's (older) rates.
        var fresh: [CurrencyCode: Candidate] = [:]
        func mergeNext(sharingStored: Bool) -> Bool {
            for (position, answer) in pending.enumerated() {
                var shared = sharingStored ? storedRates?.mapValues(\.rate) ?? [:] : fresh.mapValues(\.rate)
                // Never re-based through its own currencies: yesterday's BTC would restamp
                // every coin of today's answer, itself included, as today's.
                if let codes = answer.codes { for code in codes { shared[code] = nil } }
                guard let date = answer.table.date, let entries = rebasedEntries(of: answer.table, sharing: shared) else { continue }
                let origin = RateOrigin(source: answer.source, date: date)
                for (code, entry) in entries where (answer.codes?.contains(code) ?? true) && (fresh[code].map({ answer.rank < $0.rank }) ?? true) {
                    fresh[code] = (entry.rate, origin, answer.rank)
                }
                answered[answer.source] = date
                pending.remove(at: position)
                return true
            }
            return false
        }
        while !pending.isEmpty && (mergeNext(sharingStored: false) || mergeNext(sharingStored: true)) {}
        for answer in pending {
            failures[answer.source] = "its rates are on \(answer.table.base) and share no currency with the others, so they cannot be re-based on \(base)"
        }
        if storedRates == nil, let stored, !fresh.isEmpty {
            // A cache of an earlier calc on another base that does not quote the euro.
            storedRates = rebasedEntries(of: stored.table, sharing: fresh.mapValues(\.rate))
        }
        let askedOrder = answers.map(\.source)
        func reports(_ rates: [CurrencyCode: Candidate], dropped: [String: Int]) -> [SourceReport] {
            answers.map { answer in
                var report = SourceReport(source: answer.source, failure: failures[answer.source], date: answered[answer.source],
                                          count: 0, kept: 0, keptOldest: nil, keptNewest: nil, dropped: dropped[answer.source] ?? 0)
                for entry in rates.values {
                    if entry.rank == newerThanTheAnswer {
                        if entry.origin.source == answer.source { report.count += 1; report.keptNewer += 1 }
                        continue
                    }
                    // A kept rate of a version 1 cache counts for each source it may have come from.
                    let isItsOwn = entry.origin.source == answer.source
                        || (entry.rank == Int.max && RateOrigin.sourceNames(entry.origin.source).contains(answer.source))
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
        }
        // Nothing to store: no answer could be used, or the cache's rates could not be re-based
        // (storing would lose them).
        guard !answered.isEmpty, stored == nil || storedRates != nil else {
            if !answered.isEmpty, let stored {
                for source in answered.keys {
                    failures[source] = "the cached rates are on \(stored.table.base) and share no currency with its rates; the cache is kept as it is"
                }
                answered = [:]
            }
            return Merged(store: nil, reports: reports([:], dropped: [:]))
        }

        // The cache's rates: each kept unless a source as high in priority as its own gave it
        // now (or its own source gave it now, on a day not older), or its own source answered
        // without it for `keepDays` days of that source's dates.
        func rank(_ source: String) -> Int { askedOrder.firstIndex(of: source) ?? Int.max }
        var rates = fresh
        var dropped: [String: Int] = [:]
        var missingSince: [CurrencyCode: Day] = [:]
        for (code, entry) in storedRates ?? [:] {
            // A rate of a version 1 cache names every source of that update (`ECB +
            // open.er-api.com`): which one gave it is unknown, so it counts as the lowest of
            // them in priority, and is missing only when all of them answered without it.
            let owners = RateOrigin.sourceNames(entry.origin.source)
            let ownersRank = owners.map(rank).max() ?? Int.max
            if let new = fresh[code] {
                let sameSource = owners.contains(new.origin.source)
                let older = sameSource && new.origin.date < entry.origin.date
                let ownerAnswered = owners.contains { answered[$0] != nil }
                if !older && (new.rank <= ownersRank || ownerAnswered) { continue }
                // Kept: newer than this answer (`Self.newerThanTheAnswer`), or its own source failed.
                rates[code] = (entry.rate, entry.origin, older ? newerThanTheAnswer : Int.max)
                continue
            }
            let answers = owners.map { answered[$0] }
            if answers.allSatisfy({ $0 != nil }), let answeredOn = answers.compactMap({ $0 }).max() {
                let since = stored?.missingSince[code] ?? answeredOn
                if answeredOn.daysSinceEpoch - since.daysSinceEpoch >= keepDays {
                    dropped[owners.first { answered[$0] != nil } ?? entry.origin.source, default: 0] += 1
                    continue
                }
                missingSince[code] = since
            }
            rates[code] = (entry.rate, entry.origin, Int.max)
        }

        // Origins in priority order (sources as asked, then any only the cache knows), newest day first.
        func place(_ source: String) -> Int {
            askedOrder.firstIndex(of: source) ?? askedOrder.count + (stored?.sources.firstIndex { $0.name == source } ?? 0)
        }
        let origins = Set(rates.values.map(\.origin)).sorted { left, right in
            place(left.source) != place(right.source) ? place(left.source) < place(right.source)
                : left.source != right.source ? left.source < right.source : left.date > right.date
        }
        let index = Dictionary(uniqueKeysWithValues: origins.enumerated().map { ($1, $0) })
        let table = RateTable(base: base, origins: origins, rates: rates.mapValues { ($0.rate, index[$0.origin]!) })

        var statuses: [RateStore.SourceStatus] = answers.map { answer in
            if let failure = failures[answer.source] {
                return RateStore.SourceStatus(name: answer.source, fetched: stored?.status(of: answer.source)?.fetched,
                                              failure: failure, failedAt: now)
            }
            return RateStore.SourceStatus(name: answer.source, fetched: now)
        }
        // A source not asked this time (a key no longer set) stays known while its rates are kept.
        for status in stored?.sources ?? [] where !askedOrder.contains(status.name) {
            if origins.contains(where: { RateOrigin.sourceNames($0.source).contains(status.name) }) { statuses.append(status) }
        }
        var store = RateStore(table: table, fetchedAt: now, sources: statuses)
        store.missingSince = missingSince
        return Merged(store: store, reports: reports(rates, dropped: dropped))
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
