import CalcRates
import Testing

@Suite("Rate error messages")
struct RateFormatErrorTests {
    @Test(arguments: [
        (RateFormatError.Problem.empty, "empty: no rate data"),
        (.tooLarge(limit: 8 << 20), "larger than 8 MiB: refused (rate data is a few kilobytes)"),
        (.html, "an HTML page, not rate data (a login page, an error page or a wrong URL?)"),
        (.notRateData(found: "'S'"), "not ECB XML or JSON rate data (starts with 'S')"),
        (.missingBase(key: "\"base\""), "missing the base currency (\"base\")"),
        (.missingDate(key: "<Cube time='YYYY-MM-DD'>"), "missing the rates date (<Cube time='YYYY-MM-DD'>)"),
        (.zeroRate(code: "USD"), "rate for USD is zero"),
        (.negativeRate(code: "USD", text: "-1"), "rate for USD is negative: \"-1\""),
        (.rateNotFinite(code: "USD", text: "1e999"), "rate for USD is not finite: \"1e999\""),
        (.rateOutOfRange(code: "USD", text: "1e30"), "rate for USD is out of range: \"1e30\" (expected between 1e-20 and 1e20)"),
        (.invalidCode("usd"), "invalid currency code \"usd\": expected 3 upper-case letters"),
        (.invalidCode("A\nB"), "invalid currency code \"A\\nB\": expected 3 upper-case letters"),
        (.duplicateCurrency("USD"), "USD appears more than once"),
        (.emptyTable, "no rates in the table"),
        (.invalidJSON(JSONSyntaxError(position: TextPosition(line: 3, column: 7), message: "expected ','")),
         "line 3, column 7: invalid JSON: expected ','"),
        (.truncated(TextPosition(line: 40, column: 1), .endsBefore(endTag: "Cube")),
         "line 40, column 1: truncated: the document ends before </Cube>"),
        (.unknownShape(.notAnAnswer(of: .fixer, missingKey: "success", keys: ["base", "date", "rates"])),
         "unknown shape: no \"success\": not a fixer.io answer (keys: base, date, rates)"),
        (.unknownShape(.notAnAnswer(of: .exchangeRates, missingKey: "data", keys: [])),
         "unknown shape: no \"data\": not an exchange-rates answer (keys: none)"),
        (.unknownShape(.unknownResult("maybe")), "unknown shape: \"result\" is \"maybe\", expected \"success\" or \"error\""),
        (.unknownShape(.repeatedDay("2026-11-20")), "unknown shape: the day 2026-11-20 is given twice"),
        (.unknownShape(.repeatedSource("ECB")), "unknown shape: source \"ECB\" appears more than once"),
        (.unknownShape(.tooManyGroups(limit: 64)), "unknown shape: more than 64 groups of rates"),
    ])
    func messages(problem: RateFormatError.Problem, text: String) {
        #expect(problem.description == text)
        #expect(RateFormatError(origin: "rates.json", problem: problem).description == "rates.json: " + text)
    }

    @Test func untrustedTextIsShortened() {
        let long = String(repeating: "x", count: 500)
        let message = RateFormatError.Problem.rateNotANumber(code: "USD", text: long).description
        #expect(message.count < 80)
    }
}
