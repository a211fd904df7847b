import CalcCore
import CalcTestSupport
import Foundation
import Testing

/// Money: the dimension rules (KindRules), exact conversion, display per minor unit.
@Suite struct MoneyTests {
    /// A small hand-made table: 1 EUR = 1.25 USD = 160 JPY = 0.8 GBP = 0.375 KWD = 0.025 CLF.
    static let table = RateTable(base: "EUR", date: Day("2026-01-02"), source: "fixture", rates: [
        "USD": TestSupport.rational("1.25"), "JPY": Rational(160), "GBP": TestSupport.rational("0.8"),
        "KWD": TestSupport.rational("0.375"), "CLF": TestSupport.rational("0.025"), "BGN": TestSupport.rational("1.95583"),
    ])

    static func value(_ line: String) throws -> Value {
        var evaluator = Evaluator(rates: table)
        return try #require(try evaluator.evaluate(line))
    }

    /// The exact value as "numerator/denominator CODE".
    static func exact(_ line: String) throws -> String {
        let result = try value(line)
        let number = try #require(result.number.exact)
        return "\(number.numerator)/\(number.denominator) \(result.currency.map { "\($0)" } ?? "-")"
    }

    @Test(arguments: [
        // amount × rate[to] / rate[from], exactly
        ("10 USD in EUR", "8/1 EUR"),                    // 10 / 1.25
        ("1 USD in JPY", "128/1 JPY"),                   // 160 / 1.25
        ("1 JPY in USD", "1/128 USD"),
        ("3 GBP in USD", "75/16 USD"),                   // 3 × 1.25 / 0.8
        ("1 USD in KWD", "3/10 KWD"),                    // 0.375 / 1.25
        ("7 USD in GBP in JPY", "896/1 JPY"),            // chains compose exactly
        ("1 USD + 1 EUR", "9/4 USD"),                    // left operand's currency
        ("1 EUR + 1 USD", "9/5 EUR"),
        ("1 EUR - 1 USD", "1/5 EUR"),
        ("12 USD / 4 EUR", "12/5 -"),                    // 12 / (4 × 1.25): a plain ratio
        ("12 USD / 4 USD", "3/1 -"),
        ("12 USD * 3", "36/1 USD"),
        ("3 * 12 USD", "36/1 USD"),
        ("12 USD / 5", "12/5 USD"),
        ("1 USD / 3 in JPY", "128/3 JPY"),               // exact value kept behind the display
        ("1 BGN in EUR", "100000/195583 EUR"),           // a code ISO retired, carried by the table
    ])
    func exactConversion(_ line: String, _ expected: String) throws {
        #expect(try MoneyTests.exact(line) == expected)
    }

    @Test(arguments: [
        ("1 USD", "1.00 USD"), ("1234.5 USD", "1234.50 USD"), ("0.005 USD", "0.01 USD"), ("0.004 USD", "0.004 USD"),
        ("-0.004 USD", "-0.004 USD"), ("0.0000001 USD", "0.0000001 USD"), ("0 USD", "0.00 USD"),
        ("1 JPY", "1 JPY"), ("1.5 JPY", "2 JPY"), ("-1.5 JPY", "-2 JPY"), ("0.4 JPY", "0.4 JPY"), ("1 USD in JPY", "128 JPY"),
        ("1 KWD", "1.000 KWD"), ("1.2345 KWD", "1.235 KWD"), ("1 USD in KWD", "0.300 KWD"),
        ("1 CLF", "1.0000 CLF"), ("1.23456 CLF", "1.2346 CLF"),
        ("1 XAU", "1 XAU"), ("1.5 XAU", "1.5 XAU"), ("1/3 * 1 XAU", "0.333333333333333 XAU"),
        ("1 BGN", "1.00 BGN"),
        // Tiny amounts: two significant digits, without trailing zeros, never 50 past the cent.
        ("0.0001117 USD", "0.00011 USD"), ("0.0040 USD", "0.004 USD"), ("0.0049 USD", "0.0049 USD"),
        ("0.00499 USD", "0.0049 USD"), ("-0.00499 USD", "-0.0049 USD"), ("0.000996 USD", "0.001 USD"),
        ("0.05 JPY", "0.05 JPY"), ("0.123 JPY", "0.12 JPY"), ("0.4999 JPY", "0.49 JPY"), ("0.00045 KWD", "0.00045 KWD"),
        ("1 USD / 3000", "0.00033 USD"),
    ])
    func display(_ line: String, _ expected: String) throws {
        #expect(ValueFormatting.format(try MoneyTests.value(line)).text == expected)
    }

