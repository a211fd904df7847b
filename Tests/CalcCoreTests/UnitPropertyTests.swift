import CalcCore
import CalcTestSupport
import Testing

/// Quantities over generated values and units: conversions compose exactly (`X U in V`, then
/// `in W`, is `X U in W`), and what calc prints for a quantity reads back as the value shown.
@Suite struct UnitPropertyTests {
    /// An exact decimal with up to three places, of either sign.
    static func decimal(_ generator: inout SplitMix64) -> String {
        let whole = generator.below(20_000) - 10_000, places = generator.below(4)
        if places == 0 { return "\(whole)" }
        let fraction = String(generator.below(1000) + 1000).suffix(places)
        return "\(whole).\(fraction)"
    }

    /// Units that convert into each other: each group of `UnitDefinitions`, the temperatures,
    /// and fuel (reciprocal).
    static let families: [[String]] = UnitDefinitions.groups.map { $0.units.map(\.symbol) }
        + [UnitDefinitions.temperatures.map(\.definition.symbol), ["l/100km", "mpg"]]

    static func pick<T>(_ items: [T], _ generator: inout SplitMix64) -> T { items[generator.below(items.count)] }

    @Test func conversionsCompose() throws {
        var generator = SplitMix64(state: 131)
        for _ in 0..<400 {
            let family = UnitPropertyTests.pick(UnitPropertyTests.families, &generator)
            let u = UnitPropertyTests.pick(family, &generator), v = UnitPropertyTests.pick(family, &generator)
            let w = UnitPropertyTests.pick(family, &generator)
            var x = UnitPropertyTests.decimal(&generator)
            // Fuel of zero has no reciprocal.
            if family.contains("mpg") && x.allSatisfy({ "-0.".contains($0) }) { x = "1" }
            // No temperature is below absolute zero (an error, tested apart): above it here.
            if family.contains("K") { x = String(x.drop { $0 == "-" }) }
            var stepwise = Evaluator(rates: TestSupport.ecbTable)
            _ = try stepwise.evaluate("\(x) \(u) in \(v)")
            let twice = try #require(try stepwise.evaluate("in \(w)"), "\(x) \(u) in \(v), in \(w)")
            var direct = Evaluator(rates: TestSupport.ecbTable)
            let once = try #require(try direct.evaluate("\(x) \(u) in \(w)"))
            #expect(twice.number.exact != nil, "\(x) \(u) in \(v) in \(w) is not exact")
            #expect(twice.number == once.number, "\(x) \(u) in \(v) in \(w)")
            #expect(twice.unit == once.unit)
        }
    }

    /// Money per unit composes too: the rates of one table are consistent through its base.
    @Test func pricesPerUnitCompose() throws {
        var generator = SplitMix64(state: 132)
        let currencies = ["EUR", "USD", "JPY", "GBP", "CHF", "CAD"]
        let volumes = UnitDefinitions.groups.first { $0.name == "volume" }!.units.map(\.symbol)
        for _ in 0..<200 {
            let x = UnitPropertyTests.decimal(&generator)
            let (a, b, c) = (UnitPropertyTests.pick(currencies, &generator), UnitPropertyTests.pick(currencies, &generator),
                             UnitPropertyTests.pick(currencies, &generator))
            let (u, v, w) = (UnitPropertyTests.pick(volumes, &generator), UnitPropertyTests.pick(volumes, &generator),
                             UnitPropertyTests.pick(volumes, &generator))
            var stepwise = Evaluator(rates: TestSupport.ecbTable)
            _ = try stepwise.evaluate("\(x) \(a)/\(u) in \(b)/\(v)")
            let twice = try #require(try stepwise.evaluate("in \(c)/\(w)"))
            var direct = Evaluator(rates: TestSupport.ecbTable)
            let once = try #require(try direct.evaluate("\(x) \(a)/\(u) in \(c)/\(w)"))
            #expect(twice.number == once.number, "\(x) \(a)/\(u) in \(b)/\(v) in \(c)/\(w)")
        }
    }

    /// A line that makes a quantity: a literal, a conversion, a product or quotient of two
    /// literals, or a power.
    static func quantityLine(_ generator: inout SplitMix64) -> String {
        let physical = UnitDefinitions.groups.flatMap(\.units).map(\.symbol)
        let any = physical + ["mpg", "°C", "°F", "K", "EUR/l", "USD/gal", "JPY/kg", "KWD/h", "GBP/km"]
        let x = decimal(&generator), y = decimal(&generator)
        let family = pick(families, &generator)
        // `l/100km` in a product or a power: `fuelInAProductReadsBack`.
        switch generator.below(6) {
        case 0: return "\(x) \(pick(any + ["l/100km"], &generator))"
        case 1: return "\(x) \(pick(family, &generator)) in \(pick(family, &generator))"
        case 2: return "\(x) \(pick(physical, &generator)) * \(y) \(pick(physical, &generator))"
        case 3: return "\(x) \(pick(any, &generator)) / (\(y == "0" ? "1" : y) \(pick(physical, &generator)))"
        case 4: return "(\(x) \(pick(physical, &generator)))^\(generator.below(4) + 2)"
        default: return "\(x) \(pick(["EUR/l", "USD/gal", "JPY/kg", "CHF/h", "KWD/l"], &generator)) * \(y) \(pick(physical, &generator))"
        }
    }

    @Test func quantitiesReadBack() throws {
        var generator = SplitMix64(state: 133)
        var checked = 0
        for _ in 0..<600 {
            let line = UnitPropertyTests.quantityLine(&generator)
            var evaluator = Evaluator(rates: TestSupport.ecbTable)
            // Lines whose units do not fit (a temperature in a product) are errors: skipped.
            guard let value = try? evaluator.evaluate(line), !value.unit.isNone else { continue }
            let (text, shownExactly) = ValueFormatting.format(value)
            var reader = Evaluator(rates: TestSupport.ecbTable)
            let reread = try #require(try? reader.evaluate(text), "\(line) prints \(text), which does not read back")
            #expect(ValueFormatting.format(reread).text == text, "\(line) prints \(text)")
            // The same unit, its atoms perhaps in another order (`g/m·s` prints `g·s/m`).
            #expect(reread.unit.symbol == value.unit.symbol && reread.unit.dimension == value.unit.dimension, "\(line) prints \(text)")
            if shownExactly { #expect(reread.number == value.number, "\(line) prints \(text)") }
            checked += 1
        }
        #expect(checked > 300)
    }

    /// The fuel unit's symbol holds a `/` and a number: to a power or beside other atoms it
    /// would print as text that reads as another unit (`49 l/100km²`, which is 0.49 l/km²), so
    /// there it is litres per kilometre.
    @Test(arguments: [("(7 l/100km)^2", "0.0049 l²/km²"), ("7 l/100km * 2 m²", "0.00000014 l·km"),
                      ("3 l/100km / (2 km)", "0.015 l/km²"), ("2 * 7 l/100km", "14 l/100km")])
    func fuelInAProductReadsBack(line: String, printed: String) throws {
        var evaluator = Evaluator(rates: TestSupport.ecbTable)
        let value = try #require(try evaluator.evaluate(line))
        let text = ValueFormatting.format(value).text
        #expect(text == printed)
        var reader = Evaluator(rates: TestSupport.ecbTable)
        let reread = try #require(try reader.evaluate(text))
        #expect(ValueFormatting.format(reread).text == text, "\(line) prints \(text)")
    }
}
