extension BigUInt {
    public static func + (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        BigUInt(normalizedWords: sum(lhs.storage, rhs.storage))
    }

    public static func += (lhs: inout BigUInt, rhs: BigUInt) { lhs = lhs + rhs }

    /// Traps when `rhs > lhs`, as attaswift's does.
    public static func - (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        precondition(!(lhs < rhs), "BigUInt subtraction underflow")
        return BigUInt(normalizedWords: difference(lhs.storage, rhs.storage))
    }

    public static func -= (lhs: inout BigUInt, rhs: BigUInt) { lhs = lhs - rhs }

    /// `a + b` as normalized words.
    static func sum(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        if a.count < b.count { return sum(b, a) }
        if b.isEmpty { return a }
        if a.count == 1 {
            // One word each: skip the buffer machinery, which dominates at this size.
            let (word, overflow) = a[0].addingReportingOverflow(b[0])
            return overflow ? [word, 1] : [word]
        }
        return [UInt64](unsafeUninitializedCapacity: a.count + 1) { result, count in
            a.withUnsafeBufferPointer { long in
                b.withUnsafeBufferPointer { short in
                    // UInt128 keeps the carries branch-free (see `BigUInt.multiplyAdd`).
                    var carry: UInt64 = 0
                    for i in 0..<short.count {
                        let t = UInt128(long[i]) &+ UInt128(short[i]) &+ UInt128(carry)
                        result[i] = UInt64(truncatingIfNeeded: t)
                        carry = UInt64(truncatingIfNeeded: t &>> 64)
                    }
                    for i in short.count..<long.count {
                        let (word, overflow) = long[i].addingReportingOverflow(carry)
                        result[i] = word
                        carry = overflow ? 1 : 0
                    }
                    result[long.count] = carry
                    count = carry == 0 ? long.count : long.count + 1
                }
            }
        }
    }

    /// `a - b` as normalized words; requires `a >= b`.
    static func difference(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        if b.isEmpty { return a }
        var result = [UInt64](unsafeUninitializedCapacity: a.count) { result, count in
            a.withUnsafeBufferPointer { long in
                b.withUnsafeBufferPointer { short in
                    var borrow: UInt64 = 0
                    for i in 0..<short.count {
                        let t = UInt128(long[i]) &- UInt128(short[i]) &- UInt128(borrow)
                        result[i] = UInt64(truncatingIfNeeded: t)
                        // A negative difference wrapped around: its high word is all ones.
                        borrow = UInt64(truncatingIfNeeded: t &>> 64) & 1
                    }
                    for i in short.count..<long.count {
                        let (word, overflow) = long[i].subtractingReportingOverflow(borrow)
                        result[i] = word
                        borrow = overflow ? 1 : 0
                    }
                    count = long.count
                }
            }
        }
        result.trimLeadingZeroWords()
        return result
    }
}

extension BigInt {
    public static func + (lhs: BigInt, rhs: BigInt) -> BigInt {
        if lhs.sign == rhs.sign {
            return BigInt(sign: lhs.sign, magnitude: lhs.magnitude + rhs.magnitude)
        }
        // Opposite signs: the larger magnitude decides the sign.
        if lhs.magnitude < rhs.magnitude {
            return BigInt(sign: rhs.sign, magnitude: rhs.magnitude - lhs.magnitude)
        }
        return BigInt(sign: lhs.sign, magnitude: lhs.magnitude - rhs.magnitude)
    }

    public static func += (lhs: inout BigInt, rhs: BigInt) { lhs = lhs + rhs }

    public static func - (lhs: BigInt, rhs: BigInt) -> BigInt { lhs + -rhs }

    public static func -= (lhs: inout BigInt, rhs: BigInt) { lhs = lhs - rhs }
}
