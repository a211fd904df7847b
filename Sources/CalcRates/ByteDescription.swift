/// Names a byte for error messages: `'x'` when printable ASCII, `byte 0xC3` otherwise.
enum ByteDescription {
    static func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(String(decoding: [byte], as: UTF8.self))'" }
        switch byte {
        case 0x20: return "a space"
        case 0x0A: return "a line break"
        default:
            let digits = Array("0123456789ABCDEF".utf8)
            return "byte 0x" + String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
        }
    }

    /// At most `limit` characters of untrusted text, with control characters escaped, quoted.
    static func quote(_ text: String, limit: Int = 32) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit { result += "…"; break }
            result += scalar.value < 0x20 || scalar.value == 0x7F ? scalar.escaped(asASCII: true) : String(scalar)
            count += 1
        }
        return "\"" + result + "\""
    }
}
