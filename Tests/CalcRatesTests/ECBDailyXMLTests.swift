import CalcCore
import CalcRates
import Testing

@Suite("ECB daily XML")
struct ECBDailyXMLTests {
    private func parse(_ text: String) throws(RateFormatError) -> RateTable {
        try ECBDailyXML.parse(Array(text.utf8), origin: "eurofxref-daily.xml")
    }

    @Test func publishedDocument() throws {
        let table = try parse(Fixtures.ecbDaily)
        #expect(table.base == "EUR")
        #expect(table.date == Day("2025-05-09"))
        #expect(table.source == "ECB")
        #expect(table.rates.count == 31)
        #expect(table.rates["USD"] == TestSupport.rational("1.1252"))
        #expect(table.rates["JPY"] == TestSupport.rational("163.36"))
        #expect(table.rates["IDR"] == TestSupport.rational("18606.59"))
        #expect(table.rates["EUR"] == .one)
    }

    @Test func doubleQuotedAttributesAndOtherSpacing() throws {
        let text = """
            <?xml version="1.0"?>
            <!-- a mirror that re-serialised the file -->
            <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01">
              <Cube><Cube time="2025-05-09">
                <Cube currency = "USD"   rate="1.1252" />
                <Cube rate="163.36" currency="JPY"/>
              </Cube></Cube>
            </gesmes:Envelope>
            """
        let table = try parse(text)
        #expect(table.rates == ["EUR": .one, "USD": TestSupport.rational("1.1252"), "JPY": TestSupport.rational("163.36")])
        #expect(table.date == Day("2025-05-09"))
    }

    @Test func onlyTheNewestDayOfASeriesIsRead() throws {
        let text = """
            <gesmes:Envelope><Cube>
              <Cube time='2025-05-09'><Cube currency='USD' rate='1.1252'/></Cube>
              <Cube time='2025-05-08'><Cube currency='USD' rate='1.1297'/><Cube currency='JPY' rate='163.45'/></Cube>
            </Cube></gesmes:Envelope>
            """
        let table = try parse(text)
        #expect(table.date == Day("2025-05-09"))
        #expect(table.rates == ["EUR": .one, "USD": TestSupport.rational("1.1252")])
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var expected: RateFormatError.Problem
        var testDescription: String { name }
    }

    static let badDocuments: [Bad] = [
        Bad(name: "zero rate", text: TestSupport.ecb(replacing: "rate='1.1252'", with: "rate='0'"),
            expected: .zeroRate(code: "USD")),
        Bad(name: "zero with decimals", text: TestSupport.ecb(replacing: "rate='1.1252'", with: "rate='0.0000'"),
            expected: .zeroRate(code: "USD")),
        Bad(name: "negative rate", text: TestSupport.ecb(replacing: "rate='1.1252'", with: "rate='-1.1252'"),
            expected: .negativeRate(code: "USD", text: "-1.1252")),
        Bad(name: "NaN", text: TestSupport.ecb(replacing: "rate='1.1252'", with: "rate='NaN'"),
            expected: .rateNotFinite(code: "USD", text: "NaN")),
        Bad(name: "Infinity", text: TestSupport.ecb(replacing: "rate='163.36'", with: "rate='Infinity'"),
            expected: .rateNotFinite(code: "JPY", text: "Infinity")),
        Bad(name: "-inf", text: TestSupport.ecb(replacing: "rate='163.36'", with: "rate='-inf'"),
            expected: .rateNotFinite(code: "JPY", text: "-inf")),
        Bad(name: "huge exponent", text: TestSupport.ecb(replacing: "rate='1.1252'", with: "rate='1e999'"),
            expected: .rateNotFinite(code: "USD", text: "1e999")),
        Bad(name: "absurd exponent", text: TestSupport.ecb(replacing: "rate='1.1252'", with: "rate='1e999999999999999999999'"),
            expected: .rateNotFinite(code: "USD", text: "1e999999999999999999999")),
        Bad(name: "out of range", text: TestSupport.ecb(replacing: "rate='1.1252'", with: "rate='1e21'"),
            expected: .rateOutOfRange(code: "USD", text: "1e21")),
        Bad(name: "tiny", text: TestSupport.ecb(replacing: "rate='1.1252'", with: "rate='1e-999'"),
            expected: .rateOutOfRange(code: "USD", text: "1e-999")),
        Bad(name: "not a number", text: TestSupport.ecb(replacing: "rate='1.1252'", with: "rate='1,1252'"),
            expected: .rateNotANumber(code: "USD", text: "1,1252")),
        Bad(name: "empty rate", text: TestSupport.ecb(replacing: "rate='1.1252'", with: "rate=''"),
            expected: .rateNotANumber(code: "USD", text: "")),
        Bad(name: "lower-case code", text: TestSupport.ecb(replacing: "currency='USD'", with: "currency='usd'"),
            expected: .invalidCode("usd")),
        Bad(name: "six-letter code", text: TestSupport.ecb(replacing: "currency='USD'", with: "currency='USDXYZ'"),
            expected: .invalidCode("USDXYZ")),
        Bad(name: "duplicate currency", text: TestSupport.ecb(replacing: "currency='JPY'", with: "currency='USD'"),
            expected: .duplicateCurrency("USD")),
        Bad(name: "euro quoted against itself", text: TestSupport.ecb(replacing: "currency='JPY'", with: "currency='EUR'"),
            expected: .baseRateNotOne(code: "EUR", text: "163.36")),
        Bad(name: "missing time", text: TestSupport.ecb(replacing: "<Cube time='2025-05-09'>", with: "<Cube>"),
            expected: .missingDate(key: "<Cube time='YYYY-MM-DD'>")),
        Bad(name: "bad date", text: TestSupport.ecb(replacing: "time='2025-05-09'", with: "time='2025-02-30'"),
            expected: .invalidDate("2025-02-30")),
        Bad(name: "no rates", text: """
            <gesmes:Envelope><Cube><Cube time='2025-05-09'></Cube></Cube></gesmes:Envelope>
            """, expected: .emptyTable),
        Bad(name: "self-closing day", text: """
            <gesmes:Envelope><Cube><Cube time='2025-05-09'/></Cube></gesmes:Envelope>
            """, expected: .emptyTable),
        Bad(name: "no cubes", text: """
            <?xml version="1.0"?><rss><channel><title>news</title></channel></rss>
            """, expected: .unknownShape(.noCubes)),
        Bad(name: "HTML page", text: """
            <!DOCTYPE html>
            <html><head><title>503 Service Unavailable</title></head><body>try later</body></html>
            """, expected: .html),
        Bad(name: "HTML without doctype", text: "<html><body>Moved</body></html>", expected: .html),
        Bad(name: "plain text", text: "Service Unavailable", expected: .notRateData(found: "'S'")),
        Bad(name: "empty", text: " \n", expected: .empty),
    ]

