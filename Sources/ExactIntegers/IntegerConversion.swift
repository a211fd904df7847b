/// Conversions between the big integers and Swift's integer types, in both directions.
/// They are `@inlinable` so that calls such as `Int64(exactly: x)` specialize in the caller.
extension BigUInt {
    /// Traps on a negative value, as attaswift's does.
    @inlinable public init<Source: BinaryInteger>(_ source: Source) {
        guard let value = BigUInt(exactly: source) else {
            preconditionFailure("BigUInt cannot represent a negative value")
        }
        self = value
    }

    /// nil for a negative value.
    @inlinable public init?<Source: BinaryInteger>(exactly source: Source) {
        if source < (0 as Source) { return nil }
        if let word = UInt64(exactly: source) {
            self.init(word: word)
            return
        }
        // Wider than a word: gather the source's words (`UInt`-sized) into 64-bit words.
        var words: [UInt64] = []
        var accumulator: UInt64 = 0, filled = 0
        for word in source.words {
            accumulator |= UInt64(word) << UInt64(filled)
            filled += UInt.bitWidth
            if filled == 64 {
                words.append(accumulator)
                accumulator = 0
                filled = 0
            }
        }
        if filled > 0 { words.append(accumulator) }
        self.init(words: words)
    }

    /// Traps on a negative value.
    public init(_ source: BigInt) {
        precondition(source.sign == .plus, "BigUInt cannot represent a negative value")
        self = source.magnitude
    }

    /// nil for a negative value.
    public init?(exactly source: BigInt) {
        guard source.sign == .plus else { return nil }
        self = source.magnitude
    }
}

extension BigInt {
    @inlinable public init<Source: BinaryInteger>(_ source: Source) {
        if source < (0 as Source) {
            // The magnitude, not the negation, so that Int64.min converts.
            self.init(sign: .minus, magnitude: BigUInt(source.magnitude))
        } else {
            self.init(sign: .plus, magnitude: BigUInt(source))
        }
    }

    /// Never nil: every integer is representable.
    @inlinable public init?<Source: BinaryInteger>(exactly source: Source) {
        self.init(source)
    }
}

extension BinaryInteger {
    /// `source` when it is representable in this type, otherwise nil.
    @inlinable public init?(exactly source: BigUInt) {
        let words = source.words
        switch words.count {
        case 0:
            self = 0
        case 1:
            guard let value = Self(exactly: words[0]) else { return nil }
            self = value
        default:
            // Only a type wider than 64 bits can hold it; build it, then check that nothing
            // was lost to the width or to a sign bit.
            var value: Self = 0
            for word in words.reversed() {
                value = value << 64 | Self(truncatingIfNeeded: word)
            }
            guard value > (0 as Self), BigUInt(exactly: value) == source else { return nil }
            self = value
        }
    }

    /// Traps when `source` is not representable in this type.
    @inlinable public init(_ source: BigUInt) {
        guard let value = Self(exactly: source) else {
            preconditionFailure("\(source) is not representable as \(Self.self)")
        }
        self = value
    }

    /// `source` when it is representable in this type, otherwise nil.
    @inlinable public init?(exactly source: BigInt) {
        if source.sign == .plus {
            self.init(exactly: source.magnitude)
            return
        }
        guard Self.isSigned else { return nil }
        // -m is ~(m - 1), which also reaches the type's minimum (|min| = max + 1).
        let words = source.magnitude.words
        let belowMagnitude: Self?
        if words.count == 1 {
            belowMagnitude = Self(exactly: words[0] - 1)
        } else {
            belowMagnitude = Self(exactly: source.magnitude - 1)
        }
        guard let below = belowMagnitude else { return nil }
        self = ~below
    }

    /// Traps when `source` is not representable in this type.
    @inlinable public init(_ source: BigInt) {
        guard let value = Self(exactly: source) else {
            preconditionFailure("\(source) is not representable as \(Self.self)")
        }
        self = value
    }
}
