/// What an expression evaluates to: a number times a unit (none for a plain number, a
/// currency for an amount, a product such as `EUR/l`), and how it is presented.
public struct Value: Hashable, Sendable {
    public var number: Number
    /// What the number measures (`Unit`; its dimension decides what arithmetic allows).
    public var unit: Unit
    /// How a number without a unit shows: plain, a percentage, a base, a fraction.
    public var presentation: Presentation

    public init(_ number: Number, unit: Unit = .none, presentation: Presentation = .plain) {
        self.number = number
        self.unit = unit
        self.presentation = presentation
    }

    /// An amount of `currency`, or a plain number when it is nil.
    public init(_ number: Number, currency: CurrencyCode?) {
        self.init(number, unit: currency.map(Unit.currency) ?? .none)
    }

    /// The currency when the value is an amount of money.
    public var currency: CurrencyCode? { unit.currency }

    public var isMoney: Bool { unit.currency != nil }

    /// A plain number shown plainly: the evaluator's fast path.
    @inline(__always)
    public var isPlain: Bool {
        if case .none = unit, case .plain = presentation { return true }
        return false
    }
}
