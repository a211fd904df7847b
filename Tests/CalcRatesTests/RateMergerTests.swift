import CalcCore
@testable import CalcRates
import Testing

/// An update merges into the cache: nothing a source gave is lost because it failed later.
@Suite("Rate merging")
struct RateMergerTests {
    static let day1 = Day("2026-11-20")!, day2 = Day("2026-11-22")!, day3 = Day("2026-11-24")!
    /// 2026-11-25: the updates' time, after every fixture's day.
    static let now = Day("2026-11-25")!.unixSeconds

    static func table(_ source: String, base: CurrencyCode = "EUR", _ date: Day, _ rates: [CurrencyCode: String]) -> RateTable {
        RateTable(base: base, date: date, source: source, rates: rates.mapValues(TestSupport.rational))
    }

    static func ok(_ table: RateTable) -> RateMerger.Answer { .init(source: table.source, result: .success(table)) }
    static func failed(_ source: String, _ message: String) -> RateMerger.Answer { .init(source: source, result: .failure(FetchFailure(message))) }

    /// The merge, which must have something to store.
    static func merge(_ stored: RateStore?, _ answers: [RateMerger.Answer], now: Int = now) throws -> (store: RateStore, reports: [RateMerger.SourceReport]) {
        let merged = RateMerger.merge(stored: stored, answers: answers, now: now)
        return (try #require(merged.store), merged.reports)
    }

    static let ecb = table("ECB", day2, ["USD": "1.25", "JPY": "160", "GBP": "0.8"])
    /// The wide source on the dollar: it quotes the euro, so it is re-based through it.
    static let wide = table("wide", base: "USD", day1, ["EUR": "0.8", "JPY": "150", "ARS": "1000", "TWD": "32", "BGN": "1.6"])

    static func first() throws -> RateStore {
        try merge(nil, [ok(ecb), ok(wide)], now: now - 1000).store
    }

    @Test func firstUpdateMergesWithOrigins() throws {
        let store = try Self.first()
        let table = store.table
        #expect(table.base == "EUR")
        // ECB's JPY wins; ARS re-based: 1000 ARS per USD at 0.8 EUR per USD is 1250 per EUR.
        #expect(table.rate("JPY") == Rational(160))
        #expect(table.rate("ARS") == Rational(1250))
        #expect(table.rate("TWD") == Rational(40))
        #expect(table.rate("USD") == TestSupport.rational("1.25"))
        // A currency the euro replaced is not stored: it converts at its fixed rate.
        #expect(table.rate("BGN") == nil)
        #expect(table.origin(of: "ARS") == RateOrigin(source: "wide", date: Self.day1))
        #expect(table.origin(of: "GBP") == RateOrigin(source: "ECB", date: Self.day2))
        #expect(table.source == "ECB + wide")
        #expect(store.sources == [.init(name: "ECB", fetched: Self.now - 1000), .init(name: "wide", fetched: Self.now - 1000)])
    }

    @Test func aFailedSourceKeepsItsCurrencies() throws {
        let stored = try Self.first()
        let newECB = Self.table("ECB", Self.day3, ["USD": "1.2", "JPY": "170", "GBP": "0.85"])
        let (store, reports) = try Self.merge(stored, [Self.ok(newECB), Self.failed("wide", "HTTP 404 Not Found")])
        let table = store.table
        #expect(table.rate("USD") == TestSupport.rational("1.2"))
        #expect(table.rate("ARS") == Rational(1250))
        #expect(table.rate("TWD") == Rational(40))
        #expect(table.origin(of: "TWD") == RateOrigin(source: "wide", date: Self.day1))
        #expect(table.origin(of: "USD") == RateOrigin(source: "ECB", date: Self.day3))
        #expect(store.status(of: "wide") == .init(name: "wide", fetched: Self.now - 1000, failure: "HTTP 404 Not Found", failedAt: Self.now))
        #expect(store.status(of: "ECB") == .init(name: "ECB", fetched: Self.now))
        let report = try #require(reports.first { $0.source == "wide" })
        #expect(report.failure == "HTTP 404 Not Found")
        #expect(report.kept == 2 && report.keptOldest == Self.day1 && report.keptNewest == Self.day1)
        // Read back, it is the same.
        #expect(try RateCacheFormat.decode(RateCacheFormat.encode(store), origin: "x") == store)
    }

    /// The ECB fails, the wide source answers: the ECB's currencies keep their rates and day
    /// (a lower-priority source does not replace them); the wide source's own are renewed.
    @Test func theECBFailingKeepsItsCurrencies() throws {
        let stored = try Self.first()
        let newWide = Self.table("wide", base: "USD", Self.day3, ["EUR": "0.8", "JPY": "155", "ARS": "1100", "TWD": "32"])
        let (store, reports) = try Self.merge(stored, [Self.failed("ECB", "connection refused"), Self.ok(newWide)])
        let table = store.table
        #expect(table.rate("GBP") == TestSupport.rational("0.8"))
        #expect(table.rate("JPY") == Rational(160))
        #expect(table.origin(of: "JPY") == RateOrigin(source: "ECB", date: Self.day2))
        #expect(table.rate("ARS") == Rational(1375))
        #expect(table.origin(of: "ARS") == RateOrigin(source: "wide", date: Self.day3))
        #expect(reports.first?.kept == 3)
    }

    /// An answer older than the rate the cache has from the same source (a lagging mirror)
    /// does not replace it.
    @Test func anOlderAnswerDoesNotReplaceANewerRate() throws {
        let stored = try Self.merge(nil, [Self.ok(Self.table("ECB", Self.day3, ["USD": "1.3"]))]).store
        let (store, reports) = try Self.merge(stored, [Self.ok(Self.table("ECB", Self.day1, ["USD": "1.1", "GBP": "0.9"]))])
        #expect(store.table.rate("USD") == TestSupport.rational("1.3"))
        #expect(reports.first?.keptNewer == 1 && reports.first?.kept == 0)
        #expect(store.table.rate("GBP") == TestSupport.rational("0.9"))
    }

    /// A currency a source stopped quoting goes 30 days after the first answer without it,
    /// counted in that source's dates, whatever the outages before.
    @Test func aCurrencyASourceDroppedIsKeptForThirtyDaysOfItsAnswers() throws {
        let stored = try Self.first()
        let withoutTWD: [CurrencyCode: String] = ["EUR": "0.8", "JPY": "150", "ARS": "1000"]
        func wide(_ day: String) -> RateMerger.Answer { Self.ok(Self.table("wide", base: "USD", Day(day)!, withoutTWD)) }
        // The wide source was down for 35 days; its first answer since lacks TWD: kept.
        let afterOutage = try Self.merge(stored, [wide("2026-12-25")], now: Day("2026-12-26")!.unixSeconds).store
        #expect(afterOutage.table.origin(of: "TWD") == RateOrigin(source: "wide", date: Self.day1))
        #expect(afterOutage.missingSince == ["TWD": Day("2026-12-25")!])
        #expect(afterOutage.table.rate("GBP") != nil) // ECB was not asked: its currencies stay
        // The day it went missing is kept in the cache.
        let reread = try RateCacheFormat.decode(RateCacheFormat.encode(afterOutage), origin: "x")
        #expect(reread == afterOutage)
        let day29 = try Self.merge(reread, [wide("2027-01-23")], now: Day("2027-01-24")!.unixSeconds).store
        #expect(day29.table.rate("TWD") == Rational(40))
        let day30 = try Self.merge(day29, [wide("2027-01-24")], now: Day("2027-01-25")!.unixSeconds)
        #expect(day30.store.table.rate("TWD") == nil)
        #expect(day30.reports.first?.dropped == 1)
        #expect(day30.store.table.rate("GBP") != nil)
    }

    /// Two answers of the same day, the second without ZAR; a month later, one without ZAR and
    /// JPY: only ZAR has been missing for 30 days (found by a tester: JPY went too, when the day
    /// a currency went missing was kept for its whole group of rates).
    @Test func theDayACurrencyWentMissingIsItsOwn() throws {
        let all: [CurrencyCode: String] = ["USD": "1.25", "JPY": "160", "ZAR": "20"]
        func ecb(_ day: String, without: [CurrencyCode]) -> RateMerger.Answer {
            Self.ok(Self.table("ECB", Day(day)!, all.filter { !without.contains($0.key) }))
        }
        func at(_ day: String) -> Int { Day(day)!.unixSeconds + 3600 }
        let first = try Self.merge(nil, [ecb("2026-10-20", without: [])], now: at("2026-10-20")).store
        let again = try Self.merge(first, [ecb("2026-10-20", without: ["ZAR"])], now: at("2026-10-20")).store
        #expect(again.missingSince == ["ZAR": Day("2026-10-20")!])
        let reread = try RateCacheFormat.decode(RateCacheFormat.encode(again), origin: "x")
        #expect(reread == again)
        let later = try Self.merge(reread, [ecb("2026-11-25", without: ["ZAR", "JPY"])], now: at("2026-11-25"))
        #expect(later.store.table.rate("ZAR") == nil)
        #expect(later.store.table.rate("JPY") == Rational(160))
        #expect(later.store.missingSince == ["JPY": Day("2026-11-25")!])
        #expect(later.reports.first?.dropped == 1)
    }

    /// An answer dated after tomorrow is refused: a garbled date must not age the cache.
    @Test func anAnswerFromTheFutureIsRefused() throws {
        let stored = try Self.first()
        let future = Self.table("wide", base: "USD", Day("2062-01-01")!, ["EUR": "0.8", "JPY": "150"])
        let merged = RateMerger.merge(stored: stored, answers: [Self.ok(Self.ecb), Self.ok(future)], now: Self.now)
        #expect(merged.reports.last?.failure == "its rates are dated 2062-01-01, more than a day ahead of this machine's clock")
        #expect(merged.store?.table.rate("TWD") == Rational(40))
    }

    /// The edges of "after tomorrow" (DESIGN §23, a gap of the suite): an answer dated
    /// tomorrow is taken (in Tokyo it already is tomorrow), one dated the day after is not.
    @Test func anAnswerDatedTomorrowIsTaken() throws {
        let tomorrow = Day("2026-11-26")!, dayAfter = Day("2026-11-27")!
        let early = try Self.merge(nil, [Self.ok(Self.table("ECB", tomorrow, ["USD": "1.2"]))])
        #expect(early.store.table.rate("USD") == TestSupport.rational("1.2"))
        #expect(early.reports.first?.failure == nil)
        let late = RateMerger.merge(stored: nil, answers: [Self.ok(Self.table("ECB", dayAfter, ["USD": "1.2"]))], now: Self.now)
        #expect(late.reports.first?.failure == "its rates are dated 2026-11-27, more than a day ahead of this machine's clock")
    }

    /// A source that corrects its rate of the same day replaces it (DESIGN §23, a gap of the
    /// suite): not older, so not kept as newer than the answer.
    @Test func aSameDayCorrectionReplacesTheRate() throws {
        let stored = try Self.merge(nil, [Self.ok(Self.table("ECB", Self.day2, ["USD": "1.25", "GBP": "0.8"]))]).store
        let (store, reports) = try Self.merge(stored, [Self.ok(Self.table("ECB", Self.day2, ["USD": "1.26", "GBP": "0.8"]))])
        #expect(store.table.rate("USD") == TestSupport.rational("1.26"))
        #expect(reports.first?.keptNewer == 0 && reports.first?.kept == 0)
    }

    /// A source stores only the currencies it is for (DESIGN §23): the crypto source's answer on
    /// another base adds its coins, re-based through that base's fresh rate, never the base.
    @Test func theCryptoSourceStoresOnlyItsCoins() throws {
        let coins = Set(CryptoCurrencies.all.map(\.code))
        let wide = Self.table("wide", base: "USD", Self.day3, ["EUR": "0.8", "QAR": "3.64"])
        let crypto = Self.table("coinbase.com", base: "QAR", Self.day3, ["BTC": "0.0000035", "QAR": "1"])
        let (store, reports) = try Self.merge(nil, [Self.ok(wide), .init(source: "coinbase.com", result: .success(crypto), storedCodes: coins)])
        // 3.64 QAR per USD at 0.8 EUR per USD: 4.55 QAR per EUR; BTC 0.0000035 per QAR.
        #expect(store.table.rate("QAR") == TestSupport.rational("4.55"))
        #expect(store.table.origin(of: "QAR")?.source == "wide")
        #expect(store.table.rate("BTC") == TestSupport.rational("0.000015925"))
        #expect(reports.last?.count == 1)
    }

    /// Nor is it re-based through its own coins: an answer on a base no one quotes, re-based
    /// through yesterday's BTC, restamped every coin as today's.
    @Test func theCryptoSourceIsNeverRebasedThroughItsOwnCoins() throws {
        let coins = Set(CryptoCurrencies.all.map(\.code))
        let yesterday = Self.table("coinbase.com", Self.day1, ["BTC": "0.000015", "ETH": "0.0004"])
        let stored = try Self.merge(nil, [.init(source: "coinbase.com", result: .success(yesterday), storedCodes: coins)]).store
        let odd = Self.table("coinbase.com", base: "XXX", Self.day3, ["BTC": "0.5", "ETH": "10"])
        let merged = RateMerger.merge(stored: stored, answers: [Self.ok(Self.ecb), .init(source: "coinbase.com", result: .success(odd), storedCodes: coins)],
                                      now: Self.now)
        let table = try #require(merged.store?.table)
        #expect(table.rate("XXX") == nil)
        #expect(table.origin(of: "BTC") == RateOrigin(source: "coinbase.com", date: Self.day1))
        #expect(table.rate("ETH") == TestSupport.rational("0.0004"))
        #expect(merged.reports.last?.failure?.contains("cannot be re-based") == true, "\(String(describing: merged.reports.last))")
    }

    /// A table that does not quote the euro is re-based exactly through a currency it shares
    /// with the others (the dollar first).
    @Test func rebasedThroughACommonCurrency() throws {
        let noEuro = Self.table("wide", base: "USD", Self.day1, ["JPY": "150", "ARS": "1000"])
        let (store, reports) = try Self.merge(nil, [Self.ok(Self.ecb), Self.ok(noEuro)])
        // 1000 ARS per USD, 1.25 USD per EUR: 1250 ARS per EUR.
        #expect(store.table.rate("ARS") == Rational(1250))
        #expect(reports.allSatisfy { $0.failure == nil })
    }

    /// A higher-priority table that can only be re-based through a lower one's rates still
    /// wins where both quote a currency.
    @Test func priorityHoldsWhenTheHigherTableIsRebasedLast() throws {
        let higher = Self.table("fixer", base: "USD", Self.day2, ["JPY": "150", "ARS": "1000"])
        let (store, _) = try Self.merge(nil, [Self.ok(higher), Self.ok(Self.ecb)])
        // 150 JPY per USD at ECB's 1.25 USD per EUR.
        #expect(store.table.rate("JPY") == TestSupport.rational("187.5"))
        #expect(store.table.origin(of: "JPY")?.source == "fixer")
    }

    /// Re-basing goes through the rates fetched now before the cache's older ones.
    @Test func rebasingPrefersFreshRates() throws {
        let stored = try Self.merge(nil, [Self.ok(Self.table("ECB", Self.day1, ["USD": "1"]))]).store
        let needsUSD = Self.table("fixer", base: "USD", Self.day2, ["ARS": "1000"])
        let (store, _) = try Self.merge(stored, [Self.ok(needsUSD), Self.ok(Self.ecb)])
        #expect(store.table.rate("ARS") == Rational(1250))
    }

    @Test func aTableWithNothingInCommonIsNamedAndTheRestKept() throws {
        let stranger = Self.table("odd", base: "XAU", Self.day1, ["XAG": "80"])
        let (store, reports) = try Self.merge(nil, [Self.ok(Self.ecb), Self.ok(stranger)])
        #expect(store.table.rate("XAG") == nil)
        #expect(store.table.rate("GBP") != nil)
        #expect(reports.last?.failure?.contains("cannot be re-based on EUR") == true)
        #expect(store.status(of: "odd")?.failure != nil)
    }

    /// With nothing usable there is nothing to store, and each source says why.
    @Test func nothingUsableStoresNothing() throws {
        let stored = try Self.first()
        #expect(RateMerger.merge(stored: stored, answers: [Self.failed("ECB", "x"), Self.failed("wide", "y")], now: Self.now).store == nil)
        let stranger = Self.table("odd", base: "XAU", Self.day1, ["XAG": "80"])
        let alone = RateMerger.merge(stored: nil, answers: [Self.failed("ECB", "x"), Self.ok(stranger)], now: Self.now)
        #expect(alone.store == nil)
        #expect(alone.reports.last?.failure?.contains("cannot be re-based on EUR") == true)
    }

    /// A version 1 cache (one origin for all) is upgraded by the next update without loss.
    @Test func aVersion1CacheIsUpgraded() throws {
        let body = #"{"format": "calc-rates/1", "base": "EUR", "date": "2026-11-20", "source": "ECB + wide", "fetched": 7, "rates": {"EUR": "1", "USD": "1.1", "TWD": "35", "GBP": "0.9"}}"#
        let stored = try RateCacheFormat.decode(Array(body.utf8), origin: "rates.json")
        let (store, reports) = try Self.merge(stored, [Self.ok(Self.ecb), Self.failed("wide", "HTTP 500")])
        #expect(store.table.rate("TWD") == Rational(35))
        #expect(store.table.origin(of: "TWD") == RateOrigin(source: "ECB + wide", date: Self.day1))
        #expect(store.table.rate("USD") == TestSupport.rational("1.25"))
        #expect(store.status(of: "wide")?.fetched == 7)
        #expect(reports.last?.kept == 1)
        #expect(String(decoding: RateCacheFormat.encode(store), as: UTF8.self).contains(#""format": "calc-rates/3""#))
        // Its rates name both sources: a month on, one answering without TWD does not drop it
        // (the other may have given it); both answering without it for 30 days do.
        func at(_ day: String) -> Int { Day(day)!.unixSeconds + 3600 }
        let monthLater = Self.table("ECB", Day("2026-12-24")!, ["USD": "1.25"])
        let oneAnswered = try Self.merge(store, [Self.ok(monthLater), Self.failed("wide", "HTTP 500")], now: at("2026-12-24")).store
        #expect(oneAnswered.table.rate("TWD") == Rational(35))
        let both = try Self.merge(oneAnswered, [Self.ok(monthLater), Self.ok(Self.table("wide", Day("2026-12-24")!, ["USD": "1.25"]))],
                                  now: at("2026-12-24")).store
        #expect(both.table.rate("TWD") == Rational(35))
        let gone = try Self.merge(both, [Self.ok(Self.table("ECB", Day("2027-01-23")!, ["USD": "1.25"])),
                                         Self.ok(Self.table("wide", Day("2027-01-23")!, ["USD": "1.25"]))], now: at("2027-01-23")).store
        #expect(gone.table.rate("TWD") == nil)
    }

    /// A cache on another base that cannot be re-based is not replaced (its rates would be lost).
    @Test func aCacheThatCannotBeRebasedIsKept() throws {
        let odd = RateStore(Self.table("old", base: "XAU", Self.day1, ["XAG": "80"]), fetchedAt: 1)
        let merged = RateMerger.merge(stored: odd, answers: [Self.ok(Self.ecb)], now: Self.now)
        #expect(merged.store == nil)
        #expect(merged.reports.first?.failure?.contains("the cache is kept as it is") == true)
    }
}
