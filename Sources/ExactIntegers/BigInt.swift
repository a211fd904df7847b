/// An arbitrary-precision signed integer in sign-magnitude form, a Foundation-free stand-in
/// for attaswift's `BigInt`.
///
/// Zero always has the sign `.plus`, so the stored properties determine the value and the
/// synthesized `==` and `hash(into:)` are value equality.
public struct BigInt: Hashable, Sendable {
    /// The sign of a `BigInt`; zero is `.plus`.
    public enum Sign: Hashable, Sendable {
        case plus
        case minus
    }

    /// Read-only (unlike attaswift's) so that a negative zero cannot be made.
    public private(set) var sign: Sign
    public private(set) var magnitude: BigUInt

    /// `sign` is ignored when `magnitude` is zero.
    public init(sign: Sign, magnitude: BigUInt) {
        self.sign = magnitude.isZero ? .plus : sign
        self.magnitude = magnitude
    }

    public init() { self.init(sign: .plus, magnitude: BigUInt()) }

    public init(_ magnitude: BigUInt) { self.init(sign: .plus, magnitude: magnitude) }

    public var isZero: Bool { magnitude.isZero }

    /// -1, 0 or 1.
    public func signum() -> BigInt {
        if sign == .minus { return -1 }
        return isZero ? 0 : 1
    }

    public mutating func negate() {
        if !isZero { sign = sign == .plus ? .minus : .plus }
    }

    public static prefix func - (value: BigInt) -> BigInt {
        var result = value
        result.negate()
        return result
    }

    public static var zero: BigInt { BigInt() }
}

extension BigInt: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int64) {
        self.init(sign: value < 0 ? .minus : .plus, magnitude: BigUInt(word: value.magnitude))
    }
}
