/// A line's label (DESIGN §16, §23): `Hotel, 7 nights: 7 * 120 EUR`, `Invoice #42: 100 EUR`,
/// `Taxi @ airport: 35 EUR`, `Q1 (Jan–Mar): …`. Text that starts with a letter, then holds
/// any character but `:` and `=` (and `#` only before a digit: elsewhere it starts a comment),
/// and ends in a colon followed by a space or the end of the line; it names the line for the
/// reader and means nothing to calc. A line that is only a label (`Transport:`) is a heading.
public enum Label {
    /// Where the expression after a label starts (after its colon), or 0 when the line has none.
    /// Leading spaces and tabs may come before the label.
    ///
    /// The lexer asks this for every line: a line that starts with a digit, an operator or a
    /// symbol is decided by its first byte.
    @inline(__always)
    public static func end(in bytes: [UInt8]) -> Int {
        // Digits, operators, `$`, and the lead bytes 0xC2 (`£ ¥ ² °`) and 0xE2 (`€ √ − ₹`) of the
        // symbols a line may start with: no letter starts there (µ and ª aside).
        guard let first = bytes.first, first >= UInt8(ascii: "A") || first == 0x20 || first == 0x09,
              first != 0xC2 && first != 0xE2 else { return 0 }
        return scan(bytes)
    }

    @inline(never)
    private static func scan(_ bytes: [UInt8]) -> Int {
        var index = 0
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index < bytes.count else { return 0 }
        if bytes[index] < 0x80 {
            // An ASCII letter by its byte: the Unicode property look-up would be paid by every
            // line that starts with a word (`today + 3 weeks`, `sqrt(2)`).
            guard (bytes[index] | 0x20) &- UInt8(ascii: "a") < 26 else { return 0 }
            index += 1
        } else {
            guard let (first, length) = scalar(bytes, at: index), first.properties.isAlphabetic else { return 0 }
            index += length
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") {
                let next = index + 1
                guard next == bytes.count || bytes[next] == 0x20 || bytes[next] == 0x09 || bytes[next] == 0x0D else { return 0 }
                return next
            }
            if byte < 0x80 {
                guard isLabelByte(byte) || (byte == UInt8(ascii: "#") && index + 1 < bytes.count && bytes[index + 1] &- 0x30 < 10)
                else { return 0 }
                index += 1
                continue
            }
            guard let (_, length) = scalar(bytes, at: index) else { return 0 }
            index += length
        }
        return 0
    }

    /// The ASCII bytes a label may hold besides its first letter: any printable one but `:`
    /// (which ends it), `=` (an assignment's) and `#` (a comment's, but before a digit).
    private static func isLabelByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "#"): false
        case 0x20, 0x09, 0x21...0x7E: true
        default: false
        }
    }

    /// The scalar UTF-8 encodes at `index`, and its length in bytes; nil for invalid UTF-8.
    private static func scalar(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        guard let (value, length) = UTF8Scalar.decode(bytes, at: index), let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
