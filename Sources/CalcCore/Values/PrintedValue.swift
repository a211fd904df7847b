/// Whether a text could be a value calc printed (DESIGN §23): a worksheet's `# = TEXT` is
/// calc's annotation, replaced at the next run, only when TEXT could be one; otherwise
/// (`# = was 1100 last year`, `# = pi`) it is the writer's comment and kept.
///
/// What calc prints, one or more values separated by `, `: a number in any of its forms
/// (`-3.5`, `1e-30`, `0xff`, `1/3`, `15%`, `45°`, `2026-12-24`, `9:45`), followed by unit words
/// and more numbers (`1.00 EUR`, `5 ft 10.8661417322835 inch`, `3.5 kg·m/s²`); a Roman
/// numeral (`MCMLXXVIII`); a weekday (`Thursday`).
public enum PrintedValue {
    ///
    /// What calc writes where `,` marks decimals (`1,5 EUR; 2,30 USD` for `1.5 EUR, 2.30 USD`,
    /// DESIGN §21) is calc's too, whatever the locale of this run: a sheet annotated in one
    /// locale is annotated again, not twice, in another.
    public static func couldBe(_ text: some StringProtocol) -> Bool {
        if couldBeAsC(text) { return true }
        guard text.utf8.contains(UInt8(ascii: ",")) || text.utf8.contains(UInt8(ascii: ";")) else { return false }
        var bytes = Array(text.utf8)
        for index in bytes.indices.dropFirst().dropLast() where bytes[index] == UInt8(ascii: ",")
            && bytes[index - 1] &- 0x30 < 10 && bytes[index + 1] &- 0x30 < 10 {
            bytes[index] = UInt8(ascii: ".")
        }
        for index in bytes.indices.dropLast() where bytes[index] == UInt8(ascii: ";") && bytes[index + 1] == 0x20 {
            bytes[index] = UInt8(ascii: ",")
        }
        return couldBeAsC(String(decoding: bytes, as: UTF8.self))
    }

    /// `couldBe` of what calc writes in C.
    private static func couldBeAsC(_ text: some StringProtocol) -> Bool {
        let items = text.split(separator: ",", omittingEmptySubsequences: false)
        for (position, item) in items.enumerated() {
            // `, ` between values; nothing else holds a comma.
            var item = Substring(item)
            if position > 0 {
                guard item.first == " " else { return false }
                item = item.dropFirst()
            }
            guard isValue(item) else { return false }
        }
        return true
    }

    private static func isValue(_ item: Substring) -> Bool {
        let words = item.split(separator: " ", omittingEmptySubsequences: false)
        guard let first = words.first, !first.isEmpty else { return false }
        if words.count == 1, isRoman(first) || weekdays.contains(String(first)) { return true }
        guard isNumber(first) else { return false }
        // A time of day (`7:55 pm`) and an instant (`2026-11-29 00:00 Asia/Tokyo`, the second
        // of a repeated hour with its offset after the zone, a local one without a zone).
        if words.count == 2, first.contains(":"), words[1] == "am" || words[1] == "pm" { return true }
        if words.count >= 2, first.count == 10, words[1].contains(":"), isNumber(words[1]) {
            return words.count <= 4 && words.dropFirst(2).allSatisfy(isZone)
        }
        // A quantity's unit, or the parts of a mixed one (`5 ft 10.87 inch`, `1 day 2 h`).
        return words.dropFirst().allSatisfy { isNumber($0) || isUnit($0) }
    }

