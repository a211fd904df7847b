extension BigUInt: Comparable {
    public static func < (lhs: BigUInt, rhs: BigUInt) -> Bool {
        compare(lhs.storage, rhs.storage) < 0
    }

    /// -1, 0 or 1 as `a` is below, equal to or above `b` (both normalized).
    static func compare(_ a: [UInt64], _ b: [UInt64]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        var index = a.count - 1
        while index >= 0 {
            if a[index] != b[index] { return a[index] < b[index] ? -1 : 1 }
            index -= 1
        }
        return 0
    }
}

extension BigInt: Comparable {
    public static func < (lhs: BigInt, rhs: BigInt) -> Bool {
        switch (lhs.sign, rhs.sign) {
        case (.plus, .plus): lhs.magnitude < rhs.magnitude
        case (.minus, .minus): rhs.magnitude < lhs.magnitude
        case (.minus, .plus): true
        case (.plus, .minus): false
        }
    }
}
