import Foundation
import CalcCore
import Testing

/// Runaway inputs get a clear error (or a correct answer) instead of a hang or a crash;
/// ordinary long input is not refused.
@Suite struct LimitsTests {
    @Test func hugePowerIsRefusedBeforeComputing() {
        #expect(TestSupport.diagnostic("10^10^10")?.message.hasPrefix("result too large") == true)
        #expect(TestSupport.diagnostic("2^(2^62)")?.message.hasPrefix("result too large") == true)
        #expect(TestSupport.diagnostic("1.5^(10^30)")?.message.hasPrefix("result too large") == true)
        #expect(TestSupport.diagnostic("(1/3)^100000")?.message.hasPrefix("result too large") == true)
    }

    /// Powers of units multiply and add: past `Limits.maxUnitPower` a result is refused
    /// (it trapped on an overflow of Int, `Unit.power` and `multiplied`), and every line after
    /// it still runs.
    @Test func unitPowersAreBounded() throws {
        let nested = String(repeating: "(", count: 18) + "1 m" + String(repeating: ")^12", count: 18)
        #expect(TestSupport.diagnostic(nested)?.id == .unitPowerTooLarge)
        var evaluator = Evaluator()
        _ = try evaluator.evaluate(Parser.parse("x = 1 m^12 * 1 s"))
        var refused = 0
        for _ in 0..<60 {
            do { _ = try evaluator.evaluate(Parser.parse("x = x * x")) } catch { #expect(error.id == .unitPowerTooLarge); refused += 1 }
        }
        #expect(refused > 0)
        // Within the bound, as before: 12 × 12 × 12 × 12 × 12 = 248,832.
        #expect(TestSupport.diagnostic("(((((1 m)^12)^12)^12)^12)^12") == nil)
    }

    @Test func resultsNearTheLimitWork() throws {
        let digits = try TestSupport.evaluate("2^66000")
        #expect(digits.count == 19868)
        #expect(TestSupport.diagnostic("2^66000 * 2^1000")?.message.hasPrefix("result too large") == true)
    }

    /// The limit is 20,000 digits; in bits it is 66,438 (2^66,438 < 10^20,000), so that every
    /// result calc prints is a literal calc reads back.
    @Test func theLargestResultsReadBack() throws {
        for line in ["2^66437", "10^19999", "-(2^66437) + 1", "1 / 10^19999", "9^20000 / 10^66", "(2/3)^41917",
                     "5e-32^625", "1e-20000"] {
            let printed = try TestSupport.evaluate(line)
            #expect(try TestSupport.evaluate(printed) == printed, "\(line)")
        }
        #expect(try TestSupport.evaluate("2^66437").count == 20_000)
        for line in ["2^66438", "101^10001", "2^66437 * 2", "1 / 2^66438", "(2/3)^41918"] {
            #expect(TestSupport.diagnostic(line)?.message.hasPrefix("result too large") == true, "\(line)")
        }
    }

    @Test func deepNestingIsAnError() {
        let deep = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        #expect(TestSupport.diagnostic(deep)?.message == "expression nested too deeply (the limit is \(Limits.maxNestingDepth) levels)")
        let signs = String(repeating: "-", count: 100_000) + "1"
        #expect(TestSupport.diagnostic(signs)?.message.hasPrefix("expression nested too deeply") == true)
        let powers = Array(repeating: "2", count: 50_000).joined(separator: "^")
        #expect(TestSupport.diagnostic(powers)?.message.hasPrefix("expression nested too deeply") == true)
    }

    /// The limits at their exact edges, with the numbers written here rather than read from
    /// `Limits`, so that a limit moved by one fails a test.
    static let tooDeep = "expression nested too deeply (the limit is 200 levels)"

    @Test func nestingAtTheEdge() throws {
        #expect(try TestSupport.evaluate(String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200)) == "1")
        let parentheses = TestSupport.diagnostic(String(repeating: "(", count: 201) + "1" + String(repeating: ")", count: 201))
        #expect(parentheses?.message == LimitsTests.tooDeep)
        #expect(parentheses?.span == SourceSpan(201, 202)) // where the 201st level starts

        #expect(try TestSupport.evaluate(String(repeating: "-", count: 200) + "1") == "1")
        #expect(TestSupport.diagnostic(String(repeating: "-", count: 201) + "1")?.message == LimitsTests.tooDeep)

        #expect(try TestSupport.evaluate(Array(repeating: "1", count: 201).joined(separator: "^")) == "1")
        #expect(TestSupport.diagnostic(Array(repeating: "1", count: 202).joined(separator: "^"))?.message == LimitsTests.tooDeep)

        // Counted together: 100 parentheses around 100 signs is 200 levels.
        let mixed = String(repeating: "(", count: 100) + String(repeating: "-", count: 100) + "2" + String(repeating: ")", count: 100)
        #expect(try TestSupport.evaluate(mixed) == "2")
        #expect(TestSupport.diagnostic("-" + mixed)?.message == LimitsTests.tooDeep)
    }

    static let tooLong = "number literal too long or too precise (the limit is 20000 digits)"

    @Test func literalDigitsAtTheEdge() throws {
        let longest = String(repeating: "7", count: 20_000)
        #expect(try TestSupport.evaluate(longest) == longest)
        let tooLong = TestSupport.diagnostic(String(repeating: "7", count: 20_001))
        #expect(tooLong?.message == LimitsTests.tooLong)
        #expect(tooLong?.span == SourceSpan(0, 20_001))

        // 20,000 decimal places read exactly; 20,001 as an approximation of the same value.
        let smallest = "0." + String(repeating: "0", count: 19_999) + "1"
        #expect(try LimitsTests.value(smallest).number.isExact)
        #expect(try TestSupport.evaluate(smallest) == "1e-20000")
        let beyond = try LimitsTests.value("0." + String(repeating: "0", count: 20_000) + "1")
        #expect(!beyond.number.isExact)
        #expect(ValueFormatting.format(beyond).text == "1e-20001")
    }

    static func value(_ line: String) throws -> Value {
        var evaluator = Evaluator()
        return try #require(try evaluator.evaluate(line))
    }

    /// Exact up to 20,000 digits; past them, a literal in range is read as an approximation
    /// of its value (so that what calc prints of approximations reads back), and past a
    /// decimal exponent of ±100,000,000 it is refused.
    @Test(arguments: [
        ("1e19999", true), ("1e20000", false), ("1e-20000", true), ("1e-20001", false),
        ("-1e-20000", true), ("2.5e19999", true), ("10e19999", false), ("1e-30000", false),
        ("1e100000000", false), ("1e-100000000", false),
    ])
    func exactUpToTheLimitApproximateBeyond(_ literal: String, _ exact: Bool) throws {
        let value = try LimitsTests.value(literal)
        #expect(value.number.isExact == exact, "\(literal)")
        if !exact {
            let text = ValueFormatting.format(value).text
            #expect(text == literal.replacingOccurrences(of: "10e19999", with: "1e20000"), "\(literal)")
        }
    }

    @Test func exponentsAtTheEdge() throws {
        // 1e19999 has 20,000 digits, 1e20000 one more.
        #expect(try TestSupport.evaluate("1e19999") == "1" + String(repeating: "0", count: 19_999))
        #expect(try TestSupport.evaluate("1e-20000") == "1e-20000")
        #expect(try TestSupport.evaluate("-1e-20000") == "-1e-20000")
        #expect(try TestSupport.evaluate("2.5e19999").count == 20_000)
        let beyondRange = "number beyond the range calc handles (decimal exponents from -100000000 to 100000000)"
        #expect(TestSupport.diagnostic("1e100000001")?.message == beyondRange)
        #expect(TestSupport.diagnostic("1e100000001")?.span == SourceSpan(0, 11))
        #expect(TestSupport.diagnostic("1e-100000001")?.message == beyondRange)
        // An amount is exact or refused.
        #expect(TestSupport.diagnostic("1e20000 USD")?.message == LimitsTests.tooLong)
    }

    @Test func nestingWithinTheLimitWorks() throws {
        let depth = Limits.maxNestingDepth - 2
        let nested = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        #expect(try TestSupport.evaluate(nested) == "1")
    }

    @Test func longLiteralsAreRefused() {
        let literal = String(repeating: "7", count: 200_000)
        let diagnostic = TestSupport.diagnostic(literal)
        #expect(diagnostic?.message == "number literal too long or too precise (the limit is \(Limits.maxDigits) digits)")
        #expect(diagnostic?.span == SourceSpan(0, 200_000))
        #expect(TestSupport.diagnostic("1e999999999999")?.message.hasPrefix("number beyond the range") == true)
    }

    @Test func literalsWithinTheLimitAreExact() throws {
        let literal = "1" + String(repeating: "0", count: 19_000)
        #expect(try TestSupport.evaluate(literal + " / " + literal) == "1")
    }

    @Test func hundredsOfThousandsOfTermsEvaluate() throws {
        let terms = 300_000
        let line = Array(repeating: "1", count: terms).joined(separator: "+")
        #expect(try TestSupport.evaluate(line) == String(terms))
        let mixed = Array(repeating: "0.5*2", count: 100_000).joined(separator: " - ")
        #expect(try TestSupport.evaluate(mixed) == "-99998")
    }

    @Test func aMegabyteLineOfJunkIsOneError() {
        let junk = String(repeating: "1 ", count: 500_000)
        #expect(TestSupport.diagnostic(junk)?.message == "two values in a row")
    }

    /// Thousands of sums of 20,000-digit fractions would run for minutes: the line stops once
    /// it has spent its budget of work on large numbers, with a located error.
    @Test func aLongChainOfHugeFractionsStopsWithinItsBudget() throws {
        var evaluator = Evaluator()
        _ = try evaluator.evaluate("x = 1/3^20000")
        _ = try evaluator.evaluate("y = 1/7^11000")
        do {
            let value = try evaluator.evaluate("x" + String(repeating: "+y-y", count: 40_000))
            Issue.record("evaluated to \(String(describing: value))")
        } catch {
            #expect(error.message == "this line needs too much work: its operations on large numbers would take more than a second")
            #expect(error.span.start == 0)
        }
        // A shorter chain of the same is fine.
        #expect(try evaluator.evaluate("x" + String(repeating: "+y-y", count: 50)).map { ValueFormatting.format($0).text } == "3.75755725473803e-9543")
    }

    /// The 2 s of the README, three times that under AddressSanitizer (the budget counts
    /// MPFR's work, which ASan does not slow, but not the instrumented Swift around it).
    static let cpuSecondsPerLine = FuzzRegressionTests.cpuSecondsPerLine
        * (ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil ? 1 : 3)

    /// A tie at 1,000 digits: Ziv's strategy would raise the precision to 868,352 bits, where
    /// one logarithm takes a second. The attempts share the line's budget, and the last one
    /// that completed stands: its interval decides the tie (rounded away from zero).
    @Test func theHighestPrecisionsStayWithinTheBudget() throws {
        var evaluator = Evaluator()
        evaluator.significantDigits = 1000
        let started = FuzzRegressionTests.threadCPUSeconds()
        let value = try #require(try evaluator.evaluate("exp(ln(1 + 5e-1000))"))
        #expect(FuzzRegressionTests.threadCPUSeconds() - started < LimitsTests.cpuSecondsPerLine)
        #expect(ValueFormatting.format(value, significantDigits: 1000).text == "1." + String(repeating: "0", count: 998) + "1")
    }

    /// Logarithms and real powers are charged by their precision: thousands of them at 1,000
    /// digits stop with the budget's error instead of running on.
    @Test(arguments: ["ln(3)", "3^0.5"])
    func manySeriesStopWithinTheBudget(term: String) throws {
        var evaluator = Evaluator()
        evaluator.significantDigits = 1000
        let started = FuzzRegressionTests.threadCPUSeconds()
        do {
            let value = try evaluator.evaluate(Array(repeating: term, count: 20_000).joined(separator: "+"))
            Issue.record("evaluated to \(String(describing: value))")
        } catch {
            #expect(error.message == "this line needs too much work: its operations on large numbers would take more than a second")
        }
        #expect(FuzzRegressionTests.threadCPUSeconds() - started < LimitsTests.cpuSecondsPerLine)
        // A few hundred are fine, and add up to what 300 of them are.
        let sum = try #require(try evaluator.evaluate(Array(repeating: term, count: 300).joined(separator: "+")))
        let product = try #require(try evaluator.evaluate("300 * \(term)"))
        #expect(ValueFormatting.format(sum, significantDigits: 30).text == ValueFormatting.format(product, significantDigits: 30).text)
        #expect(ValueFormatting.format(sum, significantDigits: 30).text.hasPrefix(term == "ln(3)" ? "329.58368660043" : "519.61524227066"))
    }

    @Test func aLineOfMillionsOfTermsIsRefusedAtTheNodeLimit() {
        let line = Array(repeating: "1", count: 1_100_000).joined(separator: "+")
        let diagnostic = TestSupport.diagnostic(line)
        #expect(diagnostic?.message == "this line needs too much work: more than 2000000 operands and operators")
        #expect(TestSupport.diagnostic(Array(repeating: "1", count: 900_000).joined(separator: "+")) == nil)
    }

    // MARK: - Work that grew faster than the budget counted

    static let noCertainDigit = "calc cannot compute this closely enough to show a certain digit"
    static let tooMuchWork = "this line needs too much work: its operations on large numbers would take more than a second"

    /// MPFI reduced a huge argument of sin, cos or tan 64 bits of π at a time: `sin(1e100000)`
    /// took 94 s and these never ended. An argument wider than a turn gives no digit of the
    /// answer, and says so at once.
    @Test(arguments: ["sin(1e100000)", "sin(1e1000000)", "sin(exp(1000000))", "sin(7e112001/5)", "cos(1e1000000)",
                      "sin(1e1000000) + 1"])
    func sinesOfHugeApproximationsHaveNoCertainDigit(line: String) {
        let diagnostic = TestSupport.diagnostic(line)
        #expect(diagnostic?.message == LimitsTests.noCertainDigit)
        #expect(diagnostic?.span == SourceSpan(0, line.utf8.count))
    }

    /// As sines: the argument is what calc cannot know closely enough (DESIGN §23; it said
    /// "cannot tell from zero").
    @Test func tangentsOfHugeApproximationsHaveNoCertainDigit() {
        #expect(TestSupport.diagnostic("tan(1e1000000)")?.message == LimitsTests.noCertainDigit)
    }

    /// An exact argument is reduced once, at its own size, and answered (the digits checked
    /// with mpmath at 67,200 bits); multiples of π are still reduced exactly.
    @Test(arguments: [
        ("sin(2^66000 + 1)", "-0.55851712578302"), ("cos(1e10000)", "-0.853682537321405"),
        ("tan(2^66000 + 1)", "0.673323503174301"), ("sin(10^19000 / 7)", "-0.999933174620402"),
        ("sin(1e9000)", "-0.971727159804805"),
        ("sin(10^30 * pi)", "0"), ("cos(10^30 * pi)", "1"), ("sin(10^30 * pi + pi/6)", "0.5"),
    ])
    func largeExactArgumentsAreReducedOnce(line: String, expected: String) throws {
        #expect(try TestSupport.evaluate(line) == expected)
    }

    /// The reduction is charged before it runs, with π at the argument's size: a line of
    /// thousands of them stops with the budget's error (each takes milliseconds).
    @Test func manyLargeReductionsStopWithinTheBudget() throws {
        var evaluator = Evaluator()
        _ = try evaluator.evaluate("x = 2^66000 + 1")
        do {
            let value = try evaluator.evaluate(Array(repeating: "sin(x)", count: 2_000).joined(separator: " + "))
            Issue.record("evaluated to \(String(describing: value))")
        } catch {
            #expect(error.message == LimitsTests.tooMuchWork)
        }
        #expect(try evaluator.evaluate(Array(repeating: "sin(x)", count: 20).joined(separator: " + ")).map { ValueFormatting.format($0).text }
                == "-11.1703425156604")
    }

