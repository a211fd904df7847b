/// The messages about money: dimensions, currencies and rates.
public enum MoneyMessages {
    /// `100 pesos`: several currencies have that name.
    public static func ambiguousCurrencyName(_ name: String, codes: [CurrencyCode], at span: SourceSpan) -> Diagnostic {
        Diagnostic("'\(name)' is the name of several currencies: \(codes.map(\.description).joined(separator: ", "))", at: span,
                   hint: "write the code, as in 100 \(codes[0])", id: .ambiguousCurrencyName)
    }

    /// `10 USD mod 3`: the remainder of an amount is taken by an amount.
    public static func mixedModulo(plain: SourceSpan, code: CurrencyCode, plainText: String) -> Diagnostic {
        Diagnostic("cannot take the remainder of an amount of \(code) and a plain number", at: plain,
                   hint: "write \(plainText) \(code)", id: .mixedModulo)
    }

    /// An approximate amount whose literal could not be exact (`12 USD / 4762e-99645434`).
    public static func amountBeyondExactRange(at span: SourceSpan) -> Diagnostic {
        Diagnostic("amount out of range: an amount of money that is not exact must lie between 1e-19000 and 1e20000, so that what calc shows reads back",
                   at: span, id: .amountBeyondExactRange)
    }

    /// A conversion used a rate kept from an older answer of its source (which has failed
    /// since, or stopped quoting it).
    public static func laggingRate(_ code: CurrencyCode, origin: RateOrigin, tableDate: Day, at span: SourceSpan) -> Diagnostic {
        let days = tableDate.daysSinceEpoch - origin.date.daysSinceEpoch
        return Diagnostic("the rate of \(code) is of \(origin.date) (\(origin.source)), \(days) days older than the other rates (\(tableDate))",
                          at: span, severity: .note, id: .laggingRate)
    }

