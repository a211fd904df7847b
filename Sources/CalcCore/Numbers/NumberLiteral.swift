/// Reads the text of a number token (`12`, `12.5`, `.5`, `1_000`, `2.5e-3`) as an exact value.
public enum NumberLiteral {
    public enum Failure: Error, Equatable {
        /// More than `Limits.maxDigits` digits written, or an exponent beyond the range of
        /// approximations.
        case tooLong
        /// Written within the digit limit, but with an exponent that puts the exact value
        /// beyond it (`3.5e-43430`): an approximation (`farParts` gives its parts). No payload:
        /// a trivial error type keeps the call cheap on the path every literal takes.
        case beyondExactRange
        /// A decimal exponent beyond ±100,000,000, the range of approximations.
        case beyondRange
    }

    /// 10^0 … 10^18, the powers of ten that fit in Int64.
    static let powersOfTen: [Int64] = (0...18).map { exponent in
        (0..<exponent).reduce(Int64(1)) { product, _ in product * 10 }
    }

    /// The lexer has already checked the shape; this only computes the value.
    public static func value(of bytes: ArraySlice<UInt8>) throws(Failure) -> Rational {
        if let value = plainDecimal(bytes) { return value }
        if bytes.count > 2, bytes[bytes.startIndex] == UInt8(ascii: "0"),
           let radix = radix(of: bytes[bytes.startIndex + 1]) {
            return try based(bytes.dropFirst(2), radix: radix)
        }
        return try anyLiteral(bytes)
    }

    /// `value(of:)` of a number written in `style` (DESIGN §21): `12,50` and `1.234,5` where
    /// `,` marks decimals, `1'234.5` in `de_CH`. The lexer has checked its shape.
    // Inlined: `12,50`, most amounts where `,` marks decimals, is read in the caller's own
    // loop, as `12.50` is in C; a call out of line cost a retain of the line.
    @inline(__always)
    public static func value(of bytes: ArraySlice<UInt8>, style: NumberStyle) throws(Failure) -> Rational {
        if style.decimalComma, let value = plainDecimal(bytes, point: UInt8(ascii: ",")) { return value }
        return try valueOfStandardSpelling(bytes, style: style)
    }

    @inline(never)
    private static func valueOfStandardSpelling(_ bytes: ArraySlice<UInt8>, style: NumberStyle) throws(Failure) -> Rational {
        try value(of: standardSpelling(of: bytes, style: style))
    }

