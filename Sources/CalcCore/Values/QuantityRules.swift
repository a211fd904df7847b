/// What arithmetic does with units and presentations, in one place: for every operation,
/// the unit and presentation of the result, what must be converted first, or why the
/// operation is refused. Units follow their algebra (`Unit.multiplied`): powers add, atoms
/// that measure the same thing are brought to the left one's and cancel or merge, so that
/// `EUR/EUR` is plain and money ÷ money a ratio without a row of their own. Presentations
/// (percentages) follow the short table of DESIGN §8. The evaluator asks and carries out the
/// answer.
public enum QuantityRules {
    public enum Outcome: Sendable {
        /// Compute on the numbers as they are; the result has this unit and presentation.
        case compute(Unit, Presentation)
        /// Convert the right operand (a later argument of `min`/`max`, the value of a
        /// conversion) into `into` first, then compute; the result has unit `result`.
        case convert(into: Unit, result: Unit)
        /// `*` and `/`: convert these atoms of the right operand, then combine the numbers and
        /// multiply the result by `scale` (a group of atoms that cancelled, `W·h/kWh`); the
        /// result has this unit.
        case combine(Unit, [Unit.AtomConversion], scale: Rational?)
        /// `X + P%` and `X − P%`: X × (1 ± P/100), of X's unit and presentation.
        case percentChange(Unit, Presentation)
        /// A quantity to a whole power: the evaluator checks the exponent.
        case power(Unit)
        /// A date ± a duration (`sign` −1 for a subtraction), the date on the left or right.
        case dateShift(sign: Int, dateOnLeft: Bool)
        /// Date − date: the days between.
        case dateDifference
        /// Not allowed; `QuantityRules.diagnostic` says why and how to write it.
        case refused(Refusal)
    }

    /// Why an operation is refused.
    public enum Refusal: Sendable {
        /// `5 + 3 USD`, `3 USD - 5`.
        case mixedSum(BinaryOperator, plainOnLeft: Bool, code: CurrencyCode)
        case moneyTimesMoney
        case numberOverMoney
        case moneyToPower
        /// An exponent with a unit (`2 ^ 3 USD`, `2 ^ 3 m`).
        case exponentWithUnit(Unit)
        /// `sqrt(4 USD)`, naming the function.
        case functionOfMoney(String)
        /// `sin(3 m)`.
        case functionOfUnit(String, Unit)
        /// `sqrt(2 m)`: the powers do not divide.
        case rootOfUnit(String, Unit)
        /// `min(1 USD, 2)`.
        case mixedComparison
        /// `min(1 km, 2 kg)`.
        case unlikeComparison(Unit, Unit)
        /// `5 in USD`, `5 in km`.
        case convertPlain(to: Unit)
        /// `5 km in kg`.
        case unlikeConversion(Unit, Unit)
        /// `10 USD mod 3`, `10 mod 3 USD`.
        case mixedModulo(plainOnLeft: Bool, code: CurrencyCode)
        /// `1 km + 2 kg`.
        case unlikeDimensions(BinaryOperator, Unit, Unit)
        /// `20 °C + 5 °C`.
        case temperatureArithmetic(Unit)
        /// `15% + 100`: the percentage of what? (`100 + 15%`).
        case percentFirst(BinaryOperator)
        /// `0.2 of 50`: `of` and `off` take a percentage on their left.
        case ofWithoutPercent(BinaryOperator)
        /// `5 USD%`, `10%%`: `%` after something that is not a plain number.
        case percentOf(isMoney: Bool)
        /// `5 USD°`, `10%°`.
        case degreesOf(isMoney: Bool)
        /// `5 USD as %`.
        case amountAsPercent
        /// `2026-12-24 + 5`, `2026-12-24 * 2`, `date + date`: what the calendar does not do.
        case dateArithmetic(BinaryOperator, left: Presentation, right: Presentation, other: Unit)
        /// `weekday(…) + 1`: a weekday is text.
        case weekdayArithmetic
        /// `sqrt(2026-12-24)`, `weekday(5)`.
        case functionOfDate(String, expectsDate: Bool)
        /// `2026-12-24 in days`.
        case dateConversion
        /// Arithmetic that means nothing on a time of day (`3pm * 2`, `3pm + 5pm`); nil for a
        /// conversion.
        case timeOfDayArithmetic(BinaryOperator?)
        /// Arithmetic that means nothing on an instant (`unix(0) * 2`); nil for a conversion.
        case instantArithmetic(BinaryOperator?)
    }

