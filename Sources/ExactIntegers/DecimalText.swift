/// Decimal text in and out, nineteen digits at a time (10^19 is the largest power of ten
/// in a word), so both directions cost one word operation per 19 digits per word.
extension BigUInt: CustomStringConvertible {
    static let chunkDigits = 19
    static let chunkPower: UInt64 = 10_000_000_000_000_000_000

    /// The decimal digits, without sign or separators.
    public var description: String {
        if storage.count <= 1 { return String(storage.first ?? 0) }
        // Peel off 19-digit chunks, least significant first, dividing in place.
        var chunks: [UInt64] = []
        chunks.reserveCapacity(storage.count * 64 / 63 + 1)
        var rest = storage
        rest.withUnsafeMutableBufferPointer { words in
            var length = words.count
            while length > 0 {
                var remainder: UInt64 = 0
                var i = length - 1
                while i >= 0 {
                    (words[i], remainder) = BigUInt.chunkPower.dividingFullWidth((high: remainder, low: words[i]))
                    i -= 1
                }
                chunks.append(remainder)
                while length > 0 && words[length - 1] == 0 { length -= 1 }
            }
        }
        var text = Array(String(chunks.removeLast()).utf8)
        text.reserveCapacity(text.count + chunks.count * BigUInt.chunkDigits)
        var digits = [UInt8](repeating: 0, count: BigUInt.chunkDigits)
        for chunk in chunks.reversed() {
            var value = chunk
            for position in stride(from: BigUInt.chunkDigits - 1, through: 0, by: -1) {
                digits[position] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
            text.append(contentsOf: digits)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Decimal digits with an optional leading `+`; nil for anything else (including "").
    public init?<Text: StringProtocol>(_ text: Text) {
        var utf8 = Substring(text).utf8
        if utf8.first == UInt8(ascii: "+") { utf8 = utf8.dropFirst() }
        guard let value = BigUInt.parseDigits(utf8) else { return nil }
        self = value
    }

    /// One or more ASCII digits.
    static func parseDigits(_ digits: Substring.UTF8View) -> BigUInt? {
        guard !digits.isEmpty else { return nil }
        // log2(10) < 3.33 bits per digit; one spare word for the carry of the last chunk.
        var words = [UInt64](repeating: 0, count: digits.count * 333 / 6400 + 2)
        var length = 0
        var chunk: UInt64 = 0, chunkLength = 0
        // The first chunk is the short one, so that all later chunks are a full 19 digits.
        var firstChunkLength = digits.count % chunkDigits
        if firstChunkLength == 0 { firstChunkLength = chunkDigits }
        var valid = true
        words.withUnsafeMutableBufferPointer { words in
            for byte in digits {
                let digit = byte &- UInt8(ascii: "0")
                guard digit < 10 else { valid = false; return }
                chunk = chunk * 10 + UInt64(digit)
                chunkLength += 1
                if chunkLength == firstChunkLength {
                    // words = words · 10^19 + chunk (the first time, words is zero).
                    var carry = chunk
                    for i in 0..<length {
                        let t = UInt128(chunkPower) &* UInt128(words[i]) &+ UInt128(carry)
                        words[i] = UInt64(truncatingIfNeeded: t)
                        carry = UInt64(truncatingIfNeeded: t &>> 64)
                    }
                    if carry != 0 { words[length] = carry; length += 1 }
                    chunk = 0
                    chunkLength = 0
                    firstChunkLength = chunkDigits
                }
            }
        }
        guard valid else { return nil }
        words.removeLast(words.count - length)
        return BigUInt(normalizedWords: words)
    }
}

extension BigInt: CustomStringConvertible {
    /// The decimal digits, with `-` for a negative value.
    public var description: String {
        sign == .minus ? "-" + magnitude.description : magnitude.description
    }

    /// Decimal digits with an optional leading `-` or `+`; nil for anything else.
    public init?<Text: StringProtocol>(_ text: Text) {
        var utf8 = Substring(text).utf8
        var sign = Sign.plus
        if utf8.first == UInt8(ascii: "-") {
            sign = .minus
            utf8 = utf8.dropFirst()
        } else if utf8.first == UInt8(ascii: "+") {
            utf8 = utf8.dropFirst()
        }
        guard let magnitude = BigUInt.parseDigits(utf8) else { return nil }
        self.init(sign: sign, magnitude: magnitude)
    }
}

extension BigUInt: ExpressibleByStringLiteral {
    /// Traps unless the literal is decimal digits, as attaswift's does.
    public init(stringLiteral value: String) {
        guard let parsed = BigUInt(value) else { preconditionFailure("not a decimal integer: \(value)") }
        self = parsed
    }
}

extension BigInt: ExpressibleByStringLiteral {
    /// Traps unless the literal is decimal digits with an optional sign, as attaswift's does.
    public init(stringLiteral value: String) {
        guard let parsed = BigInt(value) else { preconditionFailure("not a decimal integer: \(value)") }
        self = parsed
    }
}

extension String {
    /// The decimal text of `value` (attaswift offers the same initializer).
    public init(_ value: BigUInt) { self = value.description }

    /// The decimal text of `value`, with `-` when negative.
    public init(_ value: BigInt) { self = value.description }
}
