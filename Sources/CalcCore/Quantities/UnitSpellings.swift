/// The catalogue's spellings looked up by the bytes of the line, without making a String.
///
/// Every unit word of every line is looked up (the parser asks whether a word after `/` is a
/// unit, the resolver what it is): a String made from the span and a Dictionary's SipHash
/// would be an allocation and a full hash for every word; a multiplicative hash over a few
/// bytes and one comparison are a small part of that.
///
/// Only a byte-identical hit is an answer for text that is not ASCII: a Swift String compares
/// by canonical equivalence (the Kelvin sign `K` is `K`), so callers go on with the String
/// when `isDecided(by:)` says the bytes alone cannot tell a miss.
///
/// (Unchecked: its buffers are written once, in `init`, and only read after.)
struct UnitSpellings: @unchecked Sendable {
    /// One spelling: where its bytes stand in `keyBytes`, and the catalogue row it spells.
    private struct Entry: Sendable {
        let start: Int32
        let length: Int32
        let row: UInt16
        /// Whether the word is also a currency's name (the resolver tries those first).
        let isCurrencyName: Bool
    }

    // Kept in buffers allocated once and never freed (the tables live as long as the
    // process): a struct of arrays read from a `static let` would retain and release its
    // three arrays at every look-up.
    private let keyBytes: UnsafeBufferPointer<UInt8>
    private let entries: UnsafeBufferPointer<Entry>
    /// Open addressing: 0 empty, else an index into `entries` plus one.
    private let slots: UnsafeBufferPointer<UInt16>
    /// Whether upper-case ASCII letters are read as lower case (names) or not (symbols).
    private let foldsCase: Bool

    /// The table `Scripts/generate-unit-derivations.py` laid out ahead of the build
    /// (`UnitSpellings+Generated.swift`): copied into place, nothing hashed or compared.
    init(_ layout: Layout, foldsCase: Bool) {
        self.foldsCase = foldsCase
        let count = layout.entries.count / 4
        let entries = UnsafeMutableBufferPointer<Entry>.allocate(capacity: max(count, 1))
        layout.entries.withUnsafeBufferPointer { fields in
            for index in 0..<count {
                let field = 4 * index
                (entries.baseAddress! + index).initialize(to: Entry(start: Int32(fields[field]), length: Int32(fields[field + 1]),
                                                                    row: fields[field + 2], isCurrencyName: fields[field + 3] != 0))
            }
        }
        self.keyBytes = UnitSpellings.permanent(layout.keyBytes)
        self.entries = UnsafeBufferPointer(rebasing: entries[..<count])
        self.slots = UnitSpellings.permanent(layout.slots)
    }

    private static func permanent<Element>(_ elements: [Element]) -> UnsafeBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(elements.count, 1))
        _ = buffer.initialize(from: elements)
        return UnsafeBufferPointer(rebasing: buffer[..<elements.count])
    }

    /// The row spelled by `bytes`, and whether that spelling is also a currency's name.
    func row(of bytes: ArraySlice<UInt8>) -> (row: UInt16, isCurrencyName: Bool)? {
        bytes.withUnsafeBufferPointer { word in
            let mask = slots.count - 1
            var slot = UnitSpellings.hash(word, foldsCase: foldsCase) & mask
            while case let stored = slots[slot], stored != 0 {
                let entry = entries[Int(stored) - 1]
                if Int(entry.length) == word.count, matches(word, from: Int(entry.start)) {
                    return (entry.row, entry.isCurrencyName)
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// Whether a miss of `bytes` is a miss of the text too: true when they are ASCII, whose
    /// only canonical equivalent (and, for names, lower case) is itself.
    static func isDecided(by bytes: ArraySlice<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    private func matches(_ word: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        // (Two loops, so that a symbol's bytes are compared without a case test each.)
        if foldsCase {
            for index in word.indices where UnitSpellings.folded(word[index], true) != keyBytes[start + index] { return false }
        } else {
            for index in word.indices where word[index] != keyBytes[start + index] { return false }
        }
        return true
    }

    @inline(__always)
    private static func folded(_ byte: UInt8, _ foldsCase: Bool) -> UInt8 {
        foldsCase && byte &- 0x41 < 26 ? byte | 0x20 : byte
    }

    private static func hash(_ bytes: some Collection<UInt8>, foldsCase: Bool) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        if foldsCase {
            for byte in bytes { hash = (hash ^ UInt64(folded(byte, true))) &* 0x100_0000_01b3 }
        } else {
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
