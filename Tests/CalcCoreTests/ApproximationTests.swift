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
