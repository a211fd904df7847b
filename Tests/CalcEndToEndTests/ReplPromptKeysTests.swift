import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Keys at the prompt that libedit does not know (issue 32): modified keys in their xterm forms
/// are read whole and do nothing, Alt-x keeps the line, Ctrl-\ does not end the session. Each
/// line types a number, the keys, then the rest of an expression: a junk character left in the
/// line would make the result wrong or an error.
@Suite struct ReplPromptKeysTests {
    let calc = CalcProcess()

    func start(_ arguments: [String] = [], environment extra: [String: String] = [:]) throws -> PseudoTerminal {
        var environment = calc.environment
        environment["TERM"] = "xterm"
        environment.merge(extra) { $1 }
        let terminal = try PseudoTerminal(arguments, environment: environment)
        #expect(terminal.waitFor("calc> "), "no prompt: \(terminal.transcript)")
        return terminal
    }

    /// Types once libedit has the terminal (raw mode).
    func typeAtPrompt(_ terminal: PseudoTerminal, _ text: String) {
        _ = terminal.waitUntil(timeout: 10) { !terminal.isCanonical }
        terminal.type(text)
    }

    /// Types `2`, `keys`, `*3` and Enter; true when the answer is 6.
    func keysInsertNothing(_ terminal: PseudoTerminal, _ keys: [String]) -> Bool {
        let mark = terminal.mark
        typeAtPrompt(terminal, "2" + keys.joined() + "*3\r")
        return terminal.waitFor("\r\n6\r\ncalc> ", after: mark)
    }

    static let escape = "\u{1b}"

    @Test func shiftAndCtrlModifiedArrowsInsertNothing() throws {
        let terminal = try start()
        // Shift-, Alt-Shift-, Ctrl-Shift-, Ctrl-Alt-Shift-arrows; Ctrl-Up/Down; Alt-Up.
        let keys = ["2", "4", "6", "8"].flatMap { modifier in ["A", "B", "C", "D"].map { "\(Self.escape)[1;\(modifier)\($0)" } }
            + ["\(Self.escape)[1;5A", "\(Self.escape)[1;5B", "\(Self.escape)[1;3A", "\(Self.escape)[1;7B"]
        #expect(keysInsertNothing(terminal, keys), "\(terminal.transcript)")
    }

    @Test func modifiedHomeAndEndInsertNothing() throws {
        let terminal = try start()
        let keys = ["2", "3", "5", "6"].flatMap { modifier in ["H", "F"].map { "\(Self.escape)[1;\(modifier)\($0)" } }
        #expect(keysInsertNothing(terminal, keys), "\(terminal.transcript)")
    }

    @Test func functionKeysWithModifiersInsertNothing() throws {
        let terminal = try start()
        // Shift-F1 to F4 (CSI and SS3 forms), Shift-, Ctrl-, Ctrl-Shift-F5 to F12.
        let keys = ["P", "Q", "R", "S"].flatMap { ["\(Self.escape)[1;2\($0)", "\(Self.escape)O2\($0)", "\(Self.escape)[1;5\($0)"] }
            + ["15", "17", "18", "19", "20", "21", "23", "24"].flatMap { number in ["2", "5", "6"].map { "\(Self.escape)[\(number);\($0)~" } }
        #expect(keysInsertNothing(terminal, keys), "\(terminal.transcript)")
    }

    @Test func pageUpInsertAndDeleteWithModifiersInsertNothing() throws {
        let terminal = try start()
        let keys = ["2", "3", "5", "6"].flatMap { modifier in ["2", "3", "5", "6"].map { "\(Self.escape)[\($0);\(modifier)~" } }
        #expect(keysInsertNothing(terminal, keys), "\(terminal.transcript)")
    }

