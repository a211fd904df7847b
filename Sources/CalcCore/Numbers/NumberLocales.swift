/// The number styles of every locale CLDR has (DESIGN §21), from the table
/// `Scripts/generate-number-locales.py` generates: no system locale needs to be installed.
public enum NumberLocales {
    /// The style of the locale `name` as the environment or `--locale` gives it: `de_DE`,
    /// `de-DE`, `de_DE.UTF-8`, `de_DE.UTF-8@euro` (codeset and modifier ignored), in any case;
    /// `standard` for `C` and `POSIX`; nil for a name CLDR does not have.
    public static func style(named name: String) -> NumberStyle? {
        // `C.UTF-8`, most systems' default, without a copy of the name.
        if name == "C" || name == "POSIX" || name.utf8.starts(with: "C.".utf8) { return .standard }
        var key: [UInt8] = []
        for byte in name.utf8 {
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "@") { break }
            key.append(byte == UInt8(ascii: "-") ? UInt8(ascii: "_") : (byte &- 0x41 < 26 ? byte | 0x20 : byte))
        }
        if key.elementsEqual("c".utf8) || key.elementsEqual("posix".utf8) { return .standard }
        guard !key.isEmpty, key.count <= nameWidth else { return nil }
        let recordWidth = nameWidth + 1
        return records.withUTF8Buffer { table -> NumberStyle? in
            // A binary search over fixed-width records, names padded with spaces (which sort
            // before every letter, digit and `_`).
            var low = 0, high = count
            while low < high {
                let middle = (low + high) / 2
                let record = middle * recordWidth
                var order = 0
                for offset in 0..<nameWidth {
                    let mine = offset < key.count ? key[offset] : UInt8(ascii: " ")
                    let theirs = table[record + offset]
                    if mine != theirs {
                        order = mine < theirs ? -1 : 1
                        break
                    }
                }
                // `_`: C's own symbols (`en_US_POSIX`).
                if order == 0 { return table[record + nameWidth] == UInt8(ascii: "_") ? .standard : NumberStyle(letter: table[record + nameWidth]) }
                if order < 0 { high = middle } else { low = middle + 1 }
            }
            return nil
        }
    }

    /// Every name of the table as CLDR writes it (`de_DE`, `sr_Latn_RS`, `en_US_POSIX`), for
    /// completion.
    public static var names: [String] {
        records.withUTF8Buffer { table in
            (0..<count).map { index in
                let record = table[index * (nameWidth + 1)..<index * (nameWidth + 1) + nameWidth]
                let parts = record.split(separator: UInt8(ascii: " "))[0].split(separator: UInt8(ascii: "_"))
                return parts.enumerated().map { position, part in
                    let text = String(decoding: part, as: UTF8.self)
                    if position == 0 { return text }
                    return part.count == 4 && part.allSatisfy({ $0 &- 0x61 < 26 }) ? text.prefix(1).uppercased() + text.dropFirst() : text.uppercased()
                }.joined(separator: "_")
            }
        }
    }
}
