import CalcCore
@testable import CalcRates
import Testing

/// calc-fetch reports to calc in JSON lines: every event reads back as itself, whatever its
/// strings hold, and a line that is not an event is not taken for one.
@Suite struct FetchReportTests {
    static let events: [FetchReport] = [
        .asking(sources: ["ECB", "open.er-api.com"], history: "ECB history of 90 days"),
        .answered(source: "ECB", failure: nil),
        .answered(source: "open.er-api.com", failure: "HTTP 404 Not Found (http://x/\"quoted\"\n)"),
        .source(name: "ECB", date: "2026-11-24", currencies: 30, failure: nil, kept: 0, keptDays: nil, removed: 2),
        .source(name: "open.er-api.com", date: nil, currencies: 138, failure: "no answer within 10 s", kept: 138, keptDays: "2026-11-22", removed: 0),
        .saved(currencies: 168, sources: "ECB + open.er-api.com", base: "EUR", date: "2026-11-24", path: "/home/ü/.cache/calc/rates.json"),
        .notSaved(reason: "no rate source could be fetched; the rate cache is unchanged"),
        .replacedCorrupt(reason: "/x/rates.json: line 1, column 3: invalid JSON"),
        .history(source: "ECB history of 90 days", added: 3, newest: "2026-11-24", failure: nil),
        .history(source: "ECB history of 90 days", added: 0, newest: nil, failure: "HTTP 500"),
    ]

    @Test(arguments: events)
    func readsBackAsItself(_ event: FetchReport) {
        #expect(!event.line.contains("\n"))
        #expect(FetchReport(line: event.line) == event)
    }

    @Test(arguments: ["", "saved 3 currencies", "{}", #"{"event":"saved"}"#, #"{"event":"nonsense"}"#, "[1,2]", "calc: error: x"])
    func otherLinesAreNotEvents(_ line: String) {
        #expect(FetchReport(line: line) == nil)
    }
}

extension FetchReport: CustomTestStringConvertible {
    public var testDescription: String { line }
}
