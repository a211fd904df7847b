import CalcCore
import Testing

/// Approximations beyond the range of doubles and of exact numbers, their errors, and the
/// precision rising until the digits shown are decided.
@Suite struct ApproximationTests {
    @Test(arguments: [
        ("sqrt(2)^600", "2.03703597633449e90"),
        ("e^600", "3.77302030092994e260"),
        ("pi^600", "1.949501692116e298"),
        ("exp(-100000)", "3.56294956530937e-43430"),
        ("1/exp(-100000)", "2.80666336042612e43429"),
        ("exp(-46050)", "5.4841377554976e-20000"),
        ("0.5^100000.5", "7.07813112836357e-30104"),
        ("exp(92.9)", "2.21797868802796e40"),
        ("pi^1e6", "7.45923232449145e497149"),
        ("sqrt(2) * sqrt(2)", "2"),
        ("sqrt(2) - sqrt(2)", "0"),
        ("floor(sqrt(2) * 1e6)", "1414213"),
        ("round(pi, 3)", "3.142"),
        ("max(sqrt(2), 1.5)", "1.5"),
        ("10 USD * pi", "31.42 USD"),
        ("cbrt(-2)", "-1.25992104989487"),
        ("log2(3)", "1.58496250072116"),
        // Found in review: ties at the highest precision round away from zero; undecided
        // digits are left out rather than guessed; approximate money never shows 0.00.
        ("2.005 USD * sqrt(2)/sqrt(2)", "2.01 USD"),
        ("-2.005 USD * sqrt(3)/sqrt(3)", "-2.01 USD"),
        ("0.001 USD * e/e", "0.001 USD"),
        ("1e19000 USD * pi", "3.14159265358979e19000 USD"),
        ("1e-50 USD * pi", "3.14159265358979e-50 USD"),
        ("99999999999999.95*sqrt(2)/sqrt(2)", "100000000000000"),
        ("((1 + 1e-9860*pi) - 1)*1e9860", "3.142"),
        ("(-1)^(10000000000000000001/3)", "-1"),
        ("(e-e)*1e-99999990", "0"),
        // Found in review: exact roots of any size; whole powers past Int of values near 1;
        // extremes of values too close to tell apart; odd roots of negative approximations.
        ("cbrt(10^60)", "100000000000000000000"),
        ("(3^200)^(1/5)", "12157665459056928801"),
        ("(2^400 * 3^100)^(1/100)", "48"),
        ("(e/e)^(10^20)", "1"),
        ("(-e/e)^(10^20+1)", "-1"),
        ("(1 + 1e-30*pi)^(10^25)", "1.00003141642002"),
        ("max(pi, pi)", "3.14159265358979"),
        ("min(sqrt(2), 2^0.5, 1.5)", "1.4142135623731"),
        ("max(1 EUR * e/e, 1 EUR)", "1.00 EUR"),
        ("(-pi)^(1/3)", "-1.46459188756152"),
        ("(-pi)^(2/3)", "2.14502939711103"),
        ("(-8)^(-1/3)", "-0.5"),
        ("0^(e/e)", "0"),
        // The range, judged on the first significant digit: 1e-100000000 to 9.99…e100000000.
        ("1e100000000 * 9.9", "9.9e100000000"),
        ("1.5e100000000", "1.5e100000000"),
        ("1/1e100000000", "1e-100000000"),
        ("-1/1e100000000", "-1e-100000000"),
        ("exp(-230258509)", "1.34905529823003e-100000000"),
    ])
    func values(_ line: String, _ expected: String) throws {
        #expect(try TestSupport.evaluate(line) == expected)
    }

