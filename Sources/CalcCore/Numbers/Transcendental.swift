#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ExactIntegers

/// Roots, logarithms and exponentials: exact where the answer is rational (`sqrt(16)`,
/// `8^(1/3)`, `log(1000)`, `ln(1)`), otherwise approximations to well over 15 digits,
/// marked inexact.
public enum Transcendental {
    static let ln2 = 0.6931471805599453

    public static func squareRoot(_ x: Number) throws(ArithmeticError) -> Number {
        if x.signum < 0 { throw .notReal("the square root of a negative number is not a real number") }
        if x.isZero { return x }
        if x.isExact, let root = exactRoot(x.value, 2) { return Number(root) }
        // sqrt(n/d) = sqrt(n·d)/d, computed as an integer square root with 128 extra bits.
        let n = x.value.numerator.magnitude, d = x.value.denominator.magnitude
        let product = n * d
        let shift = Swift.max(0, (260 - product.bitWidth) / 2 + 1)
        let root = (product << (2 * shift)).squareRoot()
        return Number(Rational(BigInt(root), BigInt(d) << shift), isExact: false)
    }

    /// The exact k-th root of a positive rational, when there is one.
    static func exactRoot(_ value: Rational, _ k: Int) -> Rational? {
        guard let n = integerRoot(value.numerator.magnitude, k),
              let d = integerRoot(value.denominator.magnitude, k) else { return nil }
        return Rational(BigInt(n), BigInt(d))
    }

    private static func integerRoot(_ x: BigUInt, _ k: Int) -> BigUInt? {
        if x.isZero || x == 1 { return x }
        if k == 2 {
            let root = x.squareRoot()
            return root * root == x ? root : nil
        }
        // A k-th root of x has about bitWidth/k bits; refine a floating guess exactly.
        guard x.bitWidth / k < 1000 else { return nil }
        let guess = exp2(log2Big(x) / Double(k))
        guard guess.isFinite else { return nil }
        let candidate = BigUInt(guess.rounded())
        for delta in [0, 1, -1] as [Int] {
            let c = delta >= 0 ? candidate + BigUInt(delta) : (candidate.isZero ? candidate : candidate - 1)
            if c.power(k) == x { return c }
        }
        return nil
    }

    /// log2 of a big positive integer as a double, past the range of `Double`.
    private static func log2Big(_ x: BigUInt) -> Double {
        let width = x.bitWidth
        if width <= 1000 { return log2(Double(x)) }
        let top = x >> (width - 64)
        return log2(Double(top)) + Double(width - 64)
    }

    /// ln of a positive rational as a double, for any magnitude calc can hold.
    private static func naturalLog(_ value: Rational) -> Double {
        let double = value.doubleValue
        if double.isNormal { return log(double) }
        return (log2Big(value.numerator.magnitude) - log2Big(value.denominator.magnitude)) * ln2
    }

    public static func naturalLogarithm(_ x: Number) throws(ArithmeticError) -> Number {
        if x.signum <= 0 { throw .notReal("the logarithm of \(x.isZero ? "zero" : "a negative number") is undefined") }
        if x.isExact && x.value == .one { return Number(.zero) }
        return approximate(naturalLog(x.value))
    }

    public static func decimalLogarithm(_ x: Number) throws(ArithmeticError) -> Number {
        if x.signum <= 0 { throw .notReal("the logarithm of \(x.isZero ? "zero" : "a negative number") is undefined") }
        if x.isExact, let power = exactPowerOfTen(x.value) { return Number(Rational(power)) }
        let double = x.value.doubleValue
        if double.isNormal { return approximate(log10(double)) }
        return approximate(naturalLog(x.value) / log(10.0))
    }

    /// k when the value is exactly 10^k.
    private static func exactPowerOfTen(_ value: Rational) -> Int? {
        func exponent(_ x: BigInt) -> Int? {
            var x = x, k = 0
            while x > 1 {
                let (q, r) = x.quotientAndRemainder(dividingBy: 10)
                if !r.isZero { return nil }
                x = q; k += 1
            }
            return x == 1 ? k : nil
        }
        if value.denominator == 1 { return exponent(value.numerator) }
        if value.numerator == 1 { return exponent(value.denominator).map { -$0 } }
        return nil
    }

