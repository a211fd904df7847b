/// Listings and messages fitted to the terminal's width (80 columns in a pipe): a line wider
/// than the width breaks at spaces, and its continuation rows start under its second column
/// (`hang` spaces). A word wider than a whole row (a long path) is cut after its last `/`
/// that fits in the row's second half, else where the row ends. Widths are screen columns
/// (`TextWidth`).
public enum TextWrap {
    /// The rows of `line` at `width` columns.
    public static func wrap(_ line: String, width: Int, hang: Int) -> [String] {
        guard width > 0, TextWidth.columns(line) > width else { return [line] }
        let hang = hang < width / 2 ? hang : 2
        var rows: [String] = []
        var rest = Substring(line)
        var indent = ""
        while !rest.isEmpty {
            let limit = end(of: rest, within: width - indent.count)
            if limit == rest.endIndex {
                rows.append(indent + rest)
                break
            }
            // The last space within the room, or just after it (not the line's own indent),
            // else after the last `/` past the room's middle, else a hard cut.
            let leading = rest.prefix { $0 == " " }.count
            var cut = breakingSpace(in: rest, through: limit)
            if let found = cut, rest.distance(from: rest.startIndex, to: found) <= leading { cut = nil }
            var next = cut
            if cut == nil, let slash = rest[..<limit].lastIndex(of: "/"),
               rest.distance(from: rest.startIndex, to: slash) >= rest.distance(from: rest.startIndex, to: limit) / 2 {
                cut = rest.index(after: slash)
                next = cut
            }
            let head = rest[..<(cut ?? limit)]
            rows.append(indent + String(head.reversed().drop { $0 == " " }.reversed()))
            rest = rest[(next ?? limit)...].drop { $0 == " " }
            indent = String(repeating: " ", count: hang)
        }
        return rows
    }

    /// The last space of `text` up to `limit` to break at: one that keeps an amount with its
    /// currency (`42.00 USD`, `USD 42`) and a code with its number (`HTTP 500`) where another
    /// will do.
    static func breakingSpace(in text: Substring, through limit: Substring.Index) -> Substring.Index? {
        let spaces = text[...limit].indices.filter { text[$0] == " " }
        return spaces.last { space in
            let start = text[..<space].lastIndex(of: " ").map(text.index(after:)) ?? text.startIndex
            return !joins(text[start..<space], text[text.index(after: space)...].prefix { $0 != " " })
        } ?? spaces.last
    }

    /// Whether a break between `left` and `right` would part a number from its currency (or
    /// from a code such as `HTTP`).
    static func joins(_ left: Substring, _ right: Substring) -> Bool {
        func isCode(_ word: Substring) -> Bool {
            let letters = word.prefix { ("A"..."Z").contains($0) }
            return (2...5).contains(letters.count) && word.dropFirst(letters.count).allSatisfy { ",.;:)".contains($0) }
        }
        func isDigit(_ character: Character?) -> Bool { character.map { ("0"..."9").contains($0) } ?? false }
        return isCode(left) && isDigit(right.drop { "(-+".contains($0) }.first) || isDigit(left.last) && isCode(right)
    }

    /// Every line of `text` wrapped; a line hangs under its second column (the text after its
    /// first run of two spaces past its indent), else two spaces past its indent.
    public static func wrap(_ text: String, width: Int) -> String {
        let endsWithNewline = text.hasSuffix("\n")
        let lines = (endsWithNewline ? String(text.dropLast()) : text).split(separator: "\n", omittingEmptySubsequences: false)
        let wrapped = lines.flatMap { wrap(String($0), width: width, hang: secondColumn(of: Substring($0))) }
        return wrapped.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
    }

    /// The column a line's continuation rows start at.
    static func secondColumn(of line: Substring) -> Int {
        let indent = line.prefix { $0 == " " }.count
        var index = line.index(line.startIndex, offsetBy: indent)
        var column = indent
        while index < line.endIndex {
            if line[index] == " ", line.index(after: index) < line.endIndex, line[line.index(after: index)] == " " {
                var after = index, spaces = 0
                while after < line.endIndex, line[after] == " " { after = line.index(after: after); spaces += 1 }
                return column + spaces
            }
            column += TextWidth.columns(line[index])
            index = line.index(after: index)
        }
        return indent + 2
    }

    /// Where the characters of `text` that fit `room` columns end (at least one character,
    /// so that a wide one in a room of one column still moves on).
    static func end(of text: Substring, within room: Int) -> Substring.Index {
        var index = text.startIndex, used = 0
        while index < text.endIndex {
            used += TextWidth.columns(text[index])
            if used > room { break }
            index = text.index(after: index)
        }
        return index == text.startIndex && index < text.endIndex ? text.index(after: index) : index
    }

    /// `text` shortened to `width` columns with `…` at its end, when it is wider.
    public static func cut(_ text: String, to width: Int) -> String {
        guard TextWidth.columns(text) > width else { return text }
        var kept = "", used = 1
        for character in text {
            used += TextWidth.columns(character)
            if used > width { break }
            kept.append(character)
        }
        return kept + "…"
    }

    /// `text` padded with spaces to `width` columns (at least one space after it, so that a
    /// wider text stays apart from what follows).
    public static func pad(_ text: String, _ width: Int) -> String {
        let columns = TextWidth.columns(text)
        return text + String(repeating: " ", count: columns >= width ? 1 : width - columns)
    }
}
