import CalcCore
import CalcRates
import Foundation
import Testing

@Suite("Embedded rates")
struct EmbeddedRatesTests {
    @Test func table() {
        let table = EmbeddedRates.table
        #expect(table.base == "EUR")
        #expect(table.date == Day("2026-10-30"))
        #expect(table.source == "ECB")
        #expect(table.rates.count == 30)
        #expect(table.rates["EUR"] == .one)
        #expect(table.rates["USD"] == Rational(11172, 10000))
        #expect(table.rates["JPY"] == Rational(17568, 100))
        #expect(table.rates["IDR"] == Rational(2027517, 100))
        #expect(table.rates["BGN"] == nil) // Bulgaria adopted the euro on 2026-01-01
    }

    @Test func sameAsTheECBDailyFileOfThatDay() throws {
        #expect(EmbeddedRates.table == (try ECBDailyXML.parse(Array(Fixtures.ecbDaily20261030.utf8))))
    }

    /// The committed Swift file is exactly what the committed script makes from the committed
    /// copy of the ECB's history.
    @Test func generatorReproducesTheCommittedFile() throws {
        let root = TestSupport.packageRoot
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "Scripts/generate-embedded-rates.py", "--stdout"]
        process.currentDirectoryURL = root
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let generated = output.fileHandleForReading.readDataToEndOfFile()
        let diagnostics = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(String(decoding: diagnostics, as: UTF8.self))")

        let committed = try Data(contentsOf: root.appendingPathComponent("Sources/CalcRates/EmbeddedRates+Generated.swift"))
        #expect(String(decoding: generated, as: UTF8.self) == String(decoding: committed, as: UTF8.self))
    }

    static let history = TestSupport.packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/data/ecb-eurofxref-hist.csv")

    /// Data/ecb-eurofxref-hist.csv is the ECB's file as the shared data holds it, when that is
    /// at hand.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: history.path)))
    func historyCopyMatchesTheSharedData() throws {
        let shared = try Data(contentsOf: Self.history)
        let copy = try Data(contentsOf: TestSupport.packageRoot.appendingPathComponent("Data/ecb-eurofxref-hist.csv"))
        #expect(copy == shared)
    }
}
