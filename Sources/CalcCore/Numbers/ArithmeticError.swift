/// Why an exact operation could not produce a value. The evaluator locates it.
public enum ArithmeticError: Error, Equatable, Sendable {
    case divisionByZero
    /// The result would need more than `Limits.maxDigits` digits; the estimate is attached.
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

    /// Decimal digits of a number of `bits` bits (log10(2) ≈ 0.30103), without overflow.
    static func digits(forBits bits: Int) -> Int {
        let estimate = Double(bits) * 0.30103
        return estimate >= Double(Int.max / 2) ? Int.max : Int(estimate) + 1
    }
}
