import CMultiPrecision

/// One call of a built-in function being evaluated: its arguments, where each was written,
/// and the unit and presentation QuantityRules gave the result. The building blocks the registry's functions are
/// written with live here.
public struct FunctionCall {
    /// The function's name, for messages.
    public let name: String
    public let arguments: [Value]
    public let spans: [SourceSpan]
    /// The whole call, where arithmetic failures are located.
    public let whole: SourceSpan
    /// The result's unit and presentation, from QuantityRules and the first argument.
    public let unit: Unit
    public let presentation: Presentation
    /// Converts later arguments of functions that compare amounts (the table is read only then).
    let rates: any ExchangeRates
    /// Bits for the approximations the call makes.
    let precision: Int

    var first: Number { arguments[0].number }

    /// A function of the first argument's number (`sqrt`, `ln`) at the call's precision, its
    /// failures located at the call.
    func number(_ function: (Number, Int) throws(ArithmeticError) -> Number) throws(Diagnostic) -> Value {
        let first = self.first, precision = self.precision
        return Value(try Messages.locating(at: whole) { () throws(ArithmeticError) in try function(first, precision) }, unit: unit, presentation: presentation)
    }

    /// A function of every argument's number (`gcd`, `hypot`, `atan2`), its failures located
    /// at the call. QuantityRules has checked the first argument; the others must be plain too.
    func numbers(_ function: ([Number], Int) throws(ArithmeticError) -> Number) throws(Diagnostic) -> Value {
        for (argument, span) in zip(arguments.dropFirst(), spans.dropFirst()) where !argument.unit.isNone {
            let refusal: QuantityRules.Refusal = argument.isMoney ? .functionOfMoney(name) : .functionOfUnit(name, argument.unit)
            throw QuantityRules.diagnostic(refusal, whole: whole, left: span, right: span, plainText: nil)
        }
        let numbers = arguments.map(\.number), precision = self.precision
        return Value(try Messages.locating(at: whole) { () throws(ArithmeticError) in try function(numbers, precision) }, unit: unit, presentation: presentation)
    }

    /// `trunc`: towards zero; of an approximation once its interval decides it.
    func truncated() throws(Diagnostic) -> Value {
        switch first.storage {
        case .exact(let value):
            return Value(Number(value.signum < 0 ? value.ceiling : value.floor), unit: unit, presentation: presentation)
        case .approximate(let value):
            let sign = first.signum
            guard sign != 0, let whole = sign < 0 ? value.ceilingIfDecided() : value.floorIfDecided() else {
                throw Messages.undecidedRounding(at: self.whole)
            }
            return Value(try exactWithinLimits(Rational(whole, 1)), unit: unit, presentation: presentation)
        }
    }

    /// `sign`: -1, 0 or 1 (a plain number, also of an amount).
    func sign() throws(Diagnostic) -> Value {
        if first.isExact { return Value(Number(first.signum)) }
        guard first.signum != 0 else { throw Messages.undecided(at: whole) }
        return Value(Number(first.signum))
    }

    /// `abs`: exact on exact values, the interval's magnitude on approximations.
    func magnitude() -> Value {
        switch first.storage {
        case .exact(let value): return Value(Number(value.magnitude), unit: unit, presentation: presentation)
        case .approximate(let value): return Value(Number(value.map(mpfi_abs)), unit: unit, presentation: presentation)
        }
    }

    /// An exact result made from an approximation (`floor(pi * 1e30000)`), held to the size
    /// limit of exact numbers like every other exact result.
    private func exactWithinLimits(_ value: Rational) throws(Diagnostic) -> Number {
        if value.bitWidth > Limits.maxBits {
            throw Messages.tooLarge(digits: ArithmeticError.digits(forBits: value.bitWidth), at: whole)
        }
        return Number(value)
    }

    /// `floor` and `ceil`: exact whole numbers, also of approximations once their interval
    /// lies between two whole numbers (else the line is computed again, more precisely).
    func whole(up: Bool) throws(Diagnostic) -> Value {
        switch first.storage {
        case .exact(let value):
            return Value(Number(up ? value.ceiling : value.floor), unit: unit, presentation: presentation)
        case .approximate(let value):
            guard let whole = up ? value.ceilingIfDecided() : value.floorIfDecided() else {
                throw Messages.undecidedRounding(at: whole)
            }
            return Value(try exactWithinLimits(Rational(whole, 1)), unit: unit, presentation: presentation)
        }
    }

    /// `round(x)` to the kind's rounding places (money: its minor unit), `round(x, n)` to n.
    func rounded() throws(Diagnostic) -> Value {
        var places = QuantityRules.roundingPlaces(Value(Number(.zero), unit: unit, presentation: presentation))
        if arguments.count == 2 {
            let second = arguments[1]
            guard second.unit.isNone, let count = second.number.exact?.intValue, abs(count) <= Limits.maxDigits else {
                throw Messages.roundPlacesNotInteger(at: spans[1])
            }
            places = count
        }
        switch first.storage {
        case .exact(let value):
            let rounded = try Messages.locating(at: whole) { () throws(ArithmeticError) in try value.rounded(toDecimalPlaces: places) }
            return Value(Number(rounded), unit: unit, presentation: presentation)
        case .approximate(let value):
            // Rounded once the interval decides it: then the result is exact.
            guard let rounded = value.roundedIfDecided(places: places) else { throw Messages.undecidedRounding(at: whole) }
            return Value(try exactWithinLimits(rounded), unit: unit, presentation: presentation)
        }
    }

