/// The money a run has produced (DESIGN §11, `--total CUR` and `:total CUR`): every
/// successful result that is an amount, assignments included, summed exactly per currency in
/// the order the currencies first appeared.
public struct Ledger: Sendable {
    /// One currency's amounts: how many, and their exact sum.
    public struct Subtotal: Sendable {
        public let currency: CurrencyCode
        public fileprivate(set) var count: Int
        public fileprivate(set) var sum: Number
    }

    public private(set) var subtotals: [Subtotal] = []

    public init() {}

    /// Counts `value` when it is an amount of money.
    public mutating func add(_ value: Value) throws(ArithmeticError) {
        guard let currency = value.currency else { return }
        if let index = subtotals.firstIndex(where: { $0.currency == currency }) {
            subtotals[index].sum = try subtotals[index].sum.adding(value.number)
            subtotals[index].count += 1
        } else {
            subtotals.append(Subtotal(currency: currency, count: 1, sum: value.number))
        }
    }

    /// Each subtotal with its value in `currency` (itself when it is that currency), and the
    /// total, converted with `rates`.
    public func summary(in currency: CurrencyCode, rates: any ExchangeRates) throws(Diagnostic)
        -> (lines: [(subtotal: Subtotal, converted: Number)], total: Number) {
        var lines: [(Subtotal, Number)] = []
        var total = Number(.zero)
        for subtotal in subtotals {
            let converted = try Conversion.convert(subtotal.sum, from: subtotal.currency, to: currency, rates: rates, at: .none)
            lines.append((subtotal, converted))
            total = try Messages.locating(at: .none) { () throws(ArithmeticError) in try total.adding(converted) }
        }
        return (lines, total)
    }
}
