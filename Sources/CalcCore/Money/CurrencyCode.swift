/// A currency code — three upper-case ASCII letters — held in one integer.
///
/// Every amount carries one, so it is a plain value: tokens, syntax-tree nodes and values
/// that hold a currency need no reference counting, and comparing or looking up a code is
/// an integer operation.
public struct CurrencyCode: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The letters as one big-endian integer, so that integer order is alphabetical order.
    public let packed: UInt32

    private init(_ first: UInt8, _ second: UInt8, _ third: UInt8) {
        packed = UInt32(first) << 16 | UInt32(second) << 8 | UInt32(third)
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    /// `code` must be three ASCII letters; they are upper-cased.
    public init(_ code: StaticString) {
        precondition(code.utf8CodeUnitCount == 3)
        let bytes = code.utf8Start
        precondition(CurrencyCode.isLetter(bytes[0]) && CurrencyCode.isLetter(bytes[1]) && CurrencyCode.isLetter(bytes[2]))
        self.init(bytes[0] & 0xDF, bytes[1] & 0xDF, bytes[2] & 0xDF)
    }

    public init(stringLiteral code: StaticString) {
        self.init(code)
    }

    /// The code spelled by `word` in any case (`usd`, `Eur`); nil unless it is three ASCII letters.
    public init?(_ word: ArraySlice<UInt8>) {
        guard word.count == 3 else { return nil }
        let start = word.startIndex
        let first = word[start], second = word[start + 1], third = word[start + 2]
        guard CurrencyCode.isLetter(first) && CurrencyCode.isLetter(second) && CurrencyCode.isLetter(third) else { return nil }
        self.init(first & 0xDF, second & 0xDF, third & 0xDF)
    }

    /// The code `text` is, when it is exactly three upper-case ASCII letters (`USD`, not `usd`).
    public init?(code text: String) {
        var utf8 = text.utf8.makeIterator()
        guard let first = utf8.next(), let second = utf8.next(), let third = utf8.next(), utf8.next() == nil else { return nil }
        for byte in [first, second, third] where byte &- 0x41 >= 26 { return nil }
        self.init(first, second, third)
    }

    public static func < (left: CurrencyCode, right: CurrencyCode) -> Bool {
        left.packed < right.packed
    }

    /// Appends the three letters to `text`.
    public func append(to text: inout [UInt8]) {
        text.append(UInt8(truncatingIfNeeded: packed >> 16))
        text.append(UInt8(truncatingIfNeeded: packed >> 8))
        text.append(UInt8(truncatingIfNeeded: packed))
    }

    public var description: String {
        String(unsafeUninitializedCapacity: 3) { buffer in
            buffer[0] = UInt8(truncatingIfNeeded: packed >> 16)
            buffer[1] = UInt8(truncatingIfNeeded: packed >> 8)
            buffer[2] = UInt8(truncatingIfNeeded: packed)
            return 3
        }
    }
}

/// Codes in ascending order with the start of each first letter's run, so that finding one
/// is a binary search among the few codes that share its first letter (every money line
/// looks up several codes, and a search of all of them is twice the work).
struct SortedCodes: Sendable {
    let codes: [CurrencyCode]
    /// `starts[l]` is the index of the first code whose first letter is `l` or later
    /// (A is 0); 27 entries, the last `codes.count`.
    private let starts: [Int32]

    /// `codes` must be ascending.
    init(_ codes: [CurrencyCode]) {
        self.codes = codes
        var starts = [Int32](repeating: Int32(codes.count), count: 27)
        for (index, code) in codes.enumerated().reversed() {
            let letter = Int(code.packed >> 16) &- 0x41
            if letter >= 0 && letter < 26 { starts[letter] = Int32(index) }
        }
        // A letter no code starts with begins where the next one does.
        for letter in stride(from: 25, through: 0, by: -1) where starts[letter] > starts[letter + 1] {
            starts[letter] = starts[letter + 1]
        }
        self.starts = starts
    }

    /// Where `code` is; nil when it is not there.
    @inline(__always)
    func index(of code: CurrencyCode) -> Int? {
        let letter = Int(code.packed >> 16) &- 0x41
        guard letter >= 0 && letter < 26 else { return nil }
        var low = Int(starts[letter]), high = Int(starts[letter + 1]) - 1
        while low <= high {
            let middle = (low + high) >> 1
            let candidate = codes[middle]
            if candidate == code { return middle }
            if candidate < code { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }
}
