extension BigUInt {
    /// The greatest common divisor; `gcd(0, 0) == 0`.
    ///
    /// Euclid's algorithm with remainders, which (unlike attaswift's binary gcd) cannot trap,
    /// sped up with Lehmer's method (TAOCP 4.5.2, algorithm L): the quotients of many Euclid
    /// steps are found from the leading 60 bits alone and applied to the full numbers in one
    /// pass; the last steps run in `UInt64` once both operands fit.
    public func greatestCommonDivisor(with other: BigUInt) -> BigUInt {
        var (a, b) = self < other ? (other, self) : (self, other)
        while true {
            if b.isZero { return a }
            if b.storage.count == 1 {
                let small = b.storage[0]
                return BigUInt(word: BigUInt.gcd(small, BigUInt.remainder(a.storage, dividingByWord: small)))
            }
            let cofactors = BigUInt.lehmerCofactors(a, b)
            if cofactors.b == 0 {
                // The leading bits were not enough for a single step: a true division step.
                (a, b) = (b, a % b)
            } else {
                (a, b) = (BigUInt.combination(a, cofactors.a, b, cofactors.b),
                          BigUInt.combination(a, cofactors.c, b, cofactors.d))
            }
        }
    }

    static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    /// The matrix (A B; C D) of the Euclid steps whose quotients the leading 60 bits of
    /// `a >= b` determine, from Knuth's steps L1–L3; (1 0; 0 1) when there is none.
    ///
    /// Each quotient is accepted only when the two extreme ratios the unknown lower bits
    /// allow agree on it, so every accepted step is a true step of Euclid on `a, b`.
    /// Knuth shows that x + A, x + B, y + C and y + D stay within 0...2^60, so no
    /// arithmetic here can overflow an `Int64`.
    static func lehmerCofactors(_ a: BigUInt, _ b: BigUInt) -> (a: Int64, b: Int64, c: Int64, d: Int64) {
        let offset = a.bitWidth - 60
        var x = Int64(a.word(atBit: offset)), y = Int64(b.word(atBit: offset))
        var (ca, cb, cc, cd): (Int64, Int64, Int64, Int64) = (1, 0, 0, 1)
        while true {
            let low = y + cc, high = y + cd
            guard low > 0, high > 0, x + ca >= 0, x + cb >= 0 else { break }
            let q = (x + ca) / low
            guard q == (x + cb) / high else { break }
            (ca, cc) = (cc, ca - q * cc)
            (cb, cd) = (cd, cb - q * cd)
            (x, y) = (y, x - q * y)
        }
        return (ca, cb, cc, cd)
    }

    /// `a·s + b·t` for cofactors of opposite signs (or zero) whose result is known to be
    /// non-negative: one fused pass computing the larger product minus the smaller.
    static func combination(_ a: BigUInt, _ s: Int64, _ b: BigUInt, _ t: Int64) -> BigUInt {
        if s >= 0 && t <= 0 {
            return BigUInt(normalizedWords: scaledDifference(a.storage, s.magnitude, b.storage, t.magnitude))
        }
        return BigUInt(normalizedWords: scaledDifference(b.storage, t.magnitude, a.storage, s.magnitude))
    }

    /// `x·m - y·n`, which the caller knows is non-negative.
    static func scaledDifference(_ x: [UInt64], _ m: UInt64, _ y: [UInt64], _ n: UInt64) -> [UInt64] {
        let length = Swift.max(x.count, y.count) + 1
        var result = [UInt64](unsafeUninitializedCapacity: length) { r, count in
            x.withUnsafeBufferPointer { x in
                y.withUnsafeBufferPointer { y in
                    // UInt128 keeps the carries branch-free (see `BigUInt.multiplyAdd`).
                    var carryX: UInt64 = 0, carryY: UInt64 = 0, borrow: UInt64 = 0
                    for i in 0..<length {
                        let productX = UInt128(m) &* UInt128(i < x.count ? x[i] : 0) &+ UInt128(carryX)
                        carryX = UInt64(truncatingIfNeeded: productX &>> 64)
                        let productY = UInt128(n) &* UInt128(i < y.count ? y[i] : 0) &+ UInt128(carryY)
                        carryY = UInt64(truncatingIfNeeded: productY &>> 64)
                        let difference = (productX & UInt128(UInt64.max)) &- (productY & UInt128(UInt64.max))
                            &- UInt128(borrow)
                        r[i] = UInt64(truncatingIfNeeded: difference)
                        borrow = UInt64(truncatingIfNeeded: difference &>> 64) & 1
                    }
                }
            }
            count = length
        }
        result.trimLeadingZeroWords()
        return result
    }
}

extension BigInt {
    /// The greatest common divisor of the magnitudes (never negative).
    public func greatestCommonDivisor(with other: BigInt) -> BigInt {
        BigInt(magnitude.greatestCommonDivisor(with: other.magnitude))
    }
}
