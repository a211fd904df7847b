import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// The prompt in tmux itself, which rewraps wrapped lines when its window is resized (as VTE
/// and kitty do) and moves a cleared screen into its scrollback: a resize leaves one copy of
/// the prompt and the line, on screen and in the scrollback, whatever row the prompt is on.
/// The screen model of the other prompt tests rewraps nothing, so it could not tell.
/// tmux is installed by the README's set-up command and by CI.
@Suite struct TmuxResizeTests {
    let calc = CalcProcess()

    /// A tmux server of the test's own (its socket in the test's directory), running calc in a
    /// window of `columns` × 10.
    final class Window {
        let calc: CalcProcess
        let socket: String

        init(_ calc: CalcProcess, columns: Int) throws {
            self.calc = calc
            socket = calc.home.appendingPathComponent("tmux.socket").path
            var environment = calc.environment
            environment["TERM"] = "screen"
            let command = ["/usr/bin/env"] + environment.map { "\($0.key)=\($0.value)" }.sorted() + [CalcProcess.binary.path]
            let started = try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "10"] + command)
            #expect(started.status == 0, "tmux did not start")
        }

        /// Ends the server, and calc with it (its terminal hangs up).
        func close() { _ = try? tmux(["kill-server"]) }

        /// Runs a tmux command; its status and standard output. Spawned and waited for here,
        /// not through Foundation's Process, which did not see the client exit once it had
        /// forked the server.
        @discardableResult
        func tmux(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let outputPath = calc.home.appendingPathComponent("tmux.output").path
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            let argv = ["/usr/bin/tmux", "-S", socket] + arguments
            let cArguments = argv.map { strdup($0) } + [nil]
            defer { cArguments.forEach { free($0) } }
            let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer { environment.forEach { free($0) } }
            var pid: pid_t = 0
            guard spawnWithCleanSignals(&pid, argv[0], &actions, cArguments, environment) == 0 else { throw POSIXError(.ENOENT) }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            let output = String(decoding: try Data(contentsOf: URL(fileURLWithPath: outputPath)), as: UTF8.self)
            return ((status >> 8) & 0xFF, output)
        }

        /// The scrollback and the screen, each line as tmux joins its wrapped rows.
        func lines() throws -> [String] {
            let output = try tmux(["capture-pane", "-p", "-J", "-S", "-"]).output
            return output.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0.reversed().drop { $0 == " " }.reversed()) }
        }

        /// What `lines` gives, for a failure's message.
        func shown() -> String { ((try? lines()) ?? []).joined(separator: "\n") }

        func type(_ text: String) throws { try tmux(["send-keys", "-l", text]) }
        func press(_ key: String) throws { try tmux(["send-keys", key]) }
        func resize(columns: Int) throws { try tmux(["resize-window", "-x", "\(columns)"]) }

        /// Waits until a line satisfies `condition`; false after 10 seconds.
        func waitForLine(_ condition: (String) -> Bool) throws -> Bool {
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                if try lines().contains(where: condition) { return true }
                usleep(30_000)
            }
            return false
        }
    }

    /// How the prompt comes to be where it is before the resize.
    enum Placement: String, CaseIterable {
        case firstRow, belowAResult, lastRow
    }

    /// A line typed and what it gives once more is typed after it.
    struct TypedLine: Sendable, CustomStringConvertible {
        var text: String
        var result: String
        var description: String { text }

        static let sum = TypedLine(text: "1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 + 12 + 13 + 14", result: "106")
        /// Wide characters, two columns each: one that does not fit in a row's last column
        /// goes to the next row.
        static let wide = TypedLine(text: "1 + 2 + 3 # 日本語のテキストはここにあります。漢字とかなが混ざった注釈", result: "6")
    }

    /// A line that wraps at 60 columns and at 45, resized 60 → 45 → 60 and 60 → 40 → 80 with
    /// the prompt on each row that matters; a key typed after each resize waits for calc's
    /// redraw (calc acts on a resize before it reads the next key).
    @Test(arguments: Placement.allCases, [(TypedLine.sum, [45, 60]), (TypedLine.sum, [40, 80]), (TypedLine.wide, [45, 60]), (TypedLine.wide, [41, 75])])
    func aResizeLeavesOneCopyOfThePromptAndTheLine(placement: Placement, typing: (line: TypedLine, widths: [Int])) throws {
        let widths = typing.widths
        let window = try Window(calc, columns: 60)
        defer { window.close() }
        #expect(try window.waitForLine { $0.hasPrefix("calc>") }, "no prompt: \(window.shown())")
        switch placement {
        case .firstRow:
            try window.press("C-l")
        case .belowAResult:
            try window.type("1 + 2\r")
            #expect(try window.waitForLine { $0 == "3" })
        case .lastRow:
            for number in 1...9 { try window.type("\(number) * 10\r") }
            #expect(try window.waitForLine { $0 == "90" })
        }
        var line = typing.line.text
        try window.type(line)
        #expect(try window.waitForLine { $0 == "calc> " + line }, "\(window.shown())")
        for (step, width) in widths.enumerated() {
            try window.resize(columns: width)
            let more = " + \(step)"
            try window.type(more)
            line += more
            #expect(try window.waitForLine { $0 == "calc> " + line }, "\(window.shown())")
        }
        let copies = try window.lines().filter { $0.hasPrefix("calc> " + typing.line.text.prefix(12)) }
        #expect(copies == ["calc> " + line], "\(window.shown())")
        try window.type("\r")
        #expect(try window.waitForLine { $0 == typing.line.result }, "\(window.shown())")
    }
}
