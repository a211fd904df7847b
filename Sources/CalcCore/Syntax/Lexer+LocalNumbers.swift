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
    // Out of line: C's reading, which every line without a locale takes, stays small.
    @inline(never)
    mutating func scanLocalGroupsAndDecimals(from digitsStart: Int) throws(Diagnostic) {
        // `903,40`, most amounts where `,` marks decimals: no group before the comma to look
        // for, and nothing after it but what ends a number.
        if style.decimalComma, isMark(UInt8(ascii: ","), at: position) {
            position += 1
            try scanDigits(required: true, fraction: true)
            guard isMark(UInt8(ascii: "."), at: position) || isMark(UInt8(ascii: ","), at: position) else { return }
            throw misplacedDecimalMark(from: digitsStart, secondComma: bytes[position] == UInt8(ascii: ","))
        }
        let leading = position - digitsStart
        let mayGroup = leading >= 1 && leading <= 3 && bytes[digitsStart] != UInt8(ascii: "0")
        if !style.decimalComma, !mayGroup, groupsThousands, bytes[digitsStart] == UInt8(ascii: "0"),
           let length = separatorLength(at: position), bytes[position] == UInt8(ascii: ","), digitRun(at: position + length) == 3 {
            // `0,500`: a decimal comma where `.` marks decimals (DESIGN §19).
            throw decimalComma(from: digitsStart)
        }
        if mayGroup { scanGroups() }
        let grouped = position > digitsStart + leading
        let dotGroups = grouped ? groupCount(of: UInt8(ascii: "."), from: digitsStart) : 0
        guard style.decimalComma else {
            if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "."), Lexer.isDigit(bytes[position + 1]) {
                position += 1
                try scanDigits(required: true, fraction: true)
            }
            return
        }
        var decimals = false
        if isMark(UInt8(ascii: ","), at: position) || (!grouped && isMark(UInt8(ascii: "."), at: position)) {
            position += 1
            try scanDigits(required: true, fraction: true)
            decimals = true
        }
        // `1 234.5`, `1,5,3`, `1,5.3`: a decimal mark where none can be.
        if isMark(UInt8(ascii: "."), at: position) || (decimals && isMark(UInt8(ascii: ","), at: position)) {
            throw misplacedDecimalMark(from: digitsStart, secondComma: bytes[position] == UInt8(ascii: ","))
        }
        if dotGroups == 1 && !decimals {
            let written = bytes[digitsStart..<position]
            let whole = String(decoding: written.filter { $0 != UInt8(ascii: ".") }, as: UTF8.self)
            let decimal = String(decoding: written.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: ",") : $0 }, as: UTF8.self)
            throw Messages.ambiguousGrouping(String(decoding: written, as: UTF8.self), whole: whole, decimal: decimal,
                                             at: SourceSpan(digitsStart, position))
        }
    }

    /// The groups after a number's first digits, all with separators of one kind (`.`, a
    /// space of any width, `,`, the locale's own symbol): the last of three digits, those
    /// before it of three or of `secondaryGroupSize` (two, written only with the locale's own
    /// symbol: `12,34,567`). A run that does not end so is left where its last complete form
    /// ended: `1,23,45` is `1,23` and more, `1.234 567` is `1.234` and more.
    private mutating func scanGroups() {
        var kind: UInt8?
        var end = position
        var scan = position
        var afterThree = false
        while let length = separatorLength(at: scan) {
            let separatorKind = separatorKind(at: scan)
            if let kind, kind != separatorKind { break }
            kind = separatorKind
            let size = digitRun(at: scan + length)
            let ownSymbol = style.groupBytes.count == length && style.groupBytes.elementsEqual(bytes[scan..<scan + length])
            if size == 3 {
                scan += length + size
                end = scan
                afterThree = true
            } else if size == 2, style.secondaryGroupSize == 2, ownSymbol, !afterThree {
                scan += length + size
            } else {
                break
            }
        }
        position = end
    }

    /// What kind of separator starts at `index`: every space alike, both apostrophes alike.
    private func separatorKind(at index: Int) -> UInt8 {
        switch bytes[index] {
        case 0xE2 where bytes[index + 2] == 0x99: UInt8(ascii: "'")
        case 0xC2, 0xE2: 0x20
        default: bytes[index]
        }
    }

    /// How many `.` groups the number from `start` to here has.
    private func groupCount(of separator: UInt8, from start: Int) -> Int {
        bytes[start..<position].reduce(0) { $0 + ($1 == separator ? 1 : 0) }
    }

    /// `line` with its numbers as C writes them (`x = 1.234,5` is `x = 1234.5` where `,`
    /// marks decimals): what `:save` writes to the init file, which every locale reads as C
    /// (DESIGN §21). As it is when it does not lex.
    public static func standardSpelling(of line: String, style: NumberStyle) -> String {
        guard !style.readsAsC else { return line }
        var lexer = Lexer(Array(line.utf8), style: style)
        var spelled: [UInt8] = []
        var copied = 0
        while let token = try? lexer.next(), token.kind != .end {
            guard token.kind == .number else { continue }
            spelled += lexer.bytes[copied..<token.span.start]
            spelled += NumberLiteral.standardSpelling(of: lexer.bytes[token.span.start..<token.span.end], style: style)
            copied = token.span.end
        }
        guard copied > 0 else { return line }
        spelled += lexer.bytes[copied...]
        return String(decoding: spelled, as: UTF8.self)
    }

    /// The error of a decimal mark at `position` where none can be, over the number and the
    /// digits after the mark.
    private func misplacedDecimalMark(from digitsStart: Int, secondComma: Bool) -> Diagnostic {
        var end = position + 1
        while end < bytes.count, Lexer.isDigit(bytes[end]) { end += 1 }
        let text = String(decoding: bytes[digitsStart..<end], as: UTF8.self)
        // Between a call's parentheses (where the parser stops `,` grouping) a second comma was
        // most likely meant between arguments.
        return Messages.misplacedDecimalMark(text, secondComma: secondComma, inCall: !groupsThousands, at: SourceSpan(digitsStart, end))
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
        // The locale's own symbol (`'`, U+00A0 where `.` marks decimals, U+060C); where it is
        // `'`, also the typographic apostrophe U+2019 that many keyboards write for it.
        let own = style.groupBytes
        if own.count == 1, own[0] == UInt8(ascii: "'"), bytes[index] == 0xE2, index + 3 < bytes.count, bytes[index + 1] == 0x80,
           bytes[index + 2] == 0x99, Lexer.isDigit(bytes[index + 3]) {
            return 3
        }
        guard own.count > 0, index + own.count < bytes.count, Lexer.isDigit(bytes[index + own.count]),
              own.elementsEqual(bytes[index..<index + own.count]) else { return nil }
        // Its `,` (en_US, en_IN) is a group only outside a call, as in C.
        if own.count == 1 && own[0] == UInt8(ascii: ",") && !groupsThousands { return nil }
        return own.count
    }
}
