import Synchronization

/// Every product of units made so far, each once with what is computed from its terms (its
/// dimension, factor, printed symbol), so that a `Unit` is an index: the few a session meets
/// (`EUR/l`, `km/h`), shared by all evaluators under a lock.
///
/// A unit line asks these facts several times (the rules, the conversion, the output): each
/// is read here without copying the terms or building the symbol again (otherwise the symbol
/// would be built as Strings at every output, and the product copied out with its terms at
/// every question).
public enum UnitProducts {
    public struct ID: Hashable, Sendable {
        let index: UInt32
    }

    /// What the rules and the formatter ask of a unit, without references (read under the
    /// lock at no cost in reference counting).
    struct Facts: Sendable {
        /// The currency of a price per unit: the only currency, to the first power, beside other atoms.
        let moneyPerUnit: CurrencyCode?
        /// The first currency among the atoms, whatever its power.
        let firstCurrency: CurrencyCode?
        /// The catalogue unit the product is, alone to the first power (`day`, `°C`).
        let soleUnit: UnitCatalogue.ID?
        /// The offset scale (°C, °F) the unit is, alone to the first power.
        let offsetScale: UnitCatalogue.ID?
        let hasOffsetScale: Bool
        let termCount: UInt8
        /// A time from the day up alone (`day`, `week`, `month`, `year`), printed as a word,
        /// plural unless the number is 1.
        let isWordUnit: Bool
        /// The factor is beyond the limits of exact numbers: the unit is refused.
        let factorOverflows: Bool
    }

    /// A product's terms and what is computed from them once.
    private struct Product: Sendable {
        let terms: [UnitTerm]
        let facts: Facts
        /// Apart from `facts`: a dimension is 32 bytes, and most questions are not about it.
        let dimension: Dimension
        let physicalFactor: Rational
        /// `Unit.symbol` in UTF-8, appended to the output as it is; empty for a unit alone to
        /// the first power, which prints its row's symbol (`appendSymbol`).
        let symbol: [UInt8]
    }

    /// Up to three terms packed into integers, the key of nearly every product: a unit line
    /// interns one or two products, and an array of enums as a key is hashed element by element.
    private struct PackedTerms: Equatable {
        var first: UInt64 = 0, second: UInt64 = 0, third: UInt64 = 0

        init?(_ terms: some RandomAccessCollection<UnitTerm>) {
            guard terms.count <= 3 else { return nil }
            for (position, term) in terms.enumerated() {
                guard let power = Int16(exactly: term.power) else { return nil }
                let atom: UInt64 = switch term.atom {
                case .currency(let code): 1 << 48 | UInt64(code.packed)
                case .physical(let id): 2 << 48 | UInt64(id.index)
                }
                let packed = atom << 16 | UInt64(UInt16(bitPattern: power))
                switch position {
                case 0: first = packed
                case 1: second = packed
                default: third = packed
                }
            }
        }

        var hash: Int {
            let mixed = (first &* 0x9E37_79B9_7F4A_7C15 ^ second) &* 0xBF58_476D_1CE4_E5B9 ^ third
            return Int(truncatingIfNeeded: (mixed &* 0x94D0_49BB_1331_11EB) >> 32)
        }
    }

    private struct Table {
        var products: [Product] = []
        /// Each product's packed key, nil for the others.
        var packedKeys: [PackedTerms?] = []
        /// Open addressing over `packedKeys`: 0 empty, else a product's index plus one.
        var slots = [UInt32](repeating: 0, count: 64)
        /// Products of more than three terms or powers past Int16.
        var others: [[UnitTerm]: UInt32] = [:]

        func index(of key: PackedTerms) -> (found: UInt32?, slot: Int) {
            let mask = slots.count - 1
            var slot = key.hash & mask
            while slots[slot] != 0 {
                let index = slots[slot] - 1
                if packedKeys[Int(index)] == key { return (index, slot) }
                slot = (slot + 1) & mask
            }
            return (nil, slot)
        }

