/// An amount from one currency into another, asked of the rates, its failures located.
enum Conversion {
    /// A missing rate is located at the side whose currency is not quoted (`fromSpan` or
    /// `toSpan`), else at `span`.
    static func convert(_ amount: Number, from: CurrencyCode, to: CurrencyCode, rates: any ExchangeRates, on day: Day? = nil,
                        at span: SourceSpan, fromSpan: SourceSpan? = nil, toSpan: SourceSpan? = nil) throws(Diagnostic) -> Number {
        if from == to { return amount }
        switch rates.convert(amount.value, from: from, to: to, on: day) {
        case .success(let converted):
            return Number(converted, isExact: amount.isExact)
        case .failure(let failure):
            throw MoneyMessages.rateFailure(failure, from: from, at: span, fromSpan: fromSpan, toSpan: toSpan)
        }
    }
}
