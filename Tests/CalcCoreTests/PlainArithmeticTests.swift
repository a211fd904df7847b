@testable import CalcCore
import CalcTestSupport
import Testing

/// Lines of plain arithmetic are evaluated straight from their bytes (`PlainArithmetic`); the
/// parser and evaluator are the reference. Where the fast path answers it must answer what the
/// general path does, and everything outside its subset must go the general way.
@Suite struct PlainArithmeticTests {
    /// A random line of the subset: numbers with and without a point, signs, parentheses,
    /// `+ - * /`, spaces or none, now and then a value near the machine-word limits.
    static func line(_ generator: inout SplitMix64, depth: Int = 0) -> String {
        var text = operand(&generator, depth: depth)
        for _ in 0..<generator.below(depth == 0 ? 6 : 3) {
            let op = ["+", "-", "*", "/"][generator.below(4)]
            let space = generator.below(3) == 0 ? "" : " "
            text += space + op + space + operand(&generator, depth: depth)
        }
        return text
    }

    static func operand(_ generator: inout SplitMix64, depth: Int) -> String {
        switch generator.below(10) {
        case 0 where depth < 3: return "(" + line(&generator, depth: depth + 1) + ")"
        case 1: return "-" + operand(&generator, depth: depth)
        case 2: return ["0", "0.0", ".5", "007", "1.25", "0.1", "999999999999999999", "4611686018427387904",
                        "0.000000000000000001", "100.00", "3", "2026-11-25", "1999-01-04"][generator.below(13)]
        default:
            let whole = String(generator.below(100_000))
            return generator.below(2) == 0 ? whole : whole + "." + String(generator.below(1000))
        }
    }

    /// The general path's value of `line`, or nil when it refuses the line.
    static func reference(_ line: String) -> Value? {
        var evaluator = Evaluator()
        return try? evaluator.evaluate(Parser.parse(line))
    }

    @Test(arguments: [1, 2, 3, 4])
    func answersWhatTheGeneralPathAnswers(seed: UInt64) {
        var generator = SplitMix64(state: seed)
        var answered = 0
        for _ in 0..<2000 {
            let line = PlainArithmeticTests.line(&generator)
            guard let fast = PlainArithmetic.value(of: Array(line.utf8)) else { continue }
            answered += 1
            let general = PlainArithmeticTests.reference(line)
            #expect(general?.isPlain == true, "\(line)")
            #expect(general?.number.exact == fast, "\(line): \(fast) against \(String(describing: general?.number.exact))")
        }
        // Most generated lines stay within machine words: the comparison is not vacuous.
        #expect(answered > 1000)
    }

    @Test(arguments: [
        "(122.50 + 515) * 66 / 7 - 663", "1+2", " 3 * 4 ", "-5", "--5", "2 - -3", "-(2+3)*4", "1/3 + 1/6", ".5 * 4",
        "0.1 + 0.2", "7 / 7", "(((1)))", "2*-3", "1 -+ 2", "12-5", "2026 - 11", "2026.5-11",
    ])
    func takesItsSubset(line: String) {
        let fast = PlainArithmetic.value(of: Array(line.utf8))
        #expect(fast != nil)
        #expect(fast == PlainArithmeticTests.reference(line)?.number.exact)
    }

    /// Everything that is not plain arithmetic within machine words goes the general way: the
    /// previous result continued, other number forms, errors, limits, words, comments.
    @Test(arguments: [
        "", "   ", "+ 2", "* 3", "/ 2", "1,000 + 1", "2e3", "1_000", "1k", "5.", ".", "1.2.3", "5 5", "5(3)", "(5)3", "()",
        "(1", "1)", "2**3", "2^3", "1 -> 2", "1/0", "1 / (2 - 2)", "10%", "9223372036854775807 + 1",
        "9999999999999999999", "4611686018427387904 * 4", "# 1", "1 # comment", "x + 1", "12 USD", "5 km", "ans + 1",
        "1 +", "- ", "1 2", "2026-11-25", "20261-01-01", "2026-11", "8:30", "+(1)", "1−2", "1×2", "0x1f", "Total: 1 + 2",
        String(repeating: "(", count: 70) + "1" + String(repeating: ")", count: 70),
        String(repeating: "-", count: 70) + "1",
        (0..<300).map { _ in "1" }.joined(separator: "+"),
    ])
    func leavesTheRestToTheGeneralPath(line: String) {
        #expect(PlainArithmetic.value(of: Array(line.utf8)) == nil)
    }

    /// A line taken by the fast path is a line like any other: `ans`, the block's figures, and
    /// nothing left over from the line before.
    @Test func keepsTheBookkeepingOfEveryLine() throws {
        var evaluator = Evaluator()
        evaluator.lineNumber = 1
        _ = try evaluator.evaluate(Parser.parse("x = 40"))
        evaluator.lineNumber = 2
        let value = evaluator.evaluatePlainArithmetic(Array("1 + 1".utf8))
        #expect(value?.number.exact == Rational(2))
        #expect(evaluator.environment.previousResult?.number.exact == Rational(2))
        #expect(evaluator.lastRole == .figure)
        evaluator.lineNumber = 3
        #expect(evaluator.evaluatePlainArithmetic(Array("(3 * 5)".utf8))?.number.exact == Rational(15))
        evaluator.lineNumber = 4
        let sum = try evaluator.evaluate(Parser.parse("sum"))
        #expect(sum?.number.exact == Rational(57))
        #expect(try evaluator.evaluate(Parser.parse("ans * 2"))?.number.exact == Rational(114))
        #expect(evaluator.evaluatePlainArithmetic(Array("x + 1".utf8)) == nil)
    }
}
