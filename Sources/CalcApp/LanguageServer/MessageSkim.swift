#if canImport(Glibc)
import Glibc
#endif

/// What can be seen of a message too large to keep, as it streams past: the `id` and
/// `method` members of its top-level object, so that a request still gets its error response
/// and a notification none. Tracks nesting and strings byte by byte, keeping nothing else.
struct MessageSkim: Equatable {
    /// The `id`'s JSON text (a number or a string), when the message had one.
    private(set) var id: [UInt8]?
    /// The `method`'s JSON text (a string).
    private(set) var method: [UInt8]?

    private var depth = 0
    private var inString = false
    private var escaped = false
    /// At the top level, a key comes next (after `{` or `,`).
    private var expectingKey = false
    private var key: [UInt8] = []
    private var readingKey = false
    /// The key whose value is being read, when it is one the skim keeps.
    private var valueOf: [UInt8]?
    private var value: [UInt8] = []
    /// The longest `id` or `method` kept.
    private static let maximumValueBytes = 256

    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        var index = 0
        while index < bytes.count {
            // Inside a string it keeps nothing of (a document's text, most of such a message):
            // on to its closing quote with `memchr`, not byte by byte.
            if inString && !readingKey && valueOf == nil && !escaped {
                guard let found = memchr(base + index, Int32(quote), bytes.count - index) else {
                    // The string goes on past these bytes: escaped when they end in an odd run of backslashes.
                    var end = bytes.count
                    while end > index && bytes[end - 1] == backslash { end -= 1 }
                    escaped = (bytes.count - end) % 2 == 1
                    return
                }
                let at = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                var before = at
                while before > index && bytes[before - 1] == backslash { before -= 1 }
                if (at - before) % 2 == 1 {
                    index = at + 1
                    continue
                }
                index = at
            }
            feed(bytes[index])
            index += 1
        }
    }

    private mutating func feed(_ byte: UInt8) {
        if valueOf != nil && depth >= 1 && !(depth == 1 && !inString && (byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}"))) {
            if value.count < MessageSkim.maximumValueBytes { value.append(byte) } else { valueOf = [] }
        }
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
                readingKey = false
                return
            }
            if readingKey && key.count < 16 { key.append(byte) }
            return
        }
        switch byte {
        case UInt8(ascii: "\""):
            inString = true
            if depth == 1 && expectingKey {
                readingKey = true
                expectingKey = false
                key = []
            }
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            depth += 1
            if depth == 1 { expectingKey = byte == UInt8(ascii: "{") }
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            if depth == 1 { endValue() }
            depth -= 1
        case UInt8(ascii: ":") where depth == 1 && valueOf == nil:
            let name = String(decoding: key, as: UTF8.self)
            valueOf = name == "id" || name == "method" ? key : nil
            value = []
        case UInt8(ascii: ",") where depth == 1:
            endValue()
            expectingKey = true
        default:
            break
        }
    }

    private mutating func endValue() {
        defer {
            valueOf = nil
            value = []
        }
        guard let name = valueOf, !name.isEmpty else { return }
        var text = value[...]
        while let first = text.first, first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D { text.removeFirst() }
        while let last = text.last, last == 0x20 || last == 0x09 || last == 0x0A || last == 0x0D { text.removeLast() }
        if name == Array("id".utf8) { id = Array(text) } else { method = Array(text) }
    }
}
