import CalcCore
import CalcRates
import Testing

@Suite("Rate JSON")
struct RateJSONTests {
    private func parse(_ text: String) throws(RateFormatError) -> RateTable {
        try RateJSON.parse(Array(text.utf8), origin: "rates.json")
    }

    @Test func calcFormat() throws {
        let table = try parse(#"""
            {"base": "EUR", "date": "2025-05-09",
             "rates": {"USD": 1.1252, "JPY": 163.36, "IDR": 18606.59, "XAU": 3.02e-4}}
            """#)
        #expect(table.base == "EUR")
        #expect(table.date == Day("2025-05-09"))
        #expect(table.source == "rates.json")
        #expect(table.rates["USD"] == TestSupport.rational("1.1252"))
        #expect(table.rates["XAU"] == TestSupport.rational("0.000302"))
        #expect(table.rates.count == 5)
    }

    @Test func extraKeysAreIgnoredAndBaseMayBeListed() throws {
        let table = try parse(#"""
            {"comment": "hand-made", "base": "USD", "date": "2025-05-09", "version": [1, 2],
             "rates": {"USD": 1, "EUR": 0.888731}}
            """#)
        #expect(table.base == "USD")
        #expect(table.rates == ["USD": .one, "EUR": TestSupport.rational("0.888731")])
    }

    @Test func sourceCanBeChosen() throws {
        let table = try RateJSON.parse(Array(#"{"base":"EUR","date":"2025-05-09","rates":{"USD":1.1}}"#.utf8),
                                       origin: "/tmp/x.json", source: "x.json")
        #expect(table.source == "x.json")
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        var name: String
        var json: String
        var expected: RateFormatError.Problem
        var testDescription: String { name }
    }

    static let badDocuments: [Bad] = [
        Bad(name: "missing base", json: #"{"date": "2025-05-09", "rates": {"USD": 1.1}}"#,
            expected: .missingBase(key: "\"base\"")),
        Bad(name: "missing date", json: #"{"base": "EUR", "rates": {"USD": 1.1}}"#,
            expected: .missingDate(key: "\"date\"")),
        Bad(name: "missing rates", json: #"{"base": "EUR", "date": "2025-05-09"}"#,
            expected: .missingRates(key: "\"rates\"")),
        Bad(name: "bad date", json: #"{"base": "EUR", "date": "09/05/2025", "rates": {"USD": 1.1}}"#,
            expected: .invalidDate("09/05/2025")),
        Bad(name: "date before 1970", json: #"{"base": "EUR", "date": "1969-12-31", "rates": {"USD": 1.1}}"#,
            expected: .invalidDate("1969-12-31")),
        Bad(name: "base not a code", json: #"{"base": "Euro", "date": "2025-05-09", "rates": {"USD": 1.1}}"#,
            expected: .invalidCode("Euro")),
        Bad(name: "base a number", json: #"{"base": 1, "date": "2025-05-09", "rates": {"USD": 1.1}}"#,
            expected: .wrongType(key: "base", expected: .string, found: .number)),
        Bad(name: "rates an array", json: #"{"base": "EUR", "date": "2025-05-09", "rates": [1.1]}"#,
            expected: .wrongType(key: "rates", expected: .codesAndNumbers, found: .array)),
        Bad(name: "rate as string", json: #"{"base": "EUR", "date": "2025-05-09", "rates": {"USD": "1.1252"}}"#,
            expected: .wrongType(key: "rates.USD", expected: .number, found: .string)),
        Bad(name: "rate null", json: #"{"base": "EUR", "date": "2025-05-09", "rates": {"USD": null}}"#,
            expected: .wrongType(key: "rates.USD", expected: .number, found: .null)),
        Bad(name: "NaN string", json: #"{"base": "EUR", "date": "2025-05-09", "rates": {"USD": "NaN"}}"#,
            expected: .rateNotFinite(code: "USD", text: "NaN")),
        Bad(name: "zero", json: #"{"base": "EUR", "date": "2025-05-09", "rates": {"USD": 0}}"#,
            expected: .zeroRate(code: "USD")),
        Bad(name: "negative zero", json: #"{"base": "EUR", "date": "2025-05-09", "rates": {"USD": -0.0}}"#,
            expected: .zeroRate(code: "USD")),
        Bad(name: "negative", json: #"{"base": "EUR", "date": "2025-05-09", "rates": {"USD": -1.1}}"#,
            expected: .negativeRate(code: "USD", text: "-1.1")),
        Bad(name: "huge", json: #"{"base": "EUR", "date": "2025-05-09", "rates": {"USD": 1e999}}"#,
            expected: .rateNotFinite(code: "USD", text: "1e999")),
        Bad(name: "lower-case code", json: #"{"base": "EUR", "date": "2025-05-09", "rates": {"usd": 1.1}}"#,
            expected: .invalidCode("usd")),
        Bad(name: "duplicate currency", json: #"{"base": "EUR", "date": "2025-05-09", "rates": {"USD": 1.1, "USD": 1.2}}"#,
            expected: .duplicateCurrency("USD")),
        Bad(name: "duplicate key", json: #"{"base": "EUR", "base": "USD", "date": "2025-05-09", "rates": {"USD": 1}}"#,
            expected: .unknownShape(.repeatedKey("base"))),
        Bad(name: "base rate not one", json: #"{"base": "EUR", "date": "2025-05-09", "rates": {"EUR": 2, "USD": 1.1}}"#,
            expected: .baseRateNotOne(code: "EUR", text: "2")),
        Bad(name: "empty rates", json: #"{"base": "EUR", "date": "2025-05-09", "rates": {}}"#,
            expected: .emptyTable),
        Bad(name: "only the base", json: #"{"base": "EUR", "date": "2025-05-09", "rates": {"EUR": 1}}"#,
            expected: .emptyTable),
        Bad(name: "array document", json: #"[{"base": "EUR"}]"#,
            expected: .unknownShape(.notAnObject(found: .array))),
        Bad(name: "HTML", json: "<!doctype html><html><body>502 Bad Gateway</body></html>", expected: .html),
        Bad(name: "empty", json: "", expected: .empty),
    ]

    @Test(arguments: badDocuments)
    func refused(bad: Bad) {
        #expect {
            try parse(bad.json)
        } throws: { error in
            guard let error = error as? RateFormatError else { return false }
            #expect(error.problem == bad.expected, "\(error)")
            #expect(error.description.hasPrefix("rates.json: "))
            return true
        }
    }

    @Test func syntaxErrorsAreLocated() {
        #expect {
            try parse("{\"base\": \"EUR\",\n \"date\": \"2025-05-09\"\n \"rates\": {}}")
        } throws: { error in
            guard let error = error as? RateFormatError, case .invalidJSON(let syntax) = error.problem else { return false }
            #expect(syntax.position == TextPosition(line: 3, column: 2))
            #expect(error.description == "rates.json: line 3, column 2: invalid JSON: expected ',' or '}', found '\"'")
            return true
        }
    }

    @Test func everyTruncationIsRefused() {
        let bytes = Array(#"{"base": "EUR", "date": "2025-05-09", "rates": {"USD": 1.1252, "JPY": 163.36}}"#.utf8)
        for length in 0..<bytes.count {
            #expect(throws: RateFormatError.self, "length \(length)") {
                try RateJSON.parse(Array(bytes[..<length]), origin: "cut.json")
            }
        }
    }
}