    /// `0.0001 EUR in USD` is `0.00011 USD` (DESIGN §15), with the ECB's rates.
    @Test func tinyConversionShowsTwoDigits() throws {
        #expect(try TestSupport.evaluate("0.0001 EUR in USD") == "0.00011 USD")
    }

    /// An amount that rounds to zero at its minor units shows within 5% of its value, and the
    /// text reads back as itself.
    @Test(arguments: [7, 8])
    func tinyAmountsAreCloseAndReadBack(seed: UInt64) throws {
        var generator = SplitMix64(state: seed)
        for _ in 0..<400 {
            let code: CurrencyCode = ["USD", "JPY", "KWD"].randomElement(using: &generator)!
            let places = CurrencyCatalogue.minorUnits(code)!
            // Below half a minor unit: up to 10^-(places + 1) · 5, down to 10^-(places + 9).
            let numerator = BigInteger(1 + generator.below(4_999_999))
            let value = Rational(numerator, BigInteger(10).power(places + 9 - generator.below(3)))
            guard value < Rational(BigInteger(5), BigInteger(10).power(places + 1)) else { continue }
            let text = ValueFormatting.format(Value(Number(value), currency: code)).text
            let shown = try #require(try MoneyTests.value(text).number.exact)
            let error = try shown.subtracting(value).magnitude.divided(by: value)
            #expect(error <= Rational(1, 20), "\(value) \(code): \(text)")
            #expect(ValueFormatting.format(Value(Number(shown), currency: code)).text == text, "\(value) \(code): \(text)")
        }
    }

    @Test(arguments: [
        ("12.34 USD", true), ("12.345 USD", false), ("1 USD / 3", false), ("100 JPY", true), ("0.004 USD", true),
        ("1.2345 KWD", false), ("1 USD in EUR", true),
    ])
    func roundedDisplayIsMarked(_ line: String, _ exact: Bool) throws {
        #expect(ValueFormatting.format(try MoneyTests.value(line)).isExact == exact)
    }

    @Test func displayRoundsButTheExactValueIsKept() throws {
        var evaluator = Evaluator(rates: MoneyTests.table)
        let third = try #require(try evaluator.evaluate("price = 10 USD / 3"))
        #expect(ValueFormatting.format(third).text == "3.33 USD")
        let whole = try #require(try evaluator.evaluate("price * 3"))
        #expect(ValueFormatting.format(whole).text == "10.00 USD")
        #expect(ValueFormatting.format(whole).isExact)
    }

    @Test(arguments: [
        ("round(1.005 USD)", "101/100 USD"),   // to the cent, half away from zero
        ("round(2.5 JPY)", "3/1 JPY"),
        ("round(1.23456 USD, 3)", "247/200 USD"),
        ("round(1.2345 KWD)", "247/200 KWD"),
        ("round(1.23456 XAU)", "1/1 XAU"),
    ])
    func roundingMoney(_ line: String, _ expected: String) throws {
        #expect(try MoneyTests.exact(line) == expected)
    }