    /// How a function treats the units of its arguments; each builtin declares one.
    public enum FunctionKinds: Sendable {
        /// Takes plain numbers only (`ln`, `sin`).
        case plainOnly
        /// The result has the first argument's unit (`abs`, `round`).
        case keepsKind
        /// All arguments of one dimension, compared in the first one's unit (`min`, `max`).
        case comparesLikeKinds
        /// The n-th root: plain numbers, or a unit whose powers divide by n (`sqrt(9 m²)`).
        case root(Int)
        /// Takes dates only (`weekday`, `workdays`, `days`).
        case dates
    }

    public static func binary(_ op: BinaryOperator, _ left: Value, _ right: Value) -> Outcome {
        // Money with money or a plain number, the common case, before the tables.
        if case .currency(let code) = left.unit, case .plain = left.presentation, case .plain = right.presentation {
            switch (op, right.unit) {
            case (.add, .currency(let other)), (.subtract, .currency(let other)), (.modulo, .currency(let other)):
                return code == other ? .compute(left.unit, .plain) : .convert(into: left.unit, result: left.unit)
            case (.multiply, .none), (.divide, .none):
                return .compute(left.unit, .plain)
            default:
                break
            }
        }
        if left.presentation.isCalendar || right.presentation.isCalendar { return dates(op, left, right) }
        let leftShown = left.presentation.forArithmetic, rightShown = right.presentation.forArithmetic
        let leftUnit = left.unit, rightUnit = right.unit
        switch op {
        case .of, .off, .on:
            // `P% of X`, `P% off X`: X's unit, and only with a percentage on the left.
            guard leftShown.isPercent else { return .refused(.ofWithoutPercent(op)) }
            return .compute(rightUnit, rightShown)
        case .add, .subtract:
            if rightShown.isPercent {
                return leftShown.isPercent ? .compute(.none, .percent) : .percentChange(leftUnit, leftShown)
            }
            if leftShown.isPercent { return .refused(.percentFirst(op)) }
            return sameDimension(op, leftUnit, rightUnit)
        case .modulo:
            if leftShown.isPercent || rightShown.isPercent {
                if case .currency(let code) = rightUnit { return .refused(.mixedModulo(plainOnLeft: true, code: code)) }
                if case .currency(let code) = leftUnit { return .refused(.mixedModulo(plainOnLeft: false, code: code)) }
                return .compute(.none, leftShown.isPercent && rightShown.isPercent ? .percent : .plain)
            }
            return sameDimension(op, leftUnit, rightUnit)
        case .multiply:
            if leftShown.isPercent && rightShown.isPercent { return .compute(.none, .percent) }
            // A percentage scaled by a plain number is still a percentage, on either side
            // (`100 + 10% * 3` is 130, DESIGN §19); times a quantity it is a part of it.
            if leftShown.isPercent { return .compute(rightUnit, rightUnit.isNone && rightShown == .plain ? .percent : rightShown) }
            if rightShown.isPercent { return .compute(leftUnit, leftUnit.isNone && leftShown == .plain ? .percent : leftShown) }
            return product(leftUnit, rightUnit, power: 1)
        case .divide:
            if leftShown.isPercent && rightShown.isPercent { return .compute(.none, .plain) }
            if rightShown.isPercent { return .compute(leftUnit, leftShown) }
            if leftShown.isPercent && rightUnit.isNone { return .compute(.none, .percent) }
            return product(leftUnit, rightUnit, power: -1)
        case .power:
            if !rightUnit.isNone {
                return .refused(leftUnit.currency != nil ? .moneyToPower : .exponentWithUnit(rightUnit))
            }
            if leftUnit.isNone { return .compute(.none, .plain) }
            if leftUnit.dimension[.money] != 0 { return .refused(.moneyToPower) }
            if leftUnit.hasOffsetScale { return .refused(.temperatureArithmetic(leftUnit)) }
            return .power(leftUnit)
        }
    }

