/// The little JSON `--json` writes where a line is rare (a definition, an error, the total):
/// objects keep their keys in the order given, strings are escaped as RFC 8259 requires, and
/// nothing else is needed. (Each successful line is written directly: `ResultJSON.swift`.)
indirect enum JSON {
    case string(String)
    case integer(Int)
    /// A number as JSON writes it, already checked (an `id` read from a client, sent back).
    case number(String)
    case bool(Bool)
    case null
    case array([JSON])
    case object([(String, JSON)])

    /// A string, or null when there is none.
    static func optional(_ text: String?) -> JSON { text.map(JSON.string) ?? .null }

    /// The value on one line.
    var text: String {
        var out: [UInt8] = []
        append(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The value on one line, appended to `out` (the output buffer).
    func append(to out: inout [UInt8]) {
        switch self {
        case .string(let value): JSONBytes.appendString(value, to: &out)
        case .integer(let value): out.append(decimal: value)
        case .number(let text): out.append(text: text)
        case .bool(let value): out.append(literal: value ? "true" : "false")
        case .null: out.append(literal: "null")
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                item.append(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONBytes.appendString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                value.append(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }
}
