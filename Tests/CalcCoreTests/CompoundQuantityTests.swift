import CalcCore
import CalcTestSupport
import Testing

/// Quantities side by side (`6 ft 2 inch`, `5'11"`, `2 h 30 min`) and mixed targets
/// (`in ft inch`, `in days h min s`), DESIGN §19: the section's examples, the errors, and
/// generated cases against the factors the tests compute, read back.
@Suite struct CompoundQuantityTests {
    static func shown(_ line: String) throws -> String { try UnitConversionTests.shown(line) }

    @Test(arguments: [
        ("6 ft 2 inch in cm", "187.96 cm"),
        ("1 lb 4 oz in g", "566.9904625 g"),
        ("2 h 30 min in min", "150 min"),
        ("1 m 20 cm", "1.2 m"),
        ("5 feet 3 inches", "5.25 ft"),
        ("3 weeks 2 days in days", "23 days"),
        (#"5'11" in cm"#, "180.34 cm"),
        ("5′11″ in cm", "180.34 cm"),
        ("5 ft 11 in in cm", "180.34 cm"),
        ("1 h 30 min 15 s in s", "5415 s"),
        ("2 * 6 ft 2 inch in inch", "148 inch"),
        ("6 ft 2 inch / 2 in inch", "37 inch"),
        // Each part of a compound applies to a date in turn, largest first.
        ("2019-04-01 - 3 months 5 days", "2018-12-27"),
        ("2026-01-31 + 1 month 1 day", "2026-03-01"),
        // `in` after a number, before what cannot begin a target, is the inch.
        ("21.1 in to cm", "53.594 cm"),
        ("3 in in cm", "7.62 cm"),
        ("5 in + 2 ft in cm", "73.66 cm"),
        ("(5 in) * 2", "10 inch"),
        // Mixed targets.
        ("180 cm in ft inch", "5 ft 10.8661417322835 inch"),
        ("3.7 lb in lb oz", "3 lb 11.2 oz"),
        ("10000000 s in days h min s", "115 days 17 h 46 min 40 s"),
        ("3601 s in h min s", "1 h 1 s"),
        ("0 s in h min s", "0 s"),
        ("72 inch in ft inch", "6 ft"),
        ("-157.48 cm in ft inch", "-(5 ft 2 inch)"),
        ("(2026-03-15 - 2026-02-01) in months days", "1 month 14 days"),
        ("(2026-02-01 - 2026-03-15) in months days", "-(1 month 14 days)"),
    ])
    func examples(line: String, printed: String) throws {
        #expect(try CompoundQuantityTests.shown(line) == printed, "\(line)")
    }

    @Test(arguments: [
        ("30 min 2 h", MessageID.compoundOutOfOrder, "write 2 h 30 min"),
        ("2 kg 3 m", .twoValuesInARow, nil),
        ("20 °C 5 °C", .twoValuesInARow, nil),
        ("2 h in min h", .compoundOutOfOrder, nil),
        ("1 h in ft inch", .unlikeConversion, nil),
        ("5 in USD", .convertPlainNumber, nil),
    ] as [(String, MessageID, String?)])
    func refused(line: String, id: MessageID, hint: String?) throws {
        let diagnostic = try #require(UnitConversionTests.diagnostic(line), "\(line)")
        #expect(diagnostic.id == id, "\(line): \(diagnostic.message)")
        if let hint { #expect(diagnostic.hint == hint, "\(line)") }
    }

    /// Random lengths, masses and times written as compounds of two or three units, largest
    /// first: exactly the sum the test computes; and shown in a mixed target, the text reads
    /// back within the last part's rounding.
    @Test func compoundsAndMixedTargetsAgreeWithTheFactors() throws {
        let families: [[(String, Rational)]] = [
            [("mi", UnitDefinitions.mile), ("yd", UnitDefinitions.yard), ("ft", UnitDefinitions.foot), ("inch", UnitDefinitions.inch)],
            [("st", UnitDefinitions.times(Rational(14), UnitDefinitions.pound)), ("lb", UnitDefinitions.pound),
             ("oz", UnitDefinitions.over(UnitDefinitions.pound, Rational(16)))],
            [("week", Rational(604_800)), ("day", Rational(86_400)), ("h", Rational(3600)), ("min", Rational(60)), ("s", Rational(1))],
            [("km", Rational(1000)), ("m", Rational(1)), ("cm", UnitDefinitions.centimetre)],
        ]
        var generator = SplitMix64(state: 2026)
        var evaluator = Evaluator(rates: TestSupport.ecbTable)
        for _ in 0..<2000 {
            let family = families[generator.below(families.count)]
            // Two or three units, largest first.
            var picked = Array(family.indices.shuffled(using: &generator).prefix(2 + generator.below(2))).sorted()
            if picked.count > family.count { picked = Array(family.indices) }
            var written: [String] = [], expected = Rational.zero
            for index in picked {
                let amount = Rational(generator.below(30) + 1)
                written.append("\(amount.numerator) \(family[index].0)")
                expected = try expected.adding(amount.multiplied(by: family[index].1))
            }
            let target = family[picked[0]]
            let line = written.joined(separator: " ") + " in " + target.0
            let value = try #require(try evaluator.evaluate(line), "\(line)")
            #expect(value.number.exact == (try expected.divided(by: target.1)), "\(line)")
            // The same quantity in the picked units as a mixed target reads back as itself.
            let mixed = written.joined(separator: " ") + " in " + picked.map { family[$0].0 }.joined(separator: " ")
            let shown = try #require(try evaluator.evaluate(mixed), "\(mixed)")
            let text = ValueFormatting.format(shown).text
            let back = try #require(try evaluator.evaluate("\(text) in \(target.0)"), "\(text)")
            #expect(back.number.exact == value.number.exact, "\(mixed) shows \(text)")
        }
    }

    /// Mixed output of inexact remainders reads back within the shown digits.
    @Test func mixedOutputReadsBack() throws {
        var generator = SplitMix64(state: 99)
        var evaluator = Evaluator(rates: TestSupport.ecbTable)
        for _ in 0..<500 {
            let centimetres = UnitPropertyTests.decimal(&generator)
            let text = try ValueFormatting.format(#require(try evaluator.evaluate("\(centimetres) cm in ft inch"))).text
            let back = try #require(try evaluator.evaluate("\(text) in cm"), "\(text)")
            let original = try #require(try evaluator.evaluate("\(centimetres) cm"))
            let difference = try back.number.exact!.subtracting(original.number.exact!).magnitude
            // Within half a unit of the 15th significant digit of the inches shown.
            #expect(difference < TestSupport.rational("0.000000001"), "\(centimetres) cm shows \(text)")
        }
    }
}
