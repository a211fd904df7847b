@testable import CalcApp
import CalcCore
import CalcTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The init file (DESIGN §17) through `Application`, in every mode that reads lines: what it
/// defines is there before the first line, it prints nothing, a failing line of it is said
/// once, and its results are no one's `ans` nor counted in a total.
@Suite struct InitFileTests {
    static let initPath = "/config/calc/init.calc"

    static let settings = """
        # my settings
        vat = 20%
        tip(x) = x + 15%

        fee = 1.75%
        card(x) = x + fee

        """

    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs `calc --rates FIXTURE ARGUMENTS` with `XDG_CONFIG_HOME=/config` (files in memory)
    /// and `stdin` as standard input when given. The fixture is SheetRunner's: 1 EUR = 1.25 USD.
    static func run(_ arguments: [String], files: MemoryFileSystem, stdin: String? = nil,
                    environment extra: [String: String] = ["XDG_CONFIG_HOME": "/config"]) throws -> Run {
        let directory = try TemporaryDirectory()
        let ratesFile = try directory.write("rates.json", SheetRunner.rates)
        // The stored rates and history are looked for in a home that does not exist.
        let environment = ProcessEnvironment(["HOME": directory.path + "/home"].merging(extra) { $1 })
        let console = Console(output: OutputChannel(capturingAsTerminal: false), errors: OutputChannel(capturingAsTerminal: false))
        let invocation = try #require(Invocation.fastParse(["--rates", ratesFile] + arguments, environment: environment))
        var input: Int32 = -1
        if let stdin {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            let bytes = Array(stdin.utf8)
            try #require(bytes.withUnsafeBytes { Glibc.write(ends[1], $0.baseAddress, $0.count) } == bytes.count)
            close(ends[1])
            input = ends[0]
        }
        defer { if input >= 0 { close(input) } }
        let status = Application(invocation: invocation, environment: environment, console: console, now: InteractiveSessionTests.now,
                                 standardInput: input, inputIsTerminal: false, files: files, programs: RecordedPrograms()).run()
        return Run(status: status, output: console.output.text, errors: console.errors.text)
    }

    static func files(init text: String?, _ others: [String: String] = [:]) -> MemoryFileSystem {
        let files = MemoryFileSystem(others)
        if let text { files.write(initPath, text) }
        return files
    }

    // MARK: - Every mode

    @Test func oneShotAndJSON() throws {
        let files = Self.files(init: Self.settings)
        let run = try Self.run(["tip(40 EUR)"], files: files)
        #expect(run.output == "46.00 EUR\n")
        #expect(run.errors == "")
        #expect(run.status == ExitStatus.success)
        let json = try Self.run(["--json", "card(100 USD) in EUR"], files: files)
        #expect(json.output == #"{"line":1,"input":"card(100 USD) in EUR","result":"81.40 EUR","value":"81.4","exact":true,"kind":"money","currency":"EUR","rates":{"source":"rates.json","date":"2026-11-20"}}"# + "\n")
    }

    @Test func batchFromAFileAndFromStandardInput() throws {
        let lines = "card(100 USD)\nvat\nvat(x) = x * (1 + vat)\nvat(10 EUR)\n"
        let files = Self.files(init: Self.settings, ["/work/lines.calc": lines])
        let expected = "101.75 USD\n20%\nvat(x) = x * (1 + vat)\n12.00 EUR\n"
        let file = try Self.run(["-f", "/work/lines.calc"], files: files)
        #expect(file.output == expected)
        #expect(file.errors == "")
        let piped = try Self.run([], files: files, stdin: lines)
        #expect(piped.output == expected)
        #expect(piped.errors == "")
        #expect(piped.status == ExitStatus.success)
    }

