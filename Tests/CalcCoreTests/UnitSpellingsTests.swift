@testable import CalcCore
import Testing

/// The look-ups by the bytes of a line (`UnitSpellings`, `Resolver.knownAtom`) answer as the
/// String look-ups they stand in for, whatever the case and whatever the text.
@Suite struct UnitSpellingsTests {
    /// Every spelling of the catalogue in several cases, some near misses, and text that is not
    /// ASCII (the Kelvin sign `K` is `K` to a String).
    static let words: [String] = {
        var words: [String] = []
        for row in UnitCatalogue.rows {
            for spelling in [row.symbol] + row.symbols + row.names {
                words += [spelling, spelling.uppercased(), spelling.lowercased(), spelling.capitalized, spelling + "s", spelling + "es",
                          String(spelling.dropLast())]
            }
        }
        return words + ["\u{212A}", "\u{212A}ELVIN", "\u{212A}elvins", "°c", "ºC", "MI", "Bar", "dollars", "euros", "pound", "pounds", "", "x"]
    }()

    @Test func bytesAnswerAsStrings() {
        for word in UnitSpellingsTests.words {
            let bytes = Array(word.utf8)[...]
            #expect(UnitCatalogue.unit(bytes) == UnitCatalogue.unit(word), "\(word)")
            #expect(UnitCatalogue.unitBySymbol(bytes) == UnitCatalogue.unitBySymbol(word), "\(word)")
            // A name found by its bytes is no currency's: the resolver tries those first.
            if let id = UnitCatalogue.unitNamedOtherThanCurrency(bytes) {
                #expect(CurrencyCatalogue.codes(named: word) == nil, "\(word)")
                #expect(UnitCatalogue.unit(word) == id, "\(word)")
            }
        }
    }

    /// Each product's facts, read once, are what its terms say.
    @Test func productFactsFollowTheTerms() {
        let perLitre = Unit(terms: [UnitTerm(.currency("EUR")), UnitTerm(.physical(UnitCatalogue.unit("l")!), -1)])
        #expect(perLitre.moneyPerUnit == "EUR")
        #expect(perLitre.symbol == "EUR/l")
        #expect(ValueFormatting.unitText(perLitre, isOne: false) == "EUR/l")
        let celsius = Unit(.physical(UnitCatalogue.unit("°C")!))
        #expect(celsius.offsetScale == UnitCatalogue.unit("°C"))
        #expect(celsius.hasOffsetScale)
        #expect(ValueFormatting.unitText(Unit.day, isOne: false) == "days")
        #expect(ValueFormatting.unitText(Unit.day, isOne: true) == "day")
        let squared = Unit(terms: [UnitTerm(.physical(UnitCatalogue.unit("m")!), 2), UnitTerm(.physical(UnitCatalogue.unit("s")!), -2)])
        #expect(squared.symbol == "m²/s²")
        #expect(squared.soleUnit == nil)
        // More than three terms, or powers past Int16, are interned apart from the packed keys.
        let many = Unit(terms: ["m", "kg", "s", "K"].map { UnitTerm(.physical(UnitCatalogue.unit($0)!)) })
        #expect(many == Unit(terms: ["m", "kg", "s", "K"].map { UnitTerm(.physical(UnitCatalogue.unit($0)!)) }))
        #expect(many.symbol == "m·kg·s·K")
        let huge = Unit(terms: [UnitTerm(.physical(UnitCatalogue.unit("m")!), 40_000)])
        #expect(huge.terms == [UnitTerm(.physical(UnitCatalogue.unit("m")!), 40_000)])
        #expect(huge != Unit(terms: [UnitTerm(.physical(UnitCatalogue.unit("m")!), 40_000 - 65_536)]))
    }
}
