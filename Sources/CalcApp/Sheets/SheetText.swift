import CalcCore

/// The text of a worksheet (DESIGN §16): its lines, the annotations an earlier `--sheet` left
/// on them, and where the new ones go. Works on bytes; columns are counted on screen.
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
            let newline = bytes.firstIndex(of: 0x0A, in: start..<bytes.count)
            let next = newline.map { $0 + 1 } ?? bytes.count
            var end = newline ?? bytes.count
            if end > start && bytes[end - 1] == 0x0D { end -= 1 }
            lines.append(Line(start: start, end: end, next: next))
            start = next
        }
        return lines
    }

    /// Where calc's annotations are on a line, and what stays of it.
    struct Annotations {
        /// The end of the text before calc's first annotation, without the spaces before it:
        /// the expression and any comment of the writer's own ahead of the annotation. The
        /// line's end when it has none.
        var keptEnd: Int
        /// calc's annotations, each with the spaces before it: cut when the line is written
        /// again. What lies between and after them (the writer's notes) stays.
        var cuts: [Range<Int>] = []
    }

    /// calc's annotations on `bytes[range]` (DESIGN §23): `# = ` or `# error: ` in the line's
    /// comment, up to a space and a `#` or the end of the line. After `# = `, only a text calc
    /// could have printed (`PrintedValue`) is calc's; any other (`# = was 1100 last year`) is
    /// the writer's comment and stays. A line that is only a comment (`# = totals below`) has
    /// none: calc annotates only lines with an expression.
    static func annotations(_ bytes: [UInt8], _ range: Range<Int>) -> Annotations {
        // Most lines have no `#` at all: nothing to look at (the scan below goes byte by byte,
        // and a sheet's lines need not pay for it).
        if bytes.firstIndex(of: UInt8(ascii: "#"), in: range) == nil { return Annotations(keptEnd: range.upperBound) }
        var index = range.lowerBound
        while index < range.upperBound, isBlank(bytes[index]) { index += 1 }
        if index < range.upperBound && bytes[index] == UInt8(ascii: "#") { return Annotations(keptEnd: range.upperBound) }
        // The comment starts at the first `#` outside double quotes (`roman("…")`).
        var quoted = false
        var inComment = false
        var found = Annotations(keptEnd: range.upperBound)
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") && !inComment {
                quoted.toggle()
            } else if byte == UInt8(ascii: "#") {
                if !quoted { inComment = true }
                // An annotation follows spaces. One that does ends the expression even inside an
                // unclosed quote: in `5 + "  # error: unexpected character '"'` the quote that
                // closes it is the annotation's own, and the annotation would be kept as code.
                let afterSpace = index > range.lowerBound && isBlank(bytes[index - 1])
                if let mark = annotationMark(bytes, index, range.upperBound), inComment || (afterSpace && mark == errorMark.dropLast()) {
                    inComment = true
                    let end = annotationEnd(bytes, from: index + mark.count, range.upperBound)
                    let textStart = min(index + mark.count + 1, end)
                    let text = String(decoding: bytes[textStart..<trimmedEnd(bytes, textStart..<end)], as: UTF8.self)
                    if mark == errorMark.dropLast() || text.isEmpty || PrintedValue.couldBe(text) {
                        let cutStart = trimmedEnd(bytes, range.lowerBound..<index)
                        if found.cuts.isEmpty { found.keptEnd = cutStart }
                        found.cuts.append(cutStart..<end)
                    }
                    index = end
                    continue
                }
            }
            index += 1
        }
        return found
    }

    /// The length of a UTF-8 byte order mark at the start of `bytes` (3), else 0: a sheet's
    /// first line starts after it.
    static func byteOrderMarkLength(_ bytes: some Collection<UInt8>) -> Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Where the expression of `bytes[range]` ends for the evaluator: before calc's first
    /// annotation (a comment of the writer's own stays, `12 EUR # lunch`, and the lexer skips
    /// it).
    static func codeEnd(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        annotations(bytes, range).keptEnd
    }

    /// The mark of an annotation at `index`, without its space: `# =` or `# error:`, then a
    /// space, a tab, the line's end or another `#`. An expression must not end in `# =` (an
    /// empty annotation, `5 # =` or `5 # =# = 5`): the spaces before the new annotation would
    /// complete the mark, and the next run would cut the line there.
    private static func annotationMark(_ bytes: [UInt8], _ index: Int, _ end: Int) -> ArraySlice<UInt8>? {
        for mark in [resultMark.dropLast(), errorMark.dropLast()] {
            let markEnd = index + mark.count
            guard hasPrefix(bytes, index, end, mark) else { continue }
            if markEnd == end { return mark }
            switch bytes[markEnd] {
            case 0x20, 0x09, UInt8(ascii: "#"): return mark
            default: continue
            }
        }
        return nil
    }

    /// Where an annotation whose text starts at `start` ends: before the spaces ahead of the
    /// next `#` (the writer's note), or at the line's end.
    private static func annotationEnd(_ bytes: [UInt8], from start: Int, _ end: Int) -> Int {
        var index = start
        while index < end {
            if isBlank(bytes[index]) {
                var next = index
                while next < end, isBlank(bytes[next]) { next += 1 }
                if next < end && bytes[next] == UInt8(ascii: "#") { return index }
                index = next
            } else {
                index += 1
            }
        }
        return end
    }

    /// `text` as an annotation can hold it: on one line, and without a space before a `#`,
    /// which would end the annotation there and leave the rest as a note of the writer's
    /// (an error message that quotes `a #b`).
    static func annotationText(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            let byte = byte == 0x0A || byte == 0x0D ? 0x20 : byte
            if byte == UInt8(ascii: "#"), let last = bytes.last, isBlank(last) {
                bytes.append(contentsOf: "\u{FF03}".utf8)  // ＃, the full-width number sign
                continue
            }
            bytes.append(byte)
        }
        return bytes
    }

    /// The line `bytes[range]` as an error quotes it: without calc's annotations and the
    /// spaces around it.
    static func quoted(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        var start = range.lowerBound
        while start < range.upperBound, isBlank(bytes[start]) { start += 1 }
        let end = trimmedEnd(bytes, start..<annotations(bytes, range).keptEnd)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// `bytes` as a terminal may be shown them (DESIGN §23): control characters in caret
    /// notation (`^[` for ESC, `^?` for DEL, `^M` for a carriage return not ending a line), and
    /// the C1 controls (U+0080…U+009F) as `^[` and their 7-bit form, so that a downloaded sheet
    /// cannot set the title, move the cursor or write the clipboard (OSC 52). Tabs and line
    /// endings stay; a pipe gets the bytes as they are.
    static func escapedForTerminal(_ bytes: [UInt8]) -> [UInt8] {
        var index = 0
        var escaped: [UInt8] = []
        escaped.reserveCapacity(bytes.count)
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x09, 0x0A:
                escaped.append(byte)
            case 0x0D where index + 1 < bytes.count && bytes[index + 1] == 0x0A:
                escaped.append(byte)
            case 0x00..<0x20:
                escaped += [UInt8(ascii: "^"), byte + 0x40]
            case 0x7F:
                escaped += Array("^?".utf8)
            case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
                escaped += [UInt8(ascii: "^"), UInt8(ascii: "["), bytes[index + 1] - 0x40]
                index += 1
            default:
                escaped.append(byte)
            }
            index += 1
        }
        return escaped
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

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

    /// The width of `bytes[range]` on screen: tabs to the next multiple of 8, wide characters
    /// two columns, combining marks none (DESIGN §23), as the prompt counts them.
    static func columns(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        var column = 0
        // ASCII without tabs, nearly every line: one column a byte (eight bytes at a time).
        let isPlain = bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            var index = range.lowerBound
            while index + 8 <= range.upperBound {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if ByteWord.nonASCII(in: word) | ByteWord.byte(0x09, in: word) != 0 { return false }
                index += 8
            }
            while index < range.upperBound {
                if buffer[index] & 0x80 != 0 || buffer[index] == 0x09 { return false }
                index += 1
            }
            return true
        }
        if isPlain { return range.count }
        for scalar in String(decoding: bytes[range], as: UTF8.self).unicodeScalars {
            column += scalar == "\t" ? 8 - column % 8 : TextWidth.columns(scalar)
        }
        return column
    }

    /// The column of the annotations' `#`, from the widths of the lines that get one: two
    /// spaces after the widest, but never right of `maximumColumn`.
    static func annotationColumn(widths: some Sequence<Int>) -> Int {
        let widest = widths.reduce(0, max)
        return min(widest + 3, maximumColumn)
    }

    /// Spaces before an annotation on a line `width` columns wide: up to `column`, at least two.
    static func padding(width: Int, column: Int) -> Int {
        max(2, column - 1 - width)
    }

    /// Whether `bytes[range]` is a line of an earlier `--total` summary: `# total: …` or
    /// `# USD: 2 amounts, …`.
    static func isTotalLine(_ bytes: [UInt8], _ range: Range<Int>, last: Bool) -> Bool {
        let text = bytes[range]
        if last {
            // `# total: 367.60 EUR` or `# total: error: …`, as calc writes it; not a person's
            // `# total: remember the tip`.
            let prefix = Array("# total: ".utf8)
            guard hasPrefix(bytes, range.lowerBound, range.upperBound, prefix) else { return false }
            let rest = bytes[(range.lowerBound + prefix.count)..<range.upperBound]
            return rest.first.map { $0 &- 0x30 < 10 || $0 == UInt8(ascii: "-") } == true || rest.starts(with: Array("error: ".utf8))
                || rest.starts(with: Array("≈ ".utf8))
        }
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
