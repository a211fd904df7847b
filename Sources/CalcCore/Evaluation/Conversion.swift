/// An amount from one currency into another, asked of the rates, its failures located.
enum Conversion {
    /// A missing rate is located at the side whose currency is not quoted (`fromSpan` or
    /// `toSpan`), else at `span`.
    static func convert(_ amount: Number, from: CurrencyCode, to: CurrencyCode, rates: any ExchangeRates, on day: Day? = nil,
                        at span: SourceSpan, fromSpan: SourceSpan? = nil, toSpan: SourceSpan? = nil) throws(Diagnostic) -> Number {
        if from == to { return amount }
        let result: Result<Number, RateFailure>
        switch amount.storage {
        case .exact(let value):
            result = rates.convert(value, from: from, to: to, on: day).map(Number.init)
        case .approximate:
            // An approximate amount times the exact rate.
            result = rates.rate(of: from, in: to, on: day).flatMap { quoted in
                do throws(ArithmeticError) {
                    return .success(try amount.multiplied(by: Number(quoted.rate)))
                } catch {
                    return .failure(.arithmetic(error))
                }
            }
        }
        switch result {
        case .success(let converted):
            return converted
        case .failure(let failure):
            throw MoneyMessages.rateFailure(failure, from: from, at: span, fromSpan: fromSpan, toSpan: toSpan)
        }
    }
}
