#if canImport(Glibc)
import Glibc
#endif
import CalcCore
import CalcRates

/// Chooses the rate table for this run (README, "Rates"): `--rates FILE`, else the cache, else the
/// embedded table; warns on stderr about a corrupt cache and about stale rates, once each.
struct RateSelection {
    /// Rates older than this many days earn a warning (not for `--rates FILE`).
    static let staleAfterDays = 7
    /// A source that failed is asked again at a start this long after (an hour).
    static let retryFailedAfterSeconds = 3600

    let ratesFile: String?
    let environment: ProcessEnvironment
    let now: Int

    /// A table and how it was found, for `--rates-info` and the warnings.
    struct Selected {
        var table: RateTable
        var origin: String
        var fetchedAt: Int?
        var chosenOnPurpose: Bool
        /// How many currencies and of which days each source gave, for a table from the cache.
        var store: RateStore? = nil
        /// Why a cache that is there is not used (corrupt, a newer calc's): the embedded table
        /// stands in, and `--rates-info` says so.
        var ignoredCache: String? = nil
    }

    /// Reads `--rates FILE` now: a bad file must stop calc before anything is evaluated.
    /// Throws the file's error message.
    func explicitTable() throws -> Selected? {
        guard let ratesFile else { return nil }
        do {
            let table = try RateFileReader.read(path: ratesFile)
            return Selected(table: table.removingLegacyEuroCurrencies(), origin: "--rates \(ratesFile)", fetchedAt: nil, chosenOnPurpose: true)
        } catch {
            throw RateSelectionError(message: error.description)
        }
    }

    /// The cache when it is usable, else the embedded table; and the one warning to give:
    /// about a corrupt cache (with the age of the fallback), else about stale rates.
    func storedTable() -> (Selected, warning: Diagnostic?) {
        let environment = environment
        let path = RateCache.path { environment[$0] }
        switch path.map(RateCache.load(path:)) ?? .missing {
        case .loaded(var store):
            let path = path ?? "the cache"
            store.table = store.table.removingLegacyEuroCurrencies()
            let selected = Selected(table: store.table, origin: "cache \(path)", fetchedAt: store.fetchedAt,
                                    chosenOnPurpose: false, store: store)
            return (selected, stalenessWarning(selected))
        case .corrupt(let message):
            var selected = embedded
            selected.ignoredCache = message
            return (selected, ProgramMessages.ignoringCorruptCache(message, fallbackSource: embedded.table.source,
                                                                    fallbackDate: embedded.table.dateText, fallbackAge: ageInDays(embedded)))
        case .missing:
            return (embedded, stalenessWarning(embedded))
        }
    }

    private func ageInDays(_ selected: Selected) -> Int? {
        RateTableInfo(selected.table, fetchedAt: selected.fetchedAt).ageInDays(now: now)
    }

    private var embedded: Selected {
        Selected(table: EmbeddedRates.table, origin: "embedded in calc", fetchedAt: nil, chosenOnPurpose: false)
    }

    /// The one-line warning for rates older than a week, or nil.
    func stalenessWarning(_ selected: Selected) -> Diagnostic? {
        guard !selected.chosenOnPurpose else { return nil }
        let info = RateTableInfo(selected.table, fetchedAt: selected.fetchedAt)
        guard info.isStale(olderThanDays: RateSelection.staleAfterDays, now: now) else { return nil }
        return ProgramMessages.staleRates(date: selected.table.dateText, age: ageInDays(selected),
                                          origin: "\(selected.table.source), \(selected.origin)")
    }

    /// The lines `--rates-info` prints.
    func describe(_ selected: Selected) -> String {
        let info = RateTableInfo(selected.table, fetchedAt: selected.fetchedAt)
        var lines = [
            "source: \(selected.table.source) (\(selected.origin))",
            "rates date: \(selected.table.dateText)" + (info.ageInDays(now: now).map { " (\($0 == 1 ? "1 day" : "\($0) days") old)" } ?? ""),
            "base: \(selected.table.base)",
            "currencies: \(info.currencyCount)",
            "not counted: the \(LegacyEuroRates.entries.count) currencies the euro replaced (DEM, FRF, BGN, …), at their fixed rates",
        ]
        if let fetchedAt = selected.fetchedAt {
            lines.append("fetched: \(RateTableInfo.timestampText(unixSeconds: fetchedAt))")
        }
        if let ignored = selected.ignoredCache { lines.append("cache ignored: \(ignored)") }
        if let store = selected.store {
            lines.append(contentsOf: store.sources.map { "  " + sourceLine($0, store) })
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension RateSelection {
    /// `ECB: 30 currencies of 2026-11-24, fetched 2026-11-25 10:00 UTC`, and when it failed
    /// since, `; failed at 2026-11-25 11:00 UTC: HTTP 404 Not Found`.
    func sourceLine(_ status: RateStore.SourceStatus, _ store: RateStore) -> String {
        let (count, oldest, newest) = store.currencies(of: status.name)
        var line = "\(status.name): " + (count == 1 ? "1 currency" : "\(count) currencies")
        if let oldest, let newest {
            line += oldest == newest ? " of \(newest.text)" : " of \(oldest.text) to \(newest.text)"
        }
        if let fetched = status.fetched { line += ", fetched \(RateTableInfo.timestampText(unixSeconds: fetched))" }
        if let failure = status.failure {
            line += "; failed" + (status.failedAt.map { " at \(RateTableInfo.timestampText(unixSeconds: $0))" } ?? "") + ": \(failure)"
        }
        return line
    }

    /// Whether the rates should be refreshed at start (the prompt's background refresh): for
    /// the cache, when a source failed when last asked (an hour ago or more), or when a source asked by an update
    /// has rates dated more than a day ago that were also fetched more than a day ago; without
    /// a cache, when the rates in use are dated more than a day ago.
    func needsRefresh(_ selected: Selected, asking sources: [String], after seconds: Int) -> Bool {
        guard let store = selected.store else {
            let info = RateTableInfo(selected.table, fetchedAt: selected.fetchedAt)
            return (info.ageInDays(now: now) ?? Int.max) >= 1
        }
        for source in sources {
            guard let status = store.status(of: source) else { return true }
            if status.failure != nil {
                // Asked again at the next start, but not at every start while it stays down.
                let failedAt = status.failedAt ?? 0
                if now - failedAt >= RateSelection.retryFailedAfterSeconds || failedAt > now { return true }
                continue
            }
            guard let fetched = status.fetched else { return true }
            let newest = store.currencies(of: source).newest
            // A time after now (a clock set back) proves nothing: ask.
            if fetched > now + seconds || (newest.map { $0.unixSeconds > now + seconds } ?? false) { return true }
            let datedRecently = newest.map { now - $0.unixSeconds < seconds } ?? false
            if !datedRecently && now - fetched >= seconds { return true }
        }
        return false
    }
}

struct RateSelectionError: Error {
    let message: String
}
