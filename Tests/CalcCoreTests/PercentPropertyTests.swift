import CalcCore
import CalcTestSupport
import Testing

/// Percentages over generated values: the rules of DESIGN §8 hold exactly, and what calc
/// prints for a percentage reads back as the value shown.
@Suite struct PercentPropertyTests {
    static func decimal(_ generator: inout SplitMix64, scale: Int) -> String {
        "\(generator.below(scale)).\(generator.below(100))"
    }

    @Test func addingThenTakingOffPercentagesIsExact() throws {
        var generator = SplitMix64(state: 91)
        for _ in 0..<300 {
            let x = PercentPropertyTests.decimal(&generator, scale: 100_000)
            let p = PercentPropertyTests.decimal(&generator, scale: 200), q = PercentPropertyTests.decimal(&generator, scale: 100)
            #expect(try TestSupport.evaluate("(\(x) + \(p)%) - \(q)% - \(x) * (1 + \(p)/100) * (1 - \(q)/100)") == "0")
            #expect(try TestSupport.evaluate("\(p)% of \(x) - \(x) * \(p) / 100") == "0")
            #expect(try TestSupport.evaluate("\(q)% off \(x) EUR - \(x) EUR * (1 - \(q)/100)") == "0.00 EUR")
        }
    }

    @Test func percentagesReadBack() throws {
        var generator = SplitMix64(state: 92)
        for _ in 0..<300 {
            let numerator = generator.below(100_000) - 50_000, denominator = generator.below(999) + 1
            var evaluator = Evaluator(rates: TestSupport.ecbTable)
            let value = try #require(try evaluator.evaluate("\(numerator)/\(denominator) as %"))
            let (text, shownExactly) = ValueFormatting.format(value)
            #expect(text.hasSuffix("%"))
            var reader = Evaluator(rates: TestSupport.ecbTable)
            let reread = try #require(try reader.evaluate(text), "\(text)")
            #expect(ValueFormatting.format(reread).text == text)
            if shownExactly { #expect(reread.number == value.number, "\(text)") }
        }
    }
}
