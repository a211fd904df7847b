import Foundation
import Testing

/// calc's executable is the rate fetcher when it is run as `calc-fetch` (its last path
/// component, as a link installs it or calc starts itself), and calc under any other name.
@Suite struct FetcherNameTests {
    let calc = CalcProcess()

    @Test(arguments: [("calc-fetch", true), ("xcalc-fetch", false), ("calc-fetch.old", false), ("calc", false), ("fetch", false)])
    func theNameDecides(name: String, isFetcher: Bool) throws {
        let directory = calc.home.appendingPathComponent("names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let link = directory.appendingPathComponent(name).path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: CalcProcess.binary.path)
        // The fetcher refuses an expression before any request; calc evaluates it.
        let run = try calc.runProgram(link, ["6 * 7"])
        if isFetcher {
            #expect(run.status == 64 && run.stderr.contains("calc-fetch takes no arguments, not '6 * 7'"), "\(run.stderr)")
        } else {
            #expect(run.status == 0 && run.stdout == "42\n", "\(run.stdout)\(run.stderr)")
        }
    }

    /// The fetcher takes no arguments but calc's own `--report=json`: anything else is a usage
    /// error before any request.
    @Test func theFetcherRefusesArguments() throws {
        let directory = calc.home.appendingPathComponent("names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let link = directory.appendingPathComponent("calc-fetch").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: CalcProcess.binary.path)
        let run = try calc.runProgram(link, ["--bogus"], extraEnvironment: ["CALC_ECB_URL": "http://127.0.0.1:9/ecb"])
        #expect(run.status == 64 && run.stderr == "calc: error: calc-fetch takes no arguments, not '--bogus'; calc --update-rates runs it\n",
                "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }
}
