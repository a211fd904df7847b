extension BigUInt {
    /// The number of significant bits: 0 for zero, otherwise floor(log2(self)) + 1
    /// (attaswift's definition; not a storage width).
    public var bitWidth: Int {
        guard let top = storage.last else { return 0 }
        return storage.count * 64 - top.leadingZeroBitCount
    }

    /// The number of zero bits below the lowest one bit; 0 for zero (as in attaswift).
    public var trailingZeroBitCount: Int {
        guard let index = storage.firstIndex(where: { $0 != 0 }) else { return 0 }
        return index * 64 + storage[index].trailingZeroBitCount
    }

    /// The 64 bits of the value starting at bit `offset` (bits past the top read as zero).
    func word(atBit offset: Int) -> UInt64 {
        let (index, shift) = offset.quotientAndRemainder(dividingBy: 64)
        guard index < storage.count else { return 0 }
        let low = storage[index] >> shift
        guard shift > 0, index + 1 < storage.count else { return low }
        return low | storage[index + 1] << (64 - shift)
    }

    /// Whether any of the bits below `offset` is one.
    func hasOneBit(below offset: Int) -> Bool {
        let (index, shift) = offset.quotientAndRemainder(dividingBy: 64)
        for i in 0..<Swift.min(index, storage.count) where storage[i] != 0 { return true }
        guard shift > 0, index < storage.count else { return false }
        return storage[index] & ((1 << UInt64(shift)) - 1) != 0
    }
}

extension BigInt {
    /// attaswift's definition: the magnitude's significant bits plus a sign bit, 0 for zero.
    /// (calc sizes numbers with `magnitude.bitWidth` instead.)
    public var bitWidth: Int {
        isZero ? 0 : magnitude.bitWidth + 1
    }

    /// The same for a negative value as for its magnitude (two's complement agrees).
    public var trailingZeroBitCount: Int { magnitude.trailingZeroBitCount }
}
