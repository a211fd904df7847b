import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// The prompt as people use it, in a real pseudo-terminal (DESIGN §5): keys the terminal sends
/// as escape sequences, the user's ~/.editrc, colour, the words of its messages and its exit
/// status.
@Suite struct ReplKeysTests {
    let calc = CalcProcess()

    func start(colour: Bool = false, environment extra: [String: String] = [:]) throws -> PseudoTerminal {
        var environment = calc.environment
        environment["TERM"] = "xterm"
        if colour { environment.removeValue(forKey: "NO_COLOR") }
        environment.merge(extra) { $1 }
        let terminal = try PseudoTerminal([], environment: environment)
        #expect(terminal.waitFor("calc> "), "no prompt: \(terminal.transcript)")
        return terminal
    }

    /// Types once libedit has the terminal (raw mode): keys typed before that are echoed by the
    /// terminal driver, escape sequences and all.
    func typeAtPrompt(_ terminal: PseudoTerminal, _ text: String) {
        _ = terminal.waitUntil(timeout: 10) { !terminal.isCanonical }
        terminal.type(text)
    }

    /// Ctrl-Left and Alt-Left move by word; PageUp, Insert, F1 and Shift-Tab insert nothing.
    @Test func keysSendingEscapeSequences() throws {
        let terminal = try start()
        var mark = terminal.mark
        // "1 + 2", back one word, "3": 1 + 32.
        typeAtPrompt(terminal, "1 + 2\u{1b}[1;5D3\r")
        #expect(terminal.waitFor("\r\n33\r\ncalc> ", after: mark), "\(terminal.transcript)")
        mark = terminal.mark
        typeAtPrompt(terminal, "10 - 4\u{1b}[1;3D9\r")
        #expect(terminal.waitFor("\r\n-84\r\ncalc> ", after: mark), "\(terminal.transcript)")
        mark = terminal.mark
        typeAtPrompt(terminal, "7\u{1b}[5~\u{1b}[2~\u{1b}OP\u{1b}[6~\u{1b}[Z*6\r")
        #expect(terminal.waitFor("\r\n42\r\ncalc> ", after: mark), "\(terminal.transcript)")
        // Ctrl-A, then Ctrl-D deletes under the cursor; on an empty line it leaves, without ^D.
        mark = terminal.mark
        typeAtPrompt(terminal, "12+3\u{1}\u{4}\r")
        #expect(terminal.waitFor("\r\n5\r\ncalc> ", after: mark), "\(terminal.transcript)")
        typeAtPrompt(terminal, "\u{4}")
        #expect(terminal.exitStatus() == 0)
        #expect(!terminal.transcript.contains("^D"), "\(terminal.transcript)")
    }

    /// ~/.editrc is read with calc's program name: a binding there works at the prompt.
    @Test func theUsersEditrcIsRead() throws {
        try "calc:bind -s ^Y 6*7\n".write(to: calc.home.appendingPathComponent(".editrc"), atomically: true, encoding: .utf8)
        let terminal = try start()
        let mark = terminal.mark
        typeAtPrompt(terminal, "\u{19}\r")
        #expect(terminal.waitFor("6*7\r\n42\r\ncalc> ", after: mark), "\(terminal.transcript)")
    }

    /// Errors, hints and carets in colour on a terminal; results never; NO_COLOR and
    /// TERM=dumb turn it off.
    @Test func colourOnATerminalOnly() throws {
        let coloured = try start(colour: true)
        typeAtPrompt(coloured, "6 * 7\r")
        #expect(coloured.waitFor("\r\n42\r\ncalc> "), "\(coloured.transcript)")
        typeAtPrompt(coloured, "1 +\r")
        #expect(coloured.waitFor("\u{1b}[1;31merror:\u{1b}[0m '+' has no right operand\r\n1 +\r\n  \u{1b}[1;32m^\u{1b}[0m\r\n"
                                 + "\u{1b}[1;36mhint:\u{1b}[0m finish the expression"), "\(coloured.transcript)")
        for plain in [try start(), try start(colour: true, environment: ["TERM": "dumb"])] {
            typeAtPrompt(plain, "1 +\r")
            #expect(plain.waitFor("error: '+' has no right operand\r\n"), "\(plain.transcript)")
            #expect(!plain.transcript.contains("\u{1b}[1;31m"), "\(plain.transcript)")
        }
        // A pipe never gets colour, whatever the environment.
        let piped = try calc.runProgram("/usr/bin/env", ["-u", "NO_COLOR", CalcProcess.binary.path, "1 +"])
        #expect(piped.stderr == "error: '+' has no right operand\n1 +\n  ^\nhint: finish the expression or remove '+'\n")
    }

    /// Words that fit the prompt, and a session whose mistakes do not make its status 1.
    @Test func wordsAndStatus() throws {
        let terminal = try start()
        typeAtPrompt(terminal, "help\r")
        #expect(terminal.waitFor(":help lists the commands and keys\r\ncalc> "), "\(terminal.transcript)")
        typeAtPrompt(terminal, ":VARS\r")
        #expect(terminal.waitFor("no variables yet"), "\(terminal.transcript)")
        typeAtPrompt(terminal, "1 XAU in EUR\r")
        #expect(terminal.waitFor("hint: the table has 30 currencies; see :rates and :currencies\r\n"), "\(terminal.transcript)")
        typeAtPrompt(terminal, "quit()\r")
        #expect(terminal.exitStatus() == 0)
        #expect(!terminal.transcript.contains("update-rates"), "\(terminal.transcript)")
    }
}
