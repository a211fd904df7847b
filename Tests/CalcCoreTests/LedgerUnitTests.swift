import CalcCore
import Testing

/// The ledger of `--total`: exact sums per currency in the order of first appearance, plain
/// numbers left out, the total in any currency of the table.
@Suite struct LedgerUnitTests {
    @Test func sumsExactlyInOrderOfAppearance() throws {
        var ledger = Ledger()
        for value in [Value(Number(Rational(1, 3)), currency: "USD"), Value(Number(5)), Value(Number(Rational(2)), currency: "EUR"),
                      Value(Number(Rational(2, 3)), currency: "USD"), Value(Number(Rational(1, 100)), presentation: .percent)] {
            try ledger.add(value)
        }
        #expect(ledger.subtotals.map(\.currency) == ["USD", "EUR"])
        #expect(ledger.subtotals.map(\.count) == [2, 1])
        #expect(ledger.subtotals[0].sum.exact == .one)
        let summary = try ledger.summary(in: "EUR", rates: TestSupport.ecbTable)
        // 1 USD is 1/1.1252 EUR.
        #expect(summary.total.exact == (try Rational(2).adding(Rational(10000, 11252))))
        #expect(summary.lines.map { try? $0.converted.get().exact } == [Rational(10000, 11252), Rational(2)])
        #expect(summary.leftOut.isEmpty)
        // A currency the table does not quote: no total at all.
        #expect(throws: Diagnostic.self) { try ledger.summary(in: "XAU", rates: TestSupport.ecbTable) }
    }

    /// A dated amount in a currency the table in use lacks does not drop the others: it is left
    /// out, with its lines, and the rest is totalled.
    @Test func anAmountThatCannotBeConvertedIsLeftOutAndNamed() throws {
        var ledger = Ledger()
        try ledger.add(Value(Number(Rational(6919, 100)), currency: "RUB"), line: 1)
        try ledger.add(Value(Number(Rational(5)), currency: "EUR"), line: 2)
        try ledger.add(Value(Number(Rational(1)), currency: "RUB"), line: 4)
        let summary = try ledger.summary(in: "EUR", rates: TestSupport.ecbTable)
        #expect(summary.total.exact == Rational(5))
        #expect(summary.leftOut.count == 1)
        #expect(summary.leftOut.first?.subtotal.lines == [1, 4])
        #expect(summary.leftOut.first?.reason.message.contains("RUB") == true)
    }
}