        /// The index of the product of `terms`, made when new.
        mutating func intern(_ terms: [UnitTerm]) -> UInt32 {
            let key = PackedTerms(terms)
            if let key, let index = index(of: key).found { return index }
            if key == nil, let index = others[terms] { return index }
            let index = UInt32(products.count)
            if let key { insert(key, at: index) } else { others[terms] = index }
            products.append(product(of: terms))
            packedKeys.append(key)
            return index
        }

        mutating func insert(_ key: PackedTerms, at index: UInt32) {
            if (products.count + 1) * 2 > slots.count {
                slots = [UInt32](repeating: 0, count: slots.count * 2)
                for (index, key) in packedKeys.enumerated() {
                    if let key { slots[self.index(of: key).slot] = UInt32(index) + 1 }
                }
            }
            slots[self.index(of: key).slot] = index + 1
        }
    }

    /// The catalogue's units (each row as it expands: `km`, `km/h`, `cm³`), made first.
    private static let catalogueTable: Table = {
        var table = Table()
        // Sized once: grown by appends, the arrays were copied several times.
        let count = UnitCatalogue.expansionTerms.count
        table.products.reserveCapacity(count)
        table.packedKeys.reserveCapacity(count)
        var slots = 64
        while slots < 2 * (count + 1) { slots *= 2 }
        table.slots = [UInt32](repeating: 0, count: slots)
        for terms in UnitCatalogue.expansionTerms { _ = table.intern(terms) }
        return table
    }()

    /// The catalogue's products, at the first indices, read without the lock: a unit line
    /// asks about ten questions of its units, and the lock would be taken for each.
    /// Their facts apart, without references: a `Product` read whole is three retains.
    private static let catalogue: [Product] = catalogueTable.products
    private static let catalogueFacts: [Facts] = catalogueTable.products.map(\.facts)
    private static let catalogueDimensions: [Dimension] = catalogueTable.products.map(\.dimension)

    /// Every product: the catalogue's, then those made since (`EUR/l`, `kW·h`).
    private static let table = Mutex<Table>(catalogueTable)

    static func id(of terms: [UnitTerm]) -> ID {
        ID(index: table.withLock { $0.intern(terms) })
    }

    /// The product of terms collected inline, found by its packed key without an array.
    static func id(of terms: UnitTermList) -> ID {
        let key = PackedTerms(terms)
        return ID(index: table.withLock { table in
            if let key, let index = table.index(of: key).found { return index }
            return table.intern(Array(terms))
        })
    }

    /// `body` with the product `id`, from the catalogue's without the lock.
    @inline(__always)
    private static func read<Result>(_ id: ID, _ body: (borrowing Product) -> Result) -> Result {
        let index = Int(id.index)
        if index < catalogue.count { return body(catalogue[index]) }
        return table.withLock { body($0.products[index]) }
    }

    static func dimension(of id: ID) -> Dimension {
        let index = Int(id.index)
        if index < catalogueDimensions.count { return catalogueDimensions[index] }
        return table.withLock { $0.products[index].dimension }
    }

    static func facts(of id: ID) -> Facts {
        let index = Int(id.index)
        if index < catalogueFacts.count { return catalogueFacts[index] }
        return table.withLock { $0.products[index].facts }
    }

    static func terms(of id: ID) -> [UnitTerm] { read(id) { $0.terms } }

    static func physicalFactor(of id: ID) -> Rational { read(id) { $0.physicalFactor } }

    /// The factor from one product into another (`km` into `mi`: 1000/1609.344), each pair
    /// divided once: a unit line looks the factor up rather than dividing fractions again.
    static func ratio(_ from: ID, _ to: ID) throws(ArithmeticError) -> Rational {
        // The pair plus one, so that no key is 0 (an empty slot).
        let key = (UInt64(from.index) << 32 | UInt64(to.index)) &+ 1
        if let known = ratios.withLock({ $0.value(for: key) }) { return known }
        let ratio = try physicalFactor(of: from).divided(by: physicalFactor(of: to))
        ratios.withLock { $0.insert(ratio, for: key) }
        return ratio
    }

