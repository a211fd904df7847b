import Foundation
import Testing

/// How calc-fetch waits and what it accepts as a deadline: `CALC_FETCH_TIMEOUT` outside 1 to
/// 600 seconds is a usage error before anything is fetched (it was a SIGILL for `nan`, and
/// `0` failed every source at once), and waiting on a silent server costs no CPU (it spun a
/// core with FoundationNetworking).
extension UpdateRatesTests {
    @Test(arguments: ["nan", "inf", "1e300", "0", "-5", "", "601", "0.5", "10s", "1.", ".5", "1.0001", " 5"])
    func aTimeoutOutsideItsRangeIsAUsageError(value: String) throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        let result = try update(server, extra: ["CALC_FETCH_TIMEOUT": value])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderrWithoutHistory == "calc: error: CALC_FETCH_TIMEOUT must be a number of seconds from 1 to 600, not \"\(value)\"\n")
        #expect(server.requests.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: cachePath.path))
    }

    /// Every accepted form, held by a silent server until its deadline: the message says it.
    @Test(arguments: [("1", "1 s"), ("1.5", "1.5 s"), ("1.250", "1.25 s"), ("001", "1 s")])
    func aTimeoutWithinItsRangeIsTheDeadline(value: String, shown: String) throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .hang)
        server.route("/wide", .hang)
        let result = try update(server, extra: ["CALC_FETCH_TIMEOUT": value])
        #expect(result.status == 1)
        #expect(result.stderrWithoutHistory.hasPrefix("calc: error: ECB: no answer within \(shown) (\(server.url("/ecb")))\n"), "\(result.stderrWithoutHistory)")
    }

    /// Both sources silent for the whole 3 s deadline: calc-fetch's CPU time, as the kernel
    /// counted it (`RUSAGE_CHILDREN` of a small Python parent), stays under 5% of that.
    @Test func waitingOnSilentServersCostsNoCPU() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .hang)
        server.route("/wide", .headersThenSilence(declaredLength: 1578))
        let script = """
            import resource, subprocess, sys
            completed = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            usage = resource.getrusage(resource.RUSAGE_CHILDREN)
            print(completed.returncode, usage.ru_utime + usage.ru_stime)
            sys.stdout.write(completed.stderr.decode())
            """
        let result = try calc.runProgram("/usr/bin/env", ["python3", "-c", script, CalcProcess.binary.path, "--update-rates"],
                                         extraEnvironment: environment(server).merging(["CALC_FETCH_TIMEOUT": "3"]) { $1 },
                                         timeout: 30)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let fields = lines.first?.split(separator: " ") ?? []
        #expect(fields.first == "1", "\(result.stdout)")
        let cpuSeconds = fields.count > 1 ? Double(fields[1]) ?? 99 : 99
        #expect(cpuSeconds < 0.15, "calc-fetch used \(cpuSeconds) s of CPU in 3 s of waiting")
        #expect(lines.dropFirst().first == "calc: error: ECB: no answer within 3 s (\(server.url("/ecb")))")
        #expect(lines.dropFirst(2).first == "calc: error: open.er-api.com: no answer within 3 s (\(server.url("/wide")))")
    }
}