    /// The calendar (DESIGN §14): date ± a duration is a date, date − date the days between;
    /// nothing else.
    private static func dates(_ op: BinaryOperator, _ left: Value, _ right: Value) -> Outcome {
        if left.presentation == .weekday || right.presentation == .weekday { return .refused(.weekdayArithmetic) }
        if left.presentation == .timeOfDay || right.presentation == .timeOfDay {
            return pointsInTime(op, left, right, isPoint: { $0 == .timeOfDay }) { .timeOfDayArithmetic($0) }
        }
        if left.presentation.isInstant || right.presentation.isInstant {
            return pointsInTime(op, left, right, isPoint: \.isInstant) { .instantArithmetic($0) }
        }
        let leftIsDate = left.presentation == .date, rightIsDate = right.presentation == .date
        let time = Dimension.base(.time)
        switch op {
        case .add where leftIsDate && !rightIsDate && right.unit.dimension == time && !right.presentation.isPercent:
            return .dateShift(sign: 1, dateOnLeft: true)
        case .add where rightIsDate && !leftIsDate && left.unit.dimension == time && !left.presentation.isPercent:
            return .dateShift(sign: 1, dateOnLeft: false)
        case .subtract where leftIsDate && !rightIsDate && right.unit.dimension == time && !right.presentation.isPercent:
            return .dateShift(sign: -1, dateOnLeft: true)
        case .subtract where leftIsDate && rightIsDate:
            return .dateDifference
        default:
            return .refused(.dateArithmetic(op, left: left.presentation, right: right.presentation, other: leftIsDate ? right.unit : left.unit))
        }
    }

    /// Times of day and instants (DESIGN §20): one ± a duration is another of its kind (a
    /// time of day wrapping at midnight), one − another of its kind the time between; nothing
    /// else, which `refusal` says.
    private static func pointsInTime(_ op: BinaryOperator, _ left: Value, _ right: Value, isPoint: (Presentation) -> Bool,
                                     refusal: (BinaryOperator) -> Refusal) -> Outcome {
        let leftIsPoint = isPoint(left.presentation), rightIsPoint = isPoint(right.presentation)
        func isDuration(_ value: Value) -> Bool { value.unit.dimension == Dimension.base(.time) && !value.presentation.isCalendar }
        switch op {
        case .add where leftIsPoint && isDuration(right): return .dateShift(sign: 1, dateOnLeft: true)
        case .add where rightIsPoint && isDuration(left): return .dateShift(sign: 1, dateOnLeft: false)
        case .subtract where leftIsPoint && isDuration(right): return .dateShift(sign: -1, dateOnLeft: true)
        case .subtract where leftIsPoint && rightIsPoint: return .dateDifference
        default: return .refused(refusal(op))
        }
    }

