@testable import CalcApp
import CalcCore
import CalcRates
import Testing

/// Issue 32, "The prompt, polished": the prompt's messages — warnings, errors with their
/// hints and notes, the history's and the init file's — fit the terminal's width (40 and 80
/// columns here; 80 when stderr is not a terminal): wrapped at spaces, each row after the
/// first indented, no word cut, the source line and its carets left whole.
@Suite struct PromptWidthTests {
    /// The rows of `text` joined again: a row that starts with a space continues the one
    /// before it (after a space, or directly after a path's `/` where it was cut).
    static func unwrapped(_ text: String) -> String {
        var joined: [String] = []
        for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if row.hasPrefix(" "), let last = joined.last, !last.isEmpty {
                joined[joined.count - 1] = last + (last.hasSuffix("/") ? "" : " ") + row.drop { $0 == " " }
            } else {
                joined.append(String(row))
            }
        }
        return joined.joined(separator: "\n")
    }

    /// `text` fits `columns`, is wrapped (more rows than `message` has lines), and says
    /// `message` whole.
    static func expectWrapped(_ text: String, _ message: String, columns: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(PromptWordsTests.fits(text, columns), "\(text)", sourceLocation: sourceLocation)
        #expect(text.split(separator: "\n").count > message.split(separator: "\n").count, "\(text)", sourceLocation: sourceLocation)
        #expect(unwrapped(text) == message, "\(text)", sourceLocation: sourceLocation)
    }

    // MARK: - Warnings

    @Test(arguments: [40, 80])
    func staleRates(columns: Int) {
        let run = InteractiveSessionTests.run(["1 EUR in USD"], explicit: nil, offline: false, columns: columns)
        Self.expectWrapped(run.errors, "warning: the rates are 24 days old (2026-10-30; ECB, embedded in calc); :update fetches current ones\n",
                           columns: columns)
        // Each row after the first under the message.
        #expect(run.errors.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("         ") && $0.dropFirst(9).first != " " }, "\(run.errors)")
    }

    /// Shortened for issue 32: with the embedded table, the warning alone (offline, without
    /// advice) is one row of 80 columns.
    @Test func staleRatesFit80ColumnsOnOneRow() {
        let offline = InteractiveSessionTests.run(["1 EUR in USD"], explicit: nil, offline: true, columns: 80)
        #expect(offline.errors == "warning: the rates are 24 days old (2026-10-30; ECB, embedded in calc)\n")
        let online = InteractiveSessionTests.run(["1 EUR in USD"], explicit: nil, offline: false, columns: 80)
        #expect(online.errors == "warning: the rates are 24 days old (2026-10-30; ECB, embedded in calc); :update\n         fetches current ones\n")
    }

    @Test(arguments: [40, 80])
    func historyNotSaved(columns: Int) {
        let run = InteractiveSessionTests.run(["1 + 2"], mergeHistory: { _, _, _ in false }, columns: columns)
        #expect(run.output == "3\n\n")
        Self.expectWrapped(run.errors, "warning: cannot save the history to /home/me/.local/state/calc/history; this session's lines will not be kept\n",
                           columns: columns)
    }

    /// `:update` and the background refresh: what they say on stdout (progress, what was
    /// saved, under a failure its sources) and on stderr (a source that failed, the update's
    /// own failure).
    @Test(arguments: [40, 80])
    func updatesAndRefreshes(columns: Int) {
        let saved = FetchWordingTests.run([":update"], fetcher: FetchWordingTests.FakeFetcher(
            progress: FetchWordingTests.events.compactMap(FetchWording.progress), outcome: .finished(FetchWording.outcome(FetchWordingTests.events))),
            columns: columns)
        let failing: [FetchReport] = [
            .source(name: "open.er-api.com", date: nil, currencies: 0, failure: "HTTP 503 Service Unavailable (https://open.er-api.com/v6/latest/EUR)",
                    kept: 0, keptDays: nil, removed: 0),
            .notSaved(reason: "no rate source could be fetched; the rate cache is unchanged"),
        ]
        let failed = FetchWordingTests.run([":update"], fetcher: FetchWordingTests.FakeFetcher(outcome: .finished(FetchWording.outcome(failing))),
                                           columns: columns)
        for text in [saved.output, saved.errors, failed.output, failed.errors] {
            #expect(PromptWordsTests.fits(text, columns), "\(text)")
        }
        #expect(Self.unwrapped(saved.output).contains("saved 168 currencies (ECB + open.er-api.com, base EUR, rates of 2026-11-24) to /c/rates.json\n"),
                "\(saved.output)")
        #expect(Self.unwrapped(failed.errors).contains(
            "error: open.er-api.com: HTTP 503 Service Unavailable (https://open.er-api.com/v6/latest/EUR)\n"), "\(failed.errors)")
        // A source's row under the notice, its own rows two columns further in.
        #expect(failed.output.contains("\n  open.er-api.com: HTTP 503 Service\n    Unavailable") || columns == 80, "\(failed.output)")
        #expect(failed.output.contains("\n  open.er-api.com: HTTP 503 Service Unavailable\n    (https://open.er-api.com/v6/latest/EUR)\n")
                || columns == 40, "\(failed.output)")
    }

    // MARK: - Errors and their hints

    /// A failed line: the message and the hint wrapped, the line and its carets as they were.
    @Test(arguments: [40, 80])
    func errorsWithTheirLines(columns: Int) {
        let run = InteractiveSessionTests.run(["1 EUR in peso", "total"], columns: columns)
        #expect(PromptWordsTests.fits(run.errors, columns), "\(run.errors)")
        #expect(run.errors == (columns == 40 ? """
            error: 'peso' is the name of several
                   currencies: MXN, ARS, CLP, COP,
                   PHP, UYU, DOP, CUP
            1 EUR in peso
                     ^^^^
            hint: write the code, as in 100 MXN
            error: nothing above for 'total' to add
                   up
            total
            ^^^^^
            hint: 'total' takes the results since
                  the last blank line or heading

            """ : """
            error: 'peso' is the name of several currencies: MXN, ARS, CLP, COP, PHP, UYU,
                   DOP, CUP
            1 EUR in peso
                     ^^^^
            hint: write the code, as in 100 MXN
            error: nothing above for 'total' to add up
            total
            ^^^^^
            hint: 'total' takes the results since the last blank line or heading

            """), "\(run.errors)")
    }

    /// A command's error: its hint after a semicolon, every row of it under the message.
    @Test(arguments: [40, 80])
    func aCommandErrorWithALongHint(columns: Int) {
        let run = InteractiveSessionTests.run([":history USD EUR 2020-13"], columns: columns)
        Self.expectWrapped(run.errors, "error: '2020-13' is not a span of days; write FROM..TO with YYYY-MM-DD, YYYY-MM or YYYY on each side "
                           + "(2020..2021, 2020-03..2020-06), or one period (2020)\n", columns: columns)
        #expect(run.errors.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("       ") }, "\(run.errors)")
    }

    /// A long error that follows an excerpt of a long line: the excerpt fits, and so do the rows
    /// of the message.
    @Test(arguments: [40, 80])
    func anUnusedRateOnALongLine(columns: Int) {
        let line = Array(repeating: "1", count: 30).joined(separator: " + ") + " at 1.05 GBP/JPY"
        let run = InteractiveSessionTests.run([line], columns: columns)
        #expect(PromptWordsTests.fits(run.errors, columns), "\(run.errors)")
        #expect(Self.unwrapped(run.errors).hasPrefix("error: 'at 1.05 GBP/JPY' is not used: this line converts no amount between GBP and JPY\n…"),
                "\(run.errors)")
    }

    // MARK: - The init file

    @Test(arguments: [40, 80])
    func initFileError(columns: Int) throws {
        let files = InitFilePromptTests.files(init: "vat = 20%\nfee = 1 +\n")
        let run = try InitFilePromptTests.run(["vat"], files: files, columns: columns)
        #expect(run.output == "20%\n\n")
        Self.expectWrapped(run.errors, "/config/calc/init.calc:2:9: error: '+' has no right operand; finish the expression or remove '+'\n",
                           columns: columns)
        // The rows after the first two columns in, not under the path.
        #expect(run.errors.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }, "\(run.errors)")
    }

    @Test(arguments: [40, 80])
    func initFileUnreadable(columns: Int) throws {
        let files = MemoryFileSystem()
        files.unreadable[InitFilePromptTests.initPath] = "Permission denied"
        let run = try InitFilePromptTests.run(["1 + 2"], files: files, columns: columns)
        Self.expectWrapped(run.errors, "calc: warning: cannot read '/config/calc/init.calc': Permission denied; going on without it\n",
                           columns: columns)
    }

    // MARK: - Where a program reads them

    /// At the prompt with stderr in a pipe, messages fit 80 columns.
    @Test func thePromptWithStderrInAPipeWrapsAt80() {
        let run = InteractiveSessionTests.run(["1 EUR in USD", ":history USD EUR 2020-13"], explicit: nil, offline: false, columns: 40,
                                              errorsToTerminal: false)
        #expect(PromptWordsTests.fits(run.errors, 80) && PromptWordsTests.widest(run.errors) > 40, "\(run.errors)")
        #expect(Self.unwrapped(run.errors).hasPrefix("warning: the rates are 24 days old (2026-10-30; ECB, embedded in calc); :update fetches current ones\n"))
    }

    /// A one-shot or batch run whose stderr is a pipe keeps each message on one line, as
    /// scripts read it, and a batch's located errors stay one line each (DESIGN §3).
    @Test func aPipeAfterABatchKeepsOneLineAMessage() {
        let console = Console(output: OutputChannel(capturingAsTerminal: false), errors: OutputChannel(capturingAsTerminal: false))
        console.report(ProgramMessages.historyBadSpan("2020-13"), named: true)
        console.report(Messages.lineOverLimit(), file: "<stdin>", lineNumber: 3, line: [])
        console.errors.flush()
        #expect(console.errors.text.split(separator: "\n").count == 2, "\(console.errors.text)")
        #expect(console.errors.text.hasPrefix("calc: error: '2020-13' is not a span of days; write FROM..TO with YYYY-MM-DD, YYYY-MM or YYYY on each side"))
        // A batch's error on a terminal is still one line.
        let terminal = Console(output: OutputChannel(capturingAsTerminal: true, columns: 40), errors: OutputChannel(capturingAsTerminal: true, columns: 40))
        terminal.report(ProgramMessages.historyBadSpan("2020-13"), file: "<stdin>", lineNumber: 3, line: [])
        terminal.errors.flush()
        #expect(terminal.errors.text.split(separator: "\n").count == 1, "\(terminal.errors.text)")
    }
}
