import CalcCore
import CalcTestSupport
import Testing

/// Functions of the user's own against an oracle (DESIGN §17): a call gives what its body
/// gives with the arguments written in place of the parameters, over generated bodies.
@Suite struct UserFunctionPropertyTests {
    /// An arithmetic body over the parameters `a` and `b`, with calls of `inner` in `outer`.
    indirect enum Body {
        case a, b
        case integer(Int)
        case negate(Body)
        case binary(Body, String, Body)
        case power(Body, Int)
        case parenthesized(Body)
        case callInner(Body, Body)

        /// The body as written, with `a` and `b` as given and each `inner(…)` call as
        /// `callInner` writes it.
        func text(a: String, b: String, callInner: (String, String) -> String) -> String {
            switch self {
            case .a: a
            case .b: b
            case .integer(let value): String(value)
            case .negate(let operand): "-" + operand.text(a: a, b: b, callInner: callInner)
            case .binary(let left, let op, let right):
                "\(left.text(a: a, b: b, callInner: callInner)) \(op) \(right.text(a: a, b: b, callInner: callInner))"
            case .power(let base, let exponent): "\(base.text(a: a, b: b, callInner: callInner))^\(exponent)"
            case .parenthesized(let inside): "(" + inside.text(a: a, b: b, callInner: callInner) + ")"
            case .callInner(let first, let second):
                callInner(first.text(a: a, b: b, callInner: callInner), second.text(a: a, b: b, callInner: callInner))
            }
        }

        /// The body as defined: parameters by name, calls as calls.
        var definition: String { text(a: "a", b: "b") { "inner(\($0), \($1))" } }
    }

    /// A random body: `+ - * /`, small powers, parentheses and signs over a, b and small
    /// integers; operands of an operator are parenthesized or leaves, so that every
    /// precedence rule is exercised without depending on how the generator nests.
    static func body(_ generator: inout SplitMix64, depth: Int, calls: Bool = false) -> Body {
        if depth == 0 || generator.below(4) == 0 {
            switch generator.below(5) {
            case 0, 1: return .a
            case 2, 3: return .b
            default: return .integer(generator.below(10))
            }
        }
        func operand(_ generator: inout SplitMix64) -> Body {
            let inside = body(&generator, depth: depth - 1, calls: calls)
            switch inside {
            case .binary, .negate: return generator.below(3) == 0 ? inside : .parenthesized(inside)
            default: return inside
            }
        }
        switch generator.below(calls ? 8 : 7) {
        case 0: return .negate(operand(&generator))
        case 1: return .power(.parenthesized(body(&generator, depth: depth - 1, calls: calls)), generator.below(4))
        case 2: return .parenthesized(body(&generator, depth: depth - 1, calls: calls))
        case 7: return .callInner(body(&generator, depth: depth - 1, calls: calls), body(&generator, depth: depth - 1, calls: calls))
        default: return .binary(operand(&generator), ["+", "-", "*", "/"][generator.below(4)], operand(&generator))
        }
    }

    /// An argument: a small integer, a negative one, a fraction or a decimal.
    static func argument(_ generator: inout SplitMix64) -> String {
        switch generator.below(4) {
        case 0: return String(generator.below(10))
        case 1: return "-\(generator.below(10) + 1)"
        case 2: return "\(generator.below(9) + 1)/\(generator.below(9) + 1)"
        default: return "\(generator.below(10)).\(generator.below(100))"
        }
    }

    /// What a line gives: its exact value and text, or its error's message.
    enum Outcome: Equatable {
        case value(Rational?, String)
        case error(String)
    }

    static func outcome(_ line: String, in evaluator: inout Evaluator) -> Outcome {
        do {
            guard let value = try evaluator.evaluate(line) else { return .error("no value") }
            return .value(value.number.exact, ValueFormatting.format(value).text)
        } catch {
            return .error(error.message)
        }
    }