    /// The smallest or largest argument (`min`, `max`), amounts compared in the first
    /// argument's currency.
    func extreme(smallest: Bool) throws(Diagnostic) -> Value {
        var best = arguments[0]
        var bestComparable = best.number
        for (argument, span) in zip(arguments.dropFirst(), spans.dropFirst()) {
            var comparable = argument.number
            switch QuantityRules.comparison(arguments[0], argument) {
            case .compute, .percentChange, .combine, .power, .dateShift, .dateDifference:
                break
            case .convert(let into, _):
                comparable = try comparableNumber(argument, in: into, at: span)
            case .refused(let refusal):
                throw QuantityRules.diagnostic(refusal, whole: whole, left: spans[0], right: span, plainText: nil)
            }
            let less = smallest ? Number.isLess(comparable, bestComparable) : Number.isLess(bestComparable, comparable)
            guard let prefers = less else {
                // Too close to tell apart: the interval of whichever is the extreme, in the
                // first argument's kind (amounts are compared in its currency).
                let precision = Swift.max(comparable.approximation?.precision ?? 0, bestComparable.approximation?.precision ?? 0)
                bestComparable = Number(Approximation.extreme(bestComparable.interval(precision: precision),
                                                              comparable.interval(precision: precision), largest: !smallest))
                best = Value(bestComparable, unit: arguments[0].unit, presentation: arguments[0].presentation.forArithmetic)
                continue
            }
            if prefers {
                best = argument
                bestComparable = comparable
            }
        }
        return best
    }

    /// A later argument's number in the first one's unit, of the same dimension: a currency
    /// by the rates, physical units by their factors, temperatures on their scales.
    private func comparableNumber(_ argument: Value, in unit: Unit, at span: SourceSpan) throws(Diagnostic) -> Number {
        if case .currency(let from) = argument.unit, case .currency(let into) = unit {
            return try Conversion.convert(argument.number, from: from, to: into, rates: rates, at: span)
        }
        return try Messages.locating(at: span) { () throws(ArithmeticError) in
            var kelvin = try argument.number.multiplied(by: Number(argument.unit.physicalFactor))
            if let scale = argument.unit.offsetScale, let offset = UnitCatalogue.offset(of: scale) {
                kelvin = try kelvin.adding(Number(offset))
            }
            if let scale = unit.offsetScale, let offset = UnitCatalogue.offset(of: scale) {
                kelvin = try kelvin.subtracting(Number(offset))
            }
            return try kelvin.divided(by: Number(unit.physicalFactor))
        }
    }

    // MARK: - The calendar

    /// The days of the arguments, each of which must be a date.
    private func days() throws(Diagnostic) -> [Int] {
        var days: [Int] = []
        for (argument, span) in zip(arguments, spans) {
            guard argument.presentation == .date, let day = argument.number.exact?.intValue else {
                throw DateMessages.functionOfDate(name, expectsDate: true, at: span)
            }
            days.append(day)
        }
        return days
    }

    /// `weekday(2026-12-24)` is `Thursday`.
    func weekday() throws(Diagnostic) -> Value {
        Value(Number(Rational(try days()[0])), presentation: .weekday)
    }

    /// `unix(N)`: the instant N whole seconds after 1970-01-01 00:00 UTC, within the calendar's
    /// years 1 to 9999.
    func unixInstant() throws(Diagnostic) -> Value {
        guard let seconds = arguments[0].number.exact, seconds.isInteger else { throw DateMessages.notUnixTime(wholeSeconds: true, at: spans[0]) }
        guard let days = try? seconds.divided(by: Rational(86_400)).floor, let count = days.intValue,
              Day(checkingDaysSinceEpoch: count) != nil else { throw DateMessages.dateOutOfRange(at: spans[0]) }
        return Value(Number(seconds), unit: Unit.second, presentation: .instant(.utc))
    }

    /// `days(A, B)`: B − A in days.
    func daysBetween() throws(Diagnostic) -> Value {
        let days = try days()
        return Value(Number(Rational(days[1] - days[0])), unit: Unit.day)
    }

    /// `workdays(A, B)`: the days Monday to Friday from A to B, both included (negative when
    /// B is before A).
    func workdays() throws(Diagnostic) -> Value {
        let days = try days()
        let (first, last) = (Swift.min(days[0], days[1]), Swift.max(days[0], days[1]))
        let count = last - first + 1
        var workdays = count / 7 * 5
        // The days past the whole weeks, from the weekday of `first` on.
        let firstWeekday = ((first + 3) % 7 + 7) % 7
        for offset in 0..<(count % 7) where (firstWeekday + offset) % 7 < 5 { workdays += 1 }
        return Value(Number(Rational(days[1] < days[0] ? -workdays : workdays)))
    }

    /// `change(X, Y)`: the change from X to Y as a percentage (`change(50, 75)` is 50%), Y
    /// taken in X's unit.
    func change() throws(Diagnostic) -> Value {
        var later = arguments[1].number
        switch QuantityRules.comparison(arguments[0], arguments[1]) {
        case .convert(let into, _):
            later = try comparableNumber(arguments[1], in: into, at: spans[1])
        case .refused(let refusal):
            throw QuantityRules.diagnostic(refusal, whole: whole, left: spans[0], right: spans[1], plainText: nil)
        default:
            break
        }
        let from = arguments[0].number
        if from.isZero { throw Messages.divisionByZero(at: spans[0]) }
        return Value(try Messages.locating(at: whole) { () throws(ArithmeticError) in try later.subtracting(from).divided(by: from) },
                     presentation: .percent)
    }
}
