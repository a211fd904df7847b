/// An arbitrary-precision unsigned integer, a Foundation-free stand-in for attaswift's `BigUInt`.
///
/// The value is held as little-endian 64-bit words with no leading zero word, so zero is the
/// empty array and equal values have equal words (which makes the synthesized `==` and
/// `hash(into:)` value equality).
public struct BigUInt: Hashable, Sendable {
    @usableFromInline var storage: [UInt64]

    /// The words, least significant first; the last one is never zero.
    @inlinable public var words: [UInt64] { storage }

    /// Zero.
    @inlinable public init() { storage = [] }

    /// A one-word value, the common case of conversions.
    @inlinable init(word: UInt64) { storage = word == 0 ? [] : [word] }

    /// Words already known to have no leading zero word (kernels trim before returning).
    @inlinable init(normalizedWords: [UInt64]) {
        storage = normalizedWords
    }

    /// The value of little-endian words; leading zero words are dropped.
    public init<Words: Sequence<UInt64>>(words: Words) {
        var storage = Array(words)
        storage.trimLeadingZeroWords()
        self.storage = storage
    }

    @inlinable public var isZero: Bool { storage.isEmpty }

    /// 0 for zero, otherwise 1.
    public func signum() -> BigUInt { isZero ? BigUInt() : BigUInt(word: 1) }

    /// Always `self`: the type is its own magnitude (as for any unsigned integer type).
    public var magnitude: BigUInt { self }

    public static var zero: BigUInt { BigUInt() }
}

extension BigUInt: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: UInt64) { self.init(word: value) }
}

extension Array where Element == UInt64 {
    /// Restores the "no leading zero word" invariant after an operation that may leave some.
    @inlinable mutating func trimLeadingZeroWords() {
        while let last = last, last == 0 { removeLast() }
    }
}
