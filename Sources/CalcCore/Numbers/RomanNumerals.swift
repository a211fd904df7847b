/// Roman numerals from 1 to 3999 (DESIGN §15): `1978 in roman` is `MCMLXXVIII`, and
/// `roman("MCMLXXVIII")` reads one back. Only the standard form is read (no `IIII`, no
/// `IC`), so that every numeral reads as one number and prints as itself.
public enum RomanNumerals {
    /// The function that reads a numeral (its argument is text, so the parser reads it).
    public static let functionName = "roman"
    public static let range = 1...3999

    private static let symbols: [(value: Int, text: String)] = [
        (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
        (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
    ]

    /// `MCMLXXVIII` for 1978; nil outside 1…3999.
    public static func text(of value: Int) -> String? {
        guard range.contains(value) else { return nil }
        var rest = value, text = ""
        for (symbolValue, symbol) in symbols {
            while rest >= symbolValue {
                text += symbol
                rest -= symbolValue
            }
        }
        return text
    }

    /// The number of a numeral in its standard form, any case; nil for anything else.
    public static func value(of numeral: String) -> Int? {
        let upper = numeral.uppercased()
        var rest = Substring(upper), value = 0
        for (symbolValue, symbol) in symbols {
            while rest.hasPrefix(symbol) {
                value += symbolValue
                rest = rest.dropFirst(symbol.count)
            }
        }
        guard rest.isEmpty, range.contains(value), text(of: value) == upper else { return nil }
        return value
    }
}
