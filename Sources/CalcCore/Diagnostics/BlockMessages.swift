/// The messages of a worksheet's block sums (DESIGN §16): `sum`, `total`, `subtotal`,
/// `average` with nothing to add, or with a line that cannot be added to the others.
public enum BlockMessages {
    /// `total` on the first line, or after a blank line or heading.
    public static func emptyBlock(_ word: String, afterSubtotal: Bool, at span: SourceSpan) -> Diagnostic {
        if afterSubtotal {
            return Diagnostic("no figures since the last subtotal for '\(word)' to add", at: span,
                              hint: "use ans for the line above, or total for the whole block", id: .emptyBlock)
        }
        let verb = word == "average" ? "average" : "add up"
        return Diagnostic("nothing above for '\(word)' to \(verb)", at: span,
                          hint: "'\(word)' takes the results since the last blank line or heading", id: .emptyBlock)
    }

    /// A block of more lines than calc keeps.
    public static func overlongBlock(_ word: String, lines: Int, at span: SourceSpan) -> Diagnostic {
        Diagnostic("'\(word)' adds up at most \(lines) lines, and the block above is longer", at: span,
                   hint: "separate the blocks with blank lines or headings", id: .overlongBlock)
    }

    /// How a block's error names one of its lines (DESIGN §23): by its number and its text in
    /// a file (`line 2, 2 km,`), by its text alone at the prompt, whose entries are not
    /// numbered where the user reads them.
    public struct LineName: Sendable {
        public var number: Int
        /// The line's expression, when the driver still has it.
        public var text: String?
        public var isNumbered: Bool

        public init(number: Int, text: String?, isNumbered: Bool) {
            self.number = number
            self.text = text.map { $0.count > 40 ? String($0.prefix(40)) + "…" : $0 }
            self.isNumbered = isNumbered
        }

        /// `line 2, '2 km',`, `line 2`, or `'2 km'` at the prompt.
        var phrase: String {
            switch (isNumbered, text) {
            case (true, let text?): "line \(number), '\(text)',"
            case (true, nil): "line \(number)"
            case (false, let text?): "'\(text)'"
            case (false, nil): "an entry above"
            }
        }

        /// Where a new block would start.
        var newBlockHint: String {
            isNumbered ? "start a new block with a blank line before line \(number)"
                : "an empty line starts a new block: enter one before that entry's figures"
        }
    }

    /// A line whose result cannot join the sum of those above it (`5` under `100 EUR`).
    /// `rewriteIsOfLine`: whether a rewrite the reason suggests (`write 5 EUR`) is of this line,
    /// rather than of the lines above it (`100 EUR` under `5`).
    public static func cannotAddLine(_ line: LineName, _ word: String, reason: Diagnostic, rewriteIsOfLine: Bool,
                                     at span: SourceSpan) -> Diagnostic {
        // A rewrite of the line is worth passing on; other hints speak of an operator the reader
        // did not write.
        let rewrite = rewriteIsOfLine ? reason.hint.flatMap { $0.hasPrefix("write ") ? $0 : nil } : nil
        let hint = rewrite.map { rewrite in
            line.isNumbered ? "on line \(line.number), \(rewrite); or start a new block with a blank line before it"
                : "on that entry, \(rewrite); or start a new block with an empty line before such entries"
        } ?? line.newBlockHint
        return Diagnostic("'\(word)' cannot add \(line.phrase) to the \(line.isNumbered ? "lines" : "entries") above it: \(reason.message)", at: span,
                          hint: hint, id: .blockMixes)
    }

    /// A date in the block: there is no sum of dates.
    public static func dateInBlock(_ line: LineName, _ word: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic("'\(word)' cannot add \(line.phrase): it is a date", at: span, hint: line.newBlockHint, id: .blockMixes)
    }

    /// A percentage among other numbers, or another number among percentages: `+` would take
    /// it as a change (`100 + 20%` is 120), which is not a column's sum.
    public static func percentInBlock(_ line: LineName, _ word: String, isPercent: Bool, at span: SourceSpan) -> Diagnostic {
        let what = isPercent ? "a percentage, and the lines above it are not" : "not a percentage, and the lines above it are"
        return Diagnostic("'\(word)' cannot add \(line.phrase): it is \(what)", at: span, hint: line.newBlockHint, id: .blockMixes)
    }
}
