/// Turns numbers into the text calc prints (README, "Output"), which reads back as the value shown.
///
/// - exact integers: every digit;
/// - exact terminating decimals: every digit (scientific below 1e-9);
/// - anything else: `significantDigits` digits, halves away from zero, trailing zeros
///   dropped, scientific when the magnitude is below 1e-9 or at least 1e15.
/// No ICU, no `String(format:)`: this runs once per output line.
public enum NumberFormatting {
    /// Significant digits shown for values that are not exact, unless `--digits` says.
    public static let defaultSignificantDigits = 15
    /// The most `--digits` allows.
    public static let maxSignificantDigits = 1000

    /// The text of `number`, and whether that text is exactly the number.
    public static func format(_ number: Number, significantDigits: Int = defaultSignificantDigits) -> (text: String, isExact: Bool) {
        var text: [UInt8] = []
        let isExact = append(number, significantDigits: significantDigits, to: &text)
        return (String(decoding: text, as: UTF8.self), isExact)
    }

    /// `format` for any value, in arbitrary precision: what `append` falls back to outside
    /// its machine-integer range, and the reference the tests hold that fast path to.
    static func generalFormat(_ number: Number, significantDigits: Int = defaultSignificantDigits) -> (text: String, isExact: Bool) {
        switch number.storage {
        case .exact(let value):
            if let exact = exactDecimal(value) { return (exact, true) }
            return (rounded(value, significantDigits: significantDigits), false)
        case .approximate(let value):
            return (approximateText(value, significantDigits: significantDigits), false)
        }
    }

    /// An approximation to `significantDigits` digits: the true value's digits, correctly
    /// rounded, when the interval decides them; else (after the evaluator has tried its
    /// highest precision) a tie rounded away from zero, or only the digits that are certain;
    /// `0` when it cannot be told from zero.
    static func approximateText(_ value: Approximation, significantDigits: Int) -> String {
        if value.containsZero { return "0" }
        if let (digits, exponent, negative) = value.roundedDigits(significantDigits) {
            return (negative ? "-" : "") + layOut(digits, exponent: exponent, significantDigits: significantDigits)
        }
        guard let (digits, exponent, negative, count) = value.bestDigits(significantDigits) else { return "0" }
        return (negative ? "-" : "") + layOut(digits, exponent: exponent, significantDigits: count)
    }

    /// An approximation as data (`--json`'s `value`): its first `significantDigits` digits,
    /// correctly rounded when the interval decides them (else the digits `bestDigits` is sure
    /// of), every one written, trailing zeros too, so that the text says how many are known
    /// (`exp(1e-20) - 1` is `0.0000000000000000000100000000000000000000500000000`, not
    /// `1e-20`). Positional, as exact values are; scientific only where the positional text
    /// would not read back (more than `Limits.maxDigits` digits before or after the point).
    static func dataText(_ value: Approximation, significantDigits: Int) -> String {
        if value.containsZero { return "0" }
        let digits: [UInt8], exponent: Int, negative: Bool
        if let decided = value.roundedDigits(significantDigits) {
            (digits, exponent, negative) = decided
        } else if let best = value.bestDigits(significantDigits) {
            (digits, exponent, negative) = (best.digits, best.exponent, best.negative)
        } else {
            return "0"
        }
        let sign = negative ? "-" : ""
        let places = digits.count - 1 - exponent
        // An approximation whose digits end before the point is in scientific form: padded
        // with zeros (`26881171418161354484126255515800000000000000` for exp(100)) it read as
        // an exact integer (DESIGN §23).
        guard exponent < Limits.maxDigits && places <= Limits.maxDigits && places >= 0 else {
            let mantissa = digits.count > 1 ? digits[..<1] + [UInt8(ascii: ".")] + digits[1...] : digits[...]
            return sign + String(decoding: mantissa, as: UTF8.self) + "e" + String(exponent)
        }
        if places == 0 { return sign + String(decoding: digits, as: UTF8.self) }
        return sign + pointed(digits, places: places)
    }

    /// Exactly `places` decimals, halves away from zero (money display), in arbitrary
    /// precision (`appendFixed` is the machine-integer path). `isExact` tells whether the
    /// shown text equals the value.
    public static func fixed(_ value: Rational, places: Int) -> (text: String, isExact: Bool) {
        let scale = (try? Rational(10).power(places)) ?? .one
        let scaled = (try? value.multiplied(by: scale)) ?? value
        let rounded = scaled.roundedHalfAwayFromZero
        return (insertPoint(rounded.numerator, places: places), rounded == scaled)
    }

