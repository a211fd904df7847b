import CalcCore
@testable import CalcRates
import Testing

/// An update merges into the cache: nothing a source gave is lost because it failed later.
@Suite("Rate merging")
struct RateMergerTests {
    static let day1 = Day("2026-11-20")!, day2 = Day("2026-11-22")!, day3 = Day("2026-11-24")!

    static func table(_ source: String, base: CurrencyCode = "EUR", _ date: Day, _ rates: [CurrencyCode: String]) -> RateTable {
        RateTable(base: base, date: date, source: source, rates: rates.mapValues(TestSupport.rational))
    }

    static func ok(_ table: RateTable) -> RateMerger.Answer { .init(source: table.source, result: .success(table)) }
    static func failed(_ source: String, _ message: String) -> RateMerger.Answer { .init(source: source, result: .failure(FetchFailure(message))) }

    static let ecb = table("ECB", day2, ["USD": "1.25", "JPY": "160", "GBP": "0.8"])
    /// The wide source on the dollar: it quotes the euro, so it is re-based through it.
    static let wide = table("wide", base: "USD", day1, ["EUR": "0.8", "JPY": "150", "ARS": "1000", "TWD": "32", "BGN": "1.6"])

    static func first() throws -> RateStore {
        try #require(RateMerger.merge(stored: nil, answers: [ok(ecb), ok(wide)], now: 1000)).store
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
        #expect(store.sources == [.init(name: "ECB", fetched: 1000), .init(name: "wide", fetched: 1000)])
    }

    @Test func aFailedSourceKeepsItsCurrencies() throws {
        let stored = try Self.first()
        let newECB = Self.table("ECB", Self.day3, ["USD": "1.2", "JPY": "170", "GBP": "0.85"])
        let merged = try #require(RateMerger.merge(stored: stored, answers: [Self.ok(newECB), Self.failed("wide", "HTTP 404 Not Found")], now: 2000))
        let table = merged.store.table
        #expect(table.rate("USD") == TestSupport.rational("1.2"))
        #expect(table.rate("ARS") == Rational(1250))
        #expect(table.rate("TWD") == Rational(40))
        #expect(table.origin(of: "TWD") == RateOrigin(source: "wide", date: Self.day1))
        #expect(table.origin(of: "USD") == RateOrigin(source: "ECB", date: Self.day3))
        #expect(merged.store.status(of: "wide") == .init(name: "wide", fetched: 1000, failure: "HTTP 404 Not Found", failedAt: 2000))
        #expect(merged.store.status(of: "ECB") == .init(name: "ECB", fetched: 2000))
        let report = try #require(merged.reports.first { $0.source == "wide" })
        #expect(report.failure == "HTTP 404 Not Found")
        #expect(report.kept == 2 && report.keptOldest == Self.day1 && report.keptNewest == Self.day1)
        // Read back, it is the same.
        #expect(try RateCacheFormat.decode(RateCacheFormat.encode(merged.store), origin: "x") == merged.store)
    }

    /// The ECB fails, the wide source answers: the ECB's currencies stay with their day; a
    /// currency both quote takes the rate that was fetched now.
    @Test func theECBFailingKeepsItsCurrencies() throws {
        let stored = try Self.first()
        let newWide = Self.table("wide", base: "USD", Self.day3, ["EUR": "0.8", "JPY": "155", "ARS": "1100", "TWD": "32"])
        let merged = try #require(RateMerger.merge(stored: stored, answers: [Self.failed("ECB", "connection refused"), Self.ok(newWide)], now: 2000))
        let table = merged.store.table
        #expect(table.rate("GBP") == TestSupport.rational("0.8"))
        #expect(table.origin(of: "GBP") == RateOrigin(source: "ECB", date: Self.day2))
        #expect(table.rate("ARS") == Rational(1375))
        #expect(table.origin(of: "JPY") == RateOrigin(source: "wide", date: Self.day3))
        #expect(table.base == "EUR")
        #expect(merged.reports.first?.kept == 1)
    }

    @Test func aCurrencyASourceDroppedIsKeptForThirtyDays() throws {
        let stored = try Self.first()
        let withoutTWD: [CurrencyCode: String] = ["EUR": "0.8", "JPY": "150", "ARS": "1000"]
        let soon = Self.table("wide", base: "USD", Day("2026-12-20")!, withoutTWD)
        let kept = try #require(RateMerger.merge(stored: stored, answers: [Self.ok(soon)], now: 2000))
        #expect(kept.store.table.origin(of: "TWD") == RateOrigin(source: "wide", date: Self.day1))
        #expect(kept.store.table.rate("GBP") != nil) // ECB was not asked: its currencies stay
        let later = Self.table("wide", base: "USD", Day("2026-12-21")!, withoutTWD)
        let dropped = try #require(RateMerger.merge(stored: kept.store, answers: [Self.ok(later)], now: 3000))
        #expect(dropped.store.table.rate("TWD") == nil)
        #expect(dropped.reports.first?.dropped == 1)
        #expect(dropped.store.table.rate("GBP") != nil)
    }

