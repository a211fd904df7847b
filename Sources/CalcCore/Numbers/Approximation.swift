import CMultiPrecision

/// A real number known only approximately: an interval of two MPFR numbers at a working
/// precision (MPFI), guaranteed to contain the true value. Every operation widens it just
/// enough to keep that guarantee, so that the digits calc shows can be checked: when both ends
/// round to the same digits, those are the true value's digits, correctly rounded; when they
/// do not, the evaluator computes the line again at a higher precision (Ziv's strategy).
///
/// Immutable once made; the MPFI value lives on the heap and is freed with the object.
public final class Approximation: @unchecked Sendable {
    let raw: mpfi_ptr

    /// The largest decimal exponent (of the first significant digit, as calc prints it) an
    /// approximation may have, either way: calc shows and reads back magnitudes from
    /// 1e-100000000 to 9.99…e100000000, and a result certainly beyond them is an error.
    public static let maxDecimalExponent = 100_000_000
    /// Binary exponents well inside that range (log2(10) × 10^8 ≈ 332,192,809.5): within them
    /// the bound is not in question, and no decimal exponent is computed.
    static let safeBinaryExponent = 332_000_000

    init(precision: Int) {
        raw = calc_mpfi_new(mpfr_prec_t(precision))
    }

    deinit { calc_mpfi_delete(raw) }

    public var precision: Int { Int(mpfi_get_prec(raw)) }

    /// The interval around an exact value (a point when the value is a dyadic fraction that
    /// fits the precision).
    public convenience init(_ value: Rational, precision: Int) {
        self.init(precision: precision)
        switch value.storage {
        case .small(let n, 1):
            mpfi_set_si(raw, Int(n))
        case .small(let n, let d):
            mpfi_set_si(raw, Int(n))
            mpfi_div_si(raw, raw, Int(d))
        case .big(let n, let d):
            let numerator = Approximation.integer(n, precision: precision)
            let denominator = Approximation.integer(d, precision: precision)
            mpfi_div(raw, numerator.raw, denominator.raw)
        }
    }

    /// An integer of any size, as an interval at `precision`.
    private static func integer(_ value: BigInteger, precision: Int) -> Approximation {
        let result = Approximation(precision: precision)
        value.withRaw { _ = mpfi_set_z(result.raw, $0) }
        return result
    }

    // MARK: - Constants and operations

    /// π, e: the interval at `precision`.
    static func pi(precision: Int) -> Approximation {
        let result = Approximation(precision: precision)
        mpfi_const_pi(result.raw)
        return result
    }

    static func e(precision: Int) -> Approximation {
        let result = Approximation(precision: precision)
        mpfi_set_si(result.raw, 1)
        mpfi_exp(result.raw, result.raw)
        return result
    }

    /// `operation` applied to `self`, at this precision.
    func map(_ operation: (mpfi_ptr?, mpfi_srcptr?) -> Int32) -> Approximation {
        let result = Approximation(precision: precision)
        _ = operation(result.raw, raw)
        return result
    }

    /// `operation` applied to two approximations, at the higher of their precisions.
    static func combine(_ left: Approximation, _ right: Approximation,
                        _ operation: (mpfi_ptr?, mpfi_srcptr?, mpfi_srcptr?) -> Int32) -> Approximation {
        let result = Approximation(precision: Swift.max(left.precision, right.precision))
        _ = operation(result.raw, left.raw, right.raw)
        return result
    }

    /// The smaller or larger of two values that overlap: end by end, so that the interval
    /// holds the true minimum or maximum whichever value it is (`max(pi, pi)` is pi).
    static func extreme(_ left: Approximation, _ right: Approximation, largest: Bool) -> Approximation {
        let result = Approximation(precision: Swift.max(left.precision, right.precision))
        let lower = Endpoint(precision: mpfi_get_prec(result.raw)), upper = Endpoint(precision: mpfi_get_prec(result.raw))
        let (a, b) = (left.endpoint(lower: true), right.endpoint(lower: true))
        let (c, d) = (left.endpoint(lower: false), right.endpoint(lower: false))
        let pick = largest ? mpfr_max : mpfr_min
        // Each end is one of the given ends, so nothing is rounded.
        _ = pick(&lower.value, &a.value, &b.value, MPFR_RNDD)
        _ = pick(&upper.value, &c.value, &d.value, MPFR_RNDU)
        mpfi_interv_fr(result.raw, &lower.value, &upper.value)
        return result
    }

