import CMultiPrecision

/// The reduction of a large argument of sin, cos and tan by whole turns, done once and
/// charged before it runs. Left to MPFI, a huge argument is reduced by finding its quadrant
/// with π at the argument's precision, then 64 bits more, and again, until the quadrant is
/// certain: work that grows faster than the square of the argument's size (`sin(1e100000)`
/// took 94 s, `sin(1e1000000)` did not end). Here x − 2πk is formed with π at one precision
/// (the argument's size plus the precision asked for), which the evaluator charges to the
/// line's budget first (`reductionBits`); and an interval too wide for any digit of the answer
/// is not reduced at all.
extension Trigonometry {
    /// Arguments below 2^64 go to MPFI as they are: its reduction starts at 128 bits or more,
    /// enough for them at once.
    static let reducedFromExponent = 64

    /// The precision in bits at which the argument `x` of sin, cos or tan is reduced at
    /// `precision` (π to that many bits, one division, one product), or 0 when it is not:
    /// a small argument, a multiple of π (reduced exactly), or an interval too wide to say
    /// anything.
    public static func reductionBits(_ x: Number, precision: Int) -> Int {
        if x.piCoefficient != nil { return 0 }
        switch x.storage {
        case .exact(let value):
            guard case .big(let n, let d) = value.storage else { return 0 }
            let exponent = n.bitWidth - d.bitWidth + 1
            return exponent > reducedFromExponent ? exponent + precision + 64 : 0
        case .approximate(let interval):
            guard let exponent = interval.magnitudeExponent, exponent > reducedFromExponent, !interval.isWiderThanATurn else { return 0 }
            return exponent + Swift.max(precision, interval.precision) + 64
        }
    }

    /// `x` as an interval at `precision` for sin, cos or tan: a large one reduced by a whole
    /// number of turns (the same sine, cosine and tangent). An interval wider than a turn
    /// stands as [0, 8], on which sin and cos also take every value from -1 to 1 and tan every
    /// value: what MPFI would answer after its long reduction, at once.
    static func periodicArgument(_ x: Number, precision: Int) -> Approximation {
        let bits = reductionBits(x, precision: precision)
        let argument: Approximation
        switch x.storage {
        case .exact(let value):
            // An exact argument, at the precision its reduction needs: `sin(2^66000 + 1)` is
            // answered, not lost to the rounding of a 66,000-bit number to 128 bits.
            argument = Approximation(value, precision: Swift.max(bits, precision))
        case .approximate(let interval):
            if interval.isWiderThanATurn {
                let stand = Approximation(precision: precision)
                mpfi_interv_si(stand.raw, 0, 8)
                return stand
            }
            argument = interval
        }
        guard bits > 0 else { return argument }
        return argument.reducedByTurns(workingPrecision: bits, precision: precision)
    }
}

extension Approximation {
    /// The binary exponent of the end farther from zero (the magnitude is below 2^exponent);
    /// nil when both ends are zero.
    var magnitudeExponent: Int? {
        let largest = Endpoint(precision: mpfi_get_prec(raw))
        mpfi_mag(&largest.value, raw)
        return largest.exponent
    }

    /// Wider than `bound` (unbounded intervals too).
    func isWider(than bound: Double) -> Bool {
        guard isBounded else { return true }
        let width = Endpoint(precision: 64)
        mpfi_diam_abs(&width.value, raw)
        return mpfr_cmp_d(&width.value, bound) > 0
    }

    /// Wider than 8, more than a turn of 2π: sin and cos take every value from -1 to 1 on it,
    /// tan every value. (Unbounded intervals too.)
    var isWiderThanATurn: Bool {
        guard isBounded else { return true }
        let width = Endpoint(precision: 64)
        mpfi_diam_abs(&width.value, raw)
        return mpfr_cmp_ui(&width.value, 8) > 0
    }

    /// An interval at `precision` that holds x − 2πk for one whole k (k near x / 2π), with π
    /// at `workingPrecision`, which should exceed the argument's binary exponent by the
    /// precision wanted.
    func reducedByTurns(workingPrecision: Int, precision: Int) -> Approximation {
        let turn = Approximation.pi(precision: workingPrecision)
        mpfi_mul_2ui(turn.raw, turn.raw, 1)
        let argument = Approximation(precision: workingPrecision)
        mpfi_set(argument.raw, raw)
        // Any whole k gives the same sine: the nearest to x / 2π keeps the rest small.
        let turns = Approximation.combine(argument, turn, mpfi_div)
        let middle = Endpoint(precision: mpfi_get_prec(turns.raw))
        mpfi_mid(&middle.value, turns.raw)
        let k = BigInteger(building: { _ = mpfr_get_z($0, &middle.value, MPFR_RNDN) })
        let whole = Approximation(precision: workingPrecision)
        k.withRaw { _ = mpfi_mul_z(whole.raw, turn.raw, $0) }
        let rest = Approximation.combine(argument, whole, mpfi_sub)
        let result = Approximation(precision: precision)
        mpfi_set(result.raw, rest.raw)
        return result
    }
}
