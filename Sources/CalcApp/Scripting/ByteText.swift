import CalcCore

/// Text appended as bytes to an output buffer, for what `--json`, `--explain` and `--total`
/// write for every line: built as `String`s (interpolations, joins, `description`) those lines
/// cost several times the evaluation of the line itself.
extension [UInt8] {
    /// A literal's bytes, copied without making a `String`.
    mutating func append(literal: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// A string's UTF-8.
    mutating func append(text: String) {
        append(contentsOf: text.utf8)
    }

    /// An integer's digits (`String(value)`).
    mutating func append(decimal value: Int) {
        ValueFormatting.appendInteger(Int64(value), to: &self)
    }

    /// A currency's code (`description`).
    mutating func append(code: CurrencyCode) {
        code.append(to: &self)
    }

    /// `YYYY-MM-DD` (`Day.text`, an interpolation of padded strings).
    mutating func append(day: Day) {
        ValueFormatting.appendInteger(Int64(day.year), minimumDigits: 4, to: &self)
        append(UInt8(ascii: "-"))
        ValueFormatting.appendInteger(Int64(day.month), minimumDigits: 2, to: &self)
        append(UInt8(ascii: "-"))
        ValueFormatting.appendInteger(Int64(day.day), minimumDigits: 2, to: &self)
    }

    /// `≈ ` before the text appended from `start`: a value shown rounded, on a terminal or in
    /// an explanation (the text is written first, and only then known to be inexact).
    mutating func markApproximation(at start: Int) {
        insert(contentsOf: "≈ ".utf8, at: start)
    }
}

extension [UInt8] {
    /// Moves the bytes from `middle` to the end in front of those from `start` to `middle`:
    /// a rotation in place, three reversals through the buffer's pointer (reversing slices of
    /// the array copied them).
    mutating func moveToFront(from middle: Int, of start: Int) {
        withUnsafeMutableBufferPointer { buffer in
            func reverse(_ lower: Int, _ upper: Int) {
                var (low, high) = (lower, upper - 1)
                while low < high {
                    buffer.swapAt(low, high)
                    low += 1
                    high -= 1
                }
            }
            reverse(start, middle)
            reverse(middle, buffer.count)
            reverse(start, buffer.count)
        }
    }
}
