/// One lexical token: what it is and where it stands.
public struct Token: Equatable, Sendable {
    public var kind: TokenKind
    public var span: SourceSpan

    public init(_ kind: TokenKind, _ span: SourceSpan) {
        self.kind = kind
        self.span = span
    }
}

/// The kinds of token the lexer produces. Every terminal of `Grammar/calc.ebnf` maps to one.
public enum TokenKind: Equatable, Sendable {
    case number                 // 12, 12.5, .5, 1_000, 2.5e-3
    case date                   // 2026-12-24 (no spaces)
    case clock                  // 8:30, 0:45:10 (hours, minutes, seconds)
    case identifier             // x, ans, _, sqrt, USD
    case currencySymbol(CurrencyCode) // $, €, US$ ...: the ISO code the symbol stands for
    case plus                   // +
    case minus                  // -
    case star                   // *
    case slash                  // /
    case times                  // ×
    case divide                 // ÷
    case caret                  // ^ and **
    case squared                // ²
    case superscript            // ²³, ⁻³: superscript digits written together, one exponent
    case text                   // "MCMLXXVIII" (only roman's argument)
    case cubed                  // ³
    case squareRoot             // √
    case bang                   // ! (factorial)
    case modulo                 // mod
    case percent                // %
    case degree                 // ° (degrees)
    case of                     // of (P% of X)
    case off                    // off (P% off X)
    case at                     // at (an inline rate)
    case on                     // on (the day of the rates)
    case leftParen              // (
    case rightParen             // )
    case comma                  // ,
    case equals                 // =
    case conversion             // in, to, as, ->
    case end                    // end of the line (or the start of a # comment)

    /// A word or `on`, which may start a percent phrase (`is what % of`, `P% on X`); a
    /// pattern, not `==`, which on an enum with a payload is a call.
    @inline(__always)
    var mayStartPercentPhrase: Bool {
        switch self {
        case .identifier, .on: true
        default: false
        }
    }

    @inline(__always)
    var isPercent: Bool {
        if case .percent = self { return true }
        return false
    }
}
