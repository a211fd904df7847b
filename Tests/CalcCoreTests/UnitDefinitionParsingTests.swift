@testable import CalcCore
import Foundation
import Testing

/// Every row of the catalogue parses, as fend's `test_all_units` does: its definition names
/// only rows that exist, never itself or a circle of rows, has the row's dimension, and a
/// source; its factor is what the independent definitions of `UnitDefinitions` say.
@Suite struct UnitDefinitionParsingTests {
    @Test(arguments: UnitCatalogue.rows.indices)
    func everyRowParses(_ index: Int) throws {
        let row = UnitCatalogue.rows[index]
        var known = [Rational?](repeating: nil, count: UnitCatalogue.rows.count)
        let (factor, dimension) = try UnitCatalogue.definition(of: index, known: &known, visiting: [])
        #expect(factor.signum > 0, "\(row.symbol): \(row.factor)")
        // A definition that names units has the row's dimension; one of numbers alone is in
        // the dimension's base unit.
        if let dimension { #expect(dimension == row.dimension, "\(row.symbol) = \(row.factor) is \(dimension.name), not \(row.dimension.name)") }
        #expect(factor == UnitCatalogue.factors[index], "\(row.symbol): run Scripts/generate-unit-derivations.py")
        #expect(try UnitCatalogue.derivedOffset(ofRow: index) == UnitCatalogue.offset(ofRow: index), "\(row.symbol)")
        let zero = try UnitCatalogue.derivedOffset(ofRow: index).map { try (-$0).divided(by: factor) }
        #expect(zero == UnitCatalogue.absoluteZero(ofRow: index), "\(row.symbol)")
        let spelled = UnitCatalogue.derivedSpelledDefinition(ofRow: index), generated = UnitCatalogue.spelledDefinition(ofRow: index)
        #expect(spelled?.terms == generated?.terms && spelled?.scale == generated?.scale,
                "\(row.symbol): run Scripts/generate-unit-derivations.py")
        #expect(!row.source.document.isEmpty)
    }

    /// The generated file is what the script writes from today's rows.
    @Test func generatedDerivationsAreCurrent() throws {
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        script.arguments = ["python3", "Scripts/generate-unit-derivations.py", "--check"]
        script.currentDirectoryURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        try script.run()
        script.waitUntilExit()
        #expect(script.terminationStatus == 0, "run Scripts/generate-unit-derivations.py")
    }

    @Test func definitionsRefuseWhatTheyCannotRead() {
        #expect(throws: UnitCatalogue.Definition.Failure.malformed("m /")) { try UnitCatalogue.Definition.parse("m /") }
        #expect(throws: UnitCatalogue.Definition.Failure.malformed("m^0")) { try UnitCatalogue.Definition.parse("m^0") }
        let parsed = try? UnitCatalogue.Definition.parse("kg m^2 / s^2 / 4")
        #expect(parsed?.units.map(\.symbol) == ["kg", "m", "s"])
        #expect(parsed?.units.map(\.power) == [1, 2, -2])
        #expect(parsed?.numbers == Rational(Int64(1), over: Int64(4)))
    }

    /// Definitions in terms of other rows, as the law writes them.
    @Test func definitionsNameOtherRows() {
        let written = Dictionary(uniqueKeysWithValues: UnitCatalogue.rows.map { ($0.symbol, $0.factor) })
        #expect(written["furlong"] == "220 yd")
        #expect(written["gal"] == "231 inch^3")
        #expect(written["l/100km"] == "l / 100 km")
        #expect(written["psi"] == "lb 9.80665 m / s^2 / inch^2")
    }

    /// A row spelled as its own definition is that definition (DESIGN §6, §19): `km/h` and
    /// `cm³` are their terms, and `l/100km` (litres per 100 km) is an ordinary unit whose
    /// hundredth its terms carry beside another unit. No other row is read as its parts.
    @Test func rowsSpelledAsTheirDefinitions() throws {
        let spelled = UnitCatalogue.rows.indices.filter { UnitCatalogue.spelledDefinition(ofRow: $0) != nil }.map { UnitCatalogue.rows[$0].symbol }
        #expect(spelled == ["cm³", "km/h", "kbit/s", "Mbit/s", "Gbit/s", "Tbit/s", "l/100km"])
        let fuel = try #require(UnitCatalogue.unitBySymbol("l/100km"))
        let definition = try #require(UnitCatalogue.spelledDefinition(ofRow: Int(fuel.index)))
        #expect(definition.terms.map(\.atom.symbol) == ["l", "km"])
        #expect(definition.terms.map(\.power) == [1, -1])
        #expect(definition.scale == Rational(Int64(1), over: Int64(100)))
        // `Wh` is not `W h` read together: it stays a unit of its own.
        #expect(UnitCatalogue.spelledDefinition(ofRow: Int(UnitCatalogue.unitBySymbol("Wh")!.index)) == nil)
    }

    /// The fuel unit as written and as an ordinary unit among others.
    @Test(arguments: [
        ("7 l/100km", "7 l/100km"), ("7 L/100km", "7 l/100km"), ("7 l/100 km", "7 l/100km"), ("7 L/100 km", "7 l/100km"),
        // Spaced around `/`, it is litres divided by the quantity 100 km: the same value.
        ("7 l / 100 km", "0.07 l/km"), ("7 l / 100 km in l/100km", "7 l/100km"),
        ("7 l/100km * 100 km", "7 l"), ("7 l/100km * 250 km * 1.85 EUR/l", "32.38 EUR"),
        ("(7 l/100km)^2", "0.0049 l²/km²"), ("7 l/100km + 0.01 l/km", "8 l/100km"), ("7 l/100km in l/km", "0.07 l/km"),
        ("7 l/100km in mpg", "33.6020833333333 mpg"), ("2 * 7 l/100km", "14 l/100km"),
        // No other denominator takes a number, written together or not.
        ("5 EUR/100km", "0.05 EUR/km"), ("100 km/2 h", "50 km/h"),
    ])
    func fuelIsAnOrdinaryUnit(_ line: String, _ shown: String) throws {
        #expect(try UnitConversionTests.shown(line) == shown, "\(line)")
    }
}
