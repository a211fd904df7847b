/// Numbers as a locale writes them (DESIGN §21), for every locale but C's.
extension Lexer {
    /// After a number's first digits (`digitsStart` to here): its groups and decimals as the
    /// lexer's `style` writes them. Groups are of three digits (the last three, and before them
    /// `secondaryGroupSize`), after one to three digits that do not start with 0, between:
    /// - the locale's own group symbol (`'` in `de_CH`, U+202F in `fr_FR`);
    /// - where `,` marks decimals: `.`, a space, U+00A0 or U+202F, alike in every such locale;
    /// - otherwise: `,` outside a call's parentheses (as in C), and a space.
    ///
    /// Where `,` marks decimals, `.` does too when no group came before it and it is not one
    /// (`1.5`, `1.2345`, `0.500`, `1234.567`); a lone `.` group with nothing else that tells
    /// (`1.234`) is refused with both readings, and so is a second decimal mark (`1,5,3`,
    /// `1 234.5`).
    mutating func scanLocalGroupsAndDecimals(from digitsStart: Int) throws(Diagnostic) {
        let leading = position - digitsStart
        let mayGroup = leading >= 1 && leading <= 3 && bytes[digitsStart] != UInt8(ascii: "0")
        if !style.decimalComma, !mayGroup, groupsThousands, bytes[digitsStart] == UInt8(ascii: "0"),
           let length = separatorLength(at: position), bytes[position] == UInt8(ascii: ","), digitRun(at: position + length) == 3 {
            // `0,500`: a decimal comma where `.` marks decimals (DESIGN §19).
            throw decimalComma(from: digitsStart)
        }
        var dotGroups = 0, otherGroups = 0
        var lastSize = 3
        while mayGroup, let length = separatorLength(at: position) {
            let size = digitRun(at: position + length)
            // A group of two (`12,34,567`) only where the locale writes them, before another
            // group, and never after one of three.
            let afterThree = dotGroups + otherGroups > 0 && lastSize == 3
            let isSecondary = size == 2 && style.secondaryGroupSize == 2 && !afterThree
            guard size == 3 || (isSecondary && separatorLength(at: position + length + size) != nil) else { break }
            if bytes[position] == UInt8(ascii: ".") { dotGroups += 1 } else { otherGroups += 1 }
            lastSize = size
            position += length + size
        }
        guard style.decimalComma else {
            if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "."), Lexer.isDigit(bytes[position + 1]) {
                position += 1
                try scanDigits(required: true, fraction: true)
            }
            return
        }
        let grouped = dotGroups + otherGroups > 0
        var decimals = false
        if isMark(UInt8(ascii: ","), at: position) || (!grouped && isMark(UInt8(ascii: "."), at: position)) {
            position += 1
            try scanDigits(required: true, fraction: true)
            decimals = true
        }
        // `1 234.5`, `1,5,3`, `1,5.3`: a decimal mark where none can be.
        if isMark(UInt8(ascii: "."), at: position) || (decimals && isMark(UInt8(ascii: ","), at: position)) {
            var end = position + 1
            while end < bytes.count, Lexer.isDigit(bytes[end]) { end += 1 }
            let text = String(decoding: bytes[digitsStart..<end], as: UTF8.self)
            throw Messages.misplacedDecimalMark(text, secondComma: bytes[position] == UInt8(ascii: ","), at: SourceSpan(digitsStart, end))
        }
        if dotGroups == 1 && otherGroups == 0 && !decimals {
            let written = bytes[digitsStart..<position]
            let whole = String(decoding: written.filter { $0 != UInt8(ascii: ".") }, as: UTF8.self)
            let decimal = String(decoding: written.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: ",") : $0 }, as: UTF8.self)
            throw Messages.ambiguousGrouping(String(decoding: written, as: UTF8.self), whole: whole, decimal: decimal,
                                             at: SourceSpan(digitsStart, position))
        }
    }

    /// Whether `mark` is at `index` with a digit after it.
    private func isMark(_ mark: UInt8, at index: Int) -> Bool {
        index + 1 < bytes.count && bytes[index] == mark && Lexer.isDigit(bytes[index + 1])
    }

    /// How many digits follow `index`, up to the first other byte.
    private func digitRun(at index: Int) -> Int {
        var end = index
        while end < bytes.count, Lexer.isDigit(bytes[end]) { end += 1 }
        return end - index
    }

    /// The length in bytes of a group separator the style reads at `index`, followed by a
    /// digit; nil if there is none.
    private func separatorLength(at index: Int) -> Int? {
        guard index + 1 < bytes.count else { return nil }
        let length: Int
        switch bytes[index] {
        case 0x20: length = 1
        case UInt8(ascii: "."): length = style.decimalComma ? 1 : 0
        case UInt8(ascii: ","): length = !style.decimalComma && groupsThousands ? 1 : 0
        case 0xC2 where bytes[index + 1] == 0xA0: length = style.decimalComma ? 2 : 0
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xAF:
            length = style.decimalComma ? 3 : 0
        default: length = 0
        }
        if length > 0 {
            return index + length < bytes.count && Lexer.isDigit(bytes[index + length]) ? length : nil
        }
        // The locale's own symbol (`'`, U+00A0 where `.` marks decimals, U+060C).
        let own = style.groupBytes
        guard own.count > 0, index + own.count < bytes.count, Lexer.isDigit(bytes[index + own.count]),
              own.elementsEqual(bytes[index..<index + own.count]) else { return nil }
        // Its `,` (en_US, en_IN) is a group only outside a call, as in C.
        if own.count == 1 && own[0] == UInt8(ascii: ",") && !groupsThousands { return nil }
        return own.count
    }
}