    @Test(arguments: [
        ("5 + 3 USD", "cannot add a plain number and an amount of USD", "write 5 USD"),
        ("3 USD - 5", "cannot subtract a plain number and an amount of USD", "write 5 USD"),
        ("4 / 2 USD", "cannot divide a plain number by an amount of money", nil),
        ("10 USD * 3 EUR", "cannot multiply two amounts of money", nil),
        ("2 ^ 3 USD", "an exponent must be a plain number", nil),
        ("(2 USD)^2", "cannot raise an amount of money to a power", nil),
        ("5 in USD", "cannot convert a plain number to USD", "to give it a currency, write 5 USD"),
        ("12 XQZ", "unknown currency 'XQZ'", nil),
        ("12 USX", "unknown currency 'USX'", "did you mean USD?"),
        ("12 eru", "unknown currency 'ERU'", "did you mean EUR?"),
        ("1 XAU in USD", "no exchange rate for XAU in the rate table (fixture, 2026-01-02)", nil),
        ("1 USD in CHF", "no exchange rate for CHF in the rate table (fixture, 2026-01-02)", nil),
        ("usd = 3", "cannot name a variable 'usd': it is a currency code", nil),
        ("x = 2", nil, nil),
    ] as [(String, String?, String?)])
    func errors(_ line: String, _ message: String?, _ hint: String?) {
        let diagnostic = TestSupport.diagnostic(line, rates: MoneyTests.table)
        #expect(diagnostic?.message == message)
        if let hint { #expect(diagnostic?.hint == hint) }
    }

    @Test func variablesMayNotShadowCurrencyCodesInAnyCase() {
        for name in ["usd", "USD", "Eur", "jpy", "all"] {
            #expect(TestSupport.diagnostic("\(name) = 1")?.message == "cannot name a variable '\(name)': it is a currency code")
        }
        #expect(TestSupport.diagnostic("usdx = 1") == nil)
    }

    @Test func isoCodesNeedNoRateTable() throws {
        // Same-currency arithmetic works even with an empty table.
        var evaluator = Evaluator(rates: RateTable.empty)
        let value = try #require(try evaluator.evaluate("2 XAU + 3 XAU"))
        #expect(ValueFormatting.format(value).text == "5 XAU")
    }

    @Test func ratesAreLoadedOnlyWhenNeeded() throws {
        var loads = 0
        let source = LazyRates(loading: { loads += 1; return MoneyTests.table })
        var evaluator = Evaluator(rates: source)
        _ = try evaluator.evaluate("1 + 2")
        _ = try evaluator.evaluate("12 USD * 3")
        #expect(loads == 0)
        _ = try evaluator.evaluate("12 USD in EUR")
        _ = try evaluator.evaluate("1 GBP + 1 USD")
        #expect(loads == 1)
    }

    /// `2 abc` after `abc = 2`, `2 pi`: two values in a row, decided from the names alone.
    @Test func aNameAfterANumberIsResolvedWithoutTheRateTable() throws {
        var loads = 0
        var evaluator = Evaluator(rates: LazyRates(loading: { loads += 1; return MoneyTests.table }))
        _ = try evaluator.evaluate("abc = 2")
        for line in ["2 abc", "2 pi", "3 ans", "4 sqrt"] {
            do {
                let value = try evaluator.evaluate(line)
                Issue.record("\(line) gave \(String(describing: value))")
            } catch {
                #expect(error.message == "two values in a row", "\(line)")
            }
        }
        #expect(loads == 0)
        // A code only the table knows still reads it.
        do {
            let value = try evaluator.evaluate("2 qqq")
            Issue.record("2 qqq gave \(String(describing: value))")
        } catch {
            #expect(error.message == "unknown currency 'QQQ'")
        }
        #expect(loads == 1)
    }

    @Test func catalogueMatchesTheGenerator() throws {
        let root = TestSupport.packageRoot
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("currencies-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("Scripts/generate-currencies.py").path,
                             root.appendingPathComponent("Data/iso4217.tsv").path, output.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let generated = try String(contentsOf: output, encoding: .utf8)
        let committed = try String(contentsOf: root.appendingPathComponent("Sources/CalcCore/Money/CurrencyCatalogue+ISO4217.swift"), encoding: .utf8)
        #expect(generated == committed)
    }

    @Test func catalogueHasTheISOFacts() {
        #expect(CurrencyCatalogue.all.count == 178)
        #expect(CurrencyCatalogue.currency("JPY")?.minorUnits == 0)
        #expect(CurrencyCatalogue.currency("KWD")?.minorUnits == 3)
        #expect(CurrencyCatalogue.currency("CLF")?.minorUnits == 4)
        #expect(CurrencyCatalogue.currency("XAU")?.minorUnits == nil)
        #expect(CurrencyCatalogue.currency("EUR")?.name == "Euro")
        #expect(CurrencyCatalogue.currency("BGN") == nil)
        #expect(CurrencyCatalogue.minorUnits("BGN") == 2)
    }
}

/// The names table calc carries is the one `Data/currency-names.tsv` gives (regenerate with
/// Scripts/generate-currency-names.py when it changes).
@Suite struct CurrencyNameTableTests {
    @Test func everyNameOfTheDataFileResolvesToItsCodes() throws {
        let url = TestSupport.packageRoot.appendingPathComponent("Data/currency-names.tsv")
        let text = try String(contentsOf: url, encoding: .utf8)
        var checked = 0
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t").map(String.init)
            let codes = fields[2].split(separator: " ").map { CurrencyCode(code: String($0))! }
            for word in [fields[0]] + fields[1].split(separator: " ").map(String.init) {
                #expect(CurrencyCatalogue.codes(named: word) == codes, "\(word)")
                #expect(CurrencyCatalogue.codes(named: word.uppercased()) == codes, "\(word) in capitals")
                checked += 1
            }
        }
        #expect(checked > 60)
        #expect(CurrencyCatalogue.codes(named: "dollarz") == nil)
    }
}
