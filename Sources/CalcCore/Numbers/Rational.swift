#if canImport(Glibc)
import Glibc
#endif
/// An exact fraction in lowest terms with a positive denominator.
///
/// Values whose numerator and denominator fit in `Int64` stay in the `small` case, where every
/// operation is a few machine instructions with overflow checks; an overflow moves the
/// operation to the arbitrary-precision `big` case, and results that fit again come back.
/// The big case holds GMP integers (`BigInteger`). The representation is canonical, so
/// derived equality and hashing are value equality.
public struct Rational: Hashable, Sendable {
    @usableFromInline
    enum Storage: Hashable, Sendable {
        /// Numerator never `Int64.min` (so negation cannot overflow), denominator > 0.
        case small(Int64, Int64)
        /// Only when the value does not fit `small`: two references, as wide as `small`.
        case big(BigInteger, BigInteger)
    }

    @usableFromInline var storage: Storage

    @inlinable init(storage: Storage) { self.storage = storage }

    public static let zero = Rational(storage: .small(0, 1))
    public static let one = Rational(storage: .small(1, 1))

    public init(_ integer: Int64) {
        storage = integer == .min ? .big(BigInteger(integer), 1) : .small(integer, 1)
    }

    public init(_ integer: Int) { self.init(Int64(integer)) }

    public init(_ integer: BigInteger) {
        self = Rational.normalized(integer, 1)
    }

    /// `numerator / denominator` in lowest terms, from machine integers (generated tables);
    /// the denominator must not be zero.
    public init(_ numerator: Int64, over denominator: Int64) {
        precondition(denominator != 0, "zero denominator")
        self = Rational.normalizedSmall(numerator, denominator) ?? Rational.normalized(BigInteger(numerator), BigInteger(denominator))
    }

    /// `numerator / denominator` in lowest terms; the denominator must not be zero.
    public init(_ numerator: BigInteger, _ denominator: BigInteger) {
        precondition(!denominator.isZero, "zero denominator")
        self = Rational.normalized(numerator, denominator)
    }

    /// The exact value of a finite `Double` (every finite double is a dyadic fraction).
    public init?(exactly double: Double) {
        guard double.isFinite else { return nil }
        if double == 0 { self = .zero; return }
        let exponent = Int(double.exponent) - Double.significandBitCount
        let significand = BigInteger(double.significandBitPattern | (double.isNormal ? 1 << 52 : 0))
        let signed = double < 0 ? -significand : significand
        let adjusted = double.isNormal ? exponent : Int(Double.leastNormalMagnitude.exponent) - Double.significandBitCount
        if adjusted >= 0 {
            self.init(signed << adjusted, 1)
        } else {
            self.init(signed, BigInteger(1) << -adjusted)
        }
    }

    // MARK: - Parts

    public var numerator: BigInteger {
        switch storage {
        case .small(let n, _): BigInteger(n)
        case .big(let n, _): n
        }
    }

    public var denominator: BigInteger {
        switch storage {
        case .small(_, let d): BigInteger(d)
        case .big(_, let d): d
        }
    }

    /// Whether numerator and denominator fit in `Int64`: such a value, when positive, lies
    /// between 1/Int64.max and Int64.max, which lets range checks skip big arithmetic.
    @inlinable public var fitsMachineWords: Bool {
        if case .small = storage { return true }
        return false
    }

    public var isZero: Bool {
        if case .small(0, _) = storage { return true }
        return false
    }

    public var isInteger: Bool {
        switch storage {
        case .small(_, let d): d == 1
        case .big(_, let d): d == 1
        }
    }

    /// -1, 0 or 1.
    public var signum: Int {
        switch storage {
        case .small(let n, _): Int(n.signum())
        case .big(let n, _): n.signum()
        }
    }

    /// The value as an `Int` when it is an integer that fits.
    public var intValue: Int? {
        switch storage {
        case .small(let n, 1): Int(exactly: n)
        default: nil
        }
    }

    /// The nearest `Double` (infinite when the magnitude is beyond its range).
    public var doubleValue: Double {
        switch storage {
        case .small(let n, let d):
            if n.magnitude < 1 << 53 && d < 1 << 53 { return Double(n) / Double(d) }
            return Rational.bigDouble(BigInteger(n), BigInteger(d))
        case .big(let n, let d):
            return Rational.bigDouble(n, d)
        }
    }

    /// Correct to within an ulp or so: shift both parts to 64 significant bits, divide, rescale.
    private static func bigDouble(_ n: BigInteger, _ d: BigInteger) -> Double {
        if n.isZero { return 0 }
        let shift = n.magnitude.bitWidth - d.magnitude.bitWidth - 64
        let scaled = shift >= 0 ? n / (d << shift) : (n << -shift) / d
        return Double(scaled) * pow2(shift)
    }

