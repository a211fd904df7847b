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
            switch value.number.storage {
            case .exact(let exact):
                if let shownExactly = NumberFormatting.appendFixed(exact, places: places, to: &text) {
                    isExact = shownExactly
                } else {
                    let (amount, shownExactly) = amount(exact, places: places)
                    text.append(contentsOf: amount.utf8)
                    isExact = shownExactly
                }
            case .approximate(let approximation):
                // The amount rounded to the minor unit, decided by the interval (the evaluator
                // has raised the precision until it is, or tried its highest).
                let rounded = approximation.roundedIfDecided(places: places) ?? approximation.roundedMidpoint(places: places)
                text.append(contentsOf: amount(rounded, places: places).text.utf8)
                isExact = false
            }
        } else {
            isExact = NumberFormatting.append(value.number, to: &text)
        }
        text.append(UInt8(ascii: " "))
        code.append(to: &text)
        return isExact
    }

    /// Whether the text of `value` is decided: an exact value always is; an approximation once
    /// its interval gives the same digits at both ends (the evaluator computes the line again,
    /// more precisely, until it does).
    public static func isDecided(_ value: Value, significantDigits: Int) -> Bool {
        guard let approximation = value.number.approximation else { return true }
        if case .money(let code) = value.kind, let places = CurrencyCatalogue.minorUnits(code) {
            return approximation.roundedIfDecided(places: places) != nil
        }
        return approximation.roundedDigits(significantDigits) != nil
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
                return NumberFormatting.format(Number(value))
            }
            places += 1
        }
    }

    private static func isAllZero(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }
    }
}
