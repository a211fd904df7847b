import Foundation
import Testing

/// The README's promise that one-shot and batch runs load neither libedit (opened only when
/// the prompt starts) nor libcurl (opened only by the rate fetcher), read from the dynamic loader's
/// own log (`LD_DEBUG=libs`, written to files by `LD_DEBUG_OUTPUT`). The REPL and
/// `--update-rates` show that the log does name them when they are loaded.
@Suite struct LoadedLibrariesTests {
    let calc = CalcProcess()

    /// Runs `body` with the loader logging into a fresh directory; returns every log line.
    func loaderLog(_ body: ([String: String]) throws -> Void) throws -> String {
        let directory = calc.home.appendingPathComponent("ld-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try body(["LD_DEBUG": "libs", "LD_DEBUG_OUTPUT": directory.appendingPathComponent("log").path])
        var log = ""
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            log += try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
        return log
    }

    /// The libraries the loader initialised (`calling init: PATH`).
    static func initialised(_ log: String) -> [String] {
        log.split(separator: "\n").compactMap { line in
            line.range(of: "calling init: ").map { String(line[$0.upperBound...]) }
        }
    }

    @Test func oneShotAndBatchLoadNeitherLibeditNorLibcurl() throws {
        let log = try loaderLog { environment in
            let oneShot = try calc.run(["1 EUR in USD"], extraEnvironment: environment)
            #expect(oneShot.stdout == "1.12 USD\n")
            let batch = try calc.run([], stdin: Array("2 * 3\n1 USD in EUR\n".utf8), extraEnvironment: environment)
            #expect(batch.stdout == "6\n0.90 EUR\n")
        }
        let libraries = LoadedLibrariesTests.initialised(log)
        #expect(libraries.contains { $0.contains("libc.so") }, "the loader log is empty: \(log.prefix(500))")
        #expect(!libraries.contains { $0.contains("libedit") }, "\(libraries)")
        #expect(!libraries.contains { $0.contains("libcurl") }, "\(libraries)")
    }

    @Test func theREPLLoadsLibedit() throws {
        let log = try loaderLog { extra in
            var environment = calc.environment.merging(extra) { $1 }
            environment["TERM"] = "xterm"
            let terminal = try PseudoTerminal([], environment: environment)
            #expect(terminal.waitFor("calc> "), "\(terminal.transcript)")
            terminal.type("\u{4}")
            #expect(terminal.exitStatus() == 0)
        }
        #expect(LoadedLibrariesTests.initialised(log).contains { $0.contains("libedit") }, "\(log.prefix(2000))")
    }

    @Test func updatingLoadsLibcurlInCalcFetch() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        server.route("/wide", .body(status: 200, contentType: "application/json", UpdateRatesTests.wide))
        let log = try loaderLog { environment in
            let result = try calc.run(["--update-rates"], extraEnvironment: environment.merging([
                "CALC_OFFLINE": "", "CALC_ECB_URL": server.url("/ecb"), "CALC_ERAPI_URL": server.url("/wide"),
            ]) { $1 })
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(LoadedLibrariesTests.initialised(log).contains { $0.contains("libcurl") }, "\(log.prefix(2000))")
    }
}
