import CalcCore
import Foundation
import Testing

/// A hint followed literally never gives another answer than the one meant (DESIGN §15): for
/// each misphrasing that gets a rewrite (the text after the hint's last "write "), the rewrite
/// evaluates to the intended value.
@Suite struct HonestHintTests {
    struct Case: CustomTestStringConvertible, Sendable {
        /// Lines evaluated first (`x = 3`).
        var setup: [String] = []
        let line: String
        /// An expression of the value meant, written another way.
        let intended: String
        /// The part of the line the rewrite stands for; nil for the whole line.
        var replacing: String?
        var testDescription: String { line }
    }

    static let cases: [Case] = [
        // Products the hint writes out.
        Case(line: "2 pi", intended: "pi + pi"),
        Case(setup: ["x = 3"], line: "2 x", intended: "6"),
        Case(setup: ["4"], line: "3 ans", intended: "12"),
        Case(line: "(2) 3", intended: "6"),
        Case(line: "2 3", intended: "6"),
        Case(line: "5 sqrt(4)", intended: "10"),
        Case(line: "pi(2)", intended: "pi + pi"),
        Case(line: "6 (3)", intended: "18"),
        // After a function applied to a literal, the product is of the whole call.
        Case(line: "sqrt 4 4", intended: "8"),
        Case(line: "2 (3 + 4) * 2", intended: "28", replacing: "2 (3 + 4)"),
        // Clauses end the statement: the user's own line, the rest before them.
        Case(line: "100 EUR at 1.1 in USD", intended: "110 USD"),
        Case(line: "100 USD on 2020-03-16 in EUR", intended: "100 USD in EUR on 2020-03-16"),
        // `%` is a percentage; the remainder is `mod`.
        Case(line: "12 % 10", intended: "2"),
        Case(line: "12 % 10 + 1", intended: "3", replacing: "12 % 10"),
        Case(setup: ["x = 3"], line: "x * 12 % 10", intended: "6", replacing: "12 % 10"),
        // Mixed numbers are sums.
        Case(line: "1 2/3", intended: "5/3"),
        Case(line: "-1 2/3", intended: "-5/3", replacing: "1 2/3"),
        Case(setup: ["x = 3"], line: "x * 1 2/3", intended: "5", replacing: "1 2/3"),
        Case(setup: ["x = 3"], line: "x - 1 2/3", intended: "4/3", replacing: "1 2/3"),
        // A function's argument in parentheses, postfix operators included (before a number
        // literal the function applies without them: `sqrt 16`, OperatorWordsTests).
        Case(setup: ["x = 30"], line: "sin x°", intended: "0.5"),
        Case(setup: ["x = 16"], line: "sqrt x", intended: "4"),
        Case(setup: ["x = 16"], line: "sqrt x²", intended: "16"),
        Case(setup: ["x = 5"], line: "ln x!", intended: "ln(120)"),
        // `_` misused for a base (digits grouped by spaces are one number: `1 000 000`).
        Case(line: "1101_2", intended: "13"),
        Case(line: "777_8", intended: "511"),
        // Keywords in capitals.
        Case(line: "100 USD IN EUR", intended: "100 USD to EUR", replacing: "IN"),
        Case(line: "5 MOD 3", intended: "2", replacing: "MOD"),
        // Percentages, degrees, amounts.
        Case(line: "15% + 100", intended: "115"),
        Case(line: "0.2 of 50", intended: "10"),
        Case(line: "10%%", intended: "0.1 as %"),
        Case(line: "10%°", intended: "pi / 18"),
        Case(line: "5 USD°", intended: "pi / 36"),
        Case(line: "5 + 3 USD", intended: "8 USD", replacing: "5"),
        Case(line: "3 USD - 5", intended: "-2 USD", replacing: "5"),
        Case(line: "10 USD mod 3", intended: "1 USD", replacing: "3"),
        Case(line: "5 in USD", intended: "5 USD in USD"),
        Case(line: "5 in km", intended: "5000 m in km"),
    ]

    @Test(arguments: cases)
    func rewriteKeepsTheMeaning(_ test: Case) throws {
        let diagnostic = try #require(UnitConversionTests.diagnostic(test.setup + [test.line]), "no error")
        let hint = try #require(diagnostic.hint, "no hint: \(diagnostic.message)")
        let marker = try #require(hint.range(of: "write ", options: .backwards), "no rewrite in: \(hint)")
        let rewrite = String(hint[marker.upperBound...])
        var line = rewrite
        if let replacing = test.replacing {
            let range = try #require(test.line.range(of: replacing))
            line = test.line.replacingCharacters(in: range, with: rewrite)
        }
        let shown = try TestSupport.evaluate(test.setup + [line])
        #expect(shown == (try TestSupport.evaluate(test.setup + [test.intended])), "\(test.line) → \(line) (\(hint))")
    }

