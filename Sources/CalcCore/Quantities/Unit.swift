import Synchronization

/// One factor of a unit: a currency or a physical unit of the catalogue.
public enum UnitAtom: Hashable, Sendable {
    case currency(CurrencyCode)
    case physical(UnitCatalogue.ID)

    public var dimension: Dimension {
        switch self {
        case .currency: Dimension.money
        case .physical(let id): UnitCatalogue[id].dimension
        }
    }

    /// Whether two atoms measure the same thing, so that one is converted into the other
    /// where they meet in a product (`h` and `min`, `EUR` and `USD`).
    func isCommensurable(with other: UnitAtom) -> Bool {
        switch (self, other) {
        case (.currency, .currency): true
        case (.physical(let a), .physical(let b)): UnitCatalogue[a].dimension == UnitCatalogue[b].dimension
        default: false
        }
    }

    /// The printed symbol.
    public var symbol: String {
        switch self {
        case .currency(let code): code.description
        case .physical(let id): UnitCatalogue[id].symbol
        }
    }
}

/// An atom to a whole power, `s²` in `m/s²` is `s` to −2.
public struct UnitTerm: Hashable, Sendable {
    public var atom: UnitAtom
    public var power: Int

    public init(_ atom: UnitAtom, _ power: Int = 1) {
        self.atom = atom
        self.power = power
    }
}

/// The unit of a quantity: nothing (a plain number), one currency (an amount of money, the
/// common case), or a product of atoms to whole powers in the order they were written
/// (`EUR/l`, `km/h`, `kW·h`). Its dimension is the product of theirs.
///
/// A unit is a plain value without storage of its own (a product is a number: its one or two
/// terms packed, or the index of a catalogue's product or of a larger one in `UnitProducts`):
/// values are copied for every operation of every line, and money lines pay nothing for units.
public enum Unit: Hashable, Sendable {
    case none
    case currency(CurrencyCode)
    /// Normalised terms, packed or kept in `UnitProducts`: at least one term, no zero power,
    /// no atom twice, not a lone currency.
    case product(UnitProducts.ID)

    /// The unit of `terms`, normalised (zero powers dropped, one currency alone made `.currency`).
    public init(terms: [UnitTerm]) {
        // (Filtered only when a power is zero: filtering always would copy every unit's terms.)
        let terms = terms.contains { $0.power == 0 } ? terms.filter { $0.power != 0 } : terms
        if terms.isEmpty {
            self = .none
        } else if terms.count == 1, terms[0].power == 1, case .currency(let code) = terms[0].atom {
            self = .currency(code)
        } else {
            self = .product(UnitProducts.id(of: terms))
        }
    }

    /// `init(terms:)` of terms collected inline: an array is made only for a product not met
    /// before (or one of more than three terms, or with a zero power).
    init(collected terms: UnitTermList) {
        guard terms.count <= 3, !terms.contains(where: { $0.power == 0 }) else {
            self.init(terms: Array(terms))
            return
        }
        if terms.isEmpty {
            self = .none
        } else if terms.count == 1, terms[0].power == 1, case .currency(let code) = terms[0].atom {
            self = .currency(code)
        } else {
            self = .product(UnitProducts.id(of: terms))
        }
    }

    public init(_ atom: UnitAtom) { self.init(terms: [UnitTerm(atom)]) }

    /// Hours (clock times and times of day), days (between dates) and seconds (instants), by
    /// the numbers of their products: the catalogue's rows `s`, `h` and `day` are the first of
    /// their expansions, so their products are numbered as the rows are (`UnitProductTests`
    /// holds them to `Unit(.physical(…))`). Made from the catalogue, they would build its
    /// whole table of products (3M instructions) for a time of day or an instant, which ask
    /// nothing of their unit.
    public static let hour = Unit.product(UnitProducts.ID(index: 44))
    public static let day = Unit.product(UnitProducts.ID(index: 45))
    public static let second = Unit.product(UnitProducts.ID(index: 41))

    public var terms: [UnitTerm] {
        switch self {
        case .none: []
        case .currency(let code): [UnitTerm(.currency(code))]
        case .product(let id): UnitProducts.terms(of: id)
        }
    }

    @inline(__always)
    public var isNone: Bool {
        if case .none = self { return true }
        return false
    }

    /// The currency when the unit is exactly one currency (an amount of money).
    @inline(__always)
    public var currency: CurrencyCode? {
        if case .currency(let code) = self { return code }
        return nil
    }

