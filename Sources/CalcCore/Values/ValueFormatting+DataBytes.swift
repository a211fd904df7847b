/// A value as data (`dataText`) written straight into a byte buffer: `--json` writes one for
/// every line, and the `String` path (the digits as `BigInteger` descriptions, then joined)
/// would allocate several Strings for every money line.
extension ValueFormatting {
    /// Appends `dataText(number)`. A fraction whose parts fit in `Int64` (every money line's
    /// exact value) is laid out here; anything else takes `dataText`, which stays the reference.
    public static func appendData(_ number: Number, to text: inout [UInt8]) {
        guard let exact = number.exact, case .small(let n, let d) = exact.storage else {
            text.append(contentsOf: dataText(number).utf8)
            return
        }
        if d == 1 || NumberFormatting.decimalPlaces(ofSmallDenominator: d) != nil {
            // A terminating decimal: every digit, as the display writes it (`exactDecimal`),
            // unless that is in scientific form, which data avoids (`p/q` then).
            let start = text.count
            _ = NumberFormatting.append(number, to: &text)
            if !text[start...].contains(UInt8(ascii: "e")) { return }
            text.removeSubrange(start...)
        }
        appendInteger(n, to: &text)
        text.append(UInt8(ascii: "/"))
        appendInteger(d, to: &text)
    }

    /// The decimal digits of `value`, `-` first when negative (`String(value)` as bytes), with
    /// zeros in front up to `minimumDigits` (a day's `05`, at most 20). Laid out on the stack
    /// from the last digit, then copied in one go: reversing a slice of the buffer copied it,
    /// and appending zeros to overwrite cost as much as the digits.
    public static func appendInteger(_ value: Int64, minimumDigits: Int = 1, to text: inout [UInt8]) {
        if value < 0 { text.append(UInt8(ascii: "-")) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var rest = value.magnitude
            var index = 20
            repeat {
                index -= 1
                digits[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            while index > 20 - minimumDigits {
                index -= 1
                digits[index] = UInt8(ascii: "0")
            }
            text.append(contentsOf: UnsafeBufferPointer(rebasing: digits[index...]))
        }
    }
}
