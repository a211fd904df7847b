import CalcCore

/// Reads lines from a person: the REPL's only view of the terminal, so that its logic can be
/// driven by a script in tests and by libedit for real.
public protocol LineEditor {
    /// The next line without its newline, `.interrupted` after Ctrl-C, `.endOfInput` after Ctrl-D.
    mutating func readLine(prompt: String) -> LineEditorInput
    /// Remembers a line for Up/Down and the history file.
    mutating func addToHistory(_ line: String)
    /// Where Tab finds its candidates (asked only when Tab is pressed).
    mutating func completeFrom(_ vocabulary: @escaping () -> Completion.Vocabulary)
}

public enum LineEditorInput: Equatable {
    case line(String)
    case interrupted
    case endOfInput
}

/// A line editor that also keeps a history file (libedit's).
public protocol HistoryLineEditor: LineEditor {
    /// Reads a history file; false when it cannot.
    func loadHistory(from path: String) -> Bool
}

/// The line editing of a real terminal, given to the application by the executable (libedit,
/// in `CalcLineEditing`), so that `CalcApp` sees editors only through `LineEditor`.
public protocol TerminalLineEditing {
    /// Opens the editing library (or the one at `libraryPath`); why not, when it cannot be.
    func load(libraryPath: String?) -> String?
    /// A started editor keeping `historySize` entries; nil when it cannot start on this terminal.
    func start(historySize: Int32) -> (any HistoryLineEditor)?
    /// Builds the history file at its third argument from the current one (its first, nil when
    /// there is none) and new lines (its second), in the editor's format; false on failure.
    func mergeHistory(existing: String?, lines: [String], into output: String) -> Bool
}