    public static func unknownCurrency(_ code: String, candidates: [String], at span: SourceSpan) -> Diagnostic {
        let suggestion = Suggestions.closest(to: code, among: candidates, caseInsensitive: true)
        return Diagnostic("unknown currency '\(Messages.quoted(code))'", at: span, hint: suggestion.map { "did you mean \($0)?" },
                          id: .unknownCurrency)
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
            return Diagnostic("'\(text)' names no currencies, and this line converts between more than one pair", at: span,
                              hint: "name the pair, as in \(text) USD/EUR (US dollars per euro)", id: .bareRateForSeveralPairs)
        case .beforeHistory(let first):
            return Diagnostic("no exchange rates before \(first)", at: span, hint: "the ECB's reference rates start on \(first)",
                              id: .beforeHistory)
        case .inFuture(let day):
            return Diagnostic("\(day) is in the future", at: span, id: .dateInFuture)
        case .beyondHistory(let newest):
            return Diagnostic("calc has rates up to \(newest)", at: span, advice: .updateHistory,
                              id: .beyondHistory)
        case .notQuotedBetween(let code, let first, let last):
            return Diagnostic("the ECB did not quote \(code) from \(first) to \(last)", at: (code == from ? fromSpan : toSpan) ?? span,
                              hint: "it was quoted before \(first) and after \(last)", id: .notQuotedOn)
        case .notQuotedOn(let code, let day, let first, let last, let fixedFrom):
            let at = (code == from ? fromSpan : toSpan) ?? span
            var message: String
            if let first, let last {
                message = "the ECB quoted \(code) from \(first) to \(last), not on \(day)"
            } else {
                message = "the ECB never quoted \(code)"
            }
            var hint: String?
            if let fixedFrom {
                hint = "\(code) converts at its irrevocable euro rate from \(fixedFrom)"
            } else if first == nil {
                hint = "dated conversions use the ECB's \(RateHistory.embeddedCodes.count) currencies and the euro's"
            }
            return Diagnostic(message, at: at, hint: hint, id: .notQuotedOn)
        }
    }

    /// `5 + 5 on 2020-03-16`: nothing to convert.
    public static func unusedDate(at span: SourceSpan) -> Diagnostic {
        Diagnostic("the date is not used: this line converts no amount between currencies", at: span,
                   hint: "a date says which day's rates convert an amount: 100 USD in EUR on 2008-09-15", id: .unusedDate)
    }

    /// `100 EUR in USD on 2008-09-15 at 1.3`: the rate given converts, not the day's.
    public static func dateOverriddenByRate(at span: SourceSpan) -> Diagnostic {
        Diagnostic("the date is not used: the rate given with 'at' converts this line", at: span,
                   hint: "remove the date, or the 'at' clause to convert at that day's rates", id: .unusedDate)
    }

    /// `… on 2008-09-13`, a Saturday.
    public static func ratesOfEarlierDay(_ ecbDay: Day, asked day: Day, at span: SourceSpan) -> Diagnostic {
        Diagnostic("ECB rates of \(ecbDay) (none were published on \(day))", at: span, severity: .note, id: .ratesOfEarlierDay)
    }

    /// `at 1.05 GBP/JPY` on a line that never converts between those.
    public static func unusedRate(_ text: String, pair: (from: CurrencyCode, to: CurrencyCode)? = nil, at span: SourceSpan) -> Diagnostic {
        let between = pair.map { "between \($0.to) and \($0.from)" } ?? "between currencies"
        return Diagnostic("'\(text)' is not used: this line converts no amount \(between)", at: span, id: .unusedRate)
    }

    /// `at 0`, `at -1`.
    public static func rateNotPositive(at span: SourceSpan) -> Diagnostic {
        Diagnostic("a rate must be a positive number", at: span, id: .rateNotPositive)
    }

    /// `at 1.05 USD/USD`.
    public static func ratePairOfOneCurrency(at span: SourceSpan) -> Diagnostic {
        Diagnostic("a rate needs two different currencies", at: span, hint: "write, for example, at 1.05 USD/EUR (US dollars per euro)",
                   id: .ratePairOfOneCurrency)
    }

    public static func noRate(_ code: CurrencyCode, source: String, date: String, currencyCount: Int, at span: SourceSpan) -> Diagnostic {
        if CryptoCurrencies.isCrypto(code) {
            // Never in the embedded table: only an update (or a rates file) brings one.
            return Diagnostic("no rate for \(code) is stored: crypto rates come only from an update", at: span,
                              hint: "the table in use (\(source), \(date)) has none", advice: .updateRates, id: .noRate)
        }
        return Diagnostic("no exchange rate for \(code) in the rate table (\(source), \(date))", at: span,
                   hint: "the table has \(currencyCount) currencies", advice: .ratesInfo, id: .noRate)
    }

    public static func noRatesOn(_ day: Day, at span: SourceSpan) -> Diagnostic {
        Diagnostic("no exchange rates for \(day)", at: span, id: .noRatesOn)
    }

    public static func mixedSum(_ op: BinaryOperator, plain: SourceSpan, money: SourceSpan, code: CurrencyCode, plainText: String) -> Diagnostic {
        let verb = op == .add ? "add" : "subtract"
        return Diagnostic("cannot \(verb) a plain number and an amount of \(code)", at: plain,
                          hint: "write \(plainText) \(code)", id: .mixedSum)
    }

    /// `10 USD EUR`.
    public static func conversionWithoutIn(at span: SourceSpan, suggestion: String) -> Diagnostic {
        Diagnostic("a currency after an amount: a conversion needs 'in'", at: span, hint: "write \(suggestion)",
                   id: .conversionWithoutIn)
    }

    public static func moneyTimesMoney(at span: SourceSpan) -> Diagnostic {
        Diagnostic("cannot multiply two amounts of money", at: span, hint: "multiply an amount by a plain number, as in 12 USD * 3",
                   id: .moneyTimesMoney)
    }

    public static func numberOverMoney(at span: SourceSpan) -> Diagnostic {
        Diagnostic("cannot divide a plain number by an amount of money", at: span,
                   hint: "divide money by a number (12 USD / 4) or by money (12 USD / 4 EUR)", id: .numberOverMoney)
    }

    public static func moneyToPower(at span: SourceSpan) -> Diagnostic {
        Diagnostic("cannot raise an amount of money to a power", at: span, id: .moneyToPower)
    }

    public static func functionOfMoney(_ name: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic("\(name) takes a plain number, not an amount of money", at: span, id: .functionOfMoney)
    }

    public static func convertPlainNumber(operand: SourceSpan, target: CurrencyCode, literal: String?) -> Diagnostic {
        Diagnostic("cannot convert a plain number to \(target)", at: operand,
                   hint: literal.map { "to give it a currency, write \($0) \(target)" } ?? "only amounts of money can be converted",
                   id: .convertPlainNumber)
    }

    public static func currencyWithoutAmount(_ name: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic("'\(name)' is a currency, not a value", at: span, hint: "write an amount, as in 1 \(name.uppercased())",
                   id: .currencyWithoutAmount)
    }

    public static func variableNamedLikeCurrency(_ name: String, at span: SourceSpan) -> Diagnostic {
        let what = CurrencyCatalogue.codes(named: name) != nil ? "a currency name" : "a currency code"
        return Diagnostic("cannot name a variable '\(name)': it is \(what)", at: span, hint: "choose another variable name",
                          id: .variableNamedLikeCurrency)
    }

    /// `5 USD/EUR` outside `at`: a rate, written after the amount it converts.
    public static func rateOutsideAt(numerator: String, denominator: String, rate: String?, at span: SourceSpan) -> Diagnostic {
        let pair = "\(numerator)/\(denominator)"
        return Diagnostic("\(pair) is an exchange rate, which calc takes only in an 'at' clause", at: span,
                          hint: rate.map { "write 100 \(denominator) in \(numerator) at \($0) \(pair), or rate(\(denominator), \(numerator)) for the table's rate" }
                              ?? "write rate(\(denominator), \(numerator)) for the table's rate of \(denominator) in \(numerator)",
                          id: .rateOutsideAt)
    }
}
