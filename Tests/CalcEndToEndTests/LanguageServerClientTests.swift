import Foundation
import Testing

/// `calc --lsp` driven by a real client: the pytest-lsp suite in `Tests/LanguageServer`
/// (pygls's client over the built calc's stdin and stdout, DESIGN §26), run here so that
/// `swift test` fails when it does. pytest-lsp comes from PyPI (`Scripts/run.sh` and `.ci/run`
/// install it with `Scripts/install-missing.sh`); without it this test fails and says so,
/// rather than pass without having run anything.
@Suite struct LanguageServerClientTests {
    @Test func theClientSuitePasses() throws {
        let suite = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("LanguageServer").path
        let check = try python(["-c", "import pytest_lsp"], in: suite)
        try #require(check.status == 0, """
            pytest-lsp is not installed, so calc --lsp's client tests cannot run: \
            pip install pytest-lsp (or Scripts/install-missing.sh pip:pytest-lsp=pytest_lsp, which Scripts/run.sh and .ci/run run). \(check.output)
            """)
        let run = try python(["-m", "pytest", "-q", "-p", "no:cacheprovider", suite], in: suite)
        #expect(run.status == 0, "the pytest-lsp suite failed:\n\(run.output)")
    }

    /// Runs python3 with `arguments` in `directory`, calc under test named by `CALC_BINARY`;
    /// its status and what it printed (both streams).
    private func python(_ arguments: [String], in directory: String) throws -> (status: Int32, output: String) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("calc-lsp-pytest-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        // A deadline against a server that hangs, which would hang `swift test` with it (the
        // suite takes seconds; on two busy cores, minutes).
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["900", "python3"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment.merging(CalcProcess.sanitizerOptions) { $1 }
        environment["CALC_BINARY"] = CalcProcess.binary.path
        environment["PYTHONDONTWRITEBYTECODE"] = "1"
        process.environment = environment
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: output), as: UTF8.self))
    }
}
