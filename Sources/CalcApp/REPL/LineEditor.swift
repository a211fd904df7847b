import CalcCore

/// Reads lines from a person: the REPL's only view of the terminal, so that its logic can be
/// driven by a script in tests and by libedit for real.
protocol LineEditor {
    /// The next line without its newline, `.interrupted` after Ctrl-C, `.endOfInput` after Ctrl-D.
    mutating func readLine(prompt: String) -> LineEditorInput
    /// Remembers a line for Up/Down and the history file.
    mutating func addToHistory(_ line: String)
    /// Where Tab finds its candidates (asked only when Tab is pressed).
    mutating func completeFrom(_ vocabulary: @escaping () -> Completion.Vocabulary)
}

enum LineEditorInput: Equatable {
    case line(String)
    case interrupted
    case endOfInput
}