    /// Every `at` clause, conversion target, far literal and `rate(A, B)` copied all the ones
    /// before it into the tree: 40,000 clauses took 5.9 s, 40,000 far literals 10 s (these
    /// would take minutes).
    @Test func longListsInTheTreeGrowInPlace() throws {
        #expect(try TestSupport.evaluate(Array(repeating: "1e30000", count: 100_000).joined(separator: "+")) == "1e30005")
        let rates = try TestSupport.evaluate(Array(repeating: "rate(USD, EUR)", count: 200_000).joined(separator: "+"))
        #expect(rates == "177746.178457163")
    }

    static let tooManyClauses = "too many 'at' clauses in one statement (the limit is 1000)"
    static let tooManyTargets = "too many conversion targets in one line (the limit is 1000)"

    @Test func rateClausesAtTheEdge() throws {
        // 1,000 clauses are read (the second of the same pair is never used, which is said).
        let thousand = "1 EUR in USD" + String(repeating: " at 1.1 USD/EUR", count: 1_000)
        #expect(TestSupport.diagnostic(thousand)?.message == "'at 1.1 USD/EUR' is not used: this line converts no amount between USD and EUR")
        #expect(TestSupport.diagnostic(thousand)?.span == SourceSpan(28, 42))
        let more = TestSupport.diagnostic(thousand + " at 1.2 USD/EUR")
        #expect(more?.message == LimitsTests.tooManyClauses)
        #expect(more?.span == SourceSpan(15_013, 15_015))
        let forty = "1 EUR in USD" + String(repeating: " at 1.1", count: 40_000)
        #expect(TestSupport.diagnostic(forty)?.message == LimitsTests.tooManyClauses)
    }

