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
        /// An assignment of a plain number (`nights = 7`, `fx = 1.08`): a figure in a block of
        /// plain numbers, skipped in a block of amounts or quantities (DESIGN §23).
        case setting
    }

    public struct Entry: Sendable {
        public var value: Value
        public var line: Int
        public var role: Role
    }

    public private(set) var entries: [Entry] = []
    /// Whether the block has more lines than it keeps (`maximumLines`): its sum is then refused
    /// rather than made of part of it, and memory stays bounded however long a batch runs
    /// without a blank line.
    public private(set) var isOverlong = false
    /// The lines a block keeps: a column of figures longer than this is not one a reader sums.
    public static let maximumLines = 1 << 16
    /// The last result when it is not the last entry: from before the block began, or past
    /// `maximumLines`.
    private var resultOutside: Value?

    public init() {}

    /// The last result of all, the block's or one before it.
    var lastResult: Value? {
        @inline(__always) get {
            if isOverlong || entries.isEmpty { return resultOutside }
            return entries[entries.count - 1].value
        }
    }

    /// Where the block stands, to go back to (`rollBack`).
    struct Mark {
        let count: Int
        let isOverlong: Bool
        let resultOutside: Value?
        /// The last entry, which a continuation may revise in place.
        let last: Entry?
    }

    var mark: Mark { Mark(count: entries.count, isOverlong: isOverlong, resultOutside: resultOutside, last: entries.last) }

    /// Forgets what was recorded since `mark`, a revised figure included.
    mutating func rollBack(to mark: Mark) {
        if entries.count > mark.count { entries.removeLast(entries.count - mark.count) }
        if let last = mark.last, entries.count == mark.count, mark.count > 0 { entries[mark.count - 1] = last }
        isOverlong = mark.isOverlong
        resultOutside = mark.resultOutside
    }

    /// A blank line or a heading: the next line starts a new block.
    @inline(__always)
    mutating func end() {
        if !entries.isEmpty {
            if !isOverlong { resultOutside = entries[entries.count - 1].value }
            entries.removeAll(keepingCapacity: true)
        }
        isOverlong = false
    }

    @inline(__always)
    mutating func append(_ value: consuming Value, line: Int, role: Role) {
        guard entries.count < Block.maximumLines else {
            isOverlong = true
            resultOutside = value
            return
        }
        // Room for 64 lines, then for the longest block at once (its pages are touched only as
        // it fills): growing by doubling moved every entry again, a cost each line of a batch
        // paid; and a one-shot or a short sheet does not map (and unmap) 4.7 MB for one line.
        if entries.count == entries.capacity { entries.reserveCapacity(entries.capacity == 0 ? 64 : Block.maximumLines) }
        entries.append(Entry(value: value, line: line, role: role))
    }

    /// A line that continues the one above (`VAT: + 20%` under `Price: 100 EUR`): its result
    /// replaces that figure, so that the block counts the revised value once (DESIGN §19).
    /// A continuation of a result from before the block is a figure of its own.
    mutating func revise(_ value: consuming Value, line: Int) {
        if !isOverlong, let last = entries.indices.last, entries[last].role == .figure {
            entries[last] = Entry(value: value, line: line, role: .figure)
        } else {
            append(value, line: line, role: .figure)
        }
    }

    /// What `word` adds up, in order, each with the line it came from.
    public func operands(of word: Word) -> [Entry] {
        var operands: [Entry] = []
        switch word {
        case .subtotal:
            // The figures since the last subtotal.
            let start = entries.lastIndex { $0.role == .subtotal }.map { $0 + 1 } ?? entries.startIndex
            operands = entries[start...].filter { $0.role == .figure || $0.role == .setting }
        case .sum, .average:
            // Figures and subtotals, without the figures a subtotal covered.
            for entry in entries {
                switch entry.role {
                case .figure, .setting: operands.append(entry)
                case .subtotal:
                    operands.removeAll { $0.role == .figure || $0.role == .setting }
                    operands.append(entry)
                case .summary: break
                }
            }
        }
        // Settings count only among plain numbers.
        if operands.contains(where: { $0.role == .setting }), operands.contains(where: { !$0.value.unit.isNone }) {
            operands.removeAll { $0.role == .setting }
        }
        return operands
    }
}
