/// The text of a document the client has open, kept as its lines so that an edit replaces
/// only the lines it touches and says which line is the first to evaluate again.
struct OpenDocument {
    /// A place in the document as the protocol gives it: a line (from 0) and a character in the
    /// negotiated encoding.
    struct Position: Equatable {
        var line: Int
        var character: Int
    }

    /// How a line ends: the protocol counts `\n`, `\r\n` and a lone `\r` as line breaks.
    enum Ending: UInt8 {
        /// The last line.
        case none, lineFeed, carriageReturnLineFeed, carriageReturn

        var bytes: [UInt8] {
            switch self {
            case .none: []
            case .lineFeed: [0x0A]
            case .carriageReturnLineFeed: [0x0D, 0x0A]
            case .carriageReturn: [0x0D]
            }
        }
    }

    /// Each line's bytes, without its line ending. A document that ends with a newline has an
    /// empty last line, as the protocol counts lines.
    private(set) var lines: [[UInt8]]
    /// How each line ended (the last line in nothing).
    private(set) var endings: [Ending]
    var version: Int

    init(text: [UInt8], version: Int) {
        (lines, endings) = OpenDocument.split(text[...])
        self.version = version
    }

    /// The whole text, line endings as they were.
    var text: [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(byteCount)
        for index in lines.indices {
            text.append(contentsOf: lines[index])
            text.append(contentsOf: endings[index].bytes)
        }
        return text
    }

    /// Its length in bytes.
    var byteCount: Int {
        lines.reduce(0) { $0 + $1.count } + endings.reduce(0) { $0 + $1.bytes.count }
    }

    /// Replaces the text from `start` to `end` with `text` (an incremental change), or the
    /// whole text when there is no range (a full one); returns the first line whose text may
    /// differ from before. Positions past a line's end or the document's end stand for that end.
    @discardableResult
    mutating func replace(from start: Position?, to end: Position?, with text: [UInt8], encoding: PositionEncoding) -> Int {
        guard let start, let end else {
            let old = lines
            (lines, endings) = OpenDocument.split(text[...])
            var first = 0
            while first < old.count, first < lines.count, old[first] == lines[first] { first += 1 }
            // A line whose ending was all that changed is evaluated again too (harmlessly).
            return min(first, max(lines.count - 1, 0))
        }
        var (from, to) = (clamped(start, encoding), clamped(end, encoding))
        if (to.line, to.byte) < (from.line, from.byte) { swap(&from, &to) }
        // The lines replaced, with the ending of the last of them: split again as a whole, so
        // that a `\r` typed before a `\n` makes one `\r\n`, as the client counts it.
        var first = from.line
        var replaced: [UInt8] = []
        // After a lone `\r`, a `\n` at the start would join it into one line break: that line
        // is split again too.
        if first > 0 && endings[first - 1] == .carriageReturn {
            first -= 1
            replaced = lines[first] + [0x0D]
        }
        replaced.append(contentsOf: lines[from.line][..<from.byte])
        replaced.append(contentsOf: text)
        replaced.append(contentsOf: lines[to.line][to.byte...])
        replaced.append(contentsOf: endings[to.line].bytes)
        var (newLines, newEndings) = OpenDocument.split(replaced[...])
        if endings[to.line] != .none {
            // The split's empty last line stands for the line after, which is kept.
            newLines.removeLast()
            newEndings.removeLast()
        }
        lines.replaceSubrange(first...to.line, with: newLines)
        endings.replaceSubrange(first...to.line, with: newEndings)
        return first
    }

    /// A position as a line and a byte offset in it, within the document.
    private func clamped(_ position: Position, _ encoding: PositionEncoding) -> (line: Int, byte: Int) {
        if position.line < 0 { return (0, 0) }
        if position.line >= lines.count { return (lines.count - 1, lines[lines.count - 1].count) }
        return (position.line, encoding.byteOffset(of: position.character, in: lines[position.line]))
    }

    /// The lines of `text` and how each ended; always at least one line.
    static func split(_ text: ArraySlice<UInt8>) -> (lines: [[UInt8]], endings: [Ending]) {
        var lines: [[UInt8]] = [], endings: [Ending] = []
        var start = text.startIndex
        while let breaks = text[start...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
            lines.append(Array(text[start..<breaks]))
            if text[breaks] == 0x0A {
                endings.append(.lineFeed)
                start = breaks + 1
            } else if breaks + 1 < text.endIndex && text[breaks + 1] == 0x0A {
                endings.append(.carriageReturnLineFeed)
                start = breaks + 2
            } else {
                endings.append(.carriageReturn)
                start = breaks + 1
            }
        }
        lines.append(Array(text[start...]))
        endings.append(.none)
        return (lines, endings)
    }
}
