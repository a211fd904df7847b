import CalcCore
import CalcTestSupport
import Foundation
import Testing

/// Conversions on a day since 1999 (DESIGN §10): the ECB's rates of that day, the day before
/// it on weekends and holidays (with a note), the currencies the euro replaced, `rate(A, B)`,
/// and every error.
@Suite struct DatedConversionTests {
    static let today = Day("2026-11-24")!

    static func evaluator() -> Evaluator {
        Evaluator(rates: TestSupport.ecbTable, history: TestSupport.history(today: today))
    }

    /// The exact value of one line, and its notes.
    static func exactValue(_ line: String) throws -> (Value, [Diagnostic]) {
        var evaluator = evaluator()
        let value = try #require(try evaluator.evaluate(line))
        return (value, evaluator.notes)
    }

    static func message(_ line: String) -> String? {
        var evaluator = evaluator()
        do {
            _ = try evaluator.evaluate(line)
            return nil
        } catch {
            return error.oneLine
        }
    }

    /// A few hundred random (day, currency, currency) triples against the ECB's own file:
    /// the converted amount is exactly amount × rate[to] / rate[from] of that day.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: RateHistoryTests.sharedCSV.path),
                   "needs ../shared/data/ecb-eurofxref-hist.csv beside the package"))
    func randomTriplesMatchTheECBFile() throws {
        let csv = try RateHistoryTests.readCSV(RateHistoryTests.sharedCSV)
        var generator = SplitMix64(state: 1999)
        var checked = 0
        while checked < 300 {
            let (day, rates) = csv[generator.below(csv.count)]
            var codes = Array(rates.keys).sorted() + ["EUR"]
            codes.sort()
            let from = codes[generator.below(codes.count)], to = codes[generator.below(codes.count)]
            guard from != to else { continue }
            let amount = Rational(BigInteger(generator.below(1_000_000) + 1), 100)
            let (value, notes) = try DatedConversionTests.exactValue(
                "\(NumberFormatting.format(Number(amount)).text) \(from) in \(to) on \(day)")
            let perEuroFrom = from == "EUR" ? .one : rates[from]!, perEuroTo = to == "EUR" ? .one : rates[to]!
            let expected = try amount.multiplied(by: perEuroTo).divided(by: perEuroFrom)
            // A legacy currency on or after its day converts at its fixed rate instead.
            if LegacyEuroRates.entry(from).map({ day >= $0.fixedFrom }) ?? false { continue }
            if LegacyEuroRates.entry(to).map({ day >= $0.fixedFrom }) ?? false { continue }
            #expect(value.number.exact == expected && value.currency == to, "\(amount) \(from) in \(to) on \(day)")
            #expect(notes.isEmpty)
            checked += 1
        }
    }

    @Test(arguments: [
        ("100 USD in EUR on 2008-09-15", "70.67 EUR", nil),
        ("100 USD in EUR on 2008-09-13", "71.09 EUR", "ECB rates of 2008-09-12 (none were published on 2008-09-13)"),
        ("100 USD in EUR on 2008-09-14", "71.09 EUR", "ECB rates of 2008-09-12 (none were published on 2008-09-14)"),
        ("12 USD + 5 EUR on 2020-03-16", "17.58 USD", nil),
        ("x = 1 GBP in USD on 2016-06-24", "1.37 USD", nil),
        ("rate(USD, EUR) on 2020-03-16", "0.89629828807027", nil),
        ("1 CYP in EUR on 2005-01-03", "1.72 EUR", nil),
        ("1 CYP in EUR on 2008-01-02", "1.71 EUR", nil),
        ("100 DEM in EUR on 2020-01-02", "51.13 EUR", nil),
        ("1 TRL in EUR on 2004-01-05", "0.00000057 EUR", nil),
        ("50 EUR + 10 GBP in USD at 1.05 USD/EUR on 2020-03-16", "64.05 USD", nil),
        ("100 USD in EUR on 2026-10-30", "89.51 EUR", nil),
        // Found in review: a fixed rate holds from its day, though the ECB's rates of that day
        // are those of the day before (a holiday).
        ("100 GRD in EUR on 2001-01-01", "0.29 EUR", "ECB rates of 2000-12-29 (none were published on 2001-01-01)"),
        ("rate(EUR, HRK) on 2023-01-01", "7.5345", "ECB rates of 2022-12-30 (none were published on 2023-01-01)"),
    ] as [(String, String, String?)])
    func dated(_ line: String, _ shown: String, _ note: String?) throws {
        let (value, notes) = try DatedConversionTests.exactValue(line)
        #expect(ValueFormatting.format(value).text == shown, "\(line)")
        #expect(notes.map(\.message) == (note.map { [$0] } ?? []), "\(line)")
    }

    /// A table that still quotes a currency the euro replaced gives way to the fixed rate.
    @Test func tablesGiveWayToTheFixedRates() throws {
        let table = RateTable(base: "EUR", date: Day("2026-10-30"), source: "test", rates: ["HRK": Rational(7), "USD": Rational(11, 10)])
        let cleaned = table.removingLegacyEuroCurrencies()
        #expect(cleaned.rate("HRK") == nil && cleaned.rate("USD") == Rational(11, 10))
        #expect(try TestSupport.evaluate("100 HRK in EUR", rates: cleaned) == "13.27 EUR")
    }

    /// A history read again after an update sees the days it added.
    @Test func forgettingReadsTheHistoryAgain() throws {
        nonisolated(unsafe) var reads = 0
        let rates = HistoricalRates { reads += 1; return RateHistory(embedded: .none) }
        _ = rates.ecbDays
        _ = rates.ecbDays
        rates.forget()
        _ = rates.ecbDays
        #expect(reads == 2)
    }

    /// Undated, a legacy currency converts at its irrevocable rate, through the euro.
    @Test func legacyCurrenciesWithoutADate() throws {
        #expect(try TestSupport.evaluate("100 DEM in EUR") == "51.13 EUR")
        #expect(try TestSupport.evaluate("1 EUR in FRF") == "6.56 FRF")
        #expect(try TestSupport.evaluate("rate(EUR, DEM)") == "1.95583")
        #expect(try TestSupport.evaluate("rate(DEM, FRF) as fraction") == "655957/195583")
        // Through the table's dollar: 100 / 1.95583 × 1.1252.
        #expect(try TestSupport.evaluate("100 DEM in USD") == "57.53 USD")
        #expect(try TestSupport.evaluate("1 BGN in EUR") == "0.51 EUR")
    }

    @Test(arguments: [
        ("1 USD in EUR on 1998-12-31", "no exchange rates before 1999-01-04; the ECB's reference rates start on 1999-01-04"),
        ("1 USD in EUR on 2027-01-01", "2027-01-01 is in the future"),
        ("1 USD in EUR on 2026-11-02", "calc has rates up to 2026-10-30; run calc --update-rates"),
        ("1 USD in EUR on 2026-10-31", "calc has rates up to 2026-10-30; run calc --update-rates"),
        ("1 USD in EUR on 2023-02-30", "2023-02-30 is not a date; a date is YYYY-MM-DD with a month from 01 to 12 and a day that month has"),
        ("1 USD in EUR on 2023-13-01", "2023-13-01 is not a date; a date is YYYY-MM-DD with a month from 01 to 12 and a day that month has"),
        ("1 USD in EUR on 5 May", "expected a date after 'on', found '5'; write the date as YYYY-MM-DD: on 2008-09-15"),
        ("1 USD in EUR on", "expected a date after 'on'; write, for example, on 2008-09-15 (YYYY-MM-DD)"),
        ("1 USD in EUR on 2020-03-16 on 2020-03-17", "a statement takes one date; every conversion of the statement uses the rates of its one 'on' date"),
        ("5 + 5 on 2020-03-16", "the date is not used: this line converts no amount between currencies; a date says which day's rates convert an amount: 100 USD in EUR on 2008-09-15"),
        ("1 CYP in EUR on 2009-01-05 in USD", "the 'at' and 'on' clauses end the statement; write the rest before them: 1 CYP in EUR in USD on 2009-01-05"),
        ("rate(USD, EUR) on 2020-03-16 * 2", "the 'at' and 'on' clauses end the statement; write the rest before them: rate(USD, EUR) * 2 on 2020-03-16"),
        ("1 CYP in USD on 2008-06-02", nil),
        ("1 XAU in EUR on 2020-03-16", "the ECB never quoted XAU; dated conversions use the ECB's 41 currencies and the euro's"),
        ("1 TRL in EUR on 2006-01-02", "the ECB quoted TRL from 1999-01-04 to 2004-12-31, not on 2006-01-02"),
        ("1 ISK in EUR on 2009-06-01", "the ECB did not quote ISK from 2008-12-10 to 2018-01-31; it was quoted before 2008-12-10 and after 2018-01-31"),
        ("1 GRD in EUR on 2000-06-01", "the ECB never quoted GRD; GRD converts at its irrevocable euro rate from 2001-01-01"),
        ("rate(USD) on 2020-03-16", "rate takes two currencies; write, for example, rate(USD, EUR): euros per US dollar"),
    ] as [(String, String?)])
    func errors(_ line: String, _ expected: String?) {
        #expect(DatedConversionTests.message(line) == expected, "\(line)")
    }
}
