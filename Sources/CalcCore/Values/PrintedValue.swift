/// Whether a text could be a value calc printed (DESIGN §23): a worksheet's `# = TEXT` is
/// calc's annotation, replaced at the next run, only when TEXT could be one; otherwise
/// (`# = was 1100 last year`, `# = pi`) it is the writer's comment and kept.
///
/// What calc prints, one or more values separated by `, `: a number in any of its forms
/// (`-3.5`, `1e-30`, `0xff`, `1/3`, `15%`, `45°`, `2026-12-24`, `9:45`), followed by unit words
/// and more numbers (`1.00 EUR`, `5 ft 10.8661417322835 inch`, `3.5 kg·m/s²`); a Roman
/// numeral (`MCMLXXVIII`); a weekday (`Thursday`).
public enum PrintedValue {
    public static func couldBe(_ text: some StringProtocol) -> Bool {
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
        // A quantity's unit, or the parts of a mixed one (`5 ft 10.87 inch`, `1 day 2 h`).
        return words.dropFirst().allSatisfy { isNumber($0) || isUnit($0) }
    }

    /// A number as calc writes one: a digit first (after a minus), then digits, letters of a
    /// base or an exponent, and the marks of dates, clocks, fractions, percentages, angles.
    private static func isNumber(_ word: Substring) -> Bool {
        let body = word.first == "-" ? word.dropFirst() : word
        guard let first = body.first, first.isASCII, first.isNumber else { return false }
        return body.allSatisfy { character in
            (character.isASCII && (character.isLetter || character.isNumber)) || ".:/%°+-".contains(character)
        }
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
        return UnitCatalogue.unit(word) != nil || CurrencyCatalogue.isCode(word) || CryptoCurrencies.isCrypto(word)
    }

    private static func isRoman(_ word: Substring) -> Bool {
        word.allSatisfy { "IVXLCDM".contains($0) }
    }

    private static let weekdays: Set<String> = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
}
