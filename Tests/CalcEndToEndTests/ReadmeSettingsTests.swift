import Foundation
import Testing

/// The README's example init file (section "Your own settings") works as the README shows, with
/// the rates built into calc, in every mode: one-shot, batch, `--sheet` and the prompt.
@Suite struct ReadmeSettingsTests {
    /// The init file after `$ cat ~/.config/calc/init.calc`, and each `$ calc 'EXPRESSION'` with
    /// the line it prints.
    static func example() throws -> (initFile: String, runs: [(expression: String, result: String)]) {
        let readme = try String(contentsOf: InstallTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let cat = try #require(lines.firstIndex(of: "$ cat ~/.config/calc/init.calc"), "the README has no example init file")
        let firstRun = try #require(lines[cat...].firstIndex { $0.hasPrefix("$ calc '") })
        let end = try #require(lines[firstRun...].firstIndex(of: "```"))
        var runs: [(String, String)] = []
        var index = firstRun
        while index + 1 < end {
            let command = lines[index]
            runs.append((String(command.dropFirst("$ calc '".count).dropLast()), lines[index + 1]))
            index += 2
        }
        return (lines[(cat + 1)..<firstRun].joined(separator: "\n") + "\n", runs)
    }

    /// A private home whose config directory holds the example init file.
    static func calcWithInitFile() throws -> (CalcProcess, [(expression: String, result: String)]) {
        let (initFile, runs) = try example()
        let calc = CalcProcess()
        let directory = calc.home.appendingPathComponent("config/calc")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try initFile.write(to: directory.appendingPathComponent("init.calc"), atomically: true, encoding: .utf8)
        return (calc, runs)
    }

    @Test func oneShotAndBatch() throws {
        let (calc, runs) = try Self.calcWithInitFile()
        #expect(runs.count >= 4)
        for (expression, result) in runs {
            let run = try calc.run([expression])
            #expect(run.stdout == result + "\n", "\(expression): \(run.stderr)")
            #expect(run.status == 0)
            #expect(!run.stderr.contains("error"), "\(run.stderr)")
        }
        let batch = try calc.run([], input: runs.map(\.expression).joined(separator: "\n") + "\n")
        #expect(batch.stdoutLines == runs.map(\.result), "\(batch.stderr)")
    }

    @Test func sheet() throws {
        let (calc, runs) = try Self.calcWithInitFile()
        let sheet = runs.map(\.expression).joined(separator: "\n") + "\n"
        try sheet.write(to: calc.home.appendingPathComponent("settings.calc"), atomically: true, encoding: .utf8)
        let run = try calc.run(["--sheet", "settings.calc"])
        #expect(run.status == 0, "\(run.stderr)")
        let annotations = run.stdoutLines.map { $0.components(separatedBy: "# = ").last ?? "" }
        #expect(annotations == runs.map(\.result), "\(run.stdout)")
    }

    @Test func prompt() throws {
        let (calc, runs) = try Self.calcWithInitFile()
        var environment = calc.environment
        environment["TERM"] = "xterm"
        let terminal = try PseudoTerminal([], environment: environment)
        #expect(terminal.waitFor("calc> "), "no prompt: \(terminal.transcript)")
        for (expression, result) in runs {
            let mark = terminal.mark
            terminal.type(expression + "\r")
            // On a terminal a converted amount shown rounded is marked `≈ `.
            #expect(terminal.waitFor(result + "\r\ncalc> ", after: mark), "\(terminal.transcript)")
        }
    }
}
