/// A half-open range of UTF-8 byte offsets into one input line.
///
/// Spans are stored as plain offsets; line and column are computed only when a
/// diagnostic is rendered.
public struct SourceSpan: Hashable, Sendable, CustomStringConvertible {
    public var start: Int
    public var end: Int

    public init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = end
    }

    public var length: Int { end - start }

    /// The smallest span covering both.
    public func merged(with other: SourceSpan) -> SourceSpan {
        SourceSpan(Swift.min(start, other.start), Swift.max(end, other.end))
    }

    public var description: String { "\(start)..<\(end)" }
}
