extension BigUInt {
    /// `self` raised to `exponent`; `0.power(0) == 1`. A negative exponent gives the
    /// truncated result as in attaswift: 1 for a base of 1, otherwise 0 (a base of 0 traps).
    public func power(_ exponent: Int) -> BigUInt {
        if exponent == 0 { return 1 }
        if exponent < 0 {
            precondition(!isZero, "zero to a negative power")
            return self == 1 ? 1 : 0
        }
        if exponent == 1 || isZero || self == 1 { return self }
        // Factors of two become one shift at the end: 10^k = 5^k · 2^k.
        let twos = trailingZeroBitCount
        let odd = twos == 0 ? self : self >> twos
        let (shift, overflow) = twos.multipliedReportingOverflow(by: exponent)
        precondition(!overflow, "BigUInt.power result too large")
        return odd.oddPower(exponent) << shift
    }

    /// Left-to-right binary powering: square for each bit, multiply by the (small) base for ones.
    private func oddPower(_ exponent: Int) -> BigUInt {
        if self == 1 { return self }
        var result = self
        var bit = Int.bitWidth - exponent.leadingZeroBitCount - 2
        while bit >= 0 {
            result = result.squared()
            if exponent >> bit & 1 == 1 { result *= self }
            bit -= 1
        }
        return result
    }
}

extension BigInt {
    /// As for `BigUInt`, with a negative base giving a negative result for odd exponents.
    public func power(_ exponent: Int) -> BigInt {
        BigInt(sign: sign == .minus && exponent & 1 != 0 ? .minus : .plus, magnitude: magnitude.power(exponent))
    }
}
