/// A parsed JSON document whose numbers keep the exact text they were written with.
///
/// Rates such as `1.1252` must stay exact, so numbers are never turned into `Double`; the
/// rate readers convert the text to a `Rational` themselves. Objects keep their members in
/// order, duplicates included, so that a repeated currency can be reported instead of one
/// copy silently winning.
public enum JSONValue: Equatable, Sendable {
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    /// The number exactly as written (`1.1252`, `-2.5e-3`); already checked against JSON's grammar.
    case number(String)
    case bool(Bool)
    case null

    /// The value of the first member named `key` when this is an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first(where: { $0.key == key })?.value
    }

    /// The member names of an object, in order (empty for anything else).
    public var keys: [String] {
        guard case .object(let members) = self else { return [] }
        return members.map(\.key)
    }

    /// What kind of value this is.
    public var kind: JSONKind {
        switch self {
        case .object: .object
        case .array: .array
        case .string: .string
        case .number: .number
        case .bool: .bool
        case .null: .null
        }
    }

    /// The kind in words, for messages (`a string`, `an object`; `RateFormatEnglish`).
    public var kindDescription: String { RateFormatEnglish.words(kind) }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Equatable, Sendable {
    public var key: String
    public var value: JSONValue

    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// The kinds of JSON value, for what a message says was found.
public enum JSONKind: Equatable, Sendable {
    case object, array, string, number, bool, null
}
