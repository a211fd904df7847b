@testable import CalcApp
import CalcCore
import Foundation
import Testing

/// A line editor that types a script: each entry is what one prompt reads; after the script,
/// Ctrl-D. It records the prompts it was asked for, the history it was given and the
/// vocabulary Tab would complete from.
final class ScriptedEditor: LineEditor {
    private var script: [LineEditorInput]
    private(set) var prompts: [String] = []
    private(set) var history: [String] = []
    private var vocabulary: (() -> Completion.Vocabulary)?

    init(_ script: [LineEditorInput]) {
        self.script = script
    }

    convenience init(lines: [String]) {
        self.init(lines.map(LineEditorInput.line))
    }

    func readLine(prompt: String) -> LineEditorInput {
        prompts.append(prompt)
        return script.isEmpty ? .endOfInput : script.removeFirst()
    }

    func addToHistory(_ line: String) { history.append(line) }

    func completeFrom(_ vocabulary: @escaping () -> Completion.Vocabulary) { self.vocabulary = vocabulary }

    /// What Tab would offer now.
    var offered: Completion.Vocabulary? { vocabulary?() }
}

/// The REPL's logic without a terminal: a scripted editor, capturing streams, a fixed clock,
/// files in memory and an environment of the test's own. (The pseudo-terminal tests in
/// CalcEndToEndTests keep what only a terminal shows: keys, libedit, signals.)
@Suite struct InteractiveSessionTests {
    /// 2026-11-23 12:00 UTC.
    static let now = 1_795_435_200

    /// The ECB's table of 2026-10-30 for three currencies, as if from `--rates FILE`.
    static let fixture = RateTable(base: "EUR", date: Day("2026-10-30"), source: "ECB", rates: [
        "USD": Rational(11172, 10000), "JPY": Rational(17568, 100), "GBP": Rational(8338, 10000),
    ])

    struct Run {
        var output: String
        var errors: String
        var succeeded: Bool
        var editor: ScriptedEditor
    }

    /// Runs `script` at the prompt. With `explicit`, the table is chosen as `--rates FILE`
    /// chooses it; without, the cache is looked for in a directory that does not exist (so the
    /// embedded table is used). The history is in `files`, at
    /// `/home/me/.local/state/calc/history`, and saved with `mergeHistory` when there is one.
    /// `columns`: the terminal's width; `errorsToTerminal: false`, stderr in a pipe (80 columns).
    static func run(_ script: [LineEditorInput], explicit: RateTable? = fixture, offline: Bool = true,
                    files: MemoryFileSystem = MemoryFileSystem(), mergeHistory: ((String?, [String], String) -> Bool)? = nil,
                    columns: Int = 80, errorsToTerminal: Bool = true) -> Run {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("calc-app-\(UUID().uuidString)").path
        let environment = ProcessEnvironment(["HOME": home, "XDG_CACHE_HOME": home + "/cache", "XDG_STATE_HOME": "/home/me/.local/state"])
        let console = Console(output: OutputChannel(capturingAsTerminal: true, columns: columns),
                              errors: OutputChannel(capturingAsTerminal: errorsToTerminal, columns: errorsToTerminal ? columns : 80))
        let selection = RateSelection(ratesFile: nil, environment: environment, now: now)
        let selected = explicit.map { RateSelection.Selected(table: $0, origin: "--rates test.json", fetchedAt: nil, chosenOnPurpose: true) }
        let rates = LazyRates(selected?.table ?? .empty)
        let editor = ScriptedEditor(script)
        var session = InteractiveSession(session: Session(rates: rates, console: console),
                                         editor: editor, selection: selection, explicitRates: selected, offline: offline,
                                         historyFile: LineHistoryFile(environment: environment, files: files), mergeHistory: mergeHistory,
                                         fetcher: nil)
        let succeeded = session.run()
        console.output.flush()
        return Run(output: console.output.text, errors: console.errors.text, succeeded: succeeded, editor: editor)
    }

    static func run(_ lines: [String], explicit: RateTable? = fixture, offline: Bool = true,
                    files: MemoryFileSystem = MemoryFileSystem(), mergeHistory: ((String?, [String], String) -> Bool)? = nil,
                    columns: Int = 80, errorsToTerminal: Bool = true) -> Run {
        run(lines.map(LineEditorInput.line), explicit: explicit, offline: offline, files: files, mergeHistory: mergeHistory,
            columns: columns, errorsToTerminal: errorsToTerminal)
    }

