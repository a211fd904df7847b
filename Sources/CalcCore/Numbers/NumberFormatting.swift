import BigInt

/// Turns numbers into the text calc prints (DESIGN §1), which reads back as the value shown.
///
/// - exact integers: every digit;
/// - exact terminating decimals: every digit (scientific below 1e-9);
/// - anything else: `significantDigits` digits, halves away from zero, trailing zeros
///   dropped, scientific when the magnitude is below 1e-9 or at least 1e15.
/// No ICU, no `String(format:)`: this runs once per output line.
public enum NumberFormatting {
    public static let significantDigits = 15

    /// The text of `number`, and whether that text is exactly the number.
    public static func format(_ number: Number) -> (text: String, isExact: Bool) {
        if number.isExact, let exact = exactDecimal(number.value) {
            return (exact, true)
        }
        return (rounded(number.value, significantDigits: significantDigits), false)
    }

    /// Exactly `places` decimals, halves away from zero (money display). `isExact` tells
    /// whether the shown text equals the value.
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
                if !overflow { return decimalText(BigInt(scaled), places: places) }
            }
            return decimalText(BigInt(n) * (BigInt(10).power(places) / BigInt(d)), places: places)
        case .big(let n, let d):
            if d == 1 { return n.description }
            guard let places = decimalPlaces(ofBigDenominator: d), places <= Limits.maxDigits else { return nil }
            let scaled = n * (BigInt(10).power(places) / d)
            guard scaled.magnitude.bitWidth <= Limits.maxBits else { return nil }
            return decimalText(scaled, places: places)
        }
    }

    /// 10^0 … 10^18, the powers of ten that fit in Int64.
    private static let pow10: [Int64] = (0...18).map { exponent in
        (0..<exponent).reduce(Int64(1)) { product, _ in product * 10 }
    }

    /// How many decimals 1/d needs, if it terminates.
    private static func decimalPlaces(ofSmallDenominator d: Int64) -> Int? {
        var d = d
        let twos = d.trailingZeroBitCount
        d >>= twos
        var fives = 0
        while d % 5 == 0 { d /= 5; fives += 1 }
        return d == 1 ? Swift.max(twos, fives) : nil
    }

    private static func decimalPlaces(ofBigDenominator d: BigInt) -> Int? {
        var d = d.magnitude
        let twos = d.trailingZeroBitCount
        d >>= twos
        var fives = 0
        while true {
            let (q, r) = d.quotientAndRemainder(dividingBy: 5)
            if !r.isZero { break }
            d = q
            fives += 1
        }
        return d == 1 ? Swift.max(twos, fives) : nil
    }

    /// `scaled / 10^places` as text; scientific when the magnitude is below 1e-9.
    private static func decimalText(_ scaled: BigInt, places: Int) -> String {
        let digits = Array(scaled.magnitude.description.utf8)
        let sign = scaled.signum() < 0 ? "-" : ""
        let exponent = digits.count - 1 - places // position of the first digit
        if exponent < -9 {
            return sign + scientific(digits, exponent: exponent)
        }
        return sign + pointed(digits, places: places)
    }

    private static func insertPoint(_ scaled: BigInt, places: Int) -> String {
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
    static func rounded(_ value: Rational, significantDigits: Int) -> String {
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
        var digits: BigUInt
        while true {
            // digits = round(value × 10^(significantDigits - 1 - exponent))
            let shift = significantDigits - 1 - exponent
            let scaledN = shift >= 0 ? n * BigUInt(10).power(shift) : n
            let scaledD = shift >= 0 ? d : d * BigUInt(10).power(-shift)
            digits = (2 * scaledN + scaledD) / (2 * scaledD)
            let width = digits.description.utf8.count
            if width > significantDigits { exponent += 1; continue }
            if width < significantDigits { exponent -= 1; continue }
            break
        }
        var text = Array(digits.description.utf8)
        if exponent >= 15 || exponent < -9 {
            return sign + scientific(text, exponent: exponent)
        }
        // Plain notation: place the point, then drop trailing fractional zeros.
        let places = significantDigits - 1 - exponent
        if places <= 0 {
            text.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: -places))
            return sign + String(decoding: text, as: UTF8.self)
        }
        var result = Array(pointed(text, places: places).utf8)
        while result.last == UInt8(ascii: "0") { result.removeLast() }
        if result.last == UInt8(ascii: ".") { result.removeLast() }
        text = result
        return sign + String(decoding: text, as: UTF8.self)
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
