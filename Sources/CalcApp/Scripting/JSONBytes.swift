/// JSON strings written as bytes into an output buffer, escaped as `JSONText.quoted` escapes
/// them (quotes, backslashes, control characters and DEL; everything else as it is), but
/// without a `String` built scalar by scalar: that cost `--json` about 40,000 instructions a
/// line.
enum JSONBytes {
    /// `"text"`, escaped.
    static func appendString(_ text: String, to out: inout [UInt8]) {
        let start = openString(&out)
        out.append(text: text)
        closeString(from: start, &out)
    }

    /// `"bytes"` for bytes that should be UTF-8 (an input line): read as `String(decoding:)`
    /// reads them, an invalid sequence as U+FFFD. An ASCII line, the usual one, is copied as
    /// it is.
    static func appendString(utf8 bytes: [UInt8], to out: inout [UInt8]) {
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
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
        if out[start...].contains(where: needsEscape) {
            let raw = Array(out[start...])
            out.removeSubrange(start...)
            for byte in raw { appendEscaped(byte, to: &out) }
        }
        out.append(UInt8(ascii: "\""))
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