    // MARK: - Exact decimals

    /// The full decimal expansion when the denominator is 2^a·5^b and the digits stay within
    /// `Limits.maxDigits` (so that the text can be read back); otherwise nil.
    static func exactDecimal(_ value: Rational) -> String? {
        switch value.storage {
        case .small(let n, 1):
            return String(n)
        case .small(let n, let d):
            guard let places = decimalPlaces(ofSmallDenominator: d) else { return nil }
            if places <= 18 {
                let (scaled, overflow) = n.multipliedReportingOverflow(by: pow10[places] / d)
                if !overflow { return decimalText(scaled, places: places) }
            }
            return decimalText(BigInteger(n) * (BigInteger(10).power(places) / BigInteger(d)), places: places)
        case .big(let n, let d):
            if d == 1 { return n.description }
            guard let places = decimalPlaces(ofBigDenominator: d), places <= Limits.maxDigits else { return nil }
            let scaled = n * (BigInteger(10).power(places) / d)
            guard scaled.magnitude.bitWidth <= Limits.maxBits else { return nil }
            return decimalText(scaled, places: places)
        }
    }

    static var pow10: [Int64] { NumberLiteral.powersOfTen }

    /// How many decimals 1/d needs, if it terminates.
    static func decimalPlaces(ofSmallDenominator d: Int64) -> Int? {
        var d = d
        let twos = d.trailingZeroBitCount
        d >>= twos
        var fives = 0
        while d % 5 == 0 { d /= 5; fives += 1 }
        return d == 1 ? Swift.max(twos, fives) : nil
    }

    private static func decimalPlaces(ofBigDenominator d: BigInteger) -> Int? {
        var d = d.magnitude
        let twos = d.trailingZeroBitCount
        d >>= twos
        var fives = 0
        // 5^27 is the largest power of five in a word: divide by it while it goes, then by 5.
        let manyFives = BigInteger(7_450_580_596_923_828_125 as UInt64)
        for (divisor, count) in [(manyFives, 27), (BigInteger(5), 1)] {
            while !d.isZero && d != 1 {
                let (q, r) = d.quotientAndRemainder(dividingBy: divisor)
                if !r.isZero { break }
                d = q
                fives += count
            }
        }
        return d == 1 ? Swift.max(twos, fives) : nil
    }

    private static func decimalText(_ scaled: Int64, places: Int) -> String {
        decimalText(digits: Array(String(scaled.magnitude).utf8), negative: scaled < 0, places: places)
    }

    private static func decimalText(_ scaled: BigInteger, places: Int) -> String {
        decimalText(digits: Array(scaled.magnitude.description.utf8), negative: scaled.signum() < 0, places: places)
    }

    /// `digits / 10^places` as text; scientific when the magnitude is below 1e-9.
    private static func decimalText(digits: [UInt8], negative: Bool, places: Int) -> String {
        let sign = negative ? "-" : ""
        let exponent = digits.count - 1 - places // position of the first digit
        if exponent < -9 {
            return sign + scientific(digits, exponent: exponent)
        }
        return sign + pointed(digits, places: places)
    }

    private static func insertPoint(_ scaled: BigInteger, places: Int) -> String {
        let sign = scaled.signum() < 0 ? "-" : ""
        return sign + pointed(Array(scaled.magnitude.description.utf8), places: places)
    }