    /// self^k for a whole k, by repeated squaring (each step keeps the enclosure).
    func power(_ k: Int) -> Approximation {
        var result = Approximation(Rational(1), precision: precision)
        var base = self
        var remaining = k.magnitude
        while remaining > 0 {
            if remaining & 1 == 1 { result = Approximation.combine(result, base, mpfi_mul) }
            remaining >>= 1
            if remaining > 0 { base = base.map(mpfi_sqr) }
        }
        return k < 0 ? result.map(mpfi_inv) : result
    }

    // MARK: - What is known about it

    /// Both ends finite and not NaN.
    var isBounded: Bool { mpfi_bounded_p(raw) != 0 }
    var containsZero: Bool { mpfi_has_zero(raw) != 0 }
    /// Below zero at one end and above it at the other.
    var straddlesZero: Bool {
        let lower = endpoint(lower: true), upper = endpoint(lower: false)
        return mpfr_sgn(&lower.value) < 0 && mpfr_sgn(&upper.value) > 0
    }
    var isPositive: Bool { calc_mpfi_is_strictly_positive(raw) != 0 }
    var isNegative: Bool { calc_mpfi_is_strictly_negative(raw) != 0 }

    /// Some value of the interval has a decimal exponent above `maxDecimalExponent`. (The
    /// range ends before 1e100000001: an interval around `1e100000000 * 10` reaches it and is
    /// refused, as the literal would be. At the other end 1e-100000000 is in range.)
    var isPossiblyAboveRange: Bool {
        let largest = Endpoint(precision: mpfi_get_prec(raw))
        mpfi_mag(&largest.value, raw)
        guard let exponent = largest.exponent, exponent > Approximation.safeBinaryExponent else { return false }
        return Approximation.decimalExponent(largest) > Approximation.maxDecimalExponent
    }

    /// Every value of the interval is zero or has a decimal exponent below
    /// `-maxDecimalExponent`, and some value is not zero (an underflow, not a zero).
    var isCertainlyBelowRange: Bool {
        let largest = Endpoint(precision: mpfi_get_prec(raw))
        mpfi_mag(&largest.value, raw)
        guard let exponent = largest.exponent, exponent < -Approximation.safeBinaryExponent else { return false }
        return Approximation.decimalExponent(largest) < -Approximation.maxDecimalExponent
    }

    /// Whether the whole interval lies within ±2^bits (`bits` negative: a tiny interval about
    /// zero, whatever its sign).
    func isWithin(binaryExponent bits: Int) -> Bool {
        let largest = Endpoint(precision: mpfi_get_prec(raw))
        mpfi_mag(&largest.value, raw)
        guard let exponent = largest.exponent else { return true }
        return exponent <= bits
    }

    /// For an amount of money, whose printed literal must be exact: whether it may lie beyond
    /// what exact numbers can be (about 1e20000 and up, or non-zero below about 1e-19000, which
    /// leaves room for up to 1,000 significant digits in the literal).
    var isBeyondExactAmounts: Bool {
        let largest = Endpoint(precision: mpfi_get_prec(raw)), smallest = Endpoint(precision: mpfi_get_prec(raw))
        mpfi_mag(&largest.value, raw)
        mpfi_mig(&smallest.value, raw)
        if let exponent = largest.exponent, exponent - 1 >= Limits.maxBits { return true }
        if let exponent = smallest.exponent, -exponent >= Approximation.smallestAmountBits { return true }
        return false
    }

    /// 19,000 decimal places in bits (log2(10) × 19,000, rounded down).
    static let smallestAmountBits = 63_116

    /// The decimal exponent of a non-zero MPFR number's first significant digit (truncated
    /// digits, so that rounding cannot carry into the next decade).
    private static func decimalExponent(_ end: Endpoint) -> Int {
        var exponent: mpfr_exp_t = 0
        if let text = mpfr_get_str(nil, &exponent, 10, 2, &end.value, MPFR_RNDZ) { mpfr_free_str(text) }
        return Int(exponent) - 1
    }