    /// A call's outcome against its body's with the arguments substituted: the same value, or
    /// the same error said in the function (`in f(a, b) = …: division by zero`).
    static func expectAgreement(_ call: String, _ substituted: String, function: String, in evaluator: inout Evaluator,
                                seed: UInt64) {
        let called = outcome(call, in: &evaluator)
        let expected = outcome(substituted, in: &evaluator)
        switch (called, expected) {
        case (.error(let message), .error(let inline)):
            #expect(message.hasPrefix("in \(function): ") && message.hasSuffix(inline), "seed \(seed): \(call) vs \(substituted)")
        default:
            #expect(called == expected, "seed \(seed): \(call) vs \(substituted)")
        }
    }

    @Test func callsAgreeWithTheirBodyWrittenOut() throws {
        var exact = 0
        for seed in UInt64(1)...400 {
            var generator = SplitMix64(state: seed)
            let body = Self.body(&generator, depth: 4)
            var evaluator = Evaluator(rates: TestSupport.ecbTable)
            let definition = "f(a, b) = \(body.definition)"
            let function = try #require(try evaluator.evaluate(definition) == nil ? evaluator.takeDefinedFunction() : nil,
                                        "seed \(seed): \(definition)")
            #expect(function.text == definition)
            for _ in 0..<3 {
                let x = Self.argument(&generator), y = Self.argument(&generator)
                let substituted = body.text(a: "(\(x))", b: "(\(y))") { _, _ in "" }
                Self.expectAgreement("f(\(x), \(y))", substituted, function: definition, in: &evaluator, seed: seed)
                if case .value(.some, _) = Self.outcome(substituted, in: &evaluator) { exact += 1 }
            }
        }
        // Most cases are exact rationals compared whole, not errors compared by message.
        #expect(exact > 800)
    }

    /// `outer` calls `inner`: a call of `outer` gives what its body gives with every call of
    /// `inner` written out as `inner`'s body, and the arguments substituted.
    @Test func nestedCallsAgreeWithTheirBodiesWrittenOut() throws {
        var withCalls = 0
        for seed in UInt64(1001)...1200 {
            var generator = SplitMix64(state: seed)
            let inner = Self.body(&generator, depth: 3)
            let outer = Self.body(&generator, depth: 3, calls: true)
            var evaluator = Evaluator(rates: TestSupport.ecbTable)
            let innerDefinition = "inner(a, b) = \(inner.definition)", outerDefinition = "outer(a, b) = \(outer.definition)"
            #expect(try evaluator.evaluate(innerDefinition) == nil && evaluator.takeDefinedFunction()?.text == innerDefinition)
            #expect(try evaluator.evaluate(outerDefinition) == nil && evaluator.takeDefinedFunction()?.text == outerDefinition,
                    "seed \(seed)")
            if outer.definition.contains("inner(") { withCalls += 1 }
            let x = Self.argument(&generator), y = Self.argument(&generator)
            // Arguments are evaluated before the call, even one the body never uses: written
            // out, each is kept as `0 * (argument)`, which fails where the argument fails.
            let written = outer.text(a: "(\(x))", b: "(\(y))") { first, second in
                "(" + inner.text(a: "(\(first))", b: "(\(second))") { _, _ in "" } + " + 0 * (\(first)) + 0 * (\(second)))"
            }
            let called = Self.outcome("outer(\(x), \(y))", in: &evaluator)
            let expected = Self.outcome(written, in: &evaluator)
            switch (called, expected) {
            case (.error(let message), .error(let inline)):
                // An error in `inner` is said by both functions, each with its definition.
                #expect(message.hasPrefix("in \(outerDefinition): ") && message.hasSuffix(inline), "seed \(seed)")
            default:
                #expect(called == expected, "seed \(seed): outer(\(x), \(y)) vs \(written)")
            }
        }
        #expect(withCalls > 50, "\(withCalls) of 200 bodies call inner")
    }
}
