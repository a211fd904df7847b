/// The money a run has produced (DESIGN §11, `--total CUR` and `:total CUR`): every
/// successful result that is an amount, assignments included, summed exactly per currency in
/// the order the currencies first appeared.
public struct Ledger: Sendable {
    /// One currency's amounts: how many, their exact sum, and the lines they came from.
    public struct Subtotal: Sendable {
        public let currency: CurrencyCode
        public fileprivate(set) var count: Int
        public fileprivate(set) var sum: Number
        /// The line numbers of the amounts (at most `maxLines` of them; 0 where unknown), so
        /// that an amount that cannot be totalled can be found.
        public fileprivate(set) var lines: [Int]
        static let maxLines = 5

        /// One access to the subtotal for all three changes (each of its own would check that
        /// the array is not shared).
        fileprivate mutating func add(_ amount: Number, line: Int) throws(ArithmeticError) {
            sum = try sum.adding(amount)
            count += 1
            if lines.count < Subtotal.maxLines { lines.append(line) }
        }
    }

    /// The summary in one currency: each subtotal converted, or why it could not be (a dated
    /// amount in a currency the table in use does not quote), and the total of the rest.
    public struct Summary: Sendable {
        public var lines: [(subtotal: Subtotal, converted: Result<Number, Diagnostic>)]
        public var total: Number

        /// The subtotals the total leaves out, with why.
        public var leftOut: [(subtotal: Subtotal, reason: Diagnostic)] {
            lines.compactMap { line in
                if case .failure(let reason) = line.converted { (line.subtotal, reason) } else { nil }
            }
        }
    }

    public private(set) var subtotals: [Subtotal] = []

    public init() {}

    /// Counts `value` when it is an amount of money; `line` is where it came from.
    public mutating func add(_ value: Value, line: Int = 0) throws(ArithmeticError) {
        guard let currency = value.currency else { return }
        if let index = subtotals.firstIndex(where: { $0.currency == currency }) {
            try subtotals[index].add(value.number, line: line)
        } else {
            subtotals.append(Subtotal(currency: currency, count: 1, sum: value.number, lines: [line]))
        }
    }

    /// Each subtotal with its value in `currency` (itself when it is that currency), and the
    /// total, converted with `rates`. A subtotal in a currency the rates do not quote (a dated
    /// amount) is left out of the total and said so, the others still summed. It throws when
    /// `currency` itself has no rate, or a sum is beyond the limits: then there is no total.
    public func summary(in currency: CurrencyCode, rates: any ExchangeRates) throws(Diagnostic) -> Summary {
        var lines: [(Subtotal, Result<Number, Diagnostic>)] = []
        var total = Number(.zero)
        func convertible(_ code: CurrencyCode) -> Bool { rates.quotes(code) || LegacyEuroRates.isLegacy(code) }
        for subtotal in subtotals {
            let converted: Number
            if subtotal.currency != currency && convertible(currency) && !convertible(subtotal.currency) {
                do throws(Diagnostic) {
                    converted = try Conversion.convert(subtotal.sum, from: subtotal.currency, to: currency, rates: rates, at: .none)
                } catch {
                    lines.append((subtotal, .failure(error)))
                    continue
                }
            } else {
                converted = try Conversion.convert(subtotal.sum, from: subtotal.currency, to: currency, rates: rates, at: .none)
            }
            lines.append((subtotal, .success(converted)))
            total = try Messages.locating(at: .none) { () throws(ArithmeticError) in try total.adding(converted) }
        }
        return Summary(lines: lines, total: total)
    }
}