    public var dimension: Dimension {
        switch self {
        case .none: .none
        case .currency: .money
        case .product(let id): UnitProducts.dimension(of: id)
        }
    }

    /// The currency of a price per unit (`EUR/l`: EUR), the only currency of the unit when it
    /// has power 1 and other atoms stand beside it.
    public var moneyPerUnit: CurrencyCode? {
        guard case .product(let id) = self else { return nil }
        return UnitProducts.facts(of: id).moneyPerUnit
    }

    /// The temperature on an offset scale (°C, °F) that the unit is, alone to the first power.
    public var offsetScale: UnitCatalogue.ID? {
        guard case .product(let id) = self else { return nil }
        return UnitProducts.facts(of: id).offsetScale
    }

    /// Whether an offset scale (°C, °F) is among the atoms: arithmetic on those is refused.
    public var hasOffsetScale: Bool {
        guard case .product(let id) = self else { return false }
        return UnitProducts.facts(of: id).hasOffsetScale
    }

    /// The catalogue unit this unit is, alone to the first power (`day`; not `km/h`'s parts).
    var soleUnit: UnitCatalogue.ID? {
        guard case .product(let id) = self else { return nil }
        return UnitProducts.facts(of: id).soleUnit
    }

    /// The first currency among the atoms, whatever its power (`EUR/l`: EUR).
    var firstCurrency: CurrencyCode? {
        switch self {
        case .none: nil
        case .currency(let code): code
        case .product(let id): UnitProducts.facts(of: id).firstCurrency
        }
    }

    /// How many atoms the unit has (`km/h`: 2).
    var termCount: Int {
        switch self {
        case .none: 0
        case .currency: 1
        case .product(let id): Int(UnitProducts.facts(of: id).termCount)
        }
    }

    /// A conversion of one atom of the right operand into an atom of the left one, which a
    /// product or quotient needs: the right operand's number changes by the factor of `from`
    /// in `to`, to `power` (the atom's power in the right operand's unit).
    public struct AtomConversion: Sendable {
        public var from: UnitAtom
        public var to: UnitAtom
        public var power: Int
    }

    /// The product of `self` and `other` to `power` (1 for ×, −1 for ÷): like atoms add
    /// their powers, and an atom of `other` that measures what an atom of `self` does is
    /// converted into it first (`EUR/h × min`: minutes into hours, which then cancel).
    public func multiplied(by other: Unit, power: Int) -> (unit: Unit, conversions: [AtomConversion]) {
        if case .none = other { return (self, []) }
        var terms = self.terms
        var conversions: [AtomConversion] = []
        for term in other.terms {
            let added = term.power * power
            if let index = terms.firstIndex(where: { $0.atom == term.atom }) {
                terms[index].power += added
            } else if let index = terms.firstIndex(where: { $0.atom.isCommensurable(with: term.atom) }) {
                conversions.append(AtomConversion(from: term.atom, to: terms[index].atom, power: term.power))
                terms[index].power += added
            } else {
                terms.append(UnitTerm(term.atom, added))
            }
        }
        return (Unit(terms: terms), conversions)
    }

    /// The unit without its largest group of physical atoms whose dimensions cancel
    /// (`W·h/kWh` in `EUR·W·h/kWh`, `m²/ha`), and that group's factor; nil when there is
    /// none. (Two atoms of one dimension were merged by `multiplied` already.)
    func withoutDimensionlessGroup() -> (unit: Unit, scale: Rational)? {
        let terms = self.terms
        let physical = terms.indices.filter { if case .physical = terms[$0].atom { true } else { false } }
        guard physical.count >= 2, physical.count <= 12 else { return nil }
        var best: [Int] = []
        for mask in 1..<(1 << physical.count) where mask.nonzeroBitCount >= 2 && mask.nonzeroBitCount > best.count {
            let chosen = physical.indices.filter { mask & (1 << $0) != 0 }.map { physical[$0] }
            // (Exponents summed as Int: a `Dimension` holds Int8, which a power of m^128 wraps.)
            var exponents = SIMD8<Int>.zero
            for index in chosen {
                exponents &+= SIMD8<Int>(truncatingIfNeeded: terms[index].atom.dimension.exponents) &* terms[index].power
            }
            if exponents == .zero { best = chosen }
        }
        guard !best.isEmpty, let scale = Unit.exactPhysicalFactor(of: best.map { terms[$0] }) else { return nil }
        let rest = terms.indices.filter { !best.contains($0) }.map { terms[$0] }
        return (Unit(terms: rest), scale)
    }

