import BigInt

/// attaswift/BigInt 6.0.1, the behaviour to match, behind `Operand` values and strings.
///
/// This is the only file of the target that imports `BigInt`: both modules name their types
/// `BigInt` and `BigUInt`, and imports are per file, so the other files see only ours.
/// Arithmetic goes through words rather than decimal text because attaswift's generic code,
/// unspecialized in a debug build, spends seconds printing and parsing; decimal text is
/// compared where text is what is tested.
enum Reference {
    private static func signed(_ operand: Operand) -> BigInt {
        BigInt(sign: operand.negative ? .minus : .plus, magnitude: BigUInt(words: operand.words.map { UInt($0) }))
    }

    private static func operand(_ value: BigInt) -> Operand {
        Operand(words: value.magnitude.words.map { UInt64($0) }, negative: value.sign == .minus)
    }

    private static func operand(_ value: BigUInt) -> Operand { operand(BigInt(value)) }

    /// The decimal text of a sign and little-endian magnitude words.
    static func decimal(words: [UInt64], negative: Bool) -> String {
        BigInt(sign: negative ? .minus : .plus, magnitude: BigUInt(words: words.map { UInt($0) })).description
    }

    static func parse(_ text: String) -> String? { BigInt(text)?.description }
    static func parseUnsigned(_ text: String) -> String? { BigUInt(text)?.description }

    static func sum(_ a: Operand, _ b: Operand) -> Operand { operand(signed(a) + signed(b)) }
    static func difference(_ a: Operand, _ b: Operand) -> Operand { operand(signed(a) - signed(b)) }
    static func product(_ a: Operand, _ b: Operand) -> Operand { operand(signed(a) * signed(b)) }
    static func negation(_ a: Operand) -> Operand { operand(-signed(a)) }

    static func quotientAndRemainder(_ a: Operand, _ b: Operand) -> (quotient: Operand, remainder: Operand) {
        let (q, r) = signed(a).quotientAndRemainder(dividingBy: signed(b))
        return (operand(q), operand(r))
    }

    static func unsignedQuotientAndRemainder(_ a: Operand, _ b: Operand) -> (quotient: Operand, remainder: Operand) {
        let (q, r) = signed(a).magnitude.quotientAndRemainder(dividingBy: signed(b).magnitude)
        return (operand(q), operand(r))
    }

    static func shiftedLeft(_ a: Operand, _ amount: Int) -> Operand { operand(signed(a) << amount) }
    static func shiftedRight(_ a: Operand, _ amount: Int) -> Operand { operand(signed(a) >> amount) }
    static func unsignedShiftedLeft(_ a: Operand, _ amount: Int) -> Operand { operand(signed(a).magnitude << amount) }
    static func unsignedShiftedRight(_ a: Operand, _ amount: Int) -> Operand { operand(signed(a).magnitude >> amount) }

    static func power(_ a: Operand, _ exponent: Int) -> Operand { operand(signed(a).power(exponent)) }
    static func squareRoot(_ a: Operand) -> Operand { operand(signed(a).magnitude.squareRoot()) }

    /// Euclid with remainders on attaswift's values (its own binary gcd traps on some inputs).
    static func greatestCommonDivisor(_ a: Operand, _ b: Operand) -> Operand {
        var (x, y) = (signed(a).magnitude, signed(b).magnitude)
        while !y.isZero { (x, y) = (y, x % y) }
        return operand(x)
    }

    static func bitWidth(_ a: Operand) -> Int { signed(a).bitWidth }
    static func magnitudeBitWidth(_ a: Operand) -> Int { signed(a).magnitude.bitWidth }
    static func trailingZeroBitCount(_ a: Operand) -> Int { signed(a).trailingZeroBitCount }
    static func magnitudeTrailingZeroBitCount(_ a: Operand) -> Int { signed(a).magnitude.trailingZeroBitCount }
    static func signum(_ a: Operand) -> Operand { operand(signed(a).signum()) }
    static func isLess(_ a: Operand, _ b: Operand) -> Bool { signed(a) < signed(b) }
    static func isMultiple(_ a: Operand, of b: Operand) -> Bool { signed(a).isMultiple(of: signed(b)) }

    static func double(_ a: Operand) -> Double { Double(signed(a)) }
    static func int64(exactly a: Operand) -> Int64? { Int64(exactly: signed(a)) }
    static func int(exactly a: Operand) -> Int? { Int(exactly: signed(a)) }
    static func uint64(_ a: Operand) -> UInt64 { UInt64(signed(a).magnitude) }

    static func truncating(_ double: Double) -> Operand { operand(BigInt(double)) }
    static func unsignedTruncating(_ double: Double) -> Operand { operand(BigUInt(double)) }
    static func exactly(_ double: Double) -> Operand? { BigInt(exactly: double).map { operand($0) } }
    static func unsignedExactly(_ double: Double) -> Operand? { BigUInt(exactly: double).map { operand($0) } }
}
