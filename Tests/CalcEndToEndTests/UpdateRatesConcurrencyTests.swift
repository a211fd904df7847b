import Foundation
import Testing

/// "Sources, asked at the same time" (README): each source's answer is held until the other
/// source has been asked, so the update completes at once only when both requests are out
/// together. Asked one after the other, each waits out the hold (8 s) and the overlap is
/// recorded as missing.
extension UpdateRatesTests {
    @Test func sourcesAreAskedAtTheSameTime() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .waitFor(otherPath: "/wide", then: .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb),
                                      timeout: 8))
        server.route("/wide", .waitFor(otherPath: "/ecb", then: .body(status: 200, contentType: "application/json", UpdateRatesTests.wide),
                                       timeout: 8))
        // The fetch deadline outlasts the hold, so that asking one source after the other still
        // succeeds, and only the overlap tells the two apart.
        let result = try update(server, extra: ["CALC_FETCH_TIMEOUT": "30"])
        #expect(server.overlaps("/ecb") == [true])
        #expect(server.overlaps("/wide") == [true])
        #expect(result.status == 0)
        #expect(result.stderrWithoutHistory == "")
        #expect(result.stdout == """
            ECB: rates of \(UpdateRatesTests.ecbDate), 4 currencies
            open.er-api.com: rates of \(UpdateRatesTests.wideDate), 5 currencies
            saved 6 currencies (ECB + open.er-api.com, base EUR, rates of \(UpdateRatesTests.ecbDate)) to \(cachePath.path)

            """)
    }

    /// All four sources at once, whatever the number of cores: every answer is held until all
    /// four requests have come, so the update is quick, and every hold says so, only when the
    /// four are out together.
    @Test func fourSourcesAreAskedAtTheSameTime() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        let v6 = "/v6/V6KEY/latest/EUR"
        let all = ["/ecb", "/wide", "/fixer", v6]
        server.route("/ecb", .waitForAll(paths: all, then: .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb), timeout: 8))
        server.route("/wide", .waitForAll(paths: all, then: .body(status: 200, contentType: "application/json", UpdateRatesTests.openAccess), timeout: 8))
        server.route("/fixer", .waitForAll(paths: all, then: .body(status: 200, contentType: "application/json", UpdateRatesTests.fixer), timeout: 8))
        server.route(v6, .waitForAll(paths: all, then: .body(status: 200, contentType: "application/json", UpdateRatesTests.v6), timeout: 8))
        let result = try update(server, extra: [
            "CALC_FIXER_KEY": "FIXERKEY", "CALC_FIXER_URL": server.url("/fixer"),
            "CALC_EXCHANGERATE_API_KEY": "V6KEY", "CALC_EXCHANGERATE_API_URL": server.url("/v6"),
            "CALC_FETCH_TIMEOUT": "30",
        ])
        for path in all {
            #expect(server.overlaps(path) == [true], "\(path)")
        }
        #expect(result.status == 0)
        #expect(result.stderrWithoutHistory == "")
        #expect(result.stdout.hasSuffix("saved 7 currencies (ECB + fixer.io + exchangerate-api.com + open.er-api.com, base EUR, rates of \(UpdateRatesTests.ecbDate)) to \(cachePath.path)\n"))
    }
}
