@testable import CalcApp
import CalcCore
import CalcRates
import Testing

/// Whether the prompt refreshes the rates in the background: judged per source, so that a
/// source that failed is asked again at the next start, however fresh the others are.
@Suite struct RefreshDecisionTests {
    static let now = 1_795_435_200 // 2026-11-23 12:00 UTC
    static let day = 86_400
    static let selection = RateSelection(ratesFile: nil, environment: ProcessEnvironment([:]), now: now)

    static func selected(ecbDate: String, wideDate: String, sources: [RateStore.SourceStatus]) -> RateSelection.Selected {
        let table = RateTable(base: "EUR", origins: [RateOrigin(source: "ECB", date: Day(ecbDate)!), RateOrigin(source: "wide", date: Day(wideDate)!)],
                              groups: [["USD": Rational(5, 4)], ["TWD": Rational(35)]])
        let store = RateStore(table: table, fetchedAt: now, sources: sources)
        return RateSelection.Selected(table: table, origin: "cache", fetchedAt: now, chosenOnPurpose: false, store: store)
    }

    static func refreshes(_ selected: RateSelection.Selected) -> Bool {
        selection.needsRefresh(selected, asking: ["ECB", "wide"], after: day)
    }

    @Test func freshSourcesAreNotAskedAgain() {
        #expect(!Self.refreshes(Self.selected(ecbDate: "2026-11-23", wideDate: "2026-11-23",
                                              sources: [.init(name: "ECB", fetched: Self.now - 60), .init(name: "wide", fetched: Self.now - 60)])))
    }

    /// Over a weekend the ECB publishes nothing newer: rates of Friday fetched an hour ago are
    /// not asked for again.
    @Test func oldRatesFetchedRecentlyAreNotAskedAgain() {
        #expect(!Self.refreshes(Self.selected(ecbDate: "2026-11-20", wideDate: "2026-11-23",
                                              sources: [.init(name: "ECB", fetched: Self.now - 3600), .init(name: "wide", fetched: Self.now - 3600)])))
    }

    /// A source that failed is asked again at a start an hour or more later, however fresh
    /// the others are; not at every start while it stays down.
    @Test func aSourceThatFailedIsAskedAgainAnHourLater() {
        func failed(secondsAgo: Int) -> RateSelection.Selected {
            Self.selected(ecbDate: "2026-11-23", wideDate: "2026-11-22", sources: [
                .init(name: "ECB", fetched: Self.now - 60),
                .init(name: "wide", fetched: Self.now - 2 * Self.day, failure: "HTTP 404 Not Found", failedAt: Self.now - secondsAgo),
            ])
        }
        #expect(Self.refreshes(failed(secondsAgo: 2 * 3600)))
        #expect(!Self.refreshes(failed(secondsAgo: 600)))
    }

    /// Times after now (a clock set back) prove nothing: the sources are asked.
    @Test func timesInTheFutureAreAsked() {
        #expect(Self.refreshes(Self.selected(ecbDate: "2026-11-23", wideDate: "2026-11-23",
                                             sources: [.init(name: "ECB", fetched: Self.now + 3 * Self.day), .init(name: "wide", fetched: Self.now - 60)])))
    }

    @Test func aSourceDatedAndFetchedOverADayAgoIsAskedAgain() {
        #expect(Self.refreshes(Self.selected(ecbDate: "2026-11-23", wideDate: "2026-11-20",
                                             sources: [.init(name: "ECB", fetched: Self.now - 60), .init(name: "wide", fetched: Self.now - 2 * Self.day)])))
    }

    @Test func aSourceTheCacheDoesNotKnowIsAsked() {
        #expect(Self.refreshes(Self.selected(ecbDate: "2026-11-23", wideDate: "2026-11-23", sources: [.init(name: "ECB", fetched: Self.now - 60)])))
    }

    @Test func withoutACacheTheTablesAgeDecides() {
        let old = RateSelection.Selected(table: RateTable(base: "EUR", date: Day("2026-11-20"), source: "ECB", rates: ["USD": Rational(1)]),
                                         origin: "embedded in calc", fetchedAt: nil, chosenOnPurpose: false)
        #expect(Self.selection.needsRefresh(old, asking: ["ECB", "wide"], after: Self.day))
        let today = RateSelection.Selected(table: RateTable(base: "EUR", date: Day("2026-11-23"), source: "ECB", rates: ["USD": Rational(1)]),
                                           origin: "embedded in calc", fetchedAt: nil, chosenOnPurpose: false)
        #expect(!Self.selection.needsRefresh(today, asking: ["ECB", "wide"], after: Self.day))
    }
}