    @Test func ss3AndOtherFormsInsertNothing() throws {
        let terminal = try start()
        // Keypad keys in application mode, rxvt's Ctrl-Up/Down and Shift-arrows, the Linux
        // console's F1, Alt-Shift-Left after an ESC, a focus report, a paste bracket.
        let keys = ["\(Self.escape)Ox", "\(Self.escape)Oa", "\(Self.escape)Ob", "\(Self.escape)[a", "\(Self.escape)[b",
                    "\(Self.escape)[[A", "\(Self.escape)\(Self.escape)[1;2D", "\(Self.escape)[I", "\(Self.escape)[200~"]
        #expect(keysInsertNothing(terminal, keys), "\(terminal.transcript)")
    }

    /// Keys that are bound keep working beside the filtering: Home, Delete, End, Left, Ctrl-Left.
    @Test func boundKeysStillWork() throws {
        let terminal = try start()
        var mark = terminal.mark
        // 91+2, Home, Delete (the 9), End, 0: 1+20.
        typeAtPrompt(terminal, "91+2\(Self.escape)OH\(Self.escape)[3~\(Self.escape)OF0\r")
        #expect(terminal.waitFor("\r\n21\r\ncalc> ", after: mark), "\(terminal.transcript)")
        mark = terminal.mark
        // 3+4, Left, Left, 0: 30+4; Home (CSI form), 1, Ctrl-Right past the number, Shift-Right, 5: 1305+4.
        typeAtPrompt(terminal, "3+4\(Self.escape)[D\(Self.escape)[D0\(Self.escape)[H1\(Self.escape)[1;5C\(Self.escape)[1;2C5\r")
        #expect(terminal.waitFor("\r\n1309\r\ncalc> ", after: mark), "\(terminal.transcript)")
    }

    /// Alt-x does nothing: no `: ` command line, the line is kept.
    @Test func altXKeepsTheLine() throws {
        let terminal = try start()
        let mark = terminal.mark
        typeAtPrompt(terminal, "6*\(Self.escape)x\(Self.escape)X7\r")
        #expect(terminal.waitFor("\r\n42\r\ncalc> ", after: mark), "\(terminal.transcript)")
        #expect(!terminal.transcript[mark...].contains(": "), "\(terminal.transcript[mark...])")
    }

    /// A sequence the user's ~/.editrc binds is given to libedit, not dropped.
    @Test func anEditrcBindingOfAModifiedKeyWins() throws {
        try "calc:bind \"\\e[1;2D\" ed-move-to-beg\nbind ^[[1;6D ed-move-to-end\n"
            .write(to: calc.home.appendingPathComponent(".editrc"), atomically: true, encoding: .utf8)
        let terminal = try start()
        let mark = terminal.mark
        // 2*3, Shift-Left (Home by the editrc), 1, Ctrl-Shift-Left (End), 0: 12*30.
        typeAtPrompt(terminal, "2*3\(Self.escape)[1;2D1\(Self.escape)[1;6D0\r")
        #expect(terminal.waitFor("\r\n360\r\ncalc> ", after: mark), "\(terminal.transcript)")
    }

    /// Ctrl-\ (SIGQUIT) is ignored at the prompt: the session, its variables and the line
    /// being typed stay.
    @Test func ctrlBackslashDoesNotEndTheSession() throws {
        let terminal = try start()
        var mark = terminal.mark
        typeAtPrompt(terminal, "x = 5\r")
        #expect(terminal.waitFor("calc> ", after: mark), "\(terminal.transcript)")
        mark = terminal.mark
        typeAtPrompt(terminal, "x*")
        #expect(terminal.waitFor("x*", after: mark), "\(terminal.transcript)")
        terminal.type("\u{1c}")
        terminal.type("2\r")
        #expect(terminal.waitFor("\r\n10\r\ncalc> ", after: mark), "\(terminal.transcript)")
        mark = terminal.mark
        typeAtPrompt(terminal, "\u{1c}x+1\r")
        #expect(terminal.waitFor("\r\n6\r\ncalc> ", after: mark), "\(terminal.transcript)")
        typeAtPrompt(terminal, "\u{4}")
        #expect(terminal.exitStatus() == 0)
    }

