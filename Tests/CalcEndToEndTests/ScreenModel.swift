/// What a terminal shows after some output, for tests that look at the screen rather than at
/// the bytes calc wrote: printable characters with automatic margins (xterm's: the cursor
/// waits at the right margin until the next character), CR, LF, BS and the cursor movement and
/// erase sequences libedit uses (CSI A, B, C, D, G, H, K, J). Other sequences are skipped.
/// Unbounded downwards (no scrolling), no reflow on a resize: the rows keep their characters.
struct ScreenModel {
    private(set) var rows: [[Character]] = [[]]
    private var row = 0, column = 0
    var width: Int

    init(width: Int) { self.width = width }

    /// The rows as text, trailing spaces removed.
    var lines: [String] {
        rows.map { row in String(row.reversed().drop { $0 == " " }.reversed()) }
    }

    mutating func feed(_ text: some StringProtocol) {
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\r": column = 0
            case "\n": row += 1
            case "\r\n": column = 0; row += 1
            case "\u{8}": column = max(0, min(column, width - 1) - 1)
            case "\u{7}": break
            case "\u{1b}":
                guard let next = characters.popFirst() else { return }
                guard next == "[" else { continue }
                var parameters = ""
                while let byte = characters.first, byte.isASCII, let value = byte.asciiValue, (0x20...0x3F).contains(value) {
                    parameters.append(byte)
                    characters.removeFirst()
                }
                guard let final = characters.popFirst() else { return }
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
        case "K": ensureRow(); rows[row] = Array(rows[row].prefix(column))
        case "J":
            ensureRow()
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
