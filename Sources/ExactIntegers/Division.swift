extension BigUInt {
    /// Traps on division by zero.
    public func quotientAndRemainder(dividingBy divisor: BigUInt) -> (quotient: BigUInt, remainder: BigUInt) {
        let (quotient, remainder) = BigUInt.divide(storage, by: divisor.storage)
        return (BigUInt(normalizedWords: quotient), BigUInt(normalizedWords: remainder))
    }

    public static func / (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        lhs.quotientAndRemainder(dividingBy: rhs).quotient
    }

    public static func % (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        if rhs.storage.count == 1 {
            return BigUInt(word: remainder(lhs.storage, dividingByWord: rhs.storage[0]))
        }
        return lhs.quotientAndRemainder(dividingBy: rhs).remainder
    }

    public static func /= (lhs: inout BigUInt, rhs: BigUInt) { lhs = lhs / rhs }
    public static func %= (lhs: inout BigUInt, rhs: BigUInt) { lhs = lhs % rhs }

    /// Whether `self` is a multiple of `other`; zero is a multiple only of zero.
    public func isMultiple(of other: BigUInt) -> Bool {
        if other.isZero { return isZero }
        return (self % other).isZero
    }

    /// Normalized quotient and remainder words.
    static func divide(_ dividend: [UInt64], by divisor: [UInt64]) -> (quotient: [UInt64], remainder: [UInt64]) {
        precondition(!divisor.isEmpty, "division by zero")
        if compare(dividend, divisor) < 0 { return ([], dividend) }
        if divisor.count == 1 {
            let (quotient, remainder) = divide(dividend, byWord: divisor[0])
            return (quotient, remainder == 0 ? [] : [remainder])
        }
        return longDivide(dividend, by: divisor)
    }

    /// One pass from the top word down; each step divides a two-word value by `word`.
    static func divide(_ dividend: [UInt64], byWord word: UInt64) -> (quotient: [UInt64], remainder: UInt64) {
        var remainder: UInt64 = 0
        var quotient = [UInt64](unsafeUninitializedCapacity: dividend.count) { q, count in
            dividend.withUnsafeBufferPointer { u in
                var i = u.count - 1
                while i >= 0 {
                    (q[i], remainder) = word.dividingFullWidth((high: remainder, low: u[i]))
                    i -= 1
                }
            }
            count = dividend.count
        }
        quotient.trimLeadingZeroWords()
        return (quotient, remainder)
    }

    /// `dividend mod word` without building the quotient.
    static func remainder(_ dividend: [UInt64], dividingByWord word: UInt64) -> UInt64 {
        precondition(word != 0, "division by zero")
        var remainder: UInt64 = 0
        dividend.withUnsafeBufferPointer { u in
            var i = u.count - 1
            while i >= 0 {
                remainder = word.dividingFullWidth((high: remainder, low: u[i])).remainder
                i -= 1
            }
        }
        return remainder
    }

    /// Knuth's algorithm D (TAOCP 4.3.1) for a divisor of two words or more, `dividend >= divisor`.
    ///
    /// Both operands are shifted so that the divisor's top bit is set; then the quotient
    /// estimate from the top two words of the running remainder and the top word of the
    /// divisor, refined with the divisor's second word, is never too small and at most one
    /// too large, which the add-back step fixes.
    static func longDivide(_ dividend: [UInt64], by divisor: [UInt64]) -> (quotient: [UInt64], remainder: [UInt64]) {
        let n = divisor.count, m = dividend.count - n
        let shift = divisor[n - 1].leadingZeroBitCount
        let v = shiftedLeft(divisor, bits: shift, extraWords: 0)
        var u = shiftedLeft(dividend, bits: shift, extraWords: 1)
        var quotient = [UInt64](repeating: 0, count: m + 1)
        v.withUnsafeBufferPointer { v in
            u.withUnsafeMutableBufferPointer { u in
                quotient.withUnsafeMutableBufferPointer { q in
                    let top = v[n - 1], second = v[n - 2]
                    var j = m
                    while j >= 0 {
                        var estimate = estimateQuotientWord(u[j + n], u[j + n - 1], u[j + n - 2], top, second)
                        if multiplySubtract(v, estimate, from: u, at: j) {
                            estimate -= 1
                            addBack(v, to: u, at: j)
                        }
                        q[j] = estimate
                        j -= 1
                    }
                }
            }
        }
        quotient.trimLeadingZeroWords()
        u.removeLast(u.count - n)
        u.trimLeadingZeroWords()
        return (quotient, shiftedRight(u, bits: shift))
    }

    /// q̂ for the remainder words `u2 u1 u0` (u2 <= top) over the divisor words `top second`.
    @inline(__always)
    static func estimateQuotientWord(_ u2: UInt64, _ u1: UInt64, _ u0: UInt64,
                                     _ top: UInt64, _ second: UInt64) -> UInt64 {
        var estimate: UInt64, rest: UInt64
        if u2 == top {
            // The two-word division would overflow; the quotient word is at most 2^64 - 1.
            // (u2 > top cannot happen: the running remainder stays below the divisor.)
            estimate = .max
            let (sum, overflow) = u1.addingReportingOverflow(top)
            if overflow { return estimate }
            rest = sum
        } else {
            (estimate, rest) = top.dividingFullWidth((high: u2, low: u1))
        }
        // While q̂·second > rest·2^64 + u0, q̂ is too large (at most twice).
        while true {
            let (high, low) = estimate.multipliedFullWidth(by: second)
            guard high > rest || (high == rest && low > u0) else { break }
            estimate -= 1
            let (sum, overflow) = rest.addingReportingOverflow(top)
            if overflow { break }
            rest = sum
        }
        return estimate
    }

    /// u[j ... j+n] -= estimate · v; returns whether the result went negative.
    @inline(__always)
    static func multiplySubtract(_ v: UnsafeBufferPointer<UInt64>, _ estimate: UInt64,
                                 from u: UnsafeMutableBufferPointer<UInt64>, at j: Int) -> Bool {
        // UInt128 keeps the carries branch-free (see `BigUInt.multiplyAdd`).
        var carry: UInt64 = 0, borrow: UInt64 = 0
        for i in 0..<v.count {
            let product = UInt128(estimate) &* UInt128(v[i]) &+ UInt128(carry)
            carry = UInt64(truncatingIfNeeded: product &>> 64)
            let difference = UInt128(u[i + j]) &- (product & UInt128(UInt64.max)) &- UInt128(borrow)
            u[i + j] = UInt64(truncatingIfNeeded: difference)
            // A negative difference wrapped around: its high word is all ones.
            borrow = UInt64(truncatingIfNeeded: difference &>> 64) & 1
        }
        let difference = UInt128(u[j + v.count]) &- UInt128(carry) &- UInt128(borrow)
        u[j + v.count] = UInt64(truncatingIfNeeded: difference)
        return difference &>> 64 != 0
    }

    /// u[j ... j+n] += v, dropping the carry out of the top (it cancels the earlier borrow).
    @inline(__always)
    static func addBack(_ v: UnsafeBufferPointer<UInt64>, to u: UnsafeMutableBufferPointer<UInt64>, at j: Int) {
        var carry: UInt64 = 0
        for i in 0..<v.count {
            let t = UInt128(u[i + j]) &+ UInt128(v[i]) &+ UInt128(carry)
            u[i + j] = UInt64(truncatingIfNeeded: t)
            carry = UInt64(truncatingIfNeeded: t &>> 64)
        }
        u[j + v.count] &+= carry
    }
}

