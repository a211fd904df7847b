import CMultiPrecision

/// Rational multiples of π, kept exact (DESIGN §8): `pi`, `π` and `°` are approximations for
/// every purpose (they print with `≈`, and arithmetic that does not know them works on the
/// interval), but the interval also carries the rational r of r·π. Sums and differences of
/// multiples, multiples times or over an exact number, and the ratio of two multiples keep
/// the coefficient, so `sin(30°)` sees exactly π/6 and can answer `0.5`.
///
/// The coefficient lives in the number's rational field, unused by approximations otherwise
/// (zero there means "no coefficient"; a zero multiple of π is the exact zero), so that
/// numbers stay the size they were and the exact fast paths pay nothing.
extension Number {
    /// `coefficient`·π: the exact zero, or an approximation at `precision` that remembers its
    /// coefficient.
    public static func piMultiple(_ coefficient: Rational, precision: Int) -> Number {
        if coefficient.isZero { return Number(.zero) }
        let pi = Approximation.pi(precision: precision)
        if coefficient == .one { return Number(pi, piCoefficient: coefficient) }
        let interval = Approximation.combine(pi, Approximation(coefficient, precision: precision), mpfi_mul)
        return Number(interval, piCoefficient: coefficient)
    }

    /// r when the number is exactly r·π (r ≠ 0).
    public var piCoefficient: Rational? {
        approximation != nil && !rational.isZero ? rational : nil
    }

    /// The precision of an operation on two numbers: the higher of their approximations'.
    private static func precision(_ left: Number, _ right: Number) -> Int {
        Swift.max(left.approximation?.precision ?? 0, right.approximation?.precision ?? 0)
    }

    /// `left ± right` when both are multiples of π, or one is and the other is exact zero; nil
    /// otherwise (and when the coefficient would pass the limits of exact numbers: the
    /// interval then does the work).
    static func piMultipleSum(_ left: Number, _ right: Number, negatingRight: Bool) -> Number? {
        if right.isZero, left.piCoefficient != nil { return left }
        if left.isZero, let b = right.piCoefficient {
            return negatingRight ? -right : piMultiple(b, precision: right.approximation!.precision)
        }
        guard let a = left.piCoefficient, let b = right.piCoefficient,
              let sum = try? (negatingRight ? a.subtracting(b) : a.adding(b)) else { return nil }
        return piMultiple(sum, precision: precision(left, right))
    }

    /// A multiple of π times an exact number (either way round).
    static func piMultipleProduct(_ left: Number, _ right: Number) -> Number? {
        let coefficient: Rational, factor: Rational
        if let a = left.piCoefficient, let b = right.exact {
            (coefficient, factor) = (a, b)
        } else if let a = left.exact, let b = right.piCoefficient {
            (coefficient, factor) = (b, a)
        } else {
            return nil
        }
        guard let product = try? coefficient.multiplied(by: factor) else { return nil }
        return piMultiple(product, precision: precision(left, right))
    }

    /// A multiple of π over an exact number (another multiple of π); the ratio of two multiples
    /// is exact (`pi/pi` is 1).
    static func piMultipleQuotient(_ left: Number, _ right: Number) -> Number? {
        guard let a = left.piCoefficient else { return nil }
        if let b = right.piCoefficient { return (try? a.divided(by: b)).map { Number($0) } }
        guard let b = right.exact, let quotient = try? a.divided(by: b) else { return nil }
        return piMultiple(quotient, precision: precision(left, right))
    }
}
