import Testing
@testable import CalcCore
import CalcTestSupport

/// The everyday phrasing of DESIGN §15: each form against what it means, written the strict way.
@Suite struct PhrasingTests {
    /// Each phrase and the strict expression it means: both must print the same.
    @Test(arguments: [
        ("25 percent of 20000", "25% of 20000"),
        ("40 as % of 50", "40 / 50 as %"),
        ("20 is what % of 200", "20 / 200 as %"),
        ("10% on 200", "200 + 10%"),
        ("15% on 80 EUR", "80 EUR + 15%"),
        ("change(50, 75)", "(75 - 50) / 50 as %"),
        ("change(80, 60)", "(60 - 80) / 80 as %"),
        ("1/3 to 2 dp", "round(1/3, 2)"),
        ("$200/3 to 2 dp", "round($200/3, 2)"),
        ("2/3 in 3 dp", "round(2/3, 3)"),
        ("pi to 5 sf", "round(pi, 4)"),
        ("123456 to 2 sf", "round(123456, -4)"),
        ("0.000123456 to 3 sf", "round(0.000123456, 6)"),
        ("1,000,000", "1000000"),
        ("$2,736.98", "$2736.98"),
        ("1,234,567.5 + 1", "1234568.5"),
        ("$1k", "$1000"),
        ("2.5M", "2500000"),
        ("3bn", "3000000000"),
        ("3 million EUR", "3000000 EUR"),
        ("2 thousand", "2000"),
        ("2²³", "2^23"),
        ("10⁻³", "10^-3"),
        ("USD in EUR", "1 USD in EUR"),
        ("usd to jpy", "1 USD in JPY"),
        ("255 in hexadecimal", "255 in hex"),
        ("5 to binary", "5 in bin"),
        ("8 in octal", "8 in oct"),
        ("0xff in decimal", "0xff in dec"),
        ("log10(1000)", "log(1000)"),
        ("roman(\"MCMLXXVIII\")", "1978"),
    ])
    func phraseMeansTheStrictForm(phrase: String, strict: String) throws {
        #expect(try TestSupport.evaluate(phrase) == (try TestSupport.evaluate(strict)), "\(phrase)")
    }

    /// DESIGN §15's examples as printed.
    @Test(arguments: [
        ("25 percent of 20000", "5000"), ("40 as % of 50", "80%"), ("20 is what % of 200", "10%"), ("10% on 200", "220"),
        ("change(50, 75)", "50%"), ("change(80, 60)", "-25%"), ("1/3 to 2 dp", "0.33"), ("$200/3 to 2 dp", "66.67 USD"),
        ("pi to 5 sf", "3.1416"), ("1978 in roman", "MCMLXXVIII"), ("2²³", "8388608"), ("10⁻³", "0.001"),
    ])
    func examples(line: String, printed: String) throws {
        #expect(try TestSupport.evaluate(line) == printed)
    }

    /// A comma between a call's parentheses separates arguments; targets still take commas.
    @Test func thousandsOnlyOutsideCalls() throws {
        #expect(try TestSupport.evaluate("max(1,500)") == "500")
        #expect(try TestSupport.evaluate("max(1,500, 2)") == "500")
        #expect(try TestSupport.evaluate("2,500 + max(1,500)") == "3000")
        #expect(try TestSupport.evaluate("1,000 EUR in USD, GBP") == (try TestSupport.evaluate("1000 EUR in USD, GBP")))
        // Not three digits after the comma: not a group.
        #expect(TestSupport.diagnostic("1,50") != nil)
    }

    /// Rounding phrases against exact rounding half away from zero, on plain numbers, money
    /// and approximations.
    @Test func roundingPhrasesRoundHalfAwayFromZero() throws {
        var generator = SplitMix64(state: 28)
        for _ in 0..<300 {
            let numerator = Int(generator.below(2_000_001)) - 1_000_000, denominator = Int(generator.below(999)) + 1
            let places = Int(generator.below(5))
            let exact = try Rational(numerator).divided(by: Rational(denominator))
            let expected = try exact.rounded(toDecimalPlaces: places)
            #expect(try TestSupport.evaluate("\(numerator)/\(denominator) to \(places) dp")
                    == NumberFormatting.format(Number(expected)).text, "\(numerator)/\(denominator) to \(places) dp")
        }
        #expect(try TestSupport.evaluate("2.5 to 0 dp") == "3")
        #expect(try TestSupport.evaluate("-2.5 to 0 dp") == "-3")
        #expect(try TestSupport.evaluate("sqrt(2) to 4 dp") == "1.4142")
        #expect(try TestSupport.evaluate("10 EUR / 3 to 1 dp") == "3.30 EUR")
    }

    /// Every number from 1 to 3999 in Roman numerals and back.
    @Test func romanNumeralsBothWays() throws {
        for value in 1...3999 {
            let text = try #require(RomanNumerals.text(of: value))
            #expect(RomanNumerals.value(of: text) == value)
            #expect(RomanNumerals.value(of: text.lowercased()) == value)
        }
        for bad in ["IIII", "IC", "MMMM", "", "ABC", "VX"] { #expect(RomanNumerals.value(of: bad) == nil, "\(bad)") }
        #expect(TestSupport.diagnostic("4000 in roman")?.id == .notRomanRange)
        #expect(TestSupport.diagnostic("1.5 in roman")?.id == .notRomanRange)
        #expect(TestSupport.diagnostic("roman(\"IIII\")")?.id == .notARomanNumeral)
        #expect(TestSupport.diagnostic("roman(5)")?.id == .romanArguments)
    }

    /// What stays strict (DESIGN §15): no implicit multiplication, functions need
    /// parentheses but before a number literal (§22: `sqrt 16` is 4), `%` is never modulo, a
    /// percentage never starts a sum.
    @Test func strictnessStays() {
        #expect(TestSupport.diagnostic("2 pi")?.id == .twoValuesInARow)
        #expect(TestSupport.diagnostic("sqrt pi")?.id == .functionNeedsParentheses)
        #expect(TestSupport.diagnostic("15% + 100")?.id == .percentFirst)
        #expect(TestSupport.diagnostic("10 USD EUR")?.hint == "write 10 USD in EUR")
        #expect(TestSupport.diagnostic("peso")?.id == .ambiguousCurrencyName)
    }
}

/// What a tester tried after the phrasing and units landed, each said in its own words.
@Suite struct PhrasingEdgeTests {
    @Test(arguments: [
        ("10⁻", MessageID.unexpectedCharacter),
        ("5 °C°", .quantityInPresentation),
        ("5 km%", .quantityInPresentation),
        ("(5 km)^1000001", .fractionalPowerOfUnit),
    ])
    func refused(line: String, id: MessageID) {
        #expect(TestSupport.diagnostic(line)?.id == id, "\(line)")
    }
}

/// The one unit whose name is two words (DESIGN §13's `nmi`, nautical mile).
@Suite struct TwoWordUnitTests {
    @Test(arguments: [("1 nautical mile in km", "1.852 km"), ("3 Nautical Miles in m", "5556 m"), ("1852 m in nautical miles", "1 nmi")])
    func nauticalMiles(line: String, printed: String) throws {
        #expect(try TestSupport.evaluate(line) == printed)
    }
}
