import Foundation
import Testing

/// Where several sources quote a currency, ECB wins, then fixer.io, ExchangeRate-API v6, open
/// access (README, "Updating the rates"): all four answer successfully, each with a different
/// rate for the currencies it shares with the others, and the saved table must hold exactly the
/// winner's rate, re-based onto the ECB's euro.
extension UpdateRatesTests {
    /// fixer.io, base EUR: USD 1.5 and ARS 1000 per euro.
    static let fixer = #"""
        {"success":true,"timestamp":\#(UpdateRatesTests.nextUnix),"base":"EUR","date":"\#(UpdateRatesTests.fixerDate)","rates":{"EUR":1,"USD":1.5,"ARS":1000}}
        """#

    /// ExchangeRate-API v6, base USD with 0.5 EUR per USD: per euro, USD 2, ARS 1100, NGN 1600.
    static let v6 = #"""
        {"result":"success","time_last_update_unix":\#(UpdateRatesTests.wideUnix),"time_next_update_unix":\#(UpdateRatesTests.nextUnix),
         "base_code":"USD","conversion_rates":{"USD":1,"EUR":0.5,"ARS":550,"NGN":800}}
        """#

    /// Open access, base USD with 0.25 EUR per USD: per euro, USD 4, ARS 1300, NGN 1800, KES 150.
    static let openAccess = #"""
        {"result":"success","time_last_update_unix":\#(UpdateRatesTests.wideUnix),"time_next_update_unix":\#(UpdateRatesTests.nextUnix),
         "base_code":"USD","rates":{"USD":1,"EUR":0.25,"ARS":325,"NGN":450,"KES":37.5}}
        """#

    @Test func higherPrioritySourcesWin() throws {
        let server = try FixtureHTTPServer()
        defer { server.stop() }
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        server.route("/wide", .body(status: 200, contentType: "application/json", UpdateRatesTests.openAccess))
        server.route("/fixer", .body(status: 200, contentType: "application/json", UpdateRatesTests.fixer))
        server.route("/v6/V6KEY/latest/EUR", .body(status: 200, contentType: "application/json", UpdateRatesTests.v6))
        let before = Int(Date().timeIntervalSince1970)
        let result = try update(server, extra: [
            "CALC_FIXER_KEY": "FIXERKEY", "CALC_FIXER_URL": server.url("/fixer"),
            "CALC_EXCHANGERATE_API_KEY": "V6KEY", "CALC_EXCHANGERATE_API_URL": server.url("/v6"),
        ])
        let after = Int(Date().timeIntervalSince1970)
        #expect(result.status == 0)
        #expect(result.stderrWithoutHistory == "")
        #expect(result.stdout == """
            ECB: rates of \(UpdateRatesTests.ecbDate), 4 currencies
            fixer.io: rates of \(UpdateRatesTests.fixerDate), 3 currencies
            exchangerate-api.com: rates of \(UpdateRatesTests.wideDate), 4 currencies
            open.er-api.com: rates of \(UpdateRatesTests.wideDate), 5 currencies
            saved 7 currencies (ECB + fixer.io + exchangerate-api.com + open.er-api.com, base EUR, rates of \(UpdateRatesTests.ecbDate)) to \(cachePath.path)

            """)
        #expect(server.requests.contains("GET /fixer?access_key=FIXERKEY HTTP/1.1"), "\(server.requests)")

        // USD from ECB (not 1.5, 2, 4), ARS from fixer.io (not 1100, 1300), NGN from v6 (not
        // 1800), KES from open access, the only one to quote it.
        let cache = String(decoding: try Data(contentsOf: cachePath), as: UTF8.self)
        let fetchedLine = cache.split(separator: "\n").first { $0.hasPrefix("  \"fetched\": ") }
        let fetched = fetchedLine.flatMap { Int($0.dropFirst("  \"fetched\": ".count).dropLast()) }
        #expect(fetched.map { before <= $0 && $0 <= after } == true, "\(cache)")
        // Each rate in the group of the source it came from, with that source's day.
        let f = fetched ?? -1
        // (The checksum line, last, is checked where the format is tested.)
        let withoutChecksum = cache.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("  \"checksum\": ") }.joined(separator: "\n")
        #expect(withoutChecksum == """
            {
              "format": "calc-rates/3",
              "base": "EUR",
              "fetched": \(f),
              "sources": [
                {"name": "ECB", "fetched": \(f)},
                {"name": "fixer.io", "fetched": \(f)},
                {"name": "exchangerate-api.com", "fetched": \(f)},
                {"name": "open.er-api.com", "fetched": \(f)}
              ],
              "rates": [
                {"source": "ECB", "date": "\(UpdateRatesTests.ecbDate)", "rates": {
                  "GBP": "0.8",
                  "JPY": "160",
                  "USD": "1.25"
                }},
                {"source": "fixer.io", "date": "\(UpdateRatesTests.fixerDate)", "rates": {
                  "ARS": "1000"
                }},
                {"source": "exchangerate-api.com", "date": "\(UpdateRatesTests.wideDate)", "rates": {
                  "NGN": "1600"
                }},
                {"source": "open.er-api.com", "date": "\(UpdateRatesTests.wideDate)", "rates": {
                  "KES": "150"
                }}
              ],
            }

            """)

        let check = try calc.run(["--offline"], input: "1 EUR in USD\n1 EUR in ARS\n1 EUR in NGN\n1 EUR in KES\n1 USD in ARS\n")
        // (stderr is not checked: from 2026-11-28 on it warns that these rates are over a week old.)
        #expect(check.stdout == "1.25 USD\n1000.00 ARS\n1600.00 NGN\n150.00 KES\n800.00 ARS\n")
        #expect(check.status == 0)
    }
}