    /// A clause is found by its pair: every conversion of a line scanned the clauses in order
    /// (here 600,000 conversions past 999 clauses of another pair before their own).
    @Test func manyConversionsFindTheirClauseAtOnce() throws {
        let conversions = "1 EUR" + String(repeating: " in USD in EUR", count: 300_000)
        let unused = TestSupport.diagnostic(conversions + String(repeating: " at 1.3 GBP/CHF", count: 999) + " at 1.25 USD/EUR")
        #expect(unused?.message == "'at 1.3 GBP/CHF' is not used: this line converts no amount between GBP and CHF")
        #expect(unused?.span == SourceSpan(conversions.utf8.count + 1, conversions.utf8.count + 15))
        // The first clause of a pair answers for it either way round; a bare rate takes the
        // first pair it meets.
        #expect(try TestSupport.evaluate("1 EUR in USD in EUR in GBP at 1.25 USD/EUR at 0.5 EUR/GBP") == "2.00 GBP")
        #expect(try TestSupport.evaluate("2 EUR in USD in EUR at 1.25") == "2.00 EUR")
        #expect(TestSupport.diagnostic("1 EUR in USD in GBP at 1.25")?.message.hasPrefix("'at 1.25' ") == true)
    }

    @Test func conversionTargetsAtTheEdge() throws {
        let thousand = "1 EUR in USD" + String(repeating: ", GBP", count: 999)
        var evaluator = Evaluator(rates: TestSupport.ecbTable)
        #expect(try evaluator.evaluate(thousand).map { ValueFormatting.format($0).text } == "1.13 USD")
        #expect(evaluator.alsoShown.count == 999)
        let more = TestSupport.diagnostic(thousand + ", JPY")
        #expect(more?.message == LimitsTests.tooManyTargets)
        #expect(more?.span == SourceSpan(5_009, 5_012))
        let many = "1 EUR in USD" + String(repeating: ", USD", count: 100_000)
        #expect(TestSupport.diagnostic(many)?.message == LimitsTests.tooManyTargets)
        // In a chain, the targets of every conversion count together.
        let chained = "1 EUR in USD" + String(repeating: ", GBP", count: 600) + " in EUR" + String(repeating: ", GBP", count: 600)
        #expect(TestSupport.diagnostic(chained)?.message == LimitsTests.tooManyTargets)
    }

