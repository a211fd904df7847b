import Foundation
import Testing

/// The README's promise: one-shot and batch never wait on the network, and `--rates FILE`
/// keeps the REPL off it too. Each test runs calc with the network allowed (`CALC_OFFLINE`
/// unset), stale rates, and every endpoint pointed at a fixture server that hangs: any
/// request would show in the server's log (and would stall calc).
@Suite struct NetworkPromiseTests {
    let calc = CalcProcess()

    /// Every endpoint calc knows, on a server that answers nothing, and keys for the two
    /// sources that need them, so that no source is skipped for want of one.
    static func hangingEverywhere(_ server: FixtureHTTPServer) -> [String: String] {
        for path in ["/ecb", "/wide", "/fixer", "/v6", "/history", "/full-history"] { server.route(path, .hang) }
        return [
            "CALC_OFFLINE": "",
            "CALC_ECB_URL": server.url("/ecb"), "CALC_ERAPI_URL": server.url("/wide"),
            "CALC_FIXER_URL": server.url("/fixer"), "CALC_FIXER_KEY": "k3y",
            "CALC_EXCHANGERATE_API_URL": server.url("/v6"), "CALC_EXCHANGERATE_API_KEY": "k3y",
            "CALC_ECB_HISTORY_URL": server.url("/history"), "CALC_ECB_FULL_HISTORY_URL": server.url("/full-history"),
        ]
    }

    /// A cache that is old by every measure: rates of 2020, fetched in 2020.
    func writeStaleCache() throws {
        let directory = calc.home.appendingPathComponent("cache/calc")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(#"{"format": "calc-rates/1", "base": "EUR", "date": "2020-01-02", "source": "ECB", "fetched": 1577923200, "rates": {"EUR": "1", "USD": "2"}}"#.utf8)
            .write(to: directory.appendingPathComponent("rates.json"))
    }

    /// A request started by calc, or by anything calc left behind, reaches the server within
    /// moments; this gives it half a second after calc has exited.
    func expectNoRequest(_ server: FixtureHTTPServer, _ what: String) {
        usleep(500_000)
        #expect(server.requests == [], "\(what) asked the network")
    }

    @Test func oneShotNeverTouchesTheNetwork() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        let environment = NetworkPromiseTests.hangingEverywhere(server)
        try writeStaleCache()
        let result = try calc.run(["10 EUR in USD"], extraEnvironment: environment, timeout: 20)
        #expect(result.stdout == "20.00 USD\n")
        #expect(result.stderr.hasPrefix("calc: warning: the rates are ") && result.stderr.contains("(2020-01-02;"), "\(result.stderr)")
        #expect(result.status == 0)
        expectNoRequest(server, "a one-shot run")
    }

    @Test func batchNeverTouchesTheNetwork() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        let environment = NetworkPromiseTests.hangingEverywhere(server)
        // The embedded table (dated 2026-10-30, so stale) is the one in use.
        let piped = try calc.run([], stdin: Array("1 EUR in USD\n2 EUR in JPY\n".utf8), extraEnvironment: environment, timeout: 20)
        #expect(piped.stdout == "1.12 USD\n351 JPY\n")
        #expect(piped.status == 0)
        let file = calc.write("lines.calc", "100 EUR in GBP\n")
        let fromFile = try calc.run(["-f", file], extraEnvironment: environment, timeout: 20)
        #expect(fromFile.stdout == "83.38 GBP\n")
        expectNoRequest(server, "a batch run")
    }

    /// `--rates FILE` chooses the table on purpose: the REPL does not refresh it in the
    /// background, though it is years old. (ReplTests.staleRatesAreRefreshedInTheBackground
    /// shows the refresh happening without the flag.)
    @Test func ratesFileStopsTheBackgroundRefresh() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        var environment = calc.environment.merging(NetworkPromiseTests.hangingEverywhere(server)) { $1 }
        environment["TERM"] = "xterm"
        try writeStaleCache()
        let file = calc.write("rates.json", #"{"base": "EUR", "date": "2019-05-06", "rates": {"USD": 3}}"#)
        let terminal = try PseudoTerminal(["--rates", file], environment: environment)
        #expect(terminal.waitFor("calc> "), "\(terminal.transcript)")
        for _ in 0..<5 {
            let mark = terminal.mark
            terminal.type("1 EUR in USD\r")
            #expect(terminal.waitFor("3.00 USD\r\ncalc> ", after: mark), "\(terminal.transcript)")
            usleep(200_000)
        }
        #expect(!terminal.transcript.contains("background"), "\(terminal.transcript)")
        terminal.type("\u{4}")
        #expect(terminal.exitStatus() == 0)
        expectNoRequest(server, "the REPL with --rates FILE")
    }
}
