/// One zone an ambiguous name may mean, for the message that lists them.
public struct ZoneCandidate: Equatable, Sendable {
    /// What the name stands for there: `India Standard Time`, `Hyderabad, IN`, `US/Pacific`.
    public var description: String
    /// The zone's canonical IANA name.
    public var zone: String

    public init(description: String, zone: String) {
        self.description = description
        self.zone = zone
    }
}

/// What a zone's name names.
public enum ZoneName: Equatable, Sendable {
    /// The canonical IANA name (`America/New_York`, or `UTC`).
    case zone(String)
    /// A name that several zones answer to (`IST`, `Hyderabad`), with what it may mean.
    case ambiguous([ZoneCandidate])
}

/// The names by which a user can write a time zone (DESIGN §20): IANA names, their city parts,
/// large cities, abbreviations, `UTC` and `GMT`, looked up in the generated tables
/// (`ZoneNames+Generated.swift`, made by `Scripts/generate-zone-names.py`).
///
/// Most lines never name a zone, so nothing is built for them: the keys are one static string,
/// already normalised and sorted, and a look-up narrows the range of keys that share the text's
/// first bytes with binary searches, byte after byte.
public enum ZoneNames {
    /// The longest zone name at the start of `text` (the bytes of a line from the start of a
    /// word), ending at a word boundary: its length in bytes and what it names. Case-insensitive;
    /// a space and `_` are the same; Latin letters with diacritics match their plain ASCII form
    /// (`São Paulo`, `sao paulo`, `Zürich`, `zurich`).
    public static func longestMatch(in text: ArraySlice<UInt8>) -> (length: Int, name: ZoneName)? {
        let keyBytes = keys.utf8Start
        /// The byte of key `key` at `depth`, or -1 where the key is no longer: keys that share
        /// their first `depth` bytes are sorted by this.
        func keyByte(_ key: Int, _ depth: Int) -> Int {
            let start = key == 0 ? 0 : Int(keysEnds[key - 1])
            return start + depth < Int(keysEnds[key]) ? Int(keyBytes[start + depth]) : -1
        }
        // The keys in `low..<high` begin with the `depth` bytes read so far.
        var low = 0, high = keyCount, depth = 0
        /// Keeps the keys whose next byte is `byte`; false when there are none.
        func narrow(_ byte: UInt8) -> Bool {
            var lower = low, upper = high
            while lower < upper {
                let middle = (lower + upper) / 2
                if keyByte(middle, depth) < Int(byte) { lower = middle + 1 } else { upper = middle }
            }
            low = lower
            upper = high
            while lower < upper {
                let middle = (lower + upper) / 2
                if keyByte(middle, depth) <= Int(byte) { lower = middle + 1 } else { upper = middle }
            }
            high = lower
            depth += 1
            return low < high
        }
        var index = text.startIndex
        var found: (length: Int, key: Int)?
        while index < text.endIndex, let (folded, count, width) = fold(text, at: index) {
            guard count == 0 || narrow(folded.0), count < 2 || narrow(folded.1) else { break }
            index += width
            // A key of just these bytes sorts first among them.
            if keyByte(low, depth) == -1 && isWordBoundary(text, at: index) { found = (index - text.startIndex, low) }
        }
        return found.map { ($0.length, name(ofKey: $0.key)) }
    }

    /// What `name`, the whole of it, names.
    public static func lookup(_ name: String) -> ZoneName? {
        let bytes = Array(name.utf8)
        guard let match = longestMatch(in: bytes[...]), match.length == bytes.count else { return nil }
        return match.name
    }

    /// Display forms for Tab completion (`Asia/Tokyo`, `Tokyo`, `New York`, `PST`, ...), sorted.
    public static var completions: [String] {
        completionLines.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }.split(separator: "\n").map(String.init)
    }

    // MARK: - The tables

    private static func name(ofKey key: Int) -> ZoneName {
        let value = values[key]
        guard value & ambiguous != 0 else { return .zone(zone(value)) }
        let group = Int(value & ~ambiguous)
        return .ambiguous((Int(candidateStarts[group])..<Int(candidateStarts[group + 1])).map { candidate in
            ZoneCandidate(description: string(candidate, of: candidates, ends: candidatesEnds), zone: zone(candidateZones[candidate]))
        })
    }

    private static func zone(_ index: UInt16) -> String { string(Int(index), of: zones, ends: zonesEnds) }

    /// The string `index` of those packed end to end in `packed`.
    private static func string(_ index: Int, of packed: StaticString, ends: [UInt16]) -> String {
        let start = index == 0 ? 0 : Int(ends[index - 1])
        return String(decoding: UnsafeBufferPointer(start: packed.utf8Start + start, count: Int(ends[index]) - start), as: UTF8.self)
    }

    // MARK: - Reading the text

    /// The bytes the keys have for the character at `index` (`count` of them: none for a
    /// combining mark, two for `ß`), and its width; nil for a character no key has.
    private static func fold(_ text: ArraySlice<UInt8>, at index: Int) -> (bytes: (UInt8, UInt8), count: Int, width: Int)? {
        let first = text[index]
        switch first {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return ((first | 0x20, 0), 1, 1)
        case UInt8(ascii: "_"): return ((UInt8(ascii: " "), 0), 1, 1)
        case 0..<0x80: return ((first, 0), 1, 1)
        default: break
        }
        guard let (scalar, width) = scalar(text, at: index) else { return nil }
        if scalar == 0x2019 { return ((UInt8(ascii: "'"), 0), 1, width) }   // Xi’an
        if (0x300...0x36F).contains(scalar) { return ((0, 0), 0, width) }   // combining diacritics
        var offset = 0
        for pair in stride(from: 0, to: foldedRanges.count, by: 2) {
            let first = foldedRanges[pair], last = foldedRanges[pair + 1]
            if scalar >= first && scalar <= last {
                let at = folds.utf8Start + 2 * (offset + Int(scalar - first))
                let none = UInt8(ascii: "*")
                guard at[0] != none else { return nil }
                return ((at[0], at[1]), at[1] == none ? 1 : 2, width)
            }
            offset += Int(last - first) + 1
        }
        return nil
    }

    /// Whether a name may end before `index`: at the end, or before a character that is not a
    /// letter, digit, mark, `_` or `/`.
    private static func isWordBoundary(_ text: ArraySlice<UInt8>, at index: Int) -> Bool {
        guard index < text.endIndex else { return true }
        let byte = text[index]
        if byte < 0x80 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "/"): return false
            default: return true
            }
        }
        guard let (value, _) = scalar(text, at: index), let scalar = Unicode.Scalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber: return false
        default: return true
        }
    }

    /// The scalar of the UTF-8 sequence at `index` and its length; nil where it is not one.
    private static func scalar(_ text: ArraySlice<UInt8>, at index: Int) -> (value: UInt32, width: Int)? {
        let first = text[index]
        let width = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 0
        guard width > 0, text.endIndex - index >= width else { return nil }
        var value = UInt32(first) & (0x7F >> width)
        for next in text[(index + 1)..<(index + width)] {
            guard next & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(next & 0x3F)
        }
        return (value, width)
    }
}
