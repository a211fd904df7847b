import ExactIntegers

/// A real number as calc computes it: an exact rational, or an approximation of one.
///
/// Approximate numbers (from `sqrt`, `ln`, fractional powers, `pi` …) are still held as
/// rationals, so they keep calc's range, but they carry `isExact == false`, print with a
/// bounded number of digits, and are kept to `approximationBits` bits so that chains of
/// approximate arithmetic do not grow their denominators without end.
public struct Number: Hashable, Sendable {
    public var value: Rational
    public var isExact: Bool

    /// Bits kept for approximate values: far beyond the 15 digits shown.
    static let approximationBits = 128

    public init(_ value: Rational, isExact: Bool = true) {
        self.value = value
        self.isExact = isExact
        if !isExact { self.value = Number.trimmed(value) }
    }

    public init(_ integer: Int) { self.init(Rational(integer)) }

    /// An approximation from a finite `Double`.
    public init?(approximately double: Double) {
        guard let exact = Rational(exactly: double) else { return nil }
        self.init(exact, isExact: false)
    }

    /// `value` rounded to about `approximationBits` significant bits (a dyadic fraction).
    static func trimmed(_ value: Rational) -> Rational {
        guard case .big(let n, let d) = value.storage else { return value }
        let shift = n.magnitude.bitWidth - d.magnitude.bitWidth - approximationBits
        if shift >= 0 {
            // Large magnitude: keep the integer part's leading bits.
            let mantissa = n / (d << shift)
            return Rational(mantissa << shift, 1)
        }
        let mantissa = (n << -shift) / d
        return Rational(mantissa, BigInt(1) << -shift)
    }

    public var isZero: Bool { value.isZero }
    public var signum: Int { value.signum }

    public func adding(_ other: Number) throws(ArithmeticError) -> Number {
        Number(try value.adding(other.value), isExact: isExact && other.isExact)
    }

    public func subtracting(_ other: Number) throws(ArithmeticError) -> Number {
        Number(try value.subtracting(other.value), isExact: isExact && other.isExact)
    }

    public func multiplied(by other: Number) throws(ArithmeticError) -> Number {
        // An exact zero times anything is an exact zero.
        if (isExact && isZero) || (other.isExact && other.isZero) { return Number(.zero) }
        return Number(try value.multiplied(by: other.value), isExact: isExact && other.isExact)
    }

    public func divided(by other: Number) throws(ArithmeticError) -> Number {
        if isExact && isZero && !other.isZero { return Number(.zero) }
        return Number(try value.divided(by: other.value), isExact: isExact && other.isExact)
    }

    public static prefix func - (number: Number) -> Number {
        Number(-number.value, isExact: number.isExact)
    }
}

