#if canImport(Glibc)
import Glibc
#endif
import CEditLine
import CTerminal
import CalcApp
import CalcCore

/// The libedit line editor: emacs keys, history, Tab completion, Ctrl-C that clears the line.
///
/// libedit calls back through C function pointers, which cannot capture Swift state, so the
/// prompt and the completion source live in static storage; libedit is only used from the
/// main thread.
final class EditLineEditor: HistoryLineEditor {
    private let editor: OpaquePointer
    private let history: OpaquePointer
    private var event = HistEvent()

    nonisolated(unsafe) static var promptText: [CChar] = [0]
    nonisolated(unsafe) static var vocabulary: () -> Completion.Vocabulary = { Completion.Vocabulary(currencyCodes: [], variables: []) }
    /// Set by the SIGINT handler; el_gets then returns -1 (EINTR) and the line is dropped.
    nonisolated(unsafe) static var interruptedFlag: sig_atomic_t = 0
    /// Set by the SIGWINCH and SIGTSTP handlers while a line is edited; acted on by
    /// `readCharacter`, inside el_gets, where libedit can restore the terminal and redraw.
    nonisolated(unsafe) static var resizedFlag: sig_atomic_t = 0
    nonisolated(unsafe) static var stopFlag: sig_atomic_t = 0
    /// 1 while a line is edited (inside el_gets, the terminal in raw mode). SIGTSTP and
    /// SIGWINCH are then blocked except while a key is awaited, so they always arrive where
    /// `readCharacter` handles them; at any other moment a Ctrl-Z stops calc at once.
    nonisolated(unsafe) static var editing: sig_atomic_t = 0
    /// The editor whose line is redrawn after a resize or a stop (libedit is used from the
    /// main thread only, one editor at a time).
    nonisolated(unsafe) static var current: OpaquePointer?

    /// Opens libedit (it is not linked, see CEditLine.h), or the library at `path`; why
    /// not, when it cannot be.
    static func loadLibrary(path: String?) -> String? {
        calc_editline_load(path) ? nil : String(cString: calc_editline_error())
    }

    /// Call `loadLibrary()` first.
    init?(historySize: Int32) {
        guard let editor = calc_el_init("calc") else { return nil }
        guard let history = calc_history_init() else { calc_el_end(editor); return nil }
        self.editor = editor
        self.history = history
        calc_history_set_size(history, &event, historySize)
        calc_history_set_unique(history, &event, 1)
        calc_el_set_history(editor, history)
        calc_el_set_editor(editor, "emacs")
        // calc handles SIGINT itself (see installInterruptHandler): libedit's own handling would
        // re-raise it and end the session.
        calc_el_set_signal(editor, 0)
        calc_el_set_prompt(editor) { _ in
            EditLineEditor.promptText.withUnsafeMutableBufferPointer { $0.baseAddress }
        }
        calc_el_add_function(editor, "calc-complete", "Complete a currency, name or command") { editor, _ in
            guard let editor else { return UInt8(CC_ERROR) }
            return EditLineEditor.complete(editor)
        }
        calc_el_bind(editor, "^I", "calc-complete")
        EditLineEditor.bindKeys(editor)
        // The user's ~/.editrc (or $EDITRC) last, so that its bindings win over calc's.
        _ = calc_el_source(editor, nil)
        calc_el_set_getc(editor) { _, character in
            guard let character else { return -1 }
            return EditLineEditor.readCharacter(into: character)
        }
        EditLineEditor.installInterruptHandler()
        InterruptSignal.ignoreQuit()
        EditLineEditor.installTerminalHandlers()
        EditLineEditor.current = editor
    }

    deinit {
        calc_history_end(history)
        calc_el_end(editor)
    }

