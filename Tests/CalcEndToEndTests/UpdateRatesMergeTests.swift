import Foundation
import Testing

/// An update merges into the cache: whatever fails, no currency the cache had is lost, and
/// every rate says where and when it came from (`--explain`, `--json`, `--rates-info`).
extension UpdateRatesTests {
    /// Both sources answer: ECB's USD, JPY, GBP; the wide source's ARS and NGN.
    func firstUpdate(_ server: FixtureHTTPServer) throws {
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        server.route("/wide", .body(status: 200, contentType: "application/json", UpdateRatesTests.wide))
        let first = try update(server)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("saved 6 currencies"), "\(first.stdout)")
    }

    /// Every currency of the first update converts, each with its own source and day.
    func everyCurrencyStillConverts(ecbDate: String, wideDate: String, _ context: String) throws {
        let check = try calc.run(["--offline", "--explain"], input: "1 EUR in ARS\n1 EUR in NGN\n1 EUR in GBP\n1 EUR in JPY\n1 EUR in USD\n")
        #expect(check.status == 0, "\(context): \(check.stderr)")
        let results = check.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(results == ["1250.00 ARS", "1875.00 NGN", "0.80 GBP", "160 JPY", "1.25 USD"], "\(context): \(check.stdout)")
        #expect(check.stdout.contains("1 EUR → 1250 ARS at 1250 ARS per EUR (open.er-api.com, \(wideDate))"), "\(context): \(check.stdout)")
        #expect(check.stdout.contains("1 EUR → 0.8 GBP at 0.8 GBP per EUR (ECB, \(ecbDate))"), "\(context): \(check.stdout)")
    }

    /// The wide source fails in each way: its currencies stay, with their older day, and the
    /// update says what it kept.
    @Test(arguments: [Fault.refused, .hang, .notFound, .truncated, .wrongShape, .huge])
    func theWideSourceFailingLosesNothing(_ fault: Fault) throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        try firstUpdate(server)
        let wideURL = install(fault, at: "/wide-broken", on: server)
        let second = try calc.run(["--update-rates"], extraEnvironment: [
            "CALC_OFFLINE": "", "CALC_ECB_URL": server.url("/ecb"), "CALC_ERAPI_URL": wideURL, "CALC_FETCH_TIMEOUT": "1",
        ], timeout: 30)
        #expect(second.status == 0, "\(fault): \(second.stderr)")
        let warning = second.stderrWithoutHistory
        #expect(warning.hasPrefix("calc: warning: open.er-api.com failed: ") && warning.contains(fault.explanation.wide), "\(fault): \(warning)")
        #expect(warning.hasSuffix("; kept 2 currencies of \(UpdateRatesTests.wideDate)\n"), "\(fault): \(warning)")
        #expect(second.stdout.contains("saved 6 currencies (ECB + open.er-api.com, base EUR"), "\(fault): \(second.stdout)")
        try everyCurrencyStillConverts(ecbDate: UpdateRatesTests.ecbDate, wideDate: UpdateRatesTests.wideDate, "\(fault)")
        // The failure is remembered, so that the next prompt asks that source again.
        let info = try calc.run(["--offline", "--rates-info"])
        #expect(info.stdout.contains("  open.er-api.com: 2 currencies of \(UpdateRatesTests.wideDate), fetched "), "\(info.stdout)")
        #expect(info.stdout.contains("; failed at "), "\(info.stdout)")
    }

    /// The ECB fails and the wide source answers: the ECB's currencies stay with their rates
    /// and day (the wide source, lower in priority, does not replace them); the wide source's
    /// own are renewed.
    @Test(arguments: [Fault.notFound, .html, .closedWithoutAnswer])
    func theECBFailingLosesNothing(_ fault: Fault) throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        try firstUpdate(server)
        let ecbURL = install(fault, at: "/ecb-broken", on: server)
        let second = try calc.run(["--update-rates"], extraEnvironment: [
            "CALC_OFFLINE": "", "CALC_ECB_URL": ecbURL, "CALC_ERAPI_URL": server.url("/wide"), "CALC_FETCH_TIMEOUT": "1",
        ], timeout: 30)
        #expect(second.status == 0, "\(fault): \(second.stderr)")
        #expect(second.stderrWithoutHistory.hasPrefix("calc: warning: ECB failed: "), "\(fault): \(second.stderr)")
        #expect(second.stderrWithoutHistory.hasSuffix("; kept 3 currencies of \(UpdateRatesTests.ecbDate)\n"), "\(fault): \(second.stderr)")
        let check = try calc.run(["--offline", "--explain"], input: "1 EUR in GBP\n1 EUR in ARS\n1 EUR in JPY\n")
        #expect(check.stdout.contains("0.80 GBP\n  1 EUR → 0.8 GBP at 0.8 GBP per EUR (ECB, \(UpdateRatesTests.ecbDate))"), "\(fault): \(check.stdout)")
        #expect(check.stdout.contains("1250.00 ARS\n"), "\(check.stdout)")
        #expect(check.stdout.contains("160 JPY at 160 JPY per EUR (ECB, \(UpdateRatesTests.ecbDate))"), "\(check.stdout)")
    }

    /// `--json` names the source and day of each rate, and `--explain` each side's when a
    /// conversion uses rates of two origins.
    @Test func provenanceInJSONAndExplain() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        try firstUpdate(server)
        let json = try calc.run(["--offline", "--json"], input: "1 EUR in ARS\n1 EUR in GBP\n")
        let lines = json.stdout.split(separator: "\n")
        #expect(lines.first?.contains(#""rates":{"source":"open.er-api.com","date":"\#(UpdateRatesTests.wideDate)"}"#) == true, "\(json.stdout)")
        #expect(lines.last?.contains(#""rates":{"source":"ECB","date":"\#(UpdateRatesTests.ecbDate)"}"#) == true, "\(json.stdout)")
        // A line with rates of both sources names both, and the older day.
        let both = try calc.run(["--offline", "--json", "(1 GBP in EUR) + (1000 ARS in EUR)"])
        #expect(both.stdout.contains(#""rates":{"source":"ECB + open.er-api.com","date":"\#(min(UpdateRatesTests.ecbDate, UpdateRatesTests.wideDate))"}"#),
                "\(both.stdout)")
        let explained = try calc.run(["--offline", "--explain", "100 GBP in ARS"])
        #expect(explained.stdout.contains("(ECB + open.er-api.com, \(UpdateRatesTests.ecbDate)), through EUR: 1 EUR = 0.8 GBP (ECB, \(UpdateRatesTests.ecbDate)) = 1250 ARS (open.er-api.com, \(UpdateRatesTests.wideDate))"),
                "\(explained.stdout)")
    }

    /// A run of updates, each failing somewhere else, never shrinks the table.
    @Test func noSequenceOfFailuresShrinksTheTable() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        try firstUpdate(server)
        server.route("/down", .body(status: 503, contentType: "text/plain", "down"))
        for (ecb, wide) in [("/down", "/wide"), ("/ecb", "/down"), ("/down", "/wide"), ("/ecb", "/wide"), ("/ecb", "/down")] {
            let result = try update(server, ecb: ecb, wide: wide)
            #expect(result.status == 0, "\(ecb) \(wide): \(result.stderr)")
            let info = try calc.run(["--offline", "--rates-info"])
            #expect(info.stdout.contains("currencies: 6\n"), "\(ecb) \(wide): \(info.stdout)")
        }
    }

    /// A cache a newer calc wrote is not replaced by this one; the update fails and says why.
    @Test func aNewerCacheIsNotReplaced() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        server.route("/wide", .body(status: 200, contentType: "application/json", UpdateRatesTests.wide))
        try FileManager.default.createDirectory(at: cachePath.deletingLastPathComponent(), withIntermediateDirectories: true)
        let newer = Data(#"{"format": "calc-rates/9", "everything": "else"}"#.utf8)
        try newer.write(to: cachePath)
        let result = try update(server)
        #expect(result.status == 1)
        #expect(result.stderrWithoutHistory.contains(#"is in the format "calc-rates/9" of a newer calc; this one will not replace it"#), "\(result.stderr)")
        #expect(try Data(contentsOf: cachePath) == newer)
        // And the table in use says that the cache there is not the one used, and why.
        let info = try calc.run(["--offline", "--rates-info"])
        #expect(info.stdout.contains("source: ECB (embedded in calc)"), "\(info.stdout)")
        #expect(info.stdout.contains("cache ignored: \(cachePath.path): "), "\(info.stdout)")
        #expect(info.stdout.contains("calc-rates/9"), "\(info.stdout)")
    }

    /// A corrupt cache is kept beside it (DESIGN §23: it was replaced, and the currencies of a
    /// source that failed were lost with it), and the update writes a new one and says so.
    @Test func aCorruptCacheIsKeptBesideAndSaidToBe() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        server.route("/wide", .body(status: 200, contentType: "application/json", UpdateRatesTests.wide))
        try FileManager.default.createDirectory(at: cachePath.deletingLastPathComponent(), withIntermediateDirectories: true)
        let corrupt = Data(#"{"format": "calc-rates/2", "base": "EUR", "#.utf8)
        try corrupt.write(to: cachePath)
        let result = try update(server)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderrWithoutHistory.hasPrefix("calc: warning: the rate cache could not be read ("), "\(result.stderr)")
        #expect(result.stderrWithoutHistory.hasSuffix("; kept as \(cachePath.path).unreadable); this update wrote a new one\n"), "\(result.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: cachePath.path + ".unreadable")) == corrupt)
        #expect(try calc.run(["--offline", "1 EUR in ARS"]).stdout == "1250.00 ARS\n")
        // A second one is kept beside the first, never over it.
        try corrupt.write(to: cachePath)
        _ = try update(server)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cachePath.path + ".unreadable.1")) == corrupt)
    }
}
