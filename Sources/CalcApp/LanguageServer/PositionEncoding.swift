/// How a position of the protocol counts the characters of a line (LSP 3.17's
/// `positionEncoding`): UTF-16 code units, the protocol's default, or UTF-8 bytes, which calc
/// counts in (its spans are byte offsets) and offers when the client takes them. `€5 + £3` is
/// 7 UTF-16 units and 11 bytes long.
enum PositionEncoding: String, Equatable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"

    /// The encoding to use when the client offers `offered` (its `general.positionEncodings`):
    /// UTF-8 when it takes it, else UTF-16.
    static func negotiated(_ offered: [String]) -> PositionEncoding {
        offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    }

    /// The byte offset in `line` (UTF-8 without its line ending) of the position `units` in
    /// this encoding. Past the end: the end, as the protocol says. Inside a character (between
    /// the two units of a surrogate pair, or inside a UTF-8 sequence): its start.
    func byteOffset(of units: Int, in line: [UInt8]) -> Int {
        guard units > 0 else { return 0 }
        var index = 0, counted = 0
        while index < line.count {
            let length = PositionEncoding.sequenceLength(line[index])
            let width = self == .utf8 ? length : (length == 4 ? 2 : 1)
            if counted + width > units { return index }
            counted += width
            index += length
            if counted == units { return min(index, line.count) }
        }
        return line.count
    }

    /// The position, in this encoding, of the byte offset `offset` in `line`.
    func units(toByte offset: Int, in line: [UInt8]) -> Int {
        let end = min(max(offset, 0), line.count)
        guard self == .utf16 else { return end }
        var index = 0, counted = 0
        while index < end {
            let length = PositionEncoding.sequenceLength(line[index])
            counted += length == 4 ? 2 : 1
            index += length
        }
        return counted
    }

    /// The bytes of the UTF-8 sequence a byte starts (a stray continuation byte: 1).
    @inline(__always)
    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
