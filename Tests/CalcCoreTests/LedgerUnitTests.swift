import CalcCore
import Testing

/// The ledger of `--total`: exact sums per currency in the order of first appearance, plain
/// numbers left out, the total in any currency of the table.
@Suite struct LedgerUnitTests {
    @Test func sumsExactlyInOrderOfAppearance() throws {
        var ledger = Ledger()
        for value in [Value(Number(Rational(1, 3)), currency: "USD"), Value(Number(5)), Value(Number(Rational(2)), currency: "EUR"),
                      Value(Number(Rational(2, 3)), currency: "USD"), Value(Number(Rational(1, 100)), kind: .percent)] {
            try ledger.add(value)
        }
        #expect(ledger.subtotals.map(\.currency) == ["USD", "EUR"])
        #expect(ledger.subtotals.map(\.count) == [2, 1])
        #expect(ledger.subtotals[0].sum.exact == .one)
        let summary = try ledger.summary(in: "EUR", rates: TestSupport.ecbTable)
        // 1 USD is 1/1.1252 EUR.
        #expect(summary.total.exact == (try Rational(2).adding(Rational(10000, 11252))))
        #expect(summary.lines.map(\.converted.exact) == [Rational(10000, 11252), Rational(2)])
        #expect(throws: Diagnostic.self) { try ledger.summary(in: "XAU", rates: TestSupport.ecbTable) }
    }
}
