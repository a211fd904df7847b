/// The English names of tokens, as a message says what it found (`expected a value, found
/// ')'`).
extension English {
    static func tokenName(_ kind: TokenKind) -> String {
        switch kind {
        case .number: "number"
        case .date: "date"
        case .clock: "time"
        case .identifier: "name"
        case .currencySymbol: "currency symbol"
        case .plus: "'+'"
        case .minus: "'-'"
        case .star: "'*'"
        case .slash: "'/'"
        case .times: "'×'"
        case .divide: "'÷'"
        case .caret: "'^'"
        case .squared: "'²'"
        case .superscript: "superscript"
        case .text: "text"
        case .cubed: "'³'"
        case .squareRoot: "'√'"
        case .bang: "'!'"
        case .modulo: "'mod'"
        case .percent: "'%'"
        case .degree: "'°'"
        case .of: "'of'"
        case .off: "'off'"
        case .at: "'at'"
        case .on: "'on'"
        case .leftParen: "'('"
        case .rightParen: "')'"
        case .comma: "','"
        case .equals: "'='"
        case .conversion: "conversion"
        case .end: "end of input"
        }
    }
}
