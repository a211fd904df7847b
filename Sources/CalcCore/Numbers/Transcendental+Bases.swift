#if canImport(Glibc)
import Glibc
#endif
import CMultiPrecision

/// Logarithms to any base, roots of any order, and the hypotenuse: exact where the answer is
/// (`log(8, 2)` is 3, `root(-27, 3)` is -3, `hypot(3, 4)` is 5), approximations otherwise.
extension Transcendental {
    /// log_b(x): exact when x is a whole power of b (`log(1/8, 2)` is -3).
    public static func logarithm(_ x: Number, base: Number, precision: Int) throws(ArithmeticError) -> Number {
        if base.isZero || base.signum < 0 { throw .notReal("a logarithm's base must be positive") }
        if base.exact == .one { throw .notReal("a logarithm to base 1 is undefined") }
        if x.isZero { throw .notReal("the logarithm of zero is undefined") }
        if x.signum < 0 { throw .notReal("the logarithm of a negative number is undefined") }
        if x.exact == .one { return Number(.zero) }
        if let value = x.exact, let b = base.exact, let k = wholeLogarithm(value, base: b) { return Number(Rational(k)) }
        if x.signum == 0 || base.signum == 0 { throw .undecided }
        let numerator = x.interval(precision: precision).map(mpfi_log)
        let denominator = base.interval(precision: precision).map(mpfi_log)
        if denominator.containsZero { throw .undecided }
        return try Number.checked(Approximation.combine(numerator, denominator, mpfi_div))
    }

    /// k when x = b^k exactly for a whole k, found from a floating estimate and checked exactly.
    static func wholeLogarithm(_ x: Rational, base b: Rational) -> Int? {
        let estimate = log2Estimate(x) / log2Estimate(b)
        guard estimate.isFinite, abs(estimate) < Double(Limits.maxBits) else { return nil }
        let k = Int(estimate.rounded())
        guard k != 0, abs(estimate - Double(k)) < 1e-6, let power = try? b.power(k) else { return nil }
        return power == x ? k : nil
    }

    /// log2 of a positive rational, to a few digits, beyond the range of doubles too.
    private static func log2Estimate(_ x: Rational) -> Double {
        let double = x.doubleValue
        if double.isFinite && double > 0 { return log2(double) }
        let n = x.numerator.magnitude, d = x.denominator
        return log2Big(n) - log2Big(d)
    }

    private static func log2Big(_ x: BigInteger) -> Double {
        let width = x.bitWidth
        if width <= 1000 { return log2(Double(x)) }
        return log2(Double(x >> (width - 64))) + Double(width - 64)
    }

    /// The n-th root, n a whole number other than 0; real for negative x when n is odd.
    public static func root(_ x: Number, order: Number, precision: Int) throws(ArithmeticError) -> Number {
        guard let n = order.exact, n.isInteger, !n.isZero else { throw .notReal("a root's order must be a whole number other than 0") }
        if x.signum < 0 && !n.numerator.isOdd { throw .notReal("an even root of a negative number is not a real number") }
        guard let inverse = n.reciprocal else { throw .divisionByZero }
        return try power(x, Number(inverse), precision: precision)
    }

    /// √(a² + b² + …), exact when that is rational (`hypot(3, 4)` is 5).
    public static func hypotenuse(_ values: [Number], precision: Int) throws(ArithmeticError) -> Number {
        var sum = Number(.zero)
        for value in values { sum = try sum.adding(value.multiplied(by: value)) }
        return try squareRoot(sum, precision: precision)
    }
}
