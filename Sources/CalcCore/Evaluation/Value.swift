/// What an expression evaluates to: a number, optionally an amount of a currency.
public struct Value: Hashable, Sendable {
    public var number: Number
    /// The ISO 4217 code when the value is money.
    public var currency: CurrencyCode?

    public init(_ number: Number, currency: CurrencyCode? = nil) {
        self.number = number
        self.currency = currency
    }

    public var isMoney: Bool { currency != nil }
}
