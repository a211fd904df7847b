import Foundation
import Testing

/// Runs the built `calc` binary as a user would, in a private home so that nothing of the
/// user's own cache or history leaks in, and collects what it printed.
struct CalcProcess {
    struct Result {
        var stdout: String
        var stderr: String
        var status: Int32
        var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
        /// stderr without the warning of an update whose history source is not served (the
        /// environment points it at a closed port): what the tests of the current rates check.
        var stderrWithoutHistory: String {
            stderr.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("calc: warning: the rate history was not updated: ") }
                .joined(separator: "\n")
        }
    }

    /// The `calc` built next to this test bundle (or `CALC_BINARY`).
    static let binary: URL = {
        if let override = ProcessInfo.processInfo.environment["CALC_BINARY"] { return URL(fileURLWithPath: override) }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("calc")
    }()

    /// A fresh directory for one test, removed by the caller when it likes (tmp is cleaned anyway).
    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("calc-e2e-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    let home: URL

    init(home: URL = CalcProcess.temporaryDirectory()) {
        self.home = home
    }

    /// Sanitizer settings of a sanitized test run reach the processes it starts.
    /// `CALC_CHILD_ASAN_OPTIONS` replaces `ASAN_OPTIONS` for them: the test runner itself runs
    /// without leak detection (Foundation and the test library keep memory until exit), while
    /// calc is checked for leaks.
    static let sanitizerOptions: [String: String] = {
        let environment = ProcessInfo.processInfo.environment
        var options = environment.filter { ["ASAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS"].contains($0.key) }
        if let child = environment["CALC_CHILD_ASAN_OPTIONS"] { options["ASAN_OPTIONS"] = child }
        return options
    }()

    var environment: [String: String] {
        CalcProcess.sanitizerOptions.merging([
            "HOME": home.path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "PATH": "/usr/bin:/bin",
            "LANG": "C.UTF-8",
            "CALC_OFFLINE": "1",
            // Messages in plain text; the colour tests take this out.
            "NO_COLOR": "1",
            // No test reaches the ECB's history unless it points these at its own server.
            "CALC_ECB_HISTORY_URL": "http://127.0.0.1:9/history",
            "CALC_ECB_FULL_HISTORY_URL": "http://127.0.0.1:9/full-history",
            // Nor the crypto source, unless a test serves it.
            "CALC_CRYPTO_URL": "none",
        ]) { $1 }
    }

    /// Runs calc with `arguments`, `stdin` bytes as standard input (empty when nil).
    func run(_ arguments: [String], stdin: [UInt8]? = nil, extraEnvironment: [String: String] = [:],
             timeout: TimeInterval = 30) throws -> Result {
        try runProgram(CalcProcess.binary.path, arguments, stdin: stdin, extraEnvironment: extraEnvironment, timeout: timeout)
    }

    /// Runs any program in calc's private environment (for wrappers such as `script`).
    func runProgram(_ program: String, _ arguments: [String], stdin: [UInt8]? = nil,
                    extraEnvironment: [String: String] = [:], timeout: TimeInterval = 30) throws -> Result {
        let directory = CalcProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputURL = directory.appendingPathComponent("stdin")
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: inputURL.path, contents: Data(stdin ?? []))
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = environment.merging(extraEnvironment) { $1 }
        process.currentDirectoryURL = home
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                Issue.record("calc \(arguments) did not finish within \(timeout) s")
                break
            }
            usleep(2_000)
        }
        process.waitUntilExit()
        return Result(
            stdout: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
            status: process.terminationStatus
        )
    }

    func run(_ arguments: [String], input: String) throws -> Result {
        try run(arguments, stdin: Array(input.utf8))
    }

    /// Writes a file in the private home and returns its path.
    func write(_ name: String, _ contents: String) -> String {
        let url = home.appendingPathComponent(name)
        _ = FileManager.default.createFile(atPath: url.path, contents: Data(contents.utf8))
        return url.path
    }
}
