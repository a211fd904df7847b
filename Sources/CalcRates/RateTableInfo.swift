import CalcCore

/// What a user needs to judge a rate table: where it came from, the day of its rates, how many
/// currencies, and how old it is (for `:rates`, `--update-rates` and the staleness warning).
///
/// The caller passes "now" in unix seconds: library code never reads the clock, so tests can
/// pin the time.
public struct RateTableInfo: Equatable, Sendable {
    public var source: String
    /// The day the rates are for; nil for a table without one (the empty table).
    public var date: Day?
    /// Currencies in the table, the base included.
    public var currencyCount: Int
    /// When the table was fetched (unix seconds), for a table that came from the cache.
    public var fetchedAt: Int?

    public init(_ table: RateTable, fetchedAt: Int? = nil) {
        self.source = table.source
        self.date = table.date
        self.currencyCount = table.currencyCodes.count
        self.fetchedAt = fetchedAt
    }

    /// Whole days from the start (UTC) of the rates date to `now`; nil without a date. Never
    /// negative: a clock behind the rates date counts as day 0.
    public func ageInDays(now: Int) -> Int? {
        guard let day = date else { return nil }
        return max(0, (now - day.unixSeconds) / Day.secondsPerDay)
    }

    /// Whether the rates are older than `days` days: judged by the day the rates are for, never
    /// by when they were fetched (a table fetched this morning but dated last year is stale).
    /// A table without a valid date is always stale.
    public func isStale(olderThanDays days: Int, now: Int) -> Bool {
        guard let day = date else { return true }
        return now - day.unixSeconds > days * Day.secondsPerDay
    }
}

extension RateTableInfo {
    /// `2026-11-20 14:05 UTC` for a unix time, for saying when a table was fetched.
    public static func timestampText(unixSeconds: Int) -> String {
        guard let day = Day(unixSeconds: unixSeconds) else { return "\(unixSeconds) (unix time)" }
        let secondsOfDay = unixSeconds % Day.secondsPerDay
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(day.text) \(two(secondsOfDay / 3600)):\(two(secondsOfDay % 3600 / 60)) UTC"
    }
}