    /// The screen after the transcript's parts (rows without their trailing spaces), each drawn at its width (the window's width
    /// when calc wrote it).
    func screen(_ terminal: PseudoTerminal, _ parts: [(end: String.Index, width: Int)]) -> [String] {
        var model = ScreenModel(width: 100)
        var start = terminal.transcript.startIndex
        for part in parts {
            model.width = part.width
            model.feed(terminal.transcript[start..<part.end])
            start = part.end
        }
        return model.lines
    }

    /// A resize redraws the prompt and the line in place: one `calc> 1+1` row, not two on
    /// one row.
    @Test func aResizeRedrawsTheLineInPlace() throws {
        let terminal = try start()
        typeAtPrompt(terminal, "1+1")
        #expect(terminal.waitFor("1+1"), "\(terminal.transcript)")
        let typed = terminal.mark
        // Each redraw writes the line twice: as the terminal wraps it, then libedit's own.
        terminal.resize(rows: 30, columns: 40)
        #expect(terminal.waitFor("calc> 1+1", after: typed, count: 2), "\(terminal.transcript)")
        let first = terminal.mark
        terminal.resize(rows: 30, columns: 60)
        #expect(terminal.waitFor("calc> 1+1", after: first, count: 2), "\(terminal.transcript)")
        let second = terminal.mark
        terminal.type("\r")
        #expect(terminal.waitFor("\r\n2\r\ncalc> ", after: second), "\(terminal.transcript)")
        let lines = screen(terminal, [(typed, 100), (first, 40), (second, 60), (terminal.mark, 60)])
        #expect(lines.filter { $0.contains("calc>") } == ["calc> 1+1", "calc>"], "\(lines)")
        #expect(lines.suffix(3) == ["calc> 1+1", "2", "calc>"], "\(lines)")
    }

    /// An empty prompt resized twice is one prompt.
    @Test func aResizeOfAnEmptyPromptDrawsOnePrompt() throws {
        let terminal = try start()
        _ = terminal.waitUntil(timeout: 10) { !terminal.isCanonical }
        let prompted = terminal.mark
        terminal.resize(rows: 30, columns: 50)
        #expect(terminal.waitFor("calc> ", after: prompted, count: 2), "\(terminal.transcript)")
        let first = terminal.mark
        terminal.resize(rows: 30, columns: 70)
        #expect(terminal.waitFor("calc> ", after: first, count: 2), "\(terminal.transcript)")
        let second = terminal.mark
        terminal.type("2*3\r")
        #expect(terminal.waitFor("\r\n6\r\ncalc> ", after: second), "\(terminal.transcript)")
        let lines = screen(terminal, [(prompted, 100), (first, 50), (second, 70), (terminal.mark, 70)])
        #expect(lines.suffix(3) == ["calc> 2*3", "6", "calc>"], "\(lines)")
        #expect(lines.filter { $0.contains("calc>") }.count == 2, "\(lines)")
    }

    /// Ctrl-C on a wrapped line with the cursor on its first row: the next prompt starts below
    /// the whole line, so its row holds only what is typed there.
    @Test func ctrlCOnAWrappedLineStartsBelowIt() throws {
        let terminal = try start()
        _ = terminal.waitUntil(timeout: 10) { !terminal.isCanonical }
        let prompted = terminal.mark
        terminal.resize(rows: 30, columns: 40)
        #expect(terminal.waitFor("calc> ", after: prompted, count: 2), "\(terminal.transcript)")
        let narrow = terminal.mark
        let digits = String(repeating: "4", count: 60)
        terminal.type(digits)
        #expect(terminal.waitFor(String(repeating: "4", count: 20), after: narrow), "\(terminal.transcript)")
        _ = terminal.waitFor("\u{0}", timeout: 0.3) // the rest of the echo
        terminal.type("\u{1}") // Ctrl-A: the cursor to the first row
        _ = terminal.waitFor("\u{0}", timeout: 0.3)
        let interrupted = terminal.mark
        terminal.type("\u{3}")
        #expect(terminal.waitFor("calc> ", after: interrupted), "\(terminal.transcript)")
        typeAtPrompt(terminal, "7\r")
        #expect(terminal.waitFor("\r\n7\r\ncalc> ", after: interrupted), "\(terminal.transcript)")
        let lines = screen(terminal, [(prompted, 100), (terminal.mark, 40)])
        #expect(lines.suffix(3) == ["calc> 7", "7", "calc>"], "\(lines)")
        #expect(lines.contains("calc> " + String(repeating: "4", count: 34)), "\(lines)")
    }

