@testable import CalcCore
import Testing

/// The look-ups that stand in for slower ones on a money line's path answer as those do:
/// ISO's codes by a bitmap and their minor units by a switch (against the catalogue's list,
/// every code of three and four letters), a table's cross rates (against the two products they replace, for every
/// pair, first and second time), and the pair cache's bound.
@Suite struct LookupTablesTests {
    @Test func theCodeBitmapAnswersAsTheCatalogue() {
        var found = 0
        for first in UInt8(ascii: "A")...UInt8(ascii: "Z") {
            for second in UInt8(ascii: "A")...UInt8(ascii: "Z") {
                for third in UInt8(ascii: "A")...UInt8(ascii: "Z") {
                    let code = CurrencyCode(ArraySlice([first, second, third]))!
                    let listed = CurrencyCatalogue.currency(code) != nil
                    #expect(CurrencyCatalogue.isCode(code) == listed, "\(code)")
                    if listed {
                        found += 1
                        // The generated switch of minor units against the list's own.
                        #expect(CurrencyCatalogue.minorUnits(code) == CurrencyCatalogue.currency(code)?.minorUnits, "\(code)")
                    } else if !CryptoCurrencies.isCrypto(code) {
                        #expect(CurrencyCatalogue.minorUnits(code) == 2, "\(code)")
                    }
                    let longer = CurrencyCode(ArraySlice([first, second, third, UInt8(ascii: "T")]))!
                    #expect(!CurrencyCatalogue.isCode(longer))
                }
            }
        }
        #expect(found == CurrencyCatalogue.all.count)
    }

    @Test func crossRatesConvertAsTheTwoProducts() throws {
        let table = TestSupport.ecbTable
        let amounts = [Rational(90340, 100), Rational(51752), Rational(-7, 3), Rational(1, 1_000_000)]
        for _ in 0..<2 {
            for from in table.currencyCodes {
                for to in table.currencyCodes {
                    for amount in amounts {
                        let direct = from == to ? amount
                            : try amount.multiplied(by: try #require(table.rate(to))).divided(by: try #require(table.rate(from)))
                        #expect(try table.convert(amount, from: from, to: to, on: nil).get() == direct, "\(amount) \(from) in \(to)")
                    }
                }
            }
        }
        #expect(throws: RateFailure.self) { try table.convert(Rational(1), from: "EUR", to: "XYZ", on: nil).get() }
    }

    @Test func pairRatiosStayWithinTheirLimit() {
        var ratios = PairRatios()
        for key in 0..<UInt64(PairRatios.limit) {
            ratios.insert(Rational(Int64(key) + 1, over: 7), from: key, to: key &* 31)
        }
        #expect(ratios.count == PairRatios.limit)
        for key in 0..<UInt64(PairRatios.limit) {
            #expect(ratios.value(from: key, to: key &* 31) == Rational(Int64(key) + 1, over: 7))
            #expect(ratios.value(from: key, to: key &* 31 &+ 1) == nil)
        }
        ratios.insert(Rational(5), from: 1 << 40, to: 3)
        #expect(ratios.count == 1)
        #expect(ratios.value(from: 1 << 40, to: 3) == Rational(5))
        #expect(ratios.value(from: 0, to: 0) == nil)
    }
}
