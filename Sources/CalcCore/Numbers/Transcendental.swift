import CMultiPrecision
#if canImport(Glibc)
import Glibc
#endif

/// Roots, logarithms, exponentials and real powers: exact where the answer is rational
/// (`sqrt(16)`, `8^(1/3)`, `log(1000)`, `ln(1)`), otherwise approximations computed with MPFI
/// at the precision the evaluator asks for, as intervals that hold the true value.
public enum Transcendental {
    public static func squareRoot(_ x: Number, precision: Int) throws(ArithmeticError) -> Number {
        if x.isZero { return x }
        if let value = x.exact {
            if value.signum < 0 { throw .notReal("the square root of a negative number is not a real number") }
            if let root = exactRoot(value, 2) { return Number(root) }
        }
        if x.signum < 0 { throw .notReal("the square root of a negative number is not a real number") }
        return try approximate(x, precision: precision, requiresPositive: true, mpfi_sqrt)
    }

    /// The exact k-th root of a positive rational, when there is one.
    static func exactRoot(_ value: Rational, _ k: Int) -> Rational? {
        // GMP decides exactly, at any size (a floating guess missed roots above 2^53).
        guard let n = value.numerator.magnitude.exactRoot(k), let d = value.denominator.exactRoot(k) else { return nil }
        return Rational(n, d)
    }

    public static func naturalLogarithm(_ x: Number, precision: Int) throws(ArithmeticError) -> Number {
        try checkLogarithmArgument(x)
        if x.exact == .one { return Number(.zero) }
        return try approximate(x, precision: precision, requiresPositive: true, mpfi_log)
    }

    public static func decimalLogarithm(_ x: Number, precision: Int) throws(ArithmeticError) -> Number {
        try checkLogarithmArgument(x)
        if x.exact == .one { return Number(.zero) }
        if let value = x.exact, let power = wholeLogarithm(value, base: Rational(10)) { return Number(Rational(power)) }
        return try approximate(x, precision: precision, requiresPositive: true, mpfi_log10)
    }

    public static func binaryLogarithm(_ x: Number, precision: Int) throws(ArithmeticError) -> Number {
        try checkLogarithmArgument(x)
        if x.exact == .one { return Number(.zero) }
        if let value = x.exact, let power = wholeLogarithm(value, base: Rational(2)) { return Number(Rational(power)) }
        return try approximate(x, precision: precision, requiresPositive: true, mpfi_log2)
    }

    /// The real cube root: `cbrt(-8)` is `-2`, exact when the root is rational.
    public static func cubeRoot(_ x: Number, precision: Int) throws(ArithmeticError) -> Number {
        if x.isZero { return x }
        if let value = x.exact, let root = exactRoot(value.magnitude, 3) { return Number(value.signum < 0 ? -root : root) }
        return try Number.checked(x.interval(precision: precision).map(mpfi_cbrt))
    }

    private static func checkLogarithmArgument(_ x: Number) throws(ArithmeticError) {
        if x.isZero { throw .notReal("the logarithm of zero is undefined") }
        if x.signum < 0 { throw .notReal("the logarithm of a negative number is undefined") }
    }

    public static func exponential(_ x: Number, precision: Int) throws(ArithmeticError) -> Number {
        if x.isZero { return Number(.one) }
        return try approximate(x, precision: precision, requiresPositive: false, mpfi_exp)
    }

    /// A real power x^y: exact when the root is (`8^(1/3)`), otherwise exp(y · ln|x|) with
    /// the sign of an odd power put back. Also the whole powers too large for repeated
    /// squaring (`(pi/pi)^(10^20)`).
    public static func power(_ base: Number, _ exponent: Number, precision: Int) throws(ArithmeticError) -> Number {
        if base.isZero {
            // 0^y is 0 for y > 0, 1 for y = 0 (calc's 0^0), and no number for y < 0.
            switch exponent.signum {
            case 1: return Number(.zero)
            case -1: throw .divisionByZero
            default: throw .undecided // an approximate exponent that may be zero
            }
        }
        let sign = base.signum
        // An approximation that may be zero or negative.
        if sign == 0 { throw .undecided }
        var negateResult = false
        if let y = exponent.exact {
            if sign < 0 {
                // Only odd roots of negative numbers are real: (-8)^(1/3) is -2.
                guard y.denominator.isOdd else { throw .notReal("a negative number to a fractional power is not a real number") }
                negateResult = y.numerator.isOdd
            }
            if let b = base.exact, let k = Int(exactly: y.denominator), k <= 1 << 20,
               let p = Int(exactly: y.numerator), abs(p) <= 1 << 20, let root = exactRoot(b.magnitude, k) {
                return Number(try (negateResult ? -root : root).power(p))
            }
        } else if sign < 0 {
            throw .notReal("a negative number to a power that is not exact: calc cannot tell whether the power is a whole number")
        }
        let magnitude = sign < 0 ? -base : base
        let logarithm = magnitude.interval(precision: precision).map(mpfi_log)
        let product = Approximation.combine(logarithm, exponent.interval(precision: precision), mpfi_mul)
        let result = try Number.checked(product.map(mpfi_exp))
        return negateResult ? -result : result
    }

    /// `operation` on x as an interval at `precision`. With `requiresPositive` (the caller
    /// has refused a certainly negative x), an approximation that may be zero is undecided.
    private static func approximate(_ x: Number, precision: Int, requiresPositive: Bool,
                                    _ operation: (mpfi_ptr?, mpfi_srcptr?) -> Int32) throws(ArithmeticError) -> Number {
        if requiresPositive && x.signum == 0 { throw .undecided }
        return try Number.checked(x.interval(precision: precision).map(operation))
    }

    /// π and e at `precision`.
    public static func pi(precision: Int) -> Number { Number.piMultiple(.one, precision: precision) }
    public static func e(precision: Int) -> Number { Number(Approximation.e(precision: precision)) }
}
