import CalcCore
import Foundation
import Testing

/// The unit catalogue against the legal definitions (`UnitDefinitions`, computed in the
/// tests) and the spelling rules of DESIGN §13: symbols exactly as written, names in any
/// case, singular or plural, no spelling that means two units.
@Suite struct UnitCatalogueTests {
    static func index(of symbol: String) -> Int? {
        UnitCatalogue.rows.firstIndex { $0.symbol == symbol }
    }

    @Test(arguments: UnitDefinitions.rows)
    func factorIsTheLegalDefinition(_ unit: UnitDefinitions.Definition) throws {
        let index = try #require(UnitCatalogueTests.index(of: unit.symbol), "no row prints as \(unit.symbol)")
        #expect(UnitCatalogue.factors[index] == unit.factor, "\(unit.symbol)")
        #expect(UnitCatalogue.rows[index].dimension == unit.dimension, "\(unit.symbol)")
    }

    /// A row without a definition here would go unchecked.
    @Test func everyRowHasADefinition() {
        let defined = Set(UnitDefinitions.rows.map(\.symbol))
        for row in UnitCatalogue.rows {
            #expect(defined.contains(row.symbol), "\(row.symbol) has no definition in UnitDefinitions")
        }
        #expect(UnitDefinitions.rows.count == UnitCatalogue.rows.count)
    }

    /// The numbers DESIGN §13 quotes.
    @Test func quotedDefinitions() {
        #expect(UnitDefinitions.mile == UnitDefinitions.decimal("1609.344"))
        #expect(UnitDefinitions.usGallon == UnitDefinitions.decimal("0.003785411784"))
        #expect(UnitDefinitions.times(Rational(550), UnitDefinitions.foot, UnitDefinitions.poundForce) == UnitDefinitions.decimal("745.69987158227022"))
        #expect(UnitDefinitions.times(Rational(4840), UnitDefinitions.yard, UnitDefinitions.yard) == UnitDefinitions.decimal("4046.8564224"))
    }

    @Test(arguments: UnitCatalogue.rows.indices)
    func everySpellingResolvesToItsRow(_ index: Int) {
        let row = UnitCatalogue.rows[index]
        for symbol in [row.symbol] + row.symbols {
            #expect(UnitCatalogue.unit(symbol)?.index == UInt16(index), "\(symbol)")
            #expect(UnitCatalogue.unitBySymbol(symbol)?.index == UInt16(index), "\(symbol)")
        }
        for name in row.names {
            var spellings = [name, name.uppercased(), name.capitalized]
            if let plural = UnitCatalogueTests.plural(name) { spellings += [plural, plural.uppercased(), plural.capitalized] }
            for spelling in spellings {
                #expect(UnitCatalogue.unit(spelling)?.index == UInt16(index), "\(spelling) for \(row.symbol)")
            }
        }
    }

    /// The English plural, or nil for a word that is a plural already or has none in use.
    static func plural(_ name: String) -> String? {
        if ["feet", "inches", "celsius", "fahrenheit"].contains(name) { return nil }
        if name == "foot" { return "feet" }
        if name.hasSuffix("s") || name.hasSuffix("ch") || name.hasSuffix("sh") || name.hasSuffix("x") { return name + "es" }
        return name + "s"
    }

    /// Symbols are case-sensitive: a symbol in another case is another row's symbol, a name of
    /// its own row (`CUP` is still the cup to the catalogue; the resolver takes the peso
    /// first), or nothing.
    @Test func symbolsAreCaseSensitive() {
        let symbols = Set(UnitCatalogue.rows.flatMap { [$0.symbol] + $0.symbols })
        for (index, row) in UnitCatalogue.rows.enumerated() {
            for symbol in [row.symbol] + row.symbols {
                for variant in [symbol.uppercased(), symbol.lowercased(), symbol.capitalized] where variant != symbol && !symbols.contains(variant) {
                    let isOwnName = row.names.contains { $0.lowercased() == variant.lowercased() || UnitCatalogueTests.plural($0) == variant.lowercased() }
                    let found = UnitCatalogue.unit(variant)
                    #expect(found == nil || (isOwnName && found?.index == UInt16(index)), "\(variant) (of \(symbol)) reads as \(found.map { UnitCatalogue[$0].symbol } ?? "-")")
                }
            }
        }
        #expect(UnitCatalogue.unit("KM") == nil)
        // Data sizes all in lower case are bytes (DESIGN §19); `Mb` with a capital is bits.
        #expect(UnitCatalogue.unit("mb").map { UnitCatalogue[$0].symbol } == "MB")
        #expect(UnitCatalogue.unit("Mb").map { UnitCatalogue[$0].symbol } == "Mbit")
        #expect(UnitCatalogue.unit("k") == nil)
        #expect(UnitCatalogue.unit("M")?.index != UnitCatalogue.unit("m")?.index)
    }

    /// Each spelling (a symbol exactly, a name and its plural in lower case) belongs to one
    /// row, and no symbol is a currency code as written.
    @Test func noSpellingMeansTwoUnits() {
        var symbolRow: [String: Int] = [:], nameRow: [String: Int] = [:]
        for (index, row) in UnitCatalogue.rows.enumerated() {
            for symbol in [row.symbol] + row.symbols {
                #expect(symbolRow.updateValue(index, forKey: symbol) == nil, "symbol \(symbol) twice")
                #expect(!CurrencyCatalogue.isCode(symbol), "\(symbol) is a currency code")
            }
            for name in row.names {
                for spelling in [name.lowercased()] + (UnitCatalogueTests.plural(name).map { [$0] } ?? []) {
                    if let other = nameRow[spelling] { #expect(other == index, "name \(spelling) of two rows") }
                    nameRow[spelling] = index
                }
            }
        }
        for (name, index) in nameRow {
            if let other = symbolRow[name] { #expect(other == index, "\(name) is a name of \(UnitCatalogue.rows[index].symbol) and the symbol of \(UnitCatalogue.rows[other].symbol)") }
        }
    }

    /// Through the evaluator (the resolver's order of words): each symbol and name after a
    /// number is its unit, printed as the row's first spelling (`CUP`, a currency code, is
    /// the peso: UnitConversionTests).
    @Test(arguments: UnitCatalogue.rows.indices)
    func everySpellingReadsAsItsUnit(_ index: Int) throws {
        let row = UnitCatalogue.rows[index]
        let upper = row.names.map { $0.uppercased() }.filter { !CurrencyCatalogue.isCode($0) }
        for spelling in [row.symbol] + row.symbols + row.names + upper {
            #expect(try TestSupport.evaluate("1 \(spelling)") == "1 \(row.symbol)", "1 \(spelling)")
        }
    }
}
