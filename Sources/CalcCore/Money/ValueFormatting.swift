/// The text of a result line: a number, or an amount and its currency code (README, "Output").
public enum ValueFormatting {
    /// The text, and whether it shows the value exactly (when not, a terminal gets `≈ `).
    public static func format(_ value: Value) -> (text: String, isExact: Bool) {
        var text: [UInt8] = []
        let isExact = append(value, to: &text)
        return (String(decoding: text, as: UTF8.self), isExact)
    }

    /// Appends the text to `text` (batch mode writes results straight into its output
    /// buffer); returns whether it shows the value exactly.
    public static func append(_ value: Value, to text: inout [UInt8]) -> Bool {
        let code: CurrencyCode
        switch value.kind {
        case .plain: return NumberFormatting.append(value.number, to: &text)
        case .money(let currency): code = currency
        }
        let isExact: Bool
        if let places = CurrencyCatalogue.minorUnits(code) {
            let shownExactly: Bool
            if let exact = NumberFormatting.appendFixed(value.number.value, places: places, to: &text) {
                shownExactly = exact
            } else {
                let (amount, exact) = amount(value.number.value, places: places)
                text.append(contentsOf: amount.utf8)
                shownExactly = exact
            }
            isExact = shownExactly && value.number.isExact
        } else {
            isExact = NumberFormatting.append(value.number, to: &text)
        }
        text.append(UInt8(ascii: " "))
        code.append(to: &text)
        return isExact
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
