/// What a quantity measures: exponents over the base dimensions (DESIGN §13). A speed is
/// length¹·time⁻¹, a price per litre money¹·length⁻³, a plain number none at all. Arithmetic
/// on units adds and subtracts these vectors; two units convert into each other when their
/// dimensions are equal (or, for fuel, reciprocal).
public struct Dimension: Hashable, Sendable {
    /// The base dimensions, in the order of `exponents`.
    public enum Base: Int, CaseIterable, Sendable {
        case length, mass, time, temperature, data, money
    }

    /// One exponent per base, in `Base` order.
    public private(set) var exponents: SIMD8<Int32>

    public static let none = Dimension(exponents: .zero)

    init(exponents: SIMD8<Int32>) { self.exponents = exponents }

    public init(_ powers: [Base: Int32]) {
        var exponents = SIMD8<Int32>.zero
        for (base, power) in powers { exponents[base.rawValue] = power }
        self.exponents = exponents
    }

    public static func base(_ base: Base) -> Dimension {
        var exponents = SIMD8<Int32>.zero
        exponents[base.rawValue] = 1
        return Dimension(exponents: exponents)
    }

    /// Money's dimension, asked for every currency's atom.
    static let money = Dimension.base(.money)

    public var isNone: Bool { exponents == .zero }

    public subscript(base: Base) -> Int32 { exponents[base.rawValue] }

    public static func * (left: Dimension, right: Dimension) -> Dimension {
        Dimension(exponents: left.exponents &+ right.exponents)
    }

    public static func / (left: Dimension, right: Dimension) -> Dimension {
        Dimension(exponents: left.exponents &- right.exponents)
    }

    /// The dimension to a whole power.
    public func power(_ exponent: Int) -> Dimension {
        Dimension(exponents: exponents &* SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: exponent)))
    }

    public var reciprocal: Dimension { Dimension(exponents: .zero &- exponents) }

    /// What it is called in a message, with its article: `a length`, `a speed`, `money per
    /// volume`; a product without a name lists its bases (`length²·mass`).
    public var name: String {
        if let named = Dimension.names.first(where: { $0.dimension == self }) { return named.name }
        if self[.money] == 1 {
            let rest = Dimension(exponents: exponents &- Dimension.base(.money).exponents).reciprocal
            if let named = Dimension.names.first(where: { $0.dimension == rest }) {
                return "money per " + named.name.split(separator: " ", maxSplits: 1).last!
            }
        }
        // `h^-1`: per time, which no conversion makes a time (DESIGN §19).
        if let named = Dimension.names.first(where: { $0.dimension == reciprocal }), !named.dimension.isNone {
            return "per " + named.name.split(separator: " ", maxSplits: 1).last!
        }
        var parts: [String] = []
        for base in Base.allCases where self[base] != 0 {
            let power = self[base]
            parts.append(power == 1 ? "\(base)" : "\(base)^\(power)")
        }
        return parts.isEmpty ? "a plain number" : parts.joined(separator: "·")
    }

    private static let names: [(dimension: Dimension, name: String)] = [
        (.none, "a plain number"),
        (Dimension([.length: 1]), "a length"),
        (Dimension([.length: 2]), "an area"),
        (Dimension([.length: 3]), "a volume"),
        (Dimension([.mass: 1]), "a mass"),
        (Dimension([.time: 1]), "a time"),
        (Dimension([.temperature: 1]), "a temperature"),
        (Dimension([.data: 1]), "an amount of data"),
        (Dimension([.money: 1]), "an amount of money"),
        (Dimension([.length: 1, .time: -1]), "a speed"),
        (Dimension([.time: 1, .length: -1]), "a pace"),
        (Dimension([.length: 1, .time: -2]), "an acceleration"),
        (Dimension([.mass: 1, .length: 2, .time: -2]), "an energy"),
        (Dimension([.mass: 1, .length: 2, .time: -3]), "a power"),
        (Dimension([.mass: 1, .length: -1, .time: -2]), "a pressure"),
        (Dimension([.data: 1, .time: -1]), "a data rate"),
        (Dimension([.length: -2]), "a fuel economy"),
    ]
}
