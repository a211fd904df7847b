import CalcCore
import Testing

/// Parser trees as S-expressions, and located syntax errors.
@Suite struct ParserTests {
    static let trees: [(String, String)] = [
        ("1 + 2 * 3", "(+ 1 (* 2 3))"),
        ("(1 + 2) * 3", "(* (+ 1 2) 3)"),
        ("1 - 2 - 3", "(- (- 1 2) 3)"),
        ("8 / 4 / 2", "(/ (/ 8 4) 2)"),
        ("2 ^ 3 ^ 2", "(^ 2 (^ 3 2))"),
        ("-2 ^ 2", "(neg (^ 2 2))"),
        ("2 ^ -1", "(^ 2 (neg 1))"),
        ("-2 * 3", "(* (neg 2) 3)"),
        ("+2", "(+ ans 2)"),
        ("* 2", "(* ans 2)"),
        ("in JPY", "(in ans JPY)"),
        ("^2 + 1", "(+ (^ ans 2) 1)"),
        ("-2 * 3 + 1", "(+ (* (neg 2) 3) 1)"),
        ("--2", "(neg (neg 2))"),
        ("2 × 3 ÷ 4", "(/ (* 2 3) 4)"),
        ("2 ** 3", "(^ 2 3)"),
        ("x = 1 + 2", "(= x (+ 1 2))"),
        ("max(1, 2 + 3, x)", "(max 1 (+ 2 3) x)"),
        ("sqrt(ans)", "(sqrt ans)"),
        ("1.50", "1.5"),
        ("12 USD + 5 EUR in JPY", "(in (+ (money 12 USD) (money 5 EUR)) JPY)"),
        ("12usd to eur", "(in (money 12 USD) EUR)"),
        ("$12 * 3", "(* (money 12 USD) 3)"),
        ("5 € -> £", "(in (money 5 EUR) GBP)"),
        ("1 usd in eur in jpy", "(in (in (money 1 USD) EUR) JPY)"),
        ("-$5", "(neg (money 5 USD))"),
        ("3 * 4 EUR in GBP", "(in (* 3 (money 4 EUR)) GBP)"),
        ("", ""),
        ("# only a comment", ""),
        // Integers, Unicode forms, postfix operators.
        ("5!", "(factorial 5)"),
        ("2^3!", "(^ 2 (factorial 3))"),
        ("-3!", "(neg (factorial 3))"),
        ("3!!", "(factorial (factorial 3))"),
        ("10 mod 3", "(mod 10 3)"),
        ("2 * 7 mod 4 + 1", "(+ (mod (* 2 7) 4) 1)"),
        ("0x1F + 0o17 + 0b101", "(+ (+ 31 15) 5)"),
        ("5 − 3", "(- 5 3)"),
        ("−2", "(neg 2)"),
        ("3 · 4 ⋅ 5", "(* (* 3 4) 5)"),
        ("√16", "(sqrt 16)"),
        ("√2^2", "(sqrt (^ 2 2))"),
        ("-3²", "(neg (^ 3 2))"),
        ("2^3²", "(^ 2 (^ 3 2))"),
        ("x³ + π", "(+ (^ x 3) π)"),
        ("log(8, 2)", "(log 8 2)"),
        ("atan2(1, -1)", "(atan2 1 (neg 1))"),
        ("100 EUR + 15%", "(+ (money 100 EUR) (% 15))"),
        ("20% of 50 EUR", "(of (% 20) (money 50 EUR))"),
        ("15% off 80 * 2", "(* (off (% 15) 80) 2)"),
        ("2^10%", "(^ 2 (% 10))"),
        ("0.125 as %", "(in 0.125 %)"),
        ("sin(30°)", "(sin (° 30))"),
        ("-45° * 2", "(* (neg (° 45)) 2)"),
        ("2^90°", "(^ 2 (° 90))"),
        ("°", "(° ans)"),
        ("at 1.1 USD/EUR", "ans"),
        ("rate(USD, eur) * 2", "(* (rate USD EUR) 2)"),
        ("100 USD in EUR on 2008-09-15", "(in (money 100 USD) EUR)"),
        ("in EUR on 2008-09-15", "(in ans EUR)"),
        ("vat = 20%", "(= vat (% 20))"),
        ("100 EUR in USD, GBP, JPY", "(in (money 100 EUR) USD GBP JPY)"),
        ("255 in hex, bin", "(in 255 hex bin)"),
        ("0.75 as fraction", "(in 0.75 fraction)"),
        ("max(1 EUR in USD, 2 USD)", "(max (in (money 1 EUR) USD) (money 2 USD))"),
        ("x = 1 EUR in USD, % ", "(= x (in (money 1 EUR) USD %))"),
        // A name in parentheses is the name (the parentheses belong to its span only).
        ("(pi)", "pi"),
        ("((x))", "x"),
        ("-(pi)", "(neg pi)"),
        ("(ans) * 2", "(* ans 2)"),
        ("max((x),(y))", "(max x y)"),
    ]