    /// A number written in `style` as C writes it: its groups' symbols dropped, its decimal
    /// mark a point (`1.234,5` is `1234.5`, `1 000` is `1000`; `1.5` stays where `,` marks
    /// decimals, as no group came before the point). The lexer has checked the shape: where `,`
    /// marks decimals, a `.` is a group when a `,` or another group is in the number, or
    /// another `.` (a lone `.` group, `1.234`, was refused as ambiguous).
    public static func standardSpelling(of bytes: ArraySlice<UInt8>, style: NumberStyle) -> ArraySlice<UInt8> {
        let own = style.otherGroupBytes
        var hasComma = false, hasSpace = false, hasOwnGroup = false, points = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: ","): hasComma = true
            case UInt8(ascii: "."): points += 1
            case 0x20, 0xA0: hasSpace = true
            // U+202F, and U+2019 (an apostrophe grouping as `'` does).
            case 0xAF, 0x99 where index >= bytes.startIndex + 2 && bytes[index - 2] == 0xE2 && bytes[index - 1] == 0x80: hasSpace = true
            default: break
            }
            if own.count > 0, bytes[index] == own[0], bytes.endIndex - index >= own.count,
               own.elementsEqual(bytes[index..<index + own.count]) { hasOwnGroup = true }
            index += 1
        }
        let pointsAreGroups = style.decimalComma && (hasComma || hasSpace || hasOwnGroup || points > 1)
        guard hasSpace || hasOwnGroup || pointsAreGroups || (hasComma && style.decimalComma) else { return bytes }
        var standard: [UInt8] = []
        standard.reserveCapacity(bytes.count)
        index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if own.count > 0, byte == own[0], bytes.endIndex - index >= own.count, own.elementsEqual(bytes[index..<index + own.count]) {
                index += own.count
                continue
            }
            if byte == 0xC2, index + 1 < bytes.endIndex, bytes[index + 1] == 0xA0 { index += 2; continue }
            if byte == 0xE2, index + 2 < bytes.endIndex, bytes[index + 1] == 0x80, bytes[index + 2] == 0xAF || bytes[index + 2] == 0x99 {
                index += 3
                continue
            }
            switch byte {
            case 0x20: break
            case UInt8(ascii: "."): if !pointsAreGroups { standard.append(byte) }
            case UInt8(ascii: ","): if style.decimalComma { standard.append(UInt8(ascii: ".")) }
            default: standard.append(byte)
            }
            index += 1
        }
        return standard[...]
    }

    /// `½`, `1½`: a literal ending in a vulgar fraction, alone or after whole digits (DESIGN
    /// §19); nil for any other literal. (Apart from `value(of:)`, which the parser calls for
    /// every number: a second path through it cost every literal a retain of the line.)
    public static func valueEndingInFraction(of bytes: ArraySlice<UInt8>) -> Rational? {
        guard bytes.count >= 2, bytes[bytes.endIndex - 1] >= 0x80, let fraction = vulgarFraction(bytes) else { return nil }
        let whole = bytes.dropLast(fraction.length)
        guard let value = whole.isEmpty ? Rational.zero : try? Self.value(of: whole) else { return nil }
        return try? value.adding(fraction.value)
    }

    /// The vulgar fraction that ends `bytes` (`½` is U+00BD, `⅓` U+2153), with its length in bytes.
    static func vulgarFraction(_ bytes: ArraySlice<UInt8>) -> (value: Rational, length: Int)? {
        let end = bytes.endIndex
        if bytes.count >= 2, bytes[end - 2] == 0xC2 {
            switch bytes[end - 1] {
            case 0xBC: return (Rational(1, 4), 2)
            case 0xBD: return (Rational(1, 2), 2)
            case 0xBE: return (Rational(3, 4), 2)
            default: return nil
            }
        }
        guard bytes.count >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x85 else { return nil }
        let fractions: [UInt8: (Int, Int)] = [0x93: (1, 3), 0x94: (2, 3), 0x95: (1, 5), 0x96: (2, 5), 0x97: (3, 5), 0x98: (4, 5),
                                              0x99: (1, 6), 0x9A: (5, 6), 0x9B: (1, 8), 0x9C: (3, 8), 0x9D: (5, 8), 0x9E: (7, 8)]
        guard let (n, d) = fractions[bytes[end - 1]] else { return nil }
        return (Rational(Int64(n), over: Int64(d)), 3)
    }

    private static func radix(of letter: UInt8) -> Int? {
        switch letter | 0x20 {
        case UInt8(ascii: "x"): 16
        case UInt8(ascii: "o"): 8
        case UInt8(ascii: "b"): 2
        default: nil
        }
    }

    /// The value of a digit in `radix` (2, 8, 10 or 16), either case for hex; nil otherwise.
    public static func digitValue(_ byte: UInt8, radix: Int) -> Int? {
        let value: Int
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): value = Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): value = Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): value = Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
        return value < radix ? value : nil
    }

    /// The digits of a `0x`, `0o` or `0b` literal, within the size limit of exact numbers.
    private static func based(_ digits: ArraySlice<UInt8>, radix: Int) throws(Failure) -> Rational {
        let bitsPerDigit = radix == 16 ? 4 : radix == 8 ? 3 : 1
        var text: [UInt8] = []
        for byte in digits where byte != UInt8(ascii: "_") {
            // Leading zeros take no room in the value.
            if text.isEmpty && byte == UInt8(ascii: "0") { continue }
            text.append(byte)
            if (text.count - 1) * bitsPerDigit >= Limits.maxBits { throw .tooLong }
        }
        if text.isEmpty { return .zero }
        guard let value = BigInteger(digits: text, radix: radix) else { throw .tooLong }
        guard value.bitWidth <= Limits.maxBits else { throw .tooLong }
        return Rational(value)
    }

    /// `138.98`, `583`, `.5`: digits with at most one point, up to 18 digits in all, and no
    /// separators or exponent — nearly every literal in practice, read in one tight loop.
    /// nil for anything else.
    @inline(__always)
    private static func plainDecimal(_ bytes: ArraySlice<UInt8>, point: UInt8 = UInt8(ascii: ".")) -> Rational? {
        guard bytes.count <= 19 else { return nil }
        var value: Int64 = 0
        var pointAt = -1
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let digit = bytes[index] &- UInt8(ascii: "0")
            if digit < 10 {
                value = value &* 10 &+ Int64(digit)
            } else if digit == point &- UInt8(ascii: "0") && pointAt < 0 {
                pointAt = index
            } else {
                return nil
            }
            index += 1
        }
        // 18 digits always fit in Int64 (the wrapping arithmetic above is then exact).
        if pointAt < 0 { return bytes.count <= 18 ? Rational(value) : nil }
        let fractionDigits = bytes.endIndex - pointAt - 1
        guard fractionDigits > 0 else { return nil }
        if value == 0 { return .zero }
        return Rational.normalizedSmall(value, powersOfTen[fractionDigits])
    }

    /// `mantissa × 10^exponent` of a literal that `value` found beyond the exact range.
    public static func farParts(of bytes: ArraySlice<UInt8>) -> (mantissa: BigInteger, exponent: Int)? {
        var digits: [UInt8] = []
        var fractionDigits = 0, seenPoint = false, exponent = 0, negativeExponent = false, inExponent = false
        for byte in bytes where byte != UInt8(ascii: "_") && byte != UInt8(ascii: ",") {
            if inExponent {
                if byte == UInt8(ascii: "-") { negativeExponent = true } else if byte != UInt8(ascii: "+") {
                    exponent = exponent * 10 + Int(byte &- 0x30)
                }
            } else if byte == UInt8(ascii: ".") {
                seenPoint = true
            } else if byte | 0x20 == UInt8(ascii: "e") {
                inExponent = true
            } else {
                digits.append(byte)
                if seenPoint { fractionDigits += 1 }
            }
        }
        guard let mantissa = BigInteger(String(decoding: digits, as: UTF8.self)) else { return nil }
        return (mantissa, (negativeExponent ? -exponent : exponent) - fractionDigits)
    }

    /// The power of ten of a suffix letter: `k` thousand, `M` million, `bn` billion.
    private static func suffixPower(_ letter: UInt8) -> Int? {
        switch letter {
        case UInt8(ascii: "k"): 3
        case UInt8(ascii: "M"): 6
        case UInt8(ascii: "b"): 9
        default: nil
        }
    }

    /// Every literal shape, of any length.
    private static func anyLiteral(_ bytes: ArraySlice<UInt8>) throws(Failure) -> Rational {
        var small: Int64 = 0
        var smallDigits = 0        // significant digits accumulated in `small`
        var digitText: [UInt8] = [] // used once a literal outgrows Int64
        var fractionDigits = 0
        var seenPoint = false
        var index = bytes.startIndex
        var significant = false

        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: ",") || byte == 0x20 { index += 1; continue }
            if byte == UInt8(ascii: ".") { seenPoint = true; index += 1; continue }
            guard byte &- 0x30 < 10 else { break }
            let digit = Int64(byte &- 0x30)
            if seenPoint { fractionDigits += 1 }
            if digit != 0 { significant = true }
            if significant {
                if smallDigits < 18 && digitText.isEmpty {
                    small = small * 10 + digit
                    smallDigits += 1
                } else {
                    if digitText.isEmpty { digitText = Array(String(small).utf8) }
                    digitText.append(byte)
                    if digitText.count > Limits.maxDigits { throw .tooLong }
                }
            }
            index += 1
        }

        var exponent = 0
        if index < bytes.endIndex, let power = suffixPower(bytes[index]) {
            // `1k`, `2.5M`, `3bn`.
            exponent = power
        } else if index < bytes.endIndex {
            // `e` or `E`, optional sign, digits (possibly with separators).
            index += 1
            var negative = false
            if bytes[index] == UInt8(ascii: "-") { negative = true; index += 1 }
            else if bytes[index] == UInt8(ascii: "+") { index += 1 }
            while index < bytes.endIndex {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "_") { continue }
                exponent = exponent * 10 + Int(byte &- 0x30)
                if exponent > Approximation.maxDecimalExponent + Limits.maxDigits { throw .beyondRange }
            }
            if negative { exponent = -exponent }
        }

        let scale = exponent - fractionDigits
        let mantissaDigits = digitText.isEmpty ? smallDigits : digitText.count
        if mantissaDigits == 0 { return .zero }
        if mantissaDigits + scale > Limits.maxDigits || -scale > Limits.maxDigits {
            // What calc prints of approximations (`3.56294956530937e-43430`) reads back as one.
            let decimalExponent = mantissaDigits - 1 + scale
            guard abs(decimalExponent) <= Approximation.maxDecimalExponent else { throw .beyondRange }
            throw .beyondExactRange
        }

        if digitText.isEmpty {
            // The common case: a short decimal such as 138.98, without any BigInteger.
            if scale == 0 { return Rational(small) }
            if scale < 0 && scale >= -18, let value = Rational.normalizedSmall(small, powersOfTen[-scale]) { return value }
            if scale > 0 && scale <= 18 {
                let (product, overflow) = small.multipliedReportingOverflow(by: powersOfTen[scale])
                if !overflow { return Rational(product) }
            }
        }
        let mantissa = digitText.isEmpty ? BigInteger(small) : BigInteger(String(decoding: digitText, as: UTF8.self))!
        // The digit counts above bound both parts; the size limit of results does not apply
        // here, so that every exact decimal calc prints (down to 1e-20000) reads back.
        let power = BigInteger(10).power(abs(scale))
        return scale > 0 ? Rational(mantissa * power) : Rational(mantissa, power)
    }
}
