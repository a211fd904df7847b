/// The question calc asks about money: how many units of `to` is one unit of `from` worth,
/// on `day` (nil: in the table in use)? Answered with the rate and where it came from, or why
/// there is none. A rate table answers it for its own day; the history of rates, an inline
/// `at` rate or a test's fixed rates are other answers to the same question.
public protocol ExchangeRates {
    func rate(of from: CurrencyCode, in to: CurrencyCode, on day: Day?) -> Result<QuotedRate, RateFailure>
    /// `amount` in `from` expressed in `to`, exactly.
    func convert(_ amount: Rational, from: CurrencyCode, to: CurrencyCode, on day: Day?) -> Result<Rational, RateFailure>
    /// Whether the table in use quotes `code` at all (codes ISO has retired, such as BGN).
    func quotes(_ code: CurrencyCode) -> Bool
    /// The codes of the table in use, for suggestions.
    var quotedCodes: [CurrencyCode] { get }
    /// The origin of the rate of `code` when it is more than `RateOrigin.lagDays` days older
    /// than the table's own day (a currency kept while its source fails), with that day.
    func lagging(_ code: CurrencyCode) -> (origin: RateOrigin, tableDate: Day)?
    /// Whether any rate may be `lagging` (asked once, after the table is in use).
    var mayLag: Bool { get }
}

extension ExchangeRates {
    public func lagging(_ code: CurrencyCode) -> (origin: RateOrigin, tableDate: Day)? { nil }
    public var mayLag: Bool { false }

    public func convert(_ amount: Rational, from: CurrencyCode, to: CurrencyCode, on day: Day?) -> Result<Rational, RateFailure> {
        rate(of: from, in: to, on: day).flatMap { quoted in
            do throws(ArithmeticError) {
                return .success(try amount.multiplied(by: quoted.rate))
            } catch {
                return .failure(.arithmetic(error))
            }
        }
    }
}

/// A rate and its provenance.
public struct QuotedRate: Equatable, Sendable {
    /// Units of the target per unit of the source.
    public var rate: Rational
    /// Where it came from (`ECB`, a file, `at 1.05`).
    public var source: String
    /// The day it is for.
    public var date: Day?
    /// How it was made through a base currency (`1 EUR = 1.1172 USD = 0.8338 GBP`), when it was.
    public var via: Via?

    /// A cross rate: units of each currency per unit of the base.
    public struct Via: Equatable, Sendable {
        public var base: CurrencyCode
        public var fromPerBase: Rational
        public var toPerBase: Rational
        /// Each side's source and day, when the two rates came from different origins (a
        /// merged table); nil when the quote's own source and date say it.
        public var fromOrigin: RateOrigin?
        public var toOrigin: RateOrigin?

        public init(base: CurrencyCode, fromPerBase: Rational, toPerBase: Rational,
                    fromOrigin: RateOrigin? = nil, toOrigin: RateOrigin? = nil) {
            self.base = base
            self.fromPerBase = fromPerBase
            self.toPerBase = toPerBase
            self.fromOrigin = fromOrigin
            self.toOrigin = toOrigin
        }
    }

    public init(rate: Rational, source: String, date: Day?, via: Via? = nil) {
        self.rate = rate
        self.source = source
        self.date = date
        self.via = via
    }
}

/// Why a rate cannot be given.
public enum RateFailure: Error, Equatable, Sendable {
    /// The table in use does not quote `code`; the table is described for the message.
    case notQuoted(CurrencyCode, source: String, date: String, currencyCount: Int)
    /// There are no rates for that day.
    case noRatesOn(Day)
    /// The converted amount would be too large.
    case arithmetic(ArithmeticError)
    /// `at 1.05` without a pair, on a line that converts between more than one pair.
    case bareRateForSeveralPairs(String)
    /// A date before the first day of the history.
    case beforeHistory(Day)
    /// A date after today.
    case inFuture(Day)
    /// A date after the newest day of the history (which is given).
    case beyondHistory(Day)
    /// The ECB did not quote the currency on that day: when it did (nil: never), and from when
    /// a legacy currency has its fixed rate. (Boxed: inline, its five values made every
    /// conversion's result twice as large to copy.)
    /// The ECB stopped quoting the currency for a while, these days included (ISK after 2008).
    indirect case notQuotedBetween(CurrencyCode, from: Day, to: Day)
    indirect case notQuotedOn(CurrencyCode, Day, firstQuoted: Day?, lastQuoted: Day?, fixedFrom: Day?)
}
