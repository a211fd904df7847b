/// The English of the messages about physical units and dimensions: each names the
/// dimensions in words and the units as written (`cannot add a length (km) and a mass (kg)`).
extension English {
    static func units(_ message: Message) -> Words? {
        switch message {
        case .unlikeDimensions(let op, let left, let right):
            let text = switch op {
            case .subtract: "cannot subtract \(described(right)) from \(described(left))"
            case .modulo: "cannot take the remainder of \(described(left)) and \(described(right))"
            default: "cannot add \(described(left)) and \(described(right))"
            }
            return Words(text, hint: "both sides of '\(op.symbol)' must measure the same thing")
        case .unlikeComparison(let first, let later):
            return Words("cannot compare \(described(first)) and \(described(later))")
        case .unlikeConversion(let unit, let target):
            return Words("cannot convert \(described(unit)) into \(described(target))", hint: "a quantity converts into a unit of the same dimension")
        case .convertPlainNumberToUnit(let target, let literal):
            // `3 in mm`: the number may have meant inches (`in` before a target converts).
            let hint = literal.map { target.dimension == Dimension.base(.length) && target.symbol != "inch"
                ? "for inches, write \($0) inch in \(target.symbol); to give it a unit, write \($0) \(target.symbol)"
                : "to give it a unit, write \($0) \(target.symbol)" }
            return Words("cannot convert a plain number into \(target.symbol)", hint: hint ?? "only quantities with a unit can be converted")
        case .temperatureArithmetic(let unit):
            return Words("cannot do arithmetic on temperatures in \(unit.symbol): the scale does not start at zero",
                         hint: "convert to K first, as in (20 °C in K) + 5 K")
        case .compoundOutOfOrder(let rewrite):
            return Words("quantities side by side are added only largest first, as in 6 ft 2 inch",
                         hint: rewrite.map { "write \($0)" } ?? "write the largest unit first")
        case .numberAfterQuantity:
            return Words("a number after a quantity needs its unit",
                         hint: "quantities side by side are added when each has its unit, largest first, as in 6 ft 4 inch")
        case .mixedTargetUnit(let word):
            return Words("'\(quoted(word))' cannot be a part of a mixed target",
                         hint: "a mixed target is units of one dimension, largest first, as in ft inch or h min s")
        case .ambiguousUnit(let word, let meanings):
            return Words("'\(word)' could mean \(meanings.joined(separator: " or "))",
                         hint: "write the unit's symbol: \(meanings.map { String($0.prefix { $0 != " " }) }.joined(separator: " or "))")
        case .unitFactorTooLarge:
            return Words("the unit's factor to its base unit has more than \(Limits.maxDigits) digits, beyond any exact number calc keeps")
        case .belowAbsoluteZero:
            return Words("no temperature is below absolute zero (0 K, -273.15 °C, -459.67 °F)",
                         hint: "a difference of temperatures is written in K, as in 5 K")
        case .functionOfUnit(let name, let unit):
            return Words("\(name) takes a plain number, not \(described(unit))", hint: "divide by one unit first, as in \(name)(x / 1 \(unit.symbol))")
        case .rootOfUnit(let name, let unit):
            return Words("\(name) of \(described(unit)) has no unit: the powers of \(unit.symbol) do not divide")
        case .fractionalPowerOfUnit(let unit):
            return Words("a quantity in \(unit.symbol) can only be raised to a whole power from -\(Limits.maxUnitPower) to \(Limits.maxUnitPower)")
        case .unitPowerTooLarge:
            return Words("the unit's powers pass \(Limits.maxUnitPower) either way, beyond any quantity calc keeps")
        case .exponentWithUnit(let unit):
            return Words("an exponent is a plain number, not \(described(unit))")
        case .unitOrVariable(let word, let unitName, let parameter):
            let what = parameter ? "parameter" : "variable"
            return Words("'\(quoted(word))' is both a unit and a \(what) here", hint: "write (\(word)) for the \(what), \(unitName) for the unit")
        case .unknownUnit(let word, let suggestion):
            return Words("unknown unit '\(quoted(word))'", hint: suggestion.map { "did you mean \($0)?" })
        case .moneyInUnit:
            return Words("a currency may stand once in a unit, to the first power", hint: "write a price per unit, as in 1.85 EUR/l")
        case .quantityInPresentation(let form, let written, let unit):
            return Words("a quantity in \(unit.symbol) cannot be shown \(form)",
                         hint: "divide by 1 \(unit.symbol) first: x / 1 \(unit.symbol) \(written ?? form)")
        case .perWithoutUnits:
            return Words("'per' goes between two units, as in 5 km per hour or 1.85 EUR per litre")
        case .unitWithoutNumber(let rewrite):
            return Words("a unit needs a number before it", hint: "write \(rewrite)")
        default:
            return nil
        }
    }

    /// What a unit measures, in words, with the unit: `a length (km)`.
    static func described(_ unit: Unit) -> String {
        if unit.isNone { return "a plain number" }
        // `l/100km` measures fuel, though its dimension is an area's (`mpg`'s is named for fuel).
        if unit.terms.contains(where: { $0.atom.symbol == "l/100km" }) { return "a fuel consumption (\(unit.symbol))" }
        return "\(unit.dimension.name) (\(unit.symbol))"
    }
}
