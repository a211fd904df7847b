/// JSON strings written as bytes into an output buffer, escaped as `JSONText.quoted` escapes
/// them (quotes, backslashes, control characters and DEL; everything else as it is), but
/// without a `String` built scalar by scalar, which `--json` would do for every line.
enum JSONBytes {
    /// `"text"`, escaped.
    static func appendString(_ text: String, to out: inout [UInt8]) {
        let start = openString(&out)
        out.append(text: text)
        closeString(from: start, &out)
    }

    /// `"bytes"` for bytes that should be UTF-8 (an input line): read as `String(decoding:)`
    /// reads them, an invalid sequence as U+FFFD. Valid UTF-8, the usual line, is copied as
    /// it is.
    static func appendString(utf8 bytes: [UInt8], to out: inout [UInt8]) {
        // Most lines are printable ASCII with nothing to escape: one pass says so.
        let plain = bytes.withUnsafeBufferPointer { firstUnusual(in: UnsafeRawBufferPointer($0), from: 0, allowingNonASCII: false) == nil }
        if plain {
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: bytes)
            out.append(UInt8(ascii: "\""))
            return
        }
        guard isValidUTF8(bytes) else {
            appendString(String(decoding: bytes, as: UTF8.self), to: &out)
            return
        }
        let start = openString(&out)
        out.append(contentsOf: bytes)
        closeString(from: start, &out)
    }

    /// Opens a string whose text the caller appends raw (a result as calc formats it);
    /// returns where that text starts, for `closeString`.
    static func openString(_ out: inout [UInt8]) -> Int {
        out.append(UInt8(ascii: "\""))
        return out.count
    }

    /// Closes the string opened at `start`, escaping the text appended since (results almost
    /// never need it: then it is only scanned).
    static func closeString(from start: Int, _ out: inout [UInt8]) {
        let needsEscapes = out.withUnsafeBufferPointer {
            firstUnusual(in: UnsafeRawBufferPointer($0), from: start, allowingNonASCII: true) != nil
        }
        if needsEscapes {
            let raw = Array(out[start...])
            out.removeSubrange(start...)
            for byte in raw { appendEscaped(byte, to: &out) }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Whether `bytes` are well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates,
    /// nothing past U+10FFFF), which `String(decoding:)` keeps byte for byte.
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
                index + offset < count && (low...high).contains(buffer[index + offset])
            }
            while index < count {
                let lead = buffer[index]
                let length: Int
                switch lead {
                case 0x00...0x7F: length = 1
                case 0xC2...0xDF: guard continuation(1) else { return false }; length = 2
                case 0xE0: guard continuation(1, 0xA0), continuation(2) else { return false }; length = 3
                case 0xE1...0xEC, 0xEE, 0xEF: guard continuation(1), continuation(2) else { return false }; length = 3
                case 0xED: guard continuation(1, 0x80, 0x9F), continuation(2) else { return false }; length = 3
                case 0xF0: guard continuation(1, 0x90), continuation(2), continuation(3) else { return false }; length = 4
                case 0xF1...0xF3: guard continuation(1), continuation(2), continuation(3) else { return false }; length = 4
                case 0xF4: guard continuation(1, 0x80, 0x8F), continuation(2), continuation(3) else { return false }; length = 4
                default: return false
                }
                index += length
            }
            return true
        }
    }

    /// The index of the first byte from `start` that JSON must escape (or, unless
    /// `allowingNonASCII`, that is not ASCII), or nil: eight bytes at a time (`ByteWord`),
    /// then byte by byte from the word that has one.
    static func firstUnusual(in buffer: UnsafeRawBufferPointer, from start: Int, allowingNonASCII: Bool) -> Int? {
        var index = start
        while index + 8 <= buffer.count {
            let word = buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let escaped = ByteWord.byteBelow(0x20, in: word) | ByteWord.byte(0x22, in: word) | ByteWord.byte(0x5C, in: word)
                | ByteWord.byte(0x7F, in: word)
            if escaped | (allowingNonASCII ? 0 : ByteWord.nonASCII(in: word)) != 0 { break }
            index += 8
        }
        while index < buffer.count {
            let byte = buffer[index]
            if needsEscape(byte) || (!allowingNonASCII && byte >= 0x80) { return index }
            index += 1
        }
        return nil
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
    }

    private static func appendEscaped(_ byte: UInt8, to out: inout [UInt8]) {
        guard needsEscape(byte) else { return out.append(byte) }
        out.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
        case UInt8(ascii: "\n"): out.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): out.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): out.append(UInt8(ascii: "t"))
        default:
            let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
            out.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
        }
    }
}