    public func readLine(prompt: String) -> LineEditorInput {
        EditLineEditor.promptText = Array(prompt.utf8CString)
        EditLineEditor.interruptedFlag = 0
        EditLineEditor.charactersRead = 0
        var count: Int32 = 0
        var terminalSignals = sigset_t()
        sigemptyset(&terminalSignals)
        sigaddset(&terminalSignals, SIGTSTP)
        sigaddset(&terminalSignals, SIGWINCH)
        pthread_sigmask(SIG_BLOCK, &terminalSignals, nil)
        EditLineEditor.editing = 1
        defer {
            EditLineEditor.editing = 0
            pthread_sigmask(SIG_UNBLOCK, &terminalSignals, nil)
        }
        EditLineEditor.inputEnded = 0
        let text = calc_el_gets(editor, &count)
        // libedit hands back a line half typed when the input ends; it was never entered.
        if EditLineEditor.inputEnded != 0 { return .endOfInput }
        guard let text else {
            // Ctrl-C, and only Ctrl-C: libedit fails too when the terminal has hung up before
            // it reads (its mode cannot be set), and a new prompt would fail the same way.
            if EditLineEditor.interruptedFlag != 0 {
                // Ctrl-C: forget what was typed and start a fresh line.
                calc_el_reset(editor)
                return .interrupted
            }
            return .endOfInput
        }
        var line = String(cString: text)
        if line.hasSuffix("\n") { line.removeLast() }
        return .line(line)
    }

    public func completeFrom(_ vocabulary: @escaping () -> Completion.Vocabulary) {
        EditLineEditor.vocabulary = vocabulary
    }

    public func addToHistory(_ line: String) {
        calc_history_enter(history, &event, line)
    }

    /// Loads a history file; false when it exists but cannot be read as one.
    public func loadHistory(from path: String) -> Bool {
        calc_history_load(history, &event, path) >= 0
    }

    /// Writes to `output` the history file at `existing` (if any) with `lines` entered after
    /// it, through a history of libedit's own: its format, its limit of entries and its rule
    /// against consecutive duplicates. False on failure.
    static func mergeHistory(existing: String?, lines: [String], into output: String) -> Bool {
        guard let merged = calc_history_init() else { return false }
        defer { calc_history_end(merged) }
        var event = HistEvent()
        calc_history_set_size(merged, &event, LineHistoryFile.maximumEntries)
        calc_history_set_unique(merged, &event, 1)
        if let existing, calc_history_load(merged, &event, existing) < 0 { return false }
        for line in lines { calc_history_enter(merged, &event, line) }
        return calc_history_save(merged, &event, output) >= 0
    }

    /// See `InterruptSignal`: `readCharacter` waits with SIGINT let through.
    private static func installInterruptHandler() {
        InterruptSignal.install { _ in EditLineEditor.interruptedFlag = 1 }
    }

