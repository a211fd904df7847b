import CalcCore
import CalcRates
import Foundation
import CalcTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("--rates FILE")
struct RateFileReaderTests {
    @Test func ecbXMLFile() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("eurofxref-daily.xml", "\n\n" + Fixtures.ecbDaily)
        let table = try RateFileReader.read(path: path)
        #expect(table.source == "eurofxref-daily.xml")
        #expect(table.date == Day("2025-05-09"))
        #expect(table.rates.count == 31)
        #expect(table.rates["USD"] == TestSupport.rational("1.1252"))
    }

    @Test func calcJSONFile() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("my rates.json", #"  {"base": "EUR", "date": "2025-05-09", "rates": {"USD": 1.1252}}"#)
        let table = try RateFileReader.read(path: path)
        #expect(table.source == "my rates.json")
        #expect(table.rates == ["EUR": .one, "USD": TestSupport.rational("1.1252")])
    }

    @Test(arguments: [
        ("fixer.json", Fixtures.fixerLatest, "EUR"),
        ("erapi.json", Fixtures.erapiOpenAccess, "USD"),
        ("v6.json", Fixtures.exchangeRateAPIv6, "USD"),
    ])
    func serviceAnswersSavedToAFile(name: String, body: String, base: String) throws {
        let directory = try TemporaryDirectory()
        let table = try RateFileReader.read(path: try directory.write(name, body))
        #expect(table.base.description == base)
        #expect(table.source == name)
        #expect(table.date == Day("2025-05-09"))
    }

    @Test func serviceErrorSavedToAFile() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("v6-error.json", Fixtures.exchangeRateAPIv6Error)
        #expect(throws: RateFormatError(origin: path, problem: .serviceError(.said("invalid-key")))) {
            try RateFileReader.read(path: path)
        }
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        var name: String
        var body: String
        var expected: RateFormatError.Problem
        var testDescription: String { name }
    }

    @Test(arguments: [
        Bad(name: "empty", body: "", expected: .empty),
        Bad(name: "blank", body: " \n\t\n", expected: .empty),
        Bad(name: "CSV", body: "Date,USD\n2025-05-09,1.1252\n", expected: .notRateData(found: "'D'")),
        Bad(name: "HTML", body: "<!DOCTYPE html><html></html>", expected: .html),
        Bad(name: "zero rate", body: TestSupport.ecb(replacing: "rate='1.1252'", with: "rate='0'"), expected: .zeroRate(code: "USD")),
        Bad(name: "JSON zero rate", body: #"{"base":"EUR","date":"2025-05-09","rates":{"USD":0}}"#, expected: .zeroRate(code: "USD")),
        Bad(name: "negative rate", body: TestSupport.ecb(replacing: "rate='1.1252'", with: "rate='-1.1252'"),
            expected: .negativeRate(code: "USD", text: "-1.1252")),
        Bad(name: "JSON negative rate", body: #"{"base":"EUR","date":"2025-05-09","rates":{"USD":-1.5}}"#,
            expected: .negativeRate(code: "USD", text: "-1.5")),
        Bad(name: "JSON negative zero", body: #"{"base":"EUR","date":"2025-05-09","rates":{"USD":-0.0}}"#, expected: .zeroRate(code: "USD")),
    ])
    func refused(bad: Bad) throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("rates.data", bad.body)
        #expect(throws: RateFormatError(origin: path, problem: bad.expected)) {
            try RateFileReader.read(path: path)
        }
    }

    /// The messages of the two, in words, are not the same.
    @Test func zeroAndNegativeRatesHaveTheirOwnMessages() throws {
        let directory = try TemporaryDirectory()
        let zero = try directory.write("zero.json", #"{"base":"EUR","date":"2025-05-09","rates":{"USD":0}}"#)
        let negative = try directory.write("negative.json", #"{"base":"EUR","date":"2025-05-09","rates":{"USD":-1.5}}"#)
        #expect { try RateFileReader.read(path: zero) } throws: { "\($0)" == "\(zero): rate for USD is zero" }
        #expect { try RateFileReader.read(path: negative) } throws: { "\($0)" == "\(negative): rate for USD is negative: \"-1.5\"" }
    }

    @Test func missingFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/nope.json"
        #expect(throws: RateFormatError(origin: path, problem: .unreadable(reason: "No such file or directory"))) {
            try RateFileReader.read(path: path)
        }
        #expect {
            try RateFileReader.read(path: path)
        } throws: { error in
            "\(error)" == "\(path): cannot read: No such file or directory"
        }
    }

    @Test func directoryInsteadOfAFile() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: RateFormatError(origin: directory.path, problem: .unreadable(reason: "Is a directory"))) {
            try RateFileReader.read(path: directory.path)
        }
    }

    /// A 100 MB (sparse) file is refused from its size alone, without reading it.
    @Test func oversizedFileIsRefusedWithoutReading() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("huge.json", "")
        #expect(truncate(path, 100_000_000) == 0)
        #expect(throws: RateFormatError(origin: path, problem: .tooLarge(limit: 8 << 20))) {
            try RateFileReader.read(path: path)
        }
    }

    @Test func limitIsEightMebibytes() throws {
        #expect(RateFileReader.maxBytes == 8 * 1024 * 1024)
        let directory = try TemporaryDirectory()
        let json = Array(#"{"base":"EUR","date":"2025-05-09","rates":{"USD":1.1252}}"#.utf8)
        // Exactly at the limit: padding of spaces before the JSON is still read.
        let padded = [UInt8](repeating: 0x20, count: RateFileReader.maxBytes - json.count) + json
        let atLimit = try directory.write("at-limit.json", padded)
        #expect(try RateFileReader.read(path: atLimit).rates.count == 2)
        let over = try directory.write("over-limit.json", [0x20] + padded)
        #expect(throws: RateFormatError(origin: over, problem: .tooLarge(limit: 8 << 20))) {
            try RateFileReader.read(path: over)
        }
    }

    /// A named pipe with no writer would block a plain open for ever, and a device never ends:
    /// neither is a rate file, and both are refused at once, unread.
    @Test func whatIsNotARegularFileIsRefusedWithoutBlocking() throws {
        let directory = try TemporaryDirectory()
        let pipe = directory.path + "/pipe"
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(throws: RateFormatError(origin: pipe, problem: .unreadable(reason: "not a regular file (a named pipe)"))) {
            try RateFileReader.read(path: pipe)
        }
        #expect(throws: RateFormatError(origin: "/dev/zero", problem: .unreadable(reason: "not a regular file (a character device)"))) {
            try RateFileReader.read(path: "/dev/zero")
        }
        let cache = directory.path + "/calc/rates.json"
        #expect(mkdir(directory.path + "/calc", 0o700) == 0 && mkfifo(cache, 0o600) == 0)
        #expect(RateCache.load(path: cache) == .corrupt("\(cache): cannot read: not a regular file (a named pipe)"))
    }

    @Test func errorDescriptionsAreOneLineAndNameTheFile() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("bad.json", "{\n\"base\": \"EUR\",\n\"date\": \"2025-05-09\",\n\"rates\": {\"USD\": 1.1252,}}")
        #expect {
            try RateFileReader.read(path: path)
        } throws: { error in
            "\(error)" == "\(path): line 4, column 25: invalid JSON: expected a string key, found '}'"
        }
    }
}