    /// A word of megabytes was measured against every name for "did you mean" (a long word
    /// after a number took 13 s, a long function name 8 s), and a misspelt long variable
    /// against the variable's name letter by letter. Messages quote such a word by its start.
    @Test func longWordsAreLinearWork() throws {
        let word = String(repeating: "U", count: 4_000_000)
        let afterNumber = TestSupport.diagnostic("1 " + word)
        let quoted = String(repeating: "U", count: 40) + "…"
        #expect(afterNumber?.message == "unknown word '\(quoted)': not a unit, a currency or a name")
        #expect(afterNumber?.span == SourceSpan(2, 4_000_002))
        let start = String(repeating: "f", count: 40)
        let function = TestSupport.diagnostic(String(repeating: "f", count: 4_000_000) + "(1)")
        #expect(function?.message == "unknown function '\(start)…'")
        #expect(function?.span == SourceSpan(0, 4_000_000))
        #expect(TestSupport.diagnostic("1 EUR in " + word)?.message == "unknown word '\(quoted)': not a unit, a currency or a name")

        var evaluator = Evaluator()
        let name = String(repeating: "a", count: 1_000_000)
        _ = try evaluator.evaluate(name + " = 1")
        do {
            _ = try evaluator.evaluate(String(name.dropLast()) + "b")
            Issue.record("a misspelt name evaluated")
        } catch {
            #expect(error.message == "unknown name '\(String(repeating: "a", count: 40))…'")
            #expect(error.hint == "did you mean '\(String(repeating: "a", count: 40))…'?")
        }
    }

    /// Each call of a function of the user's own is charged to the line's budget with its
    /// body: `one(x) = x` (one node) costs 1,001,500, so 14,977 calls fit in 15×10⁹ and the
    /// 14,978th is refused, said at the call of the outermost function.
    @Test func callsOfFunctionsAtTheEdge() throws {
        let perCall = Limits.workPerCall + Limits.workPerBodyNode
        let fit = Limits.maxWorkPerLine / perCall
        #expect(fit == 14_977)
        var evaluator = Evaluator()
        _ = try evaluator.evaluate("one(x) = x")
        let calls = Array(repeating: "one(1)", count: fit).joined(separator: " + ")
        #expect(try evaluator.evaluate(calls).map { ValueFormatting.format($0).text } == String(fit))
        let over = TestSupport.diagnostic(calls + " + one(1)", in: &evaluator)
        #expect(over?.message == "this line calls functions too many times: it would take more than a second")
        #expect(over?.span == SourceSpan(calls.utf8.count + 3, calls.utf8.count + 9))
    }
}
