import CalcCore
import Foundation
import Testing

/// The error examples (`Grammar/errors/*.calc`) with their diagnostics as calc draws them
/// (message, the line, carets, hint and notes) in a snapshot beside each
/// (`Grammar/errors/*.expected`), as numbat keeps its error examples. The lines of a file run
/// in order in one evaluator, so a line may set up the next; a line that succeeds shows its
/// result. `CALC_RECORD_GOLDEN=1` writes the snapshots afresh: read the difference before
/// committing it.
@Suite struct ErrorSnapshotTests {
    static let directory = TestSupport.packageRoot.appendingPathComponent("Grammar/errors")

    static var files: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".calc") }.sorted()
    }

    @Test func thereAreErrorExamples() {
        #expect(ErrorSnapshotTests.files.count >= 2)
    }

    @Test(arguments: files)
    func snapshot(_ name: String) throws {
        let input = try String(contentsOf: ErrorSnapshotTests.directory.appendingPathComponent(name), encoding: .utf8)
        var evaluator = Evaluator(rates: TestSupport.ecbTable, history: TestSupport.history())
        var drawn = ""
        var errors = 0
        for (index, line) in input.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            evaluator.lineNumber = index + 1
            drawn += "> \(line)\n"
            do {
                if let value = try evaluator.evaluate(String(line)) {
                    drawn += ValueFormatting.format(value).text + "\n"
                } else if let function = evaluator.takeDefinedFunction() {
                    drawn += function.text + "\n"
                }
            } catch {
                drawn += DiagnosticRenderer.withCarets(error, line: Array(line.utf8))
                errors += 1
            }
        }
        #expect(errors > 0, "\(name) has no error")
        let expectedURL = ErrorSnapshotTests.directory.appendingPathComponent(name.replacingOccurrences(of: ".calc", with: ".expected"))
        if ProcessInfo.processInfo.environment["CALC_RECORD_GOLDEN"] == "1" {
            try drawn.write(to: expectedURL, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(drawn == expected, "\(name): run with CALC_RECORD_GOLDEN=1 to see the difference")
    }
}