    /// `+`, `-`, `mod`: both sides of one dimension, the right converted into the left's unit.
    private static func sameDimension(_ op: BinaryOperator, _ left: Unit, _ right: Unit) -> Outcome {
        // Two amounts of money, the common case, before any algebra.
        if case .currency = left, case .currency = right {
            return left == right ? .compute(left, .plain) : .convert(into: left, result: left)
        }
        if left == right {
            if left.hasOffsetScale { return .refused(.temperatureArithmetic(left)) }
            return .compute(left, .plain)
        }
        if left.isNone, case .currency(let code) = right {
            return .refused(op == .modulo ? .mixedModulo(plainOnLeft: true, code: code) : .mixedSum(op, plainOnLeft: true, code: code))
        }
        if right.isNone, case .currency(let code) = left {
            return .refused(op == .modulo ? .mixedModulo(plainOnLeft: false, code: code) : .mixedSum(op, plainOnLeft: false, code: code))
        }
        guard left.dimension == right.dimension else { return .refused(.unlikeDimensions(op, left, right)) }
        if left.hasOffsetScale || right.hasOffsetScale { return .refused(.temperatureArithmetic(left.hasOffsetScale ? left : right)) }
        return .convert(into: left, result: left)
    }

    /// `*` (power 1) and `/` (power −1) by the algebra of units; money may end up to the
    /// first power at most, and never in a denominator alone (a number over money).
    private static func product(_ left: Unit, _ right: Unit, power: Int) -> Outcome {
        // An amount times or over a plain number, the common case, before any algebra.
        if case .currency = left, case .none = right { return .compute(left, .plain) }
        if case .none = left, case .currency = right, power == 1 { return .compute(right, .plain) }
        if left.hasOffsetScale { return .refused(.temperatureArithmetic(left)) }
        if right.hasOffsetScale { return .refused(.temperatureArithmetic(right)) }
        let (unit, conversions) = left.multiplied(by: right, power: power)
        let money = unit.dimension[.money]
        if money > 1 { return .refused(.moneyTimesMoney) }
        if money < 0 { return .refused(.numberOverMoney) }
        if conversions.isEmpty, case .none = unit { return .compute(.none, .plain) }
        // Units of one dimension cancel whatever their spelling (`EUR/kWh × W × h` is EUR).
        // (Only when the right side brings units, and for products of a few atoms: the groups
        // are tried one subset at a time.)
        if !right.isNone, case let count = unit.termCount, count >= 2, count <= 6,
           let (rest, scale) = unit.withoutDimensionlessGroup() { return .combine(rest, conversions, scale: scale) }
        return .combine(unit, conversions, scale: nil)
    }

    /// `x in UNIT`.
    public static func conversion(_ value: Value, to target: Unit) -> Outcome {
        if value.presentation.isCalendar {
            if value.presentation == .timeOfDay { return .refused(.timeOfDayArithmetic(nil)) }
            if value.presentation.isInstant { return .refused(.instantArithmetic(nil)) }
            return .refused(value.presentation == .weekday ? .weekdayArithmetic : .dateConversion)
        }
        // Money into money, the common case, before any algebra.
        if case .currency(let code) = value.unit, case .currency(let other) = target {
            return code == other ? .compute(value.unit, value.presentation) : .convert(into: target, result: target)
        }
        let unit = value.unit
        // `16:15 in h`: a unit asked for, the number shown plainly.
        if unit == target { return .compute(unit, value.presentation == .clock ? .plain : value.presentation) }
        if unit.isNone { return .refused(.convertPlain(to: target)) }
        let from = unit.dimension, to = target.dimension
        if from == to {
            // `l/100km` measures fuel, though its dimension is an area's: neither becomes the other.
            if from[.length].magnitude == 2, isAreaLike(from), measuresFuel(unit) != measuresFuel(target) {
                return .refused(.unlikeConversion(unit, target))
            }
            return .convert(into: target, result: target)
        }
        if from == to.reciprocal && convertsAsReciprocal(unit, target) { return .convert(into: target, result: target) }
        return .refused(.unlikeConversion(unit, target))
    }

    /// Whether a dimension is an area's or its reciprocal (fuel economy's).
    private static func isAreaLike(_ dimension: Dimension) -> Bool {
        dimension == area || dimension == area.reciprocal
    }

    private static let speed = Dimension([.length: 1, .time: -1]), area = Dimension([.length: 2])