    @Test(arguments: trees)
    func tree(_ line: String, _ expected: String) throws {
        #expect(try Parser.parse(line).sExpression == expected)
    }

    @Test func nodesArePostfix() throws {
        // Operands always come before the node that uses them; the root is last.
        let tree = try Parser.parse("x = max(1, -2 ^ 3, (4 + 5) * 6, 15% of 3 as %, 6 ft 2 inch / 1 m) in EUR")
        for (index, node) in tree.nodes.enumerated() {
            var operands: [Int] = []
            switch node.kind {
            case .negate(let operand), .percent(let operand), .degrees(let operand), .zoned(let operand, _): operands = [operand]
            case .binary(_, let left, let right), .compound(let left, let right): operands = [left, right]
            case .call(_, _, let arguments), .userCall(_, let arguments): operands = Array(tree.callArguments[arguments])
            case .convert(let operand, _), .present(let operand, _): operands = [operand]
            case .assign(_, let value), .define(_, let value): operands = [value]
            case .number, .farNumber, .quantity, .name, .previousResult, .rate, .date, .relativeDate, .clock, .timeOfDay, .wallTime, .now: break
            }
            #expect(operands.allSatisfy { $0 < index })
        }
    }

    @Test func spansCoverTheSource() throws {
        let line = "(1 + 2) * sqrt(9)"
        let tree = try Parser.parse(line)
        let root = tree.nodes[tree.root]
        #expect(root.span == SourceSpan(0, line.utf8.count))
        guard case .binary(_, let left, let right) = root.kind else { Issue.record("not binary"); return }
        #expect(tree.nodes[left].span == SourceSpan(0, 7))
        #expect(tree.nodes[right].span == SourceSpan(10, 17))
    }

    static let errors: [(String, String, SourceSpan)] = [
        ("1 +", "'+' has no right operand", SourceSpan(2, 3)),
        ("1 * -", "'-' has no right operand", SourceSpan(4, 5)),
        ("(1 + 2", "unbalanced parentheses: this '(' is never closed", SourceSpan(0, 1)),
        ("max(1, 2", "unbalanced parentheses: this '(' is never closed", SourceSpan(3, 4)),
        ("1 + 2)", "unbalanced parentheses: this ')' has no matching '('", SourceSpan(5, 6)),
        (")", "unbalanced parentheses: this ')' has no matching '('", SourceSpan(0, 1)),
        ("1 2", "two values in a row", SourceSpan(2, 3)),
        ("(1) (2)", "two values in a row", SourceSpan(4, 5)),
        ("x y", "two values in a row", SourceSpan(2, 3)),
        ("sqrt()", "sqrt takes 1 argument, got 0", SourceSpan(0, 6)),
        ("min()", "min takes at least 1 argument, got 0", SourceSpan(0, 5)),
        ("round(1, 2, 3)", "round takes 1 or 2 arguments, got 3", SourceSpan(0, 14)),
        ("12 USD in", "expected a unit or a currency after the conversion, found end of input", SourceSpan(9, 9)),
        ("12 USD in 5", "a number after the conversion is a rounding: dp, sf or digits must follow it", SourceSpan(10, 11)),
        ("12 USD in EUR + 1", "a conversion must end the expression", SourceSpan(14, 15)),
        ("$ x", "expected an amount after the currency symbol", SourceSpan(0, 1)),
        ("1 = 2", "'=' may only follow a variable name at the start of a line", SourceSpan(2, 3)),
        ("ans = 2", "cannot assign to the previous result 'ans'", SourceSpan(0, 3)),
        ("e = 2", "cannot assign to the constant 'e'", SourceSpan(0, 1)),
        ("x =", "'=' has no right operand", SourceSpan(2, 3)),
    ]

