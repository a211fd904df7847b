/// Listings and messages fitted to the terminal's width (80 columns in a pipe): a line wider
/// than the width breaks at spaces, and its continuation rows start under its second column
/// (`hang` spaces); a word wider than the room is cut. Widths count characters, one column each.
enum TextWrap {
    /// The rows of `line` at `width` columns.
    static func wrap(_ line: String, width: Int, hang: Int) -> [String] {
        guard line.count > width, width > 0 else { return [line] }
        let hang = hang < width / 2 ? hang : 2
        var rows: [String] = []
        var rest = Substring(line)
        var indent = ""
        while !rest.isEmpty {
            let room = width - indent.count
            if rest.count <= room {
                rows.append(indent + rest)
                break
            }
            // The last space within the room (not the line's own indent), else a hard cut.
            let limit = rest.index(rest.startIndex, offsetBy: room)
            let leading = rest.prefix { $0 == " " }.count
            var cut = rest[..<limit].lastIndex(of: " ")
            if let found = cut, rest.distance(from: rest.startIndex, to: found) <= leading { cut = nil }
            let head = rest[..<(cut ?? limit)]
            rows.append(indent + String(head.reversed().drop { $0 == " " }.reversed()))
            rest = rest[(cut ?? limit)...].drop { $0 == " " }
            indent = String(repeating: " ", count: hang)
        }
        return rows
    }

    /// Every line of `text` wrapped; a line hangs under its second column (the text after its
    /// first run of two spaces past its indent), else two spaces past its indent.
    static func wrap(_ text: String, width: Int) -> String {
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
            index = line.index(after: index)
            column += 1
        }
        return indent + 2
    }
}
