import CMultiPrecision

/// A real number as calc computes it: an exact rational, or an approximation (an interval
/// known to hold the true value, from `sqrt`, `ln`, fractional powers, `pi` …).
///
/// Arithmetic stays exact while both sides are; once one side is an approximation the result
/// is one too, at the higher of the precisions involved. Approximations are not bound by the
/// size limit of exact numbers, only by a decimal exponent of ±100,000,000.
public struct Number: Hashable, Sendable {
    public enum Storage: Sendable {
        case exact(Rational)
        case approximate(Approximation)
    }

    /// The exact value; for an approximation, zero, or the rational r when the approximation
    /// is of exactly r·π (see Number+Pi.swift). (Two stored fields rather than one enum:
    /// copying a number, which batch mode does for every operand, stays a copy of a rational
    /// and a nil check.)
    let rational: Rational
    /// The approximation, when the value is not exact.
    public let approximation: Approximation?

    public init(_ value: Rational) {
        rational = value
        approximation = nil
    }

    public init(_ approximation: Approximation) {
        rational = .zero
        self.approximation = approximation
    }

    /// An approximation known to be exactly `coefficient`·π (a non-zero coefficient).
    init(_ approximation: Approximation, piCoefficient coefficient: Rational) {
        rational = coefficient
        self.approximation = approximation
    }

    public init(_ integer: Int) { self.init(Rational(integer)) }

    /// Exact or approximate, for a `switch`.
    @inline(__always)
    public var storage: Storage {
        if let approximation { return .approximate(approximation) }
        return .exact(rational)
    }

    @inline(__always)
    public var isExact: Bool { approximation == nil }

    /// The value, when it is exact.
    @inline(__always)
    public var exact: Rational? { approximation == nil ? rational : nil }

    /// The value as an interval at `precision` (an approximation keeps its own).
    public func interval(precision: Int) -> Approximation {
        switch storage {
        case .exact(let value): return Approximation(value, precision: precision)
        case .approximate(let value): return value
        }
    }

    /// The size that the work on this number grows with, in 64-bit words: 0 for a rational
    /// whose parts fit in a word, both parts' words for a larger one, both ends' for an
    /// approximation.
    @inline(__always)
    var workWords: Int {
        if let approximation { return 2 * (approximation.precision / 64 + 1) }
        if case .big = rational.storage { return 2 * (rational.bitWidth / 64 + 1) }
        return 0
    }

    /// Certainly zero (an approximation never is).
    public var isZero: Bool { exact?.isZero ?? false }

    /// -1, 0 or 1; for an approximation, the sign its interval decides, 0 when it holds zero.
    public var signum: Int {
        switch storage {
        case .exact(let value): return value.signum
        case .approximate(let value): return value.isPositive ? 1 : value.isNegative ? -1 : 0
        }
    }

    // MARK: - Arithmetic

    public func adding(_ other: Number) throws(ArithmeticError) -> Number {
        if let a = exact, let b = other.exact { return Number(try a.adding(b)) }
        if let sum = Number.piMultipleSum(self, other, negatingRight: false) { return sum }
        return try Number.approximately(self, other, mpfi_add)
    }

    public func subtracting(_ other: Number) throws(ArithmeticError) -> Number {
        if let a = exact, let b = other.exact { return Number(try a.subtracting(b)) }
        if isSameQuantity(as: other) { return Number(.zero) }
        if let difference = Number.piMultipleSum(self, other, negatingRight: true) { return difference }
        return try Number.approximately(self, other, mpfi_sub)
    }

    public func multiplied(by other: Number) throws(ArithmeticError) -> Number {
        if let a = exact, let b = other.exact { return Number(try a.multiplied(by: b)) }
        // An exact zero times anything is an exact zero.
        if isZero || other.isZero { return Number(.zero) }
        // An exact one leaves the very number (`z mod z` is z - 1·z: exactly 0).
        if exact == .one { return other }
        if other.exact == .one { return self }
        if let product = Number.piMultipleProduct(self, other) { return product }
        return try Number.approximately(self, other, mpfi_mul)
    }

