/// Splits one line of UTF-8 bytes into tokens, on demand.
///
/// Works on bytes, never on `Character`s: the hot path of batch mode goes through here.
/// Bytes outside ASCII are accepted only as the operators `×` `÷` `·` `⋅` `−` `√` `²` `³` `°`,
/// the name `π` and the currency symbols of `CurrencyCatalogue.inputSymbols`; anything else,
/// invalid UTF-8 and control bytes are located errors.
public struct Lexer {
    public let bytes: [UInt8]
    public internal(set) var position: Int = 0
    /// Whether a comma followed by exactly three digits goes on a number (`1,000,000`,
    /// `$2,736.98`): everywhere but between a call's parentheses, where the comma separates
    /// arguments (`max(1,500)` is 500). The parser turns it off and on.
    public var groupsThousands = true
    /// How the locale writes numbers (DESIGN §21); a number is read its way unless it is
    /// `standard` (C's reading, the path every line takes without a locale).
    public private(set) var style = NumberStyle.standard
    /// Whether numbers are read the locale's way rather than C's (`en_US` reads as C does).
    var readsLocale: Bool { !style.readsAsC }

    /// Starts after the line's label, if it has one (`Hotel: 120 EUR`, DESIGN §16).
    @inline(__always)
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.position = Label.end(in: bytes)
    }

    /// Reads numbers as `style` writes them.
    @inline(__always)
    public init(_ bytes: [UInt8], style: NumberStyle) {
        self.init(bytes)
        self.style = style
    }

    public init(_ text: String) {
        self.init(Array(text.utf8))
    }

    /// The whole line as tokens, ending with `.end`.
    public static func tokenize(_ text: String) throws(Diagnostic) -> [Token] {
        var lexer = Lexer(text)
        var tokens: [Token] = []
        while true {
            let token = try lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    /// The next token; `.end` at the end of the line or at a `#` comment, and from then on.
    public mutating func next() throws(Diagnostic) -> Token {
        skipWhitespace()
        let start = position
        guard position < bytes.count else { return Token(.end, SourceSpan(start, start)) }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "#"):
            return Token(.end, SourceSpan(start, start))
        case UInt8(ascii: "?") where isLastOfLine(position):
            // `what is 15% of 80?` (DESIGN §22): a question mark that ends the line ends it.
            return Token(.end, SourceSpan(start, start))
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."):
            try scanNumber()
            // `2026-12-24` (no spaces) is a date, `8:30` a time of hours and minutes.
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: ":"),
               let kind = scanDateOrClock(start) {
                return Token(kind, SourceSpan(start, position))
            }
            // `3pm`, `11 a.m.` (DESIGN §20): an hour of the clock, a time of day.
            if position - start <= 2, position + 1 < bytes.count,
               case let letter = bytes[position] == 0x20 ? bytes[position + 1] | 0x20 : bytes[position] | 0x20,
               letter == UInt8(ascii: "a") || letter == UInt8(ascii: "p"), bytes[start..<position].allSatisfy(Lexer.isDigit),
               let end = meridiemEnd(at: position, spaced: true) {
                position = end
                return Token(.clock, SourceSpan(start, position))
            }
            return Token(.number, SourceSpan(start, position))
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return scanWord()
        case UInt8(ascii: "+"): return single(.plus)
        case UInt8(ascii: "-"):
            if peekByte(1) == UInt8(ascii: ">") { position += 2; return Token(.conversion, SourceSpan(start, position)) }
            return single(.minus)
        case UInt8(ascii: "*"):
            if peekByte(1) == UInt8(ascii: "*") { position += 2; return Token(.caret, SourceSpan(start, position)) }
            return single(.star)
        case UInt8(ascii: "/"): return single(.slash)
        case UInt8(ascii: "^"): return single(.caret)
        case UInt8(ascii: "!"): return single(.bang)
        case UInt8(ascii: "%"): return single(.percent)
        case UInt8(ascii: "("): return single(.leftParen)
        case UInt8(ascii: ")"): return single(.rightParen)
        case UInt8(ascii: ","): return single(.comma)
        // `gcd(63; 27)`: a semicolon separates arguments as a comma does (DESIGN §21), in every locale.
        case UInt8(ascii: ";"): return single(.comma)
        case UInt8(ascii: "="): return single(.equals)
        // `37.5 h @ 80 EUR/h` (DESIGN §22): `@` is `at`.
        case UInt8(ascii: "@"): return single(.at)
        case UInt8(ascii: "\"") where start > 0 && Lexer.isDigit(bytes[start - 1]),
             UInt8(ascii: "'") where start > 0 && Lexer.isDigit(bytes[start - 1]):
            // `5'11"`: feet and inches, marks right after their digits (DESIGN §19).
            return single(.identifier)
        case UInt8(ascii: "\""):
            // `roman("MCMLXXVIII")`: text between double quotes, on one line.
            guard let close = bytes[(position + 1)...].firstIndex(of: UInt8(ascii: "\"")) else {
                throw Messages.unexpectedCharacter(UInt32(byte), at: SourceSpan(start, start + 1))
            }
            position = close + 1
            return Token(.text, SourceSpan(start, position))
        default:
            return try scanOther()
        }
    }

    /// After the digits of a number at `start`: the rest of a date `dddd-dd-dd` (four digits of
    /// year or more) or of a time
    /// `h:mm` or `h:mm:ss`, consumed, with its kind; nil, and nothing consumed, otherwise.
    private mutating func scanDateOrClock(_ start: Int) -> TokenKind? {
        func digits(_ from: Int, _ count: Int) -> Bool {
            guard from + count <= bytes.count else { return false }
            return bytes[from..<from + count].allSatisfy(Lexer.isDigit)
        }
        func endsWord(_ index: Int) -> Bool { index == bytes.count || !(Lexer.isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".")) }
        let integer = bytes[start..<position].allSatisfy(Lexer.isDigit)
        guard integer else { return nil }
        if bytes[position] == UInt8(ascii: "-") {
            let end = position + 6
            // Five digits or more is a date too, refused by the parser for its year (`10000-01-01`
            // is not 9998).
            guard position - start >= 4, digits(position + 1, 2), position + 3 < bytes.count, bytes[position + 3] == UInt8(ascii: "-"),
                  digits(position + 4, 2), endsWord(end) else { return nil }
            position = end
            return .date
        }
        guard digits(position + 1, 2) else { return nil }
        var end = position + 3
        if end < bytes.count, bytes[end] == UInt8(ascii: ":"), digits(end + 1, 2) { end += 3 }
        // `3:45pm`, `10:15 p.m.`: a time of day.
        if end < bytes.count, let meridiem = meridiemEnd(at: end, spaced: true) { end = meridiem }
        guard endsWord(end) else { return nil }
        position = end
        return .clock
    }

    /// Where `am`, `pm`, `a.m.` or `p.m.` (any case) starting at `index` ends, when it is a
    /// whole word there: right after the number, or after one space when `spaced` or when it
    /// is written with dots. (No unit is spelt `am` or `pm`.)
    private func meridiemEnd(at index: Int, spaced: Bool) -> Int? {
        var start = index
        let afterSpace = bytes[start] == 0x20
        if afterSpace { start += 1 }
        guard start + 1 < bytes.count, bytes[start] | 0x20 == UInt8(ascii: "a") || bytes[start] | 0x20 == UInt8(ascii: "p") else { return nil }
        var end: Int
        if bytes[start + 1] | 0x20 == UInt8(ascii: "m") {
            guard !afterSpace || spaced else { return nil }
            end = start + 2
        } else if start + 3 < bytes.count, bytes[start + 1] == UInt8(ascii: "."), bytes[start + 2] | 0x20 == UInt8(ascii: "m"),
                  bytes[start + 3] == UInt8(ascii: ".") {
            end = start + 4
        } else {
            return nil
        }
        guard end == bytes.count || !Lexer.isWordByte(bytes[end]) else { return nil }
        return end
    }

    /// The digit a superscript stands for (`⁻` is -1, the sign); nil for anything else.
    static func superscriptDigit(_ scalar: UInt32) -> Int? {
        switch scalar {
        case 0x2070: 0
        case 0xB9: 1
        case 0xB2: 2
        case 0xB3: 3
        case 0x2074...0x2079: Int(scalar - 0x2070)
        case 0x207B: -1
        default: nil
        }
    }

    /// After `on`: the next word if it is written as a date, `dddd-dd-dd` (whether or not
    /// such a day exists), and its span; nil, and nothing consumed, otherwise.
    public mutating func scanDateText() -> (text: String, span: SourceSpan)? {
        skipWhitespace()
        let start = position
        var end = position
        while end < bytes.count, Lexer.isDigit(bytes[end]) || bytes[end] == UInt8(ascii: "-") { end += 1 }
        let word = bytes[start..<end]
        guard word.count == 10, end == bytes.count || !Lexer.isWordByte(bytes[end]) else { return nil }
        for (offset, byte) in word.enumerated() where (offset == 4 || offset == 7) != (byte == UInt8(ascii: "-")) { return nil }
        position = end
        return (String(decoding: word, as: UTF8.self), SourceSpan(start, end))
    }

    /// Whether the next word, after spaces, is `word` whole (a look at the bytes, no token made).
    public func nextWordIs(_ word: StaticString) -> Bool {
        var start = position
        while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        let end = start + word.utf8CodeUnitCount
        guard end <= bytes.count, end == bytes.count || !Lexer.isWordByte(bytes[end]) else { return false }
        return word.withUTF8Buffer { bytes[start..<end].elementsEqual($0) }
    }

    /// What comes next, for an error: the rest of the word (at most 20 bytes), or nil at the end.
    public func peekText() -> (text: String, span: SourceSpan)? {
        var start = position
        while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        guard start < bytes.count, bytes[start] != UInt8(ascii: "#") else { return nil }
        var end = start
        while end < bytes.count, end - start < 20, bytes[end] != 0x20, bytes[end] != 0x09 { end += 1 }
        return (String(decoding: bytes[start..<end], as: UTF8.self), SourceSpan(start, end))
    }

    // MARK: - Pieces

    /// `1 000 000` (DESIGN §21): after one to three digits that do not start with 0, groups of
    /// exactly three after single spaces are one number, in every locale.
    @inline(never)
    private mutating func scanSpaceGroups(from digitsStart: Int) {
        guard position - digitsStart <= 3, bytes[digitsStart] != UInt8(ascii: "0") else { return }
        while position + 3 < bytes.count, bytes[position] == 0x20,
              Lexer.isDigit(bytes[position + 1]), Lexer.isDigit(bytes[position + 2]), Lexer.isDigit(bytes[position + 3]),
              position + 4 == bytes.count || !Lexer.isDigit(bytes[position + 4]) {
            position += 4
        }
    }

    /// Whether only spaces, tabs or a comment follow `index`.
    private func isLastOfLine(_ index: Int) -> Bool {
        var next = index + 1
        while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 || bytes[next] == 0x0D { next += 1 }
        return next == bytes.count || bytes[next] == UInt8(ascii: "#")
    }

    /// Goes on from `index` (after words the parser has read by their bytes).
    mutating func resume(at index: Int) {
        position = index
    }

    private mutating func single(_ kind: TokenKind) -> Token {
        position += 1
        return Token(kind, SourceSpan(position - 1, position))
    }

    func peekByte(_ offset: Int) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while position < bytes.count {
            let byte = bytes[position]
            guard byte == 0x20 || byte == 0x09 || byte == 0x0D else {
                // U+00A0 and U+202F, which CLDR puts between an amount and its symbol
                // (`1.234,56 €` as a locale writes it, DESIGN §21), are spaces too.
                if byte == 0xC2 || byte == 0xE2, let length = noBreakSpaceLength(at: position) {
                    position += length
                    continue
                }
                return
            }
            position += 1
        }
    }

    /// 2 at U+00A0, 3 at U+202F; nil otherwise.
    @inline(never)
    private func noBreakSpaceLength(at index: Int) -> Int? {
        if bytes[index] == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xA0 { return 2 }
        if bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xAF { return 3 }
        return nil
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// Whether a number may go on at `index` in some locale: a decimal mark, a space or an
    /// apostrophe before a digit, or a symbol beyond ASCII.
    @inline(__always)
    func mayGoOnInALocale(at index: Int) -> Bool {
        guard index < bytes.count else { return false }
        let byte = bytes[index]
        if byte >= 0x80 { return true }
        guard index + 1 < bytes.count, Lexer.isDigit(bytes[index + 1]) else { return false }
        return byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") || byte == 0x20 || byte == UInt8(ascii: "'")
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20) &- 0x61 < 26 || byte == UInt8(ascii: "_")
    }

    /// Digits with single `_` between them, grouping them by three: the first group of a whole
    /// part may be shorter (`12_345`), the last of a fraction too (`0.000_01`).
    // Inlined: every number of every line scans its digits here, once or twice.
    @inline(__always)
    mutating func scanDigits(required: Bool, fraction: Bool = false) throws(Diagnostic) {
        let start = position
        var groupStart = start
        while position < bytes.count {
            let byte = bytes[position]
            if Lexer.isDigit(byte) {
                position += 1
            } else if byte == UInt8(ascii: "_") {
                let next = peekByte(1)
                guard position > start, Lexer.isDigit(bytes[position - 1]), let next, Lexer.isDigit(next) else {
                    throw Messages.misplacedDigitSeparator(at: SourceSpan(position, position + 1))
                }
                let length = position - groupStart
                if length != 3 && (fraction || groupStart > start || length > 3) { throw badGroups(from: start, radix: 10) }
                position += 1
                groupStart = position
            } else {
                break
            }
        }
        if groupStart > start, position - groupStart != 3, !fraction || position - groupStart > 3 {
            throw badGroups(from: start, radix: 10)
        }
        if required && position == start {
            throw Messages.expectedDigits(at: SourceSpan(Swift.max(start - 1, 0), start))
        }
    }

    /// The digits a `_` groups: three in decimal and octal, four in hex and binary.
    private static func groupSize(radix: Int) -> Int { radix == 10 || radix == 8 ? 3 : 4 }

    /// `1101_2`, `0xfff_f`: digits grouped otherwise than `groupSize`, located over the whole
    /// run of digits and `_` from `start`.
    @inline(never)
    private func badGroups(from start: Int, radix: Int) -> Diagnostic {
        var end = radix == 10 ? start : start + 2
        var start = start
        // The whole literal: `0.00_1`, not `00_1`.
        while radix == 10, start > 0, Lexer.isDigit(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ".") { start -= 1 }
        while end < bytes.count, NumberLiteral.digitValue(bytes[end], radix: radix) != nil || bytes[end] == UInt8(ascii: "_") { end += 1 }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        // `1101_2`, `777_8`: a base written after the digits, as in 1101₂.
        var inBase: (digits: String, radix: Int)?
        if radix == 10, let underscore = text.lastIndex(of: "_"), case let digits = text[..<underscore],
           let base = Int(text[text.index(after: underscore)...]), base == 2 || base == 8, !digits.contains("_"),
           digits.utf8.allSatisfy({ NumberLiteral.digitValue($0, radix: base) != nil }) {
            inBase = (String(digits), base)
        }
        return Messages.digitGroups(text, groupSize: Lexer.groupSize(radix: radix), inBase: inBase, at: SourceSpan(start, end))
    }

    /// `0,500 l`: the error of a decimal comma, whose hint writes the number with a point
    /// and the word after it.
    @inline(never)
    func decimalComma(from start: Int) -> Diagnostic {
        var end = position + 1
        while end < bytes.count, Lexer.isDigit(bytes[end]) { end += 1 }
        var written = String(decoding: bytes[start..<end].map { $0 == UInt8(ascii: ",") ? UInt8(ascii: ".") : $0 }, as: UTF8.self)
        // The word after it, as in `write 0.500 l`.
        var wordStart = end
        while wordStart < bytes.count, bytes[wordStart] == UInt8(ascii: " ") { wordStart += 1 }
        var wordEnd = wordStart
        while wordEnd < bytes.count, Lexer.isWordByte(bytes[wordEnd]) { wordEnd += 1 }
        if wordEnd > wordStart, wordEnd - wordStart <= 20 { written += " " + String(decoding: bytes[wordStart..<wordEnd], as: UTF8.self) }
        return Messages.decimalComma(written: written, at: SourceSpan(start, end))
    }

    private mutating func scanNumber() throws(Diagnostic) {
        // A base prefix only after a leading 0, checked inline: as a call it would be paid by
        // every number of every line.
        if bytes[position] == UInt8(ascii: "0"), position + 2 < bytes.count, bytes[position + 1] >= UInt8(ascii: "A"),
           let radix = radixPrefix() {
            // 0x1f, 0o17, 0b101: whole numbers in another base, digits with single `_` between.
            let start = position
            position += 2
            var previousWasDigit = false
            var groupStart = position
            let size = Lexer.groupSize(radix: radix)
            while position < bytes.count {
                let byte = bytes[position]
                if NumberLiteral.digitValue(byte, radix: radix) != nil {
                    previousWasDigit = true
                } else if byte == UInt8(ascii: "_"), previousWasDigit,
                          let next = peekByte(1), NumberLiteral.digitValue(next, radix: radix) != nil {
                    let length = position - groupStart
                    if length != size && (groupStart > start + 2 || length > size) { throw badGroups(from: start, radix: radix) }
                    previousWasDigit = false
                    groupStart = position + 1
                } else {
                    break
                }
                position += 1
            }
            if groupStart > start + 2, position - groupStart != size { throw badGroups(from: start, radix: radix) }
            // `0b102`, `0o19`: a digit the base lacks, not a number and then another.
            if position < bytes.count, Lexer.isDigit(bytes[position]) {
                throw Messages.digitOutsideBase(radix, digit: Character(Unicode.Scalar(bytes[position])), at: SourceSpan(position, position + 1))
            }
            return
        }
        let digitsStart = position
        if bytes[position] != UInt8(ascii: ".") { try scanDigits(required: true) }
        // `1½`: whole digits and a vulgar fraction are one number.
        if position + 1 < bytes.count, bytes[position] == 0xC2 || bytes[position] == 0xE2 {
            let end = Swift.min(position + 3, bytes.count)
            if let fraction = NumberLiteral.vulgarFraction(bytes[position..<end]) ?? NumberLiteral.vulgarFraction(bytes[position..<position + 2]) {
                position += fraction.length
                return
            }
        }
        if readsLocale {
            // `51752 JPY`: nothing after the digits that could go on with the number in any locale.
            if mayGoOnInALocale(at: position) { try scanLocalGroupsAndDecimals(from: digitsStart) }
            try scanExponentOrSuffix()
            return
        }
        // `1,000,000`: groups of exactly three digits after commas, outside calls.
        while groupsThousands, position + 3 < bytes.count, bytes[position] == UInt8(ascii: ","),
              Lexer.isDigit(bytes[position + 1]), Lexer.isDigit(bytes[position + 2]), Lexer.isDigit(bytes[position + 3]),
              position + 4 == bytes.count || !Lexer.isDigit(bytes[position + 4]) {
            // `0,500`: a thousands group follows digits that do not start with 0; this is a
            // decimal comma (DESIGN §19), never five hundred.
            if bytes[digitsStart] == UInt8(ascii: "0") { throw decimalComma(from: digitsStart) }
            position += 4
        }
        if position + 1 < bytes.count, bytes[position] == 0x20, Lexer.isDigit(bytes[position + 1]) {
            scanSpaceGroups(from: digitsStart)
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            try scanDigits(required: true, fraction: true)
        }
        try scanExponentOrSuffix()
    }

    /// After a number's digits and decimals: its exponent or its suffix, if it has one.
    @inline(__always)
    private mutating func scanExponentOrSuffix() throws(Diagnostic) {
        // An exponent only when digits follow: `2e3` is a number, `2EUR` is 2 and EUR.
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            var look = position + 1
            if look < bytes.count, bytes[look] == UInt8(ascii: "+") || bytes[look] == UInt8(ascii: "-") { look += 1 }
            if look < bytes.count, Lexer.isDigit(bytes[look]) {
                position = look
                try scanDigits(required: true)
                return
            }
        }
        // `1k`, `2.5M`, `3bn`: thousand, million, billion, right after the digits.
        if position < bytes.count, bytes[position] == UInt8(ascii: "k") || bytes[position] == UInt8(ascii: "M")
            || bytes[position] == UInt8(ascii: "b") {
            let length = bytes[position] == UInt8(ascii: "b") ? 2 : 1
            guard length == 1 || (position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "n")) else { return }
            let end = position + length
            if end == bytes.count || !Lexer.isWordByte(bytes[end]) { position = end }
        }
    }

    /// 16, 8 or 2 when a base prefix (`0x`, `0o`, `0b`, either case) and a digit of that base
    /// start here; otherwise nil (`0b` alone, `0xg`: a zero and a name).
    @inline(never)
    private func radixPrefix() -> Int? {
        guard bytes[position] == UInt8(ascii: "0"), let letter = peekByte(1), let digit = peekByte(2) else { return nil }
        let radix: Int
        switch letter | 0x20 {
        case UInt8(ascii: "x"): radix = 16
        case UInt8(ascii: "o"): radix = 8
        case UInt8(ascii: "b"): radix = 2
        default: return nil
        }
        return NumberLiteral.digitValue(digit, radix: radix) != nil ? radix : nil
    }

    private mutating func scanWord() -> Token {
        let start = position
        // Its first eight bytes packed as it is read, for the keywords (no slice of the line
        // to retain and release for each word).
        var packed: UInt64 = 0, shift: UInt64 = 0
        while position < bytes.count, Lexer.isWordByte(bytes[position]) {
            if shift < 64 {
                packed |= UInt64(bytes[position]) << shift
                shift &+= 8
            }
            position += 1
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "$"), position - start <= 2,
           let code = CurrencyCatalogue.currency(dollarPrefix: bytes[start..<position]) {
            position += 1
            return Token(.currencySymbol(code), SourceSpan(start, position))
        }
        return Token(Keywords.token(bytes: packed, count: position - start) ?? .identifier, SourceSpan(start, position))
    }

    /// Currency symbols (`$` among them), the non-ASCII operators, and everything that is not
    /// a token.
    private mutating func scanOther() throws(Diagnostic) -> Token {
        let start = position
        guard let (scalar, length) = UTF8Scalar.decode(bytes, at: position) else {
            throw Messages.invalidUTF8(byte: bytes[position], at: SourceSpan(start, start + 1))
        }
        let span = SourceSpan(start, start + length)
        let kind: TokenKind
        switch scalar {
        case 0xD7, 0xB7, 0x22C5: kind = .times  // × · ⋅
        case 0xF7: kind = .divide               // ÷
        case 0x2212: kind = .minus              // − (the minus sign)
        case 0x221A: kind = .squareRoot         // √
        case 0xB2, 0xB3, 0xB9, 0x2070, 0x2074...0x2079, 0x207B:
            // ² and ³ alone; superscript digits written together are one exponent (`2²³`,
            // `10⁻³`): DESIGN §15.
            var end = start + length
            while end < bytes.count, case let (next, nextLength)? = UTF8Scalar.decode(bytes, at: end), Lexer.superscriptDigit(next) != nil {
                end += nextLength
            }
            // `10⁻`: a sign needs its digits.
            if !String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars.contains(where: { $0.value != 0x207B }) {
                throw Messages.unexpectedCharacter(scalar, at: SourceSpan(start, end))
            }
            if end == start + length && scalar != 0xB9 && (scalar == 0xB2 || scalar == 0xB3) {
                kind = scalar == 0xB2 ? .squared : .cubed
            } else {
                position = end
                return Token(.superscript, SourceSpan(start, end))
            }
        case 0xBC...0xBE, 0x2153...0x215E:
            // `½ cup`: a vulgar fraction is a number (DESIGN §19).
            position += length
            return Token(.number, span)
        case 0x2032 where start > 0 && Lexer.isDigit(bytes[start - 1]), 0x2033 where start > 0 && Lexer.isDigit(bytes[start - 1]):
            // `5′11″`: the prime and double prime, feet and inches.
            kind = .identifier
        case 0xB0:                              // °, or the scales °C and °F (no space)
            let next = start + length
            if next < bytes.count, bytes[next] == UInt8(ascii: "C") || bytes[next] == UInt8(ascii: "F"),
               next + 1 == bytes.count || !Lexer.isWordByte(bytes[next + 1]) {
                position = next + 1
                return Token(.identifier, SourceSpan(start, position))
            }
            kind = .degree
        case 0xB5, 0x3BC:                       // µ (micro sign or Greek mu) before a unit: µm
            position += length
            while position < bytes.count, Lexer.isWordByte(bytes[position]) { position += 1 }
            guard position > start + length else { throw Messages.unexpectedCharacter(scalar, at: span) }
            return Token(.identifier, SourceSpan(start, position))
        case 0x3C0: kind = .identifier          // π, the constant pi
        default:
            guard let code = CurrencyCatalogue.currency(symbol: scalar) else { throw Messages.unexpectedCharacter(scalar, at: span) }
            kind = .currencySymbol(code)
        }
        position += length
        return Token(kind, span)
    }
}

/// Strict UTF-8 decoding of one scalar (no overlongs, no surrogates).
enum UTF8Scalar {
    static func decode(_ bytes: [UInt8], at index: Int) -> (UInt32, Int)? {
        let lead = bytes[index]
        let length: Int
        var scalar: UInt32
        switch lead {
        case 0x00...0x7F: return (UInt32(lead), 1)
        case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; scalar = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return nil }
        return (scalar, length)
    }
}