    /// A table that does not quote the euro is re-based exactly through a currency it shares
    /// with the others (the dollar first).
    @Test func rebasedThroughACommonCurrency() throws {
        let noEuro = Self.table("wide", base: "USD", Self.day1, ["JPY": "150", "ARS": "1000"])
        let merged = try #require(RateMerger.merge(stored: nil, answers: [Self.ok(Self.ecb), Self.ok(noEuro)], now: 1))
        // 1000 ARS per USD, 1.25 USD per EUR: 1250 ARS per EUR.
        #expect(merged.store.table.rate("ARS") == Rational(1250))
        #expect(merged.reports.allSatisfy { $0.failure == nil })
    }

    /// A lower-priority table on another base, merged before a higher one it needs, never
    /// overrides the higher one's rates.
    @Test func priorityHoldsWhateverTheOrderOfRebasing() throws {
        let needsECB = Self.table("wide", base: "USD", Self.day3, ["JPY": "150", "ARS": "1000"])
        let merged = try #require(RateMerger.merge(stored: nil, answers: [Self.ok(Self.ecb), Self.ok(needsECB)], now: 1))
        #expect(merged.store.table.rate("JPY") == Rational(160))
    }

    @Test func aTableWithNothingInCommonIsNamedAndTheRestKept() throws {
        let stranger = Self.table("odd", base: "XAU", Self.day1, ["XAG": "80"])
        let merged = try #require(RateMerger.merge(stored: nil, answers: [Self.ok(Self.ecb), Self.ok(stranger)], now: 1))
        #expect(merged.store.table.rate("XAG") == nil)
        #expect(merged.store.table.rate("GBP") != nil)
        #expect(merged.reports.last?.failure?.contains("cannot be re-based on EUR") == true)
        #expect(merged.store.status(of: "odd")?.failure != nil)
    }

    @Test func nothingAnsweredStoresNothing() throws {
        let stored = try Self.first()
        #expect(RateMerger.merge(stored: stored, answers: [Self.failed("ECB", "x"), Self.failed("wide", "y")], now: 5) == nil)
    }

    /// A version 1 cache (one origin for all) is upgraded by the next update without loss.
    @Test func aVersion1CacheIsUpgraded() throws {
        let body = #"{"format": "calc-rates/1", "base": "EUR", "date": "2026-11-20", "source": "ECB + wide", "fetched": 7, "rates": {"EUR": "1", "USD": "1.1", "TWD": "35", "GBP": "0.9"}}"#
        let stored = try RateCacheFormat.decode(Array(body.utf8), origin: "rates.json")
        let merged = try #require(RateMerger.merge(stored: stored, answers: [Self.ok(Self.ecb), Self.failed("wide", "HTTP 500")], now: 9))
        #expect(merged.store.table.rate("TWD") == Rational(35))
        #expect(merged.store.table.origin(of: "TWD") == RateOrigin(source: "ECB + wide", date: Self.day1))
        #expect(merged.store.table.rate("USD") == TestSupport.rational("1.25"))
        #expect(merged.store.status(of: "wide")?.fetched == 7)
        #expect(merged.reports.last?.kept == 1)
        // Its rates name both sources: a month on, one answering without TWD does not drop it
        // (the other may have given it); both answering without it do.
        let monthLater = Self.table("ECB", Day("2026-12-24")!, ["USD": "1.25"])
        let oneAnswered = try #require(RateMerger.merge(stored: merged.store, answers: [Self.ok(monthLater), Self.failed("wide", "HTTP 500")], now: 10))
        #expect(oneAnswered.store.table.rate("TWD") == Rational(35))
        let wideLater = Self.table("wide", Day("2026-12-24")!, ["USD": "1.25"])
        let bothAnswered = try #require(RateMerger.merge(stored: oneAnswered.store, answers: [Self.ok(monthLater), Self.ok(wideLater)], now: 11))
        #expect(bothAnswered.store.table.rate("TWD") == nil)
        let text = String(decoding: RateCacheFormat.encode(merged.store), as: UTF8.self)
        #expect(text.contains(#""format": "calc-rates/2""#))
    }
}

extension RateMerger.Merged: Equatable {
    public static func == (left: Self, right: Self) -> Bool { left.store == right.store && left.reports == right.reports }
}
