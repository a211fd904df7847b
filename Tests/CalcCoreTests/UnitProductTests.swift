@testable import CalcCore
import Testing

/// The units calc names by their products' numbers (`Unit.hour`, `Unit.day`, `Unit.second`)
/// are the catalogue's: a row added before them would renumber the products, and this fails.
/// And the products a run meets stay bounded (DESIGN §24): packed products are their own
/// terms, and their facts are forgotten and worked out again.
@Suite struct UnitProductTests {
    @Test func namedUnitsAreTheCatalogues() throws {
        #expect(Unit.hour == Unit(.physical(try #require(UnitCatalogue.unit("h")))))
        #expect(Unit.day == Unit(.physical(try #require(UnitCatalogue.unit("day")))))
        #expect(Unit.second == Unit(.physical(try #require(UnitCatalogue.unit("s")))))
        #expect(Unit.hour.terms == [UnitTerm(.physical(try #require(UnitCatalogue.unit("h"))))])
        #expect(Unit.second.dimension == Unit.hour.dimension && Unit.day.dimension == Unit.hour.dimension)
    }

    static func id(_ unit: Unit) -> UnitProducts.ID? {
        if case .product(let id) = unit { return id }
        return nil
    }

    /// Every row of the catalogue, with a currency of three letters, to powers at the edges of
    /// the packed form, gives back its terms in order; beyond those edges the product is kept
    /// in the table and gives them back too.
    @Test func packedProductsGiveBackTheirTerms() throws {
        let euro = UnitAtom.currency("EUR"), tether = UnitAtom.currency("USDT")
        for row in 0..<UnitCatalogue.rows.count {
            let atom = UnitAtom.physical(UnitCatalogue.ID(index: UInt16(row)))
            for power in [-32768, -2, -1, 1, 2, 3, 32767] {
                for terms in [[UnitTerm(atom, power), UnitTerm(euro, -1)], [UnitTerm(euro, 1), UnitTerm(atom, power)], [UnitTerm(atom, power)]] {
                    let unit = Unit(terms: terms)
                    #expect(unit.terms == terms, "row \(row) to \(power)")
                    #expect(unit == Unit(terms: terms))
                }
            }
        }
        let metre = UnitAtom.physical(try #require(UnitCatalogue.unit("m")))
        let second = UnitAtom.physical(try #require(UnitCatalogue.unit("s")))
        let kilogram = UnitAtom.physical(try #require(UnitCatalogue.unit("kg")))
        // Not packed: a power past 16 bits, a currency of four letters, three terms.
        for terms in [[UnitTerm(metre, 32768)], [UnitTerm(metre, -40000), UnitTerm(second, 1)], [UnitTerm(tether, 1), UnitTerm(metre, -1)],
                      [UnitTerm(kilogram, 1), UnitTerm(metre, 2), UnitTerm(second, -3)]] {
            let unit = Unit(terms: terms)
            #expect(try #require(Self.id(unit)).index != nil, "\(terms) is kept")
            #expect(unit.terms == terms)
            #expect(unit == Unit(terms: terms))
        }
        // A product the catalogue has (`km/h` spells its terms) is the catalogue's, not packed.
        let kilometre = UnitAtom.physical(try #require(UnitCatalogue.unit("km")))
        let hour = UnitAtom.physical(try #require(UnitCatalogue.unit("h")))
        #expect(try #require(Self.id(Unit(terms: [UnitTerm(kilometre), UnitTerm(hour, -1)]))).index != nil)
        #expect(try #require(Self.id(Unit(terms: [UnitTerm(metre, 3), UnitTerm(second, -7)]))).index == nil)
    }

    /// Ten thousand distinct products (`m^a·s^b`) leave at most `packedLimit` facts kept and
    /// nothing more in the session's table, and a product forgotten on the way answers as
    /// before: its symbol, dimension, factor and its conversions.
    @Test func packedProductsAreBoundedAndWorkedOutAgain() throws {
        let metre = UnitAtom.physical(try #require(UnitCatalogue.unit("m")))
        let second = UnitAtom.physical(try #require(UnitCatalogue.unit("s")))
        let kilometre = UnitAtom.physical(try #require(UnitCatalogue.unit("km")))
        let minute = UnitAtom.physical(try #require(UnitCatalogue.unit("min")))
        let early = Unit(terms: [UnitTerm(metre, 3), UnitTerm(second, -7)])
        let speed = Unit(terms: [UnitTerm(kilometre), UnitTerm(minute, -1)])
        let before = (early.symbol, early.dimension, early.physicalFactor, try Unit.physicalRatio(from: speed, to: early))
        #expect(before.0 == "m³/s^7")
        #expect(speed.symbol == "km/min")
        let kept = UnitProducts.storedCounts.kept
        for a in 1...100 {
            for b in 1...100 {
                let unit = Unit(terms: [UnitTerm(metre, a), UnitTerm(second, -b)])
                #expect(!unit.symbol.isEmpty)
            }
        }
        let counts = UnitProducts.storedCounts
        #expect(counts.packed <= UnitProducts.packedLimit)
        // (Other suites may keep a product of their own meanwhile, never thousands.)
        #expect(counts.kept < kept + 100)
        #expect(early.symbol == before.0)
        #expect(early.dimension == before.1)
        #expect(early.physicalFactor == before.2)
        #expect(try Unit.physicalRatio(from: speed, to: early) == before.3)
        #expect(speed.physicalFactor == Rational(1000, 60))
        #expect(early == Unit(terms: [UnitTerm(metre, 3), UnitTerm(second, -7)]))
    }
}
