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

    /// What it is called in a message, with its article (`a length`, `money per volume`):
    /// the English catalogue's words.
    public var name: String { English.dimensionName(self) }
}
