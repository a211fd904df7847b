/// What kind of quantity a value is. A new kind (a percentage, an exact multiple of π) is a
/// case here and rows in KindRules; the evaluator's fast path takes only `.plain`.
public enum ValueKind: Hashable, Sendable {
    /// A plain number.
    case plain
    /// An amount of a currency.
    case money(CurrencyCode)
    /// A percentage: the number is the fraction (`15%` holds 0.15) and prints as `15%`.
    case percent
    /// A whole number shown in base 16, 8 or 2 (`0xff`, `0o17`, `0b101`); arithmetic sees a
    /// plain number.
    case radix(Int)
    /// An exact value shown as p/q; arithmetic sees a plain number.
    case fraction

    /// The kind arithmetic and functions see: presentations (`in hex`, `as fraction`) are
    /// plain numbers.
    @inline(__always)
    public var forArithmetic: ValueKind {
        switch self {
        case .radix, .fraction: .plain
        default: self
        }
    }

    /// The currency of an amount; nil for every other kind.
    @inline(__always)
    public var currency: CurrencyCode? {
        if case .money(let code) = self { return code }
        return nil
    }

    @inline(__always)
    public var isPlain: Bool {
        if case .plain = self { return true }
        return false
    }
}
