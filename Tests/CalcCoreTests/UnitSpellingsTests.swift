@testable import CalcCore
import Testing

/// The look-ups by the bytes of a line (`UnitSpellings`, `Resolver.knownAtom`) answer as the
/// String look-ups they stand in for, whatever the case and whatever the text; the generated
/// tables are the ones the spellings make.
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

    // The tables generated ahead of the build (`UnitSpellings+Generated.swift`, by
    // `Scripts/generate-unit-derivations.py`) are the tables `UnitSpellings` builds from the
    // catalogue's spellings and the currencies' names, byte for byte, and answer as those do.

    /// The table `UnitSpellings` reads, laid out from the spellings here: FNV-1a over the
    /// bytes (ASCII capitals folded for names), open addressing in a power of two at least
    /// four times the spellings, the first of two equal spellings kept, the names that are
    /// also a currency's marked.
    static func layout(_ spellings: [UnitCatalogue.Spelling], foldsCase: Bool, currencyNames: [String] = []) -> UnitSpellings.Layout {
        func hash(_ bytes: [UInt8]) -> Int {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(foldsCase && byte &- 0x41 < 26 ? byte | 0x20 : byte)) &* 0x100_0000_01b3 }
            return Int(truncatingIfNeeded: hash ^ (hash >> 29))
        }
        var capacity = 16
        while capacity < spellings.count * 4 { capacity *= 2 }
        var keyBytes: [UInt8] = [], entries: [[UInt16]] = [], slots = [UInt16](repeating: 0, count: capacity)
        func find(_ bytes: [UInt8]) -> (slot: Int, entry: Int?) {
            var slot = hash(bytes) & (capacity - 1)
            while slots[slot] != 0 {
                let entry = entries[Int(slots[slot]) - 1]
                if Array(keyBytes[Int(entry[0])..<Int(entry[0] + entry[1])]) == bytes { return (slot, Int(slots[slot]) - 1) }
                slot = (slot + 1) & (capacity - 1)
            }
            return (slot, nil)
        }
        for spelling in spellings {
            let bytes = Array(spelling.text.utf8)
            let (slot, found) = find(bytes)
            if found != nil { continue }
            entries.append([UInt16(keyBytes.count), UInt16(bytes.count), spelling.row, 0])
            keyBytes += bytes
            slots[slot] = UInt16(entries.count)
        }
        for name in currencyNames {
            if let entry = find(Array(name.utf8)).entry { entries[entry][3] = 1 }
        }
        return UnitSpellings.Layout(keyBytes: keyBytes, entries: entries.flatMap { $0 }, slots: slots)
    }

    @Test func theGeneratedTablesAreTheSpellingsTables() {
        #expect(UnitSpellingsTests.layout(UnitCatalogue.symbolSpellings, foldsCase: false) == UnitSpellings.symbolsLayout)
        #expect(UnitSpellingsTests.layout(UnitCatalogue.nameSpellings, foldsCase: true, currencyNames: CurrencyCatalogue.names.map(\.name))
                == UnitSpellings.namesLayout)
    }

    /// Every spelling finds its row (the first row that has it), in the case the table folds;
    /// a name is marked a currency's exactly when the currency catalogue knows it.
    @Test func everySpellingFindsItsRow() {
        let symbols = UnitSpellings(UnitSpellings.symbolsLayout, foldsCase: false)
        let names = UnitSpellings(UnitSpellings.namesLayout, foldsCase: true)
        var firstSymbol: [String: UInt16] = [:], firstName: [String: UInt16] = [:]
        for spelling in UnitCatalogue.symbolSpellings where firstSymbol[spelling.text] == nil { firstSymbol[spelling.text] = spelling.row }
        for spelling in UnitCatalogue.nameSpellings where firstName[spelling.text] == nil { firstName[spelling.text] = spelling.row }
        for (text, row) in firstSymbol {
            #expect(symbols.row(of: Array(text.utf8)[...])?.row == row, "\(text)")
        }
        for (text, row) in firstName {
            let found = names.row(of: Array(text.uppercased().utf8)[...])
            if text.utf8.allSatisfy({ $0 < 0x80 }) { #expect(found?.row == row, "\(text)") }
            let exact = names.row(of: Array(text.utf8)[...])
            #expect(exact?.row == row, "\(text)")
            #expect(exact?.isCurrencyName == (CurrencyCatalogue.codes(named: text) != nil), "\(text)")
        }
        for miss in ["kmh2", "metres2", "f", "x", "zz", "pounds2"] {
            #expect(symbols.row(of: Array(miss.utf8)[...]) == nil && names.row(of: Array(miss.utf8)[...]) == nil, "\(miss)")
        }
    }

    /// The generated symbol bytes are each row's symbol, and a row's unit alone prints it.
    @Test func everyRowPrintsItsSymbol() {
        for (index, row) in UnitCatalogue.rows.enumerated() {
            var text: [UInt8] = []
            UnitCatalogue.appendSymbol(ofRow: index, to: &text)
            #expect(String(decoding: text, as: UTF8.self) == row.symbol)
            let unit = Unit(.physical(UnitCatalogue.ID(index: UInt16(index))))
            #expect(unit.symbol == row.symbol, "\(row.symbol)")
            #expect(ValueFormatting.unitText(unit, isOne: true) == row.symbol, "\(row.symbol)")
        }
    }
}
