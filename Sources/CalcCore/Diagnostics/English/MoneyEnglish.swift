/// The English of the messages about money: currencies, amounts and rates.
extension English {
    static func money(_ message: Message) -> Words? {
        switch message {
        case .ambiguousCurrencyName(let name, let codes):
            return Words("'\(name)' is the name of several currencies: \(codes.map(\.description).joined(separator: ", "))",
                         hint: "write the code, as in 100 \(codes[0])")
        case .mixedModulo(let code, let plainText):
            return Words("cannot take the remainder of an amount of \(code) and a plain number", hint: "write \(plainText) \(code)")
        case .amountBeyondExactRange:
            return Words("amount out of range: an amount of money that is not exact must lie between 1e-19000 and 1e20000, so that what calc shows reads back")
        case .laggingRate(let code, let origin, let tableDate):
            let days = tableDate.daysSinceEpoch - origin.date.daysSinceEpoch
            return Words("the rate of \(code) is of \(origin.date) (\(origin.source)), \(days) days older than the other rates (\(tableDate))")
        case .unknownCurrency(let code, let suggestion):
            return Words("unknown currency '\(quoted(code))'", hint: suggestion.map { "did you mean \($0)?" })
        case .bareRateForSeveralPairs(let text):
            return Words("'\(text)' names no currencies, and this line converts between more than one pair",
                         hint: "name the pair, as in \(text) USD/EUR (US dollars per euro)")
        case .beforeHistory(let first):
            return Words("no exchange rates before \(first)", hint: "the ECB's reference rates start on \(first)")
        case .dateInFuture(let day):
            return Words("\(day) is in the future")
        case .beyondHistory(let newest):
            return Words("calc has rates up to \(newest)")
        case .notQuotedBetween(let code, let first, let last):
            return Words("the ECB did not quote \(code) from \(first) to \(last)", hint: "it was quoted before \(first) and after \(last)")
        case .notQuotedOn(let code, let day, let first, let last, let fixedFrom):
            let message = if let first, let last {
                "the ECB quoted \(code) from \(first) to \(last), not on \(day)"
            } else {
                "the ECB never quoted \(code)"
            }
            let hint: String? = if let fixedFrom {
                "\(code) converts at its irrevocable euro rate from \(fixedFrom)"
            } else if first == nil {
                "dated conversions use the ECB's \(RateHistory.embeddedCodes.count) currencies and the euro's"
            } else {
                nil
            }
            return Words(message, hint: hint)
        case .unusedDate:
            return Words("the date is not used: this line converts no amount between currencies",
                         hint: "a date says which day's rates convert an amount: 100 USD in EUR on 2008-09-15")
        case .dateOverriddenByRate:
            return Words("the date is not used: the rate given with 'at' converts this line",
                         hint: "remove the date, or the 'at' clause to convert at that day's rates")
        case .ratesOfEarlierDay(let ecbDay, let day):
            return Words("ECB rates of \(ecbDay) (none were published on \(day))")
        case .unusedRate(let text, let from, let to):
            let between = if let from, let to { "between \(to) and \(from)" } else { "between currencies" }
            return Words("'\(text)' is not used: this line converts no amount \(between)")
        case .rateNotPositive:
            return Words("a rate must be a positive number")
        case .ratePairOfOneCurrency:
            return Words("a rate needs two different currencies", hint: "write, for example, at 1.05 USD/EUR (US dollars per euro)")
        case .noRate(let code, let source, let date, let currencyCount):
            if CryptoCurrencies.isCrypto(code) {
                // Never in the embedded table: only an update (or a rates file) brings one.
                return Words("no rate for \(code) is stored: crypto rates come only from an update",
                             hint: "the table in use (\(source), \(date)) has none")
            }
            return Words("no exchange rate for \(code) in the rate table (\(source), \(date))", hint: "the table has \(currencyCount) currencies")
        case .noRatesOn(let day):
            return Words("no exchange rates for \(day)")
        case .mixedSum(let op, let code, let plainText):
            return Words("cannot \(op == .add ? "add" : "subtract") a plain number and an amount of \(code)", hint: "write \(plainText) \(code)")
        case .conversionWithoutIn(let rewrite):
            return Words("a currency after an amount: a conversion needs 'in'", hint: "write \(rewrite)")
        case .moneyTimesMoney:
            return Words("cannot multiply two amounts of money", hint: "multiply an amount by a plain number, as in 12 USD * 3")
        case .numberOverMoney:
            return Words("cannot divide a plain number by an amount of money",
                         hint: "divide money by a number (12 USD / 4) or by money (12 USD / 4 EUR)")
        case .moneyToPower:
            return Words("cannot raise an amount of money to a power")
        case .functionOfMoney(let name):
            return Words("\(name) takes a plain number, not an amount of money")
        case .convertPlainNumber(let target, let literal):
            return Words("cannot convert a plain number to \(target)",
                         hint: literal.map { "to give it a currency, write \($0) \(target)" } ?? "only amounts of money can be converted")
        case .currencyWithoutAmount(let name):
            return Words("'\(name)' is a currency, not a value", hint: "write an amount, as in 1 \(name.uppercased())")
        case .variableNamedLikeCurrency(let name):
            let what = CurrencyCatalogue.codes(named: name) != nil ? "a currency name" : "a currency code"
            return Words("cannot name a variable '\(name)': it is \(what)", hint: "choose another variable name")
        case .rateOutsideAt(let numerator, let denominator, let rate):
            let pair = "\(numerator)/\(denominator)"
            return Words("\(pair) is an exchange rate, which calc takes only in an 'at' clause",
                         hint: rate.map { "write 100 \(denominator) in \(numerator) at \($0) \(pair), or rate(\(denominator), \(numerator)) for the table's rate" }
                             ?? "write rate(\(denominator), \(numerator)) for the table's rate of \(denominator) in \(numerator)")
        default:
            return nil
        }
    }
}
