import CalcCore
import Testing

/// Table-driven evaluation: each case is an input line (or lines) and the text calc prints.
@Suite struct EvaluationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let lines: [String]
        let expected: String
        init(_ line: String, _ expected: String) { lines = [line]; self.expected = expected }
        init(_ lines: [String], _ expected: String) { self.lines = lines; self.expected = expected }
        var testDescription: String { lines.joined(separator: "; ") }
    }

    static let exactness: [Case] = [
        Case("0.1 + 0.2 - 0.3", "0"),
        Case("0.1 + 0.2", "0.3"),
        Case("2^100", "1267650600228229401496703205376"),
        Case("1/3*3", "1"),
        Case("(1/3) * 3 == 1".replacingOccurrences(of: " == 1", with: ""), "1"),
        Case("2^200 / 2^199", "2"),
        Case("9223372036854775807 + 1", "9223372036854775808"),
        Case("-9223372036854775807 - 2", "-9223372036854775809"),
        Case("(2^64 + 1) - 2^64", "1"),
        Case("3037000500 * 3037000500", "9223372037000250000"),
        Case("1/9223372036854775807 + 1/9223372036854775806", "2.16840434497101e-19"),
        Case("1 / 3 + 1 / 6", "0.5"),
        Case("1e20 / 1e-20", "10000000000000000000000000000000000000000"),
        Case("0.5^3", "0.125"),
        Case("(2/3)^2", "0.444444444444444"),
        Case("(-2)^3", "-8"),
        Case("2^-3", "0.125"),
        Case("10^-12", "1e-12"),
        Case("4^0.5", "2"),
        Case("(9/4)^(1/2)", "1.5"),
        Case("27^(2/3)", "9"),
        Case("sqrt(10^40)", "100000000000000000000"),
        Case("1^(10^100)", "1"),
        Case("(-1)^(10^100 + 1)", "-1"),
        Case("0^(10^100)", "0"),
    ]

    static let approximations: [Case] = [
        Case("sqrt(2)", "1.4142135623731"),
        Case("sqrt(3)", "1.73205080756888"),
        Case("sqrt(2) * sqrt(2)", "2"),
        Case("ln(10)", "2.30258509299405"),
        Case("log(2)", "0.301029995663981"),
        Case("exp(10)", "22026.4657948067"),
        Case("exp(-1)", "0.367879441171442"),
        Case("2^0.5", "1.4142135623731"),
        Case("pi * 2", "6.28318530717959"),
        Case("sqrt(10^401)", "3.16227766016838e200"),
        Case("ln(10^400)", "921.034037197618"),
        Case("log(10^400 + 1)", "400"),
        Case("exp(1000)", "1.97007111401705e434"),
        Case("exp(-100000)", "3.56294956530937e-43430"),
        Case("10^0.3", "1.99526231496888"),
        Case("sqrt(1/3)", "0.577350269189626"),
    ]

    static let functions: [Case] = [
        Case("abs(-7)", "7"), Case("abs(7)", "7"),
        Case("round(0.5)", "1"), Case("round(-0.5)", "-1"), Case("round(1.49999)", "1"),
        Case("round(2.675, 2)", "2.68"), Case("round(-2.675, 2)", "-2.68"), Case("round(1250, -2)", "1300"),
        Case("floor(2)", "2"), Case("floor(-0.1)", "-1"), Case("ceil(0.1)", "1"), Case("ceil(-0.9)", "0"),
        Case("min(2)", "2"), Case("min(1/3, 0.3)", "0.3"), Case("max(-1, -2)", "-1"),
    ]

    static let variables: [Case] = [
        Case(["x = 2", "y = x^10", "y - 1"], "1023"),
        Case(["1 + 1", "ans * 10"], "20"),
        Case(["5", "_ + _"], "10"),
        Case(["x = 3", "x = x * x"], "9"),
        Case(["a = 1/3", "a * 3"], "1"),
        Case(["pi_approx = 355/113", "round(pi_approx, 6)"], "3.141593"),
        // A name in parentheses is its value, at any depth (the parentheses once became part
        // of the name: "unknown name '(x)'").
        Case(["x = 5", "(x)"], "5"),
        Case(["x = 5", "((x))"], "5"),
        Case(["x = 5", "-(x)"], "-5"),
        Case(["x = 5", "y = (x)", "((y)) * (x)"], "25"),
        Case(["x = 5", "(x)^(x)"], "3125"),
        Case(["x = 2", "(ans) * 2"], "4"),
        Case(["3", "((_)) + 1"], "4"),
        Case(["x = 5", "max((x), (ans), 1)"], "5"),
        Case(["x = 5", "(x)!"], "120"),
        Case(["vat = 20%", "100 EUR + (vat)"], "120.00 EUR"),
        Case("(pi)", "3.14159265358979"),
        Case("2*(pi)", "6.28318530717959"),
        Case("-(pi)", "-3.14159265358979"),
        Case("((e))", "2.71828182845905"),
        Case("sin((pi))", "0"),
        Case("((π)) / pi", "1"),
    ]

    static let formatting: [Case] = [
        Case("1/8", "0.125"),
        Case("-1/8", "-0.125"),
        Case("1/1024", "0.0009765625"),
        Case("123456789012345678901234567890.5", "123456789012345678901234567890.5"),
        Case("1e-9", "0.000000001"),
        Case("1.25e-10", "1.25e-10"),
        Case("-1.25e-10", "-1.25e-10"),
        Case("1/3 * 1e-10", "3.33333333333333e-11"),
        Case("1/3 * 1e14", "33333333333333.3"),
        Case("1/3 * 1e15", "333333333333333"),
        Case("1/3 * 1e16", "3.33333333333333e15"),
        Case("2/3 * 1e16", "6.66666666666667e15"),
        Case("1 - 1/3", "0.666666666666667"),
        Case("0.9999999999999999 + 1/3 - 1/3", "0.9999999999999999"),
        Case("1/7", "0.142857142857143"),
        Case("1/2^100", "7.8886090522101180541172856528278622967320643510902300477027893066406250e-31"
            .replacingOccurrences(of: "6406250e", with: "640625e")),
    ]

    @Test(arguments: exactness) func exact(_ c: Case) throws { #expect(try TestSupport.evaluate(c.lines) == c.expected) }
    @Test(arguments: approximations) func approximate(_ c: Case) throws { #expect(try TestSupport.evaluate(c.lines) == c.expected) }
    @Test(arguments: functions) func function(_ c: Case) throws { #expect(try TestSupport.evaluate(c.lines) == c.expected) }
    @Test(arguments: variables) func variable(_ c: Case) throws {
        var evaluator = Evaluator(rates: TestSupport.ecbTable)
        var last = ""
        for line in c.lines {
            if let value = try evaluator.evaluate(line) { last = ValueFormatting.format(value).text }
        }
        #expect(last == c.expected)
    }

    /// A failed line leaves `ans` (and the variables) as they were.
    @Test func failedLineLeavesAnsAlone() throws {
        var evaluator = Evaluator(rates: TestSupport.ecbTable)
        #expect(try evaluator.evaluate("2 + 2").map { ValueFormatting.format($0).text } == "4")
        #expect(throws: Diagnostic.self) { try evaluator.evaluate("1/0") }
        #expect(throws: Diagnostic.self) { try evaluator.evaluate("x = 1/0") }
        #expect(try evaluator.evaluate("ans").map { ValueFormatting.format($0).text } == "4")
        do {
            let value = try evaluator.evaluate("x")
            Issue.record("x holds \(String(describing: value)) after a failed assignment")
        } catch {
            #expect(error.message == "unknown name 'x'")
        }
    }
    @Test(arguments: formatting) func format(_ c: Case) throws { #expect(try TestSupport.evaluate(c.lines) == c.expected) }

    @Test func exactnessIsTracked() throws {
        var evaluator = Evaluator()
        for (line, exact) in [("1/3", false), ("0.1 + 0.2", true), ("sqrt(16)", true), ("sqrt(2)", false),
                              ("pi", false), ("2^100", true), ("sqrt(2) * 0", true), ("ln(1)", true)] {
            let value = try #require(try evaluator.evaluate(line))
            #expect(ValueFormatting.format(value).isExact == exact, "\(line)")
        }
    }

    @Test func resultBecomesAnsOnlyOnSuccess() throws {
        var evaluator = Evaluator()
        _ = try evaluator.evaluate("6 * 7")
        #expect(throws: Diagnostic.self) { try evaluator.evaluate("1 / 0") }
        let value = try #require(try evaluator.evaluate("ans"))
        #expect(ValueFormatting.format(value).text == "42")
    }

    @Test func ansBeforeAnyResultIsAnError() {
        let diagnostic = TestSupport.diagnostic("ans + 1")
        #expect(diagnostic?.message == "'ans' has no value yet: there is no previous result")
    }

    @Test func failedAssignmentLeavesTheVariable() throws {
        var evaluator = Evaluator()
        _ = try evaluator.evaluate("x = 5")
        #expect(throws: Diagnostic.self) { try evaluator.evaluate("x = 1 / 0") }
        #expect(ValueFormatting.format(try #require(try evaluator.evaluate("x"))).text == "5")
    }

    @Test func unknownNameSuggestsAVariable() {
        var evaluator = Evaluator()
        _ = try? evaluator.evaluate("total = 5")
        do {
            _ = try evaluator.evaluate("totl * 2")
            Issue.record("no error")
        } catch {
            #expect(error.message == "unknown name 'totl'")
            #expect(error.hint == "did you mean 'total'?")
            #expect(error.span == SourceSpan(0, 4))
        }
    }

    /// An unknown name in parentheses is named without them, located at the name.
    @Test func unknownNameInParentheses() {
        let diagnostic = TestSupport.diagnostic("2 * ((y))")
        #expect(diagnostic?.message == "unknown name 'y'")
        #expect(diagnostic?.span == SourceSpan(6, 7))
        #expect(TestSupport.diagnostic("(sqrt) 16")?.hint == "write sqrt(16)")
    }
}