    @Test func expressionsAndErrors() {
        let run = Self.run(["1 + 2", "1 +", "6 * 7", "1/3", "100 EUR in USD"])
        #expect(run.output == "3\n42\n≈ 0.333333333333333\n111.72 USD\n\n")
        #expect(run.errors == "error: '+' has no right operand\n1 +\n  ^\nhint: finish the expression or remove '+'\n")
        #expect(run.editor.prompts == Array(repeating: "calc> ", count: 6))
        #expect(run.editor.history == ["1 + 2", "1 +", "6 * 7", "1/3", "100 EUR in USD"])
    }

    @Test func blankLinesAndCtrlCAreNotRemembered() {
        let run = Self.run([.line("  "), .interrupted, .line("2 + 2")])
        #expect(run.output == "\n4\n\n")
        #expect(run.editor.history == ["2 + 2"])
        #expect(run.succeeded)
    }

    /// Block sums at the prompt (DESIGN §16): `total` adds the results since the last blank
    /// line entered, converting into the first amount's currency; labels are ignored; a
    /// blank line starts a new block but keeps `ans`; Tab offers the words.
    @Test func blockSumsSinceTheLastBlankLine() {
        let run = Self.run(["Hotel: 7 * 96 EUR", "Taxi: 111.72 USD", "Total: total", "", "ans / 2", "5", "sum", "Transport:", "total"])
        #expect(run.output == "672.00 EUR\n111.72 USD\n772.00 EUR\n386.00 EUR\n5\n\n", "\(run.output)")
        // The prompt shows no line numbers: the error quotes the entry (DESIGN §23).
        let words = run.errors.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("'sum' cannot add '5' to the entries above it: cannot add a plain number and an amount of EUR"), "\(run.errors)")
        #expect(words.contains("hint: on that entry, write 5 EUR; or start a new block with an empty line before such entries"), "\(run.errors)")
        #expect(!run.errors.contains("line 5"), "\(run.errors)")
        #expect(run.errors.contains("error: nothing above for 'total' to add up\n"), "\(run.errors)")
        #expect(run.editor.offered?.constants.contains("subtotal") == true)
    }

    @Test(arguments: ["quit", "exit", ":quit", ":q", ":exit", "  quit  "])
    func quitEndsTheSession(_ command: String) {
        let run = Self.run(["1 + 1", command, "2 + 2"])
        #expect(run.output == "2\n")
        #expect(run.editor.prompts.count == 2)
    }

    @Test func variablesCommand() {
        #expect(Self.run([":vars"]).output == "no variables yet; assign one with x = 3\n\n")
        let run = Self.run(["x = 2", "y = 1/3", "10 EUR", ":vars"])
        #expect(run.output == "2\n≈ 0.333333333333333\n10.00 EUR\nx = 2\ny ≈ 0.333333333333333\nans = 10.00 EUR\n\n")
        #expect(Self.run(["60.4 EUR in USD", ":vars"]).output == "≈ 67.48 USD\nans ≈ 67.48 USD\n\n")
    }

    /// Dated lines note a weekend under the result; `:history` draws the chart (80 columns
    /// where the width cannot be read) and names its mistakes.
    @Test func datesAndTheHistoryCommand() throws {
        let dated = Self.run(["100 USD in EUR on 2008-09-13"])
        #expect(dated.output == "≈ 71.09 EUR\n\n")
        #expect(dated.errors == "note: ECB rates of 2008-09-12 (none were published on 2008-09-13)\n")
        let chart = Self.run([":history USD EUR 2008-09..2008-12"])
        let golden = try String(contentsOf: RateChartTests.golden.appendingPathComponent("history-usd-eur-2008-09..2008-12.txt"), encoding: .utf8)
        #expect(chart.output == golden + "\n")
        let csv = Self.run([":history eur usd 2020-03-16..2020-03-17 --csv"])
        #expect(csv.output == "date,EUR/USD\n2020-03-16,1.1157\n2020-03-17,1.0982\n\n")
        let wrong = Self.run([":history USD", ":history USD XAU"])
        #expect(wrong.errors == """
            error: :history takes two currencies and an optional span; write, for example,
                   :history USD EUR 2020..2021 (FROM and TO as YYYY-MM-DD, YYYY-MM or YYYY)
            error: the ECB's history has no currency 'XAU'; it has the ECB's 41 currencies,
                   EUR and the currencies the euro replaced

            """)
    }

    /// Words a newcomer types, digits on demand, and a status that errors do not change.
    @Test func wordsThatFitThePrompt() {
        let run = Self.run(["help", "1/3", ":digits 30", "1/3", ":digits", "1 +", ":QUIT", "2"])
        #expect(run.output == """
            type an expression (2 + 3 * 4, 12 USD in EUR) or a command; :help lists the
              commands and keys
            ≈ 0.333333333333333
            values that are not exact show 30 significant digits
            ≈ 0.333333333333333333333333333333
            values that are not exact show 30 significant digits

            """)
        #expect(run.succeeded)
        #expect(Self.run(["exit()", "2"]).output == "")
        // Fewer digits than the value has whole digits (found in review: this died of SIGILL).
        let few = Self.run([":digits 7", "1e12/7", ":digits 5", "1e6/7", ":quit"])
        #expect(few.output == """
            values that are not exact show 7 significant digits
            ≈ 142857100000
            values that are not exact show 5 significant digits
            ≈ 142860

            """)
    }

    /// Codes ISO does not list have names too, and a rate that does not terminate says it is
    /// rounded.
    @Test func currenciesOutsideISOAndRoundedRates() {
        let table = RateTable(base: "USD", date: Day("2026-10-30"), source: "test", rates: [
            "EUR": Rational(10000, 11172), "BGN": Rational(195583, 111720), "FOK": Rational(7, 1),
        ])
        let run = Self.run([":currencies"], explicit: table)
        #expect(run.output == """
            rates against 1 USD (test, 2026-10-30):
            BGN  Bulgarian lev (replaced by the euro)  ≈ 1.75065341926244
            EUR  Euro                                  ≈ 0.895094880057286
            FOK  Faroese króna                         7
            USD  US Dollar                             1


            """)
    }

    /// `:total CUR` sums the session's amounts; `:explain` tells the last result's conversions.
    @Test func totalAndExplainAtThePrompt() {
        let run = Self.run([":explain", "100 EUR", "x = 20 GBP", "1 +", "100 GBP in USD", ":explain", "2 + 2", ":explain",
                            ":total EUR", ":total", ":Total usd"])
        #expect(run.output == """
            no result yet: :explain tells the conversions behind the last result
            100.00 EUR
            20.00 GBP
            ≈ 133.99 USD
              100 GBP → ≈ 133.98896617894 USD at ≈ 1.3398896617894 USD per GBP (ECB,
                2026-10-30), through EUR: 1 EUR = 0.8338 GBP = 1.1172 USD
              shown rounded, halves away from zero: ≈ 133.98896617894 USD → 133.99 USD
            4
            the last result used no exchange rate or unit conversion
            EUR: 1 amount, 100.00 EUR
            GBP: 1 amount, 20.00 GBP = ≈ 23.99 EUR
            USD: 1 amount, ≈ 133.99 USD = ≈ 119.93 EUR
            total: ≈ 243.92 EUR
            EUR: 1 amount, 100.00 EUR = 111.72 USD
            GBP: 1 amount, 20.00 GBP = ≈ 26.80 USD
            USD: 1 amount, ≈ 133.99 USD
            total: ≈ 272.51 USD


            """)
        #expect(run.errors.contains("error: :total takes a currency code: :total EUR"))
    }

    /// `:total` takes what `--total` takes (a code or a name calc knows), says a wrong one
    /// with a suggestion before summing, and speaks without calc's `calc:` prefix; a total in
    /// a currency the table lacks is refused whole.
    @Test func totalChecksItsCurrencyAtThePrompt() {
        let run = Self.run(["10 USD", "1 EUR in USD", ":total euro", ":total dollar", ":total QQQ", ":total XYZ", ":total EUF", ":total XAU"])
        #expect(run.output == """
            10.00 USD
            ≈ 1.12 USD
            USD: 2 amounts, ≈ 11.12 USD = ≈ 9.95 EUR
            total: ≈ 9.95 EUR
            USD: 2 amounts, ≈ 11.12 USD
            total: ≈ 11.12 USD


            """)
        #expect(run.errors.contains("error: unknown currency 'QQQ'"), "\(run.errors)")
        #expect(run.errors.contains("error: unknown currency 'EUF'; did you mean EUR?"), "\(run.errors)")
        // A currency the table does not quote: no total at all, rather than one of nothing.
        #expect(run.errors.contains("error: no exchange rate for XAU"), "\(run.errors)")
        #expect(!run.errors.contains("calc:"), "\(run.errors)")
    }

    @Test func ratesCommandDescribesTheTableInUse() {
        let run = Self.run([":rates"])
        #expect(run.output == "source: ECB (--rates test.json)\nrates date: 2026-10-30 (24 days old)\nbase: EUR\ncurrencies: 4\n"
                + "not counted: the 21 currencies the euro replaced (DEM, FRF, BGN, …), at their\n  fixed rates\n\n") // EUR counts
    }

    @Test func currenciesCommandFiltersByCodeOrName() {
        let run = Self.run([":currencies yen", ":currencies pound", ":currencies zzz"])
        #expect(run.output == """
            rates against 1 EUR (ECB, 2026-10-30):
            JPY  Yen  175.68
            rates against 1 EUR (ECB, 2026-10-30):
            GBP  Pound Sterling  0.8338
            no currency matches 'zzz'


            """)
    }

    /// A merged table (the cache after an update from two sources) names each rate's source
    /// and day; `:explain` names each side's of a cross rate.
    @Test func currenciesAndExplainNameEachRatesOrigin() {
        let ecb = RateOrigin(source: "ECB", date: Day("2026-11-20")!)
        let wide = RateOrigin(source: "open.er-api.com", date: Day("2026-11-18")!)
        let merged = RateTable(base: "EUR", origins: [ecb, wide], groups: [["USD": Rational(5, 4)], ["TWD": Rational(35)]])
        let run = Self.run([":currencies", "10 USD in TWD", ":explain"], explicit: merged)
        #expect(run.output == """
            rates against 1 EUR (ECB + open.er-api.com, 2026-11-20):
            EUR  Euro               1
            TWD  New Taiwan Dollar  35  (open.er-api.com, 2026-11-18)
            USD  US Dollar          1.25  (ECB, 2026-11-20)
            280.00 TWD
              10 USD → 280 TWD at 28 TWD per USD (ECB + open.er-api.com, 2026-11-18),
                through EUR: 1 EUR = 1.25 USD (ECB, 2026-11-20) = 35 TWD (open.er-api.com,
                2026-11-18)
              shown exactly: 280.00 TWD


            """)
    }

    @Test func helpAndMistypedCommands() {
        let run = Self.run([":help", ":frobnicate", ":vars now"])
        #expect(run.output == ReplCommand.helpText + "\n\n")
        #expect(run.errors.hasPrefix("error: unknown command ':frobnicate'"), "\(run.errors)")
        #expect(run.errors.hasSuffix("error: :vars takes no argument\n"), "\(run.errors)")
    }

    /// Whether a row of `:help` shows `example` and then, after two spaces or more (or on the
    /// next row, when the example is wide), `result`.
    static func helpShows(_ example: String, _ result: String) -> Bool {
        let rows = ReplCommand.helpText.split(separator: "\n").map { $0.drop { $0 == " " } }
        for (index, row) in rows.enumerated() where row.hasPrefix(example) {
            let rest = row.dropFirst(example.count)
            if rest.hasPrefix("  "), rest.drop(while: { $0 == " " }).hasPrefix(result) { return true }
            if rest.isEmpty, index + 1 < rows.count, rows[index + 1].hasPrefix(result) { return true }
        }
        return false
    }

    /// The units examples of `:help` print what it says they print.
    @Test func helpUnitExamplesPrintWhatTheHelpSays() {
        let shown = [("5 km in mi", "≈ 3.10685596118667 mi"), ("20 °C in °F", "68 °F"), ("80 EUR/h * 37.5 h", "3000.00 EUR")]
        for (line, result) in shown {
            #expect(Self.helpShows(line, result), "\(line)")
        }
        let run = Self.run(shown.map(\.0) + ["1.85 EUR/l in USD/gal"])
        #expect(run.output == shown.map { $0.1 + "\n" }.joined() + "≈ 7.8238 USD/gal\n\n", "\(run.output)")
        #expect(run.errors == "")
    }

    /// The dates examples of `:help` that do not depend on the clock print what it says they
    /// print (`today` is the application's: this session has no clock).
    @Test func helpDateExamplesPrintWhatTheHelpSays() {
        let shown = [("8:30 + 7:45", "16:15"), ("weekday(2026-12-24)", "Thursday"), ("workdays(2026-12-01, 2026-12-31)", "23")]
        for (line, result) in shown {
            #expect(Self.helpShows(line, result), "\(line)")
        }
        let said = [("16:15 in h", "16.25 h"), ("2026-01-31 + 1 month", "2026-02-28"), ("2026-12-24 + 47 h", "2026-12-25")]
        let prose = ReplCommand.helpText.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        #expect(prose.contains("in h converts: 16.25 h"))
        #expect(prose.contains("2026-01-31 + 1 month is 2026-02-28"))
        #expect(prose.contains("+ 47 h is a day"))
        let run = Self.run((shown + said).map(\.0) + ["2026 - 12 - 24"])
        #expect(run.output == (shown + said).map { $0.1 + "\n" }.joined() + "1990\n\n", "\(run.output)")
        #expect(run.errors == "")
    }

    @Test func updateIsRefusedOfflineAndNeedsCalcFetchOnline() {
        #expect(Self.run([":update"]).errors == "error: :update needs the network, but --offline or CALC_OFFLINE=1 forbids it\n")
        #expect(Self.run([":update"], offline: false).errors == "error: cannot find calc's own executable to run as calc-fetch\n")
    }

    /// Without `--rates`, the stored table is read before the first prompt, and its age is
    /// judged by the injected clock: the embedded table of 2026-10-30 is 24 days old.
    @Test func storedRatesAreReadBeforeThePromptAndTheirAgeSaidOnce() {
        let run = Self.run(["1 EUR in USD", "2 EUR in USD"], explicit: nil, offline: false)
        #expect(run.output == "≈ 1.12 USD\n≈ 2.23 USD\n\n")
        // In the prompt's words, and without advice that --offline forbids following.
        #expect(run.errors == "warning: the rates are 24 days old (2026-10-30; ECB, embedded in calc); :update\n         fetches current ones\n")
        // Found in review: reading the stored table replaced the evaluator and lost what the
        // prompt asked of it (:explain's record of conversions).
        let explained = Self.run(["100 GBP in USD", ":explain"], explicit: nil)
        #expect(explained.output.contains("100 GBP → ≈ 133.98896617894 USD"), "\(explained.output)")
        let offline = Self.run(["1 EUR in USD"], explicit: nil, offline: true)
        #expect(offline.errors == "warning: the rates are 24 days old (2026-10-30; ECB, embedded in calc)\n")
    }

    @Test func tabCompletesFromTheTableAndTheVariablesOfTheMoment() {
        let editor = ScriptedEditor(lines: ["ratio = 3"])
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("calc-app-\(UUID().uuidString)").path
        let environment = ProcessEnvironment(["HOME": home])
        let console = Console(output: OutputChannel(capturingAsTerminal: false), errors: OutputChannel(capturingAsTerminal: false))
        let selected = RateSelection.Selected(table: Self.fixture, origin: "--rates test.json", fetchedAt: nil, chosenOnPurpose: true)
        var session = InteractiveSession(session: Session(rates: LazyRates(Self.fixture), console: console), editor: editor,
                                         selection: RateSelection(ratesFile: nil, environment: environment, now: Self.now),
                                         explicitRates: selected, offline: true, historyFile: LineHistoryFile(environment: environment, files: MemoryFileSystem()),
                                         mergeHistory: nil, fetcher: nil)
        _ = session.run()
        let vocabulary = editor.offered
        #expect(vocabulary?.currencyCodes == ["EUR", "GBP", "JPY", "USD"])
        #expect(vocabulary?.variables == ["ratio"])
        #expect(Completion.complete("2 * rati", cursor: 8, vocabulary: vocabulary!) == .insert("o "))
    }
}