    public static func exponential(_ x: Number) throws(ArithmeticError) -> Number {
        if x.isExact && x.isZero { return Number(.one) }
        let y = x.value.doubleValue
        // e^y = 2^(y/ln2): beyond 2^maxBits no answer fits the limits.
        let binaryExponent = y / ln2
        if binaryExponent > Double(Limits.maxBits) {
            throw .tooLarge(estimatedDigits: Int(Swift.min(binaryExponent * 0.30103, 1e15)) + 1)
        }
        if binaryExponent < -Double(Limits.maxBits) { return Number(.zero, isExact: false) }
        return naturalExponential(y)
    }

    /// e^y for any y within the limits. Beyond the range of `Double`, e^y = e^r · 2^k with
    /// k = round(y/ln2) and r = y − k·ln2 computed with ln2 split in two (Cody and Waite), so
    /// that r keeps full precision however large k is.
    private static func naturalExponential(_ y: Double) -> Number {
        let direct = exp(y)
        if direct.isNormal { return approximate(direct) }
        let ln2High = 0.693147180369123816490, ln2Low = 1.90821492927058770002e-10
        let k = (y / ln2).rounded()
        let r = (y - k * ln2High) - k * ln2Low
        let mantissa = Rational(exactly: exp(r)) ?? .one
        let scale = Int(k)
        let two = scale >= 0 ? Rational(BigInt(1) << scale) : Rational(1, BigInt(1) << -scale)
        return Number((try? mantissa.multiplied(by: two)) ?? .zero, isExact: false)
    }

    /// A real power with a non-integer exponent: x^(p/q).
    public static func power(_ base: Number, _ exponent: Number) throws(ArithmeticError) -> Number {
        if base.isZero {
            if exponent.signum < 0 { throw .divisionByZero }
            return Number(.zero, isExact: base.isExact && exponent.isExact)
        }
        let q = exponent.value.denominator
        let negativeBase = base.signum < 0
        if negativeBase {
            // Only odd roots of negative numbers are real: (-8)^(1/3) is -2.
            guard exponent.isExact, q.magnitude.bitWidth < 32, Int(q) % 2 == 1 else {
                throw .notReal("a negative number to a fractional power is not a real number")
            }
        }
        if base.isExact && exponent.isExact, let k = Int(exactly: q), k <= 64,
           let p = Int(exactly: exponent.value.numerator), abs(p) <= 1 << 20,
           let root = exactRoot(base.value.magnitude, k) {
            let signed = negativeBase ? -root : root
            return Number(try signed.power(p))
        }
        let magnitude = base.value.magnitude
        let binaryExponent = (naturalLog(magnitude) / ln2) * exponent.value.doubleValue
        if binaryExponent > Double(Limits.maxBits) {
            throw .tooLarge(estimatedDigits: Int(Swift.min(binaryExponent * 0.30103, 1e15)) + 1)
        }
        if binaryExponent < -Double(Limits.maxBits) { return Number(.zero, isExact: false) }
        var result: Number
        let direct = pow(magnitude.doubleValue, exponent.value.doubleValue)
        if direct.isNormal, let value = Number(approximately: direct) {
            result = value
        } else {
            result = naturalExponential(binaryExponent * ln2)
        }
        let odd = negativeBase && Int(exactly: exponent.value.numerator).map { $0 % 2 != 0 } ?? false
        if odd { result = -result }
        return result
    }

    private static func approximate(_ double: Double) -> Number {
        Number(approximately: double) ?? Number(.zero, isExact: false)
    }

    /// pi and e to 40 digits: inexact constants, far more precise than what is shown.
    public static let pi = Number(Rational(BigInt("31415926535897932384626433832795028841971"),
                                           BigInt(10).power(40)), isExact: false)
    public static let e = Number(Rational(BigInt("27182818284590452353602874713526624977572"),
                                          BigInt(10).power(40)), isExact: false)
}
