/// The bounds that keep every answer within a second and bounded memory.
///
/// Each limit turns a runaway input into a located error instead of a hang or a crash;
/// the README lists them and a test covers each.
public enum Limits {
    /// Nested parentheses, unary signs and right-associative powers, counted together.
    public static let maxNestingDepth = 200
    /// Decimal digits of a numerator or denominator, of a literal or of a result.
    public static let maxDigits = 20_000
    /// The same bound in bits: maxDigits × log2(10) = 66,438.56, rounded down, so that a part
    /// within it (below 2^66,438 < 10^20,000) has at most maxDigits digits and what calc prints
    /// reads back.
    public static let maxBits = 66_438
    /// The power of any unit in a result (`m^12`), either way: powers multiply and add as
    /// quantities do, and within this bound neither can overflow before the check (a unit to
    /// the 12th power eighteen times over trapped).
    public static let maxUnitPower = 1_000_000
    /// Bytes in one input line.
    public static let maxLineBytes = 16 << 20
    /// Nodes of one line's syntax tree (operands and operators): about a million terms, far
    /// beyond any line a person writes, and a tree of about 100 MB at most.
    public static let maxNodes = 2_000_000
    /// Conversion targets in one line (`in USD, GBP, …`) and `at` clauses in one statement:
    /// far more than the currencies there are, and few enough that a 16 MiB line of them
    /// stays within the line's memory (three million targets took 420 MB).
    public static let maxConversionTargets = 1_000
    public static let maxRateClauses = 1_000
    /// Work on large numbers in one line, in (64-bit words)² (see `Evaluator.charge`):
    /// about a second of CPU on the reference machine (README, "Speed"), for the costliest operation
    /// per unit (sums of fractions of about a thousand words, where GMP's gcd dominates).
    public static let maxWorkPerLine = 15_000_000_000
    /// Work charged for each call of a function of the user's own, and for each node of its
    /// body (`Evaluator.callUserFunction`), in the units above: a line makes at most about
    /// 15,000 calls of a small function (a chain of 32 makes 32), and evaluates at most ten
    /// million nodes of bodies, each a fraction of a microsecond.
    public static let workPerCall = 1_000_000
    public static let workPerBodyNode = 1_500
}
