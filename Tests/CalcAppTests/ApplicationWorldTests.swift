@testable import CalcApp
import CalcCore
import Foundation
import Testing

/// calc as a whole with its files in memory and its programs recorded rather than run: a
/// script named by `-f`, `--update-rates` becoming calc-fetch, where calc-fetch's output is kept.
@Suite struct ApplicationWorldTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    static func run(_ arguments: [String], files: MemoryFileSystem = MemoryFileSystem(), programs: RecordedPrograms = RecordedPrograms()) -> Run {
        // The cache is looked for (by CalcRates) in a directory that does not exist.
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("calc-world-\(UUID().uuidString)").path
        let environment = ProcessEnvironment(["HOME": home])
        let console = Console(output: OutputChannel(capturingAsTerminal: false), errors: OutputChannel(capturingAsTerminal: false))
        let invocation = Invocation.fastParse(arguments, environment: environment)!
        let status = Application(invocation: invocation, environment: environment, console: console, now: InteractiveSessionTests.now,
                                 standardInput: -1, inputIsTerminal: false, files: files, programs: programs).run()
        return Run(status: status, output: console.output.text, errors: console.errors.text)
    }

    @Test func aScriptIsReadFromTheFileSystem() {
        let files = MemoryFileSystem(["/work/trip.calc": "# trip\n1 + 2\nx = 6\r\nx * 7\n1 +\n2^10"])
        let run = Self.run(["-f", "/work/trip.calc"], files: files)
        #expect(run.output == "3\n6\n42\n1024\n")
        #expect(run.errors == "/work/trip.calc:5:3: error: '+' has no right operand; finish the expression or remove '+'\n")
        #expect(run.status == ExitStatus.expressionFailed)
    }

    @Test func aScriptThatCannotBeOpenedStopsCalc() {
        let files = MemoryFileSystem()
        files.unreadable["/work/secret.calc"] = "Permission denied"
        let missing = Self.run(["-f", "/work/missing.calc"], files: files)
        #expect(missing.errors == "calc: error: cannot open '/work/missing.calc': No such file or directory\n")
        #expect(missing.status == ExitStatus.inputOutputFailed)
        let secret = Self.run(["-f", "/work/secret.calc"], files: files)
        #expect(secret.errors == "calc: error: cannot open '/work/secret.calc': Permission denied\n")
        #expect(secret.output == "")
    }

    /// `--update-rates` becomes the rate fetcher (calc run as calc-fetch); calc goes on only to say why not.
    @Test func updatingBecomesCalcFetch() {
        let programs = RecordedPrograms(failure: "Permission denied")
        let run = Self.run(["--update-rates"], programs: programs)
        #expect(programs.replacedWith == ["/proc/self/exe"])
        #expect(run.errors == "calc: error: cannot run /proc/self/exe as calc-fetch: Permission denied\n")
        #expect(run.status == ExitStatus.inputOutputFailed)
        let lost = RecordedPrograms(rateFetcherPath: nil)
        let nowhere = Self.run(["--update-rates"], programs: lost)
        #expect(lost.replacedWith.isEmpty)
        #expect(nowhere.errors == "calc: error: cannot find calc's own executable to run as calc-fetch\n")
        #expect(nowhere.status == ExitStatus.inputOutputFailed)
    }

    /// calc-fetch's output is kept in `$TMPDIR` when that is a directory, else in /tmp.
    @Test(arguments: [
        ("/scratch", "/scratch"), ("/scratch/", "/scratch"), ("/", "/"), ("/missing", "/tmp"),
        ("/scratch/notes", "/tmp"), ("scratch", "/tmp"), ("", "/tmp"),
    ])
    func whereCalcFetchKeepsItsOutput(_ variable: String, _ directory: String) {
        let files = MemoryFileSystem(["/scratch/notes": "not a directory"])
        #expect(InteractiveSession.temporaryDirectory(ProcessEnvironment(["TMPDIR": variable]), files: files) == directory)
        #expect(InteractiveSession.temporaryDirectory(ProcessEnvironment([:]), files: files) == "/tmp")
    }
}
