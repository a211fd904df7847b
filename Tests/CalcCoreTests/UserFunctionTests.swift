import CalcCore
import Testing

/// Functions of the user's own (DESIGN §17) through the evaluator: what a definition prints
/// and reads back, what it refuses and where, how calls bind their parameters, and what they
/// do with units, money, errors and approximations.
@Suite struct UserFunctionTests {
    /// What each line shows, in one evaluator: a result as calc prints it, a definition as calc
    /// writes it, or `error at column N: MESSAGE` (columns in characters, as the corpus has
    /// them); nothing for a blank line.
    static func transcript(_ lines: [String], significantDigits: Int? = nil) -> [String] {
        var evaluator = Evaluator(rates: TestSupport.ecbTable, history: TestSupport.history())
        if let significantDigits { evaluator.significantDigits = significantDigits }
        return transcript(lines, in: &evaluator)
    }

    static func transcript(_ lines: [String], in evaluator: inout Evaluator) -> [String] {
        var shown: [String] = []
        for line in lines {
            do {
                if let value = try evaluator.evaluate(line) {
                    shown.append(([value] + evaluator.alsoShown).map {
                        ValueFormatting.format($0, significantDigits: evaluator.significantDigits).text
                    }.joined(separator: ", "))
                } else if let function = evaluator.takeDefinedFunction() {
                    shown.append(function.text)
                }
            } catch {
                shown.append("error at column \(column(of: error, in: line)): \(error.message)")
            }
        }
        return shown
    }

    static func column(of diagnostic: Diagnostic, in line: String) -> Int {
        line.utf8.prefix(diagnostic.span.start).filter { $0 & 0xC0 != 0x80 }.count + 1
    }

    /// The last line's diagnostic after the others ran.
    static func diagnostic(after lines: [String], _ line: String) -> Diagnostic? {
        var evaluator = Evaluator(rates: TestSupport.ecbTable, history: TestSupport.history())
        _ = transcript(lines, in: &evaluator)
        return TestSupport.diagnostic(line, in: &evaluator)
    }

    // MARK: - Definitions read back

    struct Definition: CustomTestStringConvertible, Sendable {
        let typed: String
        let written: String
        let calls: [String]
        var testDescription: String { typed }
    }

    static let definitions: [Definition] = [
        Definition(typed: "vat(x) = x * 1.2", written: "vat(x) = x * 1.2", calls: ["vat(100)", "vat(10 EUR)", "vat(1/3)"]),
        Definition(typed: "vat(x)   =   x*1.2", written: "vat(x) = x*1.2", calls: ["vat(100)"]),
        Definition(typed: "spread(a,b)=a-b", written: "spread(a, b) = a-b", calls: ["spread(1, 2)", "spread(5 USD, 2 USD)"]),
        Definition(typed: "three( ) = 3", written: "three() = 3", calls: ["three()", "three() + 1"]),
        Definition(typed: "tip(x) = x + 15%   # service", written: "tip(x) = x + 15%", calls: ["tip(40 EUR)", "tip(40)"]),
        Definition(typed: "Fees: card(x) = x + 1.75%", written: "card(x) = x + 1.75%", calls: ["card(100 USD)"]),
        Definition(typed: "conv(x) = x in USD", written: "conv(x) = x in USD", calls: ["conv(100 EUR)", "conv(100 EUR) at 2"]),
        Definition(typed: "fuel(km) = km * 6.5 l/100km * 1.85 EUR/l", written: "fuel(km) = km * 6.5 l/100km * 1.85 EUR/l",
                   calls: ["fuel(100 km)", "fuel(100 mi)", "fuel(100)"]),
        Definition(typed: "pos(x) = +x", written: "pos(x) = +x", calls: ["pos(2)", "pos(-2 EUR)"]),
        Definition(typed: "pct(x) = x%", written: "pct(x) = x%", calls: ["pct(5)", "pct(5) of 200"]),
        Definition(typed: "r(x) = sqrt(x) + ln(x)", written: "r(x) = sqrt(x) + ln(x)", calls: ["r(2)", "r(10)"]),
        Definition(typed: "hyp(a, b) = sqrt(a^2 + b^2)", written: "hyp(a, b) = sqrt(a^2 + b^2)", calls: ["hyp(3, 4)", "hyp(3 m, 4 m)"]),
    ]

