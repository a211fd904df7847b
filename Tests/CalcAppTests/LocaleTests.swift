@testable import CalcApp
import CalcCore
import CalcTestSupport
import Foundation
import Testing

/// The locale of a run (DESIGN §21): how it is chosen, and every way out in it: one-shot,
/// batch, a terminal, `--json`, `--total`, sheets and the prompt's help.
@Suite struct LocaleTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// `calc ARGUMENTS` with `variables` as its environment (and a home that does not exist),
    /// standard input `stdin`, standard output a terminal or not.
    static func run(_ arguments: [String], _ variables: [String: String] = [:], stdin: String = "", terminal: Bool = false) throws -> Run {
        let directory = try TemporaryDirectory()
        var values = variables
        values["HOME"] = directory.path + "/home"
        let environment = ProcessEnvironment(values)
        let console = Console(output: OutputChannel(capturingAsTerminal: terminal), errors: OutputChannel(capturingAsTerminal: false))
        let invocation = try #require(Invocation.fastParse(arguments, environment: environment))
        let files = MemoryFileSystem(["/work/in.calc": stdin])
        let status = Application(invocation: invocation, environment: environment, console: console, now: InteractiveSessionTests.now,
                                 standardInput: -1, inputIsTerminal: false, files: files, programs: RecordedPrograms()).run()
        return Run(status: status, output: console.output.text, errors: console.errors.text)
    }

    // MARK: Choosing the locale

    @Test func theFirstThatIsSetDecides() throws {
        func chosen(_ flag: String?, _ variables: [String: String]) throws -> String {
            try NumberLocale.select(flag: flag, environment: ProcessEnvironment(variables)).name
        }
        let all = ["CALC_LOCALE": "fr_FR", "LC_ALL": "de_DE.UTF-8", "LC_NUMERIC": "es_ES", "LANG": "it_IT.UTF-8"]
        #expect(try chosen("en_IN", all) == "en_IN")
        #expect(try chosen(nil, all) == "fr_FR")
        #expect(try chosen(nil, all.filter { $0.key != "CALC_LOCALE" }) == "de_DE.UTF-8")
        #expect(try chosen(nil, ["LC_ALL": "", "LC_NUMERIC": "es_ES", "LANG": "it_IT"]) == "es_ES")
        #expect(try chosen(nil, ["LC_NUMERIC": "", "LANG": "it_IT"]) == "it_IT")
        #expect(try chosen(nil, [:]) == "C")
        // `LC_MESSAGES` and the others say nothing of numbers.
        #expect(try chosen(nil, ["LC_MESSAGES": "de_DE", "LC_MONETARY": "de_DE"]) == "C")
    }

    @Test func theLocaleDecidesHowNumbersAreRead() throws {
        #expect(try Self.run(["1,5 + 1"], ["LANG": "de_DE.UTF-8"]).output == "2,5\n")
        #expect(try Self.run(["1,5 + 1"], ["LC_NUMERIC": "fr_FR.UTF-8", "LANG": "en_US.UTF-8"]).output == "2,5\n")
        #expect(try Self.run(["1.5 + 1"], ["LC_ALL": "en_US.UTF-8", "LANG": "de_DE.UTF-8"]).output == "2.5\n")
        #expect(try Self.run(["--locale", "C", "1.5 + 1"], ["LC_ALL": "de_DE.UTF-8"]).output == "2.5\n")
        #expect(try Self.run(["--locale=de-DE", "1.5 + 1"]).output == "2,5\n")
        #expect(try Self.run(["1,5 + 1"], ["CALC_LOCALE": "de_DE", "LC_ALL": "C"]).output == "2,5\n")
    }

    /// A name calc does not know: the user's own choice for calc is a usage error; the
    /// system's is C (as an uninstalled locale is C to the C library).
    @Test func unknownNames() throws {
        let named = try Self.run(["1+2"], ["CALC_LOCALE": "xx_YY"])
        #expect(named.status == ExitStatus.usage)
        #expect(named.output == "")
        #expect(named.errors.contains("CALC_LOCALE names a locale calc does not know: 'xx_YY'"))
        let system = try Self.run(["1.5 + 1"], ["LANG": "xx_YY.UTF-8"])
        #expect(system.status == ExitStatus.success && system.output == "2.5\n" && system.errors.isEmpty)
        #expect(Invocation.fastParse(["--locale", "xx_YY", "1+2"], environment: ProcessEnvironment([:])) == nil)
    }

    // MARK: Every way out

    @Test func batchAndErrors() throws {
        let run = try Self.run(["-f", "/work/in.calc"], ["LANG": "de_DE.UTF-8"],
                               stdin: "1.234,56 EUR + 0,44 EUR\n1.234\nmax(1,5; 2)\n100 EUR in USD, GBP\n")
        #expect(run.output == "1235,00 EUR\n2\n111,72 USD; 83,38 GBP\n")
        #expect(run.errors.contains("/work/in.calc:2:1: error: '1.234' could be 1234 or 1,234"))
        #expect(run.status == ExitStatus.expressionFailed)
    }

    @Test func groupedOnATerminalOnly() throws {
        #expect(try Self.run(["1234567,5 * 1"], ["LANG": "de_DE.UTF-8"], terminal: true).output == "1.234.567,5\n")
        #expect(try Self.run(["1234567,5 * 1"], ["LANG": "de_DE.UTF-8"]).output == "1234567,5\n")
        #expect(try Self.run(["1234567.5 EUR"], ["LANG": "en_US.UTF-8"], terminal: true).output == "1,234,567.50 EUR\n")
        #expect(try Self.run(["1234567.5 EUR"], ["LANG": "en_US.UTF-8"]).output == "1234567.50 EUR\n")
        #expect(try Self.run(["1/3 * 10000"], ["LANG": "fr_FR.UTF-8"], terminal: true).output == "≈ 3\u{202F}333,33333333333\n")
        // C groups nowhere, as calc always has.
        #expect(try Self.run(["1234567.5 * 1"], terminal: true).output == "1234567.5\n")
    }

    /// `--json`'s `value` and `--csv` are data: written as C writes numbers, in every locale.
    @Test func dataIsLocaleFree() throws {
        let json = try Self.run(["--json", "-f", "/work/in.calc"], ["LANG": "de_DE.UTF-8"], stdin: "1,5 * 3\n")
        #expect(json.output.contains(#""value":"4.5""#))
        #expect(json.output.contains(#""result":"4.5""#))
        let csv = try Self.run(["--csv", "-f", "/work/in.calc"], ["LANG": "de_DE.UTF-8"], stdin: "1,5 * 3\n")
        #expect(csv.output == "line,input,result,value,unit,error\r\n1,\"1,5 * 3\",4.5,4.5,,\r\n")
    }

    @Test func totals() throws {
        let run = try Self.run(["--total", "EUR", "-f", "/work/in.calc"], ["LANG": "de_DE.UTF-8"], stdin: "12,50 EUR\n7,25 EUR\n")
        #expect(run.output == "12,50 EUR\n7,25 EUR\nEUR: 2 amounts, 19,75 EUR\ntotal: 19,75 EUR\n")
    }

    /// A sheet is annotated in the locale of the run, never grouped, and its annotations are
    /// recognised as calc's when it is run again.
    @Test func sheets() throws {
        let sheet = "Preis = 1.234,50 EUR\nMenge = 2,5\nPreis * Menge\nin USD, GBP\n"
        let files = MemoryFileSystem(["/work/s.calc": sheet])
        let first = try SheetRunner.run(["--locale", "de_DE", "--sheet", "/work/s.calc"], files: files, terminal: true)
        #expect(first.text == """
            Preis = 1.234,50 EUR  # = 1234,50 EUR
            Menge = 2,5           # = 2,5
            Preis * Menge         # = 3086,25 EUR
            in USD, GBP           # = 3857,81 USD; 2469,00 GBP

            """)
        let again = MemoryFileSystem(["/work/s.calc": first.text])
        #expect(try SheetRunner.run(["--locale", "de_DE", "--sheet", "/work/s.calc"], files: again).text == first.text)
    }

    @Test func helpSaysWhichLocaleAndHowToChange() throws {
        let german = try NumberLocale.select(flag: nil, environment: ProcessEnvironment(["LANG": "de_DE.UTF-8"]))
        let help = ReplCommand.help(width: 80, locale: german)
        #expect(help.contains("LANG=de_DE.UTF-8"))
        #expect(help.contains("--locale NAME or CALC_LOCALE=NAME"))
        #expect(ReplCommand.help(width: 80).contains("as no locale is set"))
    }
}

extension LocaleTests {
    /// The init file reads as C in every locale, and `:save` writes C's numbers: a value
    /// saved under one locale is the same value under the next.
    @Test func theInitFileIsReadAsC() throws {
        let files = MemoryFileSystem(["/config/calc/init.calc": "limit = 1.500\ntax(x) = round(x * 1.19, 2)\n"])
        let german = try InitFileTests.run(["limit * tax(100)"], files: files,
                                           environment: ["XDG_CONFIG_HOME": "/config", "LANG": "de_DE.UTF-8"])
        #expect(german.errors == "")
        #expect(german.output == "178,5\n")
        var settings = TypedSettings()
        settings.assigned("y", typed: "y = 12,345", style: NumberLocales.style(named: "de_DE")!)
        #expect(settings.toSave == ["y = 12.345"])
    }

    /// A sheet annotated in one locale is annotated again in another, not twice.
    @Test func aSheetChangesLocale() throws {
        let files = MemoryFileSystem(["/work/s.calc": "p = 12,345 EUR  # = 12,35 EUR\nin USD, GBP  # = 15,43 USD; 9,88 GBP\n"])
        let english = try SheetRunner.run(["--locale", "en_US", "--sheet", "/work/s.calc"], files: files)
        #expect(!english.text.contains("12,35"))
        #expect(english.text.components(separatedBy: "# =").count == 3)
    }

    @Test func explanationsInTheLocale() throws {
        let run = try SheetRunner.run(["--locale", "de_DE", "--explain", "-f", "-"], stdin: Array("100 USD in EUR\n".utf8))
        #expect(run.text.hasPrefix("80,00 EUR\n"))
        #expect(!run.text.contains("0.8"), "\(run.text)")
        #expect(run.text.contains("0,8"), "\(run.text)")
    }
}

extension LocaleTests {
    /// At the prompt (a terminal): results in the locale, grouped; `:help` says which locale
    /// and where it came from.
    @Test func thePrompt() throws {
        let console = Console(output: OutputChannel(capturingAsTerminal: true), errors: OutputChannel(capturingAsTerminal: true))
        let environment = ProcessEnvironment(["HOME": "/nonexistent", "XDG_STATE_HOME": "/home/me/.local/state"])
        var session = Session(rates: LazyRates(InteractiveSessionTests.fixture), console: console)
        session.numberLocale = try NumberLocale.select(flag: "de_DE", environment: environment)
        let selected = RateSelection.Selected(table: InteractiveSessionTests.fixture, origin: "--rates test.json", fetchedAt: nil,
                                              chosenOnPurpose: true)
        let editor = ScriptedEditor(["1234567,5 * 1", "100 EUR in USD, GBP", "1.234", ":help"].map(LineEditorInput.line))
        var prompt = InteractiveSession(session: session, editor: editor,
                                        selection: RateSelection(ratesFile: nil, environment: environment, now: InteractiveSessionTests.now),
                                        explicitRates: selected, offline: true,
                                        historyFile: LineHistoryFile(environment: environment, files: MemoryFileSystem()), mergeHistory: nil,
                                        fetcher: nil)
        _ = prompt.run()
        console.output.flush()
        #expect(console.output.text.hasPrefix("1.234.567,5\n111,72 USD; 83,38 GBP\n"))
        #expect(console.output.text.contains("--locale de_DE"))
        #expect(console.errors.text.contains("'1.234' could be 1234 or 1,234"))
    }
}

extension LocaleTests {
    /// `:help`'s examples where `,` marks decimals: as the user types them there.
    @Test func helpExamplesInTheLocale() throws {
        let german = try NumberLocale.select(flag: "de_DE", environment: ProcessEnvironment([:]))
        let help = ReplCommand.help(width: 100, locale: german)
        #expect(help.contains("1,85 EUR/l in USD/gal"))
        #expect(help.contains("≈ 3,10685596118667 mi"))
        #expect(!help.contains("1.85 EUR"))
        #expect(help.contains("2026-12-24"))
        #expect(ReplCommand.help(width: 100).contains("1.85 EUR/l in USD/gal"))
    }
}