extension BigInt {
    /// Truncated division, like Swift's `Int`: the quotient rounds toward zero and the
    /// remainder has the dividend's sign. Traps on division by zero.
    public func quotientAndRemainder(dividingBy divisor: BigInt) -> (quotient: BigInt, remainder: BigInt) {
        let (quotient, remainder) = magnitude.quotientAndRemainder(dividingBy: divisor.magnitude)
        return (BigInt(sign: sign == divisor.sign ? .plus : .minus, magnitude: quotient),
                BigInt(sign: sign, magnitude: remainder))
    }

    public static func / (lhs: BigInt, rhs: BigInt) -> BigInt {
        BigInt(sign: lhs.sign == rhs.sign ? .plus : .minus, magnitude: lhs.magnitude / rhs.magnitude)
    }

    public static func % (lhs: BigInt, rhs: BigInt) -> BigInt {
        BigInt(sign: lhs.sign, magnitude: lhs.magnitude % rhs.magnitude)
    }

    public static func /= (lhs: inout BigInt, rhs: BigInt) { lhs = lhs / rhs }
    public static func %= (lhs: inout BigInt, rhs: BigInt) { lhs = lhs % rhs }

    /// Whether `self` is a multiple of `other`; zero is a multiple only of zero.
    public func isMultiple(of other: BigInt) -> Bool {
        magnitude.isMultiple(of: other.magnitude)
    }
}
