/// An immutable exchange-rate table: how many units of each currency one unit of `base` buys,
/// on the day `date`. It answers `ExchangeRates` for that day.
///
/// The core never loads one; `CalcRates` (or a test) hands it in. Conversion is exact:
/// `amount × rate[to] / rate[from]`, through the base.
///
/// The contents sit in one shared, immutable object, so that handing a table around — the
/// evaluator reaches for it at every conversion — costs one reference count, not one per field.
public struct RateTable: Equatable, Sendable {
    private final class Contents: Sendable {
        let base: CurrencyCode
        let date: Day?
        let source: String
        let rates: [CurrencyCode: Rational]
        /// The same rates sorted by code, for lookups by binary search (every conversion
        /// makes two).
        let codes: SortedCodes
        let values: [Rational]

        init(base: CurrencyCode, date: Day?, source: String, rates: [CurrencyCode: Rational]) {
            self.base = base
            self.date = date
            self.source = source
            self.rates = rates
            let sorted = rates.sorted { $0.key < $1.key }
            codes = SortedCodes(sorted.map(\.key))
            values = sorted.map(\.value)
        }
    }

    private var contents: Contents

    public var base: CurrencyCode { contents.base }
    /// The day the rates are for; nil only for the empty table.
    public var date: Day? { contents.date }
    /// Where the rates came from, for messages (`ECB`, `ECB + open.er-api.com`, a file name).
    public var source: String { contents.source }
    /// Units per one `base`; the base itself is always present with rate 1.
    public var rates: [CurrencyCode: Rational] { contents.rates }

    public init(base: CurrencyCode, date: Day?, source: String, rates: [CurrencyCode: Rational]) {
        var rates = rates
        rates[base] = .one
        contents = Contents(base: base, date: date, source: source, rates: rates)
    }

    /// The same table without the currencies the euro replaced (a table from before their day,
    /// or a wide source that still lists BGN or HRK): those convert at their irrevocable rates
    /// (DESIGN §10), which the evaluator uses for a code the table does not quote.
    public func removingLegacyEuroCurrencies() -> RateTable {
        guard rates.keys.contains(where: { $0 != base && LegacyEuroRates.isLegacy($0) }) else { return self }
        return RateTable(base: base, date: date, source: source, rates: rates.filter { $0.key == base || !LegacyEuroRates.isLegacy($0.key) })
    }

    /// The same rates, said to come from `source`.
    public func withSource(_ source: String) -> RateTable {
        RateTable(base: base, date: date, source: source, rates: rates)
    }

    public static func == (left: RateTable, right: RateTable) -> Bool {
        left.contents === right.contents
            || (left.base == right.base && left.date == right.date && left.source == right.source && left.rates == right.rates)
    }

    /// A table with no rates at all: conversions between different currencies fail.
    public static let empty = RateTable(base: "EUR", date: nil, source: "no rate table", rates: [:])

    /// The date as messages say it: `YYYY-MM-DD`, or `none` for the empty table.
    public var dateText: String { date?.text ?? "none" }

    /// Units of `code` per one `base`, if the table has it.
    public func rate(_ code: CurrencyCode) -> Rational? {
        contents.codes.index(of: code).map { contents.values[$0] }
    }

    public func hasRate(_ code: CurrencyCode) -> Bool { rate(code) != nil }

    /// The codes the table quotes, in alphabetical order.
    public var currencyCodes: [CurrencyCode] { contents.codes.codes }
}

extension RateTable: ExchangeRates {
    public func rate(of from: CurrencyCode, in to: CurrencyCode, on day: Day?) -> Result<QuotedRate, RateFailure> {
        if let day, day != date { return .failure(.noRatesOn(day)) }
        guard let fromRate = rate(from) else { return .failure(notQuoted(from)) }
        guard let toRate = rate(to) else { return .failure(notQuoted(to)) }
        if from == to { return .success(QuotedRate(rate: .one, source: source, date: date)) }
        do {
            let via = from == base || to == base ? nil : QuotedRate.Via(base: base, fromPerBase: fromRate, toPerBase: toRate)
            return .success(QuotedRate(rate: try toRate.divided(by: fromRate), source: source, date: date, via: via))
        } catch {
            return .failure(.arithmetic(error))
        }
    }

    /// `amount × rate[to] / rate[from]` in one step, without forming the rate first.
    public func convert(_ amount: Rational, from: CurrencyCode, to: CurrencyCode, on day: Day?) -> Result<Rational, RateFailure> {
        if let day, day != date { return .failure(.noRatesOn(day)) }
        if from == to { return .success(amount) }
        guard let fromRate = rate(from) else { return .failure(notQuoted(from)) }
        guard let toRate = rate(to) else { return .failure(notQuoted(to)) }
        do {
            return .success(try amount.multiplied(by: toRate).divided(by: fromRate))
        } catch {
            return .failure(.arithmetic(error))
        }
    }

    public func quotes(_ code: CurrencyCode) -> Bool { hasRate(code) }

    public var quotedCodes: [CurrencyCode] { currencyCodes }

    private func notQuoted(_ code: CurrencyCode) -> RateFailure {
        .notQuoted(code, source: source, date: dateText, currencyCount: contents.codes.codes.count)
    }
}
