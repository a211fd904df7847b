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

    public init(base: String, date: String, source: String, rates: [String: Rational]) {
        self.base = base
        self.date = date
        self.source = source
        var rates = rates
        rates[base] = .one
        self.rates = rates
    }

    /// A table with no rates at all: conversions between different currencies fail.
    public static let empty = RateTable(base: "EUR", date: "none", source: "no rate table", rates: [:])

    public func hasRate(_ code: String) -> Bool { rates[code] != nil }

    public var currencyCodes: [String] { rates.keys.sorted() }

    /// `amount` in `from` expressed in `to`, exactly; nil when either rate is missing.
    public func convert(_ amount: Rational, from: String, to: String) throws(ArithmeticError) -> Rational? {
        if from == to { return amount }
        guard let fromRate = rates[from], let toRate = rates[to] else { return nil }
        return try amount.multiplied(by: toRate).divided(by: fromRate)
    }
}
