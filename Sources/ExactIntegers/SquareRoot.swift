extension BigUInt {
    /// floor(sqrt(self)).
    ///
    /// Recursive Newton: the root of the top half of the bits, scaled, is within about
    /// 2^k of the answer, and one Newton step from there is within 1 of it (from above),
    /// so the cost is a few operations at full size rather than a Newton step per bit.
    public func squareRoot() -> BigUInt {
        if storage.count <= 1 { return BigUInt(word: BigUInt.squareRoot(storage.first ?? 0)) }
        // k with 4^k <= sqrt(self): then (x - sqrt(n))^2 / 2x <= 1 for the scaled guess x.
        let k = (bitWidth - 1) / 4
        let guess = (self >> (2 * k)).squareRoot() << k
        // A Newton step from any positive guess lands at or above floor(sqrt(n)).
        var root = (guess + self / guess) >> 1
        while root.squared() > self { root -= 1 }
        return root
    }

    static func squareRoot(_ n: UInt64) -> UInt64 {
        // The double's root is within one of the answer; fix it with exact integer checks.
        // (Converting truncates; `rounded(.down)` would call libm's floor, which may not be linked.)
        var root = UInt64(Double(n).squareRoot())
        root = Swift.min(root, UInt64(UInt32.max))
        while root * root > n { root -= 1 }
        while true {
            let (square, overflow) = (root + 1).multipliedReportingOverflow(by: root + 1)
            if overflow || square > n { break }
            root += 1
        }
        return root
    }
}

extension BigInt {
    /// floor(sqrt(self)); traps on a negative value, as attaswift's does.
    public func squareRoot() -> BigInt {
        precondition(sign == .plus, "square root of a negative BigInt")
        return BigInt(magnitude.squareRoot())
    }
}
