import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Files that are not regular are refused wherever calc reads a file by its name (DESIGN §23):
/// a named pipe without a writer hung calc (an init file that was one hung every run).
/// Standard input still reads a pipe (`calc < <(…)`, `-f -`).
@Suite struct NonRegularFilesTests {
    let calc = CalcProcess()

    func fifo(_ name: String) throws -> String {
        let path = calc.home.appendingPathComponent(name).path
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try #require(mkfifo(path, 0o600) == 0)
        return path
    }

    @Test func anInitFileThatIsANamedPipeIsSkipped() throws {
        let path = try fifo("config/calc/init.calc")
        let result = try calc.run(["1+2"], extraEnvironment: ["XDG_CONFIG_HOME": calc.home.appendingPathComponent("config").path])
        #expect(result.stdout == "3\n")
        #expect(result.stderr == "calc: warning: cannot read '\(path)': not a regular file (a named pipe); going on without it\n")
    }

    @Test(arguments: [["-f"], ["--sheet"], ["--rates"]])
    func namedPipesAreRefused(_ flag: [String]) throws {
        let path = try fifo("input-\(flag[0].filter(\.isLetter)).calc")
        let result = try calc.run(flag + [path] + (flag == ["--rates"] ? ["1 EUR in USD"] : []))
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("not a regular file (a named pipe)"), "\(result.stderr)")
    }

    @Test func aDirectoryIsRefused() throws {
        let result = try calc.run(["-f", calc.home.path])
        #expect(result.status == 2)
        #expect(result.stderr == "calc: error: cannot open '\(calc.home.path)': not a regular file (a directory)\n")
    }
}
