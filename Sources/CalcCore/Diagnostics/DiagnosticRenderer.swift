/// How a diagnostic's labels and carets look: plain, or coloured as compilers colour theirs
/// (`error:` bold red, `warning:` bold magenta, `hint:` and `note:` bold cyan, carets bold
/// green). Messages and results are never coloured.
public struct DiagnosticStyle: Equatable, Sendable {
    public var error: String
    public var warning: String
    public var note: String
    public var caret: String
    public var reset: String

    public static let plain = DiagnosticStyle(error: "", warning: "", note: "", caret: "", reset: "")
    public static let colour = DiagnosticStyle(error: "\u{1B}[1;31m", warning: "\u{1B}[1;35m", note: "\u{1B}[1;36m",
                                               caret: "\u{1B}[1;32m", reset: "\u{1B}[0m")

    /// `error:`, `warning:` or `note:`, in its colour.
    func label(_ severity: Diagnostic.Severity) -> String {
        let colour = switch severity {
        case .error: error
        case .warning: warning
        case .note: note
        }
        return colour.isEmpty ? "\(severity.rawValue):" : "\(colour)\(severity.rawValue):\(reset)"
    }

    /// `hint:` in the notes' colour.
    var hintLabel: String { note.isEmpty ? "hint:" : "\(note)hint:\(reset)" }
    var noteLabel: String { label(.note) }
}

/// Draws diagnostics for people: with the source line and carets (one-shot, REPL), or as
/// one `FILE:LINE:COLUMN: error: …` line (batch); each with its advice in the words of where it
/// is said (`wording`).
public enum DiagnosticRenderer {
    /// ```
    /// error: two values in a row
    /// 1 2
    ///   ^
    /// hint: put an operator such as '*' or '+' between them
    /// ```
    /// A line wider than `width` columns shows an excerpt around the span instead, `…` where it
    /// was cut, so that the carets stay under their target on one row of the terminal. With
    /// `wrapping`, the message, hint and notes are wrapped to that many columns.
    public static func withCarets(_ diagnostic: Diagnostic, line: [UInt8], style: DiagnosticStyle = .plain,
                                  wording: Wording = .commandLine, width: Int? = nil, wrapping: Int? = nil) -> String {
        let diagnostic = diagnostic.worded(wording)
        var shown = printable(line)
        // The span in the columns of the terminal: a wide character takes two, a mark none.
        let first = column(of: diagnostic.span.start, in: line)
        let last = Swift.max(column(of: Swift.min(diagnostic.span.end, line.count), in: line), first + 1)
        var start = screenColumn(first, in: shown)
        var end = Swift.max(screenColumn(last, in: shown), start + 1)
        if let width, let excerpt = excerpt(shown, start: start, end: end, width: width) {
            (shown, start, end) = excerpt
        }
        // Keep tabs under tabs so the carets line up in a terminal.
        var padding = ""
        var column = 0
        for scalar in shown.unicodeScalars {
            let columns = screenColumns(scalar)
            if column + columns > start { break }
            padding += scalar == "\t" ? "\t" : String(repeating: " ", count: columns)
            column += columns
        }
        padding += String(repeating: " ", count: Swift.max(0, start - column))
        let carets = String(repeating: "^", count: end - start)
        let words = diagnostic.words
        var text = labelled(diagnostic.severity.rawValue, style.label(diagnostic.severity), words.message, width: wrapping)
            + "\(shown)\n\(padding)" + (style.caret.isEmpty ? carets : style.caret + carets + style.reset) + "\n"
        if let hint = words.hint { text += labelled("hint", style.hintLabel, hint, width: wrapping) }
        for note in words.notes { text += labelled("note", style.noteLabel, note, width: wrapping) }
        return text
    }