    /// Digits with a decimal point `places` from the right, zero-padded on the left.
    private static func pointed(_ digits: [UInt8], places: Int) -> String {
        if places == 0 { return String(decoding: digits, as: UTF8.self) }
        var text: [UInt8] = []
        text.reserveCapacity(Swift.max(digits.count, places + 1) + 2)
        if digits.count <= places {
            text.append(UInt8(ascii: "0"))
            text.append(UInt8(ascii: "."))
            text.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: places - digits.count))
            text.append(contentsOf: digits)
        } else {
            text.append(contentsOf: digits[..<(digits.count - places)])
            text.append(UInt8(ascii: "."))
            text.append(contentsOf: digits[(digits.count - places)...])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `d.ddde-N` with trailing zeros of the mantissa removed.
    private static func scientific(_ digits: [UInt8], exponent: Int) -> String {
        var mantissa = digits
        while mantissa.count > 1 && mantissa.last == UInt8(ascii: "0") { mantissa.removeLast() }
        var text = String(decoding: mantissa[..<1], as: UTF8.self)
        if mantissa.count > 1 {
            text += "." + String(decoding: mantissa[1...], as: UTF8.self)
        }
        return text + "e" + String(exponent)
    }

    // MARK: - Rounded

    /// `value` to `significantDigits` digits, halves away from zero, trailing zeros dropped.
    public static func rounded(_ value: Rational, significantDigits: Int) -> String {
        if value.isZero { return "0" }
        let sign = value.signum < 0 ? "-" : ""
        let n = value.numerator.magnitude, d = value.denominator.magnitude
        // First guess of floor(log10(value)), corrected below.
        let double = value.magnitude.doubleValue
        var exponent: Int
        if double.isFinite && double > 1e-300 {
            exponent = Int(log10Floor(double))
        } else {
            exponent = Int(Double(n.bitWidth - d.bitWidth) * 0.30103)
        }
        var digits: BigInteger
        while true {
            // digits = round(value × 10^(significantDigits - 1 - exponent))
            let shift = significantDigits - 1 - exponent
            let scaledN = shift >= 0 ? n * BigInteger(10).power(shift) : n
            let scaledD = shift >= 0 ? d : d * BigInteger(10).power(-shift)
            digits = (2 * scaledN + scaledD) / (2 * scaledD)
            let width = digits.description.utf8.count
            if width > significantDigits { exponent += 1; continue }
            if width < significantDigits { exponent -= 1; continue }
            break
        }
        return sign + layOut(Array(digits.description.utf8), exponent: exponent, significantDigits: significantDigits)
    }

    /// The rounded significant digits of n/d and the decimal exponent of the first, in 128-bit
    /// arithmetic; nil when an intermediate would not fit (then the BigInteger path runs).
    @inline(__always)
    static func roundedSmall(_ n: UInt64, _ d: UInt64, significantDigits: Int) -> (UInt64, Int)? {
        guard significantDigits <= 18 else { return nil }
        var exponent: Int
        if n >= d {
            exponent = decimalDigitCount(n / d) - 1
        } else {
            exponent = -1
            // In 128 bits: n·10 overflows 64 when n is near Int64.max (n < d ≤ Int64.max).
            var scaled = UInt128(n) * 10
            while scaled < UInt128(d) { scaled *= 10; exponent -= 1 }
        }
        let n = UInt128(n), d = UInt128(d)
        let shift = significantDigits - 1 - exponent
        guard shift > -39 && shift < 39 else { return nil }
        let power = powersOfTen128[abs(shift)]
        let (scaledN, o1) = shift >= 0 ? n.multipliedReportingOverflow(by: power) : (n, false)
        let (scaledD, o2) = shift >= 0 ? (d, false) : d.multipliedReportingOverflow(by: power)
        let (twiceN, o3) = scaledN.multipliedReportingOverflow(by: 2)
        let (twiceD, o4) = scaledD.multipliedReportingOverflow(by: 2)
        guard !(o1 || o2 || o3 || o4), twiceN <= UInt128.max - scaledD else { return nil }
        var digits = (twiceN + scaledD) / twiceD
        if digits >= powersOfTen128[significantDigits] {
            // Rounding carried into a new digit (9.99… → 10.0…).
            digits /= 10
            exponent += 1
        }
        return (UInt64(digits), exponent)
    }

    /// 10^0 … 10^38, all that fit in UInt128.
    private static let powersOfTen128: [UInt128] = (0...38).map { exponent in
        (0..<exponent).reduce(UInt128(1)) { product, _ in product * 10 }
    }

    static func decimalDigitCount(_ value: UInt64) -> Int {
        var count = 1, rest = value
        while rest >= 10 { rest /= 10; count += 1 }
        return count
    }

    /// Places the point in `significantDigits` digits whose first has decimal `exponent`.
    static func layOut(_ digits: [UInt8], exponent: Int, significantDigits: Int) -> String {
        var text = digits
        if exponent >= 15 || exponent < -9 {
            return scientific(text, exponent: exponent)
        }
        // Plain notation: place the point, then drop trailing fractional zeros.
        let places = significantDigits - 1 - exponent
        if places <= 0 {
            text.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: -places))
            return String(decoding: text, as: UTF8.self)
        }
        // Drop trailing zeros of the fraction first, then place the point.
        var kept = places
        while kept > 0 && text.last == UInt8(ascii: "0") { text.removeLast(); kept -= 1 }
        if kept == 0 { return String(decoding: text, as: UTF8.self) }
        return pointed(text, places: kept)
    }

    /// floor(log10(x)) for a positive finite double, without libm.
    private static func log10Floor(_ x: Double) -> Double {
        var exponent = 0.0
        var value = x
        while value >= 10 { value /= 10; exponent += 1 }
        while value < 1 { value *= 10; exponent -= 1 }
        return exponent
    }
}
