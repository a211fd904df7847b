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
        case .failure(.notQuoted(let code, _, _, _)) where LegacyEuroRates.isLegacy(code):
            // A currency the euro replaced, which the table does not quote: its fixed rate.
            let quoted = try quote(of: from, in: to, rates: rates, at: span, fromSpan: fromSpan, toSpan: toSpan)
            return try Messages.locating(at: span) { () throws(ArithmeticError) in try amount.multiplied(by: Number(quoted.rate)) }
        case .failure(let failure):
            throw MoneyMessages.rateFailure(failure, from: from, at: span, fromSpan: fromSpan, toSpan: toSpan)
        }
    }

    /// Units of `to` per unit of `from` (`rate(USD, EUR)`), exactly, with where it came from.
    static func quote(of from: CurrencyCode, in to: CurrencyCode, rates: any ExchangeRates, at span: SourceSpan,
                      fromSpan: SourceSpan?, toSpan: SourceSpan?) throws(Diagnostic) -> QuotedRate {
        var result = rates.rate(of: from, in: to, on: nil)
        if case .failure(.notQuoted(let code, _, _, _)) = result, LegacyEuroRates.isLegacy(code) {
            result = LegacyEuroRates.rate(of: from, in: to, rates: rates)
        }
        switch result {
        case .success(let quoted): return quoted
        case .failure(let failure): throw MoneyMessages.rateFailure(failure, from: from, at: span, fromSpan: fromSpan, toSpan: toSpan)
        }
    }
}

/// One conversion a line made (or one rate `rate(A, B)` asked for), as `--explain` and
/// `--json` tell it.
public struct ConversionRecord: Sendable {
    /// The amount before, in `from`; nil for `rate(A, B)`.
    public var amount: Number?
    public var from: CurrencyCode
    /// The amount after, in `to`; nil for `rate(A, B)`.
    public var converted: Number?
    public var to: CurrencyCode
    /// The rate (units of `to` per `from`), its source and day, or the `at` clause.
    public var quote: QuotedRate
}