    private static func pow2(_ exponent: Int) -> Double {
        if exponent > 2000 { return .infinity }
        if exponent < -2200 { return 0 }
        var result = 1.0
        var remaining = exponent
        while remaining > 1000 { result *= 0x1p1000; remaining -= 1000 }
        while remaining < -1000 { result *= 0x1p-1000; remaining += 1000 }
        return result * Double(sign: .plus, exponent: remaining, significand: 1)
    }

    /// Bits of the larger of numerator and denominator magnitudes.
    var bitWidth: Int {
        switch storage {
        case .small(let n, let d): 64 - Swift.min(n.magnitude.leadingZeroBitCount, d.magnitude.leadingZeroBitCount)
        case .big(let n, let d): Swift.max(n.magnitude.bitWidth, d.magnitude.bitWidth)
        }
    }

    /// Decimal digits of the larger of numerator and denominator, estimated from bit widths.
    public var estimatedDigits: Int {
        switch storage {
        case .small: 19
        case .big(let n, let d): ArithmeticError.digits(forBits: Swift.max(n.magnitude.bitWidth, d.magnitude.bitWidth))
        }
    }

    // MARK: - Normalization

    @usableFromInline
    static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        // Multiplying by an integer asks gcd(x, 1) twice: no division needed for it.
        if a == 1 || b == 1 { return 1 }
        var a = a, b = b
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    /// Lowest terms with a positive denominator; `small` whenever it fits.
    @usableFromInline
    static func normalizedSmall(_ n: Int64, _ d: Int64) -> Rational? {
        // Callers guarantee d != 0; Int64.min on either side goes the big way.
        guard n != .min, d != .min else { return nil }
        var n = n, d = d
        if d < 0 { n = -n; d = -d }
        if d != 1 {
            let g = Int64(gcd(n.magnitude, d.magnitude))
            if g > 1 { n /= g; d /= g }
        }
        return Rational(storage: .small(n, d))
    }

    static func normalized(_ n: BigInteger, _ d: BigInteger) -> Rational {
        var n = n, d = d
        if d.signum() < 0 { n.negate(); d.negate() }
        if d != 1 && !n.isZero {
            // Common factors of two first, by shifting: approximations have power-of-two
            // denominators, and then nothing else is left to divide out.
            let twos = Swift.min(n.magnitude.trailingZeroBitCount, d.magnitude.trailingZeroBitCount)
            if twos > 0 { n >>= twos; d >>= twos }
            // What is left of a power-of-two denominator is coprime with the (now odd) numerator.
            let powerOfTwo = d.magnitude.trailingZeroBitCount == d.magnitude.bitWidth - 1
            if d != 1 && !powerOfTwo {
                let g = n.greatestCommonDivisor(with: d)
                if g != 1 { n /= g; d /= g }
            }
        }
        if n.isZero { d = 1 }
        if let small = Int64(exactly: n), small != .min, let smallD = Int64(exactly: d) {
            return Rational(storage: .small(small, smallD))
        }
        return Rational(storage: .big(n, d))
    }

    private static func checked(_ n: BigInteger, _ d: BigInteger) throws(ArithmeticError) -> Rational {
        let bits = Swift.max(n.magnitude.bitWidth, d.magnitude.bitWidth)
        if bits > Limits.maxBits { throw .tooLarge(estimatedDigits: ArithmeticError.digits(forBits: bits)) }
        return normalized(n, d)
    }

    private var bigParts: (BigInteger, BigInteger) {
        switch storage {
        case .small(let n, let d): (BigInteger(n), BigInteger(d))
        case .big(let n, let d): (n, d)
        }
    }

    // MARK: - Arithmetic

    public static prefix func - (value: Rational) -> Rational {
        switch value.storage {
        case .small(let n, let d): Rational(storage: .small(-n, d))
        case .big(let n, let d): normalized(-n, d)
        }
    }

