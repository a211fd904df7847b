/// Number text written straight into a byte buffer: batch mode prints one result per input
/// line, and building each as a `String` (and the digit arrays behind it) cost more than
/// computing the result. The common values — whose numerator and denominator fit in `Int64` —
/// are laid out here in machine integers on the stack; every other value takes the general
/// path (`generalFormat`, `fixed`), which stays the reference: the tests hold the two to the
/// same text.
extension NumberFormatting {
    /// Appends the text of `number`, its decimal point written `point` (`,` where a locale
    /// writes it so, DESIGN §21); returns whether the text is exactly the number.
    public static func append(_ number: Number, significantDigits: Int = defaultSignificantDigits, point: UInt8 = UInt8(ascii: "."),
                              to text: inout [UInt8]) -> Bool {
        guard let value = number.exact else {
            appendGeneral(generalFormat(number, significantDigits: significantDigits).text, point: point, to: &text)
            return false
        }
        if case .small(let n, let d) = value.storage {
            do {
                if d == 1 {
                    appendDigits(of: n.magnitude, negative: n < 0, to: &text)
                    return true
                }
                if let places = decimalPlaces(ofSmallDenominator: d) {
                    if places <= 18 {
                        let (scaled, overflow) = n.multipliedReportingOverflow(by: pow10[places] / d)
                        // Below 1e-9 an exact decimal is written in scientific form: the general path.
                        if !overflow && decimalDigitCount(scaled.magnitude) - 1 - places >= -9 {
                            appendPointed(scaled.magnitude, negative: scaled < 0, places: places, point: point, to: &text)
                            return true
                        }
                    }
                    appendGeneral(generalFormat(number, significantDigits: significantDigits).text, point: point, to: &text)
                    return true
                }
            }
            // The default number of digits as a constant, so that batch mode's common case is
            // compiled for it (inlined and folded); other counts take the same code generically.
            if n != 0, significantDigits == defaultSignificantDigits
                ? appendRounded(n, d, significantDigits: defaultSignificantDigits, point: point, to: &text)
                : appendRounded(n, d, significantDigits: significantDigits, point: point, to: &text) {
                return false
            }
        }
        let (string, isExact) = generalFormat(number, significantDigits: significantDigits)
        appendGeneral(string, point: point, to: &text)
        return isExact
    }

    /// The general path's text, its point written `point`.
    static func appendGeneral(_ string: String, point: UInt8, to text: inout [UInt8]) {
        if point == UInt8(ascii: ".") {
            text.append(contentsOf: string.utf8)
        } else {
            text.append(contentsOf: string.utf8.lazy.map { $0 == UInt8(ascii: ".") ? point : $0 })
        }
    }

    /// Appends `value` with exactly `places` decimals, halves away from zero, when its parts
    /// are small and the rounded amount is not zero, and returns whether the text equals the
    /// value; nil, with nothing appended, otherwise.
    static func appendFixed(_ value: Rational, places: Int, point: UInt8 = UInt8(ascii: "."), to text: inout [UInt8]) -> Bool? {
        guard case .small(let n, let d) = value.storage, places <= 18 else { return nil }
        let (product, overflow) = n.magnitude.multipliedReportingOverflow(by: UInt64(pow10[places]))
        guard !overflow && product < 1 << 62 else { return nil }
        let (quotient, remainder) = product.quotientAndRemainder(dividingBy: UInt64(d))
        // Halves away from zero: round the magnitude up when the remainder is at least half.
        let rounded = remainder * 2 >= UInt64(d) ? quotient + 1 : quotient
        guard rounded != 0 || n == 0 else { return nil }
        appendPointed(rounded, negative: n < 0, places: places, point: point, to: &text)
        return remainder == 0
    }

    /// The decimal digits of `magnitude`, with a `-` before them when `negative`.
    private static func appendDigits(of magnitude: UInt64, negative: Bool, to text: inout [UInt8]) {
        if negative { text.append(UInt8(ascii: "-")) }
        appendDigits(magnitude, count: decimalDigitCount(magnitude), to: &text)
    }

