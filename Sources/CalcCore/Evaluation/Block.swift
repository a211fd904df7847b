/// The results of the lines since the last blank line or heading (DESIGN §16), which `sum`,
/// `total`, `subtotal` and `average` add up: a worksheet's column of figures.
///
/// Every successful line is kept with its line number and its role; a blank line, a comment
/// or a label alone ends the block. A line that is one of the words alone (`Total: total in
/// USD`) is a summary, not another figure: `sum` and `total` skip it, and after a `subtotal`
/// they take the subtotal in place of the lines it covered.
public struct Block: Sendable {
    /// The words that sum a block.
    public enum Word: Sendable, Equatable {
        /// `sum` and `total`: every figure of the block, subtotals in place of their lines.
        case sum
        /// `subtotal`: the figures since the last subtotal.
        case subtotal
        /// `average`: the mean of what `sum` adds.
        case average

        public init?(_ name: String) {
            switch name {
            case "sum", "total": self = .sum
            case "subtotal": self = .subtotal
            case "average": self = .average
            default: return nil
            }
        }

        /// The names, for completion, help and the grammar.
        public static let names = ["sum", "total", "subtotal", "average"]
    }

    /// What a kept line is to the block.
    public enum Role: Sendable, Equatable {
        /// A figure: an ordinary line's result.
        case figure
        /// A line that is `subtotal` alone: it stands for the figures since the one before.
        case subtotal
        /// A line that is `sum`, `total` or `average` alone: not a figure.
        case summary
    }

    public struct Entry: Sendable {
        public var value: Value
        public var line: Int
        public var role: Role
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    /// A blank line or a heading: the next line starts a new block.
    @inline(__always)
    public mutating func end() {
        if !entries.isEmpty { entries.removeAll(keepingCapacity: true) }
    }

    @inline(__always)
    mutating func append(_ value: Value, line: Int, role: Role) {
        entries.append(Entry(value: value, line: line, role: role))
    }

    /// What `word` adds up, in order, each with the line it came from.
    public func operands(of word: Word) -> [Entry] {
        switch word {
        case .subtotal:
            // The figures since the last subtotal.
            let start = entries.lastIndex { $0.role == .subtotal }.map { $0 + 1 } ?? entries.startIndex
            return entries[start...].filter { $0.role == .figure }
        case .sum, .average:
            // Figures and subtotals, without the figures a subtotal covered.
            var operands: [Entry] = []
            for entry in entries {
                switch entry.role {
                case .figure: operands.append(entry)
                case .subtotal:
                    operands.removeAll { $0.role == .figure }
                    operands.append(entry)
                case .summary: break
                }
            }
            return operands
        }
    }
}
