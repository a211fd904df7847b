/// How a locale writes numbers (DESIGN §21): which symbol marks the decimals, and how digits
/// are grouped. Reading and writing both follow it, so that what calc prints in a locale
/// reads back in that locale. The symbols come from CLDR (`NumberLocales`).
public struct NumberStyle: Sendable {
    /// `,` marks the decimals (`de_DE`, `fr_FR`): `1,5` is one and a half, and `.`, spaces and
    /// the locale's own symbol group digits by three. Otherwise `.` does, as in C.
    public let decimalComma: Bool
    /// The symbol between groups of digits at a terminal (`,`, `.`, U+00A0, U+202F, `'`);
    /// empty where the locale does not group. Also read as a group wherever the locale is used.
    public let group: StaticString
    /// The size of the groups before the last three: 3, or 2 (`12,34,567` in `en_IN`).
    public let secondaryGroupSize: Int

    public init(decimalComma: Bool, group: StaticString, secondaryGroupSize: Int) {
        self.decimalComma = decimalComma
        self.group = group
        self.secondaryGroupSize = secondaryGroupSize
    }

    /// `C`, `POSIX`, and every locale the table does not know: numbers read and written as
    /// calc always has, with `.` for the decimals, and no grouping even at a terminal.
    public static let standard = NumberStyle(decimalComma: false, group: "", secondaryGroupSize: 3)

    /// Whether this is `standard`: the reading and writing every locale-free path takes.
    @inline(__always)
    public var isStandard: Bool { !decimalComma && group.utf8CodeUnitCount == 0 }

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

extension NumberStyle: Equatable {
    public static func == (left: NumberStyle, right: NumberStyle) -> Bool {
        left.decimalComma == right.decimalComma && left.secondaryGroupSize == right.secondaryGroupSize
            && left.groupBytes.elementsEqual(right.groupBytes)
    }
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
    public func rewrite(_ text: inout [UInt8], from start: Int, grouping: Bool) {
        let groups = grouping && group.utf8CodeUnitCount > 0
        guard decimalComma || groups else { return }
        var index = start
        while index < text.count {
            guard index == start || text[index - 1] == 0x20 else {
                index += 1
                continue
            }
            index = rewriteNumber(in: &text, at: index, grouping: groups)
            // On to the next word.
            while index < text.count && text[index] != 0x20 { index += 1 }
        }
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

    /// The number starting at `index`, if a whole word is one, rewritten; returns where the
    /// rewritten text goes on.
    private func rewriteNumber(in text: inout [UInt8], at index: Int, grouping: Bool) -> Int {
        func isDigit(_ position: Int) -> Bool { position < text.count && text[position] &- 0x30 < 10 }
        var position = index
        if position < text.count, text[position] == UInt8(ascii: "-") { position += 1 }
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
        guard grouping, digits > 3 else { return position }
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
