/// The text of a result line: a number, or an amount and its currency code (DESIGN §1).
public enum ValueFormatting {
    /// The text, and whether it shows the value exactly (when not, a terminal gets `≈ `).
    public static func format(_ value: Value) -> (text: String, isExact: Bool) {
        guard let code = value.currency else { return NumberFormatting.format(value.number) }
        guard let places = CurrencyCatalogue.minorUnits(code) else {
            let (text, exact) = NumberFormatting.format(value.number)
            return ("\(text) \(code)", exact)
        }
        let (text, exact) = amount(value.number.value, places: places)
        return ("\(text) \(code)", exact && value.number.isExact)
    }

    /// Rounded to `places` decimals, halves away from zero; a non-zero amount that would show
    /// as zero gets the decimals it needs to be seen (`0.004 USD`, not `0.00 USD`).
    static func amount(_ value: Rational, places: Int) -> (text: String, isExact: Bool) {
        var places = places
        while true {
            let (text, exact) = NumberFormatting.fixed(value, places: places)
            if value.isZero || !isAllZero(text) { return (text, exact) }
            if places >= 40 {
                // Too small for any sensible number of decimals: say it in scientific form.
                return NumberFormatting.format(Number(value, isExact: true))
            }
            places += 1
        }
    }

    private static func isAllZero(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }
    }
}
