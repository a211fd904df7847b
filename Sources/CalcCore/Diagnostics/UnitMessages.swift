/// The messages about physical units and dimensions (DESIGN §13): each names the dimensions
/// in words and the units as written, so that `cannot add a length (km) and a mass (kg)`
/// says what is wrong without a manual.
public enum UnitMessages {
    /// What a unit measures, in words, with the unit: `a length (km)`.
    static func described(_ unit: Unit) -> String {
        if unit.isNone { return "a plain number" }
        // `l/100km` measures fuel, though its dimension is an area's (`mpg`'s is named for fuel).
        if unit.terms.contains(where: { $0.atom.symbol == "l/100km" }) { return "a fuel consumption (\(unit.symbol))" }
        return "\(unit.dimension.name) (\(unit.symbol))"
    }

    /// `1 km + 2 kg`, `1 km mod 2 s`.
    public static func unlikeDimensions(_ op: BinaryOperator, _ left: Unit, _ right: Unit, at span: SourceSpan) -> Diagnostic {
        let text: String
        switch op {
        case .subtract: text = "cannot subtract \(described(right)) from \(described(left))"
        case .modulo: text = "cannot take the remainder of \(described(left)) and \(described(right))"
        default: text = "cannot add \(described(left)) and \(described(right))"
        }
        return Diagnostic(text, at: span, hint: "both sides of '\(op.symbol)' must measure the same thing", id: .unlikeDimensions)
    }

    /// `min(1 km, 2 kg)`.
    public static func unlikeComparison(_ first: Unit, _ later: Unit, at span: SourceSpan) -> Diagnostic {
        Diagnostic("cannot compare \(described(first)) and \(described(later))", at: span, id: .unlikeComparison)
    }

    /// `5 km in kg`.
    public static func unlikeConversion(_ unit: Unit, into target: Unit, at span: SourceSpan) -> Diagnostic {
        Diagnostic("cannot convert \(described(unit)) into \(described(target))", at: span,
                   hint: "a quantity converts into a unit of the same dimension", id: .unlikeConversion)
    }

    /// `5 in km`.
    public static func convertPlainNumber(into target: Unit, literal: String?, at span: SourceSpan) -> Diagnostic {
        // `3 in mm`: the number may have meant inches (`in` before a target converts).
        let hint = literal.map { target.dimension == Dimension.base(.length) && target.symbol != "inch"
            ? "for inches, write \($0) inch in \(target.symbol); to give it a unit, write \($0) \(target.symbol)"
            : "to give it a unit, write \($0) \(target.symbol)" }
        return Diagnostic("cannot convert a plain number into \(target.symbol)", at: span,
                          hint: hint ?? "only quantities with a unit can be converted", id: .convertPlainNumberToUnit)
    }

    /// `20 °C + 5 °C`, `2 * 20 °C`.
    public static func temperatureArithmetic(_ unit: Unit, at span: SourceSpan) -> Diagnostic {
        Diagnostic("cannot do arithmetic on temperatures in \(unit.symbol): the scale does not start at zero", at: span,
                   hint: "convert to K first, as in (20 °C in K) + 5 K", id: .temperatureArithmetic)
    }

    /// `30 min 2 h`: quantities side by side are a sum only largest first.
    public static func compoundOutOfOrder(suggestion: String?, at span: SourceSpan) -> Diagnostic {
        Diagnostic("quantities side by side are added only largest first, as in 6 ft 2 inch", at: span,
                   hint: suggestion.map { "write \($0)" } ?? "write the largest unit first", id: .compoundOutOfOrder)
    }

    /// `6 foot 4`: a number after a quantity without its unit.
    public static func numberAfterQuantity(at span: SourceSpan) -> Diagnostic {
        Diagnostic("a number after a quantity needs its unit", at: span,
                   hint: "quantities side by side are added when each has its unit, largest first, as in 6 ft 4 inch", id: .twoValuesInARow)
    }

    /// `in km/h m/s`: each part of a mixed target is one unit.
    public static func mixedTargetUnit(_ word: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic("'\(Messages.quoted(word))' cannot be a part of a mixed target", at: span,
                   hint: "a mixed target is units of one dimension, largest first, as in ft inch or h min s", id: .mixedTargetUnit)
    }

    /// `2000 calories`: a word that names two units.
    public static func ambiguousUnit(_ word: String, meanings: [String], at span: SourceSpan) -> Diagnostic {
        Diagnostic("'\(word)' could mean \(meanings.joined(separator: " or "))", at: span,
                   hint: "write the unit's symbol: \(meanings.map { String($0.prefix { $0 != " " }) }.joined(separator: " or "))",
                   id: .ambiguousUnit)
    }

