/// Keeps secrets (API keys, passwords in endpoint URLs) out of every message, in every form a
/// server or library could echo them: as written, percent-encoded with upper- or lower-case
/// hex digits, and percent-decoded.
///
/// A short secret is hidden only where it stands alone (not inside a longer run of letters
/// and digits): a one-letter key `K` must not turn every K of a message into `***`. A secret
/// of eight characters or more is hidden wherever it appears.
public struct Redaction: Sendable {
    public static let mask = "***"
    private let forms: [[UInt8]]

    public init(secrets: [String]) {
        var forms: [[UInt8]] = []
        for secret in secrets where !secret.isEmpty {
            let encoded = PercentEncoding.encode(secret)
            for form in [secret, encoded, encoded.lowercasedHex, PercentEncoding.decode(secret) ?? secret] {
                let bytes = Array(form.utf8)
                if !forms.contains(bytes) { forms.append(bytes) }
            }
        }
        // Longer forms first, so that a form containing another is hidden whole.
        self.forms = forms.sorted { $0.count > $1.count }
    }

    public func callAsFunction(_ text: String) -> String {
        guard !forms.isEmpty else { return text }
        var bytes = Array(text.utf8)
        for form in forms { bytes = Redaction.hide(form, in: bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hide(_ form: [UInt8], in text: [UInt8]) -> [UInt8] {
        guard text.count >= form.count else { return text }
        let standsAloneOnly = form.count < 8
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            if index + form.count <= text.count, text[index..<(index + form.count)].elementsEqual(form),
               !standsAloneOnly || (!isWordByte(index > 0 ? text[index - 1] : nil)
                                    && !isWordByte(index + form.count < text.count ? text[index + form.count] : nil)) {
                result.append(contentsOf: mask.utf8)
                index += form.count
            } else {
                result.append(text[index])
                index += 1
            }
        }
        return result
    }

    /// Letters and digits, ASCII or not (bytes of multi-byte characters count as letters).
    private static func isWordByte(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= 0x80 || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}

/// RFC 3986 percent-encoding: every byte but letters, digits and `-._~` as `%XX`.
public enum PercentEncoding {
    public static func encode(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text with `%XX` decoded; nil when an escape is malformed or the result not UTF-8.
    public static func decode(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension String {
    /// `%C3%84` → `%c3%84`: the same escapes with lower-case hex digits.
    fileprivate var lowercasedHex: String {
        var bytes = Array(utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") && index + 2 < bytes.count {
                for offset in 1...2 where bytes[index + offset] >= UInt8(ascii: "A") && bytes[index + offset] <= UInt8(ascii: "F") {
                    bytes[index + offset] |= 0x20
                }
                index += 3
            } else {
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
