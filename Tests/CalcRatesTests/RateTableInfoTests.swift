import CalcCore
@testable import CalcRates
import Foundation
import Testing

@Suite("Rate table info")
struct RateTableInfoTests {
    /// 2025-05-09T00:00:00Z.
    static let may9 = 1_746_748_800
    static let day = 86_400
    /// The ECB's table of 2025-05-09 (31 currencies with EUR), read from the fixture, so that
    /// these tests do not move when the embedded table is regenerated.
    static let may9Table = try! ECBDailyXML.parse(Array(Fixtures.ecbDaily.utf8))

    @Test func describesTheTable() {
        let info = RateTableInfo(Self.may9Table)
        #expect(info.source == "ECB")
        #expect(info.date == Day("2025-05-09"))
        #expect(info.currencyCount == 31)
        #expect(info.fetchedAt == nil)
    }

    @Test(arguments: [
        (0, 0), (day - 1, 0), (day, 1), (7 * day, 7), (8 * day - 1, 7), (-5 * day, 0),
    ])
    func age(offset: Int, days: Int) {
        #expect(RateTableInfo(Self.may9Table).ageInDays(now: Self.may9 + offset) == days)
    }

    @Test func ageOfAnUndatedTable() {
        let info = RateTableInfo(.empty)
        #expect(info.ageInDays(now: Self.may9) == nil)
        #expect(info.isStale(olderThanDays: 7, now: Self.may9))
    }

    @Test func staleByRatesDate() {
        let info = RateTableInfo(Self.may9Table)
        #expect(!info.isStale(olderThanDays: 7, now: Self.may9 + 7 * Self.day))
        #expect(info.isStale(olderThanDays: 7, now: Self.may9 + 7 * Self.day + 1))
        #expect(!info.isStale(olderThanDays: 1, now: Self.may9 + Self.day))
        #expect(info.isStale(olderThanDays: 1, now: Self.may9 + Self.day + 1))
    }

    /// Staleness is the rates' age, however recently they were fetched (found in review:
    /// fetching a table dated 563 days ago silenced the warning).
    @Test func aRecentFetchDoesNotMakeOldRatesFresh() {
        let later = Self.may9 + 563 * Self.day
        let fetchedJustNow = RateTableInfo(Self.may9Table, fetchedAt: later - 60)
        #expect(fetchedJustNow.isStale(olderThanDays: 7, now: later))
        #expect(!RateTableInfo(Self.may9Table, fetchedAt: Self.may9).isStale(olderThanDays: 7, now: Self.may9 + 7 * Self.day))
    }

    @Test(arguments: [
        (0, "1970-01-01"), (86_399, "1970-01-01"), (86_400, "1970-01-02"),
        (951_782_400, "2000-02-29"), (1_746_748_800, "2025-05-09"), (1_746_835_199, "2025-05-09"),
        (4_107_542_400, "2100-03-01"), (253_402_300_799, "9999-12-31"),
    ])
    func civilDateFromUnixSeconds(seconds: Int, text: String) {
        #expect(Day(unixSeconds: seconds)?.text == text)
        #expect(Day(text)?.unixSeconds == seconds - seconds % 86_400)
    }

    /// Every day from 1970 to 2200 against Foundation's Gregorian calendar in UTC.
    @Test func civilDateAgreesWithFoundation() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for day in stride(from: 0, to: 84_000, by: 1) {
            let seconds = day * 86_400 + 43_200
            let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(seconds)))
            guard let date = Day(unixSeconds: seconds) else { Issue.record("no date for \(seconds)"); return }
            if date.year != parts.year || date.month != parts.month || date.day != parts.day {
                Issue.record("\(seconds): \(date.text) vs \(parts)")
                return
            }
            if date.daysSinceEpoch != day { Issue.record("round trip of \(date.text)"); return }
        }
    }

    @Test(arguments: ["2025-02-29", "2025-13-01", "2025-00-10", "2025-04-31", "25-05-09", "2025-5-9", "2025/05/09", "0000-12-31", ""])
    func invalidDates(text: String) {
        #expect(Day(text) == nil)
    }

    @Test func outOfRangeTimes() {
        #expect(Day(unixSeconds: -1) == nil)
        #expect(Day(unixSeconds: 253_402_300_800) == nil)
    }
}

@Suite struct TimestampTextTests {
    @Test(arguments: [(0, "1970-01-01 00:00 UTC"), (1_746_800_000, "2025-05-09 14:13 UTC"), (1_795_305_599, "2026-11-21 23:59 UTC")])
    func formats(_ seconds: Int, _ text: String) {
        #expect(RateTableInfo.timestampText(unixSeconds: seconds) == text)
    }
}
