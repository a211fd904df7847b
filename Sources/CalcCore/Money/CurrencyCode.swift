/// Three upper-case ASCII letters held inline, so that tokens and syntax-tree nodes carrying
/// a currency stay plain values (no reference counting on the parser's hot path).
public struct CurrencyCode: Hashable, Sendable, CustomStringConvertible {
    private let first: UInt8, second: UInt8, third: UInt8

    /// `code` must be three ASCII letters; they are upper-cased.
    public init(_ code: StaticString) {
        precondition(code.utf8CodeUnitCount == 3)
        let bytes = code.utf8Start
        first = bytes[0] & 0xDF
        second = bytes[1] & 0xDF
        third = bytes[2] & 0xDF
    }

    /// The code spelled by `word` in any case; nil unless it is three ASCII letters.
    public init?(_ word: ArraySlice<UInt8>) {
        guard word.count == 3 else { return nil }
        for byte in word where (byte | 0x20) &- 0x61 >= 26 { return nil }
        let start = word.startIndex
        first = word[start] & 0xDF
        second = word[start + 1] & 0xDF
        third = word[start + 2] & 0xDF
    }

    public var description: String {
        String(unsafeUninitializedCapacity: 3) { buffer in
            buffer[0] = first
            buffer[1] = second
            buffer[2] = third
            return 3
        }
    }
}