    /// Where no rewrite is sure, the hint offers none; a far-fetched guess neither.
    @Test(arguments: [
        ("15% - 100", "a percentage cannot come first in '-': a percentage of what?"),
        ("$10 for", "two values in a row"),
        ("2 x", "unknown word 'x': not a unit, a currency or a name"),
        ("5 sqrt", "two values in a row"),
        ("$3 1/2", "two values in a row: a whole number, then a fraction"),
        ("1978 to romen", "unknown word 'romen': not a unit, a currency or a name"),
        ("1 BTC in EUR", "no rate for BTC is stored: crypto rates come only from an update"),
        ("5 USD%", "'%' follows a plain number"),
        ("0b102", "'2' is not a binary digit"),
        ("0o9", "'0o' needs octal digits"),
        ("0xg1", "'0x' needs hexadecimal digits"),
        // The rewrites a new user followed to another answer (DESIGN §22): none next to a word.
        ("split 120 EUR 4 ways", "two values in a row"),
        ("days until christmas", "unknown name 'christmas'"),
        ("2025.13.11 - 7", "two values in a row"),
        ("split 120", "two values in a row"),
        ("2 (3) EUR", "two values in a row"),
        ("2^3 4", "two values in a row"),
    ])
    func noRewrite(_ line: String, _ message: String) throws {
        let diagnostic = try #require(TestSupport.diagnostic(line))
        #expect(diagnostic.message == message)
        #expect(!(diagnostic.hint ?? "").contains("write "), "\(diagnostic.hint ?? "")")
        #expect(!(diagnostic.hint ?? "").contains("did you mean"), "\(diagnostic.hint ?? "")")
    }

    /// "Did you mean" offers close words of the right sort: a currency for three letters or a
    /// currency's name misspelt, a unit, a variable.
    @Test(arguments: [
        ("12 eru", "did you mean EUR?"),
        ("100 dollarz", "did you mean dollar?"),
        ("5 kmh2", "did you mean kmh?"),
    ])
    func closeSuggestions(_ line: String, _ hint: String) throws {
        #expect(TestSupport.diagnostic(line)?.hint == hint)
    }

    @Test func aVariableCloseToAnUnknownWord() {
        #expect(UnitConversionTests.diagnostic(["total = 3", "2 totla"])?.hint == "did you mean total?")
    }

    /// `today()`: the day needs no parentheses, and no product is offered.
    @Test func aDayWithParentheses() throws {
        let diagnostic = try #require(TestSupport.diagnostic("today() - 1 day"))
        #expect(diagnostic.message == "'today' is not a function")
        #expect(diagnostic.hint == "write today without the parentheses")
    }

    /// The user's own date, number and times in the hint (DESIGN §22), never an example's; and
    /// what each hint says evaluates as the message means.
    @Test(arguments: [
        ("2026-12-24 + 10", "say what it counts: 2026-12-24 + 10 days", "2026-12-24 + 10 days"),
        ("10 + 2026-12-24", "say what it counts: 2026-12-24 + 10 days", "2026-12-24 + 10 days"),
        ("2026-12-24 - 7", "say what it counts: 2026-12-24 - 7 days", "2026-12-24 - 7 days"),
        ("9:00 to 17:30", "for the time between them, write 17:30 - 9:00", "17:30 - 9:00"),
    ])
    func inTheUsersWords(_ line: String, _ hint: String, _ meant: String) throws {
        let diagnostic = try #require(TestSupport.diagnostic(line))
        #expect(diagnostic.hint == hint)
        #expect((try? TestSupport.evaluate(meant)) != nil, "\(meant)")
    }

    /// A number after a conversion is a rounding that needs its word; no value has 0
    /// significant figures.
    @Test func roundingTargets() throws {
        #expect(TestSupport.diagnostic("0.5 to 0 sf")?.message == "a value has at least 1 significant figure")
        #expect(TestSupport.diagnostic("pi to 5")?.id == .expectedRounding)
        #expect(TestSupport.diagnostic("x = 9:00 to 17:30")?.id == .timeAsTarget)
        // `per` alone is no currency (`PER`): it joins two units.
        #expect(TestSupport.diagnostic("5 per")?.id == .perWithoutUnits)
        #expect(try TestSupport.evaluate("100 km per hour") == "100 km/h")
    }

    /// A power word and a unit without a number get the number they lack; a word between
    /// values gets the two ways calc keeps words, and no rewrite (DESIGN §22).
    @Test func unitsWithoutNumbersAndWordsBetweenValues() throws {
        let unit = try #require(TestSupport.diagnostic("sq ft"))
        #expect(unit.id == .unitWithoutNumber && unit.hint == "write 1 sq ft")
        #expect(try TestSupport.evaluate("1 sq ft") == "1 ft²")
        let words = try #require(TestSupport.diagnostic("$10 for lunch + 15% tip"))
        #expect(words.message == "two values in a row")
        #expect(words.hint?.contains("label") == true && words.hint?.contains("comment") == true)
        #expect(try TestSupport.evaluate("Lunch: $10 + 15%") == "11.50 USD")
    }
}
