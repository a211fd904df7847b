@testable import CalcCore
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
        #expect(factor == UnitCatalogue.factors[index], "\(row.symbol)")
        #expect(!row.source.document.isEmpty)
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
}
