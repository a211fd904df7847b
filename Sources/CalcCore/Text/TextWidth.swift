/// How many columns of a terminal a text takes: most characters one, East Asian wide ones
/// (CJK, Hangul syllables, full-width forms, most emoji) two, combining marks, format
/// characters and controls none — what `wcswidth` says in a UTF-8 locale. calc's own table
/// (the ranges of Markus Kuhn's `wcwidth`), not the C library's: that one answers by the
/// locale, which a pipe or a test run may not have, and a layout must not depend on it.
public enum TextWidth {
    /// The columns of `text`: the sum of its scalars' (as libedit lays out the line).
    public static func columns(_ text: some StringProtocol) -> Int {
        var total = 0
        for scalar in text.unicodeScalars { total += columns(scalar) }
        return total
    }

    public static func columns(_ character: Character) -> Int {
        var total = 0
        for scalar in character.unicodeScalars { total += columns(scalar) }
        return total
    }

    /// 0, 1 or 2.
    public static func columns(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        // ASCII and Latin-1 first: no marks and nothing wide below U+0300.
        if value < 0x300 { return value < 0x20 || (0x7F..<0xA0).contains(value) ? 0 : 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        // Hangul's medial vowels and final consonants join the syllable before them.
        if (0x1160...0x11FF).contains(value) { return 0 }
        return isWide(value) ? 2 : 1
    }

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        switch value {
        case 0x1100...0x115F,  // Hangul leading consonants
             0x2329, 0x232A,  // angle brackets
             0x2E80...0x303E, 0x3040...0xA4CF,  // CJK radicals to Yi (U+303F is narrow)
             0xAC00...0xD7A3,  // Hangul syllables
             0xF900...0xFAFF,  // CJK compatibility ideographs
             0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical and small forms
             0xFF00...0xFF60, 0xFFE0...0xFFE6,  // full-width forms
             0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF,  // emoji
             0x20000...0x2FFFD, 0x30000...0x3FFFD:  // CJK extensions
            return true
        default:
            return false
        }
    }
}
