/// An immutable exchange-rate table: how many units of each currency one unit of `base` buys.
///
/// The core never loads one; `CalcRates` (or a test) hands it in. Conversion is exact:
/// `amount × rate[to] / rate[from]`, through the base.
public struct RateTable: Equatable, Sendable {
    public var base: String
    /// The day the rates are for, `YYYY-MM-DD`.
    public var date: String
    /// Where the rates came from, for messages (`ECB`, `ECB + open.er-api.com`, a file name).
    public var source: String
    /// Units per one `base`; the base itself is always present with rate 1.
    public private(set) var rates: [String: Rational]
    /// The same rates by code, sorted, for lookups without hashing strings (every conversion
    /// makes two). Rate tables hold only three-letter upper-case codes.
    private var codes: [CurrencyCode] = []
    private var values: [Rational] = []

    public init(base: String, date: String, source: String, rates: [String: Rational]) {
        self.base = base
        self.date = date
        self.source = source
        var rates = rates
        rates[base] = .one
        self.rates = rates
        for (code, rate) in rates.compactMap({ entry in CurrencyCode(code: entry.key).map { ($0, entry.value) } }).sorted(by: { $0.0 < $1.0 }) {
            codes.append(code)
            values.append(rate)
        }
    }

    /// A table with no rates at all: conversions between different currencies fail.
    public static let empty = RateTable(base: "EUR", date: "none", source: "no rate table", rates: [:])

    /// Units of `code` per one `base`, if the table has it.
    public func rate(_ code: CurrencyCode) -> Rational? {
        codes.sortedIndex(of: code).map { values[$0] }
    }

    public func hasRate(_ code: CurrencyCode) -> Bool { rate(code) != nil }

    public var currencyCodes: [String] { rates.keys.sorted() }

    /// `amount` in `from` expressed in `to`, exactly; nil when either rate is missing.
    public func convert(_ amount: Rational, from: CurrencyCode, to: CurrencyCode) throws(ArithmeticError) -> Rational? {
        if from == to { return amount }
        guard let fromRate = rate(from), let toRate = rate(to) else { return nil }
        return try amount.multiplied(by: toRate).divided(by: fromRate)
    }
}
