import CalcCore
import CalcRates

/// Reading the `params` of the protocol's methods: each accessor throws what is missing or of
/// the wrong kind (`ParamsProblem`), which the server answers with `invalidParams` (-32602).

extension JSONValue {
    /// The member at `path` (`textDocument.uri`), which must be there.
    func member(_ path: String) throws(ParamsProblem) -> JSONValue {
        var value = self
        for key in path.split(separator: ".") {
            guard let next = value[String(key)] else { throw .missing(path: path) }
            value = next
        }
        return value
    }

    func string(_ path: String) throws(ParamsProblem) -> String {
        guard case .string(let text) = try member(path) else { throw .notString(path: path) }
        return text
    }

    /// A whole number that fits the protocol's `uinteger` or `integer`.
    func integer(_ path: String) throws(ParamsProblem) -> Int {
        guard case .number(let text) = try member(path), let number = Int(text) else {
            throw .notWholeNumber(path: path)
        }
        return number
    }

    func array(_ path: String) throws(ParamsProblem) -> [JSONValue] {
        guard case .array(let items) = try member(path) else { throw .notArray(path: path) }
        return items
    }

    /// A `Position` (`{line, character}`), both from 0.
    func position(_ path: String) throws(ParamsProblem) -> OpenDocument.Position {
        let line = try integer(path + ".line"), character = try integer(path + ".character")
        guard line >= 0, character >= 0 else { throw .beforeStart(path: path) }
        return OpenDocument.Position(line: line, character: character)
    }

    /// A `Range` (`{start, end}`).
    func range(_ path: String) throws(ParamsProblem) -> (start: OpenDocument.Position, end: OpenDocument.Position) {
        (try position(path + ".start"), try position(path + ".end"))
    }

    /// The optional member at `path`: nil when it is missing or null.
    func optional(_ path: String) -> JSONValue? {
        guard let value = try? member(path), value != .null else { return nil }
        return value
    }
}

extension JSON {
    /// A `Position` in the negotiated encoding.
    static func position(line: Int, character: Int) -> JSON {
        .object([("line", .integer(line)), ("character", .integer(character))])
    }

    /// A `Range` within one line, from byte `start` to byte `end` of `bytes`.
    static func range(line: Int, bytes: [UInt8], _ span: Range<Int>, _ encoding: PositionEncoding) -> JSON {
        .object([("start", position(line: line, character: encoding.units(toByte: span.lowerBound, in: bytes))),
                 ("end", position(line: line, character: encoding.units(toByte: span.upperBound, in: bytes)))])
    }
}
