import CMultiPrecision

/// Arithmetic on `BigInteger`, with Swift's integer semantics: `/` and `%` truncate toward
/// zero (the remainder takes the dividend's sign), `>>` rounds toward negative infinity.
extension BigInteger {
    private static func combining(_ lhs: BigInteger, _ rhs: BigInteger, _ operation: (mpz_ptr, mpz_srcptr, mpz_srcptr) -> Void) -> BigInteger {
        lhs.withRaw { a in rhs.withRaw { b in BigInteger(building: { operation($0, a, b) }) } }
    }

    private func mapping(_ operation: (mpz_ptr, mpz_srcptr) -> Void) -> BigInteger {
        withRaw { a in BigInteger(building: { operation($0, a) }) }
    }

    public static func + (lhs: BigInteger, rhs: BigInteger) -> BigInteger {
        combining(lhs, rhs) { __gmpz_add($0, $1, $2) }
    }

    public static func - (lhs: BigInteger, rhs: BigInteger) -> BigInteger {
        combining(lhs, rhs) { __gmpz_sub($0, $1, $2) }
    }

    public static func * (lhs: BigInteger, rhs: BigInteger) -> BigInteger {
        combining(lhs, rhs) { __gmpz_mul($0, $1, $2) }
    }

    /// Truncating division; the divisor must not be zero (GMP would raise SIGFPE).
    public static func / (lhs: BigInteger, rhs: BigInteger) -> BigInteger {
        precondition(!rhs.isZero, "division by zero")
        return combining(lhs, rhs) { __gmpz_tdiv_q($0, $1, $2) }
    }

    public static func % (lhs: BigInteger, rhs: BigInteger) -> BigInteger {
        precondition(!rhs.isZero, "division by zero")
        return combining(lhs, rhs) { __gmpz_tdiv_r($0, $1, $2) }
    }

    public func quotientAndRemainder(dividingBy divisor: BigInteger) -> (quotient: BigInteger, remainder: BigInteger) {
        precondition(!divisor.isZero, "division by zero")
        let remainder = BigInteger(building: { _ in })
        let quotient = withRaw { a in
            divisor.withRaw { b in BigInteger(building: { __gmpz_tdiv_qr($0, remainder.storage.pointer, a, b) }) }
        }
        return (quotient, remainder)
    }

    public static prefix func - (value: BigInteger) -> BigInteger {
        value.mapping { __gmpz_neg($0, $1) }
    }

    public mutating func negate() { self = -self }

    public static func += (lhs: inout BigInteger, rhs: BigInteger) { lhs = lhs + rhs }
    public static func -= (lhs: inout BigInteger, rhs: BigInteger) { lhs = lhs - rhs }
    public static func *= (lhs: inout BigInteger, rhs: BigInteger) { lhs = lhs * rhs }
    public static func /= (lhs: inout BigInteger, rhs: BigInteger) { lhs = lhs / rhs }

    /// `lhs × 2^shift` (a negative shift shifts right).
    public static func << (lhs: BigInteger, shift: Int) -> BigInteger {
        if shift < 0 { return lhs >> -shift }
        return lhs.mapping { __gmpz_mul_2exp($0, $1, UInt(shift)) }
    }

    /// `floor(lhs / 2^shift)` (a negative shift shifts left).
    public static func >> (lhs: BigInteger, shift: Int) -> BigInteger {
        if shift < 0 { return lhs << -shift }
        return lhs.mapping { __gmpz_fdiv_q_2exp($0, $1, UInt(shift)) }
    }

    public static func >>= (lhs: inout BigInteger, shift: Int) { lhs = lhs >> shift }
    public static func <<= (lhs: inout BigInteger, shift: Int) { lhs = lhs << shift }

    /// `self ^ exponent` for exponent ≥ 0; callers bound the size of the result first.
    public func power(_ exponent: Int) -> BigInteger {
        precondition(exponent >= 0, "negative exponent")
        return mapping { __gmpz_pow_ui($0, $1, UInt(exponent)) }
    }

    /// The greatest common divisor of the magnitudes (0 only when both are 0).
    public func greatestCommonDivisor(with other: BigInteger) -> BigInteger {
        BigInteger.combining(self, other) { __gmpz_gcd($0, $1, $2) }
    }

    /// The whole part of the square root of a non-negative value.
    public func squareRoot() -> BigInteger {
        precondition(signum() >= 0, "square root of a negative number")
        return mapping { __gmpz_sqrt($0, $1) }
    }

    /// The exact `k`-th root (k ≥ 1) of a non-negative value, when it is a whole number.
    public func exactRoot(_ k: Int) -> BigInteger? {
        precondition(k >= 1 && signum() >= 0, "root of a negative number")
        var isExact: Int32 = 0
        let root = mapping { isExact = __gmpz_root($0, $1, UInt(k)) }
        return isExact != 0 ? root : nil
    }

    /// n! (GMP's mpz_fac_ui); callers bound the size first.
    public static func factorial(_ n: Int) -> BigInteger {
        precondition(n >= 0, "factorial of a negative number")
        return BigInteger(building: { __gmpz_fac_ui($0, UInt(n)) })
    }
}
