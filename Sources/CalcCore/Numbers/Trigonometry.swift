import CMultiPrecision

/// Sines, cosines and their relatives, in radians: approximations through MPFI at the precision
/// the evaluator asks for, exact where the answer is rational (`sin(0)`, `cos(pi)`,
/// `sin(30°)`: Trigonometry+Pi.swift) or an exact multiple of π (`acos(-1)`). Arguments outside a function's domain are errors; an
/// approximation too close to a domain's edge to tell is undecided (computed again, more
/// precisely).
public enum Trigonometry {
    public typealias Operation = (mpfi_ptr?, mpfi_srcptr?) -> Int32

    public static func sine(_ x: Number, precision: Int) throws(ArithmeticError) -> Number {
        if let r = x.piCoefficient, let exact = exactSine(ofPiTimes: r) { return Number(exact) }
        return try odd(reduced(x, halfTurns: 2, precision), precision, mpfi_sin, periodic: true)
    }

    public static func cosine(_ x: Number, precision: Int) throws(ArithmeticError) -> Number {
        if x.isZero { return Number(.one) }
        if let r = x.piCoefficient, let exact = exactCosine(ofPiTimes: r) { return Number(exact) }
        return try approximate(reduced(x, halfTurns: 2, precision), precision, mpfi_cos, periodic: true)
    }

    public static func tangent(_ x: Number, precision: Int) throws(ArithmeticError) -> Number {
        if let r = x.piCoefficient, let exact = try exactTangent(ofPiTimes: r) { return Number(exact) }
        return try odd(reduced(x, halfTurns: 1, precision), precision, mpfi_tan, periodic: true)
    }

    public static func arcsine(_ x: Number, precision: Int) throws(ArithmeticError) -> Number {
        try checkWithinOne(x, "asin")
        if let value = x.exact, let r = exactArcsine(value) { return Number.piMultiple(r, precision: precision) }
        return try odd(x, precision, mpfi_asin)
    }

    public static func arccosine(_ x: Number, precision: Int) throws(ArithmeticError) -> Number {
        try checkWithinOne(x, "acos")
        if let value = x.exact, let r = exactArccosine(value) { return Number.piMultiple(r, precision: precision) }
        return try approximate(x, precision, mpfi_acos)
    }

    public static func arctangent(_ x: Number, precision: Int) throws(ArithmeticError) -> Number {
        if let value = x.exact, let r = exactArctangent(value) { return Number.piMultiple(r, precision: precision) }
        return try odd(x, precision, mpfi_atan)
    }

    /// The angle of the point (x, y), from -π to π.
    public static func arctangent2(_ y: Number, _ x: Number, precision: Int) throws(ArithmeticError) -> Number {
        if y.isZero && x.isZero { throw .notReal("atan2(0, 0) is undefined") }
        if let b = y.exact, let a = x.exact, let r = exactArctangent2(b, a) { return Number.piMultiple(r, precision: precision) }
        // On the negative x axis the angle is π; just above or below it, near π or -π: an
        // approximate y there is undecided (MPFI would give the whole of [-π, π]).
        if y.isZero, x.signum > 0 { return Number(.zero) }
        if y.isZero, x.signum < 0 { return Number.piMultiple(.one, precision: precision) }
        if (x.signum == 0 && !x.isZero) || (y.signum == 0 && x.signum <= 0) { throw .undecided }
        let result = Approximation.combine(y.interval(precision: precision), x.interval(precision: precision), mpfi_atan2)
        return try Number.checked(result)
    }

    public static func hyperbolicSine(_ x: Number, precision: Int) throws(ArithmeticError) -> Number {
        try odd(x, precision, mpfi_sinh)
    }

    public static func hyperbolicCosine(_ x: Number, precision: Int) throws(ArithmeticError) -> Number {
        if x.isZero { return Number(.one) }
        return try approximate(x, precision, mpfi_cosh)
    }

    public static func hyperbolicTangent(_ x: Number, precision: Int) throws(ArithmeticError) -> Number {
        try odd(x, precision, mpfi_tanh)
    }

    public static func inverseHyperbolicSine(_ x: Number, precision: Int) throws(ArithmeticError) -> Number {
        try odd(x, precision, mpfi_asinh)
    }

    public static func inverseHyperbolicCosine(_ x: Number, precision: Int) throws(ArithmeticError) -> Number {
        switch compare(x, Number(.one)) {
        case .some(.less): throw .notReal("acosh needs a number from 1 up")
        case .some(.equal): return Number(.zero)
        case .none: throw .undecided
        case .some(.greater): return try approximate(x, precision, mpfi_acosh)
        }
    }

    public static func inverseHyperbolicTangent(_ x: Number, precision: Int) throws(ArithmeticError) -> Number {
        let magnitude = x.signum < 0 ? -x : x
        switch compare(magnitude, Number(.one)) {
        case .some(.less): return try odd(x, precision, mpfi_atanh)
        case .none: throw .undecided
        case .some: throw .notReal("atanh needs a number strictly between -1 and 1")
        }
    }

    // MARK: - Pieces

    /// An exact multiple of π reduced exactly by whole periods (`halfTurns` of π) before it is
    /// approximated: sin(2^66000·π + π/3) is sin(π/3), whatever the interval of the huge
    /// argument would say.
    private static func reduced(_ x: Number, halfTurns: Int, _ precision: Int) -> Number {
        guard let r = x.piCoefficient, !(r.magnitude < Rational(halfTurns)) else { return x }
        let period = Rational(halfTurns)
        guard let turns = try? r.divided(by: period).floor.multiplied(by: period),
              let rest = try? r.subtracting(turns) else { return x }
        return Number.piMultiple(rest, precision: precision)
    }

    /// f(0) = 0, else the interval.
    private static func odd(_ x: Number, _ precision: Int, _ operation: Operation, periodic: Bool = false) throws(ArithmeticError) -> Number {
        if x.isZero { return x }
        return try approximate(x, precision, operation, periodic: periodic)
    }

    /// `periodic`: sin, cos and tan, whose large arguments are reduced by whole turns first
    /// (Trigonometry+Reduction.swift).
    private static func approximate(_ x: Number, _ precision: Int, _ operation: Operation, periodic: Bool = false) throws(ArithmeticError) -> Number {
        let argument = periodic ? periodicArgument(x, precision: precision) : x.interval(precision: precision)
        let result = argument.map(operation)
        // An interval that holds a pole of tan (or leaves a domain) comes back unbounded: of an
        // argument known to within a half turn, it may be at the pole; of a wider one, the
        // argument is what is too imprecise.
        guard result.isBounded else { throw periodic && argument.isWider(than: 1.5) ? .impreciseArgument : .undecided }
        return try Number.checked(result)
    }

    private enum Order { case less, equal, greater }

    /// How `x` compares with `y`; nil when approximations overlap too much to tell.
    private static func compare(_ x: Number, _ y: Number) -> Order? {
        if x.isExact && y.isExact && x == y { return .equal }
        guard let less = Number.isLess(x, y) else { return nil }
        return less ? .less : .greater
    }

    /// asin and acos take -1 to 1.
    private static func checkWithinOne(_ x: Number, _ name: String) throws(ArithmeticError) {
        let magnitude = x.signum < 0 ? -x : x
        switch compare(magnitude, Number(.one)) {
        case .some(.greater): throw .notReal("\(name) needs a number from -1 to 1")
        case .none: throw .undecided
        default: return
        }
    }
}
