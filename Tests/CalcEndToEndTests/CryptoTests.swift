import Foundation
import Testing

/// Crypto currencies (DESIGN §18) against a real HTTP server on 127.0.0.1: the crypto source in
/// Coinbase's exchange-rates shape beside ECB's, conversions both ways shown with 8 decimals,
/// `USDT` wherever a currency goes, each way the source can fail (the rest of the update
/// saved), the cache read back, and the embedded table without crypto.
@Suite(.serialized) struct CryptoTests {
    let calc = CalcProcess()

    /// A sample body written from the shape (units of each per euro, as decimal strings),
    /// with fiat codes that the source is not asked for.
    static let body: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/crypto/coinbase-exchange-rates-EUR.json")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    func update(_ server: FixtureHTTPServer, crypto: String = "/crypto") throws -> CalcProcess.Result {
        try calc.run(["--update-rates"], extraEnvironment: [
            "CALC_OFFLINE": "", "CALC_ECB_URL": server.url("/ecb"), "CALC_ERAPI_URL": server.url("/wide"),
            "CALC_CRYPTO_URL": server.url(crypto), "CALC_FETCH_TIMEOUT": "2",
        ])
    }

    func server(crypto: FixtureHTTPServer.Behaviour) throws -> FixtureHTTPServer {
        let server = try FixtureHTTPServer()
        server.route("/ecb", .body(status: 200, contentType: "text/xml", UpdateRatesTests.ecb))
        server.route("/wide", .body(status: 200, contentType: "application/json", UpdateRatesTests.wide))
        server.route("/crypto", crypto)
        return server
    }

    @Test func anUpdateWithCryptoAndConversionsBothWays() throws {
        let server = try server(crypto: .body(status: 200, contentType: "application/json", CryptoTests.body))
        defer { server.stop() }
        let result = try update(server)
        #expect(result.status == 0, "\(result.stderrWithoutHistory)")
        #expect(result.stdout.contains("coinbase.com: rates of "), "\(result.stdout)")
        #expect(result.stdout.contains("10 currencies"), "\(result.stdout)")
        // 100 EUR is 0.00105 BTC; 1 BTC is 1/0.0000105 EUR = 95238.0952… EUR.
        #expect(try calc.run(["100 EUR in BTC"]).stdout == "0.00105000 BTC\n")
        #expect(try calc.run(["1 BTC in EUR"]).stdout == "95238.10 EUR\n")
        #expect(try calc.run(["1 ETH in USDT"]).stdout == "3579.80769231 USDT\n")
        // Lower case works for a crypto code calc knows, as for ISO's.
        #expect(try calc.run(["250 usdt in EUR"]).stdout == "223.83 EUR\n")
        // The fiat rates of the crypto answer are not taken: AFN is nobody's here.
        #expect(try calc.run(["1 AFN in EUR"]).status == 1)
        // The cache is read back by a later run: its codes of four letters included.
        let cache = try String(contentsOf: calc.home.appendingPathComponent("cache/calc/rates.json"), encoding: .utf8)
        #expect(cache.contains("\"USDT\": \"1.1169\"") || cache.contains("\"USDT\":\"1.1169\""), "\(cache)")
    }

    @Test func usdtEverywhere() throws {
        let server = try server(crypto: .body(status: 200, contentType: "application/json", CryptoTests.body))
        defer { server.stop() }
        #expect(try update(server).status == 0)
        // A literal, a target, a bare currency, rate(), at, --total, a sum.
        #expect(try calc.run(["12 USDT + 3 USDC"]).stdout == "14.99946289 USDT\n")
        #expect(try calc.run(["USDT in EUR"]).stdout == "0.90 EUR\n")
        #expect(try calc.run(["rate(EUR, USDT)"]).stdout == "1.1169\n")
        #expect(try calc.run(["10 EUR in USDT at 1.2"]).stdout == "12.00000000 USDT\n")
        let total = try calc.run(["--total", "USDT"], input: "1 BTC\n100 EUR\n")
        #expect(total.stdout.hasSuffix("total: 106483.11857143 USDT\n"), "\(total.stdout)")
        #expect(try calc.run([], input: "5 USDT\n5 USDT\nsum\n").stdout == "5.00000000 USDT\n5.00000000 USDT\n10.00000000 USDT\n")
        // Not a variable's name.
        #expect(try calc.run(["usdt = 5"]).status == 1)
    }

    /// Each way the crypto source can fail is named, and the rest of the update is saved: the
    /// ECB's currencies are there, and crypto rates of an earlier update are kept.
    @Test(arguments: [
        ("404", FixtureHTTPServer.Behaviour.body(status: 404, contentType: "text/plain", "not found")),
        ("html", .body(status: 200, contentType: "text/html", "<!doctype html><html><body>captive portal</body></html>")),
        ("error", .body(status: 200, contentType: "application/json", #"{"errors":[{"id":"not_found","message":"Invalid currency"}]}"#)),
        ("shape", .body(status: 200, contentType: "application/json", #"{"rates":{"BTC":"0.00001"}}"#)),
        ("number", .body(status: 200, contentType: "application/json", #"{"data":{"currency":"EUR","rates":{"BTC":0.00001}}}"#)),
        ("truncated", .truncated(#"{"data":{"currency":"EUR","rates":{"BTC":"0.00"#, declaredLength: 400)),
        ("hang", .hang),
    ])
    func aFailingCryptoSourceFailsNothingElse(_ name: String, _ behaviour: FixtureHTTPServer.Behaviour) throws {
        let good = try server(crypto: .body(status: 200, contentType: "application/json", CryptoTests.body))
        #expect(try update(good).status == 0)
        good.stop()
        let failing = try server(crypto: behaviour)
        defer { failing.stop() }
        let result = try update(failing)
        #expect(result.status == 0, "\(name): \(result.stderrWithoutHistory)")
        #expect(result.stderrWithoutHistory.contains("coinbase.com failed"), "\(name): \(result.stderrWithoutHistory)")
        #expect(result.stdout.contains("ECB: rates of "), "\(name): \(result.stdout)")
        #expect(try calc.run(["100 EUR in BTC"]).stdout == "0.00105000 BTC\n", "\(name)")
        #expect(try calc.run(["100 EUR in GBP"]).stdout == "80.00 GBP\n", "\(name)")
    }

    /// The table built into calc has no crypto: BTC is not taken for BTN, and the message says
    /// how to get a rate (nothing about updating under --offline).
    @Test func theEmbeddedTableHasNoCrypto() throws {
        let result = try calc.run(["1 BTC in EUR"], extraEnvironment: ["CALC_OFFLINE": ""])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: no rate for BTC is stored: crypto rates come only from an update; run calc --update-rates"),
                "\(result.stderr)")
        #expect(!result.stderr.contains("BTN"))
        let offline = try calc.run(["--offline", "1 BTC in EUR"])
        #expect(!offline.stderr.contains("--update-rates"), "\(offline.stderr)")
        // The amount alone needs no rate, and shows its 8 decimals.
        #expect(try calc.run(["0.5 BTC"]).stdout == "0.50000000 BTC\n")
    }
}