    /// calc handles window resizes and Ctrl-Z itself, since libedit's own signal handling is
    /// off (it would end the session on Ctrl-C): a resize makes libedit read the new width and
    /// redraw; Ctrl-Z puts the terminal back as it was, stops, and on `fg` returns to editing
    /// mode and redraws the prompt and the line.
    private static func installTerminalHandlers() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in EditLineEditor.resizedFlag = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGWINCH, &action, nil)
        installStopHandler()
    }

    private static func installStopHandler() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            if EditLineEditor.editing != 0 {
                EditLineEditor.stopFlag = 1
            } else {
                // Not editing: the terminal is the shell's; stop as if calc had no handler.
                EditLineEditor.stopWithDefaultAction()
                EditLineEditor.installStopHandler()
            }
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGTSTP, &action, nil)
    }

    /// Stops the process as SIGTSTP's default action does; returns after SIGCONT. Called from
    /// the handler too, where SIGTSTP is blocked: it is unblocked first, or the raised signal
    /// would wait for the handler to return, find the handler reinstalled, and go round again.
    private static func stopWithDefaultAction() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(SIGTSTP, &action, nil)
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        raise(SIGTSTP)
    }

    /// Acts on a resize or a Ctrl-Z that arrived while a key was awaited.
    private static func handleTerminalSignals() {
        guard let editor = current else { return }
        if stopFlag != 0 {
            stopFlag = 0
            calc_el_prepare_terminal(editor, 0)
            stopWithDefaultAction()
            installStopHandler()
            // Blocked again: while editing it comes only during the wait for a key.
            var stop = sigset_t()
            sigemptyset(&stop)
            sigaddset(&stop, SIGTSTP)
            pthread_sigmask(SIG_BLOCK, &stop, nil)
            calc_el_prepare_terminal(editor, 1)
            resizedFlag = 1 // the window may have changed while stopped
        }
        if resizedFlag != 0 {
            resizedFlag = 0
            // libedit redraws from where the cursor is: back to the prompt's first row and
            // clear it and what is below, or the prompt and the line would be drawn twice.
            // Terminals rewrap wrapped lines to the new width (tmux, VTE, kitty), so the
            // prompt's row is counted with the new width.
            let width = terminalColumns()
            moveToPromptStart(width: width)
            clearToEndOfScreen()
            drawWrapping(width: width)
            calc_el_resize(editor)
            calc_el_refresh(editor)
        }
    }

    /// Clears from the cursor, at the start of a row, to the end of the screen. Not with one
    /// `ESC [ J`: on the screen's first row that is a clear of the whole screen, which tmux
    /// (`scroll-on-clear`, on by default) answers by moving the screen into the scrollback, a
    /// copy of the prompt and the line with it. So the row is cleared alone (`ESC [ K`), and
    /// the rest from the row below, the cursor saved and restored around it (`ESC [ B` does
    /// not move from the last row, and then clears that row again, which is harmless).
    private static func clearToEndOfScreen() {
        writeOut("\u{1B}[K\u{1B}7\u{1B}[B\u{1B}[J\u{1B}8")
    }

    /// Writes the prompt and the line as the terminal wraps them, and returns to the prompt's
    /// first column. libedit's redraw that follows writes the same characters over them but
    /// moves to each next row with a newline, and skips a row's last column when it holds a
    /// space: a terminal that rewraps (tmux, VTE, kitty) would then take the rows for separate
    /// lines, and the next resize would leave them as they are, beside a fresh copy.
    private static func drawWrapping(width: Int) {
        guard let editor = current, let info = calc_el_line(editor)?.pointee, width > 0 else { return }
        let text = promptAndLine(info, upTo: info.lastchar)
        let row = wrappedEnd(of: text, width: width).row
        writeOut(text + "\r" + (row > 0 ? "\u{1B}[\(row)A" : ""))
    }

    /// The prompt and the line's text up to `end` (the cursor, or the line's end).
    private static func promptAndLine(_ info: LineInfo, upTo end: UnsafePointer<CChar>) -> String {
        let prompt = promptText.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(info.buffer).assumingMemoryBound(to: UInt8.self), count: end - info.buffer)
        return prompt + String(decoding: bytes, as: UTF8.self)
    }

    /// The terminal's width in columns (80 when it cannot be told).
    private static func terminalColumns() -> Int {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    /// The terminal's height in rows (24 when it cannot be told).
    private static func terminalRows() -> Int {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return 24 }
        return Int(size.ws_row)
    }

    private static func writeOut(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    }

    /// Where the cursor and the end of the line are, in rows below the prompt's first row.
    /// libedit leaves the cursor on the next row when the text before it fills the last
    /// column.
    private static func lineRows(width: Int) -> (cursor: Int, end: Int) {
        guard let editor = current, let info = calc_el_line(editor)?.pointee, width > 0 else { return (0, 0) }
        let cursor = wrappedEnd(of: promptAndLine(info, upTo: info.cursor), width: width)
        let end = wrappedEnd(of: promptAndLine(info, upTo: info.lastchar), width: width)
        return (cursor.row + (cursor.column == width ? 1 : 0), end.row + (end.column == width ? 1 : 0))
    }

    /// The row and column after `text` written from a row's start on a screen `width` columns
    /// wide, as a terminal wraps it: a wide character that does not fit in a row's last
    /// column goes to the next row; a text that ends in the last column stays on its row.
    private static func wrappedEnd(of text: String, width: Int) -> (row: Int, column: Int) {
        var row = 0, column = 0
        for scalar in text.unicodeScalars {
            let columns = TextWidth.columns(scalar)
            if columns == 0 { continue }
            if column + columns > width {
                row += 1
                column = 0
            }
            column += columns
        }
        return (row, column)
    }

    /// Moves the cursor to the first column of the prompt's row.
    private static func moveToPromptStart(width: Int) {
        let rows = lineRows(width: width).cursor
        writeOut("\r" + (rows > 0 ? "\u{1B}[\(rows)A" : ""))
    }

    /// Ctrl-C: the cursor goes below the line's last row, as the line is dropped, so that the
    /// next prompt starts on a fresh row instead of over the rest of a wrapped line.
    private static func moveBelowLine() {
        let rows = lineRows(width: terminalColumns())
        writeOut("\r" + String(repeating: "\n", count: rows.end - rows.cursor))
    }

    /// The signal mask while waiting for a key: everything as usual, SIGINT, SIGTSTP and
    /// SIGWINCH let through.
    nonisolated(unsafe) private static var waitingMask: sigset_t = {
        var mask = sigset_t()
        sigprocmask(SIG_SETMASK, nil, &mask)
        for signal in [SIGINT, SIGTSTP, SIGWINCH] { sigdelset(&mask, signal) }
        return mask
    }()

    /// Set when stdin ends or fails (a terminal that hung up) while a line is edited.
    nonisolated(unsafe) private static var inputEnded = 0

    /// Characters read since the prompt was shown.
    nonisolated(unsafe) private static var charactersRead = 0

    /// Characters read ahead and not yet given to libedit: a key's escape sequence, handed
    /// over one character at a time.
    nonisolated(unsafe) private static var pending: [wchar_t] = []
    /// The escape sequences something is bound to: libedit's arrows, Home, End and Delete,
    /// calc's bindings and those of the user's editrc. Any other CSI or SS3 sequence is read
    /// whole and dropped (see `readCharacter`).
    nonisolated(unsafe) static var boundSequences: Set<[UInt32]> = {
        var sequences = Set<[UInt32]>()
        for final in "ABCDHF".utf8 {
            sequences.insert([0x1B, 0x5B, UInt32(final)])
            sequences.insert([0x1B, 0x4F, UInt32(final)])
        }
        sequences.insert(Array("\u{1B}[3~".unicodeScalars.map(\.value)))
        return sequences
    }()

    /// libedit's character reader: one character from stdin as a wide character; -1 on Ctrl-C
    /// (libedit then returns from el_gets with count -1), 0 at end of input.
    ///
    /// A key's escape sequence (CSI `ESC [ … final`, SS3 `ESC O x`, either after one more ESC
    /// for Alt) is read whole first: one bound to something goes to libedit, any other is
    /// dropped. libedit matches sequences byte by byte and, at the first byte that matches no
    /// binding, gives up and inserts the rest: Shift-Right (`ESC [ 1 ; 2 C`) typed `C`.
    private static func readCharacter(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        charactersRead += 1
        while true {
            if !pending.isEmpty {
                character.pointee = pending.removeFirst()
                return 1
            }
            var scalar: UInt32 = 0
            let status = readScalar(&scalar)
            guard status == 1 else { return status }
            guard scalar == 0x1B else {
                character.pointee = wchar_t(bitPattern: scalar)
                return 1
            }
            var sequence: [UInt32] = [0x1B]
            let outcome = readEscapeSequence(&sequence)
            if outcome != 1 { return outcome }
            let body = sequence.drop { $0 == 0x1B }
            if let introducer = body.first, introducer == 0x5B || introducer == 0x4F, body.count >= 2 {
                let last = body.last!
                if (0x40...0x7E).contains(last) {
                    // A whole key: libedit's if bound, else nothing happens.
                    if !boundSequences.contains(sequence) { continue }
                } else {
                    // Broken off by a character that cannot end a sequence: the character alone.
                    sequence = [last]
                }
            }
            pending = sequence.map { wchar_t(bitPattern: $0) }
        }
    }

    /// Reads what follows an ESC into `sequence` (which holds it): a whole CSI or SS3
    /// sequence, or the one character after it (Alt and a key, kept for libedit's bindings).
    /// 1 when read, else `readScalar`'s -1 or 0. A character that cannot belong to a sequence
    /// ends it: the sequence is then given as it is (ending with that character).
    private static func readEscapeSequence(_ sequence: inout [UInt32]) -> Int32 {
        var scalar: UInt32 = 0
        var status = readScalar(&scalar)
        guard status == 1 else { return status }
        if scalar == 0x1B && sequence.count == 1 {
            // ESC ESC [ D: Alt-Left on some terminals.
            sequence.append(0x1B)
            status = readScalar(&scalar)
            guard status == 1 else { return status }
        }
        sequence.append(scalar)
        // CSI (`[`) or SS3 (`O`, which may have a modifier too: `ESC O 2 P`, Shift-F1).
        guard scalar == 0x5B || scalar == 0x4F else { return 1 }
        var first = scalar == 0x5B
        while sequence.count < 40 {
            status = readScalar(&scalar)
            guard status == 1 else { return status }
            sequence.append(scalar)
            switch scalar {
            case 0x5B where first: break // the Linux console's F1 to F5: ESC [ [ A
            case 0x20...0x3F: break // parameters and intermediates
            default: return 1 // the final byte, or a character that is not part of one
            }
            first = false
        }
        return 1
    }


    /// One UTF-8 character from stdin into `scalar`: 1, or -1 on Ctrl-C, 0 at end of input.
    /// A terminal that is gone (its window closed while SIGHUP is ignored, as under `nohup`)
    /// fails every read with EIO: that is the end of input too, not a Ctrl-C, which would
    /// draw a new prompt and read again for ever.
    private static func readScalar(_ scalar: inout UInt32) -> Int32 {
        var bytes: [UInt8] = []
        var expected = 1
        while bytes.count < expected {
            if interruptedFlag != 0 {
                moveBelowLine()
                return -1
            }
            if resizedFlag != 0 || stopFlag != 0 { handleTerminalSignals() }
            let ready = calc_wait_readable(0, &waitingMask)
            let waitError = errno
            if ready < 0 {
                if waitError == EINTR { continue }
                inputEnded = 1
                return 0
            }
            var byte: UInt8 = 0
            let count = read(0, &byte, 1)
            if count == 0 {
                inputEnded = 1
                return 0
            }
            // libedit draws the prompt before it leaves canonical mode: a Ctrl-D typed in that
            // instant becomes the kernel's end-of-file marker, which reads back as a NUL byte
            // once canonical mode is off. As the first key of a line it can only mean Ctrl-D,
            // so it is handed to libedit as Ctrl-D.
            if count == 1 && byte == 0 && charactersRead == 1 { byte = 0x04 }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                inputEnded = 1
                return 0
            }
            if bytes.isEmpty {
                switch byte {
                case 0xC0...0xDF: expected = 2
                case 0xE0...0xEF: expected = 3
                case 0xF0...0xF7: expected = 4
                default: expected = 1
                }
            } else if byte & 0xC0 != 0x80 {
                // A broken sequence: drop what came before and start again from this byte.
                bytes.removeAll()
                expected = 1
                if byte >= 0xC0 { expected = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2 }
            }
            bytes.append(byte)
        }
        scalar = String(decoding: bytes, as: UTF8.self).unicodeScalars.first?.value ?? 0xFFFD
        return 1
    }

    /// Keys terminals send that libedit's emacs map does not know (DESIGN §5): word motion on
    /// Ctrl- and Alt-Left/Right, Home, End and Delete; PageUp, Insert and the function keys do
    /// nothing (unbound, libedit would insert the tail of their sequences: `~`, `;5D`). Ctrl-D
    /// on an empty line ends the session without libedit's literal `^D`.
    private static func bindKeys(_ editor: OpaquePointer) {
        calc_el_add_function(editor, "calc-ignore", "Ignore a key that has no use at the prompt") { _, _ in UInt8(CC_NORM) }
        calc_el_add_function(editor, "calc-delete-or-eof", "Delete the character under the cursor; end on an empty line") { editor, _ in
            guard let editor, let info = calc_el_line(editor)?.pointee else { return UInt8(CC_ERROR) }
            if info.buffer == info.lastchar { return UInt8(CC_EOF) }
            if info.cursor == info.lastchar { return UInt8(CC_REFRESH_BEEP) }
            _ = calc_el_cursor(editor, 1)
            calc_el_deletestr(editor, 1)
            return UInt8(CC_REFRESH)
        }
        let bindings: [(keys: [String], function: String)] = [
            (["\u{1B}[1;5D", "\u{1B}[1;3D", "\u{1B}\u{1B}[D", "\u{1B}Od", "\u{1B}[5D"], "ed-prev-word"),
            (["\u{1B}[1;5C", "\u{1B}[1;3C", "\u{1B}\u{1B}[C", "\u{1B}Oc", "\u{1B}[5C"], "em-next-word"),
            (["\u{1B}[H", "\u{1B}OH", "\u{1B}[1~", "\u{1B}[7~"], "ed-move-to-beg"),
            (["\u{1B}[F", "\u{1B}OF", "\u{1B}[4~", "\u{1B}[8~"], "ed-move-to-end"),
            (["\u{1B}[3~"], "ed-delete-next-char"),
            (["^D"], "calc-delete-or-eof"),
            (["\u{1B}[2~", "\u{1B}[5~", "\u{1B}[6~", "\u{1B}OP", "\u{1B}OQ", "\u{1B}OR", "\u{1B}OS",
              "\u{1B}[11~", "\u{1B}[12~", "\u{1B}[13~", "\u{1B}[14~", "\u{1B}[15~", "\u{1B}[17~", "\u{1B}[18~",
              "\u{1B}[19~", "\u{1B}[20~", "\u{1B}[21~", "\u{1B}[23~", "\u{1B}[24~", "\u{1B}[1;5A", "\u{1B}[1;5B",
              "\u{1B}[5;5~", "\u{1B}[6;5~", "\u{1B}[3;5~", "\u{1B}[2;5~", "\u{1B}[Z"], "calc-ignore"),
        ]
        for (keys, function) in bindings {
            for key in keys { bind(editor, key, function) }
        }
        // Alt-x would open libedit's `: ` command line and throw the line away.
        for key in ["\u{1B}x", "\u{1B}X"] { bind(editor, key, "calc-ignore") }
        for key in editrcSequences() { boundSequences.insert(key) }
    }

    private static func bind(_ editor: OpaquePointer, _ key: String, _ function: String) {
        calc_el_bind(editor, key, function)
        if key.hasPrefix("\u{1B}") { boundSequences.insert(key.unicodeScalars.map(\.value)) }
    }

    /// The escape sequences the user's editrc binds (`bind "\e[1;2C" ed-next-word`), so that
    /// `readCharacter` gives them to libedit: $EDITRC, else ~/.editrc, as libedit reads it.
    private static func editrcSequences() -> [[UInt32]] {
        let variable = { (name: String) in getenv(name).map { String(cString: $0) } }
        guard let path = variable("EDITRC") ?? variable("HOME").map({ $0 + "/.editrc" }),
              let file = fopen(path, "r") else { return [] }
        defer { fclose(file) }
        var sequences: [[UInt32]] = []
        var buffer = [CChar](repeating: 0, count: 4096)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            var line = String(String(cString: buffer).drop { $0 == " " || $0 == "\t" })
            while let last = line.last, last.isWhitespace { line.removeLast() }
            if let colon = line.firstIndex(of: ":"), !line[..<colon].contains(" ") {
                guard line[..<colon] == "calc" else { continue }
                line = String(line[line.index(after: colon)...])
            }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard words.first == "bind", let key = words.dropFirst().first(where: { !$0.hasPrefix("-") }),
                  !words.contains("-k") else { continue }
            let sequence = decodeEditrcKey(key)
            if sequence.first == 0x1B { sequences.append(sequence) }
        }
        return sequences
    }

    /// A key as libedit writes it: quotes, `\e`, `\E`, `\033`, `^[`, `^X`, `\\`.
    static func decodeEditrcKey(_ key: String) -> [UInt32] {
        var characters = Array(key.unicodeScalars.map(\.value))
        if characters.count >= 2, let first = characters.first, first == 0x22 || first == 0x27, characters.last == first {
            characters = Array(characters.dropFirst().dropLast())
        }
        var result: [UInt32] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            if character == 0x5E, index < characters.count { // ^X
                let next = characters[index]
                index += 1
                result.append(next == 0x3F ? 0x7F : next & 0x1F)
            } else if character == 0x5C, index < characters.count { // backslash
                let next = characters[index]
                index += 1
                switch next {
                case 0x65, 0x45: result.append(0x1B) // \e \E
                case 0x6E: result.append(0x0A)
                case 0x72: result.append(0x0D)
                case 0x74: result.append(0x09)
                case 0x30...0x37:
                    var value = next - 0x30
                    var digits = 1
                    while digits < 3, index < characters.count, (0x30...0x37).contains(characters[index]) {
                        value = value * 8 + characters[index] - 0x30
                        index += 1
                        digits += 1
                    }
                    result.append(value)
                default: result.append(next)
                }
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Tab: insert the completion, or list the candidates.
    private static func complete(_ editor: OpaquePointer) -> UInt8 {
        guard let info = calc_el_line(editor)?.pointee else { return UInt8(CC_ERROR) }
        let length = info.lastchar - info.buffer
        let cursor = info.cursor - info.buffer
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(info.buffer).assumingMemoryBound(to: UInt8.self), count: length)
        let line = String(decoding: bytes, as: UTF8.self)
        switch Completion.complete(line, cursor: cursor, vocabulary: vocabulary()) {
        case .none:
            return UInt8(CC_REFRESH_BEEP)
        case .insert(let text):
            calc_el_insertstr(editor, text)
            return UInt8(CC_REFRESH)
        case .several(let prefix, let matches):
            if !prefix.isEmpty { calc_el_insertstr(editor, prefix) }
            let listing = Completion.listing(matches, width: TerminalSize.columns())
            // More rows than the window holds: ask first, as bash does; y shows them, any
            // other key goes back to the line as it was.
            let rows = listing.split(separator: "\n", omittingEmptySubsequences: false).count
            if rows >= terminalRows() - 1 {
                Console.standard.output.write("\nshow all \(matches.count)? (y/n) ")
                Console.standard.output.flush()
                var answer: UInt32 = 0
                let status = readScalar(&answer)
                guard status == 1, answer == 0x79 || answer == 0x59 else {
                    Console.standard.output.write(status == 1 ? "\n" : "")
                    Console.standard.output.flush()
                    return UInt8(CC_REDISPLAY)
                }
            }
            Console.standard.output.write("\n" + listing + "\n")
            Console.standard.output.flush()
            return UInt8(CC_REDISPLAY)
        }
    }
}

/// libedit as the terminal's line editing, for `Application`.
public struct LibEdit: TerminalLineEditing {
    public init() {}

    public func load(libraryPath: String?) -> String? { EditLineEditor.loadLibrary(path: libraryPath) }

    public func start(historySize: Int32) -> (any HistoryLineEditor)? { EditLineEditor(historySize: historySize) }

    public func mergeHistory(existing: String?, lines: [String], into output: String) -> Bool {
        EditLineEditor.mergeHistory(existing: existing, lines: lines, into: output)
    }
}