    @Test(arguments: [
        ("exp(1e9)", "result too large: its decimal exponent would be above 100000000"),
        ("sqrt(2)^(10^9)", "result too large: its decimal exponent would be above 100000000"),
        ("exp(-1e9)", "result too small: its decimal exponent would be below -100000000"),
        ("1/(sqrt(2) - sqrt(2))", "the result depends on a value calc cannot tell from zero"),
        ("ln(sqrt(2) - sqrt(2))", "the result depends on a value calc cannot tell from zero"),
        ("sqrt(-pi)", "the square root of a negative number is not a real number"),
        ("(-pi)^0.5", "a negative number to a fractional power is not a real number"),
        ("1e100000000 * 10", "result too large: its decimal exponent would be above 100000000"),
        ("1e-100000000 / 2", "result too small: its decimal exponent would be below -100000000"),
        ("(2^0.5)^(10^20)", "result too large: its decimal exponent would be above 100000000"),
        ("(-8)^(e/e)", "a negative number to a power that is not exact: calc cannot tell whether the power is a whole number"),
        ("0^(e-e)", "the result depends on a value calc cannot tell from zero"),
        // Found in review: the last attempt gave no certain digit (sin of an interval wider
        // than a turn, a cancellation scaled up); it used to print 0.
        ("sin(10^19999 * e)", "calc cannot compute this closely enough to show a certain digit"),
        ("(e-e)*10^19990", "calc cannot compute this closely enough to show a certain digit"),
        ("(e-e)^(1/3)", "the result depends on a value calc cannot tell from zero"),
        ("floor(sqrt(2)^2)", "calc cannot tell how this rounds: the value is too close to where the rounding changes"),
        ("round(sqrt(2)^2 / 8, 1)", "calc cannot tell how this rounds: the value is too close to where the rounding changes"),
    ])
    func errors(_ line: String, _ message: String) {
        #expect(TestSupport.diagnostic(line)?.message == message, "\(line)")
    }

    /// The square root of y²(1 ± 1e-45), y = 1.234567890123455 a rounding tie at 15 digits:
    /// 128 bits cannot decide the 15th digit, the evaluator raises the precision until it can.
    @Test func precisionRisesUntilTheDigitsAreDecided() throws {
        var evaluator = Evaluator()
        let above = try #require(try evaluator.evaluate("sqrt(1.524157875323879257735141137025000000000000001524157875323879257735141137025)"))
        #expect(ValueFormatting.format(above).text == "1.23456789012346")
        #expect(evaluator.precision > 128)
        let below = try #require(try evaluator.evaluate("sqrt(1.524157875323879257735141137024999999999999998475842124676120742264858862975)"))
        #expect(ValueFormatting.format(below).text == "1.23456789012345")
        _ = try evaluator.evaluate("sqrt(2)")
        #expect(evaluator.precision == 128)
    }

    /// A variable keeps the precision it was made at: a later line that needs more shows only
    /// the digits that are certain.
    @Test func aVariableShowsOnlyItsCertainDigits() throws {
        #expect(try TestSupport.evaluate(["x = pi", "(x - 3.14159265358979323846264338327950288)*1e40"]) == "42000")
    }

    /// A variable (or `ans`) read twice is one number, whatever its interval: `z - z` is
    /// exactly 0, `z / z` exactly 1, `z mod z` exactly 0, as `pi - pi` is. Found in review:
    /// `z = exp(100)` then `z - z` could not be computed closely enough, though
    /// `exp(100) - exp(100)` shows 0 — the stored interval (128 bits, about 8e4 wide there) is
    /// not computed again at a higher precision, and the difference of two intervals is as
    /// wide as they are. Two computations of one value are still two intervals: `z` against
    /// a new `exp(100)` is known no better than the 128 bits `z` was made with, and says so.
    @Test func aVariableLessItselfIsExactlyZero() throws {
        var evaluator = Evaluator()
        _ = try evaluator.evaluate("z = exp(100)")
        for (line, expected) in [("z - z", "0"), ("z / z", "1"), ("z mod z", "0"), ("z * 1 - z", "0"), ("(z - z) * 1e30", "0"), ("ans - ans", "0")] {
            let value = try #require(try evaluator.evaluate(line))
            #expect(value.number.isExact && ValueFormatting.format(value).text == expected, "\(line)")
        }
        _ = try evaluator.evaluate("z = exp(100)")
        #expect(try evaluator.evaluate("ans - z").map { $0.number.exact } == .zero)
        _ = try evaluator.evaluate("w = sqrt(2) * 1 USD")
        #expect(try evaluator.evaluate("w - w").map { ValueFormatting.format($0).text } == "0.00 USD")
        #expect(try evaluator.evaluate("w / w").map { ValueFormatting.format($0).text } == "1")
        // The expression is computed again at higher precisions; it cancels to within the
        // last digit's weight (not exactly: `≈ 0`).
        let again = try #require(try evaluator.evaluate("exp(100) - exp(100)"))
        #expect(!again.number.isExact && ValueFormatting.format(again).text == "0")
        for line in ["z - exp(100)", "-z + z"] {
            #expect(throws: Diagnostic.self, "\(line)") { try evaluator.evaluate(line) }
        }
        // A value that may be zero (it shows 0, within the last digit's weight) less itself
        // is 0, but has no ratio to itself.
        _ = try evaluator.evaluate("t = sqrt(2)^2 - 2")
        #expect(try evaluator.evaluate("t - t").map { $0.number.exact } == .zero)
        #expect(throws: Diagnostic.self) { try evaluator.evaluate("t / t") }
    }

