import CalcApp
import CalcCommandLine
import Testing

/// The fast reading of the command line and swift-argument-parser's agree on every
/// combination of flags (DESIGN §12): where the fast one answers, the parser gives the same
/// invocation; where the parser refuses, the fast one leaves it to the parser.
@Suite struct FlagReadingTests {
    /// Each flag as it may be written, with a value where it takes one.
    static let forms: [[String]] = [
        ["--offline"], ["--rates-info"], ["--update-rates"], ["--history"], ["--csv"], ["--json"], ["--explain"],
        ["-f", "w.calc"], ["--file", "-"], ["--file=w.calc"], ["--rates", "r.json"], ["--rates=r.json"],
        ["--digits", "30"], ["--digits=5"], ["--total", "EUR"], ["--total=usd"],
        ["--sheet", "s.calc"], ["--sheet=-"], ["-i"], ["--in-place"], ["--watch"], ["--no-init"], ["--lsp"],
        ["--locale", "de_DE"], ["--locale=fr-FR.UTF-8"],
    ]
    /// What may stand among them.
    static let tails: [[String]] = [[], ["1+2"], ["-5", "+", "3"], ["USD", "EUR"], ["USD", "EUR", "2020..2021"], ["--", "-x"]]

    /// The parser's reading, or nil when it refuses.
    static func parserReading(_ arguments: [String]) -> Invocation? {
        try? Invocation.parseWithArgumentParser(arguments, environment: ProcessEnvironment([:]))
    }

    @Test func everyPairOfFlagsReadsTheSame() {
        var fastCount = 0, checked = 0
        for first in FlagReadingTests.forms {
            for second in [[]] + FlagReadingTests.forms {
                for tail in FlagReadingTests.tails {
                    for arguments in [first + second + tail, tail + first + second, first + tail + second] {
                        checked += 1
                        let parser = FlagReadingTests.parserReading(arguments)
                        let fast = Invocation.fastParse(arguments, environment: ProcessEnvironment([:]))
                        if let fast {
                            fastCount += 1
                            #expect(fast == parser, "\(arguments)")
                        }
                        // Whatever the parser accepts, the fast reading understands too.
                        if parser != nil { #expect(fast != nil, "\(arguments)") }
                    }
                }
            }
        }
        #expect(checked > 1000 && fastCount > 300)
    }

    /// What only the parser does: help, version, completion scripts, mistakes.
    @Test(arguments: [
        ["--help"], ["-h"], ["--version"], ["--generate-completion-script", "bash"],
        ["--digits", "0"], ["--digits", "x"], ["--total", "XQZ"], ["--rates"], ["--frobnicate"], ["-f", "a", "1+2"],
        ["--history", "USD"], ["--file=", "x"],
        ["--sheet"], ["--sheet", "-i"], ["--sheet="], ["--in-place=yes", "--sheet", "s.calc"], ["--watch=1", "--sheet", "s.calc"],
        ["--no-init=yes", "1+2"], ["--locale", "xx_YY", "1+2"], ["--locale="],
        ["--lsp", "1+2"], ["--lsp", "--json"], ["--lsp=1"],
    ])
    func leftToTheParser(_ arguments: [String]) {
        #expect(Invocation.fastParse(arguments, environment: ProcessEnvironment([:])) == nil)
    }

    @Test func expressionsAloneNeedNoParser() {
        #expect(Invocation.fastParse(["-5", "+", "3"]) == Invocation(expression: ["-5", "+", "3"]))
        #expect(Invocation.fastParse(["5", "-", "3"]) == Invocation(expression: ["5", "-", "3"]))
    }
}

/// The mode a command line asks for: one value the application switches over.
@Suite struct ModeTests {
    static let environment = ProcessEnvironment([:])

    static func mode(_ arguments: [String]) throws -> Invocation.Mode {
        try Invocation.parseWithArgumentParser(arguments, environment: environment).mode
    }

    @Test func eachModeWithWhatItUses() throws {
        #expect(try Self.mode(["--update-rates"]) == .updateRates)
        #expect(try Self.mode(["--rates-info", "--offline"]) == .ratesInfo)
        #expect(try Self.mode(["--history", "USD", "EUR", "2020..2021", "--csv"]) == .rateChart(words: ["USD", "EUR", "2020..2021"], csv: true))
        #expect(try Self.mode(["-5", "+", "3"]) == .evaluate(.expression("-5 + 3"), .init()))
        #expect(try Self.mode(["--json", "2*3"]) == .evaluate(.expression("2*3"), .init(json: true)))
        #expect(try Self.mode(["-f", "trip.calc", "--total", "EUR", "--explain"])
                == .evaluate(.file("trip.calc"), .init(explain: true, total: "EUR")))
        // `-f -` is standard input as a batch, even on a terminal; nothing named may prompt.
        #expect(try Self.mode(["-f", "-"]) == .evaluate(.standardInput(mayPrompt: false), .init()))
        #expect(try Self.mode([]) == .evaluate(.standardInput(mayPrompt: true), .init()))
        #expect(try Self.mode(["--digits", "7"]) == .evaluate(.standardInput(mayPrompt: true), .init()))
        #expect(try Self.mode(["--lsp", "--offline", "--no-init", "--digits", "20"]) == .languageServer)
    }