    /// The two pairs of reciprocal dimensions people convert between (DESIGN §19): fuel
    /// economy (`l/100km` ↔ `mpg`, volume per distance ↔ distance per volume) and pace
    /// (`min/km` ↔ `km/h`). Any other conversion that would invert a value is refused.
    static func convertsAsReciprocal(_ from: Unit, _ to: Unit) -> Bool {
        let dimension = from.dimension
        if dimension == speed || dimension == speed.reciprocal { return true }
        guard dimension == area || dimension == area.reciprocal else { return false }
        return measuresFuel(from) && measuresFuel(to)
    }

    /// Whether a unit of area's dimension, or its reciprocal, is one of fuel: it holds a
    /// volume (`l/km`, `mi/gal`) or is a fuel unit of the catalogue (`l/100km`, `mpg`).
    private static func measuresFuel(_ unit: Unit) -> Bool {
        // (The catalogue's fuel units alone first: a fuel line asks this twice, and a unit's
        // terms are an array.)
        if let id = unit.soleUnit { return id == fuelUnits.per100km || id == fuelUnits.mpg }
        return unit.terms.contains { term in
            guard case .physical(let id) = term.atom else { return false }
            return id == fuelUnits.per100km || id == fuelUnits.mpg || UnitCatalogue[id].dimension == volume
        }
    }

    private static let fuelUnits = (per100km: UnitCatalogue.unitBySymbol("l/100km")!, mpg: UnitCatalogue.unitBySymbol("mpg")!)
    private static let volume = Dimension([.length: 3])

    /// A function's first argument.
    public static func function(_ name: String, _ kinds: FunctionKinds, _ first: Value) -> Outcome {
        if case .dates = kinds {
            return first.presentation == .date ? .compute(.none, .plain) : .refused(.functionOfDate(name, expectsDate: true))
        }
        if first.presentation.isCalendar { return .refused(.functionOfDate(name, expectsDate: false)) }
        switch kinds {
        case .plainOnly, .root:
            // Functions see a percentage as the number it holds.
            if first.unit.isNone { return .compute(.none, .plain) }
            if case .currency = first.unit { return .refused(.functionOfMoney(name)) }
            guard case .root(let n) = kinds, first.unit.dimension[.money] == 0, !first.unit.hasOffsetScale else {
                return .refused(first.unit.dimension[.money] != 0 ? .functionOfMoney(name) : .functionOfUnit(name, first.unit))
            }
            guard let root = first.unit.root(n) else { return .refused(.rootOfUnit(name, first.unit)) }
            return .compute(root, .plain)
        case .keepsKind, .comparesLikeKinds:
            // A temperature on an offset scale is compared and rounded, nothing more: `abs`
            // and `sign` of one would give two answers for one temperature (DESIGN §19).
            if first.unit.hasOffsetScale, !keepsScale(name) { return .refused(.temperatureArithmetic(first.unit)) }
            return .compute(first.unit, first.presentation.forArithmetic)
        case .dates:
            return .compute(.none, .plain)
        }
    }

    /// The functions that keep a temperature's scale: comparing and rounding.
    private static func keepsScale(_ name: String) -> Bool {
        switch name {
        case "round", "floor", "ceil", "trunc", "min", "max": true
        default: false
        }
    }

    /// A later argument of a function that compares its arguments, against the first.
    public static func comparison(_ first: Value, _ later: Value) -> Outcome {
        let firstUnit = first.unit, laterUnit = later.unit
        if firstUnit == laterUnit { return .compute(firstUnit, first.presentation.forArithmetic) }
        if firstUnit.dimension == laterUnit.dimension { return .convert(into: firstUnit, result: firstUnit) }
        if firstUnit.currency != nil || laterUnit.currency != nil { return .refused(.mixedComparison) }
        return .refused(.unlikeComparison(firstUnit, laterUnit))
    }

