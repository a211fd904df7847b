#if canImport(Glibc)
import Glibc
#endif

/// How a locale writes numbers (DESIGN §21): which symbol marks the decimals, and how digits
/// are grouped. Reading and writing both follow it, so that what calc prints in a locale
/// reads back in that locale. The symbols come from CLDR (`NumberLocales`).
///
/// One byte, the style's letter in the table: the lexer of every line holds one, and copies
/// of the lexer (looking ahead) are on the path of every line.
public struct NumberStyle: Sendable, Equatable {
    /// The style's letter in `NumberLocales.symbols`: a capital where `,` marks decimals, a
    /// small letter otherwise; 0 for C's symbols.
    let letter: UInt8
    /// Whether numbers read exactly as in C (`.` marks decimals, groups of three after `,`, or
    /// none): then the lexer takes C's path (`en_US`), and the style changes only what is
    /// written. Worked out once: every line's lexer asks.
    public let readsAsC: Bool

    init(letter: UInt8) {
        self.letter = letter
        let symbols = NumberLocales.symbols(letter)
        let group = UnsafeBufferPointer(start: symbols.group.utf8Start, count: symbols.group.utf8CodeUnitCount)
        readsAsC = !symbols.decimalComma && symbols.secondaryGroupSize == 3
            && (group.isEmpty || (group.count == 1 && group[0] == UInt8(ascii: ",")))
    }

    /// `,` marks the decimals (`de_DE`, `fr_FR`): `1,5` is one and a half, and `.`, spaces and
    /// the locale's own symbol group digits by three. Otherwise `.` does, as in C.
    @inline(__always)
    public var decimalComma: Bool { letter &- UInt8(ascii: "A") < 26 }
    /// The symbol between groups of digits at a terminal (`,`, `.`, U+00A0, U+202F, `'`);
    /// empty where the locale does not group. Also read as a group wherever the locale is used.
    public var group: StaticString { NumberLocales.symbols(letter).group }
    /// The size of the groups before the last three: 3, or 2 (`12,34,567` in `en_IN`).
    public var secondaryGroupSize: Int { NumberLocales.symbols(letter).secondaryGroupSize }

    /// `C`, `POSIX`, and every locale the table does not know: numbers read and written as
    /// calc always has, with `.` for the decimals, and no grouping even at a terminal.
    @inline(__always)
    public static var standard: NumberStyle { NumberStyle(letter: 0, readsAsC: true) }

    private init(letter: UInt8, readsAsC: Bool) {
        self.letter = letter
        self.readsAsC = readsAsC
    }

    /// Whether numbers are read and written as C does (C's style, and `en_US_POSIX`'s, which
    /// has the same symbols): the path every line without a locale takes.
    @inline(__always)
    public var isStandard: Bool { letter == 0 }

    /// The group symbol's bytes.
    var groupBytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: group.utf8Start, count: group.utf8CodeUnitCount)
    }

    /// The group symbol when it is none of those every locale of its kind reads anyway (`.`,
    /// `,`, spaces): `'` in `de_CH`, U+060C; else empty.
    var otherGroupBytes: UnsafeBufferPointer<UInt8> {
        let bytes = groupBytes
        switch bytes.count {
        case 1 where bytes[0] == UInt8(ascii: ".") || bytes[0] == UInt8(ascii: ",") || bytes[0] == 0x20: return UnsafeBufferPointer(start: nil, count: 0)
        case 2 where bytes[0] == 0xC2 && bytes[1] == 0xA0: return UnsafeBufferPointer(start: nil, count: 0)
        case 3 where bytes[0] == 0xE2 && bytes[1] == 0x80 && bytes[2] == 0xAF: return UnsafeBufferPointer(start: nil, count: 0)
        default: return bytes
        }
    }

    /// Between several values on one line (`in USD, GBP`): `; ` where a comma marks decimals,
    /// so that `1,08 USD; 0,85 GBP` is not read as more numbers than it holds.
    public var listSeparator: StaticString { decimalComma ? "; " : ", " }
}

// MARK: - Writing

extension NumberStyle {
    /// Rewrites, in place, the numbers of a value's text from `start` (as `ValueFormatting`
    /// wrote it, the C way) as this style writes them: the locale's decimal symbol, and its
    /// groups when `grouping` (at a terminal). A number is a whole word of the text, or one
    /// followed by `%` or `°`; the words of units, codes and exponents (`m^13`, `1e-30`'s
    /// exponent) are left alone, and so is a value whose presentation shows no decimals
    /// (`presentationHasNumbers`).
    ///
    /// A whole number that would show a single `.` group (`12.345` in `de_DE`) is written
    /// without it: read back, `12.345` is refused as ambiguous (it could be a decimal).
    @inline(never)
    public func rewrite(_ text: inout [UInt8], from start: Int, grouping: Bool) {
        let groups = grouping && group.utf8CodeUnitCount > 0
        guard groups else {
            if decimalComma { NumberStyle.replacePoints(in: &text, from: start) }
            return
        }
        var index = start
        while index < text.count {
            guard index == start || text[index - 1] == 0x20 else {
                index += 1
                continue
            }
            index = rewriteGrouped(in: &text, at: index)
            // On to the next word.
            while index < text.count && text[index] != 0x20 { index += 1 }
        }
    }

