/// An immutable exchange-rate table: how many units of each currency one unit of `base` buys.
///
/// The core never loads one; `CalcRates` (or a test) hands it in. Conversion is exact:
/// `amount × rate[to] / rate[from]`, through the base.
///
/// The contents sit in one shared, immutable object, so that handing a table around — the
/// evaluator reaches for it at every conversion — costs one reference count, not one per field.
public struct RateTable: Equatable, Sendable {
    private final class Contents: Sendable {
        let base: String
        let date: String
        let source: String
        let rates: [String: Rational]
        /// The same rates by code, sorted, for lookups without hashing strings (every
        /// conversion makes two). Rate tables hold only three-letter upper-case codes.
        let codes: [CurrencyCode]
        let values: [Rational]

        init(base: String, date: String, source: String, rates: [String: Rational]) {
            self.base = base
            self.date = date
            self.source = source
            self.rates = rates
            let sorted = rates.compactMap { entry in CurrencyCode(code: entry.key).map { ($0, entry.value) } }
                .sorted { $0.0 < $1.0 }
            codes = sorted.map(\.0)
            values = sorted.map(\.1)
        }
    }

    private var contents: Contents

    public var base: String { contents.base }
    /// The day the rates are for, `YYYY-MM-DD`.
    public var date: String { contents.date }
    /// Where the rates came from, for messages (`ECB`, `ECB + open.er-api.com`, a file name).
    public var source: String { contents.source }
    /// Units per one `base`; the base itself is always present with rate 1.
    public var rates: [String: Rational] { contents.rates }

    public init(base: String, date: String, source: String, rates: [String: Rational]) {
        var rates = rates
        rates[base] = .one
        contents = Contents(base: base, date: date, source: source, rates: rates)
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
    public static let empty = RateTable(base: "EUR", date: "none", source: "no rate table", rates: [:])

    /// Units of `code` per one `base`, if the table has it.
    public func rate(_ code: CurrencyCode) -> Rational? {
        contents.codes.sortedIndex(of: code).map { contents.values[$0] }
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
