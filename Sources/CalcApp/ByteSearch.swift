#if canImport(Glibc)
import Glibc
#endif

/// Searches of the bytes every line goes through (line ends, `#`, what JSON must escape):
/// `memchr` for one byte, eight bytes at a time for a class of them. The generic
/// `firstIndex(of:)` on a slice compares a byte at a time.
extension [UInt8] {
    /// The first `byte` in `self[range]`, by `memchr`.
    func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        withUnsafeBufferPointer { buffer in
            guard !range.isEmpty, let base = buffer.baseAddress,
                  let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }
}

/// Eight bytes read as one word, asked whether any of them is of a kind, with the classic bit
/// tricks: `(w - 0x01…01) & ~w & 0x80…80` is nonzero exactly when a byte of `w` is zero (a
/// borrow crosses only from a byte that is). A word that answers yes is then read byte by byte.
enum ByteWord {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Nonzero when a byte of `word` is below `bound` (at most 0x80).
    @inline(__always)
    static func byteBelow(_ bound: UInt8, in word: UInt64) -> UInt64 {
        (word &- ones &* UInt64(bound)) & ~word & highs
    }

    /// Nonzero when a byte of `word` is `byte`.
    @inline(__always)
    static func byte(_ byte: UInt8, in word: UInt64) -> UInt64 {
        byteBelow(1, in: word ^ (ones &* UInt64(byte)))
    }

    /// Nonzero when a byte of `word` is not ASCII.
    @inline(__always)
    static func nonASCII(in word: UInt64) -> UInt64 { word & highs }
}
