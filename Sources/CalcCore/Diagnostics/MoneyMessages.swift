/// The messages about money: dimensions, currencies and rates.
public enum MoneyMessages {
    /// `100 pesos`: several currencies have that name.
    public static func ambiguousCurrencyName(_ name: String, codes: [CurrencyCode], at span: SourceSpan) -> Diagnostic {
        Diagnostic(.ambiguousCurrencyName(name: name, codes: codes), at: span)
    }

    /// `10 USD mod 3`: the remainder of an amount is taken by an amount.
    public static func mixedModulo(plain: SourceSpan, code: CurrencyCode, plainText: String) -> Diagnostic {
        Diagnostic(.mixedModulo(code: code, plainText: plainText), at: plain)
    }

    /// An approximate amount whose literal could not be exact (`12 USD / 4762e-99645434`).
    public static func amountBeyondExactRange(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.amountBeyondExactRange, at: span)
    }

    /// A conversion used a rate kept from an older answer of its source (which has failed
    /// since, or stopped quoting it).
    public static func laggingRate(_ code: CurrencyCode, origin: RateOrigin, tableDate: Day, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.laggingRate(code: code, origin: origin, tableDate: tableDate), at: span, severity: .note)
    }

    public static func unknownCurrency(_ code: String, candidates: [String], at span: SourceSpan) -> Diagnostic {
        let suggestion = Suggestions.closest(to: code, among: candidates, caseInsensitive: true)
        return Diagnostic(.unknownCurrency(code: code, suggestion: suggestion), at: span)
    }

    /// Why a conversion from `from` failed, located at the side it concerns.
    public static func rateFailure(_ failure: RateFailure, from: CurrencyCode, at span: SourceSpan,
                                   fromSpan: SourceSpan?, toSpan: SourceSpan?) -> Diagnostic {
        switch failure {
        case .notQuoted(let code, let source, let date, let count):
            return noRate(code, source: source, date: date, currencyCount: count, at: (code == from ? fromSpan : toSpan) ?? span)
        case .noRatesOn(let day):
            return noRatesOn(day, at: span)
        case .arithmetic(let error):
            return Messages.arithmetic(error, at: span)
        case .bareRateForSeveralPairs(let text):
            return Diagnostic(.bareRateForSeveralPairs(text: text), at: span)
        case .beforeHistory(let first):
            return Diagnostic(.beforeHistory(first: first), at: span)
        case .inFuture(let day):
            return Diagnostic(.dateInFuture(day), at: span)
        case .beyondHistory(let newest):
            return Diagnostic(.beyondHistory(newest: newest), at: span, advice: .updateHistory)
        case .notQuotedBetween(let code, let first, let last):
            return Diagnostic(.notQuotedBetween(code: code, first: first, last: last), at: (code == from ? fromSpan : toSpan) ?? span)
        case .notQuotedOn(let code, let day, let first, let last, let fixedFrom):
            return Diagnostic(.notQuotedOn(code: code, day: day, first: first, last: last, fixedFrom: fixedFrom),
                              at: (code == from ? fromSpan : toSpan) ?? span)
        }
    }

    /// `5 + 5 on 2020-03-16`: nothing to convert.
    public static func unusedDate(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.unusedDate, at: span)
    }

    /// `100 EUR in USD on 2008-09-15 at 1.3`: the rate given converts, not the day's.
    public static func dateOverriddenByRate(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.dateOverriddenByRate, at: span)
    }

    /// `… on 2008-09-13`, a Saturday.
    public static func ratesOfEarlierDay(_ ecbDay: Day, asked day: Day, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.ratesOfEarlierDay(ecbDay: ecbDay, asked: day), at: span, severity: .note)
    }

    /// `at 1.05 GBP/JPY` on a line that never converts between those.
    public static func unusedRate(_ text: String, pair: (from: CurrencyCode, to: CurrencyCode)? = nil, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.unusedRate(text: text, from: pair?.from, to: pair?.to), at: span)
    }

    /// `at 0`, `at -1`.
    public static func rateNotPositive(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.rateNotPositive, at: span)
    }

    /// `at 1.05 USD/USD`.
    public static func ratePairOfOneCurrency(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.ratePairOfOneCurrency, at: span)
    }

    public static func noRate(_ code: CurrencyCode, source: String, date: String, currencyCount: Int, at span: SourceSpan) -> Diagnostic {
        // A crypto rate comes only from an update (or a rates file): the advice is to update.
        Diagnostic(.noRate(code: code, source: source, date: date, currencyCount: currencyCount), at: span,
                   advice: CryptoCurrencies.isCrypto(code) ? .updateRates : .ratesInfo)
    }

    public static func noRatesOn(_ day: Day, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.noRatesOn(day), at: span)
    }

    public static func mixedSum(_ op: BinaryOperator, plain: SourceSpan, money: SourceSpan, code: CurrencyCode, plainText: String) -> Diagnostic {
        Diagnostic(.mixedSum(operator: op, code: code, plainText: plainText), at: plain)
    }

    /// `10 USD EUR`.
    public static func conversionWithoutIn(at span: SourceSpan, suggestion: String) -> Diagnostic {
        Diagnostic(.conversionWithoutIn(rewrite: suggestion), at: span)
    }

    public static func moneyTimesMoney(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.moneyTimesMoney, at: span)
    }

    public static func numberOverMoney(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.numberOverMoney, at: span)
    }

    public static func moneyToPower(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.moneyToPower, at: span)
    }

    public static func functionOfMoney(_ name: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.functionOfMoney(name: name), at: span)
    }

    public static func convertPlainNumber(operand: SourceSpan, target: CurrencyCode, literal: String?) -> Diagnostic {
        Diagnostic(.convertPlainNumber(target: target, literal: literal), at: operand)
    }

    public static func currencyWithoutAmount(_ name: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.currencyWithoutAmount(name: name), at: span)
    }

    public static func variableNamedLikeCurrency(_ name: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.variableNamedLikeCurrency(name: name), at: span)
    }

    /// `5 USD/EUR` outside `at`: a rate, written after the amount it converts.
    public static func rateOutsideAt(numerator: String, denominator: String, rate: String?, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.rateOutsideAt(numerator: numerator, denominator: denominator, rate: rate), at: span)
    }
}
