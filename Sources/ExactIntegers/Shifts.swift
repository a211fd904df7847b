/// Shifts by bit counts. A negative count shifts the other way, as in attaswift.
extension BigUInt {
    public static func << (lhs: BigUInt, rhs: Int) -> BigUInt {
        if rhs < 0 { return lhs >> (0 - rhs) }
        if lhs.isZero || rhs == 0 { return lhs }
        let (wordShift, bitShift) = rhs.quotientAndRemainder(dividingBy: 64)
        var words = [UInt64](repeating: 0, count: wordShift)
        words.append(contentsOf: shiftedLeft(lhs.storage, bits: bitShift, extraWords: 1))
        words.trimLeadingZeroWords()
        return BigUInt(normalizedWords: words)
    }

    public static func >> (lhs: BigUInt, rhs: Int) -> BigUInt {
        if rhs < 0 { return lhs << (0 - rhs) }
        if rhs >= lhs.bitWidth { return BigUInt() }
        let (wordShift, bitShift) = rhs.quotientAndRemainder(dividingBy: 64)
        return BigUInt(normalizedWords: shiftedRight(Array(lhs.storage[wordShift...]), bits: bitShift))
    }

    public static func <<= (lhs: inout BigUInt, rhs: Int) { lhs = lhs << rhs }
    public static func >>= (lhs: inout BigUInt, rhs: Int) { lhs = lhs >> rhs }

    /// `a << bits` for `bits` in 0..<64, with `extraWords` words added on top for the bits
    /// that move out of the last word; not trimmed.
    static func shiftedLeft(_ a: [UInt64], bits: Int, extraWords: Int) -> [UInt64] {
        if bits == 0 { return a + repeatElement(0, count: extraWords) }
        return [UInt64](unsafeUninitializedCapacity: a.count + extraWords) { result, count in
            a.withUnsafeBufferPointer { x in
                var previous: UInt64 = 0
                for i in 0..<x.count {
                    result[i] = x[i] << bits | previous >> (64 - bits)
                    previous = x[i]
                }
                for i in 0..<extraWords {
                    result[x.count + i] = i == 0 ? previous >> (64 - bits) : 0
                }
            }
            count = a.count + extraWords
        }
    }

    /// `a >> bits` for `bits` in 0..<64, trimmed.
    static func shiftedRight(_ a: [UInt64], bits: Int) -> [UInt64] {
        if bits == 0 { return a }
        var result = [UInt64](unsafeUninitializedCapacity: a.count) { result, count in
            a.withUnsafeBufferPointer { x in
                for i in 0..<x.count {
                    let next = i + 1 < x.count ? x[i + 1] : 0
                    result[i] = x[i] >> bits | next << (64 - bits)
                }
            }
            count = a.count
        }
        result.trimLeadingZeroWords()
        return result
    }
}

/// attaswift's rule, kept for a drop-in swap: the sign stays and the magnitude is shifted,
/// so `>>` of a negative value rounds toward zero (-5 >> 1 == -2), except that a negative
/// value shifted to nothing becomes -1 rather than 0 (-1 >> 1 == -1, -5 >> 3 == -1).
/// It is neither floor division (which gives -3 for -5 >> 1) nor truncation. calc only
/// shifts non-negative values.
extension BigInt {
    public static func << (lhs: BigInt, rhs: Int) -> BigInt {
        if rhs < 0 { return lhs >> (0 - rhs) }
        return BigInt(sign: lhs.sign, magnitude: lhs.magnitude << rhs)
    }

    public static func >> (lhs: BigInt, rhs: Int) -> BigInt {
        if rhs < 0 { return lhs << (0 - rhs) }
        let magnitude = lhs.magnitude >> rhs
        if lhs.sign == .minus && magnitude.isZero { return -1 }
        return BigInt(sign: lhs.sign, magnitude: magnitude)
    }

    public static func <<= (lhs: inout BigInt, rhs: Int) { lhs = lhs << rhs }
    public static func >>= (lhs: inout BigInt, rhs: Int) { lhs = lhs >> rhs }
}
