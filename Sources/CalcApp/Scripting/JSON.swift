import CalcRates

/// The little JSON `--json` writes: objects keep their keys in the order given, strings are
/// escaped as RFC 8259 requires, and nothing else is needed.
indirect enum JSON {
    case string(String)
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSON])
    case object([(String, JSON)])

    /// A string, or null when there is none.
    static func optional(_ text: String?) -> JSON { text.map(JSON.string) ?? .null }

    /// The value on one line.
    var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .string(let value): JSON.writeString(value, to: &out)
        case .integer(let value): out += String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                JSON.writeString(key, to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    private static func writeString(_ value: String, to out: inout String) {
        out += JSONText.quoted(value)
    }
}