    /// The ratios by pair, open addressing (a Dictionary's SipHash cost as much as the
    /// division it saved).
    private struct Ratios {
        var keys = [UInt64](repeating: 0, count: 64)
        var values = [Rational](repeating: .one, count: 64)
        var count = 0

        func slot(of key: UInt64) -> Int {
            let mask = keys.count - 1
            var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
            while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & mask }
            return slot
        }

        func value(for key: UInt64) -> Rational? {
            let slot = slot(of: key)
            return keys[slot] == key ? values[slot] : nil
        }

        mutating func insert(_ value: Rational, for key: UInt64) {
            if (count + 1) * 2 > keys.count {
                let (oldKeys, oldValues) = (keys, values)
                keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
                values = [Rational](repeating: .one, count: oldKeys.count * 2)
                for (index, old) in oldKeys.enumerated() where old != 0 {
                    let slot = slot(of: old)
                    keys[slot] = old
                    values[slot] = oldValues[index]
                }
            }
            let slot = slot(of: key)
            if keys[slot] == 0 { count += 1 }
            keys[slot] = key
            values[slot] = value
        }
    }

    private static let ratios = Mutex(Ratios())

    /// The product's printed symbol in UTF-8, appended to `text`: a unit alone to the first
    /// power prints its row's symbol, from the catalogue's generated bytes (no array is made
    /// for each of the catalogue's products at the first unit line).
    static func appendSymbol(of id: ID, to text: inout [UInt8]) {
        if let sole = facts(of: id).soleUnit { return UnitCatalogue.appendSymbol(ofRow: Int(sole.index), to: &text) }
        read(id) { text.append(contentsOf: $0.symbol) }
    }

    /// The product's printed symbol.
    static func symbol(of id: ID) -> String {
        var text: [UInt8] = []
        appendSymbol(of: id, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    private static func product(of terms: [UnitTerm]) -> Product {
        let dimension = terms.reduce(Dimension.none) { $0 * $1.atom.dimension.power($1.power) }
        var moneyPerUnit: CurrencyCode?, firstCurrency: CurrencyCode?, currencies = 0, currencyPowerIsOne = true
        var hasOffsetScale = false
        for term in terms {
            switch term.atom {
            case .currency(let code):
                if firstCurrency == nil { firstCurrency = code }
                currencies += 1
                if term.power != 1 { currencyPowerIsOne = false }
            case .physical(let id):
                if UnitCatalogue.offset(of: id) != nil { hasOffsetScale = true }
            }
        }
        if currencies == 1 && currencyPowerIsOne { moneyPerUnit = firstCurrency }
        var soleUnit: UnitCatalogue.ID?, offsetScale: UnitCatalogue.ID?, isWordUnit = false
        if terms.count == 1, terms[0].power == 1, case .physical(let id) = terms[0].atom {
            soleUnit = id
            if UnitCatalogue.offset(of: id) != nil { offsetScale = id }
            isWordUnit = UnitCatalogue.printsAsWord(row: Int(id.index))
        }
        let exactFactor = Unit.exactPhysicalFactor(of: terms)
        let facts = Facts(moneyPerUnit: moneyPerUnit, firstCurrency: firstCurrency, soleUnit: soleUnit, offsetScale: offsetScale,
                          hasOffsetScale: hasOffsetScale, termCount: UInt8(clamping: terms.count), isWordUnit: isWordUnit,
                          factorOverflows: exactFactor == nil)
        return Product(terms: terms, facts: facts, dimension: dimension, physicalFactor: exactFactor ?? Rational(1),
                       symbol: soleUnit == nil ? Array(Unit.symbol(of: terms).utf8) : [])
    }
}