    /// The decimal places `round(x)` rounds to: a currency's minor unit (cents, yen, fils),
    /// else whole numbers (whole percents for a percentage).
    public static func roundingPlaces(_ value: Value) -> Int {
        if let code = value.unit.currency { return CurrencyCatalogue.minorUnits(code) ?? 0 }
        return value.presentation.isPercent ? 2 : 0
    }

    /// The located error of a refusal. `plainText` is the plain operand as calc prints it,
    /// for hints such as `write 5 USD`.
    public static func diagnostic(_ refusal: Refusal, whole: SourceSpan, left: SourceSpan, right: SourceSpan,
                                  plainText: String?) -> Diagnostic {
        switch refusal {
        case .mixedSum(let op, let plainOnLeft, let code):
            return MoneyMessages.mixedSum(op, plain: plainOnLeft ? left : right, money: plainOnLeft ? right : left,
                                          code: code, plainText: plainText ?? "")
        case .moneyTimesMoney: return MoneyMessages.moneyTimesMoney(at: whole)
        case .numberOverMoney: return MoneyMessages.numberOverMoney(at: right)
        case .moneyToPower: return MoneyMessages.moneyToPower(at: left)
        case .exponentWithUnit(let unit):
            return unit.currency != nil ? Messages.exponentNotNumber(at: right) : UnitMessages.exponentWithUnit(unit, at: right)
        case .functionOfMoney(let name): return MoneyMessages.functionOfMoney(name, at: left)
        case .functionOfUnit(let name, let unit): return UnitMessages.functionOfUnit(name, unit, at: left)
        case .rootOfUnit(let name, let unit): return UnitMessages.rootOfUnit(name, unit, at: left)
        case .mixedComparison: return Messages.mixedMinMax(at: right)
        case .unlikeComparison(let first, let later): return UnitMessages.unlikeComparison(first, later, at: right)
        case .convertPlain(let target):
            if case .currency(let code) = target { return MoneyMessages.convertPlainNumber(operand: left, target: code, literal: plainText) }
            return UnitMessages.convertPlainNumber(into: target, literal: plainText, at: left)
        case .unlikeConversion(let unit, let target): return UnitMessages.unlikeConversion(unit, into: target, at: whole)
        case .mixedModulo(let plainOnLeft, let code):
            return MoneyMessages.mixedModulo(plain: plainOnLeft ? left : right, code: code, plainText: plainText ?? "")
        case .unlikeDimensions(let op, let leftUnit, let rightUnit):
            return UnitMessages.unlikeDimensions(op, leftUnit, rightUnit, at: whole)
        case .temperatureArithmetic(let unit): return UnitMessages.temperatureArithmetic(unit, at: whole)
        case .percentFirst(let op):
            return Messages.percentFirst(op, at: left, suggestion: plainText)
        case .ofWithoutPercent(let op):
            return Messages.ofWithoutPercent(op, at: left, suggestion: plainText)
        case .percentOf(let isMoney):
            return Messages.percentOfKind(isMoney, number: plainText ?? "15", at: whole)
        case .degreesOf(let isMoney):
            return Messages.degreesOfKind(isMoney, number: plainText ?? "30", at: whole)
        case .amountAsPercent:
            return Messages.amountAsPercent(at: left)
        case .dateArithmetic(let op, let leftShown, let rightShown, let other):
            return DateMessages.dateArithmetic(op, leftIsDate: leftShown == .date, rightIsDate: rightShown == .date, other: other, at: whole)
        case .weekdayArithmetic: return DateMessages.weekdayIsText(at: whole)
        case .functionOfDate(let name, let expectsDate): return DateMessages.functionOfDate(name, expectsDate: expectsDate, at: left)
        case .dateConversion: return DateMessages.dateConversion(at: left)
        case .timeOfDayArithmetic(let op): return DateMessages.timeOfDayArithmetic(op, at: op == nil ? left : whole)
        case .instantArithmetic(let op): return DateMessages.instantArithmetic(op, at: op == nil ? left : whole)
        }
    }
}
