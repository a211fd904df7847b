import CalcCore
import Testing

/// The units calc names by their products' numbers (`Unit.hour`, `Unit.day`, `Unit.second`)
/// are the catalogue's: a row added before them would renumber the products, and this fails.
@Suite struct UnitProductTests {
    @Test func namedUnitsAreTheCatalogues() throws {
        #expect(Unit.hour == Unit(.physical(try #require(UnitCatalogue.unit("h")))))
        #expect(Unit.day == Unit(.physical(try #require(UnitCatalogue.unit("day")))))
        #expect(Unit.second == Unit(.physical(try #require(UnitCatalogue.unit("s")))))
        #expect(Unit.hour.terms == [UnitTerm(.physical(try #require(UnitCatalogue.unit("h"))))])
        #expect(Unit.second.dimension == Unit.hour.dimension && Unit.day.dimension == Unit.hour.dimension)
    }
}
