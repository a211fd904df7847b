import CalcRates
import Testing

@Suite("JSON reader")
struct JSONReaderTests {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONReader.parse(Array(text.utf8))
    }

    @Test func numbersKeepTheirText() throws {
        let value = try parse(#"{"a": 1.1252, "b": -2.5e-3, "c": 0, "d": 1E+2, "e": 163.360}"#)
        #expect(value["a"] == .number("1.1252"))
        #expect(value["b"] == .number("-2.5e-3"))
        #expect(value["c"] == .number("0"))
        #expect(value["d"] == .number("1E+2"))
        #expect(value["e"] == .number("163.360"))
    }

    @Test func allValueKindsAndOrder() throws {
        let value = try parse(#" { "s": "x", "t": true, "f": false, "n": null, "a": [1, [], {}], "o": {"k": "v"} } "#)
        #expect(value.keys == ["s", "t", "f", "n", "a", "o"])
        #expect(value["t"] == .bool(true))
        #expect(value["f"] == .bool(false))
        #expect(value["n"] == .null)
        #expect(value["a"] == .array([.number("1"), .array([]), .object([])]))
        #expect(value["o"]?["k"] == .string("v"))
    }

    @Test func duplicateKeysAreKept() throws {
        let value = try parse(#"{"USD": 1, "USD": 2}"#)
        guard case .object(let members) = value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["USD", "USD"])
    }

    @Test(arguments: [
        (#""plain""#, "plain"),
        (#""quote \" backslash \\ slash \/""#, #"quote " backslash \ slash /"#),
        (#""\b\f\n\r\t""#, "\u{8}\u{C}\n\r\t"),
        (#""\u00e9\u20AC""#, "é€"),
        (#""\ud83d\ude00""#, "😀"),
        (#""€ raw UTF-8""#, "€ raw UTF-8"),
    ])
    func strings(json: String, expected: String) throws {
        #expect(try parse(json) == .string(expected))
    }

    @Test func byteOrderMarkIsSkipped() throws {
        #expect(try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.number("1")]))
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        var json: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { json }
    }

    @Test(arguments: [
        Bad(json: #"{"a": 1 "b": 2}"#, line: 1, column: 9, message: "expected ',' or '}'"),
        Bad(json: "{\n  \"a\": 1,\n  \"b\" 2\n}", line: 3, column: 7, message: "expected ':' after key \"b\""),
        Bad(json: "[1, 2", line: 1, column: 6, message: "unexpected end of input"),
        Bad(json: #"{"a": "abc"#, line: 1, column: 7, message: "unterminated string"),
        Bad(json: #"{"a": NaN}"#, line: 1, column: 7, message: "NaN is not a JSON number"),
        Bad(json: #"{"a": Infinity}"#, line: 1, column: 7, message: "Infinity is not a JSON number"),
        Bad(json: #"{"a": -Infinity}"#, line: 1, column: 7, message: "-Infinity is not a JSON number"),
        Bad(json: #"{"a": 01}"#, line: 1, column: 8, message: "leading zeros"),
        Bad(json: #"{"a": 1.}"#, line: 1, column: 9, message: "expected a digit after '.'"),
        Bad(json: #"{"a": 1e}"#, line: 1, column: 9, message: "expected a digit in the exponent"),
        Bad(json: #"{"a": .5}"#, line: 1, column: 7, message: "expected a value"),
        Bad(json: #"{"a": tru}"#, line: 1, column: 7, message: "expected a value"),
        Bad(json: #"{"a": tr"#, line: 1, column: 7, message: "unexpected end of input inside 'true'"),
        Bad(json: #"{"a": 1,}"#, line: 1, column: 9, message: "expected a string key"),
        Bad(json: #"{a: 1}"#, line: 1, column: 2, message: "expected a string key"),
        Bad(json: #"[1] [2]"#, line: 1, column: 5, message: "after the end of the JSON value"),
        Bad(json: #""\x""#, line: 1, column: 2, message: "invalid escape '\\x'"),
        Bad(json: #""\ud83d""#, line: 1, column: 8, message: "unpaired surrogate"),
        Bad(json: "\"tab\there\"", line: 1, column: 5, message: "control character"),
        Bad(json: "", line: 1, column: 1, message: "unexpected end of input"),
        Bad(json: "  \n ", line: 2, column: 2, message: "unexpected end of input"),
    ])
    func located(bad: Bad) {
        #expect {
            try parse(bad.json)
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            #expect(error.position == TextPosition(line: bad.line, column: bad.column), "\(error)")
            #expect(error.message.contains(bad.message), "\(error)")
            #expect(error.description.hasPrefix("line \(bad.line), column \(bad.column): "))
            return true
        }
    }

    @Test func invalidUTF8InAStringIsAnError() {
        let bytes: [UInt8] = Array(#"{"a": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(bytes) }
    }

    @Test func depthIsLimited() throws {
        let nested = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        _ = try parse(nested)
        let tooDeep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect { try parse(tooDeep) } throws: { error in
            (error as? JSONSyntaxError)?.message.contains("nesting deeper than 64") == true
        }
        // Hostile depth must be an error, not a stack overflow.
        let hostile = String(repeating: "[", count: 1_000_000)
        #expect(throws: JSONSyntaxError.self) { try parse(hostile) }
    }
}
