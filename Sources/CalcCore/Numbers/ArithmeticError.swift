/// Why an exact operation could not produce a value. The evaluator locates it.
public enum ArithmeticError: Error, Equatable, Sendable {
    case divisionByZero
    /// The result would need more than `Limits.maxDigits` digits; how many it would have at
    /// least is attached (a bound never above the true count).
    case tooLarge(estimatedDigits: Int)
    /// A real result does not exist (square root or even root of a negative, log of zero ...).
    case notReal(String)
    /// An approximation whose decimal exponent may be above 100,000,000.
    case approximationTooLarge
    /// An approximation whose decimal exponent is certainly below -100,000,000 (and not zero).
    case tooSmall
    /// An approximation too wide to decide the operation (a divisor that may be zero, a
    /// floor between two whole numbers): the evaluator computes the line again at a higher
    /// precision, and says so only when even the highest cannot decide.
    case undecided
    /// Undecided because the argument itself is known too loosely (`tan(1e1000000)`: a huge
    /// argument reduced by whole turns leaves an interval wider than a half turn), not because
    /// a value may be zero: computed again more precisely, and said as imprecision at the end.
    case impreciseArgument

    /// The decimal digits a number of at least `bits` bits has at least: ⌊(bits − 1)·log10 2⌋ + 1,
    /// with log10 2 cut short and a margin for the rounding of the product, so that the count
    /// is never more than the number has (an "about" of 0.30103 said 120413 digits for 2^400000,
    /// which has 120412).
    static func digits(forBits bits: Int) -> Int {
        guard bits > 1 else { return 1 }
        let estimate = Double(bits - 1) * 0.301029995663981 - 1e-6
        return estimate >= Double(Int.max / 2) ? Int.max : Int(estimate.rounded(.down)) + 1
    }
}
