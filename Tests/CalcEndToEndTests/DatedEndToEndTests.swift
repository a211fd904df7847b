import Foundation
import Testing

/// Dated conversions and `--history` from the binary, offline (DESIGN §10): the note of a
/// weekend on stderr in one-shot and nowhere in batch, the chart 80 columns wide in a pipe,
/// the CSV, and the usage errors.
@Suite struct DatedEndToEndTests {
    let calc = CalcProcess()

    @Test func aWeekendDateSaysWhichDayItUsed() throws {
        let oneShot = try calc.run(["100 USD in EUR on 2008-09-13"])
        #expect(oneShot.status == 0)
        #expect(oneShot.stdout == "71.09 EUR\n")
        #expect(oneShot.stderr == "note: ECB rates of 2008-09-12 (none were published on 2008-09-13)\n")
        let batch = try calc.run([], stdin: Array("100 USD in EUR on 2008-09-13\nrate(USD, EUR) on 2008-09-15\n".utf8))
        #expect(batch.stdout == "71.09 EUR\n0.706663840011307\n")
        #expect(batch.stderr == "")
    }

    @Test func datedErrorsAreLocatedInBatch() throws {
        let result = try calc.run([], stdin: Array("1 USD in EUR on 1998-12-31\n1 USD in EUR on 2999-01-01\n".utf8))
        #expect(result.status == 1)
        #expect(result.stderr == """
            <stdin>:1:17: error: no exchange rates before 1999-01-04; the ECB's reference rates start on 1999-01-04
            <stdin>:2:17: error: 2999-01-01 is in the future

            """)
    }

    @Test func historyChartIsEightyColumnsInAPipe() throws {
        let result = try calc.run(["--history", "USD", "EUR", "2008-09..2008-12"])
        #expect(result.status == 0, "\(result.stderr)")
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CalcAppTests/Golden/history-usd-eur-2008-09..2008-12.txt")
        #expect(result.stdout == (try String(contentsOf: golden, encoding: .utf8)))
        let lines = result.stdout.split(separator: "\n")
        #expect(lines[1].count == 80 && lines[11].count == 80)
    }

    @Test func historyCSVAnywhereAmongTheArguments() throws {
        let result = try calc.run(["--csv", "--history", "eur", "usd", "2020-03-16..2020-03-20"])
        #expect(result.stdout == """
            date,EUR/USD
            2020-03-16,1.1157
            2020-03-17,1.0982
            2020-03-18,1.0934
            2020-03-19,1.0801
            2020-03-20,1.0707

            """)
        // The last 365 days of the stored history by default.
        let year = try calc.run(["--history", "USD", "JPY", "--csv"])
        let rows = year.stdout.split(separator: "\n")
        #expect(rows.last?.hasPrefix("2026-10-30,") == true)
        #expect(rows.dropFirst().first?.hasPrefix("2025-10-3") == true, "\(rows.prefix(2))")
    }

    @Test(arguments: [
        (["--history", "USD"], 64, "--history takes two currencies and an optional span"),
        (["--csv", "--json", "1+2"], 64, "--csv writes one row a line: it takes no --json, --explain or --total"),
        (["--history", "USD", "XAU"], 1, "calc: error: the ECB's history has no currency 'XAU'"),
        (["--history", "USD", "EUR", "2020-13"], 1, "calc: error: '2020-13' is not a span of days"),
        (["--history", "USD", "EUR", "1990"], 1, "calc: error: no exchange rates before 1999-01-04"),
        (["--history", "TRL", "EUR", "2010"], 1, "calc: error: the ECB quoted TRL from 1999-01-04 to 2004-12-31, not on 2010-12-31"),
    ] as [([String], Int32, String)])
    func historyErrors(_ arguments: [String], _ status: Int32, _ message: String) throws {
        let result = try calc.run(arguments)
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout == "")
    }
}
