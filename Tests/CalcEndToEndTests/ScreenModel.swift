/// What a terminal shows after some output, for tests that look at the screen rather than at
/// the bytes calc wrote: printable characters with automatic margins (xterm's: the cursor
/// waits at the right margin until the next character), CR, LF, BS and the cursor movement and
/// erase sequences libedit uses (CSI A, B, C, D, G, H, K, J), and the cursor's save and restore
/// (ESC 7, ESC 8) that calc's redraw after a resize uses. Other sequences are skipped.
/// Unbounded downwards (no scrolling), no reflow on a resize: the rows keep their characters.
/// An escape sequence cut between two parts of the output is kept until the next part.
struct ScreenModel {
    private(set) var rows: [[Character]] = [[]]
    private var row = 0, column = 0
    private var saved = (row: 0, column: 0)
    private var unfinished = ""
    var width: Int

    init(width: Int) { self.width = width }

    /// The rows as text, trailing spaces removed.
    var lines: [String] {
        rows.map { row in String(row.reversed().drop { $0 == " " }.reversed()) }
    }

    mutating func feed(_ text: some StringProtocol) {
        let all = Array(unfinished + text)
        var characters = all[...]
        unfinished = ""
        while let character = characters.popFirst() {
            switch character {
            case "\r": column = 0
            case "\n": row += 1
            case "\r\n": column = 0; row += 1
            case "\u{8}": column = max(0, min(column, width - 1) - 1)
            case "\u{7}": break
            case "\u{1b}":
                let sequenceStart = characters.startIndex - 1
                guard let next = characters.popFirst() else {
                    unfinished = "\u{1b}"
                    return
                }
                if next == "7" { saved = (row, column) }
                if next == "8" { (row, column) = saved }
                guard next == "[" else { continue }
                var parameters = ""
                while let byte = characters.first, byte.isASCII, let value = byte.asciiValue, (0x20...0x3F).contains(value) {
                    parameters.append(byte)
                    characters.removeFirst()
                }
                guard let final = characters.popFirst() else {
                    unfinished = String(all[sequenceStart...])
                    return
                }
                control(final, parameters)
            default:
                if character.isASCII, let value = character.asciiValue, value < 0x20 { continue }
                if column >= width { column = 0; row += 1 }
                put(character)
                column += 1
            }
        }
    }

    private mutating func control(_ final: Character, _ parameters: String) {
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
        let count = max(1, numbers.first ?? 1)
        switch final {
        case "A": row = max(0, row - count)
        case "B": row += count
        case "C": column = min(width - 1, column + count)
        case "D": column = max(0, min(column, width - 1) - count)
        case "G": column = count - 1
        case "H": row = max(0, count - 1); column = max(0, (numbers.count > 1 ? numbers[1] : 1) - 1)
        // Rows below the last one written are blank already: erasing there adds no row.
        case "K" where row < rows.count: rows[row] = Array(rows[row].prefix(column))
        case "J" where row < rows.count:
            rows[row] = Array(rows[row].prefix(column))
            rows.removeSubrange((row + 1)...)
        default: break
        }
    }

    private mutating func ensureRow() {
        while rows.count <= row { rows.append([]) }
    }

    private mutating func put(_ character: Character) {
        ensureRow()
        while rows[row].count < column { rows[row].append(" ") }
        if column < rows[row].count { rows[row][column] = character } else { rows[row].append(character) }
    }
}
