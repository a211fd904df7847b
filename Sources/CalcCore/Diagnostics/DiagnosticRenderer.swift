/// Draws diagnostics for people: with the source line and carets (one-shot, REPL), or as
/// one `FILE:LINE:COLUMN: error: …` line (batch).
public enum DiagnosticRenderer {
    /// ```
    /// error: two values in a row
    /// 1 2
    ///   ^
    /// hint: put an operator such as '*' or '+' between them
    /// ```
    public static func withCarets(_ diagnostic: Diagnostic, line: [UInt8]) -> String {
        let shown = printable(line)
        let start = column(of: diagnostic.span.start, in: line)
        let end = Swift.max(column(of: Swift.min(diagnostic.span.end, line.count), in: line), start + 1)
        // Keep tabs under tabs so the carets line up in a terminal.
        var padding = ""
        var scalarIndex = 0
        for scalar in shown.unicodeScalars {
            if scalarIndex >= start { break }
            padding.append(scalar == "\t" ? "\t" : " ")
            scalarIndex += 1
        }
        if scalarIndex < start { padding += String(repeating: " ", count: start - scalarIndex) }
        var text = "\(diagnostic.severity.rawValue): \(diagnostic.message)\n\(shown)\n\(padding)\(String(repeating: "^", count: end - start))\n"
        if let hint = diagnostic.hint { text += "hint: \(hint)\n" }
        for note in diagnostic.notes { text += "note: \(note)\n" }
        return text
    }

    /// `notes.calc:3:7: error: division by zero; …` (column in characters, from 1).
    public static func located(_ diagnostic: Diagnostic, file: String, lineNumber: Int, line: [UInt8]) -> String {
        let columnNumber = column(of: Swift.min(diagnostic.span.start, line.count), in: line) + 1
        return "\(file):\(lineNumber):\(columnNumber): \(diagnostic.severity.rawValue): \(diagnostic.oneLine)\n"
    }

    /// A message about calc itself: `calc: warning: MESSAGE` (the program's name first, as
    /// command-line tools say it), or `warning: MESSAGE` at the prompt (`named: false`); the
    /// hint after a semicolon.
    public static func program(_ diagnostic: Diagnostic, named: Bool = true) -> String {
        (named ? "calc: " : "") + "\(diagnostic.severity.rawValue): \(diagnostic.oneLine)\n"
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
