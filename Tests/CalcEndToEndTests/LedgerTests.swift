import Foundation
import Testing

/// `--total`, `--json` and `--explain` from the binary (DESIGN §11), with a rates file of
/// the ECB's day of 2026-10-30.
@Suite struct LedgerTests {
    let calc = CalcProcess()
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    func ratesFile() throws -> String {
        let url = calc.home.appendingPathComponent("rates.json")
        try #"{"base": "EUR", "date": "2026-10-30", "rates": {"USD": 1.1172, "GBP": 0.8338, "JPY": 175.68}}"#
            .write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// A trip's wallet: amounts, an assignment, a plain number, an error, a dated and an
    /// overridden conversion, several targets.
    static let wallet = """
        # trip
        120 EUR
        hotel = 80 GBP
        3 * 12.50 USD

        2 + 2
        1 +
        100 USD in EUR on 2008-09-13
        50 EUR in USD at 1.05
        10 EUR in USD, GBP

        """

    @Test func totalOfAWallet() throws {
        let result = try calc.run(["--rates", try ratesFile(), "--total", "EUR"], stdin: Array(LedgerTests.wallet.utf8))
        #expect(result.status == 1)
        #expect(result.stderr == "<stdin>:7:3: error: '+' has no right operand; finish the expression or remove '+'\n")
        // EUR: 120 + 71.0934… (dated) ; GBP: 80 ; USD: 37.50 + 52.50 + 11.172 (the first target).
        #expect(result.stdout == """
            120.00 EUR
            80.00 GBP
            37.50 USD
            4
            71.09 EUR
            52.50 USD
            11.17 USD, 8.34 GBP
            EUR: 2 amounts, 191.09 EUR
            GBP: 1 amount, 80.00 GBP = 95.95 EUR
            USD: 3 amounts, 101.17 USD = 90.56 EUR
            total: 377.60 EUR

            """)
        // Exactly: 120 + 500000/7033 + 80/0.8338 + 101.172/1.1172.
        let json = try calc.run(["--rates", try ratesFile(), "--total", "EUR", "--json"], stdin: Array(LedgerTests.wallet.utf8))
        let last = try #require(json.stdout.split(separator: "\n").last)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        let total = try #require(object["total"] as? [String: Any])
        #expect(total["currency"] as? String == "EUR")
        #expect(total["value"] as? String == "10307471409310/27297457187")
        #expect(total["result"] as? String == "377.60 EUR")
        let byCurrency = try #require(total["by_currency"] as? [[String: Any]])
        // A failed count must not take the whole run down at the index below.
        try #require(byCurrency.count == 3)
        #expect(byCurrency.map { $0["currency"] as? String } == ["EUR", "GBP", "USD"])
        #expect(byCurrency.map { $0["count"] as? Int } == [2, 1, 3])
        #expect(byCurrency[2]["value"] as? String == "101.172")
    }

    /// Every kind of object, decoded field by field, and the whole output against a golden file.
    @Test func jsonLines() throws {
        let result = try calc.run(["--rates", try ratesFile(), "--json"], stdin: Array(LedgerTests.wallet.utf8))
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 8)
        let objects = try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        // Success, and the line number counts the comment.
        #expect(objects[0]["line"] as? Int == 2 && objects[0]["input"] as? String == "120 EUR")
        #expect(objects[0]["result"] as? String == "120.00 EUR" && objects[0]["value"] as? String == "120")
        #expect(objects[0]["exact"] as? Bool == true && objects[0]["kind"] as? String == "money")
        #expect(objects[0]["currency"] as? String == "EUR" && objects[0]["rates"] == nil)
        // An assignment names its variable.
        #expect(objects[1]["name"] as? String == "hotel")
        // A plain number has a null currency.
        #expect(objects[3]["kind"] as? String == "number" && objects[3]["currency"] is NSNull)
        // An error: its message's id, message, hint, column and length in characters.
        let error = try #require(objects[4]["error"] as? [String: Any])
        #expect(objects[4]["line"] as? Int == 7)
        #expect(error["id"] as? String == "missingOperand")
        #expect(error["message"] as? String == "'+' has no right operand")
        #expect(error["hint"] as? String == "finish the expression or remove '+'")
        #expect(error["column"] as? Int == 3 && error["length"] as? Int == 1)
        // A dated conversion tells the day its rates are from.
        let dated = try #require(objects[5]["rates"] as? [String: Any])
        #expect(dated["source"] as? String == "ECB" && dated["date"] as? String == "2008-09-12")
        // An override names itself, with no day.
        let override = try #require(objects[6]["rates"] as? [String: Any])
        #expect(override["source"] as? String == "at 1.05" && override["date"] is NSNull)
        // Several targets.
        let results = try #require(objects[7]["results"] as? [[String: Any]])
        #expect(results.map { $0["result"] as? String } == ["11.17 USD", "8.34 GBP"])
        #expect(results.map { $0["value"] as? String } == ["11.172", "8.338"])
        // An approximation: 30 digits, not exact; 1/3 is exact though shown rounded.
        let third = try calc.run(["--json", "1/3"]).stdout
        #expect(third.contains(#""result":"0.333333333333333","value":"1/3","exact":true"#), "\(third)")
        let root = try calc.run(["--json", "sqrt(2)"]).stdout
        #expect(root.contains(#""value":"1.41421356237309504880168872421","exact":false"#), "\(root)")
        // Exact values in full, never in scientific form.
        let tiny = try calc.run(["--json", "2^-10"]).stdout
        #expect(tiny.contains(#""value":"0.0009765625""#), "\(tiny)")
        let tinier = try calc.run(["--json", "1e-30 USD"]).stdout
        #expect(tinier.contains(#""value":"1/1000000000000000000000000000000""#) || tinier.contains(#""value":"0.000000000000000000000000000001""#), "\(tinier)")
        // A legacy currency's rate is the euro's, not a table's.
        let legacy = try calc.run(["--json", "100 DEM in EUR"]).stdout
        #expect(legacy.contains(#""rates":{"source":"irrevocable euro rate","date":null}"#), "\(legacy)")
        let golden = try String(contentsOf: LedgerTests.golden.appendingPathComponent("wallet.jsonl"), encoding: .utf8)
        #expect(result.stdout == golden)
    }

    /// An approximation's `value` has 30 significant digits, every one written and each of them
    /// right, in positional form (found in review: `exp(1e-20) - 1` gave `1e-20`, which reads
    /// as that exact number).
    @Test func approximationsAsDataHaveThirtyDigits() throws {
        let lines = ["exp(1e-20) - 1", "exp(-100)", "sqrt(2)^2", "exp(20)", "exp(100)", "z = pi * 1e-12 * 1 USD"]
        let result = try calc.run(["--json"], input: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        let values = result.stdout.split(separator: "\n").map { line in
            line.firstRange(of: #""value":""#).map { line[$0.upperBound...].prefix(while: { $0 != "\"" }) } ?? ""
        }
        #expect(values == [
            "0.0000000000000000000100000000000000000000500000000",
            "0.0000000000000000000000000000000000000000000372007597602083596295969580386",
            "2.00000000000000000000000000000",
            "485165195.409790277969106830542",
            "2.68811714181613544841262555158e43",
            "0.00000000000314159265358979323846264338328",
        ])
        // What is shown is as before: 15 digits, trailing zeros dropped.
        #expect(result.stdout.hasPrefix(#"{"line":1,"input":"exp(1e-20) - 1","result":"1e-20","value""#), "\(result.stdout)")
    }

    @Test(arguments: [
        ("100 GBP in USD", "explain-through-the-base.txt"),
        ("100 USD in EUR on 2008-09-13", "explain-dated-fallback.txt"),
        ("50 EUR + 10 GBP in USD at 1.05 USD/EUR", "explain-override.txt"),
    ])
    func explanations(_ line: String, _ file: String) throws {
        let result = try calc.run(["--rates", try ratesFile(), "--explain", line])
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        let golden = try String(contentsOf: LedgerTests.golden.appendingPathComponent(file), encoding: .utf8)
        #expect(result.stdout == golden)
    }

    /// A sum beyond the limits of exact numbers fails the total instead of leaving amounts out.
    @Test func aTotalThatCannotBeFormedFails() throws {
        // Each amount has 20,000 digits; their sum would have 20,001.
        let input = Array("x = 6 * 10^19999\nx * 1 EUR\nx * 1 EUR\n1 EUR\n".utf8)
        let plain = try calc.run(["--rates", try ratesFile(), "--total", "EUR"], stdin: input)
        #expect(plain.status == 1)
        #expect(plain.stderr.hasPrefix("calc: error: result too large"), "\(plain.stderr)")
        #expect(!plain.stdout.contains("total:"), "\(plain.stdout.suffix(200))")
        let json = try calc.run(["--rates", try ratesFile(), "--total", "EUR", "--json"], stdin: input)
        let last = try #require(json.stdout.split(separator: "\n").last)
        #expect(last.hasPrefix(#"{"total":{"currency":"EUR","error":{"id":""#) && last.contains(#"","message":"result too large"#), "\(last)")
        #expect(json.stderr == "")
    }

    /// A dated amount in a currency the table in use does not quote (RUB, of 2020) does not
    /// lose the summary: it is named with its line, and the other amounts are totalled.
    @Test func aDatedAmountTheTableLacksIsLeftOutAndNamed() throws {
        let input = Array("1 EUR in RUB on 2020-01-02\n5 EUR\n10 GBP\n".utf8)
        let plain = try calc.run(["--rates", try ratesFile(), "--total", "EUR"], stdin: input)
        #expect(plain.status == 1)
        #expect(plain.stdout == """
            69.19 RUB
            5.00 EUR
            10.00 GBP
            RUB: 1 amount, 69.19 RUB, not in the total (line 1)
            EUR: 1 amount, 5.00 EUR
            GBP: 1 amount, 10.00 GBP = 11.99 EUR
            total: 16.99 EUR, without RUB

            """)
        #expect(plain.stderr.hasPrefix("calc: error: the total leaves out 69.19 RUB (line 1): no exchange rate for RUB"), "\(plain.stderr)")
        let json = try calc.run(["--rates", try ratesFile(), "--total", "EUR", "--json"], stdin: input)
        let last = try #require(json.stdout.split(separator: "\n").last)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        let total = try #require(object["total"] as? [String: Any])
        #expect(total["result"] as? String == "16.99 EUR")
        #expect(total["left_out"] as? [String] == ["RUB"])
        let byCurrency = try #require(total["by_currency"] as? [[String: Any]])
        try #require(byCurrency.count == 3)
        #expect(byCurrency[0]["lines"] as? [Int] == [1])
        #expect(byCurrency[0]["in_total"] == nil && byCurrency[0]["error"] != nil)
        #expect(json.status == 1)
    }

    /// Every target of a line has its rounding told; a negative rate is said to be one.
    @Test func explanationsOfSeveralTargets() throws {
        let result = try calc.run(["--rates", try ratesFile(), "--explain", "100 EUR in USD, GBP"])
        #expect(result.stdout == """
            111.72 USD, 83.38 GBP
              100 EUR → 111.72 USD at 1.1172 USD per EUR (rates.json, 2026-10-30)
              100 EUR → 83.38 GBP at 0.8338 GBP per EUR (rates.json, 2026-10-30)
              shown exactly: 111.72 USD
              shown exactly: 83.38 GBP

            """)
        let negative = try calc.run(["--rates", try ratesFile(), "50 EUR in USD at -1"])
        #expect(negative.stderr.hasPrefix("error: a rate must be a positive number"), "\(negative.stderr)")
    }

    @Test func usage() throws {
        #expect(try calc.run(["--total", "EUR", "1+2"]).status == 64)
        #expect(try calc.run(["--total", "XQZ"], stdin: []).status == 64)
        #expect(try calc.run(["--json", "--history", "USD", "EUR"]).status == 64)
    }
}
