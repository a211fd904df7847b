/// A currency code — three to five upper-case ASCII letters (`USD`, `DOGE`, `USDT`) — held in
/// one integer.
///
/// Every amount carries one, so it is a plain value: tokens, syntax-tree nodes and values
/// that hold a currency need no reference counting, and comparing or looking up a code is
/// an integer operation. Each letter is five bits (A is 1), the first the highest and an
/// absent letter 0, so that integer order is alphabetical order (`USD` < `USDC` < `USDT`).
public struct CurrencyCode: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let packed: UInt32

    /// The most letters a code has (crypto codes such as `USDT`; ISO 4217's have three).
    public static let maximumLength = 5

    @inline(__always)
    private static func letter(_ byte: UInt8) -> UInt32 { UInt32((byte & 0xDF) &- 0x40) }

    @inline(__always)
    private init(_ first: UInt8, _ second: UInt8, _ third: UInt8) {
        packed = CurrencyCode.letter(first) << 20 | CurrencyCode.letter(second) << 15 | CurrencyCode.letter(third) << 10
    }

    /// A code of three letters as 15 bits, five a letter (`A` 1 to `Z` 26), first letter
    /// highest; nil for a code of four or five letters. ISO's codes are all three letters:
    /// the catalogue's bitmap and minor units, and packed unit products, are indexed so.
    @inline(__always)
    var threeLetters: UInt32? {
        // Three letters leave the lowest ten bits 0.
        packed & 0x3FF == 0 ? packed >> 10 : nil
    }

    /// The code of `threeLetters`.
    init(threeLetters: UInt32) {
        packed = threeLetters << 10
    }

    /// Letters already checked, upper or lower case.
    private init(letters: some Collection<UInt8>) {
        var packed: UInt32 = 0, shift: UInt32 = 20
        for byte in letters {
            packed |= CurrencyCode.letter(byte) << shift
            shift &-= 5
        }
        self.packed = packed
    }

    @inline(__always)
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    /// `code` must be three to five ASCII letters; they are upper-cased.
    public init(_ code: StaticString) {
        precondition((3...CurrencyCode.maximumLength).contains(code.utf8CodeUnitCount))
        let bytes = UnsafeBufferPointer(start: code.utf8Start, count: code.utf8CodeUnitCount)
        precondition(bytes.allSatisfy(CurrencyCode.isLetter))
        self.init(letters: bytes)
    }

    public init(stringLiteral code: StaticString) {
        self.init(code)
    }

    /// The code spelled by `word`: three letters in any case (`usd`, `Eur`), four or five in
    /// capitals (`USDT`) or a crypto code calc knows in any case (`usdt`); nil otherwise, so
    /// that a word such as `mile` or `abcd` is never taken for a code.
    @inline(__always)
    public init?(_ word: ArraySlice<UInt8>) {
        if word.count == 3 {
            // Most words: three letters, unrolled.
            let start = word.startIndex
            let first = word[start], second = word[start + 1], third = word[start + 2]
            guard CurrencyCode.isLetter(first) && CurrencyCode.isLetter(second) && CurrencyCode.isLetter(third) else { return nil }
            self.init(first, second, third)
            return
        }
        guard word.count > 3, word.count <= CurrencyCode.maximumLength, word.allSatisfy(CurrencyCode.isLetter) else { return nil }
        self.init(letters: word)
        if !word.allSatisfy({ $0 &- 0x41 < 26 }) && !CryptoCurrencies.isCrypto(self) { return nil }
    }

    /// The code `text` is, when it is exactly three to five upper-case ASCII letters (`USD`,
    /// `USDT`; not `usd`).
    public init?(code text: String) {
        let utf8 = text.utf8
        guard (3...CurrencyCode.maximumLength).contains(utf8.count), utf8.allSatisfy({ $0 &- 0x41 < 26 }) else { return nil }
        self.init(letters: utf8)
    }

    public static func < (left: CurrencyCode, right: CurrencyCode) -> Bool {
        left.packed < right.packed
    }

    /// How many letters it has (3 to 5).
    public var length: Int {
        packed & 0x3FF == 0 ? 3 : packed & 0x1F == 0 ? 4 : 5
    }

    /// The letter at `position` (0 first), as an ASCII byte.
    @inline(__always)
    private func byte(_ position: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: (packed >> UInt32(20 - 5 * position)) & 0x1F) &+ 0x40
    }

    /// Appends the letters to `text`.
    public func append(to text: inout [UInt8]) {
        text.append(byte(0))
        text.append(byte(1))
        text.append(byte(2))
        if packed & 0x3FF != 0 {
            text.append(byte(3))
            if packed & 0x1F != 0 { text.append(byte(4)) }
        }
    }

    public var description: String {
        let count = length
        return String(unsafeUninitializedCapacity: count) { buffer in
            for position in 0..<count { buffer[position] = byte(position) }
            return count
        }
    }

    /// The first letter, 0 for A to 25 for Z.
    var firstLetterIndex: Int { Int(packed >> 20) &- 1 }
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
            let letter = code.firstLetterIndex
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
        let letter = code.firstLetterIndex
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
