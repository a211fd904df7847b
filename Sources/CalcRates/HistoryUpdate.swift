import CalcCore

/// The history half of `calc --update-rates` (DESIGN §10): the ECB days after the newest one
/// calc has (embedded or stored) are fetched and added to `ecb-history.csv` beside the cache,
/// from the 90-day file, or from the whole history when the gap is longer than it covers. A
/// failure is named and leaves the stored history as it was; it never fails the update of
/// the current rates.
public struct HistoryUpdate: Sendable {
    public enum Outcome: Sendable, Equatable {
        /// Days added, and the newest day now stored.
        case added(Int, newest: CalcCore.Day)
        case upToDate(CalcCore.Day)
        case failed(String)
    }

    /// The 90-day file covers about this many calendar days back from its newest day.
    public static let ninetyDayReach = 85

    public let provider: RateProvider
    /// Where the stored history lives; nil when there is nowhere to keep it.
    public let path: String?
    /// The days stored now (after the embedded history), oldest first.
    private let stored: [StoredHistory.Rates]
    /// Why the stored file could not be read (it is then rebuilt from what is fetched).
    public let storedProblem: String?
    private let embeddedNewest: CalcCore.Day
    /// The last day the history may hold: tomorrow (a day begun somewhere on Earth). A day
    /// after it in an answer is a garbled date, which would later become that day's rates.
    private let latest: CalcCore.Day?

    /// Chooses the source by the gap between the newest day calc has and `today`.
    public init(environment: [String: String], today: CalcCore.Day, embeddedNewest: CalcCore.Day = RateHistory.embeddedNewestDay) {
        self.embeddedNewest = embeddedNewest
        latest = CalcCore.Day(checkingDaysSinceEpoch: today.daysSinceEpoch + 1)
        path = StoredHistory.path(environment: environment)
        var stored: [StoredHistory.Rates] = []
        var problem: String?
        if let path {
            do {
                stored = try StoredHistory.load(path: path)
            } catch {
                problem = error.description
            }
        }
        self.stored = stored
        storedProblem = problem
        let newest = stored.last?.day ?? embeddedNewest
        let full = today.daysSinceEpoch - newest.daysSinceEpoch > HistoryUpdate.ninetyDayReach
        provider = RateProvider.ecbHistory(full: full, environment: environment)
    }

    /// Reads the answer, merges it into the stored days and replaces the file.
    public func complete(_ body: Result<[UInt8], FetchFailure>) -> Outcome {
        guard let path else { return .failed("there is no place for it (set HOME or XDG_CACHE_HOME)") }
        let fetched: [StoredHistory.Rates]
        switch body {
        case .failure(let failure):
            return .failed(failure.message)
        case .success(let bytes):
            do {
                fetched = try ECBDailyXML.parseDays(bytes, origin: provider.displayURL).compactMap { table in
                    if let latest, table.date! > latest { return nil }
                    var rates = table.rates
                    rates["EUR"] = nil
                    return (day: table.date!, rates: rates)
                }
            } catch {
                return .failed(error.description)
            }
        }
        let merged = StoredHistory.merged(stored, fetched, after: embeddedNewest)
        let added = merged.count - stored.filter { $0.day > embeddedNewest }.count
        let newest = merged.last?.day ?? embeddedNewest
        if added == 0 && storedProblem == nil && merged.count == stored.count { return .upToDate(newest) }
        do {
            try StoredHistory.store(merged, path: path)
        } catch {
            return .failed(error.description)
        }
        return .added(max(added, 0), newest: newest)
    }
}
