import CalcCore

/// Text appended as bytes to an output buffer, for what `--json`, `--explain` and `--total`
/// write for every line: built as `String`s (interpolations, joins, `description`) those lines
/// cost several times the evaluation of the line itself.
extension [UInt8] {
    /// A literal's bytes, copied without making a `String`.
    mutating func append(literal: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// A literal's bytes inserted at `index` (through a buffer pointer: inserting a `String`'s
    /// UTF-8 view goes through generic collection code).
    mutating func insert(literal: StaticString, at index: Int) {
        insert(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount), at: index)
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

    /// `YYYY-MM-DD` (`Day.text`, an interpolation of padded strings), laid out on the stack
    /// and copied once, rather than three integers and two dashes appended apiece.
    mutating func append(day: Day) {
        ValueFormatting.appendDate(day, to: &self)
    }

    /// A value's text as calc shows it in a locale (DESIGN §21): `ValueFormatting`'s, its
    /// numbers then written in `style` (digits grouped when `grouping`, at a terminal); whether
    /// it shows the value exactly.
    @inline(__always)
    mutating func append(_ value: Value, significantDigits: Int, style: NumberStyle, grouping: Bool = false) -> Bool {
        guard !style.isStandard, NumberStyle.presentationHasNumbers(value.presentation) else {
            return ValueFormatting.append(value, significantDigits: significantDigits, to: &self)
        }
        // In a pipe where `,` marks decimals (most runs in such a locale): written with it.
        if style.decimalComma && !grouping {
            return ValueFormatting.append(value, significantDigits: significantDigits, point: UInt8(ascii: ","), to: &self)
        }
        let start = count
        let isExact = ValueFormatting.append(value, significantDigits: significantDigits, to: &self)
        style.rewrite(&self, from: start, grouping: grouping)
        return isExact
    }

    /// `≈ ` before the text appended from `start`: a value shown rounded, on a terminal or in
    /// an explanation (the text is written first, and only then known to be inexact).
    mutating func markApproximation(at start: Int) {
        insert(literal: "≈ ", at: start)
    }
}

extension [UInt8] {
    /// Moves the bytes from `middle` to the end in front of those from `start` to `middle`:
    /// the front part kept aside on the stack while the rest slides down (one `memmove`,
    /// not three reversals swapping byte by byte).
    mutating func moveToFront(from middle: Int, of start: Int) {
        let frontCount = middle - start
        withUnsafeMutableBufferPointer { buffer in
            let base = UnsafeMutableRawPointer(buffer.baseAddress!)
            let backCount = buffer.count - middle
            withUnsafeTemporaryAllocation(byteCount: frontCount, alignment: 1) { front in
                front.baseAddress!.copyMemory(from: base + start, byteCount: frontCount)
                (base + start).copyMemory(from: base + middle, byteCount: backCount)
                (base + start + backCount).copyMemory(from: front.baseAddress!, byteCount: frontCount)
            }
        }
    }
}
