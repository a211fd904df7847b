/// An amount from one currency into another through a rate table, its failures located.
enum Conversion {
    /// A missing rate is located at the side whose currency the table lacks (`fromSpan` or
    /// `toSpan`), else at `span`.
    static func convert(_ amount: Number, from: CurrencyCode, to: CurrencyCode, rates: RateTable, at span: SourceSpan,
                        fromSpan: SourceSpan? = nil, toSpan: SourceSpan? = nil) throws(Diagnostic) -> Number {
        if from == to { return amount }
        let converted = try Messages.locating(at: span) { () throws(ArithmeticError) in try rates.convert(amount.value, from: from, to: to) }
        guard let converted else {
            let missingFrom = !rates.hasRate(from)
            let location = (missingFrom ? fromSpan : toSpan) ?? span
            throw MoneyMessages.noRate(missingFrom ? from : to, table: rates, at: location)
        }
        return Number(converted, isExact: amount.isExact)
    }
}
