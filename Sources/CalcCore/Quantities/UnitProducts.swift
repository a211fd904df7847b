import Synchronization

/// Every product of units a line makes, with what is computed from its terms (its dimension,
/// factor, printed symbol), so that a `Unit` is a plain number: the catalogue's products (and
/// the rare product too large to pack) by their index in a table kept for the session, every
/// other product of one or two terms packed into the number itself.
///
/// A unit line asks these facts several times (the rules, the conversion, the output): each
/// is read here without copying the terms or building the symbol again (otherwise the symbol
/// would be built as Strings at every output, and the product copied out with its terms at
/// every question).
///
/// A packed product's facts are kept in a bounded memo (`packedLimit`), forgotten all at once
/// when it is full and worked out again from the number when asked: a batch of a million
/// distinct products (`1 m^a * s^b`) keeps at most that many, where a table of every product
/// met grew by a third of a kilobyte a line. A packed number is the product's terms
/// themselves, so nothing that holds a `Unit` can outlive what it means.
public enum UnitProducts {
    public struct ID: Hashable, Sendable {
        /// A kept product: its index in the upper 32 bits, the lower 32 zero. A packed one:
        /// one or two terms of 32 bits each, the first in the lower half (`packedTerm`); a
        /// term's power is never 0, so the lowest 16 bits tell the two apart.
        let raw: UInt64

        init(index: UInt32) { raw = UInt64(index) << 32 }

        fileprivate init(raw: UInt64) { self.raw = raw }

        /// The index of a kept product, nil for a packed one.
        var index: Int? { raw & 0xFFFF == 0 ? Int(truncatingIfNeeded: raw >> 32) : nil }
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