    /// `--json`'s `value` (DESIGN §11): an approximation to 30 significant digits, every one
    /// written (trailing zeros too), positional like exact values, decided by the evaluator
    /// like the digits shown. Found in review: `exp(1e-20) - 1` gave `1e-20`, the digits the
    /// 15-digit attempt happened to decide, which reads as the exact 1e-20.
    @Test(arguments: [
        ("exp(1e-20) - 1", "0.0000000000000000000100000000000000000000500000000"),
        ("sqrt(2)", "1.41421356237309504880168872421"),
        ("sqrt(2)^2", "2.00000000000000000000000000000"),
        ("-pi * 1e-12", "-0.00000000000314159265358979323846264338328"),
        ("exp(-100)", "0.0000000000000000000000000000000000000000000372007597602083596295969580386"),
        ("exp(20)", "485165195.409790277969106830542"),
        ("exp(100)", "2.68811714181613544841262555158e43"),
        ("1 + exp(-50)", "1.00000000000000000000019287498"),
        ("sqrt(2) * 1 USD", "1.41421356237309504880168872421"),
        // Beyond what a positional literal can be read back as: scientific, all 30 digits.
        ("exp(1e6)", "3.03321539680208754508640214142e434294"),
        ("pi * 1e-20000", "3.14159265358979323846264338328e-20000"),
    ])
    func valuesAsData(_ line: String, _ expected: String) throws {
        var evaluator = Evaluator()
        evaluator.dataDigits = ValueFormatting.dataSignificantDigits
        let value = try #require(try evaluator.evaluate(line))
        #expect(ValueFormatting.dataText(value.number) == expected)
    }

    /// More digits on request, each of them right.
    @Test func moreDigits() throws {
        var evaluator = Evaluator()
        evaluator.significantDigits = 50
        let pi = try #require(try evaluator.evaluate("pi"))
        #expect(ValueFormatting.format(pi, significantDigits: 50).text == "3.1415926535897932384626433832795028841971693993751")
        let third = try #require(try evaluator.evaluate("1/3"))
        #expect(ValueFormatting.format(third, significantDigits: 20).text == "0.33333333333333333333")
        evaluator.significantDigits = 1000
        let root = try #require(try evaluator.evaluate("sqrt(2)"))
        let text = ValueFormatting.format(root, significantDigits: 1000).text
        #expect(text.count == 1001)
        #expect(text.hasSuffix("1848847")) // digits 994–1000 of √2 (mpmath)
    }

    /// Variables keep approximations; what calc prints of them reads back.
    @Test func approximationsReadBack() throws {
        for line in ["exp(-100000)", "1/exp(-100000)", "pi^1e6", "-sqrt(2)"] {
            let printed = try TestSupport.evaluate(line)
            #expect(try TestSupport.evaluate(printed) == printed, "\(line)")
        }
    }
}
