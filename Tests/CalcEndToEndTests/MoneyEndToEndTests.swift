import Foundation
import Testing

/// Money through the binary: `--rates` files, the cache, the embedded table, the warnings.
/// Every run has its own HOME and XDG directories, so the user's cache never leaks in.
@Suite struct MoneyEndToEndTests {
    let calc = CalcProcess()

    static let ecbXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
        \t<gesmes:subject>Reference rates</gesmes:subject>
        \t<Cube>
        \t\t<Cube time='2026-11-20'>
        \t\t\t<Cube currency='USD' rate='1.25'/>
        \t\t\t<Cube currency='JPY' rate='160'/>
        \t\t\t<Cube currency='GBP' rate='0.8'/>
        \t\t</Cube>
        \t</Cube>
        </gesmes:Envelope>

        """

    static let json = #"{"base": "EUR", "date": "2026-11-21", "rates": {"USD": 1.5, "JPY": 150, "KWD": 0.375}}"#

    @Test func ratesFromECBXML() throws {
        let path = calc.write("ecb.xml", MoneyEndToEndTests.ecbXML)
        let result = try calc.run(["--offline", "--rates", path, "10 USD in EUR"])
        #expect(result.stdout == "8.00 EUR\n")
        #expect(result.stderr == "") // a file chosen on purpose never warns about its age
        #expect(result.status == 0)
        let chained = try calc.run(["--rates", path, "12 USD + 5 EUR in JPY"])
        #expect(chained.stdout == "2336 JPY\n") // (12 + 6.25) / 1.25 × 160
    }

    @Test func ratesFromJSON() throws {
        let path = calc.write("rates.json", MoneyEndToEndTests.json)
        let result = try calc.run(["--offline", "--rates", path, "3 USD in KWD"])
        #expect(result.stdout == "0.750 KWD\n")
        #expect(result.status == 0)
    }

    @Test func symbolsAndCaseInBatch() throws {
        let path = calc.write("rates.json", MoneyEndToEndTests.json)
        let result = try calc.run(["--rates", path], input: "$3 in eur\n€2 + 1.5 usd\n¥300 -> €\n3*4 EUR in JPY\n")
        #expect(result.stdout == "2.00 EUR\n3.00 EUR\n2.00 EUR\n1800 JPY\n")
        #expect(result.stderr == "")
    }

    @Test func moneyErrorsInBatchAreLocated() throws {
        let path = calc.write("rates.json", MoneyEndToEndTests.json)
        let result = try calc.run(["--rates", path], input: "5 + 3 USD\n12 XQZ\n1 GBP in USD\n1 USD in EUR\n")
        #expect(result.stdout == "0.67 EUR\n")
        #expect(result.stderr == """
            <stdin>:1:1: error: cannot add a plain number and an amount of USD; write 5 USD
            <stdin>:2:4: error: unknown currency 'XQZ'
            <stdin>:3:1: error: no exchange rate for GBP in the rate table (rates.json, 2026-11-21); the table has 4 currencies; see calc --rates-info

