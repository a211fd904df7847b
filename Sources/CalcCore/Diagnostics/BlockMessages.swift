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

    /// A line whose result cannot join the sum of those above it (`5` under `100 EUR`).
    /// `rewriteIsOfLine`: whether a rewrite the reason suggests (`write 5 EUR`) is of this line,
    /// rather than of the lines above it (`100 EUR` under `5`).
    public static func cannotAddLine(_ line: Int, _ word: String, reason: Diagnostic, rewriteIsOfLine: Bool,
                                     at span: SourceSpan) -> Diagnostic {
        // A rewrite of the line is worth passing on; other hints speak of an operator the reader
        // did not write.
        let rewrite = rewriteIsOfLine ? reason.hint.flatMap { $0.hasPrefix("write ") ? $0 : nil } : nil
        let hint = rewrite.map { "on line \(line), \($0); or start a new block with a blank line before it" }
            ?? "start a new block with a blank line before line \(line)"
        return Diagnostic("'\(word)' cannot add line \(line) to the lines above it: \(reason.message)", at: span,
                          hint: hint, id: .blockMixes)
    }

    /// A date in the block: there is no sum of dates.
    public static func dateInBlock(_ line: Int, _ word: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic("'\(word)' cannot add line \(line): it is a date", at: span,
                   hint: "start a new block with a blank line before line \(line)", id: .blockMixes)
    }

    /// A percentage among other numbers, or another number among percentages: `+` would take
    /// it as a change (`100 + 20%` is 120), which is not a column's sum.
    public static func percentInBlock(_ line: Int, _ word: String, isPercent: Bool, at span: SourceSpan) -> Diagnostic {
        let what = isPercent ? "a percentage, and the lines above it are not" : "not a percentage, and the lines above it are"
        return Diagnostic("'\(word)' cannot add line \(line): it is \(what)", at: span,
                          hint: "start a new block with a blank line before line \(line)", id: .blockMixes)
    }
}