    /// The largest power of its atoms, either way (0 for no unit).
    public var largestPower: Int {
        guard case .product = self else { return self == .none ? 0 : 1 }
        return terms.reduce(0) { Swift.max($0, Int(clamping: $1.power.magnitude)) }
    }

    /// The unit to a whole power.
    public func power(_ exponent: Int) -> Unit {
        Unit(terms: terms.map { UnitTerm($0.atom, $0.power * exponent) })
    }

    /// The `n`-th root, when every power divides by `n`.
    public func root(_ n: Int) -> Unit? {
        var result: [UnitTerm] = []
        for term in terms {
            guard term.power % n == 0 else { return nil }
            result.append(UnitTerm(term.atom, term.power / n))
        }
        return Unit(terms: result)
    }

    /// The factor of the physical atoms into base units (`km/h`: 1000/3600), currencies left
    /// out (they convert by the rates).
    public var physicalFactor: Rational {
        guard case .product(let id) = self else { return Rational(1) }
        return UnitProducts.physicalFactor(of: id)
    }

    /// `from.physicalFactor / to.physicalFactor`, for two products from `UnitProducts.ratio`.
    static func physicalRatio(from: Unit, to: Unit) throws(ArithmeticError) -> Rational {
        if case .product(let a) = from, case .product(let b) = to { return try UnitProducts.ratio(a, b) }
        return try from.physicalFactor.divided(by: to.physicalFactor)
    }

    /// The factor of the terms, nil when it is beyond the limits of exact numbers (`km^10000`
    /// is 10^30000): such a unit is refused where it is made, never converted by a wrong factor.
    static func exactPhysicalFactor(of terms: [UnitTerm]) -> Rational? {
        // One unit to the first power, every row of the catalogue but seven: its own factor.
        if terms.count == 1, terms[0].power == 1, case .physical(let id) = terms[0].atom { return UnitCatalogue.factors[Int(id.index)] }
        var factor = Rational(1)
        for term in terms {
            guard case .physical(let id) = term.atom else { continue }
            let atom = UnitCatalogue.factors[Int(id.index)]
            guard let product = try? factor.multiplied(by: atom.power(term.power)) else { return nil }
            factor = product
        }
        return factor
    }

    /// Whether the unit's factor is beyond the limits of exact numbers (`km^10000`).
    public var factorOverflows: Bool {
        guard case .product(let id) = self else { return false }
        return UnitProducts.facts(of: id).factorOverflows
    }

    /// How the unit prints: the numerator's atoms joined by `·`, then `/` and each atom of
    /// the denominator, powers 2 and 3 as `²` `³`.
    /// A unit with no numerator prints its powers negative (`h^-1`).
    public var symbol: String {
        guard case .product(let id) = self else { return Unit.symbol(of: terms) }
        return UnitProducts.symbol(of: id)
    }

    /// The printed unit of normalised terms, made once per product (`UnitProducts`).
    static func symbol(of terms: [UnitTerm]) -> String {
        // Most products are one unit (every row of the catalogue but seven).
        if terms.count == 1, terms[0].power == 1 { return terms[0].atom.symbol }
        // Loops rather than `filter` and `joined`, whose generic types are made at run time.
        var text = "", numerators = 0
        for term in terms where term.power > 0 {
            if numerators > 0 { text += "·" }
            text += Unit.termText(term.atom.symbol, term.power)
            numerators += 1
        }
        for term in terms where term.power < 0 {
            if numerators == 0 {
                if !text.isEmpty { text += "·" }
                text += Unit.termText(term.atom.symbol, term.power)
            } else {
                // Each atom of the denominator after a `/` of its own (`EUR/kg/km`): that reads
                // back, as a unit expression divides by the one word after each `/`, and a
                // parenthesis after `/` is an operand (`80 EUR/(h)` divides by the variable h).
                text += "/" + Unit.termText(term.atom.symbol, -term.power)
            }
        }
        return text
    }

    static func termText(_ symbol: String, _ power: Int) -> String {
        switch power {
        case 1: symbol
        case 2: symbol + "²"
        case 3: symbol + "³"
        default: symbol + "^" + String(power)
        }
    }
}