    @Test(arguments: errors)
    func located(_ line: String, _ message: String, _ span: SourceSpan) {
        do {
            let tree = try Parser.parse(line)
            Issue.record("parsed as \(tree.sExpression)")
        } catch {
            #expect(error.message == message)
            #expect(error.span == span)
        }
    }

    /// A call of a name that is no builtin parses (it may be a function of the user's own);
    /// evaluating it without one says so, at the name, with the closest function.
    @Test(arguments: [("foo(1)", "unknown function 'foo'", SourceSpan(0, 3)),
                      ("sqr(4)", "unknown function 'sqr'", SourceSpan(0, 3)),
                      ("x(2)", "unknown function 'x'", SourceSpan(0, 1))])
    func unknownFunctionsAtEvaluation(_ line: String, _ message: String, _ span: SourceSpan) throws {
        #expect(try Parser.parse(line).sExpression.hasPrefix("("))
        var evaluator = Evaluator()
        #expect(throws: Diagnostic.self) { try evaluator.evaluate(line) }
        do {
            _ = try evaluator.evaluate(line)
        } catch {
            #expect(error.message == message)
            #expect(error.span == span)
        }
    }

    @Test func unknownFunctionSuggestsTheClosest() {
        var evaluator = Evaluator()
        do {
            _ = try evaluator.evaluate("sqr(4)")
            Issue.record("no error")
        } catch {
            #expect(error.message == "unknown function 'sqr'")
            #expect(error.hint == "did you mean 'sqrt'?")
        }
    }

    /// A tree parsed into again keeps its rare parts' box for the next line (`SyntaxTree.reset`),
    /// but never one that a copy of the tree still holds: the copy keeps its own targets and
    /// unit expressions, whatever is parsed into the tree after it.
    @Test func aKeptCopyOfATreeIsNotChangedByTheNextLines() throws {
        // (Lists of targets: a single target is a node of its own.)
        func targets(_ tree: SyntaxTree) -> [String] { tree.conversionTargets.map { tree.text($0.span) } }
        var tree = SyntaxTree()
        try Parser.parse(Array("5 km/h in mph, m/s".utf8), into: &tree)
        let kept = tree
        #expect(targets(kept) == ["mph", "m/s"])
        try Parser.parse(Array("3 EUR/l in USD/gal, GBP/l".utf8), into: &tree)
        #expect(targets(tree) == ["USD/gal", "GBP/l"])
        try Parser.parse(Array("1 + 2".utf8), into: &tree)
        #expect(targets(tree).isEmpty && tree.unitExpressions.isEmpty)
        try Parser.parse(Array("7 m/s in km/h, mph".utf8), into: &tree)
        #expect(targets(tree) == ["km/h", "mph"])
        let second = tree
        try Parser.parse(Array("2 kWh in kJ, J".utf8), into: &tree)
        #expect(targets(tree) == ["kJ", "J"])
        #expect(targets(kept) == ["mph", "m/s"])
        #expect(targets(second) == ["km/h", "mph"])
    }
}