    @Test func sheets() throws {
        let files = Self.files(init: Self.settings, ["/sheet.calc": "Dinner: tip(40 EUR)\nfee\ndouble(x) = x * 2\ndouble(fee)\n"])
        let run = try Self.run(["--sheet", "/sheet.calc"], files: files)
        #expect(run.output == """
            Dinner: tip(40 EUR)  # = 46.00 EUR
            fee                  # = 1.75%
            double(x) = x * 2
            double(fee)          # = 3.5%

            """)
        #expect(run.errors == "")
        #expect(run.status == ExitStatus.success)
    }

    /// Without `XDG_CONFIG_HOME` (or with a relative one, which the XDG rules ignore), the
    /// file is `~/.config/calc/init.calc`.
    @Test(arguments: [["HOME": "/home/me"], ["HOME": "/home/me", "XDG_CONFIG_HOME": "config"]])
    func theDefaultPlaceIsUnderHome(_ environment: [String: String]) throws {
        let files = MemoryFileSystem(["/home/me/.config/calc/init.calc": "vat = 20%\n", Self.initPath: "vat = 50%\n"])
        #expect(try Self.run(["vat"], files: files, environment: environment).output == "20%\n")
    }

    // MARK: - Failures and --no-init

    /// Each failing line is said once, located in the init file, whatever the mode; the
    /// lines after it are defined, and the run's own lines decide its status.
    @Test func aFailingLineIsSaidOnceAndTheRestDefined() throws {
        let files = Self.files(init: "vat = 20%\nbad = 1 +\ntip(x) = x + 15%\noops(x) = x + nope\nfee = 1.75%\n",
                               ["/work/lines.calc": "tip(40 EUR)\nfee\nbad\n"])
        let said = """
            /config/calc/init.calc:2:9: error: '+' has no right operand; finish the expression or remove '+'
            /config/calc/init.calc:4:15: error: unknown name 'nope'

            """
        let oneShot = try Self.run(["tip(40 EUR)"], files: files)
        #expect(oneShot.output == "46.00 EUR\n")
        #expect(oneShot.errors == said)
        #expect(oneShot.status == ExitStatus.success)
        let batch = try Self.run(["-f", "/work/lines.calc"], files: files)
        #expect(batch.output == "46.00 EUR\n1.75%\n")
        #expect(batch.errors == said + "/work/lines.calc:3:1: error: unknown name 'bad'\n")
        let sheet = try Self.run(["--sheet", "/work/lines.calc"], files: files)
        #expect(sheet.errors == said)
    }

    @Test func noInitLeavesTheFileUnread() throws {
        let files = Self.files(init: "vat = 20%\nbad = 1 +\n")
        let run = try Self.run(["--no-init", "vat"], files: files)
        #expect(run.output == "")
        #expect(run.errors.hasPrefix("error: unknown name 'vat'\n"), "\(run.errors)")
        #expect(!run.errors.contains("init.calc"))
        #expect(run.status == ExitStatus.expressionFailed)
    }

    /// A file there but unreadable is said once as a warning; calc goes on without it.
    @Test func anUnreadableFileIsAWarning() throws {
        let files = MemoryFileSystem()
        files.unreadable[Self.initPath] = "Permission denied"
        let run = try Self.run(["1 + 2"], files: files)
        #expect(run.output == "3\n")
        #expect(run.errors == "calc: warning: cannot read '/config/calc/init.calc': Permission denied; going on without it\n")
        #expect(run.status == ExitStatus.success)
    }

    /// Some editors start a UTF-8 file with a byte order mark: not part of the first line, as
    /// in a batch (found in review: it failed with "unexpected character").
    @Test func aByteOrderMarkIsNotPartOfTheFirstLine() throws {
        let files = MemoryFileSystem()
        files.write(Self.initPath, [0xEF, 0xBB, 0xBF] + Array("vat = 20%\n".utf8))
        let run = try Self.run(["vat"], files: files)
        #expect(run.output == "20%\n")
        #expect(run.errors == "")
    }

    @Test func anAbsentFileIsNothingToSay() throws {
        let run = try Self.run(["1 + 2"], files: MemoryFileSystem())
        #expect(run.output == "3\n")
        #expect(run.errors == "")
    }

    // MARK: - Results of the init file

    /// What the init file computes is neither `ans`, nor a figure of a block, nor in a total.
    @Test func itsResultsAreNotAnsNorABlockNorInATotal() throws {
        let files = Self.files(init: "100 EUR\nflat = 50 USD\n200 EUR\n",
                               ["/work/lines.calc": "10 EUR\nflat\n", "/work/sum.calc": "sum\n"])
        let ans = try Self.run(["ans"], files: files)
        #expect(ans.errors.hasPrefix("error: 'ans' has no value yet"), "\(ans.errors)")
        #expect(try Self.run(["-f", "/work/sum.calc"], files: files).errors.contains("nothing above for 'sum' to add up"))
        let total = try Self.run(["-f", "/work/lines.calc", "--total", "EUR"], files: files)
        #expect(total.output == """
            10.00 EUR
            50.00 USD
            EUR: 1 amount, 10.00 EUR
            USD: 1 amount, 50.00 USD = 40.00 EUR
            total: 50.00 EUR

            """)
        let json = try Self.run(["--json", "-f", "/work/sum.calc"], files: files)
        #expect(json.output.split(separator: "\n").count == 1, "\(json.output)")
    }
}
