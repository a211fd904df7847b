import CalcCore
import Testing

/// Rates as a question: "the rate of A in B on day D", answered with the rate and where it
/// came from, or a typed failure.
@Suite struct ExchangeRatesTests {
    static let table = TestSupport.ecbTable // ECB, 2025-05-09

    @Test func aTableAnswersForItsOwnDay() throws {
        let quoted = try Self.table.rate(of: "EUR", in: "USD", on: nil).get()
        #expect(quoted == QuotedRate(rate: Rational(11252, 10000), source: "ECB", date: Day("2025-05-09")))
        // Through the base: JPY per USD = 163.36 / 1.1252, exactly.
        #expect(try Self.table.rate(of: "USD", in: "JPY", on: Day("2025-05-09")).get().rate
                == Rational(16336, 100).divided(by: Rational(11252, 10000)))
        #expect(try Self.table.rate(of: "GBP", in: "GBP", on: nil).get().rate == .one)
    }

    @Test func failuresSayWhy() {
        #expect(Self.table.rate(of: "USD", in: "XAU", on: nil)
                == .failure(.notQuoted("XAU", source: "ECB", date: "2025-05-09", currencyCount: 19)))
        #expect(Self.table.rate(of: "XAU", in: "USD", on: nil)
                == .failure(.notQuoted("XAU", source: "ECB", date: "2025-05-09", currencyCount: 19)))
        let otherDay = Day(year: 2020, month: 3, day: 16)!
        #expect(Self.table.rate(of: "EUR", in: "USD", on: otherDay) == .failure(.noRatesOn(otherDay)))
        #expect(RateTable.empty.rate(of: "EUR", in: "USD", on: nil)
                == .failure(.notQuoted("USD", source: "no rate table", date: "none", currencyCount: 1)))
    }

    @Test func conversionAgreesWithTheRate() throws {
        let amount = Rational(12)
        let viaRate = try amount.multiplied(by: Self.table.rate(of: "USD", in: "EUR", on: nil).get().rate)
        #expect(try Self.table.convert(amount, from: "USD", to: "EUR", on: nil).get() == viaRate)
    }

    @Test func lazyRatesLoadOnceAndOnlyWhenAsked() throws {
        var loads = 0
        let lazy = LazyRates(loading: { loads += 1; return Self.table })
        #expect(loads == 0)
        #expect(lazy.quotes("USD"))
        _ = lazy.rate(of: "EUR", in: "JPY", on: nil)
        #expect(loads == 1)
        #expect(lazy.quotedCodes.first == "AUD")
    }

    @Test func daysParseAndOrder() {
        #expect(Day("2008-09-15")?.description == "2008-09-15")
        #expect(Day("1999-01-04")! < Day("2026-10-30")!)
        #expect(Day("2023-02-30") == nil)
        #expect(Day("2024-02-29")?.daysSinceEpoch == 19_782)
        #expect(Day("1969-12-31")?.daysSinceEpoch == -1)
    }
}