    /// `prefix` (`calc: `, `FILE:LINE:COLUMN: `), `label` and `text`, and a newline; with a
    /// `width`, in rows of that many columns, each row after the first `hang` columns in:
    /// by default under the text (two columns in, when the text starts past the middle).
    /// `label` is `name:`, coloured or not.
    static func labelled(_ name: String, _ label: String, _ text: String, after prefix: String = "", width: Int?,
                         hang: Int? = nil) -> String {
        guard let width else { return "\(prefix)\(label) \(text)\n" }
        let head = prefix + name + ": "
        let headColumns = TextWidth.columns(head)
        let hang = hang ?? headColumns
        // The head stands for the first row's indent, so that the text's first word starts
        // beside it even when it has to be cut; a head past the middle is wrapped as text.
        let beside = headColumns * 2 <= width
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var rows = lines.enumerated().flatMap { index, line in
            let lead = index > 0 ? String(repeating: " ", count: hang) : beside ? String(repeating: " ", count: headColumns) : head
            return TextWrap.wrap(lead + line, width: width, hang: hang)
        }
        if beside {
            rows[0] = prefix + label + " " + rows[0].dropFirst(headColumns)
        } else if rows[0].hasPrefix(head.dropLast()) {
            // The label in its colour, unless a prefix wider than the terminal was cut before it.
            rows[0] = prefix + label + rows[0].dropFirst(head.count - 1)
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// The part of `shown` around the columns `start..<end` that fits `width` columns with its
    /// `…` marks, and the span's columns in it; nil when the whole line fits (the carets may
    /// stand one column after the line's end). A span wider than the excerpt shows its start.
    /// Tabs become spaces in an excerpt, so that every character takes its own columns; a
    /// wide character that the excerpt's edge would cut in two is left out.
    static func excerpt(_ shown: String, start: Int, end: Int, width: Int) -> (String, Int, Int)? {
        let scalars = Array(shown.unicodeScalars)
        // The column each character starts at, and the line's end.
        var columns = [0]
        columns.reserveCapacity(scalars.count + 1)
        for scalar in scalars { columns.append(columns[columns.count - 1] + screenColumns(scalar)) }
        let length = Swift.max(columns[scalars.count], end)
        guard length > width, width >= 8 else { return nil }
        // Room for the text between two marks, and how much of the span shows in it.
        let room = width - 2
        let spanShown = Swift.min(end - start, room)
        var low = Swift.max(0, start - (room - spanShown) / 2)
        var high = Swift.min(length, low + room)
        if high == length { low = Swift.max(0, length - room) }
        // An end that is the line's own needs no mark: its column goes to the text.
        if low == 0 { high = Swift.min(length, high + 1) }
        if high == length, low > 0 { low -= 1 }
        // The characters wholly within low..<high; a mark after the first is left out with its base.
        var lower = 0
        while lower < scalars.count, columns[lower] < low { lower += 1 }
        while lower > 0, lower < scalars.count, columns[lower + 1] == columns[lower] { lower += 1 }
        var upper = lower
        while upper < scalars.count, columns[upper + 1] <= high { upper += 1 }
        var text = String.UnicodeScalarView()
        if low > 0 { text.append("…") }
        for scalar in scalars[lower..<upper] { text.append(scalar == "\t" ? " " : scalar) }
        if high < length { text.append("…") }
        let offset = (low > 0 ? 1 : 0) - Swift.max(columns[lower], low)
        let shownStart = start + offset
        let shownEnd = Swift.max(shownStart + 1, Swift.min(end, upper < scalars.count ? columns[upper] : high) + offset)
        return (String(text), shownStart, shownEnd)
    }

    /// The columns a character of a shown line takes (a tab: one, as in an excerpt).
    static func screenColumns(_ scalar: Unicode.Scalar) -> Int {
        scalar == "\t" ? 1 : TextWidth.columns(scalar)
    }

    /// The column of the `index`th character of `shown`; past its end, one column a character.
    static func screenColumn(_ index: Int, in shown: String) -> Int {
        var column = 0, count = 0
        for scalar in shown.unicodeScalars {
            if count == index { return column }
            column += screenColumns(scalar)
            count += 1
        }
        return column + (index - count)
    }

    /// `notes.calc:3:7: error: division by zero; …` (column in characters, from 1). One line,
    /// as batch mode promises (one line on stderr for each line that failed), unless a `width`
    /// is given (the init file's errors, said to a person before the first line).
    public static func located(_ diagnostic: Diagnostic, file: String, lineNumber: Int, line: [UInt8],
                               style: DiagnosticStyle = .plain, wording: Wording = .commandLine, width: Int? = nil) -> String {
        let diagnostic = diagnostic.worded(wording)
        let columnNumber = column(of: Swift.min(diagnostic.span.start, line.count), in: line) + 1
        // Wrapped, the rows after the first start two columns in, not under a long path.
        return labelled(diagnostic.severity.rawValue, style.label(diagnostic.severity), diagnostic.oneLine,
                        after: "\(file):\(lineNumber):\(columnNumber): ", width: width, hang: 2)
    }

    /// A message about calc itself: `calc: warning: MESSAGE` (the program's name first, as
    /// command-line tools say it), or `warning: MESSAGE` at the prompt (`named: false`); the
    /// hint after a semicolon. With a `width`, wrapped to it, each row under the message.
    public static func program(_ diagnostic: Diagnostic, named: Bool = true, style: DiagnosticStyle = .plain,
                               wording: Wording = .commandLine, width: Int? = nil) -> String {
        let diagnostic = diagnostic.worded(wording)
        let words = diagnostic.words
        var text = labelled(diagnostic.severity.rawValue, style.label(diagnostic.severity), Diagnostic.oneLine(words),
                            after: named ? "calc: " : "", width: width)
        for note in words.notes { text += labelled("note", style.noteLabel, note, width: width) }
        return text
    }

    /// The number of characters before byte `offset` (continuation bytes do not count).
    static func column(of offset: Int, in line: [UInt8]) -> Int {
        var count = 0
        for byte in line[..<offset] where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// The line with invalid UTF-8 replaced (one U+FFFD per byte, so columns stay aligned)
    /// and control characters shown as spaces.
    static func printable(_ line: [UInt8]) -> String {
        var result = String.UnicodeScalarView()
        var index = 0
        while index < line.count {
            if let (scalar, length) = UTF8Scalar.decode(line, at: index) {
                let isControl = scalar < 0x20 && scalar != 0x09 || scalar == 0x7F
                result.append(isControl ? " " : Unicode.Scalar(scalar)!)
                index += length
            } else {
                result.append("\u{FFFD}")
                index += 1
            }
        }
        return String(result)
    }
}
