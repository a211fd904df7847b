import CalcTestSupport
import CalcCore
import Testing

/// What calc prints reads back as the value it shows: an exact result as itself, a rounded
/// one as the rounded value (which then prints the same text again).
@Suite struct RoundTripTests {
    /// The shared deterministic generator, so that failures reproduce.
    typealias Generator = SplitMix64

    /// |a − b| ≤ half a minor unit for money, else ≤ 5e-15·|a| (15 significant digits).
    static func closeEnough(_ a: Rational, _ b: Rational, currency: CurrencyCode?) -> Bool {
        let difference = (try? a.subtracting(b).magnitude) ?? a
        if let currency, let places = CurrencyCatalogue.minorUnits(currency) {
            let halfUnit = (try? Rational(1).divided(by: Rational(10).power(places)).divided(by: Rational(2))) ?? .zero
            if difference <= halfUnit { return true }
        }
        let bound = (try? a.magnitude.multiplied(by: TestSupport.rational("5e-15"))) ?? .zero
        return difference <= bound
    }

    @Test(arguments: [1, 2, 3, 4])
    func printedValuesReadBack(seed: UInt64) throws {
        var generator = Generator(state: seed)
        var checked = 0
        for _ in 0..<500 {
            let source = generator.expression(depth: 4)
            var evaluator = Evaluator(rates: TestSupport.ecbTable)
            guard let value = try? evaluator.evaluate(source) else { continue }
            let (printed, isExact) = ValueFormatting.format(value)
            var reader = Evaluator(rates: TestSupport.ecbTable)
            let reread = try #require(try reader.evaluate(printed), "\(source) printed \(printed), which does not read back")
            if isExact {
                // Exact: the same value, and so the same text again.
                #expect(reread.number == value.number && reread.currency == value.currency, "\(source) → \(printed)")
                #expect(ValueFormatting.format(reread).text == printed, "\(source) → \(printed)")
            } else {
                // Rounded: the value shown, within half a unit of its last shown digit.
                #expect(reread.currency == value.currency)
                #expect(RoundTripTests.closeEnough(TestSupport.rationalValue(value.number), TestSupport.rationalValue(reread.number), currency: value.currency),
                        "\(source) → \(printed)")
            }
            checked += 1
        }
        #expect(checked > 150)
    }
}

/// Generated literals and expressions for the round trips.
extension SplitMix64 {
    mutating func literal() -> String {
        switch below(6) {
        case 0: return String(below(1000))
        case 1: return "\(below(1000)).\(below(100))"
        case 2: return "\(below(10))e\(below(40) - 20)"
        case 3: return String(next() >> UInt64(below(60)))
        case 4: return ".\(below(100_000))"
        default: return "\(below(20) + 1)/\(below(20) + 1)"
        }
    }

    mutating func expression(depth: Int) -> String {
        if depth == 0 || below(4) == 0 { return literal() }
        switch below(9) {
        case 0: return "(\(expression(depth: depth - 1)) + \(expression(depth: depth - 1)))"
        case 1: return "(\(expression(depth: depth - 1)) - \(expression(depth: depth - 1)))"
        case 2: return "\(expression(depth: depth - 1)) * \(expression(depth: depth - 1))"
        case 3: return "\(expression(depth: depth - 1)) / \(expression(depth: depth - 1))"
        case 4: return "(\(expression(depth: depth - 1)))^\(below(7) - 3)"
        case 5: return "sqrt(\(expression(depth: depth - 1)))"
        case 6: return "-\(expression(depth: depth - 1))"
        case 7: return ["ln", "exp", "abs", "round", "floor"][below(5)] + "(\(expression(depth: depth - 1)))"
        default: return "\(literal()) \(["USD", "EUR", "JPY", "KWD", "GBP"][below(5)])"
        }
    }
}