    /// A number as calc writes one, and nothing else that starts with a digit (`1-2 days`,
    /// `3pm`, `100k` are a person's): decimals with an exponent, a percentage or an angle;
    /// `0x…`, `0o…`, `0b…`; `p/q`; a date `YYYY-MM-DD`; a clock `H:MM` or `H:MM:SS`.
    private static func isNumber(_ word: Substring) -> Bool {
        var body = Array((word.first == "-" ? word.dropFirst() : word).utf8)[...]
        func digits(_ allowed: (UInt8) -> Bool) -> Int {
            let count = body.prefix(while: allowed).count
            body = body.dropFirst(count)
            return count
        }
        let isDigit = { (byte: UInt8) in byte &- 0x30 < 10 }
        if body.starts(with: Array("0x".utf8)) { body = body.dropFirst(2); return digits { isDigit($0) || ($0 &- 0x61) < 6 } > 0 && body.isEmpty }
        if body.starts(with: Array("0o".utf8)) { body = body.dropFirst(2); return digits { ($0 &- 0x30) < 8 } > 0 && body.isEmpty }
        if body.starts(with: Array("0b".utf8)) { body = body.dropFirst(2); return digits { $0 == 0x30 || $0 == 0x31 } > 0 && body.isEmpty }
        let whole = digits(isDigit)
        guard whole > 0 else { return false }
        // A date, a clock, a fraction.
        if whole == 4, body.first == UInt8(ascii: "-") {
            body = body.dropFirst()
            guard digits(isDigit) == 2, body.first == UInt8(ascii: "-") else { return false }
            body = body.dropFirst()
            return digits(isDigit) == 2 && body.isEmpty
        }
        if body.first == UInt8(ascii: ":") {
            body = body.dropFirst()
            guard digits(isDigit) == 2 else { return false }
            if body.first == UInt8(ascii: ":") { body = body.dropFirst(); guard digits(isDigit) == 2 else { return false } }
            return body.isEmpty
        }
        if body.first == UInt8(ascii: "/") { body = body.dropFirst(); return digits(isDigit) > 0 && body.isEmpty }
        if body.first == UInt8(ascii: ".") { body = body.dropFirst(); guard digits(isDigit) > 0 else { return false } }
        if body.first == UInt8(ascii: "e") {
            body = body.dropFirst()
            if body.first == UInt8(ascii: "-") || body.first == UInt8(ascii: "+") { body = body.dropFirst() }
            guard digits(isDigit) > 0 else { return false }
        }
        // A percentage or an angle.
        if body.elementsEqual("%".utf8) || body.elementsEqual("°".utf8) { return true }
        return body.isEmpty
    }

    /// A zone as calc prints one: `UTC`, an offset (`UTC+05:30`), an IANA name (`Asia/Tokyo`).
    private static func isZone(_ word: Substring) -> Bool {
        if word == "UTC" { return true }
        if word.hasPrefix("UTC+") || word.hasPrefix("UTC-") {
            let offset = word.dropFirst(4)
            return offset.count == 5 && isNumber(offset)
        }
        return word.contains("/") && ZoneNames.lookup(String(word)) != nil
    }

    /// Unit words joined by `/` and `·`, each with an optional power (`m/s²`, `kg·m^-2`,
    /// `EUR/l`), or one symbol that holds a `/` itself (`l/100km`).
    private static func isUnit(_ word: Substring) -> Bool {
        if isUnitWord(word) { return true }
        let pieces = word.split(omittingEmptySubsequences: false) { $0 == "/" || $0 == "·" }
        return pieces.count > 1 && pieces.allSatisfy(isUnitWord)
    }

    private static func isUnitWord(_ piece: Substring) -> Bool {
        var base = piece
        while let last = base.last, last == "²" || last == "³" { base = base.dropLast() }
        if let caret = base.firstIndex(of: "^") {
            let exponent = base[base.index(after: caret)...]
            guard Int(exponent) != nil else { return false }
            base = base[..<caret]
        }
        guard !base.isEmpty else { return false }
        let word = String(base)
        if UnitCatalogue.unit(word) != nil || CurrencyCatalogue.isCode(word) || CryptoCurrencies.isCrypto(word) { return true }
        // The codes calc converts beyond ISO's list: the euro's legacy currencies, the ECB's
        // history (BGN, HRK).
        guard let code = CurrencyCode(Array(word.utf8)[...]) else { return false }
        return LegacyEuroRates.isLegacy(code) || RateHistory.embeddedCodes.contains(code)
    }

    /// A Roman numeral as calc writes one (1 to 3999, in the standard form, capitals):
    /// `LCD` and `CIVIC` are words.
    private static func isRoman(_ word: Substring) -> Bool {
        word.allSatisfy { "IVXLCDM".contains($0) } && RomanNumerals.value(of: String(word)) != nil
    }

    private static let weekdays: Set<String> = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
}