    /// The midpoint as a double, for hashing and coarse decisions.
    var approximateDouble: Double {
        var middle = mpfr_t()
        mpfr_init2(&middle, 64)
        defer { mpfr_clear(&middle) }
        mpfi_mid(&middle, raw)
        return mpfr_get_d(&middle, MPFR_RNDN)
    }

    /// One end of the interval, copied out into an MPFR number of its own.
    final class Endpoint {
        var value = mpfr_t()
        init(precision: mpfr_prec_t) { mpfr_init2(&value, precision) }
        deinit { mpfr_clear(&value) }
        var isZero: Bool { mpfr_zero_p(&value) != 0 }
        /// MPFR's binary exponent (the magnitude is below 2^exponent); nil for zero.
        var exponent: Int? { isZero ? nil : Int(mpfr_get_exp(&value)) }
    }

    func endpoint(lower: Bool) -> Endpoint {
        let end = Endpoint(precision: mpfi_get_prec(raw))
        if lower { mpfi_get_left(&end.value, raw) } else { mpfi_get_right(&end.value, raw) }
        return end
    }

    // MARK: - Decimal digits

    /// The true value's first `count` significant decimal digits, rounded half away from zero,
    /// and the decimal exponent of the first (`d.ddd × 10^exponent`), when the interval decides
    /// them: both ends give the same digits. nil when it does not (the caller computes again at
    /// a higher precision) or when the interval holds zero.
    func roundedDigits(_ count: Int) -> (digits: [UInt8], exponent: Int, negative: Bool)? {
        guard isBounded, !containsZero else { return nil }
        let lower = endpoint(lower: true), upper = endpoint(lower: false)
        guard let low = Approximation.rounded(lower, count), let high = Approximation.rounded(upper, count),
              low.digits == high.digits, low.exponent == high.exponent else { return nil }
        return (low.digits, low.exponent, isNegative)
    }

    /// What the interval can say when it does not decide `count` digits (the evaluator has
    /// tried its highest precision): when its ends agree to `count + 10` digits, the true value
    /// is a tie at `count` digits (or a hair from one), and halves go away from zero — the end
    /// farther from zero gives the digits; otherwise only the leading digits both ends agree
    /// on, fewer than asked (never a midpoint's guessed digits). nil when not even one agrees.
    func bestDigits(_ count: Int) -> (digits: [UInt8], exponent: Int, negative: Bool, count: Int)? {
        guard isBounded, !containsZero else { return nil }
        if roundedDigits(count + 10) != nil {
            let far = endpoint(lower: isNegative)
            if let result = Approximation.rounded(far, count) { return (result.digits, result.exponent, isNegative, count) }
        }
        var shorter = count - 1
        while shorter >= 1 {
            if let result = roundedDigits(shorter) { return (result.digits, result.exponent, result.negative, shorter) }
            shorter -= 1
        }
        return nil
    }

    /// The end farther from zero as an exact rational (a dyadic fraction), when it is within
    /// the size limit of exact numbers: for money the interval cannot round to its minor unit.
    func fartherEnd() -> Rational? {
        let far = endpoint(lower: isNegative)
        let point = Approximation(precision: precision)
        mpfi_set_fr(point.raw, &far.value)
        return point.midpoint()
    }

    /// An MPFR number's magnitude to `count` significant digits, halves away from zero.
    private static func rounded(_ end: Endpoint, _ count: Int) -> (digits: [UInt8], exponent: Int)? {
        if end.isZero { return nil }
        // Twenty more digits than needed, truncated: the tail tells below, at or above half.
        let extra = 20
        var exponent: mpfr_exp_t = 0
        guard let text = mpfr_get_str(nil, &exponent, 10, count + extra, &end.value, MPFR_RNDZ) else { return nil }
        defer { mpfr_free_str(text) }
        var digits = Array(String(cString: text).utf8)
        if digits.first == UInt8(ascii: "-") { digits.removeFirst() }
        guard digits.count == count + extra else { return nil }
        let tail = digits[count...]
        var kept = Array(digits[..<count])
        // mpfr_get_str's exponent is for 0.d1d2…; calc's is for d1.d2….
        var decimalExponent = Int(exponent) - 1
        if tail.first! >= UInt8(ascii: "5") {
            // At or above half: round the magnitude up (a truncated tail "5000…" stands for a
            // value at or just above the half, and halves go away from zero).
            var index = count - 1
            while index >= 0 {
                if kept[index] == UInt8(ascii: "9") {
                    kept[index] = UInt8(ascii: "0")
                    index -= 1
                } else {
                    kept[index] += 1
                    break
                }
            }
            if index < 0 {
                kept.insert(UInt8(ascii: "1"), at: 0)
                kept.removeLast()
                decimalExponent += 1
            }
        }
        return (kept, decimalExponent)
    }