    /// A rates table of every ISO 4217 code in calc's catalogue (about 180), 1.5 each.
    func manyCurrencies() throws -> (path: String, count: Int) {
        let catalogue = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/CalcCore/Money/CurrencyCatalogue+ISO4217.swift")
        let source = try String(contentsOf: catalogue, encoding: .utf8)
        let codes = source.matches(of: /Currency\(code: "([A-Z]{3})"/).map { String($0.1) }.filter { $0 != "EUR" }
        let rates = codes.map { "\"\($0)\": 1.5" }.joined(separator: ", ")
        let path = calc.home.appendingPathComponent("many.json").path
        try "{\"base\":\"EUR\",\"date\":\"2026-10-30\",\"rates\":{\(rates)}}".write(toFile: path, atomically: true, encoding: .utf8)
        return (path, codes.count)
    }

    /// A Tab listing taller than the window asks first: n (or any other key) goes back to the
    /// line unchanged, y shows the listing; a short listing is shown without asking.
    @Test func aLongListingAsksBeforeShowingAll() throws {
        let (rates, count) = try manyCurrencies()
        #expect(count >= 150)
        let terminal = try start(["--rates", rates])
        var mark = terminal.mark
        typeAtPrompt(terminal, "1 EUR in \t")
        #expect(terminal.waitFor("show all ", after: mark), "\(terminal.transcript[mark...])")
        #expect(terminal.waitFor("? (y/n) ", after: mark), "\(terminal.transcript[mark...])")
        let asked = terminal.mark
        terminal.type("n")
        #expect(terminal.waitFor("calc> 1 EUR in ", after: asked), "\(terminal.transcript[asked...])")
        terminal.type("USD\r")
        #expect(terminal.waitFor("\r\n1.50 USD\r\ncalc> ", after: asked), "\(terminal.transcript[asked...])")
        #expect(!terminal.transcript[mark...].contains("Zambian Kwacha"), "\(terminal.transcript[mark...])")
        // Any other key is a no as well, and is not typed.
        mark = terminal.mark
        typeAtPrompt(terminal, "2 EUR in \t")
        #expect(terminal.waitFor("? (y/n) ", after: mark), "\(terminal.transcript[mark...])")
        terminal.type("q")
        #expect(terminal.waitFor("calc> 2 EUR in ", after: mark), "\(terminal.transcript[mark...])")
        terminal.type("USD\r")
        #expect(terminal.waitFor("\r\n3.00 USD\r\ncalc> ", after: mark), "\(terminal.transcript[mark...])")
        mark = terminal.mark
        typeAtPrompt(terminal, "3 EUR in \t")
        #expect(terminal.waitFor("? (y/n) ", after: mark), "\(terminal.transcript[mark...])")
        terminal.type("y")
        #expect(terminal.waitFor("Zambian Kwacha", after: mark), "\(terminal.transcript[mark...])")
        #expect(terminal.waitFor("calc> 3 EUR in ", after: mark), "\(terminal.transcript[mark...])")
        terminal.type("USD\r")
        #expect(terminal.waitFor("\r\n4.50 USD\r\ncalc> ", after: mark), "\(terminal.transcript[mark...])")
        // A listing that fits: no question.
        mark = terminal.mark
        typeAtPrompt(terminal, "1 EUR in US\t")
        #expect(terminal.waitFor("US Dollar", after: mark), "\(terminal.transcript[mark...])")
        #expect(!terminal.transcript[mark...].contains("(y/n)"), "\(terminal.transcript[mark...])")
    }
}