    /// Without groups (in a pipe), only the decimal point changes: every `.` between digits is
    /// one (a unit's or a code's name has no digits around a point, an exponent no point).
    static func replacePoints(in text: inout [UInt8], from start: Int) {
        text.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count > start + 2 else { return }
            var index = start + 1
            while index + 1 < buffer.count, let found = memchr(base + index, Int32(UInt8(ascii: ".")), buffer.count - 1 - index) {
                index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if buffer[index - 1] &- 0x30 < 10, buffer[index + 1] &- 0x30 < 10 { buffer[index] = UInt8(ascii: ",") }
                index += 1
            }
        }
    }

    /// `text` with every `.` between digits a `,`: the numbers of a hint or a note (`write 3,125
    /// cups`, `1 EUR = 1,0823 USD`) as a user where `,` marks decimals types them.
    public static func withDecimalCommas(_ text: String) -> String {
        var bytes = Array(text.utf8)
        replacePoints(in: &bytes, from: 0)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the text of a value in `presentation` is made of numbers and unit words (a
    /// quantity, an amount, a percentage, an angle), which `rewrite` writes in a locale's
    /// style; false for dates, times, bases, fractions and words, written the same everywhere.
    public static func presentationHasNumbers(_ presentation: Presentation) -> Bool {
        switch presentation {
        case .plain, .percent, .daysSince, .parts, .angle: true
        case .radix, .fraction, .date, .clock, .timeOfDay, .instant, .roman, .weekday: false
        }
    }

    /// The number starting at `index`, if a whole word is one, rewritten with its groups;
    /// returns where the rewritten text goes on.
    private func rewriteGrouped(in text: inout [UInt8], at index: Int) -> Int {
        func isDigit(_ position: Int) -> Bool { position < text.count && text[position] &- 0x30 < 10 }
        var position = index
        // `-1234.5`, and `-(11 ft 1234.5 inch)`, a negative quantity of several parts.
        if position < text.count, text[position] == UInt8(ascii: "-") { position += 1 }
        if position < text.count, text[position] == UInt8(ascii: "(") { position += 1 }
        let wholeStart = position
        while isDigit(position) { position += 1 }
        let wholeEnd = position
        guard wholeEnd > wholeStart else { return index }
        var point: Int?
        if position + 1 < text.count, text[position] == UInt8(ascii: "."), isDigit(position + 1) {
            point = position
            position += 1
            while isDigit(position) { position += 1 }
        }
        if position < text.count, text[position] == UInt8(ascii: "e") {
            position += 1
            if position < text.count, text[position] == UInt8(ascii: "-") || text[position] == UInt8(ascii: "+") { position += 1 }
            while isDigit(position) { position += 1 }
        }
        // The word must end here (or with `%`, `°`): `100km` is a unit's name.
        guard position == text.count || text[position] == 0x20 || text[position] == UInt8(ascii: "%")
            || (text[position] == 0xC2 && position + 1 < text.count && text[position + 1] == 0xB0) else { return position }
        if let point, decimalComma { text[point] = UInt8(ascii: ",") }
        let digits = wholeEnd - wholeStart
        guard digits > 3 else { return position }
        // `12.345` alone would read back as ambiguous; `12.345,5` and `1.234.567` do not.
        if point == nil, digits <= 6, decimalComma, groupBytes.elementsEqual(CollectionOfOne(UInt8(ascii: "."))) { return position }
        var grouped: [UInt8] = []
        grouped.reserveCapacity(digits + digits / 2 * group.utf8CodeUnitCount)
        // Group boundaries counted from the right: the last three, then `secondaryGroupSize`s.
        var boundaries: [Int] = []
        var boundary = wholeEnd - 3
        while boundary > wholeStart {
            boundaries.append(boundary)
            boundary -= secondaryGroupSize
        }
        var next = boundaries.count - 1
        for offset in wholeStart..<wholeEnd {
            if next >= 0, offset == boundaries[next] {
                grouped.append(contentsOf: groupBytes)
                next -= 1
            }
            grouped.append(text[offset])
        }
        text.replaceSubrange(wholeStart..<wholeEnd, with: grouped)
        return position + grouped.count - digits
    }
}