    public func adding(_ other: Rational) throws(ArithmeticError) -> Rational {
        if case .small(let a, let b) = storage, case .small(let c, let d) = other.storage {
            if b == 1 && d == 1 {
                let (sum, overflow) = a.addingReportingOverflow(c)
                if !overflow && sum != .min { return Rational(storage: .small(sum, 1)) }
            } else {
                // Henrici, as below: the sum's only common factors are those of t and
                // gcd(b, d), so the second gcd is of small numbers, and none is needed when the
                // denominators are coprime.
                let g = Int64(Rational.gcd(UInt64(b), UInt64(d)))
                let (ad, o1) = a.multipliedReportingOverflow(by: d / g)
                let (cb, o2) = c.multipliedReportingOverflow(by: b / g)
                let (t, o3) = ad.addingReportingOverflow(cb)
                if !(o1 || o2 || o3) && t != .min {
                    if t == 0 { return Rational(storage: .small(0, 1)) }
                    let g2 = g == 1 ? 1 : Int64(Rational.gcd(t.magnitude, UInt64(g)))
                    let (den, o4) = (b / g).multipliedReportingOverflow(by: d / g2)
                    if !o4 { return Rational(storage: .small(t / g2, den)) }
                }
            }
        }
        let (a, b) = bigParts, (c, d) = other.bigParts
        if b == d { return try Rational.checked(a + c, b) }
        // Henrici: with g = gcd(b, d) the sum needs only gcd(t, g), a gcd of small numbers
        // when the denominators share little (the usual case).
        let g = Rational.gcd(b, d)
        if g == 1 { return try Rational.checkedReduced(a * d + c * b, b * d) }
        let t = a * (d / g) + c * (b / g)
        if t.isZero { return .zero }
        let g2 = Rational.gcd(t, g)
        return try Rational.checkedReduced(t / g2, (b / g) * (d / g2))
    }

    /// gcd of two big integers' magnitudes, with the cheap cases first.
    static func gcd(_ x: BigInteger, _ y: BigInteger) -> BigInteger {
        if x == 1 || y == 1 || x == -1 || y == -1 { return 1 }
        return x.greatestCommonDivisor(with: y)
    }

    /// For parts already in lowest terms (d > 0): the size check and the move back to `small`.
    private static func checkedReduced(_ n: BigInteger, _ d: BigInteger) throws(ArithmeticError) -> Rational {
        let bits = Swift.max(n.magnitude.bitWidth, d.magnitude.bitWidth)
        if bits > Limits.maxBits { throw .tooLarge(estimatedDigits: ArithmeticError.digits(forBits: bits)) }
        if n.isZero { return .zero }
        if let small = Int64(exactly: n), small != .min, let smallD = Int64(exactly: d) {
            return Rational(storage: .small(small, smallD))
        }
        return Rational(storage: .big(n, d))
    }

    public func subtracting(_ other: Rational) throws(ArithmeticError) -> Rational {
        try adding(-other)
    }

    public func multiplied(by other: Rational) throws(ArithmeticError) -> Rational {
        if case .small(let a, let b) = storage, case .small(let c, let d) = other.storage {
            // Cross-reduce first so that products of reduced fractions stay small.
            let g1 = Int64(Rational.gcd(a.magnitude, UInt64(d)))
            let g2 = Int64(Rational.gcd(c.magnitude, UInt64(b)))
            // Both gcds are at least 1: each pairs a value with a positive denominator.
            let (n, o1) = (a / g1).multipliedReportingOverflow(by: c / g2)
            let (den, o2) = (b / g2).multipliedReportingOverflow(by: d / g1)
            if !(o1 || o2), n != .min { return n == 0 ? .zero : Rational(storage: .small(n, den)) }
        }
        let (a, b) = bigParts, (c, d) = other.bigParts
        if a.isZero || c.isZero { return .zero }
        let bits = a.magnitude.bitWidth + c.magnitude.bitWidth - 1
        let denominatorBits = b.magnitude.bitWidth + d.magnitude.bitWidth - 1
        // Refuse before multiplying: the product of two huge values is the expensive step.
        if bits > Limits.maxBits + 64 || denominatorBits > Limits.maxBits + 64 {
            throw .tooLarge(estimatedDigits: ArithmeticError.digits(forBits: Swift.max(bits, denominatorBits)))
        }
        if b == 1 && d == 1 { return try Rational.checkedReduced(a * c, 1) }
        // Cross-cancel first: each gcd pairs a numerator with the other denominator, and the
        // product of the reduced parts is then in lowest terms.
        let g1 = Rational.gcd(a, d), g2 = Rational.gcd(c, b)
        let numerator = (g1 == 1 ? a : a / g1) * (g2 == 1 ? c : c / g2)
        let denominator = (g2 == 1 ? b : b / g2) * (g1 == 1 ? d : d / g1)
        return try Rational.checkedReduced(numerator, denominator)
    }

    public var reciprocal: Rational? {
        switch storage {
        case .small(0, _): return nil
        case .small(let n, let d): return n < 0 ? Rational(storage: .small(-d, -n)) : Rational(storage: .small(d, n))
        case .big(let n, let d): return Rational.normalized(d, n)
        }
    }

    public func divided(by other: Rational) throws(ArithmeticError) -> Rational {
        guard let inverse = other.reciprocal else { throw .divisionByZero }
        return try multiplied(by: inverse)
    }