    /// Whether the interval decides `floor` (both ends in the same whole number), and it.
    func floorIfDecided() -> BigInteger? { wholeIfDecided(MPFR_RNDD) }

    func ceilingIfDecided() -> BigInteger? { wholeIfDecided(MPFR_RNDU) }

    private func wholeIfDecided(_ direction: mpfr_rnd_t) -> BigInteger? {
        guard isBounded else { return nil }
        let lower = endpoint(lower: true), upper = endpoint(lower: false)
        let lowerWhole = Endpoint(precision: mpfi_get_prec(raw)), upperWhole = Endpoint(precision: mpfi_get_prec(raw))
        mpfr_rint(&lowerWhole.value, &lower.value, direction)
        mpfr_rint(&upperWhole.value, &upper.value, direction)
        guard mpfr_equal_p(&lowerWhole.value, &upperWhole.value) != 0 else { return nil }
        return Approximation.integer(of: lowerWhole)
    }

    /// The whole number an MPFR integer holds.
    private static func integer(of end: Endpoint) -> BigInteger? {
        if end.isZero { return 0 }
        return BigInteger(building: { _ = mpfr_get_z($0, &end.value, MPFR_RNDN) })
    }

    /// The same ends at the same precision.
    func isSameInterval(as other: Approximation) -> Bool {
        guard precision == other.precision else { return false }
        let (a, b) = (endpoint(lower: true), other.endpoint(lower: true))
        let (c, d) = (endpoint(lower: false), other.endpoint(lower: false))
        return mpfr_equal_p(&a.value, &b.value) != 0 && mpfr_equal_p(&c.value, &d.value) != 0
    }

    /// `self` rounded to `places` decimals (halves away from zero), when both ends round alike.
    func roundedIfDecided(places: Int) -> Rational? {
        guard isBounded, let scale = try? Rational(10).power(places) else { return nil }
        let scaled = Approximation.combine(self, Approximation(scale, precision: precision), mpfi_mul)
        let lower = scaled.endpoint(lower: true), upper = scaled.endpoint(lower: false)
        let lowerWhole = Endpoint(precision: mpfi_get_prec(scaled.raw)), upperWhole = Endpoint(precision: mpfi_get_prec(scaled.raw))
        mpfr_round(&lowerWhole.value, &lower.value)
        mpfr_round(&upperWhole.value, &upper.value)
        guard mpfr_equal_p(&lowerWhole.value, &upperWhole.value) != 0, let whole = Approximation.integer(of: lowerWhole) else { return nil }
        return try? Rational(whole, 1).divided(by: scale)
    }

    /// The midpoint as an exact rational (a dyadic fraction), when its binary exponent is
    /// within the size limit of exact numbers; nil beyond it.
    public func midpoint() -> Rational? {
        let middle = Endpoint(precision: mpfi_get_prec(raw))
        mpfi_mid(&middle.value, raw)
        if middle.isZero { return .zero }
        var shift = 0
        let mantissa = BigInteger(building: { shift = Int(mpfr_get_z_2exp($0, &middle.value)) })
        guard abs(shift) < Limits.maxBits - Int(mpfi_get_prec(raw)) else { return nil }
        let power = BigInteger(1) << Int(shift.magnitude)
        return shift >= 0 ? Rational(mantissa * power, 1) : Rational(mantissa, power)
    }

    /// Whether `self` is certainly below `other` (the intervals do not overlap).
    func isCertainlyLess(than other: Approximation) -> Bool {
        let mine = endpoint(lower: false), theirs = other.endpoint(lower: true)
        return mpfr_less_p(&mine.value, &theirs.value) != 0
    }
}
