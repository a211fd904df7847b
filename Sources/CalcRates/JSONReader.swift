/// A small strict JSON parser over bytes that keeps numbers as text.
///
/// Not Foundation's `JSONSerialization`/`JSONDecoder`: they read `1.1252` as a `Double`, and
/// rates must stay exact. Errors carry a line and column; nesting is bounded so hostile input
/// cannot exhaust the stack.
public struct JSONReader {
    /// Nesting deeper than this is refused; rate documents need three levels.
    public static let defaultMaxDepth = 64

    private let bytes: [UInt8]
    private let maxDepth: Int
    private var index = 0

    private init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// Parses one complete JSON document (an optional UTF-8 byte order mark is skipped).
    public static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: bytes, maxDepth: maxDepth)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        reader.skipWhitespace()
        let value = try reader.parseValue(depth: 0)
        reader.skipWhitespace()
        if reader.index < bytes.count {
            throw reader.error("unexpected \(reader.describeCurrent()) after the end of the JSON value")
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of input: expected a value (truncated?)") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "I") {
                throw error("-Infinity is not a JSON number: numbers must be finite")
            }
            return .number(try parseNumber())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            // Python's json module writes these; name them instead of a bare "expected a value".
            throw error("\(currentWord()) is not a JSON number: numbers must be finite")
        default:
            throw error("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        if depth > maxDepth { throw error("nesting deeper than \(maxDepth) levels") }
        index += 1 // {
        var members: [JSONMember] = []
        skipWhitespace()
        if try peekIs("}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard try peekIs("\"") else { throw error("expected a string key, found \(describeCurrent())") }
            let key = try parseString()
            skipWhitespace()
            guard try peekIs(":") else { throw error("expected ':' after key \"\(key)\", found \(describeCurrent())") }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(JSONMember(key: key, value: value))
            skipWhitespace()
            if try peekIs(",") { index += 1; continue }
            if try peekIs("}") { index += 1; return .object(members) }
            throw error("expected ',' or '}', found \(describeCurrent())")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        if depth > maxDepth { throw error("nesting deeper than \(maxDepth) levels") }
        index += 1 // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if try peekIs("]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            if try peekIs(",") { index += 1; continue }
            if try peekIs("]") { index += 1; return .array(elements) }
            throw error("expected ',' or ']', found \(describeCurrent())")
        }
    }

    // MARK: - Strings

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1 // opening quote
        var text: [UInt8] = []
        while true {
            guard index < bytes.count else {
                index = start
                throw error("unterminated string (truncated?)")
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let string = String(validating: text, as: UTF8.self) else {
                    index = start
                    throw error("string is not valid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                try parseEscape(into: &text)
            case 0..<0x20:
                throw error("control character in a string (write it as an escape)")
            default:
                text.append(byte)
                index += 1
            }
        }
    }

    private mutating func parseEscape(into text: inout [UInt8]) throws(JSONSyntaxError) {
        index += 1 // backslash
        guard index < bytes.count else { throw error("unterminated string (truncated?)") }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): text.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): text.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): text.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by an escaped low one: together one scalar.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate in \\u escape")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw error("unpaired surrogate in \\u escape")
            }
            // Cannot fail: surrogates were excluded above and the value is below 0x110000.
            let unicode = Unicode.Scalar(scalar) ?? "\u{FFFD}"
            text.append(contentsOf: String(Character(unicode)).utf8)
        default:
            index -= 2
            throw error("invalid escape '\\\(String(decoding: [escape], as: UTF8.self))'")
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error("unterminated \\u escape (truncated?)") }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("expected four hex digits after \\u")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    // MARK: - Numbers

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, returned as written.
    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit after '-'") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw error("leading zeros are not allowed in JSON numbers") }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit after '.'") }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    // MARK: - Helpers

    private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - index >= expected.count, bytes[index..<(index + expected.count)].elementsEqual(expected) else {
            if bytes.count - index < expected.count, bytes[index...].elementsEqual(expected.prefix(bytes.count - index)) {
                throw error("unexpected end of input inside '\(word)' (truncated?)")
            }
            throw error("expected a value, found \(describeCurrent())")
        }
        index += expected.count
    }

    /// True when the next byte is `character`; at the end of input, a located "truncated" error.
    private func peekIs(_ character: Unicode.Scalar) throws(JSONSyntaxError) -> Bool {
        guard index < bytes.count else { throw error("unexpected end of input (truncated?)") }
        return bytes[index] == UInt8(ascii: character)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// The bare word at the cursor (`NaN`, `Infinity`), for messages.
    private func currentWord() -> String {
        var end = index
        while end < bytes.count, end - index < 16, (bytes[end] | 0x20) >= UInt8(ascii: "a"), (bytes[end] | 0x20) <= UInt8(ascii: "z") {
            end += 1
        }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "the end of input" }
        return ByteDescription.describe(bytes[index])
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(position: TextPosition(offset: index, in: bytes), message: message)
    }
}