        /// The index of the product of `terms`, nil when it is not in the table.
        func index(of terms: [UnitTerm]) -> UInt32? {
            guard let key = PackedTerms(terms) else { return others[terms] }
            return index(of: key).found
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

    /// The kept products: the catalogue's, then those that do not pack (three terms or more,
    /// a power beyond ±32,767, a currency of four or five letters), kept for the session.
    private static let table = Mutex<Table>(catalogueTable)

    /// The packed products' facts, bounded.
    private static let memo = Mutex(Memo())

    static func id(of terms: [UnitTerm]) -> ID {
        if let index = catalogueTable.index(of: terms) { return ID(index: index) }
        if let packed = packed(terms) { return packed }
        return ID(index: table.withLock { $0.intern(terms) })
    }

    /// The product of terms collected inline, found without an array unless it is kept.
    static func id(of terms: UnitTermList) -> ID {
        if let key = PackedTerms(terms), let index = catalogueTable.index(of: key).found { return ID(index: index) }
        if let packed = packed(terms) { return packed }
        return id(of: Array(terms))
    }

    // MARK: Packed products

    /// One or two terms as a packed ID; nil for a product that does not pack.
    private static func packed(_ terms: some RandomAccessCollection<UnitTerm>) -> ID? {
        guard !terms.isEmpty, terms.count <= 2 else { return nil }
        var raw: UInt64 = 0, shift: UInt64 = 0
        for term in terms {
            guard let bits = packedTerm(term) else { return nil }
            raw |= UInt64(bits) << shift
            shift += 32
        }
        return ID(raw: raw)
    }

    /// A term in 32 bits: its atom in the upper 16 (a physical row's index below 2^15, or a
    /// currency of three letters, 15 bits, with bit 15 set), its power in the lower 16.
    private static func packedTerm(_ term: UnitTerm) -> UInt32? {
        guard let power = Int16(exactly: term.power), power != 0 else { return nil }
        let atom: UInt32
        switch term.atom {
        case .physical(let id):
            guard id.index < 0x8000 else { return nil }
            atom = UInt32(id.index)
        case .currency(let code):
            guard let letters = code.threeLetters else { return nil }
            atom = 0x8000 | letters
        }
        return atom << 16 | UInt32(UInt16(bitPattern: power))
    }

    private static func unpackedTerm(_ bits: UInt32) -> UnitTerm {
        let atom = bits >> 16
        let power = Int(Int16(bitPattern: UInt16(truncatingIfNeeded: bits)))
        if atom & 0x8000 == 0 { return UnitTerm(.physical(UnitCatalogue.ID(index: UInt16(atom))), power) }
        return UnitTerm(.currency(CurrencyCode(threeLetters: atom & 0x7FFF)), power)
    }

    /// The terms of a packed ID.
    private static func unpacked(_ raw: UInt64) -> [UnitTerm] {
        let second = UInt32(truncatingIfNeeded: raw >> 32)
        let first = unpackedTerm(UInt32(truncatingIfNeeded: raw))
        return second == 0 ? [first] : [first, unpackedTerm(second)]
    }

    /// The packed products met lately, each with its facts: open addressing over their IDs,
    /// emptied whole when `packedLimit` products are kept (a packed ID is its own terms, so a
    /// product forgotten is only worked out again).
    private struct Memo {
        /// 0 empty, else a product's index plus one.
        private var slots = [UInt32](repeating: 0, count: 64)
        private var keys: [UInt64] = []
        private(set) var products: [Product] = []

        var count: Int { products.count }

        private func slot(of key: UInt64) -> (found: Int?, slot: Int) {
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
            while slots[slot] != 0 {
                let index = Int(slots[slot] - 1)
                if keys[index] == key { return (index, slot) }
                slot = (slot + 1) & mask
            }
            return (nil, slot)
        }

        /// The index in `products` of `key`'s product, worked out when it is not kept.
        mutating func index(of key: UInt64) -> Int {
            var (found, slot) = slot(of: key)
            if let found { return found }
            if products.count == UnitProducts.packedLimit {
                keys.removeAll(keepingCapacity: true)
                products.removeAll(keepingCapacity: true)
                slots = [UInt32](repeating: 0, count: slots.count)
                slot = self.slot(of: key).slot
            } else if (products.count + 1) * 2 > slots.count {
                slots = [UInt32](repeating: 0, count: slots.count * 2)
                for (index, key) in keys.enumerated() { slots[self.slot(of: key).slot] = UInt32(index + 1) }
                slot = self.slot(of: key).slot
            }
            slots[slot] = UInt32(products.count + 1)
            keys.append(key)
            products.append(UnitProducts.product(of: UnitProducts.unpacked(key)))
            return products.count - 1
        }
    }

    /// The most packed products whose facts are kept: far more than a session or a sheet
    /// uses (a product forgotten costs one line its facts again), far fewer than would weigh
    /// (a few hundred bytes each).
    public static let packedLimit = 4096

    /// How many packed products the memo holds now (at most `packedLimit`), and how many
    /// products are kept for the session (the catalogue's and those that do not pack).
    public static var storedCounts: (packed: Int, kept: Int) {
        (memo.withLock { $0.count }, table.withLock { $0.products.count })
    }

    // MARK: Questions

    /// `body` with the product `id`: the catalogue's without a lock.
    @inline(__always)
    private static func read<Result>(_ id: ID, _ body: (borrowing Product) -> Result) -> Result {
        guard let index = id.index else {
            return memo.withLock { memo in
                let index = memo.index(of: id.raw)
                return body(memo.products[index])
            }
        }
        if index < catalogue.count { return body(catalogue[index]) }
        return table.withLock { body($0.products[index]) }
    }

    static func dimension(of id: ID) -> Dimension {
        if let index = id.index, index < catalogueDimensions.count { return catalogueDimensions[index] }
        return read(id) { $0.dimension }
    }

    static func facts(of id: ID) -> Facts {
        if let index = id.index, index < catalogueFacts.count { return catalogueFacts[index] }
        return read(id) { $0.facts }
    }

    static func terms(of id: ID) -> [UnitTerm] {
        guard id.index != nil else { return unpacked(id.raw) }
        return read(id) { $0.terms }
    }

    static func physicalFactor(of id: ID) -> Rational { read(id) { $0.physicalFactor } }

    /// The factor from one product into another (`km` into `mi`: 1000/1609.344), each pair
    /// divided once: a unit line looks the factor up rather than dividing fractions again.
    static func ratio(_ from: ID, _ to: ID) throws(ArithmeticError) -> Rational {
        if let known = ratios.withLock({ $0.value(from: from.raw, to: to.raw) }) { return known }
        let ratio = try physicalFactor(of: from).divided(by: physicalFactor(of: to))
        ratios.withLock { $0.insert(ratio, from: from.raw, to: to.raw) }
        return ratio
    }

    private static let ratios = Mutex(PairRatios())

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
