@testable import CalcApp
import CalcTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `calc --sheet` run through `Application`, its sheets in a `MemoryFileSystem` and its rates
/// from a fixture file (so that no result depends on the table built into calc), with what it
/// printed kept as bytes.
enum SheetRunner {
    struct Run {
        var status: Int32
        var output: [UInt8]
        var errors: String
        var text: String { String(decoding: output, as: UTF8.self) }
    }

    /// 1 EUR = 1.25 USD = 0.8 GBP = 160 JPY: round figures, so that conversions are easy to check.
    static let rates = #"{"base": "EUR", "date": "2026-11-20", "rates": {"USD": 1.25, "GBP": 0.8, "JPY": 160}}"#

    /// Runs `calc --rates FIXTURE ARGUMENTS`; `stdin` is what standard input holds (none when
    /// nil), `terminal` whether standard output is one.
    static func run(_ arguments: [String], files: MemoryFileSystem = MemoryFileSystem(), stdin: [UInt8]? = nil,
                    terminal: Bool = false) throws -> Run {
        let directory = try TemporaryDirectory()
        let ratesFile = try directory.write("rates.json", rates)
        // The stored rates are looked for in a home that does not exist.
        let environment = ProcessEnvironment(["HOME": directory.path + "/home"])
        let console = Console(output: OutputChannel(capturingAsTerminal: terminal), errors: OutputChannel(capturingAsTerminal: false))
        let invocation = try #require(Invocation.fastParse(["--rates", ratesFile] + arguments, environment: environment))
        var input: Int32 = -1
        if let stdin {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            try #require(stdin.count < 1 << 16, "standard input must fit a pipe's buffer")
            let written = stdin.withUnsafeBytes { Glibc.write(ends[1], $0.baseAddress, $0.count) }
            try #require(written == stdin.count || stdin.isEmpty)
            close(ends[1])
            input = ends[0]
        }
        defer { if input >= 0 { close(input) } }
        let status = Application(invocation: invocation, environment: environment, console: console, now: InteractiveSessionTests.now,
                                 standardInput: input, inputIsTerminal: false, files: files, programs: RecordedPrograms()).run()
        return Run(status: status, output: Array(console.output.text.utf8), errors: console.errors.text)
    }

    /// `calc --sheet /sheet.calc ARGUMENTS` on `sheet`.
    static func annotate(_ sheet: [UInt8], _ arguments: [String] = [], terminal: Bool = false) throws -> Run {
        let files = MemoryFileSystem()
        files.write("/sheet.calc", sheet)
        return try run(["--sheet", "/sheet.calc"] + arguments, files: files, terminal: terminal)
    }

    static func annotate(_ sheet: String, _ arguments: [String] = [], terminal: Bool = false) throws -> Run {
        try annotate(Array(sheet.utf8), arguments, terminal: terminal)
    }

    /// The column (in characters, from 1) of the annotation's `#` on an output line; nil for a
    /// line without one.
    static func annotationColumn(_ line: Substring) -> Int? {
        guard let mark = line.ranges(of: "  # = ").last ?? line.ranges(of: "  # error: ").last else { return nil }
        return line.distance(from: line.startIndex, to: mark.lowerBound) + 3
    }
}
