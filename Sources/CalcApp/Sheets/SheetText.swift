/// The text of a worksheet (DESIGN §16): its lines, the annotations an earlier `--sheet` left
/// on them, and where the new ones go. Works on bytes; columns are counted in characters.
enum SheetText {
    /// What `--sheet` writes after a line's expression.
    static let resultMark: [UInt8] = Array("# = ".utf8)
    static let errorMark: [UInt8] = Array("# error: ".utf8)
    /// The `#` of an annotation goes no further right than this column (counting from 1).
    static let maximumColumn = 60

    /// One line of the sheet: `bytes[start..<end]` is its text, `bytes[end..<next]` its line
    /// ending (`\n`, `\r\n`, or nothing at the end of the file).
    struct Line {
        var start: Int
        var end: Int
        var next: Int
    }

    /// The lines of `bytes`; a last line without a newline is a line, an empty end is not.
    static func lines(_ bytes: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var start = 0
        while start < bytes.count {
            let newline = bytes[start...].firstIndex(of: 0x0A)
            let next = newline.map { $0 + 1 } ?? bytes.count
            var end = newline ?? bytes.count
            if end > start && bytes[end - 1] == 0x0D { end -= 1 }
            lines.append(Line(start: start, end: end, next: next))
            start = next
        }
        return lines
    }

    /// Where the expression of `bytes[range]` ends: before an earlier run's annotation (`# = …`
    /// or `# error: …` in the line's comment) and the spaces before it; the line's end when it
    /// has none. A comment of the writer's own stays (`12 EUR # lunch  # = 12.00 EUR`), and so
    /// does a line that is only a comment (`# = totals below`): calc annotates only lines with
    /// an expression.
    static func codeEnd(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        var index = range.lowerBound
        while index < range.upperBound, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        if index < range.upperBound && bytes[index] == UInt8(ascii: "#") { return range.upperBound }
        // The comment starts at the first `#` outside double quotes (`roman("…")`).
        var quoted = false
        var inComment = false
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") && !inComment {
                quoted.toggle()
            } else if byte == UInt8(ascii: "#") {
                if !quoted { inComment = true }
                // An annotation follows spaces. One that does ends the expression even inside an
                // unclosed quote: in `5 + "  # error: unexpected character '"'` the quote that
                // closes it is the annotation's own, and the annotation would be kept as code.
                let afterSpace = index > range.lowerBound && (bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09)
                if (inComment || afterSpace) && isAnnotation(bytes, index, range.upperBound) {
                    return trimmedEnd(bytes, range.lowerBound..<index)
                }
            }
            index += 1
        }
        return range.upperBound
    }

    /// Whether an annotation's mark starts at `index`: `# =` or `# error:`, then a space, the
    /// line's end or another annotation. An expression must not end in `# =` (an empty
    /// annotation, `5 # =` or `5 # =# = 5`): the spaces before the new annotation would
    /// complete the mark, and the next run would cut the line there.
    private static func isAnnotation(_ bytes: [UInt8], _ index: Int, _ end: Int) -> Bool {
        for mark in [resultMark, errorMark] {
            let markEnd = index + mark.count - 1
            guard hasPrefix(bytes, index, end, mark.dropLast()) else { continue }
            if markEnd == end { return true }
            switch bytes[markEnd] {
            case 0x20, 0x09, UInt8(ascii: "#"): return true
            default: continue
            }
        }
        return false
    }

    /// The line ending of the sheet: its last line's that has one (`\n` when none has).
    static func lineEnding(_ bytes: [UInt8], _ lines: [Line]) -> [UInt8] {
        guard let ended = lines.last(where: { $0.end < $0.next }) else { return [0x0A] }
        return Array(bytes[ended.end..<ended.next])
    }

    /// The end of `bytes[range]` without its trailing spaces and tabs.
    static func trimmedEnd(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return end
    }

    private static func hasPrefix(_ bytes: [UInt8], _ index: Int, _ end: Int, _ prefix: some Collection<UInt8>) -> Bool {
        guard end - index >= prefix.count else { return false }
        for (offset, byte) in prefix.enumerated() where bytes[index + offset] != byte { return false }
        return true
    }

    /// The width of `bytes[range]` in characters (grapheme clusters): what an editor counts.
    static func characters(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        if bytes[range].allSatisfy({ $0 < 0x80 }) { return range.count }
        return String(decoding: bytes[range], as: UTF8.self).count
    }

    /// The column of the annotations' `#`, from the widths of the lines that get one: two
    /// spaces after the widest, but never right of `maximumColumn`.
    static func annotationColumn(widths: some Sequence<Int>) -> Int {
        let widest = widths.reduce(0, max)
        return min(widest + 3, maximumColumn)
    }

    /// Spaces before an annotation on a line `width` characters wide: up to `column`, at least two.
    static func padding(width: Int, column: Int) -> Int {
        max(2, column - 1 - width)
    }

    /// Whether `bytes[range]` is a line of an earlier `--total` summary: `# total: …` or
    /// `# USD: 2 amounts, …`.
    static func isTotalLine(_ bytes: [UInt8], _ range: Range<Int>, last: Bool) -> Bool {
        let text = bytes[range]
        if last { return hasPrefix(bytes, range.lowerBound, range.upperBound, Array("# total: ".utf8)) }
        guard hasPrefix(bytes, range.lowerBound, range.upperBound, Array("# ".utf8)) else { return false }
        let afterMark = text.dropFirst(2)
        guard let colon = afterMark.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let code = afterMark[..<colon]
        guard (3...5).contains(code.count), code.allSatisfy({ $0 &- UInt8(ascii: "A") < 26 }) else { return false }
        let rest = afterMark[(colon + 1)...]
        return rest.first == 0x20 && rest.dropFirst().first.map { $0 &- 0x30 < 10 } == true
            && (rest.contains(UInt8(ascii: ",")))
    }

    /// The lines before an earlier `--total` summary at the end of the sheet (blank lines after
    /// it too), so that `--sheet --total` on its own output does not add a second summary.
    static func withoutTotal(_ bytes: [UInt8], _ lines: [Line]) -> [Line] {
        var count = lines.count
        while count > 0, lines[count - 1].start == lines[count - 1].end { count -= 1 }
        guard count > 0, isTotalLine(bytes, lines[count - 1].start..<lines[count - 1].end, last: true) else { return lines }
        count -= 1
        while count > 0, isTotalLine(bytes, lines[count - 1].start..<lines[count - 1].end, last: false) { count -= 1 }
        return Array(lines[..<count])
    }
}
