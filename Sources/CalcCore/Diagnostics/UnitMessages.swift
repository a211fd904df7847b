/// The messages about physical units and dimensions (DESIGN §13): each names the dimensions
/// in words and the units as written, so that `cannot add a length (km) and a mass (kg)`
/// says what is wrong without a manual.
public enum UnitMessages {
    /// `1 km + 2 kg`, `1 km mod 2 s`.
    public static func unlikeDimensions(_ op: BinaryOperator, _ left: Unit, _ right: Unit, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.unlikeDimensions(operator: op, left: left, right: right), at: span)
    }

    /// `min(1 km, 2 kg)`.
    public static func unlikeComparison(_ first: Unit, _ later: Unit, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.unlikeComparison(first: first, later: later), at: span)
    }

    /// `5 km in kg`.
    public static func unlikeConversion(_ unit: Unit, into target: Unit, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.unlikeConversion(unit: unit, target: target), at: span)
    }

    /// `5 in km`.
    public static func convertPlainNumber(into target: Unit, literal: String?, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.convertPlainNumberToUnit(target: target, literal: literal), at: span)
    }

    /// `20 °C + 5 °C`, `2 * 20 °C`.
    public static func temperatureArithmetic(_ unit: Unit, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.temperatureArithmetic(unit: unit), at: span)
    }

    /// `30 min 2 h`: quantities side by side are a sum only largest first.
    public static func compoundOutOfOrder(suggestion: String?, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.compoundOutOfOrder(rewrite: suggestion), at: span)
    }

    /// `6 foot 4`: a number after a quantity without its unit.
    public static func numberAfterQuantity(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.numberAfterQuantity, at: span)
    }

    /// `in km/h m/s`: each part of a mixed target is one unit.
    public static func mixedTargetUnit(_ word: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.mixedTargetUnit(word: word), at: span)
    }

    /// `2000 calories`: a word that names two units.
    public static func ambiguousUnit(_ word: String, meanings: [String], at span: SourceSpan) -> Diagnostic {
        Diagnostic(.ambiguousUnit(word: word, meanings: meanings), at: span)
    }

    /// `1 km^10000`: a unit whose factor has more digits than any exact number calc keeps.
    public static func unitFactorTooLarge(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.unitFactorTooLarge, at: span)
    }

    /// `-500 °C`, `-1e1000 °F in K`.
    public static func belowAbsoluteZero(_ unit: Unit, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.belowAbsoluteZero, at: span)
    }

    /// `sin(3 m)`.
    public static func functionOfUnit(_ name: String, _ unit: Unit, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.functionOfUnit(name: name, unit: unit), at: span)
    }

    /// `sqrt(2 m)`.
    public static func rootOfUnit(_ name: String, _ unit: Unit, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.rootOfUnit(name: name, unit: unit), at: span)
    }

    /// `(2 m)^0.5`, `(2 m)^x` with x not a whole number.
    public static func fractionalPowerOfUnit(_ unit: Unit, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.fractionalPowerOfUnit(unit: unit), at: span)
    }

    /// `((1 m)^12)^12 …`: a unit whose powers have grown past `Limits.maxUnitPower`.
    public static func unitPowerTooLarge(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.unitPowerTooLarge, at: span)
    }

    /// `2 ^ (3 m)`.
    public static func exponentWithUnit(_ unit: Unit, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.exponentWithUnit(unit: unit), at: span)
    }

    /// `h = 3`, then `80 EUR/h`.
    public static func unitOrVariable(_ word: String, unitName: String, at span: SourceSpan, parameter: Bool = false) -> Diagnostic {
        Diagnostic(.unitOrVariable(word: word, unitName: unitName, parameter: parameter), at: span)
    }

    /// `5 furlongs`.
    public static func unknownUnit(_ word: String, candidates: [String], at span: SourceSpan) -> Diagnostic {
        let suggestion = Suggestions.closest(to: word, among: candidates, caseInsensitive: true)
        return Diagnostic(.unknownUnit(word: word, suggestion: suggestion), at: span)
    }

    /// `12 USD/EUR` as a literal, `5 EUR²`.
    public static func moneyInUnit(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.moneyInUnit, at: span)
    }

    /// `5 km in hex`, `5 km as %`, `5 km as fraction`: only plain numbers have those forms.
    public static func quantityInPresentation(_ form: String, written: String? = nil, _ unit: Unit, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.quantityInPresentation(form: form, written: written, unit: unit), at: span)
    }

    /// `5 per`: `per` joins two units (`5 km per hour`), it is not one.
    public static func perWithoutUnits(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.perWithoutUnits, at: span)
    }

    /// `sq ft`: a unit with no number before it.
    public static func unitWithoutNumber(at span: SourceSpan, suggestion: String) -> Diagnostic {
        Diagnostic(.unitWithoutNumber(rewrite: suggestion), at: span)
    }
}
