extension BigUInt {
    public static func * (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        BigUInt(normalizedWords: product(lhs.storage, rhs.storage))
    }

    public static func *= (lhs: inout BigUInt, rhs: BigUInt) { lhs = lhs * rhs }

    /// `self * self`, about twice as fast as a general product (each cross term is computed once).
    func squared() -> BigUInt {
        BigUInt(normalizedWords: BigUInt.square(storage))
    }

    /// Schoolbook product; quadratic, which is fine at calc's sizes (up to ~1,100 words).
    static func product(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        if a.isEmpty || b.isEmpty { return [] }
        if a.count == 1 { return product(b, word: a[0]) }
        if b.count == 1 { return product(a, word: b[0]) }
        var result = [UInt64](repeating: 0, count: a.count + b.count)
        result.withUnsafeMutableBufferPointer { r in
            a.withUnsafeBufferPointer { x in
                b.withUnsafeBufferPointer { y in
                    for i in 0..<x.count {
                        r[i + y.count] = multiplyAdd(y, x[i], into: r, at: i)
                    }
                }
            }
        }
        result.trimLeadingZeroWords()
        return result
    }

    /// `a * word` as normalized words.
    static func product(_ a: [UInt64], word: UInt64) -> [UInt64] {
        if a.isEmpty || word == 0 { return [] }
        if word == 1 { return a }
        if a.count == 1 {
            // One word each: skip the buffer machinery, which dominates at this size.
            let (high, low) = a[0].multipliedFullWidth(by: word)
            return high == 0 ? [low] : [low, high]
        }
        return [UInt64](unsafeUninitializedCapacity: a.count + 1) { result, count in
            a.withUnsafeBufferPointer { x in
                var carry: UInt64 = 0
                for i in 0..<x.count {
                    let t = UInt128(word) &* UInt128(x[i]) &+ UInt128(carry)
                    result[i] = UInt64(truncatingIfNeeded: t)
                    carry = UInt64(truncatingIfNeeded: t &>> 64)
                }
                result[x.count] = carry
                count = carry == 0 ? x.count : x.count + 1
            }
        }
    }

    /// Adds `x * word` to `r[offset ..< offset + x.count]` and returns the carry out of the top.
    /// Cannot overflow: (2^64 - 1)^2 + 2 (2^64 - 1) = 2^128 - 1. `UInt128` rather than
    /// `multipliedFullWidth` plus `addingReportingOverflow`: the compiler turns the latter's
    /// carries into branches, which random data mispredicts (7× slower products measured).
    @inline(__always)
    static func multiplyAdd(_ x: UnsafeBufferPointer<UInt64>, _ word: UInt64,
                            into r: UnsafeMutableBufferPointer<UInt64>, at offset: Int) -> UInt64 {
        var carry: UInt64 = 0
        for j in 0..<x.count {
            let t = UInt128(word) &* UInt128(x[j]) &+ UInt128(r[offset + j]) &+ UInt128(carry)
            r[offset + j] = UInt64(truncatingIfNeeded: t)
            carry = UInt64(truncatingIfNeeded: t &>> 64)
        }
        return carry
    }

    /// Squaring: the cross terms a[i]·a[j] (i < j) once, doubled by a shift, plus the diagonal.
    static func square(_ a: [UInt64]) -> [UInt64] {
        if a.count < 2 { return product(a, a) }
        let n = a.count
        var result = [UInt64](repeating: 0, count: 2 * n)
        result.withUnsafeMutableBufferPointer { r in
            a.withUnsafeBufferPointer { x in
                for i in 0..<(n - 1) {
                    let rest = UnsafeBufferPointer(rebasing: x[(i + 1)...])
                    r[i + n] = multiplyAdd(rest, x[i], into: r, at: 2 * i + 1)
                }
                // The cross sum is below 2^(128n - 1), so doubling it drops no bit.
                var previous: UInt64 = 0
                for k in 0..<(2 * n) {
                    let word = r[k]
                    r[k] = word << 1 | previous >> 63
                    previous = word
                }
                var carry: UInt128 = 0
                for i in 0..<n {
                    let square = UInt128(x[i]) &* UInt128(x[i])
                    let low = UInt128(r[2 * i]) &+ (square & UInt128(UInt64.max)) &+ carry
                    r[2 * i] = UInt64(truncatingIfNeeded: low)
                    let high = UInt128(r[2 * i + 1]) &+ (square &>> 64) &+ (low &>> 64)
                    r[2 * i + 1] = UInt64(truncatingIfNeeded: high)
                    carry = high &>> 64
                }
            }
        }
        result.trimLeadingZeroWords()
        return result
    }
}

extension BigInt {
    public static func * (lhs: BigInt, rhs: BigInt) -> BigInt {
        BigInt(sign: lhs.sign == rhs.sign ? .plus : .minus, magnitude: lhs.magnitude * rhs.magnitude)
    }

    public static func *= (lhs: inout BigInt, rhs: BigInt) { lhs = lhs * rhs }
}
