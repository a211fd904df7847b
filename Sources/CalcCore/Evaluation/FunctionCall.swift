import CMultiPrecision

/// One call of a built-in function being evaluated: its arguments, where each was written,
/// and the kind KindRules gave the result. The building blocks the registry's functions are
/// written with live here.
public struct FunctionCall {
    /// The function's name, for messages.
    public let name: String
    public let arguments: [Value]
    public let spans: [SourceSpan]
    /// The whole call, where arithmetic failures are located.
    public let whole: SourceSpan
    /// The result's kind, from KindRules and the first argument.
    public let kind: ValueKind
    /// Converts later arguments of functions that compare amounts (the table is read only then).
    let rates: any ExchangeRates
    /// Bits for the approximations the call makes.
    let precision: Int

    var first: Number { arguments[0].number }

    /// A function of the first argument's number (`sqrt`, `ln`) at the call's precision, its
    /// failures located at the call.
    func number(_ function: (Number, Int) throws(ArithmeticError) -> Number) throws(Diagnostic) -> Value {
        let first = self.first, precision = self.precision
        return Value(try Messages.locating(at: whole) { () throws(ArithmeticError) in try function(first, precision) }, kind: kind)
    }

    /// A function of every argument's number (`gcd`, `hypot`, `atan2`), its failures located
    /// at the call. KindRules has checked the first argument; the others must be plain too.
    func numbers(_ function: ([Number], Int) throws(ArithmeticError) -> Number) throws(Diagnostic) -> Value {
        for (argument, span) in zip(arguments.dropFirst(), spans.dropFirst()) where !argument.kind.isPlain {
            throw KindRules.diagnostic(.functionOfMoney(name), whole: whole, left: span, right: span, plainText: nil)
        }
        let numbers = arguments.map(\.number), precision = self.precision
        return Value(try Messages.locating(at: whole) { () throws(ArithmeticError) in try function(numbers, precision) }, kind: kind)
    }

    /// `trunc`: towards zero; of an approximation once its interval decides it.
    func truncated() throws(Diagnostic) -> Value {
        switch first.storage {
        case .exact(let value):
            return Value(Number(value.signum < 0 ? value.ceiling : value.floor), kind: kind)
        case .approximate(let value):
            let sign = first.signum
            guard sign != 0, let whole = sign < 0 ? value.ceilingIfDecided() : value.floorIfDecided() else {
                throw Messages.undecidedRounding(at: self.whole)
            }
            return Value(try exactWithinLimits(Rational(whole, 1)), kind: kind)
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
        case .exact(let value): return Value(Number(value.magnitude), kind: kind)
        case .approximate(let value): return Value(Number(value.map(mpfi_abs)), kind: kind)
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
            return Value(Number(up ? value.ceiling : value.floor), kind: kind)
        case .approximate(let value):
            guard let whole = up ? value.ceilingIfDecided() : value.floorIfDecided() else {
                throw Messages.undecidedRounding(at: whole)
            }
            return Value(try exactWithinLimits(Rational(whole, 1)), kind: kind)
        }
    }

    /// `round(x)` to the kind's rounding places (money: its minor unit), `round(x, n)` to n.
    func rounded() throws(Diagnostic) -> Value {
        var places = KindRules.roundingPlaces(kind)
        if arguments.count == 2 {
            let second = arguments[1]
            guard second.kind.isPlain, let count = second.number.exact?.intValue, abs(count) <= Limits.maxDigits else {
                throw Messages.roundPlacesNotInteger(at: spans[1])
            }
            places = count
        }
        switch first.storage {
        case .exact(let value):
            let rounded = try Messages.locating(at: whole) { () throws(ArithmeticError) in try value.rounded(toDecimalPlaces: places) }
            return Value(Number(rounded), kind: kind)
        case .approximate(let value):
            // Rounded once the interval decides it: then the result is exact.
            guard let rounded = value.roundedIfDecided(places: places) else { throw Messages.undecidedRounding(at: whole) }
            return Value(try exactWithinLimits(rounded), kind: kind)
        }
    }

    /// The smallest or largest argument (`min`, `max`), amounts compared in the first
    /// argument's currency.
    func extreme(smallest: Bool) throws(Diagnostic) -> Value {
        var best = arguments[0]
        var bestComparable = best.number
        for (argument, span) in zip(arguments.dropFirst(), spans.dropFirst()) {
            var comparable = argument.number
            switch KindRules.comparison(arguments[0].kind, argument.kind) {
            case .compute, .percentChange:
                break
            case .convert(let from, let into, _):
                comparable = try Conversion.convert(argument.number, from: from, to: into, rates: rates, at: span)
            case .refused(let refusal):
                throw KindRules.diagnostic(refusal, whole: whole, left: spans[0], right: span, plainText: nil)
            }
            let less = smallest ? Number.isLess(comparable, bestComparable) : Number.isLess(bestComparable, comparable)
            guard let prefers = less else {
                // Too close to tell apart: the interval of whichever is the extreme, in the
                // first argument's kind (amounts are compared in its currency).
                let precision = Swift.max(comparable.approximation?.precision ?? 0, bestComparable.approximation?.precision ?? 0)
                bestComparable = Number(Approximation.extreme(bestComparable.interval(precision: precision),
                                                              comparable.interval(precision: precision), largest: !smallest))
                best = Value(bestComparable, kind: arguments[0].kind)
                continue
            }
            if prefers {
                best = argument
                bestComparable = comparable
            }
        }
        return best
    }
}
