/// What an expression evaluates to: a quantity and its kind.
public struct Value: Hashable, Sendable {
    public var number: Number
    /// What the number is and how it shows: plain, money, a percentage, a radix or a fraction
    /// (`ValueKind`; KindRules decides what each kind allows).
    public var kind: ValueKind

    public init(_ number: Number, kind: ValueKind = .plain) {
        self.number = number
        self.kind = kind
    }

    /// An amount of `currency`, or a plain number when it is nil.
    public init(_ number: Number, currency: CurrencyCode?) {
        self.init(number, kind: currency.map(ValueKind.money) ?? .plain)
    }

    /// The ISO 4217 code when the value is money.
    public var currency: CurrencyCode? { kind.currency }

    public var isMoney: Bool { kind.currency != nil }
}