    /// The definition prints as calc writes it; that text, defined afresh, gives the same
    /// function: every call shows the same.
    @Test(arguments: definitions)
    func definitionsReadBack(_ definition: Definition) {
        // `5` first: a body that could be misread as going on from the previous result would show it.
        let first = Self.transcript(["5", definition.typed] + definition.calls)
        #expect(first[1] == definition.written)
        let again = Self.transcript(["5", first[1]] + definition.calls)
        #expect(again == first)
        #expect(!first.contains { $0.hasPrefix("error") }, "\(first)")
    }

    /// What the calls give, as a user reads them.
    @Test func callsGiveWhatTheBodySays() {
        #expect(Self.transcript(["vat(x) = x * 1.2", "vat(100)", "vat(10 EUR)"]) == ["vat(x) = x * 1.2", "120", "12.00 EUR"])
        #expect(Self.transcript(["tip(x) = x + 15%", "tip(40 EUR)"]).last == "46.00 EUR")
        #expect(Self.transcript(["three( ) = 3", "three() * three()"]).last == "9")
        // A parameter list that ends in a comma defines nothing (found in review: `f(x, ) = 1`
        // was read as `f(x) = 1`).
        #expect(Self.transcript(["f(x, ) = 1"]).first?.hasPrefix("error") == true)
        #expect(Self.transcript(["f(, x) = 1"]).first?.hasPrefix("error") == true)
        // A body `+x` is x, not the previous result plus x (found in review: `5`, then `pos(2)` gave 7).
        #expect(Self.transcript(["pos(x) = +x", "5", "pos(2)"]).last == "2")
        #expect(Self.transcript(["twice(x) = + x * 2", "5", "twice(1)"]).last == "2")
    }

    // MARK: - Calls

