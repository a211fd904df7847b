import Foundation
import Testing

/// `calc --update-rates` against a real HTTP server on 127.0.0.1: successes, partial successes
/// and every fault, each fault leaving the cache byte for byte as it was.
@Suite(.serialized) struct UpdateRatesTests {
    let calc = CalcProcess()

    /// Fixture days counted back from today, so that no fixture's rates grow stale as the
    /// tests get older (staleness is judged by the rates' date): ECB's of three days ago,
    /// fixer.io's of two, the wide sources' of yesterday.
    static let todayUnix = Int(Date().timeIntervalSince1970) / 86_400 * 86_400
    static let ecbDate = dayText(todayUnix - 3 * 86_400)
    static let fixerDate = dayText(todayUnix - 2 * 86_400)
    static let wideUnix = todayUnix - 86_400
    static let wideDate = dayText(wideUnix)
    static let nextUnix = todayUnix

    static func dayText(_ unixSeconds: Int) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(unixSeconds)))
    }

    static let ecb = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
        <Cube><Cube time='\(UpdateRatesTests.ecbDate)'>
        <Cube currency='USD' rate='1.25'/><Cube currency='JPY' rate='160'/><Cube currency='GBP' rate='0.8'/>
        </Cube></Cube></gesmes:Envelope>

        """

    /// The wide source, in US dollars: it also quotes ARS and NGN, which ECB does not, and a
    /// USD/JPY rate that must lose to ECB's.
    static let wide = """
        {"result":"success","time_last_update_unix":\(UpdateRatesTests.wideUnix),"time_next_update_unix":\(UpdateRatesTests.nextUnix),
         "base_code":"USD","rates":{"USD":1,"EUR":0.8,"JPY":150,"ARS":1000,"NGN":1500}}
        """

    var cachePath: URL { calc.home.appendingPathComponent("cache/calc/rates.json") }

    func environment(_ server: FixtureHTTPServer, ecb: String = "/ecb", wide: String = "/wide") -> [String: String] {
        ["CALC_OFFLINE": "", "CALC_ECB_URL": server.url(ecb), "CALC_ERAPI_URL": server.url(wide), "CALC_FETCH_TIMEOUT": "2"]
    }

    func update(_ server: FixtureHTTPServer, ecb: String = "/ecb", wide: String = "/wide",
                extra: [String: String] = [:]) throws -> CalcProcess.Result {
        try calc.run(["--update-rates"], extraEnvironment: environment(server, ecb: ecb, wide: wide).merging(extra) { $1 })
    }

    /// A cache that faults must leave alone.
    func seedCache() throws -> Data {
        try FileManager.default.createDirectory(at: cachePath.deletingLastPathComponent(), withIntermediateDirectories: true)
        let old = Data(#"{"format": "calc-rates/1", "base": "EUR", "date": "2026-01-02", "source": "ECB", "fetched": 1767312000, "rates": {"EUR": "1", "USD": "2"}}"#.utf8 + [0x0A])
        try old.write(to: cachePath)
        return old
    }

    @Test func fetchesMergesAndStores() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        server.route("/wide", .body(status: 200, contentType: "application/json", UpdateRatesTests.wide))
        let result = try update(server)
        #expect(result.status == 0, "\(result.stderrWithoutHistory)")
        #expect(result.stderrWithoutHistory == "")
        #expect(result.stdout == """
            ECB: rates of \(UpdateRatesTests.ecbDate), 4 currencies
            open.er-api.com: rates of \(UpdateRatesTests.wideDate), 5 currencies
            saved 6 currencies (ECB + open.er-api.com, base EUR, rates of \(UpdateRatesTests.ecbDate)) to \(cachePath.path)

            """)
        // The next offline run uses the new table: ECB's JPY, the wide source's ARS re-based on EUR
        // (1000 ARS per USD at 0.8 EUR per USD is 1250 ARS per EUR).
        let check = try calc.run(["--offline"], input: "1 EUR in JPY\n1 EUR in ARS\n100 NGN in USD\n")
        #expect(check.stdout == "160 JPY\n1250.00 ARS\n0.07 USD\n")
        #expect(check.stderr == "")
    }

    @Test func aNewerTableReplacesAnOlderOne() throws {
        _ = try seedCache()
        #expect(try calc.run(["1 EUR in USD"]).stdout == "2.00 USD\n")
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        server.route("/wide", .body(status: 200, contentType: "application/json", UpdateRatesTests.wide))
        #expect(try update(server).status == 0)
        let info = try calc.run(["--offline", "--rates-info"])
        #expect(info.stdout.contains("rates date: \(UpdateRatesTests.ecbDate)"))
        #expect(info.stdout.contains("currencies: 6"))
        #expect(try calc.run(["--offline", "1 EUR in USD"]).stdout == "1.25 USD\n")
    }

    @Test func oneSourceFailingStillUpdatesAndNamesIt() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 503, contentType: "text/html", "<html>down</html>"))
        server.route("/wide", .body(status: 200, contentType: "application/json", UpdateRatesTests.wide))
        let result = try update(server)
        #expect(result.status == 0)
        #expect(result.stderrWithoutHistory == "calc: warning: ECB failed: HTTP 503 Service Unavailable (\(server.url("/ecb")))\n")
        // The wide source's dollar table, re-based on the euro through its EUR rate.
        #expect(result.stdout.contains("saved 5 currencies (open.er-api.com, base EUR"), "\(result.stdout)")
        #expect(try calc.run(["--offline", "1 EUR in ARS"]).stdout == "1250.00 ARS\n")
    }

    enum Fault: String, CaseIterable, Sendable {
        case refused, hang, serverError, notFound, truncated, html, huge, wrongShape, zeroRate, negativeRate,
             nonFiniteRate, closedWithoutAnswer, emptyBody, headersThenSilence, redirectLoop

        /// What the messages for ECB and for the wide source must say. The JSON faults reach the
        /// ECB reader too, which sees JSON where it wants XML.
        var explanation: (ecb: String, wide: String) {
            switch self {
            case .refused: ("connection refused", "connection refused")
            case .hang: ("no answer within 1 s", "no answer within 1 s")
            case .serverError: ("HTTP 500", "HTTP 500")
            case .notFound: ("HTTP 404", "HTTP 404")
            case .truncated: ("cut short", "cut short")
            case .html: ("HTML", "HTML")
            case .huge: ("answer larger than 2 MiB", "answer larger than 2 MiB")
            case .wrongShape: ("not ECB XML", "unknown shape")
            case .zeroRate: ("not ECB XML", "rate for JPY is zero")
            case .negativeRate: ("not ECB XML", "rate for JPY is negative")
            case .nonFiniteRate: ("not ECB XML", "rate for JPY is not finite")
            case .closedWithoutAnswer: ("the server closed the connection without answering", "the server closed the connection without answering")
            case .emptyBody: ("empty", "empty")
            // Found in review: these were "answer cut short: 0 of 1578 bytes" and "network error -1007".
            case .headersThenSilence: ("no answer within 1 s", "no answer within 1 s")
            case .redirectLoop: ("too many redirects (more than 5)", "too many redirects (more than 5)")
            }
        }
    }

    func install(_ fault: Fault, at path: String, on server: FixtureHTTPServer) -> String {
        switch fault {
        case .refused: return FixtureHTTPServer.closedPortURL("/nothing-listens-here")
        case .hang: server.route(path, .hang)
        case .serverError: server.route(path, .body(status: 500, contentType: "text/plain", "oops"))
        case .notFound: server.route(path, .body(status: 404, contentType: "text/plain", "no"))
        case .truncated: server.route(path, .truncated(String(UpdateRatesTests.wide.prefix(60)), declaredLength: 400))
        case .html: server.route(path, .body(status: 200, contentType: "text/html", "<!DOCTYPE html><html><body>Sign in</body></html>"))
        case .huge: server.route(path, .huge(bytes: 6 << 20))
        case .wrongShape: server.route(path, .body(status: 200, contentType: "application/json", #"{"hello": "world"}"#))
        case .zeroRate: server.route(path, .body(status: 200, contentType: "application/json",
                                                 UpdateRatesTests.wide.replacingOccurrences(of: "\"JPY\":150", with: "\"JPY\":0")))
        case .negativeRate: server.route(path, .body(status: 200, contentType: "application/json",
                                                     UpdateRatesTests.wide.replacingOccurrences(of: "\"JPY\":150", with: "\"JPY\":-150")))
        case .nonFiniteRate: server.route(path, .body(status: 200, contentType: "application/json",
                                                      UpdateRatesTests.wide.replacingOccurrences(of: "\"JPY\":150", with: "\"JPY\":1e999")))
        case .closedWithoutAnswer: server.route(path, .closeWithoutAnswer)
        case .emptyBody: server.route(path, .body(status: 200, contentType: "application/json", ""))
        case .headersThenSilence: server.route(path, .headersThenSilence(declaredLength: 1578))
        case .redirectLoop: server.route(path, .redirectLoop)
        }
        return server.url(path)
    }

    /// Both sources fail the same way: exit 1, a message per source, the cache untouched.
    @Test(arguments: Fault.allCases)
    func faultsChangeNothingOnDisk(_ fault: Fault) throws {
        let old = try seedCache()
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        let ecbURL = install(fault, at: "/ecb", on: server)
        let wideURL = install(fault, at: "/wide", on: server)
        let result = try calc.run(["--update-rates"], extraEnvironment: [
            "CALC_OFFLINE": "", "CALC_ECB_URL": ecbURL, "CALC_ERAPI_URL": wideURL, "CALC_FETCH_TIMEOUT": "1",
        ], timeout: 30)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        let lines = result.stderrWithoutHistory.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(result.stderrWithoutHistory)")
        #expect(lines.first?.hasPrefix("calc: error: ECB: ") == true, "\(result.stderrWithoutHistory)")
        #expect(lines.dropFirst().first?.hasPrefix("calc: error: open.er-api.com: ") == true, "\(result.stderrWithoutHistory)")
        #expect(lines.first?.contains(fault.explanation.ecb) == true, "\(result.stderrWithoutHistory)")
        #expect(lines.dropFirst().first?.contains(fault.explanation.wide) == true, "\(result.stderrWithoutHistory)")
        #expect(lines.last == "calc: error: no rate source could be fetched; the rate cache is unchanged")
        #expect(try Data(contentsOf: cachePath) == old)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cachePath.deletingLastPathComponent().path)
        #expect(leftovers == ["rates.json"])
    }

    @Test func keysAreSentButNeverShown() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        server.route("/wide", .body(status: 500, contentType: "text/plain", "x"))
        server.route("/fixer", .body(status: 200, contentType: "application/json",
                                     #"{"success":false,"error":{"code":101,"type":"invalid_access_key","info":"bad key s3cr3t-KEY"}}"#))
        server.route("/v6/s3cr3t-V6/latest/EUR", .body(status: 403, contentType: "text/plain", "forbidden"))
        let result = try update(server, extra: [
            "CALC_FIXER_KEY": "s3cr3t-KEY", "CALC_FIXER_URL": server.url("/fixer"),
            "CALC_EXCHANGERATE_API_KEY": "s3cr3t-V6", "CALC_EXCHANGERATE_API_URL": server.url("/v6"),
        ])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("s3cr3t") && !result.stderrWithoutHistory.contains("s3cr3t"), "\(result.stdout)\(result.stderrWithoutHistory)")
        // Where the key would have been, the messages show *** (the service's own words, the URL).
        #expect(result.stderrWithoutHistory == """
            calc: warning: fixer.io failed: the service answered with an error: code 101, invalid_access_key: bad key ***
            calc: warning: exchangerate-api.com failed: HTTP 403 Forbidden (\(server.url("/v6/***/latest/EUR")))
            calc: warning: open.er-api.com failed: HTTP 500 Internal Server Error (\(server.url("/wide")))

            """)
        #expect(server.requests.contains { $0.contains("access_key=s3cr3t-KEY") })
        #expect(server.requests.contains { $0.contains("/v6/s3cr3t-V6/latest/EUR") })
    }

    /// Services repeat the URL they were asked (with the key in it) in their error messages,
    /// and calc names the URL of a failed request: in both the key is shown as ***.
    @Test func keysEchoedBackAreShownAsStars() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        server.route("/wide", .body(status: 200, contentType: "application/json", UpdateRatesTests.wide))
        server.route("/fixer", .echoingTarget(status: 200, contentType: "application/json", template:
            #"{"success":false,"error":{"code":101,"type":"invalid_access_key","info":"no such key: {target}"}}"#))
        server.route("/v6/s3cr3t-V6/latest/EUR", .echoingTarget(status: 200, contentType: "application/json",
                                                                template: #"{"result":"error","error-type":"{target}"}"#))
        let keys = [
            "CALC_FIXER_KEY": "s3cr3t-KEY", "CALC_FIXER_URL": server.url("/fixer"),
            "CALC_EXCHANGERATE_API_KEY": "s3cr3t-V6", "CALC_EXCHANGERATE_API_URL": server.url("/v6"),
        ]
        let echoed = try update(server, extra: keys)
        #expect(echoed.status == 0)
        #expect(echoed.stderrWithoutHistory == """
            calc: warning: fixer.io failed: the service answered with an error: code 101, invalid_access_key: no such key: /fixer?access_key=***
            calc: warning: exchangerate-api.com failed: the service answered with an error: /v6/***/latest/EUR

            """)
        // The requests did carry the keys that the messages hide.
        #expect(server.requests.contains("GET /fixer?access_key=s3cr3t-KEY HTTP/1.1"), "\(server.requests)")
        #expect(server.requests.contains("GET /v6/s3cr3t-V6/latest/EUR HTTP/1.1"), "\(server.requests)")

        // A failed request names its URL, key hidden.
        server.route("/fixer", .body(status: 401, contentType: "text/plain", "unauthorized"))
        server.route("/v6/s3cr3t-V6/latest/EUR", .body(status: 404, contentType: "text/plain", "unknown key"))
        let failed = try update(server, extra: keys)
        #expect(failed.status == 0)
        #expect(failed.stderrWithoutHistory == """
            calc: warning: fixer.io failed: HTTP 401 Unauthorized (\(server.url("/fixer?access_key=***")))
            calc: warning: exchangerate-api.com failed: HTTP 404 Not Found (\(server.url("/v6/***/latest/EUR")))

            """)
    }

    @Test func concurrentUpdatesLeaveAValidCache() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        server.route("/wide", .body(status: 200, contentType: "application/json", UpdateRatesTests.wide))
        let calc = self.calc
        let environment = self.environment(server)
        final class Statuses: @unchecked Sendable {
            let lock = NSLock()
            var values: [Int32] = []
        }
        let statuses = Statuses()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let status = (try? calc.run(["--update-rates"], extraEnvironment: environment).status) ?? -1
            statuses.lock.withLock { statuses.values.append(status) }
        }
        #expect(statuses.values == [0, 0, 0, 0])
        let check = try calc.run(["--offline", "1 EUR in ARS"])
        #expect(check.stdout == "1250.00 ARS\n")
        #expect(check.stderr == "")
    }

    @Test func offlineForbidsUpdating() throws {
        let flag = try calc.run(["--offline", "--update-rates"])
        #expect(flag.status == 64)
        #expect(flag.stderr.contains("--update-rates needs the network"))
        let environment = try calc.run(["--update-rates"], extraEnvironment: ["CALC_OFFLINE": "1"])
        #expect(environment.status == 64)
    }

    @Test func staleWarningNamesTheUpdateCommand() throws {
        let result = try calc.run(["1 USD in EUR"], extraEnvironment: ["CALC_OFFLINE": ""])
        #expect(result.stderrWithoutHistory.hasSuffix("; run calc --update-rates\n"))
    }
}

extension UpdateRatesTests {
    /// On a terminal the fetch shows which source is being asked and how it went.
    @Test func progressOnATerminal() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        server.route("/wide", .body(status: 404, contentType: "text/plain", "gone"))
        let command = "'\(CalcProcess.binary.path)' --update-rates"
        let result = try calc.runProgram("/usr/bin/script", ["-qec", command, "/dev/null"], extraEnvironment: environment(server))
        let screen = result.stdout.replacingOccurrences(of: "\r\n", with: "\n")
        #expect(screen.hasPrefix("fetching rates from ECB, open.er-api.com and the ECB history of 90 days…\n"), "\(screen)")
        #expect(screen.contains("  ECB: done\n"))
        #expect(screen.contains("  open.er-api.com: failed: HTTP 404 Not Found"))
        #expect(screen.contains("saved 4 currencies (ECB, base EUR, rates of \(UpdateRatesTests.ecbDate))"))
    }

    /// Without a terminal only the summary is printed (checked exactly in fetchesMergesAndStores).
    @Test func noProgressWhenPiped() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        server.route("/wide", .body(status: 200, contentType: "application/json", UpdateRatesTests.wide))
        let result = try update(server)
        #expect(result.status == 0)
        #expect(!result.stdout.contains("fetching"))
        #expect(!result.stdout.contains("done"))
        // Only the summary: a line per source, then what was saved.
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3, "\(result.stdout)")
        #expect(lines.last?.hasPrefix("saved 6 currencies (ECB + open.er-api.com, base EUR") == true, "\(result.stdout)")
        #expect(result.stderrWithoutHistory == "")
    }
}