    @Test(arguments: badDocuments)
    func refused(bad: Bad) {
        #expect {
            try parse(bad.text)
        } throws: { error in
            guard let error = error as? RateFormatError else { return false }
            #expect(error.problem == bad.expected, "\(error)")
            #expect(error.origin == "eurofxref-daily.xml")
            #expect(error.description.hasPrefix("eurofxref-daily.xml: "))
            #expect(!error.description.contains("\n"))
            return true
        }
    }

    struct Malformed: CustomTestStringConvertible, Sendable {
        var text: String
        var line: Int
        var message: String
        var testDescription: String { message }
    }

    @Test(arguments: [
        Malformed(text: "<a><Cube time='2025-05-09'></a>", line: 1, message: "expected </Cube>, found </a>"),
        Malformed(text: "<a>\n<Cube currency=USD rate='1'/></a>", line: 2, message: "must be quoted"),
        Malformed(text: "<a><Cube currency='USD'currency='JPY'/></a>", line: 1, message: "expected a space"),
        Malformed(text: "<a><Cube currency='USD' currency='JPY'/></a>", line: 1, message: "appears twice"),
        Malformed(text: "<a><Cube time='2025-05-09'><Cube currency='USD'/></Cube></a>", line: 1, message: "without a rate"),
        Malformed(text: "<a></a><b></b>", line: 1, message: "a second root element"),
        Malformed(text: "<a></a>junk", line: 1, message: "text after the root element"),
        Malformed(text: "</a>", line: 1, message: "without a matching start tag"),
    ])
    func malformed(bad: Malformed) {
        #expect {
            try parse(bad.text)
        } throws: { error in
            guard let error = error as? RateFormatError, case .invalidXML(let position, _) = error.problem else {
                return false
            }
            #expect(position.line == bad.line)
            #expect(error.problem.description.contains(bad.message), "\(error.problem)")
            return true
        }
    }

    @Test func deepNestingIsRefused() {
        let text = String(repeating: "<a>", count: 100_000)
        #expect(throws: RateFormatError.self) { try parse(text) }
    }

    /// A body cut off anywhere is refused, even when every rate before the cut was good:
    /// nothing half-loaded.
    @Test func everyTruncationIsRefused() {
        let bytes = Array(Fixtures.ecbDaily.utf8)
        var accepted: [Int] = []
        var truncatedCount = 0
        for length in 0..<bytes.count {
            do {
                _ = try ECBDailyXML.parse(Array(bytes[..<length]))
                accepted.append(length)
            } catch {
                if case .truncated = error.problem { truncatedCount += 1 }
            }
        }
        // Cuts in the trailing whitespace after the root element are complete documents.
        #expect(accepted.isEmpty, "accepted prefixes: \(accepted.prefix(5))")
        #expect(truncatedCount > bytes.count / 2)
    }

    @Test func truncationMessageNamesTheOpenElement() {
        let cut = String(Fixtures.ecbDaily.prefix(upTo: Fixtures.ecbDaily.range(of: "<Cube currency='HUF'")!.lowerBound))
        #expect {
            try parse(cut)
        } throws: { error in
            guard let error = error as? RateFormatError, case .truncated(_, let problem) = error.problem else { return false }
            #expect(problem == .endsBefore(endTag: "Cube"))
            #expect(error.problem.description.hasSuffix(": truncated: the document ends before </Cube>"))
            return true
        }
        #expect {
            try parse(Fixtures.ecbDaily + "<Cube currency='X")
        } throws: { error in
            guard let error = error as? RateFormatError, case .truncated = error.problem else { return false }
            return true
        }
    }
}
