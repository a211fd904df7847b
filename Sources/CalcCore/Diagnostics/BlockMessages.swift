/// The messages of a worksheet's block sums (DESIGN §16): `sum`, `total`, `subtotal`,
/// `average` with nothing to add, or with a line that cannot be added to the others.
public enum BlockMessages {
    /// `total` on the first line, or after a blank line or heading.
    public static func emptyBlock(_ word: String, afterSubtotal: Bool, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.emptyBlock(word: word, afterSubtotal: afterSubtotal), at: span)
    }

    /// A block of more lines than calc keeps.
    public static func overlongBlock(_ word: String, lines: Int, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.overlongBlock(word: word, lines: lines), at: span)
    }

    /// How a block's error names one of its lines (DESIGN §23): by its number and its text in
    /// a file (`line 2, 2 km,`), by its text alone at the prompt, whose entries are not
    /// numbered where the user reads them.
    public struct LineName: Sendable, Equatable {
        public var number: Int
        /// The line's expression, when the driver still has it.
        public var text: String?
        public var isNumbered: Bool

        public init(number: Int, text: String?, isNumbered: Bool) {
            self.number = number
            self.text = text.map { $0.count > 40 ? String($0.prefix(40)) + "…" : $0 }
            self.isNumbered = isNumbered
        }
    }

    /// A line whose result cannot join the sum of those above it (`5` under `100 EUR`).
    /// `rewriteIsOfLine`: whether a rewrite the reason suggests (`write 5 EUR`) is of this line,
    /// rather than of the lines above it (`100 EUR` under `5`).
    public static func cannotAddLine(_ line: LineName, _ word: String, reason: Diagnostic, rewriteIsOfLine: Bool,
                                     at span: SourceSpan) -> Diagnostic {
        Diagnostic(.blockMixes(line: line, word: word, reason: reason, rewriteIsOfLine: rewriteIsOfLine), at: span)
    }

    /// A date in the block: there is no sum of dates.
    public static func dateInBlock(_ line: LineName, _ word: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.dateInBlock(line: line, word: word), at: span)
    }

    /// A percentage among other numbers, or another number among percentages: `+` would take
    /// it as a change (`100 + 20%` is 120), which is not a column's sum.
    public static func percentInBlock(_ line: LineName, _ word: String, isPercent: Bool, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.percentInBlock(line: line, word: word, isPercent: isPercent), at: span)
    }
}