    /// `1 km^10000`: a unit whose factor has more digits than any exact number calc keeps.
    public static func unitFactorTooLarge(at span: SourceSpan) -> Diagnostic {
        Diagnostic("the unit's factor to its base unit has more than \(Limits.maxDigits) digits, beyond any exact number calc keeps",
                   at: span, id: .unitPowerTooLarge)
    }

    /// `-500 °C`, `-1e1000 °F in K`.
    public static func belowAbsoluteZero(_ unit: Unit, at span: SourceSpan) -> Diagnostic {
        Diagnostic("no temperature is below absolute zero (0 K, -273.15 °C, -459.67 °F)", at: span,
                   hint: "a difference of temperatures is written in K, as in 5 K", id: .belowAbsoluteZero)
    }

    /// `sin(3 m)`.
    public static func functionOfUnit(_ name: String, _ unit: Unit, at span: SourceSpan) -> Diagnostic {
        Diagnostic("\(name) takes a plain number, not \(described(unit))", at: span,
                   hint: "divide by one unit first, as in \(name)(x / 1 \(unit.symbol))", id: .functionOfUnit)
    }

    /// `sqrt(2 m)`.
    public static func rootOfUnit(_ name: String, _ unit: Unit, at span: SourceSpan) -> Diagnostic {
        Diagnostic("\(name) of \(described(unit)) has no unit: the powers of \(unit.symbol) do not divide", at: span, id: .rootOfUnit)
    }

    /// `(2 m)^0.5`, `(2 m)^x` with x not a whole number.
    public static func fractionalPowerOfUnit(_ unit: Unit, at span: SourceSpan) -> Diagnostic {
        Diagnostic("a quantity in \(unit.symbol) can only be raised to a whole power from -\(Limits.maxUnitPower) to \(Limits.maxUnitPower)",
                   at: span, id: .fractionalPowerOfUnit)
    }

    /// `((1 m)^12)^12 …`: a unit whose powers have grown past `Limits.maxUnitPower`.
    public static func unitPowerTooLarge(at span: SourceSpan) -> Diagnostic {
        Diagnostic("the unit's powers pass \(Limits.maxUnitPower) either way, beyond any quantity calc keeps", at: span,
                   id: .unitPowerTooLarge)
    }

    /// `2 ^ (3 m)`.
    public static func exponentWithUnit(_ unit: Unit, at span: SourceSpan) -> Diagnostic {
        Diagnostic("an exponent is a plain number, not \(described(unit))", at: span, id: .exponentWithUnit)
    }

    /// `h = 3`, then `80 EUR/h`.
    public static func unitOrVariable(_ word: String, unitName: String, at span: SourceSpan, parameter: Bool = false) -> Diagnostic {
        let what = parameter ? "parameter" : "variable"
        return Diagnostic("'\(Messages.quoted(word))' is both a unit and a \(what) here", at: span,
                          hint: "write (\(word)) for the \(what), \(unitName) for the unit", id: .unitOrVariable)
    }

    /// `5 furlongs`.
    public static func unknownUnit(_ word: String, candidates: [String], at span: SourceSpan) -> Diagnostic {
        let suggestion = Suggestions.closest(to: word, among: candidates, caseInsensitive: true)
        return Diagnostic("unknown unit '\(Messages.quoted(word))'", at: span, hint: suggestion.map { "did you mean \($0)?" }, id: .unknownUnit)
    }

    /// `12 USD/EUR` as a literal, `5 EUR²`.
    public static func moneyInUnit(at span: SourceSpan) -> Diagnostic {
        Diagnostic("a currency may stand once in a unit, to the first power", at: span,
                   hint: "write a price per unit, as in 1.85 EUR/l", id: .moneyInUnit)
    }

    /// `5 km in hex`, `5 km as %`, `5 km as fraction`: only plain numbers have those forms.
    public static func quantityInPresentation(_ form: String, written: String? = nil, _ unit: Unit, at span: SourceSpan) -> Diagnostic {
        Diagnostic("a quantity in \(unit.symbol) cannot be shown \(form)", at: span,
                   hint: "divide by 1 \(unit.symbol) first: x / 1 \(unit.symbol) \(written ?? form)", id: .quantityInPresentation)
    }

    /// `5 per`: `per` joins two units (`5 km per hour`), it is not one.
    public static func perWithoutUnits(at span: SourceSpan) -> Diagnostic {
        Diagnostic("'per' goes between two units, as in 5 km per hour or 1.85 EUR per litre", at: span, id: .perWithoutUnits)
    }

    /// `sq ft`: a unit with no number before it.
    public static func unitWithoutNumber(at span: SourceSpan, suggestion: String) -> Diagnostic {
        Diagnostic("a unit needs a number before it", at: span, hint: "write \(suggestion)", id: .unitWithoutNumber)
    }
}