    /// The lowest `count` decimal digits of `value`, zero-padded on the left (count ≤ 40).
    /// Laid out on the stack two digits at a time (one division by 100 and a table for each
    /// pair, where a digit at a time divides twice as often), then copied in one go.
    private static func appendDigits(_ value: UInt64, count: Int, to text: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { digits in
            layDigits(value, count: count, into: digits, at: 0)
            text.append(contentsOf: UnsafeBufferPointer(rebasing: digits[..<count]))
        }
    }

    /// The lowest `count` decimal digits of `value`, zero-padded, written at `start`.
    @inline(__always)
    private static func layDigits(_ value: UInt64, count: Int, into digits: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        let pairs = digitPairs.utf8Start
        var rest = value
        var index = count
        while index >= 2 {
            let pair = Int(truncatingIfNeeded: rest % 100) &* 2
            rest /= 100
            index -= 2
            digits[start + index] = pairs[pair]
            digits[start + index + 1] = pairs[pair + 1]
        }
        if index == 1 { digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10) }
    }

    /// `00` to `99`, the table of `appendDigits`.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// `scaled / 10^places` with exactly `places` decimals (`0.05`, `-12.50`, `7`).
    /// (Sign, whole part, point and fraction laid out on the stack and appended in one go:
    /// every amount of every money line comes through here.)
    private static func appendPointed(_ scaled: UInt64, negative: Bool, places: Int, point: UInt8, to text: inout [UInt8]) {
        let count = decimalDigitCount(scaled)
        // At most 1 + 20 + 1 + 18 bytes: count <= 20, and callers keep places <= 18 here.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
            var end = 0
            if negative && scaled != 0 {
                buffer[0] = UInt8(ascii: "-")
                end = 1
            }
            var fraction = scaled
            if count > places {
                let unit = UInt64(pow10[places])
                layDigits(scaled / unit, count: count - places, into: buffer, at: end)
                end += count - places
                fraction = scaled % unit
            } else {
                buffer[end] = UInt8(ascii: "0")
                end += 1
            }
            if places > 0 {
                buffer[end] = point
                layDigits(fraction, count: places, into: buffer, at: end + 1)
                end += 1 + places
            }
            text.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<end]))
        }
    }

    /// n/d rounded to `significantDigits` digits in plain notation, when that is how it shows
    /// and machine integers hold it; false, with nothing appended, otherwise.
    @inline(__always)
    private static func appendRounded(_ n: Int64, _ d: Int64, significantDigits: Int, point: UInt8, to text: inout [UInt8]) -> Bool {
        guard let (digits, exponent) = roundedSmall(n.magnitude, d.magnitude, significantDigits: significantDigits),
              exponent < 15 && exponent >= -9 else { return false }
        appendPlain(digits, negative: n < 0, exponent: exponent, significantDigits: significantDigits, point: point, to: &text)
        return true
    }

    /// `significantDigits` rounded digits whose first has decimal `exponent` (-9 ≤ exponent
    /// < 15), in plain notation with trailing fractional zeros dropped: `0.333333333333333`,
    /// `142857142857.143`; zeros after the digits when they end before the point
    /// (`--digits 7` of 1e12/7 is `142857100000`), as `layOut` does.
    @inline(__always)
    private static func appendPlain(_ digits: UInt64, negative: Bool, exponent: Int, significantDigits: Int, point: UInt8,
                                    to text: inout [UInt8]) {
        var digits = digits
        var places = significantDigits - 1 - exponent
        if places < 0 {
            appendDigits(of: digits, negative: negative, to: &text)
            text.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: -places))
            return
        }
        while places > 0 && digits % 10 == 0 {
            digits /= 10
            places -= 1
        }
        appendPointed(digits, negative: negative, places: places, point: point, to: &text)
    }
}