    /// `--sheet FILE` with what it does with the file, and the options it shares with a batch.
    @Test func sheetModes() throws {
        #expect(try Self.mode(["--sheet", "trip.calc"]) == .sheet(.init(path: "trip.calc"), .init()))
        #expect(try Self.mode(["--sheet", "trip.calc", "-i", "--total", "EUR"]) == .sheet(.init(path: "trip.calc", inPlace: true), .init(total: "EUR")))
        #expect(try Self.mode(["--in-place", "--sheet=trip.calc"]) == .sheet(.init(path: "trip.calc", inPlace: true), .init()))
        #expect(try Self.mode(["--sheet=-", "--json"]) == .sheet(.init(path: "-"), .init(json: true)))
        #expect(try Self.mode(["--watch", "--sheet", "trip.calc", "--digits", "5"]) == .sheet(.init(path: "trip.calc", watch: true), .init()))
        // The last of two sheets, as with any option given twice.
        #expect(try Self.mode(["--sheet", "a.calc", "--sheet", "b.calc"]) == .sheet(.init(path: "b.calc"), .init()))
    }

    /// `--sheet` takes its file as the next word or the last one (DESIGN §23), through either
    /// reading; without one, the parser's error names `--sheet <FILE>`.
    @Test func theSheetsFileMayComeLast() throws {
        let cases: [([String], Invocation.Mode)] = [
            (["--sheet", "-i", "trip.calc"], .sheet(.init(path: "trip.calc", inPlace: true), .init())),
            (["--sheet", "--watch", "trip.calc"], .sheet(.init(path: "trip.calc", watch: true), .init())),
            (["--sheet", "--total", "EUR", "-i", "trip.calc"], .sheet(.init(path: "trip.calc", inPlace: true), .init(total: "EUR"))),
            (["--sheet", "--json", "-"], .sheet(.init(path: "-"), .init(json: true))),
        ]
        for (arguments, mode) in cases {
            let moved = Invocation.withSheetFileAfterFlag(arguments)
            #expect(try Self.mode(moved) == mode, "\(arguments)")
            #expect(try Invocation.parse(arguments).mode == mode, "\(arguments)")
        }
        // The value of another option is not the sheet's file, nor is anything after `--`.
        #expect(Invocation.withSheetFileAfterFlag(["--sheet", "--total", "EUR"]) == ["--sheet", "--total", "EUR"])
        #expect(Invocation.withSheetFileAfterFlag(["--", "--sheet", "-i", "x"]) == ["--", "--sheet", "-i", "x"])
        #expect(throws: (any Error).self) { try Invocation.parse(["--sheet", "-i"]) }
        do {
            _ = try Invocation.parse(["--sheet", "--total", "EUR"])
            Issue.record("a sheet without its file was read")
        } catch {
            #expect(CalcCommand.message(for: error).contains("--sheet <FILE>"), "\(CalcCommand.message(for: error))")
        }
    }

    /// Combinations the usage rules refuse never reach a mode.
    @Test(arguments: [
        ["--update-rates", "1+2"], ["--csv", "--json"], ["--csv", "--total", "EUR"], ["--total", "EUR", "1+2"], ["--json", "--rates-info"], ["-f", "x", "1+2"],
        ["--sheet", "s.calc", "1+2"], ["--sheet", "s.calc", "-f", "w.calc"], ["--sheet", "s.calc", "--explain"], ["--sheet", "-", "-i"],
        ["--sheet", "s.calc", "--in-place", "--json"], ["--sheet", "s.calc", "--watch", "--json"], ["--sheet", "-", "--watch"],
        ["--sheet", "s.calc", "--watch", "-i"], ["--sheet", "s.calc", "--history"], ["-i"], ["--watch"], ["--in-place", "-f", "w.calc"],
    ])
    func refusedCombinations(_ arguments: [String]) {
        #expect(throws: (any Error).self) { try Self.mode(arguments) }
    }
}
