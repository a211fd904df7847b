import CalcCore

/// What the command line asks for, after flags and expression words are told apart.
public struct Invocation {
    public var expression: [String] = []
    public var file: String?
    public var ratesFile: String?
    public var offline = false
    public var showRatesInfo = false
    public var updateRates = false
    /// `--digits N`: significant digits shown for values that are not exact.
    public var digits: Int?
    /// `--history A B [FROM..TO]`: the words are `expression`.
    public var history = false
    /// `--csv`: the history as CSV rather than a chart.
    public var csv = false
    /// `--total CUR`: the money of a batch summed in CUR.
    public var total: CurrencyCode?
    /// `--json`: a JSON object a line.
    public var json = false
    /// `--explain`: each result's conversions.
    public var explain = false

    /// Options with a value: the word after them is never an expression word.
    public static let optionsWithValue: Set<String> = ["-f", "--file", "--rates", "--digits", "--total"]

    /// An argument that starts with `-` and then a digit, `.`, `(` or a space is part
    /// of the expression (`calc -5 + 3`), and so is a lone `-` (`calc 5 - 3`).
    public static func isExpressionWord(_ word: String) -> Bool {
        let bytes = Array(word.utf8.prefix(2))
        guard bytes.first == UInt8(ascii: "-") else { return true }
        guard bytes.count == 2 else { return true }
        let next = bytes[1]
        return (next &- 0x30) < 10 || next == UInt8(ascii: ".") || next == UInt8(ascii: "(") || next == UInt8(ascii: " ")
    }

    public init(expression: [String] = []) {
        self.expression = expression
    }
}
