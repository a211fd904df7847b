import Foundation
import Testing

/// `calc --update-rates` extends the stored ECB history (DESIGN §10) from the 90-day file,
/// against a real HTTP server on 127.0.0.1: the days after the embedded ones are stored
/// beside the cache and dated statements use them; a fault of the history source is named,
/// leaves the stored history byte for byte as it was, and never fails the update.
@Suite(.serialized) struct UpdateHistoryTests {
    let calc = CalcProcess()

    var historyPath: URL { calc.home.appendingPathComponent("cache/calc/ecb-history.csv") }

    /// The weekdays of the last `count` calendar days before today (the fixture's days,
    /// newest first), as the ECB's 90-day file lists them, with an older day the embedded
    /// history already has.
    static func ninetyDayFile(days count: Int, usd: (Int) -> String = { "1.\(100 + $0)" }) -> (xml: String, days: [String]) {
        var days: [String] = []
        for back in 1...count {
            let unix = UpdateRatesTests.todayUnix - back * 86_400
            let weekday = (unix / 86_400 + 4) % 7 // 0 is Sunday
            if weekday != 0 && weekday != 6 { days.append(UpdateRatesTests.dayText(unix)) }
        }
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
            <gesmes:subject>Reference rates</gesmes:subject>
            <Cube>

            """
        for (index, day) in days.enumerated() {
            xml += "<Cube time=\"\(day)\"><Cube currency=\"USD\" rate=\"\(usd(index))\"/><Cube currency=\"JPY\" rate=\"170\"/></Cube>\n"
        }
        xml += "<Cube time=\"2026-10-30\"><Cube currency=\"USD\" rate=\"9.9\"/></Cube>\n</Cube></gesmes:Envelope>\n"
        return (xml, days)
    }

    func update(_ server: FixtureHTTPServer) throws -> CalcProcess.Result {
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        server.route("/wide", .body(status: 200, contentType: "application/json", UpdateRatesTests.wide))
        return try calc.run(["--update-rates"], extraEnvironment: [
            "CALC_OFFLINE": "", "CALC_ECB_URL": server.url("/ecb"), "CALC_ERAPI_URL": server.url("/wide"),
            "CALC_ECB_HISTORY_URL": server.url("/history"), "CALC_FETCH_TIMEOUT": "2",
        ])
    }

    @Test func storesTheNewDaysAndDatedStatementsUseThem() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        let (xml, days) = UpdateHistoryTests.ninetyDayFile(days: 12)
        server.route("/history", .body(status: 200, contentType: "text/xml", xml))
        let result = try update(server)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        let newest = days[0]
        #expect(result.stdoutLines.last == "ECB history of 90 days: \(days.count) new days, rates up to \(newest), saved to \(historyPath.path)")
        let stored = try String(contentsOf: historyPath, encoding: .utf8)
        #expect(stored.hasPrefix("Date,JPY,USD,\n\(newest),170,1.1,\n"), "\(stored)")
        #expect(!stored.contains("2026-10-30"))

        // Each fixture day has its own dollar: 1.100 the newest, 1.101 the one before …
        let oldest = days[days.count - 1]
        let dated = try calc.run(["rate(EUR, USD) on \(oldest)"])
        #expect(dated.stdout == "1.\(100 + days.count - 1)\n", "\(dated.stderr)")
        let converted = try calc.run(["1000 USD in EUR on \(oldest)"])
        #expect(converted.status == 0 && converted.stdout.hasSuffix(" EUR\n"), "\(converted.stderr)")
        let exact = try calc.run(["rate(EUR, USD) on \(newest)"])
        #expect(exact.stdout == "1.1\n" && exact.status == 0, "\(exact.stderr)")
        // A Saturday has the rates of the Friday before, and a note says so.
        let saturday = (2...9).map { UpdateRatesTests.todayUnix - $0 * 86_400 }.first { ($0 / 86_400 + 4) % 7 == 6 }!
        let (saturdayText, fridayText) = (UpdateRatesTests.dayText(saturday), UpdateRatesTests.dayText(saturday - 86_400))
        let friday = try #require(days.firstIndex(of: fridayText))
        let fallback = try calc.run(["rate(EUR, USD) on \(saturdayText)"])
        #expect(fallback.stdout == "1.\(100 + friday)\n".replacingOccurrences(of: "1.100\n", with: "1.1\n"))
        #expect(fallback.stderr == "note: ECB rates of \(fridayText) (none were published on \(saturdayText))\n")
        // Today has no rates yet: an error that says up to which day calc has them.
        let today = UpdateRatesTests.dayText(UpdateRatesTests.todayUnix)
        let beyond = try calc.run(["rate(EUR, USD) on \(today)"])
        #expect(beyond.stderr.hasPrefix("error: calc has rates up to \(newest)\n"), "\(beyond.stderr)")

        // The same answer again adds nothing.
        let again = try update(server)
        #expect(again.stdoutLines.last == "ECB history of 90 days: up to date (rates up to \(newest))")
        #expect(try String(contentsOf: historyPath, encoding: .utf8) == stored)
    }

    /// Every fault of the history source: the current rates are still stored (status 0), the
    /// history's failure is named once, and the stored history is as it was.
    @Test(arguments: [
        ("500", "HTTP 500 Internal Server Error"),
        ("html", "an HTML page"),
        ("truncated", "truncated: the document ends"),
        ("bad-rate", "rate"),
        ("hang", "no answer within 2 s"),
    ])
    func faultsLeaveTheStoredHistoryAlone(_ fault: String, _ explanation: String) throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        let (xml, _) = UpdateHistoryTests.ninetyDayFile(days: 5)
        server.route("/history", .body(status: 200, contentType: "text/xml", xml))
        _ = try update(server)
        let before = try Data(contentsOf: historyPath)

        switch fault {
        case "500": server.route("/history", .body(status: 500, contentType: "text/plain", "oops"))
        case "html": server.route("/history", .body(status: 200, contentType: "text/html", "<!DOCTYPE html><html><body>maintenance</body></html>"))
        case "truncated": server.route("/history", .body(status: 200, contentType: "text/xml", String(xml.prefix(xml.count / 2))))
        case "bad-rate": server.route("/history", .body(status: 200, contentType: "text/xml", xml.replacingOccurrences(of: "rate=\"170\"", with: "rate=\"-170\"")))
        default: server.route("/history", .hang)
        }
        let result = try update(server)
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.first?.hasPrefix("calc: warning: the rate history was not updated: ECB history of 90 days failed: ") == true, "\(result.stderr)")
        #expect(result.stderr.contains(explanation), "\(result.stderr)")
        #expect(try Data(contentsOf: historyPath) == before)
        #expect(result.stdout.contains("saved "), "\(result.stdout)")
    }

    /// A damaged stored history is named when a dated statement needs it, and left out.
    @Test func aDamagedStoredHistoryIsNamedAndLeftOut() throws {
        try FileManager.default.createDirectory(at: historyPath.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("Date,USD,\n2026-11-02,banana,\n".utf8).write(to: historyPath)
        let result = try calc.run(["100 USD in EUR on 2026-10-30"])
        #expect(result.stdout == "89.51 EUR\n")
        #expect(result.stderr.hasPrefix("calc: warning: ignoring the stored rate history: \(historyPath.path): line 2: the rate of USD is 'banana', not a positive decimal\n"), "\(result.stderr)")
        // An undated line never reads it.
        #expect(try calc.run(["100 USD in EUR"]).stderr.contains("history") == false)
    }
}
