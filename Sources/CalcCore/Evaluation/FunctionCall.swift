/// One call of a built-in function being evaluated: its arguments, where each was written,
/// and the kind KindRules gave the result. The building blocks the registry's functions are
/// written with live here.
public struct FunctionCall {
    public let arguments: [Value]
    public let spans: [SourceSpan]
    /// The whole call, where arithmetic failures are located.
    public let whole: SourceSpan
    /// The result's kind, from KindRules and the first argument.
    public let kind: ValueKind
    /// Converts later arguments of functions that compare amounts (the table is read only then).
    let rates: any ExchangeRates

    var first: Number { arguments[0].number }

    /// A function of the first argument's number (`sqrt`, `ln`): its failures located at the call.
    func number(_ function: (Number) throws(ArithmeticError) -> Number) throws(Diagnostic) -> Value {
        let first = self.first
        return Value(try Messages.locating(at: whole) { () throws(ArithmeticError) in try function(first) }, kind: kind)
    }

    /// An exact operation on the first argument that keeps its exactness (`abs`, `floor`).
    func exact(_ operation: (Rational) -> Rational) -> Value {
        Value(Number(operation(first.value), isExact: first.isExact), kind: kind)
    }

    /// `round(x)` to the kind's rounding places (money: its minor unit), `round(x, n)` to n.
    func rounded() throws(Diagnostic) -> Value {
        var places = KindRules.roundingPlaces(kind)
        if arguments.count == 2 {
            let second = arguments[1]
            guard second.kind.isPlain, second.number.isExact, let count = second.number.value.intValue,
                  abs(count) <= Limits.maxDigits else {
                throw Messages.roundPlacesNotInteger(at: spans[1])
            }
            places = count
        }
        let first = self.first
        let rounded = try Messages.locating(at: whole) { () throws(ArithmeticError) in try first.value.rounded(toDecimalPlaces: places) }
        return Value(Number(rounded, isExact: first.isExact), kind: kind)
    }

    /// The argument that `preferring` puts first (`min`, `max`), amounts compared in the first
    /// argument's currency.
    func extreme(preferring: (Rational, Rational) -> Bool) throws(Diagnostic) -> Value {
        var best = arguments[0]
        var bestComparable = best.number.value
        for (argument, span) in zip(arguments.dropFirst(), spans.dropFirst()) {
            var comparable = argument.number.value
            switch KindRules.comparison(arguments[0].kind, argument.kind) {
            case .compute:
                break
            case .convert(let from, let into, _):
                comparable = try Conversion.convert(argument.number, from: from, to: into, rates: rates, at: span).value
            case .refused(let refusal):
                throw KindRules.diagnostic(refusal, whole: whole, left: spans[0], right: span, plainText: nil)
            }
            if preferring(comparable, bestComparable) {
                best = argument
                bestComparable = comparable
            }
        }
        return best
    }
}