            """)
        #expect(result.status == 1)
    }

    @Test func moneyOutputReadsBack() throws {
        let path = calc.write("rates.json", MoneyEndToEndTests.json)
        let first = try calc.run(["--rates", path], input: "12 USD\n0.004 USD\n1.25 KWD\n100 JPY\n-3.5 EUR\n1 XAU\n")
        let second = try calc.run(["--rates", path], stdin: Array(first.stdout.utf8))
        #expect(second.stdout == first.stdout)
        #expect(first.stdout == "12.00 USD\n0.004 USD\n1.250 KWD\n100 JPY\n-3.50 EUR\n1 XAU\n")
    }

    /// Each bad file is named and its fault said exactly (zero and negative rates apart).
    @Test(arguments: [
        ("empty.json", "", "empty: no rate data"),
        ("text.json", "hello", "not ECB XML or JSON rate data (starts with 'h')"),
        ("zero.json", #"{"base": "EUR", "date": "2026-11-21", "rates": {"USD": 0}}"#, "rate for USD is zero"),
        ("zero-decimal.json", #"{"base": "EUR", "date": "2026-11-21", "rates": {"USD": 0.000}}"#, "rate for USD is zero"),
        ("negative.json", #"{"base": "EUR", "date": "2026-11-21", "rates": {"USD": -1.5}}"#, #"rate for USD is negative: "-1.5""#),
        ("negative.xml", """
            <?xml version="1.0" encoding="UTF-8"?>
            <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
            <Cube><Cube time='2026-11-20'><Cube currency='USD' rate='-1.25'/><Cube currency='JPY' rate='160'/></Cube></Cube></gesmes:Envelope>
            """, #"rate for USD is negative: "-1.25""#),
        ("nobase.json", #"{"date": "2026-11-21", "rates": {"USD": 1.5}}"#, #"missing the base currency ("base")"#),
        ("shape.json", #"[1, 2, 3]"#, "unknown shape: expected a JSON object, found an array"),
        ("html.xml", "<html><body>Service unavailable</body></html>",
         "an HTML page, not rate data (a login page, an error page or a wrong URL?)"),
    ])
    func badRateFilesAreRefused(_ name: String, _ contents: String, _ problem: String) throws {
        let path = calc.write(name, contents)
        let result = try calc.run(["--rates", path, "1 USD in EUR"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "calc: error: \(path): \(problem)\n")
    }

    /// Codes without ISO minor units (the IMF's XDR, gold) show like plain numbers: no
    /// padding to two decimals, no rounding to a minor unit.
    @Test func codesWithoutMinorUnitsShowLikePlainNumbers() throws {
        let result = try calc.run([], input: "2.5 XDR\n1 XDR * 3\n1 XDR / 8\n1 XDR / 3\n0.001 XAU * 2\n2.5 USD\n")
        #expect(result.stdout == "2.5 XDR\n3 XDR\n0.125 XDR\n0.333333333333333 XDR\n0.002 XAU\n2.50 USD\n")
        #expect(result.stderr == "")
    }

    @Test func missingRatesFileIsAnError() throws {
        let result = try calc.run(["--rates", "/nonexistent/rates.json", "1+1"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("calc: error: /nonexistent/rates.json"))
    }

    @Test func freshMachineUsesTheEmbeddedTableAndWarnsAboutItsAge() throws {
        let result = try calc.run(["12 USD + 5 EUR in JPY"])
        #expect(result.stdout == "2765 JPY\n") // ECB 2026-10-30: USD 1.1172, JPY 175.68
        #expect(result.stderr.hasPrefix("calc: warning: the rates are ") && result.stderr.hasSuffix(" days old (2026-10-30; ECB, embedded in calc)\n"),
                "\(result.stderr)")
        // One line: a pipe after a one-shot run is read by programs, and messages are not wrapped there.
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.status == 0)
    }

    @Test func noWarningWhenNoRatesAreUsed() throws {
        let result = try calc.run(["12 USD * 3 + 1 USD"])
        #expect(result.stdout == "37.00 USD\n")
        #expect(result.stderr == "")
    }

    @Test func batchWarnsOnceAboutStaleRates() throws {
        let result = try calc.run([], input: "1 USD in EUR\n2 USD in EUR\n3 GBP in JPY\n")
        #expect(result.stdout.split(separator: "\n").count == 3)
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func corruptCacheWarnsOnceFallsBackAndIsKept() throws {
        let directory = calc.home.appendingPathComponent("cache/calc")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let cache = directory.appendingPathComponent("rates.json")
        let garbage = Data("{\"format\": \"calc-rates/1\", \"rates\": ".utf8)
        try garbage.write(to: cache)
        let result = try calc.run(["10 EUR in USD"])
        #expect(result.stdout == "11.17 USD\n") // embedded: 1 EUR = 1.1172 USD
        #expect(result.stderr.hasPrefix("calc: warning: ignoring the rate cache: \(cache.path)"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try Data(contentsOf: cache) == garbage) // reading never deletes or rewrites it
    }

    /// Staleness is the rates' age, however recently they were fetched (found in review: a
    /// table dated 563 days back, fetched a minute ago, silenced the warning).
    @Test func oldRatesFetchedJustNowAreStale() throws {
        let directory = calc.home.appendingPathComponent("cache/calc")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let now = Int(Date().timeIntervalSince1970)
        let date = UpdateRatesTests.dayText(UpdateRatesTests.todayUnix - 563 * 86_400)
        let cache = #"{"format": "calc-rates/1", "base": "EUR", "date": "\#(date)", "source": "ECB", "fetched": \#(now - 60), "rates": {"USD": "2"}}"#
        try Data(cache.utf8).write(to: directory.appendingPathComponent("rates.json"))
        let result = try calc.run(["10 EUR in USD"], extraEnvironment: ["CALC_OFFLINE": ""])
        #expect(result.stdout == "20.00 USD\n")
        #expect(result.stderr == "calc: warning: the rates are 563 days old (\(date); ECB, cache \(directory.path)/rates.json); run calc --update-rates\n")
        // Offline, advice to update could not be followed: none is given.
        let offline = try calc.run(["--offline", "10 EUR in USD"])
        #expect(offline.stderr == "calc: warning: the rates are 563 days old (\(date); ECB, cache \(directory.path)/rates.json)\n")
    }

    @Test func validCacheIsUsed() throws {
        let directory = calc.home.appendingPathComponent("cache/calc")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let now = Int(Date().timeIntervalSince1970)
        let cache = #"{"format": "calc-rates/1", "base": "EUR", "date": "\#(UpdateRatesTests.ecbDate)", "source": "ECB", "fetched": \#(now), "rates": {"USD": "2", "JPY": "100"}}"#
        try Data(cache.utf8).write(to: directory.appendingPathComponent("rates.json"))
        let result = try calc.run(["10 EUR in USD"])
        #expect(result.stdout == "20.00 USD\n")
        #expect(result.stderr == "")
        let info = try calc.run(["--rates-info"])
        #expect(info.stdout.contains("source: ECB (cache \(directory.path)/rates.json)"))
        #expect(info.stdout.contains("rates date: \(UpdateRatesTests.ecbDate)"))
        #expect(info.stdout.contains("currencies: 3"))
    }

    @Test func ratesInfoDescribesTheEmbeddedTable() throws {
        let result = try calc.run(["--rates-info"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("source: ECB (embedded in calc)\nrates date: 2026-10-30 ("))
        #expect(result.stdout.contains("base: EUR\ncurrencies: 30\n"))
    }

    @Test func ratesInfoDescribesAGivenFile() throws {
        let path = calc.write("ecb.xml", MoneyEndToEndTests.ecbXML)
        let result = try calc.run(["--rates", path, "--rates-info"])
        #expect(result.stdout.hasPrefix("source: ecb.xml (--rates \(path))\nrates date: 2026-11-20"))
        #expect(result.stdout.contains("currencies: 4"))
    }

    @Test func offlineFromTheEnvironmentOrTheFlag() throws {
        let flag = try calc.run(["--offline", "1 + 1"])
        #expect(flag.stdout == "2\n")
        let environment = try calc.run(["1 + 1"], extraEnvironment: ["CALC_OFFLINE": "1"])
        #expect(environment.stdout == "2\n")
    }
}
