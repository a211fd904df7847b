/// The exact cases of trigonometry (DESIGN §8): at a rational multiple of π, sin, cos and tan
/// are rational only at multiples of π/6, π/3 and π/4 that give 0, ±1/2 or ±1 (Niven's
/// theorem), and those are returned exactly; tan is undefined at odd multiples of π/2. The
/// inverse functions return the matching multiples of π, so `asin(0.5)` is exactly π/6.
extension Trigonometry {
    /// sin(r·π) when it is rational.
    static func exactSine(ofPiTimes r: Rational) -> Rational? {
        // sin(kπ/6) for k mod 12: 0, 1/2, -, 1, -, 1/2, 0, -1/2, -, -1, -, -1/2.
        switch residue(r, parts: 6, period: 12) {
        case 0, 6: .zero
        case 1, 5: Rational(1, 2)
        case 3: .one
        case 7, 11: Rational(-1, 2)
        case 9: Rational(-1)
        default: nil
        }
    }

    /// cos(r·π) = sin((r + 1/2)·π).
    static func exactCosine(ofPiTimes r: Rational) -> Rational? {
        guard let shifted = try? r.adding(Rational(1, 2)) else { return nil }
        return exactSine(ofPiTimes: shifted)
    }

    /// tan(r·π) when it is rational; an error at a pole.
    static func exactTangent(ofPiTimes r: Rational) throws(ArithmeticError) -> Rational? {
        switch residue(r, parts: 4, period: 4) {
        case 0: return .zero
        case 1: return .one
        case 2: throw .notReal("tan is undefined at odd multiples of 90° (π/2)")
        case 3: return Rational(-1)
        default: return nil
        }
    }

    /// asin(x) / π when it is rational: x one of 0, ±1/2, ±1.
    static func exactArcsine(_ x: Rational) -> Rational? {
        guard let sixths = sixthsOfHalfTurns(x) else { return nil }
        return Rational(BigInteger(sixths), 6)
    }

    /// acos(x) / π = 1/2 - asin(x) / π.
    static func exactArccosine(_ x: Rational) -> Rational? {
        guard let sixths = sixthsOfHalfTurns(x) else { return nil }
        return Rational(BigInteger(3 - sixths), 6)
    }

    /// atan(x) / π for x = ±1 (0 is handled as an odd function's zero).
    static func exactArctangent(_ x: Rational) -> Rational? {
        if x == .one { return Rational(1, 4) }
        if x == Rational(-1) { return Rational(-1, 4) }
        return nil
    }

    /// atan2(y, x) / π for points on an axis or a diagonal (not the origin).
    static func exactArctangent2(_ y: Rational, _ x: Rational) -> Rational? {
        if y.isZero { return x.signum > 0 ? .zero : .one }
        if x.isZero { return Rational(BigInteger(y.signum), 2) }
        if y == x { return y.signum > 0 ? Rational(1, 4) : Rational(-3, 4) }
        if y == -x { return y.signum > 0 ? Rational(3, 4) : Rational(-1, 4) }
        return nil
    }

    // MARK: - Pieces

    /// asin(x) in sixths of π, for x in {0, ±1/2, ±1}.
    private static func sixthsOfHalfTurns(_ x: Rational) -> Int? {
        switch x {
        case .zero: 0
        case Rational(1, 2): 1
        case .one: 3
        case Rational(-1, 2): -1
        case Rational(-1): -3
        default: nil
        }
    }

    /// (r × parts) mod period, when r × parts is a whole number; nil otherwise.
    private static func residue(_ r: Rational, parts: Int, period: Int) -> Int? {
        guard let scaled = try? r.multiplied(by: Rational(parts)), scaled.isInteger,
              let turns = try? scaled.divided(by: Rational(period)).floor.multiplied(by: Rational(period)),
              let remainder = try? scaled.subtracting(turns),
              case .small(let value, 1) = remainder.storage else { return nil }
        return Int(value)
    }
}
