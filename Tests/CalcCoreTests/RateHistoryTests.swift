import CalcCore
import CalcHistoryData
import CalcTestSupport
import Foundation
import Testing

/// The embedded ECB history: the same rates as the ECB's CSV on every day and currency
/// sampled, and the committed Swift file is what the committed generator makes.
@Suite struct RateHistoryTests {
    static let sharedCSV = TestSupport.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/data/ecb-eurofxref-hist.csv")

    /// The CSV as days (oldest first) of rates per euro.
    static func readCSV(_ url: URL) throws -> [(day: Day, rates: [CurrencyCode: Rational])] {
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        let codes = lines[0].split(separator: ",", omittingEmptySubsequences: false).dropFirst().map { String($0) }
        var days: [(Day, [CurrencyCode: Rational])] = []
        for line in lines.dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            var rates: [CurrencyCode: Rational] = [:]
            for (code, field) in zip(codes, fields.dropFirst()) where !code.isEmpty && field != "N/A" && !field.isEmpty {
                rates[CurrencyCode(code: code)!] = TestSupport.rational(field)
            }
            days.append((Day(fields[0])!, rates))
        }
        return days.reversed()
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: sharedCSV.path),
                   "needs ../shared/data/ecb-eurofxref-hist.csv beside the package"))
    func sameRatesAsTheECBFile() throws {
        let csv = try RateHistoryTests.readCSV(RateHistoryTests.sharedCSV)
        let history = RateHistory(embedded: EmbeddedECBHistory.value)
        #expect(history.days.count == csv.count)
        #expect(history.firstDay == Day("1999-01-04") && history.newestDay == Day("2026-10-30"))
        #expect(history.codes.count == 41)
        var generator = SplitMix64(state: 16)
        let codes = history.codes
        for _ in 0..<400 {
            let index = generator.below(csv.count)
            let (day, rates) = csv[index]
            #expect(history.index(onOrBefore: day) == index)
            #expect(history.day(at: index) == day)
            for _ in 0..<3 {
                let code = codes[generator.below(codes.count)]
                #expect(history.rate(code, at: index) == rates[code], "\(code) on \(day)")
            }
        }
        // Every rate of two whole columns, gaps included.
        for code: CurrencyCode in ["ISK", "TRL"] {
            let column = try #require(history.column(code))
            for (index, (day, rates)) in csv.enumerated() {
                #expect(column[index] == rates[code], "\(code) on \(day)")
            }
        }
    }

    @Test func spansAndFallbacks() throws {
        let history = RateHistory(embedded: EmbeddedECBHistory.value)
        #expect(history.quotedSpan("CYP").map { "\($0.first) \($0.last)" } == "1999-01-04 2007-12-31")
        #expect(history.quotedSpan("XAU") == nil)
        #expect(history.quotedSpan("EUR")?.last == Day("2026-10-30"))
        // A Saturday falls back to Friday; nothing before the first day.
        let saturday = try #require(history.index(onOrBefore: Day("2008-09-13")!))
        #expect(history.day(at: saturday) == Day("2008-09-12"))
        #expect(history.index(onOrBefore: Day("1999-01-03")!) == nil)
        #expect(history.rate("USD", at: saturday) == Rational(14066, 10000))
    }

    /// Days stored after the embedded ones extend it; days it already has are ignored.
    @Test func laterDaysExtendTheHistory() {
        let history = RateHistory(embedded: EmbeddedECBHistory.value, later: [
            (Day("2026-11-02")!, ["USD": Rational(11, 10), "XAU": Rational(1, 3000)]),
            (Day("2026-10-30")!, ["USD": Rational(2)]),
        ])
        #expect(history.newestDay == Day("2026-11-02"))
        let last = history.days.count - 1
        #expect(history.rate("USD", at: last) == Rational(11, 10))
        #expect(history.rate("USD", at: last - 1) == Rational(11172, 10000))
        #expect(history.rate("JPY", at: last) == nil)
        #expect(history.quotedSpan("XAU").map { "\($0.first) \($0.last)" } == "2026-11-02 2026-11-02")
    }

    @Test(arguments: [("core", "Sources/CalcCore/Rates/RateHistory+Embedded.swift"),
                      ("data", "Sources/CalcHistoryData/EmbeddedECBHistory.swift")])
    func generatorReproducesTheCommittedFiles(_ part: String, _ file: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "Scripts/generate-rate-history.py", "--stdout", part]
        process.currentDirectoryURL = TestSupport.packageRoot
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let generated = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let committed = try Data(contentsOf: TestSupport.packageRoot.appendingPathComponent(file))
        #expect(generated == committed)
    }
}
