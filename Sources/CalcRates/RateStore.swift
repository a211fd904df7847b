import CalcCore

/// What the rate cache holds: the merged table, each rate with its own source and day, and for
/// every source what happened when it was last asked. An update merges into it (`RateMerger`)
/// instead of replacing it, so that a source that fails keeps its currencies.
public struct RateStore: Equatable, Sendable {
    /// What calc knows of one source.
    public struct SourceStatus: Equatable, Sendable {
        /// The source as messages name it (`ECB`, `open.er-api.com`).
        public var name: String
        /// When it last answered with rates (unix seconds); nil if it never has.
        public var fetched: Int?
        /// Why it failed when it was last asked, if it did (newer than `fetched`).
        public var failure: String?
        /// When that failure happened.
        public var failedAt: Int?

        public init(name: String, fetched: Int?, failure: String? = nil, failedAt: Int? = nil) {
            self.name = name
            self.fetched = fetched
            self.failure = failure
            self.failedAt = failedAt
        }
    }

    public var table: RateTable
    /// When the file was last written by an update (unix seconds).
    public var fetchedAt: Int
    /// The sources, highest priority first.
    public var sources: [SourceStatus]

    /// For a currency its source answered without, the day of the first such answer (it is
    /// removed `RateMerger.keepDays` later); a currency each, since answers of the same day
    /// may differ in what they quote.
    public var missingSince: [CurrencyCode: Day] = [:]

    public init(table: RateTable, fetchedAt: Int, sources: [SourceStatus]) {
        self.table = table
        self.fetchedAt = fetchedAt
        self.sources = sources
    }



    /// A store of one table just fetched: each of its sources answered at `fetchedAt`.
    public init(_ table: RateTable, fetchedAt: Int) {
        var names: [String] = []
        for origin in table.origins where !names.contains(origin.source) { names.append(origin.source) }
        self.init(table: table, fetchedAt: fetchedAt, sources: names.map { SourceStatus(name: $0, fetched: fetchedAt) })
    }

    public func status(of source: String) -> SourceStatus? {
        sources.first { $0.name == source }
    }

    /// How many of the table's currencies came from `source`, and the range of their days.
    public func currencies(of source: String) -> (count: Int, oldest: Day?, newest: Day?) {
        let origins = table.origins
        var count = 0
        var oldest: Day?, newest: Day?
        for entry in table.entries where entry.code != table.base {
            guard origins.indices.contains(entry.origin) else { continue }
            let origin = origins[entry.origin]
            guard origin.source == source || RateOrigin.sourceNames(origin.source).contains(source) else { continue }
            count += 1
            oldest = min(oldest ?? origin.date, origin.date)
            newest = max(newest ?? origin.date, origin.date)
        }
        return (count, oldest, newest)
    }
}
