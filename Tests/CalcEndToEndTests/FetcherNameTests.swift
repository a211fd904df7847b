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
        // A bad deadline: the fetcher refuses it before any request; calc has no use for it.
        let run = try calc.runProgram(link, ["6 * 7"], extraEnvironment: ["CALC_FETCH_TIMEOUT": "0"])
        if isFetcher {
            #expect(run.status == 64 && run.stderr.contains("CALC_FETCH_TIMEOUT must be a number of seconds"), "\(run.stderr)")
        } else {
            #expect(run.status == 0 && run.stdout == "42\n", "\(run.stdout)\(run.stderr)")
        }
    }
}