    /// `self ^ exponent` exactly; `0 ^ 0` is 1 and `0 ^ -n` is a division by zero.
    public func power(_ exponent: Int) throws(ArithmeticError) -> Rational {
        if exponent == 0 { return .one }
        if exponent < 0 {
            guard let inverse = reciprocal else { throw .divisionByZero }
            if exponent == .min { throw .tooLarge(estimatedDigits: .max) }
            return try inverse.power(-exponent)
        }
        switch storage {
        case .small(0, _), .small(1, 1): return self
        case .small(-1, 1): return exponent % 2 == 0 ? .one : self
        default: break
        }
        let bits = bitWidth - 1
        let (estimate, overflow) = bits.multipliedReportingOverflow(by: exponent)
        if overflow || estimate > Limits.maxBits {
            // At least `estimate + 1` bits; of a small fraction, its larger part's digits
            // from its logarithm (10^100000 has more than 99999, not only 90308).
            var digits = overflow ? Int.max : ArithmeticError.digits(forBits: estimate + 1)
            if case .small(let a, let b) = storage, let logarithm = Optional(Double(exponent) * log10(Double(Swift.max(a.magnitude, UInt64(b))))),
               logarithm < 1e15 {
                digits = Swift.max(digits, Int((logarithm - 1e-6 - logarithm * 1e-12).rounded(.down)) + 1)
            }
            throw .tooLarge(estimatedDigits: digits)
        }
        if case .small(let a, let b) = storage {
            var result: (Int64, Int64) = (1, 1)
            var base = (a, b)
            var remaining = exponent
            var fits = true
            while remaining > 0 && fits {
                if remaining & 1 == 1 {
                    let (x, o1) = result.0.multipliedReportingOverflow(by: base.0)
                    let (y, o2) = result.1.multipliedReportingOverflow(by: base.1)
                    fits = !(o1 || o2)
                    result = (x, y)
                }
                remaining >>= 1
                if remaining > 0 && fits {
                    let (x, o1) = base.0.multipliedReportingOverflow(by: base.0)
                    let (y, o2) = base.1.multipliedReportingOverflow(by: base.1)
                    fits = !(o1 || o2)
                    base = (x, y)
                }
            }
            if fits, result.0 != .min { return Rational(storage: .small(result.0, result.1)) }
        }
        // A power of a fraction in lowest terms is in lowest terms: no gcd needed.
        let (n, d) = bigParts
        // The estimate above is a lower bound (101 has 7 bits, 101^10001 about 66,600, not
        // 60,006), so the result itself is held to the limit too.
        return try Rational.checkedReduced(n.power(exponent), d.power(exponent))
    }

    // MARK: - Rounding

    /// The largest integer not above the value.
    public var floor: Rational {
        switch storage {
        case .small(let n, let d):
            if d == 1 { return self }
            let q = n / d
            return Rational(storage: .small(n < 0 ? q - 1 : q, 1))
        case .big(let n, let d):
            let (q, r) = n.quotientAndRemainder(dividingBy: d)
            return Rational.normalized(r.signum() < 0 ? q - 1 : q, 1)
        }
    }

    public var ceiling: Rational { -(-self).floor }

    /// The nearest integer, halves away from zero (`2.5` → 3, `-2.5` → -3).
    public var roundedHalfAwayFromZero: Rational {
        if isInteger { return self }
        let magnitude = signum < 0 ? -self : self
        // floor(|x| + 1/2) cannot fail: |x| is far inside the limits when it got here.
        let rounded = ((try? magnitude.adding(Rational(storage: .small(1, 2)))) ?? magnitude).floor
        return signum < 0 ? -rounded : rounded
    }

    /// Rounded to `places` decimal places (negative places round to tens, hundreds ...).
    public func rounded(toDecimalPlaces places: Int) throws(ArithmeticError) -> Rational {
        let scale = try Rational(10).power(places)
        return try multiplied(by: scale).roundedHalfAwayFromZero.divided(by: scale)
    }

    public var magnitude: Rational { signum < 0 ? -self : self }
}

extension Rational: Comparable {
    public static func < (lhs: Rational, rhs: Rational) -> Bool {
        if case .small(let a, let b) = lhs.storage, case .small(let c, let d) = rhs.storage {
            if b == d { return a < c }
            let left = a.multipliedFullWidth(by: d), right = c.multipliedFullWidth(by: b)
            return left.high < right.high || (left.high == right.high && left.low < right.low)
        }
        let (a, b) = lhs.bigParts, (c, d) = rhs.bigParts
        return a * d < c * b
    }
}
