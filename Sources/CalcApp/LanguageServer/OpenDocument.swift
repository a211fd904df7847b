/// The text of a document the client has open, kept as its lines so that an edit replaces
/// only the lines it touches and says which line is the first to evaluate again.
struct OpenDocument {
    /// A place in the document as the protocol gives it: a line (from 0) and a character in the
    /// negotiated encoding.
    struct Position: Equatable {
        var line: Int
        var character: Int
    }

    /// Each line's bytes, without its line ending. A document that ends with a newline has an
    /// empty last line, as the protocol counts lines.
    private(set) var lines: [[UInt8]]
    /// Whether each line ended in `\r\n` rather than `\n` (the last line ends in neither).
    private(set) var crlf: [Bool]
    var version: Int

    init(text: [UInt8], version: Int) {
        (lines, crlf) = OpenDocument.split(text[...])
        self.version = version
    }

    /// The whole text, line endings as they were.
    var text: [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(byteCount)
        for index in lines.indices {
            text.append(contentsOf: lines[index])
            if index + 1 < lines.count { text.append(contentsOf: crlf[index] ? [0x0D, 0x0A] : [0x0A]) }
        }
        return text
    }

    /// Its length in bytes.
    var byteCount: Int {
        lines.reduce(lines.count - 1) { $0 + $1.count } + crlf.dropLast().filter { $0 }.count
    }

    /// Replaces the text from `start` to `end` with `text` (an incremental change), or the
    /// whole text when there is no range (a full one); returns the first line whose text may
    /// differ from before. Positions past a line's end or the document's end stand for that end.
    @discardableResult
    mutating func replace(from start: Position?, to end: Position?, with text: [UInt8], encoding: PositionEncoding) -> Int {
        guard let start, let end else {
            let old = lines
            (lines, crlf) = OpenDocument.split(text[...])
            var first = 0
            while first < old.count, first < lines.count, old[first] == lines[first] { first += 1 }
            // A line whose ending was all that changed is evaluated again too (harmlessly).
            return min(first, max(lines.count - 1, 0))
        }
        var (from, to) = (clamped(start, encoding), clamped(end, encoding))
        if (to.line, to.byte) < (from.line, from.byte) { swap(&from, &to) }
        var replaced = Array(lines[from.line][..<from.byte])
        replaced.append(contentsOf: text)
        replaced.append(contentsOf: lines[to.line][to.byte...])
        let endsLastLine = to.line == lines.count - 1
        var (newLines, newCRLF) = OpenDocument.split(replaced[...])
        // The last new line keeps the ending of the last line replaced.
        newCRLF[newCRLF.count - 1] = endsLastLine ? false : crlf[to.line]
        lines.replaceSubrange(from.line...to.line, with: newLines)
        crlf.replaceSubrange(from.line...to.line, with: newCRLF)
        return from.line
    }

    /// A position as a line and a byte offset in it, within the document.
    private func clamped(_ position: Position, _ encoding: PositionEncoding) -> (line: Int, byte: Int) {
        if position.line < 0 { return (0, 0) }
        if position.line >= lines.count { return (lines.count - 1, lines[lines.count - 1].count) }
        return (position.line, encoding.byteOffset(of: position.character, in: lines[position.line]))
    }

    /// The lines of `text` and whether each ended in `\r\n`; always at least one line.
    static func split(_ text: ArraySlice<UInt8>) -> (lines: [[UInt8]], crlf: [Bool]) {
        var lines: [[UInt8]] = [], crlf: [Bool] = []
        var start = text.startIndex
        while let newline = text[start...].firstIndex(of: 0x0A) {
            let returns = newline > start && text[newline - 1] == 0x0D
            lines.append(Array(text[start..<(returns ? newline - 1 : newline)]))
            crlf.append(returns)
            start = newline + 1
        }
        lines.append(Array(text[start...]))
        crlf.append(false)
        return (lines, crlf)
    }
}
