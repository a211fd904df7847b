import CalcTestSupport
/// Deterministic test operands: edge cases and pseudo-random values up to ~3,000 bits.
///
/// Operands are plain words and a sign, so that both implementations can be built from them.
struct Operand: Hashable, Sendable, CustomStringConvertible {
    /// Little-endian magnitude words, no leading zero word.
    let words: [UInt64]
    /// Never true for zero.
    let negative: Bool

    init(words: [UInt64], negative: Bool = false) {
        var words = words
        while words.last == 0 { words.removeLast() }
        self.words = words
        self.negative = negative && !words.isEmpty
    }

    var negated: Operand { Operand(words: words, negative: !negative) }
    var absolute: Operand { Operand(words: words, negative: false) }
    var isZero: Bool { words.isEmpty }

    /// Decimal text from the reference (slow in a debug build: for messages and text tests).
    var text: String { Reference.decimal(words: words, negative: negative) }
    var magnitudeText: String { Reference.decimal(words: words, negative: false) }

    var description: String {
        let text = self.text
        return text.count > 60 ? "\(text.prefix(25))…(\(text.count) digits)" : text
    }
}

enum Operands {
    static let max = UInt64.max

    /// Values at the edges: around zero, word boundaries, powers of two and of ten, zero
    /// words inside, and top words of 1 and of all ones (the extremes of a divisor's top word).
    static let edgeCases: [Operand] = {
        var words: [[UInt64]] = [
            [], [1], [2], [3], [10], [1 << 62], [1 << 63], [(1 << 63) - 1], [(1 << 63) + 1],
            [max - 1], [max], [0, 1], [1, 1], [max, 1], [0, 2], [max, max], [0, 0, 1], [1, 0, 1],
            [max, max, max], [0, 1 << 63], [0, 0, 1 << 63], [5, 0, 0, 0, 0, 0, 0, 0, 0, 1],
            [max, 0, 0, 0, 0, 0, 0, 0, max], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7],
            [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
            // 10^19, 10^19 - 1, 10^19 + 1 (a decimal chunk), 10^38 (0x4B3B4CA85A86C47A098A224000000000).
            [10_000_000_000_000_000_000], [9_999_999_999_999_999_999], [10_000_000_000_000_000_001],
            [0x098A_2240_0000_0000, 0x4B3B_4CA8_5A86_C47A],
            [0x098A_2240_0000_0001, 0x4B3B_4CA8_5A86_C47A],
        ]
        // Powers of two at and around word boundaries.
        for bits in [64, 127, 128, 129, 191, 192, 640, 1000] {
            var power = [UInt64](repeating: 0, count: bits / 64 + 1)
            power[bits / 64] = 1 << UInt64(bits % 64)
            words.append(power)
            var below = [UInt64](repeating: max, count: bits / 64)
            if bits % 64 != 0 { below.append((1 << UInt64(bits % 64)) - 1) }
            words.append(below)
        }
        let positive = words.map { Operand(words: $0) }
        return positive + positive.filter { !$0.isZero }.map(\.negated)
    }()

    /// Words that make carries, borrows and quotient corrections likely.
    static let specialWords: [UInt64] = [0, 1, 2, (1 << 63) - 1, 1 << 63, (1 << 63) + 1, max - 1, max]

    /// `count` random operands of 0 to `maxBits` bits, small sizes more likely than large.
    static func random(count: Int, seed: UInt64, maxBits: Int = 3000) -> [Operand] {
        var generator = SplitMix64(state: seed)
        return (0..<count).map { _ in random(using: &generator, maxBits: maxBits) }
    }

    static func random(using generator: inout SplitMix64, maxBits: Int = 3000) -> Operand {
        let limit = [64, 192, 640, maxBits][generator.below(4)]
        let bits = generator.below(Swift.min(limit, maxBits) + 1)
        let structured = generator.below(2) == 0
        var words: [UInt64] = (0..<((bits + 63) / 64)).map { _ in
            structured && generator.below(3) != 0
                ? specialWords[generator.below(specialWords.count)]
                : generator.next()
        }
        if bits % 64 != 0, !words.isEmpty {
            words[words.count - 1] &= (1 << UInt64(bits % 64)) - 1
        }
        return Operand(words: words, negative: generator.below(2) == 0)
    }

    /// Random pairs for one seed, followed (for seed 0) by every pair of edge cases.
    static func pairs(seed: UInt64, count: Int = 150) -> [(Operand, Operand)] {
        let random = random(count: 2 * count, seed: seed)
        var pairs = (0..<count).map { (random[2 * $0], random[2 * $0 + 1]) }
        if seed == 0 {
            for a in edgeCases { for b in edgeCases { pairs.append((a, b)) } }
        }
        return pairs
    }

    static let seeds: [UInt64] = Array(0..<8)
}