    public func divided(by other: Number) throws(ArithmeticError) -> Number {
        if let a = exact, let b = other.exact { return Number(try a.divided(by: b)) }
        if other.isZero { throw .divisionByZero }
        if let divisor = other.approximation, divisor.containsZero { throw .undecided }
        if isZero { return Number(.zero) }
        if isSameQuantity(as: other) { return Number(.one) }
        if let quotient = Number.piMultipleQuotient(self, other) { return quotient }
        return try Number.approximately(self, other, mpfi_div)
    }

    /// The floored remainder, with the divisor's sign (`-7 mod 3` is 2, `5.5 mod 2` is 1.5):
    /// `self - floor(self / other) × other`. For approximations, once the interval decides
    /// the floor.
    public func modulo(_ other: Number) throws(ArithmeticError) -> Number {
        if let a = exact, let b = other.exact {
            let quotient = try a.divided(by: b).floor
            return Number(try a.subtracting(quotient.multiplied(by: b)))
        }
        let ratio = try divided(by: other)
        guard let whole = ratio.interval(precision: Swift.max(approximation?.precision ?? 0, other.approximation?.precision ?? 0))
            .floorIfDecided() else { throw .undecided }
        return try subtracting(Number(Rational(whole, 1)).multiplied(by: other))
    }

    public static prefix func - (number: Number) -> Number {
        switch number.storage {
        case .exact(let value): return Number(-value)
        case .approximate(let value):
            if let coefficient = number.piCoefficient { return Number(value.map(mpfi_neg), piCoefficient: -coefficient) }
            return Number(value.map(mpfi_neg))
        }
    }

    /// Both are the one approximation (a variable or `ans` read twice, `z - z`): the same real
    /// number, whatever its interval, so that their difference is exactly 0 and their ratio
    /// exactly 1. On the two intervals alone the difference would be as wide as the interval,
    /// and a stored value, unlike the line's own expressions, is not computed again more
    /// precisely. (Each operation makes a new approximation, so two computations of one value,
    /// `exp(100) - exp(100)`, are not the same object and go through their intervals.)
    private func isSameQuantity(as other: Number) -> Bool {
        guard let mine = approximation, let theirs = other.approximation else { return false }
        return mine === theirs
    }

    /// An operation on two numbers of which at least one is an approximation.
    private static func approximately(_ left: Number, _ right: Number,
                                      _ operation: (mpfi_ptr?, mpfi_srcptr?, mpfi_srcptr?) -> Int32) throws(ArithmeticError) -> Number {
        let precision = Swift.max(left.approximation?.precision ?? 0, right.approximation?.precision ?? 0)
        let result = Approximation.combine(left.interval(precision: precision), right.interval(precision: precision), operation)
        return try Number.checked(result)
    }

    /// An approximation within the range calc shows: finite, and with a decimal exponent
    /// within ±100,000,000.
    static func checked(_ approximation: Approximation) throws(ArithmeticError) -> Number {
        guard approximation.isBounded, !approximation.isPossiblyAboveRange else { throw .approximationTooLarge }
        // A value that may be zero either way is not "too small": it shows as 0. (An underflow
        // leaves one end at zero and the other tiny: that is too small.)
        if !approximation.straddlesZero && approximation.isCertainlyBelowRange { throw .tooSmall }
        return Number(approximation)
    }

    /// Whether `left` is below `right`; nil when approximations overlap too much to tell.
    public static func isLess(_ left: Number, _ right: Number) -> Bool? {
        if let a = left.exact, let b = right.exact { return a < b }
        let precision = Swift.max(left.approximation?.precision ?? 0, right.approximation?.precision ?? 0)
        let a = left.interval(precision: precision), b = right.interval(precision: precision)
        if a.isCertainlyLess(than: b) { return true }
        if b.isCertainlyLess(than: a) { return false }
        return nil
    }

    // MARK: - Equality

    public static func == (left: Number, right: Number) -> Bool {
        switch (left.storage, right.storage) {
        case (.exact(let a), .exact(let b)): return a == b
        case (.approximate(let a), .approximate(let b)): return a === b || a.isSameInterval(as: b)
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .exact(let value): hasher.combine(value)
        case .approximate(let value): hasher.combine(value.approximateDouble)
        }
    }
}