    @Test func aCallNeedsAsManyArgumentsAsParameters() {
        let lines = ["sq(x) = x * x", "add(a, b) = a + b", "sq(1, 2)", "sq()", "add(1)", "1 + add(1, 2, 3)"]
        #expect(Self.transcript(lines).dropFirst(2) == [
            "error at column 1: sq takes 1 argument, got 2",
            "error at column 1: sq takes 1 argument, got 0",
            "error at column 1: add takes 2 arguments, got 1",
            "error at column 5: add takes 2 arguments, got 3",
        ])
        let diagnostic = Self.diagnostic(after: ["sq(x) = x * x"], "sq(1, 2)")
        #expect(diagnostic?.hint == "it is sq(x) = x * x")
        #expect(diagnostic?.span == SourceSpan(0, 8))
        // In a body, when it is defined.
        #expect(Self.transcript(["sq(x) = x * x", "quad(x) = 1 + sq(x, x)"]).last == "error at column 15: sq takes 1 argument, got 2")
    }

    @Test func aParameterHidesAVariableOfItsName() {
        let lines = ["x = 5", "sq(x) = x * x", "sq(3)", "x", "plus(y) = x + y", "plus(1)", "x = 7", "plus(1)", "sq(x)"]
        #expect(Self.transcript(lines) == ["5", "sq(x) = x * x", "9", "5", "plus(y) = x + y", "6", "7", "8", "49"])
    }

    @Test func parametersDoNotLeak() {
        #expect(Self.transcript(["idem(q) = q", "idem(1)", "q"]).last == "error at column 1: unknown name 'q'")
        #expect(Self.transcript(["x = 5", "idem(x) = x", "idem(1)", "x"]).last == "5")
        // A function sees its own parameters and the session's variables, not the parameters of
        // its caller (found in review: `outer(5)` gave 6, `y` read as outer's parameter).
        let nested = ["y = 100", "addy(x) = x + y", "outer(y) = addy(1)", "outer(5)", "rate2 = 2", "times(v) = v * rate2",
                      "wrap(rate2) = times(10)", "wrap(7)"]
        #expect(Self.transcript(nested) == ["100", "addy(x) = x + y", "outer(y) = addy(1)", "101", "2", "times(v) = v * rate2",
                                            "wrap(rate2) = times(10)", "20"])
    }

    @Test func anUnknownFunctionIsSaidWhenCalled() throws {
        #expect(Self.transcript(["foo(2)"]) == ["error at column 1: unknown function 'foo'"])
        let close = try #require(Self.diagnostic(after: ["vat(x) = x * 1.2"], "1 + vatt(2)"))
        #expect(close.message == "unknown function 'vatt'")
        #expect(close.hint == "did you mean 'vat'?")
        #expect(close.span == SourceSpan(4, 8))
        let listed = try #require(Self.diagnostic(after: ["vat(x) = x * 1.2"], "zzzzqq(1)"))
        #expect(listed.hint?.hasSuffix("; yours are vat") == true, "\(listed.hint ?? "")")
    }

    // MARK: - Recursion and nesting

    @Test func recursionIsRefusedWhenDefined() {
        #expect(Self.transcript(["down(x) = down(x - 1)"])
                == ["error at column 11: 'down' calls itself: calc's functions cannot recur"])
        #expect(Self.transcript(["a1(x) = x", "b1(x) = a1(x) + 1", "a1(x) = b1(x)"]).last
                == "error at column 9: 'a1' calls itself through 'b1': calc's functions cannot recur")
        #expect(Self.transcript(["a1(x) = x", "b1(x) = a1(x)", "c1(x) = b1(x)", "a1(x) = 2 * c1(x)"]).last
                == "error at column 13: 'a1' calls itself through 'c1': calc's functions cannot recur")
        // The refused definition leaves the earlier one in place.
        #expect(Self.transcript(["a1(x) = x", "b1(x) = a1(x)", "a1(x) = b1(x)", "a1(3)"]).last == "3")
    }

    /// Redefining a function that others call is followed as it is now, not as it was when
    /// they were defined (found in review: the last definition was accepted and `c1(1)`
    /// overflowed the stack).
    @Test func recursionThroughARedefinitionIsRefused() {
        let lines = ["a1(x) = x", "b1(x) = a1(x)", "c1(x) = x", "a1(x) = c1(x)", "c1(x) = b1(x)", "c1(1)", "b1(2)"]
        #expect(Self.transcript(lines).suffix(3) == [
            "error at column 9: 'c1' calls itself through 'b1': calc's functions cannot recur", "1", "2",
        ])
        // Redefining an earlier function to call a later one is fine while no cycle is made.
        #expect(Self.transcript(["early(x) = x", "late(x) = x * 10", "early(x) = late(x) + 1", "early(2)"]).last == "21")
    }

    /// A chain of 32 functions, each calling the one before, is as deep as calls go.
    static func chain(_ count: Int, prefix: String = "n") -> [String] {
        ["\(prefix)1(x) = x + 1"] + (2...count).map { "\(prefix)\($0)(x) = \(prefix)\($0 - 1)(x) + 1" }
    }

    @Test func callsNestAtMost32Deep() {
        var evaluator = Evaluator(rates: TestSupport.ecbTable)
        let defined = Self.transcript(Self.chain(32) + ["n32(0)", "n33(x) = n32(x) + 1"], in: &evaluator)
        #expect(defined.suffix(2) == ["32", "error at column 1: 'n33' would nest calls of functions more than 32 deep"])
        // A redefinition deepens every caller: `n1` made to call a chain of its own is refused
        // (found in review: each function kept the depth it had when defined).
        let deeper = Self.chain(2, prefix: "m") + ["n1(x) = m2(x)"]
        #expect(Self.transcript(deeper, in: &evaluator).last == "error at column 1: 'n1' would nest calls of functions more than 32 deep")
        #expect(Self.transcript(["n32(0)"], in: &evaluator) == ["32"])
    }

    /// Functions that each call the one before twice make 2^n calls: the line stops with an
    /// error within its budget (found in review: `e32(1)` ran for hours), said at the call
    /// on the line, not at a place in some body's text.
    @Test func doublingCallsStopWithinTheLinesBudget() {
        let doubling = ["e1(x) = x"] + (2...32).map { "e\($0)(x) = e\($0 - 1)(x) + e\($0 - 1)(x)" }
        var evaluator = Evaluator(rates: TestSupport.ecbTable)
        _ = Self.transcript(doubling, in: &evaluator)
        #expect(Self.transcript(["e13(1)", "1 + e14(1)", "e32(1)", "e3(1)"], in: &evaluator) == [
            "4096",
            "error at column 5: this line calls functions too many times: it would take more than a second",
            "error at column 1: this line calls functions too many times: it would take more than a second",
            "4",
        ])
    }

    // MARK: - Names

    /// A function may not take a name calc gives a meaning.
    @Test(arguments: [
        ("sqrt(x) = x", "cannot define 'sqrt': it is a built-in function"),
        ("sin(x) = x", "cannot define 'sin': it is a built-in function"),
        ("rate(x) = x", "cannot define 'rate': it is a built-in function"),
        ("km(x) = x", "cannot define 'km': it is a unit"),
        ("g(x) = x", "cannot define 'g': it is a unit"),
        ("h(x) = x", "cannot define 'h': it is a unit"),
        ("m(x) = x", "cannot define 'm': it is a unit"),
        ("usd(x) = x", "cannot define 'usd': it is a currency"),
        ("EUR(x) = x", "cannot define 'EUR': it is a currency"),
        ("euro(x) = x", "cannot define 'euro': it is a currency"),
        ("pi(x) = x", "cannot define 'pi': it is a constant"),
        ("e(x) = x", "cannot define 'e': it is a constant"),
        ("ans(x) = x", "cannot define 'ans': it is the previous result"),
        ("today(x) = x", "cannot define 'today': it is a date"),
        ("sum(x) = x", "cannot define 'sum': it is the sum of the block above"),
        ("total(x) = x", "cannot define 'total': it is the sum of the block above"),
        ("subtotal(x) = x", "cannot define 'subtotal': it is the sum of the block above"),
        ("average(x) = x", "cannot define 'average': it is the sum of the block above"),
        ("hex(x) = x", "cannot define 'hex': it is a way of showing numbers (in hex)"),
    ])
    func reservedFunctionNames(_ line: String, _ message: String) throws {
        let diagnostic = try #require(TestSupport.diagnostic(line))
        #expect(diagnostic.message == message)
        #expect(diagnostic.span.start == 0)
        #expect(diagnostic.hint == "choose another name for the function")
    }

    /// A parameter may be a unit's name (never read as the unit in the body), nothing else calc
    /// gives a meaning.
    @Test(arguments: [
        ("f(pi) = 1", "'pi' cannot be a parameter: it is a constant"),
        ("f(e) = 1", "'e' cannot be a parameter: it is a constant"),
        ("f(x, sqrt) = 1", "'sqrt' cannot be a parameter: it is a built-in function"),
        ("f(usd) = 1", "'usd' cannot be a parameter: it is a currency"),
        ("f(EUR) = 1", "'EUR' cannot be a parameter: it is a currency"),
        ("f(ans) = 1", "'ans' cannot be a parameter: it is the previous result"),
        ("f(today) = 1", "'today' cannot be a parameter: it is a date"),
        ("f(sum) = 1", "'sum' cannot be a parameter: it is the sum of the block above"),
        ("f(total) = 1", "'total' cannot be a parameter: it is the sum of the block above"),
        ("f(fraction) = 1", "'fraction' cannot be a parameter: it is a way of showing numbers (in fraction)"),
        ("f(x, x) = x", "the parameter 'x' is named twice"),
    ])
    func reservedParameterNames(_ line: String, _ message: String) throws {
        let diagnostic = try #require(TestSupport.diagnostic(line))
        #expect(diagnostic.message == message)
        let parameter = String(message.split(separator: "'", omittingEmptySubsequences: false)[1])
        // At the parameter (the second of a pair named twice).
        let column = line.range(of: parameter, options: .backwards, range: line.range(of: "(")!.upperBound..<line.range(of: ")")!.lowerBound)!
        #expect(diagnostic.span.start == line.utf8.distance(from: line.startIndex, to: column.lowerBound), "\(line)")
    }

    /// Keywords are tokens of their own: neither a function nor a parameter can be one.
    @Test(arguments: ["in(x) = x", "to(x) = x", "of(x) = x", "mod(x) = x", "percent(x) = x", "f(percent) = 1", "f(in) = 1", "f(as) = 1", "f(of) = 1",
                      "f(mod) = 1", "f(at) = 1", "f(on) = 1", "f(off) = 1"])
    func keywordsAreNeverDefined(_ line: String) {
        #expect(TestSupport.diagnostic(line) != nil, "\(line)")
    }

    @Test func unitNamesMayBeParameters() {
        #expect(Self.transcript(["per_km(km) = km + 1 km", "per_km(3 km)", "area(m) = m * 2 m", "area(3 m)"])
                == ["per_km(km) = km + 1 km", "4 km", "area(m) = m * 2 m", "6 m²"])
        #expect(Self.transcript(["fuel(km) = km * 6.5 l/100 km", "fuel(200 km)"]) == ["fuel(km) = km * 6.5 l/100 km", "13 l"])
    }

    /// A parameter's name inside a quantity's unit, after its first word, would silently be
    /// the unit (found in review: `wage(37.5 h)` gave 80.00 EUR whatever the hours): refused
    /// as a variable there is, when the function is defined.
    @Test func aParameterInsideAUnitIsRefused() throws {
        #expect(Self.transcript(["wage(h) = 80 EUR/h * h", "wage(x) = 80 EUR/h * x", "wage(37.5 h)", "cost(l) = 1.85 EUR/l * l"]) == [
            "error at column 18: 'h' is both a unit and a parameter here", "wage(x) = 80 EUR/h * x", "3000.00 EUR",
            "error at column 20: 'l' is both a unit and a parameter here",
        ])
        let diagnostic = try #require(TestSupport.diagnostic("wage(h) = 80 EUR/h"))
        #expect(diagnostic.hint == "write (h) for the parameter, hour for the unit")
        #expect(diagnostic.span == SourceSpan(17, 18))
        // Written as the hint says, it is the parameter.
        #expect(Self.transcript(["wage(h) = 80 EUR/(h) * h", "wage(37.5 h)"]).last == "80.00 EUR")
        #expect(Self.transcript(["perhour(h) = 80 EUR * (h)", "perhour(37.5)"]).last == "3000.00 EUR")
    }

    /// Every name in a body is a parameter, a variable defined before, or a value calc knows;
    /// anything else is said where it stands, and nothing is defined.
    @Test func unknownNamesInABodyAreLocated() {
        #expect(Self.transcript(["f(a, b) = a + b * zz"]) == ["error at column 19: unknown name 'zz'"])
        #expect(Self.transcript(["f(a, b) = a + foo(b)"]).first?.hasPrefix("error at column 15: unknown function 'foo'") == true)
        #expect(Self.transcript(["kk(x) = x + q", "kk(1)"]) == ["error at column 13: unknown name 'q'", "error at column 1: unknown function 'kk'"])
        #expect(Self.transcript(["plusy(x) = (x + (((y))))"]) == ["error at column 20: unknown name 'y'"])
        // Values calc knows are fine: constants, ans, days, block words, a bare currency.
        let known = ["k(x) = x * pi + ans", "dd(x) = today + x", "withsum(x) = x + sum", "cur(x) = x * EUR", "named(x) = x * dollar"]
        #expect(Self.transcript(known) == known)
        #expect(Self.transcript(["7", "k(x) = x * pi + ans", "k(0)", "cur(x) = x * EUR", "cur(3)"]).suffix(3) == ["7", "cur(x) = x * EUR", "3.00 EUR"])
        // A variable defined later is not known to a body defined earlier.
        #expect(Self.transcript(["later(x) = x * w", "w = 2"]).first == "error at column 16: unknown name 'w'")
    }

    // MARK: - Units and money

    @Test func unitsAndMoneyGoThroughFunctions() {
        let fuel = "fuel(km) = km * 6.5 l/100km * 1.85 EUR/l"
        #expect(Self.transcript([fuel, "fuel(100 km)", "fuel(100 mi)", "fuel(100 miles)", "fuel(100 km) in USD"]).dropFirst()
                == ["12.03 EUR", "19.35 EUR", "19.35 EUR", "13.53 USD"])
        // Money converted in the body, at the fixture's rate (1 EUR = 1.1252 USD), or at the call's.
        #expect(Self.transcript(["conv(x) = x in USD", "conv(100 EUR)", "conv(100 EUR) at 2", "conv(100 USD)"]).dropFirst()
                == ["112.52 USD", "200.00 USD", "100.00 USD"])
        #expect(Self.transcript(["card(x) = x + 1.75%", "card(100 USD)", "card(100 USD) in EUR", "card(20)"]).dropFirst()
                == ["101.75 USD", "90.43 EUR", "20.35"])
        #expect(Self.transcript(["fee = 1.75%", "card(x) = x + fee", "card(100 USD)"]).last == "101.75 USD")
    }

    /// A call gives what the same expression written out gives, rates and units included.
    @Test(arguments: [
        ("toeur(x) = x in EUR", "toeur(100 USD + 20 GBP)", "(100 USD + 20 GBP) in EUR"),
        ("card(x) = x + 1.75% in EUR", "card(100 USD)", "(100 USD) + 1.75% in EUR"),
        ("split(total_, n) = total_ / n in JPY", "split(90 CHF, 4)", "(90 CHF) / (4) in JPY"),
        ("speed(d, t) = d / t in km/h", "speed(42.195 km, 2 h)", "(42.195 km) / (2 h) in km/h"),
        ("fuel(km) = km * 6.5 l/100km * 1.85 EUR/l", "fuel(250 mi) in GBP", "(250 mi) * 6.5 l/100km * 1.85 EUR/l in GBP"),
    ])
    func callsAgreeWithTheExpressionWrittenOut(_ definition: String, _ call: String, _ inline: String) {
        let shown = Self.transcript([definition, call, inline])
        #expect(shown[1] == shown[2], "\(shown)")
        #expect(!shown[1].hasPrefix("error"), "\(shown)")
    }

    // MARK: - Errors in bodies

    @Test func anErrorInABodyIsSaidAtTheCall() throws {
        #expect(Self.transcript(["inv(x) = 1/x", "inv(0)", "2 + inv(0)"]).dropFirst()
                == ["error at column 1: in inv(x) = 1/x: division by zero", "error at column 5: in inv(x) = 1/x: division by zero"])
        let diagnostic = try #require(Self.diagnostic(after: ["inv(x) = 1/x"], "2 + inv(0)"))
        #expect(diagnostic.span == SourceSpan(4, 10))
        #expect(diagnostic.secondarySpans.isEmpty)
        // Through two functions, each says where it was.
        #expect(Self.transcript(["inv(x) = 1/x", "twice_inv(x) = 2 * inv(x)", "twice_inv(0)"]).last
                == "error at column 1: in twice_inv(x) = 2 * inv(x): in inv(x) = 1/x: division by zero")
        #expect(Self.transcript(["addkm(x) = x + 1 km", "addkm(1 EUR)"]).last?.hasPrefix("error at column 1: in addkm(x) = x + 1 km: ") == true)
        // After a failed call the session goes on, its variables as they were.
        #expect(Self.transcript(["x = 4", "inv(x) = 1/x", "inv(0)", "inv(x)", "x"]).suffix(2) == ["0.25", "4"])
    }

    @Test func clausesAndTargetsBelongToTheCallingLine() {
        #expect(Self.transcript(["f(x) = x in USD at 1.1"]) == [
            "error at column 17: a function's body cannot have at or on clauses",
        ])
        // A call has one value: several targets in a body would show only the first (found
        // in review: `f(100 EUR)` showed the dollars only). On the calling line they work.
        #expect(Self.transcript(["f(x) = x in USD, GBP", "f(x) = x in USD", "f(100 EUR) in USD, GBP", "f(x) = x as %, fraction"]) == [
            "error at column 18: a function's body converts to one target only", "f(x) = x in USD", "112.52 USD, 84.77 GBP",
            "error at column 16: a function's body converts to one target only",
        ])
        #expect(Self.transcript(["usd(x) = x"]).first?.hasPrefix("error") == true)
        #expect(Self.transcript(["conv(x) = x in USD", "conv(100 EUR) on 2020-01-02"]).last
                == Self.transcript(["100 EUR in USD on 2020-01-02"]).last)
    }

    // MARK: - Approximations

    /// A body with irrational values is evaluated at the line's precision: it shows the same
    /// digits as the expression written out, at any number of digits.
    @Test(arguments: [15, 40, 120])
    func approximationsShowTheSameDigitsAsInline(_ digits: Int) {
        let lines = ["r(x) = sqrt(x) + ln(x)", "r(2)", "sqrt(2) + ln(2)", "r(1/3)", "sqrt(1/3) + ln(1/3)",
                     "osc(t) = sin(t) * exp(-t)", "osc(10)", "sin(10) * exp(-10)", "r(osc(1))", "sqrt(sin(1) * exp(-1)) + ln(sin(1) * exp(-1))"]
        let shown = Self.transcript(lines, significantDigits: digits)
        #expect(shown[1] == shown[2])
        #expect(shown[3] == shown[4])
        #expect(shown[6] == shown[7])
        #expect(shown[8] == shown[9])
        #expect(shown[1].count > digits / 2, "\(shown[1])")
    }
}
