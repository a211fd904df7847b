#if canImport(Glibc)
import Glibc
#endif
import CMultiPrecision

/// Functions of whole numbers: factorial, greatest common divisor, least common multiple.
/// Exact, and held to the size limit of exact results before anything is computed.
public enum WholeNumbers {
    /// n! for a whole n ≥ 0 (`5!` is 120); the estimate of its size is checked first, so
    /// that `100000!` is refused at once.
    public static func factorial(_ n: Number) throws(ArithmeticError) -> Number {
        guard let value = n.exact, value.isInteger, value.signum >= 0 else {
            throw .notReal("factorial needs a whole number from 0 up")
        }
        guard let k = value.intValue, k <= 1 << 20 else { throw .tooLarge(estimatedDigits: .max) }
        // log10(k!) = lgamma(k + 1) / ln 10.
        let digits = Int(lgamma(Double(k) + 1) / 2.302585092994046) + 1
        if digits > Limits.maxDigits { throw .tooLarge(estimatedDigits: digits) }
        return Number(Rational(BigInteger.factorial(k)))
    }

    /// gcd of whole numbers (any count ≥ 2); 0 only when all are 0.
    public static func greatestCommonDivisor(_ values: [Number]) throws(ArithmeticError) -> Number {
        var result = BigInteger(0)
        for value in values {
            result = result.greatestCommonDivisor(with: try whole(value, "gcd"))
        }
        return Number(Rational(result))
    }

    /// lcm of whole numbers (any count ≥ 2); 0 when any is 0 and all are whole (a zero does
    /// not excuse `lcm(0, 2.5)`).
    public static func leastCommonMultiple(_ values: [Number]) throws(ArithmeticError) -> Number {
        let wholes = try values.map { value throws(ArithmeticError) in try whole(value, "lcm").magnitude }
        if wholes.contains(where: \.isZero) { return Number(.zero) }
        var result = BigInteger(1)
        for next in wholes {
            let product = result / result.greatestCommonDivisor(with: next) * next
            if product.bitWidth > Limits.maxBits { throw .tooLarge(estimatedDigits: ArithmeticError.digits(forBits: product.bitWidth)) }
            result = product
        }
        return Number(Rational(result))
    }

    private static func whole(_ value: Number, _ name: String) throws(ArithmeticError) -> BigInteger {
        guard let exact = value.exact, exact.isInteger else { throw .notReal("\(name) needs whole numbers") }
        return exact.numerator
    }
}
