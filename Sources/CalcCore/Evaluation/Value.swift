/// What an expression evaluates to: a number, optionally an amount of a currency.
public struct Value: Hashable, Sendable {
    public var number: Number
    /// The ISO 4217 code when the value is money.
    public var currency: String?

    public init(_ number: Number, currency: String? = nil) {
        self.number = number
        self.currency = currency
    }

    public var isMoney: Bool { currency != nil }
}
