/// A 1-based line and UTF-8 column in a document, for error messages.
///
/// Parsers work with byte offsets and compute this only when they report an error, so the
/// happy path never pays for line counting.
public struct TextPosition: Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    /// Counted in UTF-8 bytes from the start of the line, starting at 1.
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of byte `offset` in `bytes` (an offset at the end is just past the last byte).
    init(offset: Int, in bytes: [UInt8]) {
        var line = 1
        var lineStart = 0
        let end = min(offset, bytes.count)
        var index = 0
        while index < end {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        self.init(line: line, column: end - lineStart + 1)
    }

    public var description: String { "line \(line), column \(column)" }
}
