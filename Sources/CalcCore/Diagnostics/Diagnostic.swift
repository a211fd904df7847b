/// A message about a line or about calc itself, as data: which message it is, how grave, where
/// in the line (a primary span and any secondary ones), and the hint and notes that go with it.
/// Every one is made by a function of the catalogue (`Messages`, `MoneyMessages`,
/// `ProgramMessages`); its words come from `English` when they are shown, and
/// `DiagnosticRenderer` draws them.
public struct Diagnostic: Error, Equatable, Sendable {
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    /// What the message says, with the facts it is made of; `English` words it.
    public var content: Message
    public var severity: Severity
    /// Where in the line; `SourceSpan(0, 0)` for messages about calc rather than a line.
    public var span: SourceSpan
    /// Other places the message refers to.
    public var secondarySpans: [SourceSpan]
    /// What the evaluator may do about it, typed so that no control flow compares message
    /// names: retry a value it could not decide at a higher precision, or stop retrying when
    /// the line's work is spent.
    public var cause: Cause
    /// What the message advises the user to do, kept out of its text: `worded(_:)` says it in
    /// the words of where the message is shown.
    public var advice: Advice?
    /// The advice as `worded(_:)` said it, placed in the words by `message`, `hint` or `notes`.
    var saidAdvice: Advice.Said?
    /// The numbers of the hint and notes written with decimal commas (`Wording.decimalComma`).
    var writesDecimalCommas = false

    public enum Cause: Sendable, Equatable {
        case other
        /// The value could not be decided at this precision (a higher one may decide it).
        case undecided
        /// The line's budget of work is spent.
        case outOfWork
    }

    public init(_ content: Message, at span: SourceSpan, severity: Severity = .error, secondarySpans: [SourceSpan] = [],
                cause: Cause = .other, advice: Advice? = nil) {
        self.content = content
        self.severity = severity
        self.span = span
        self.secondarySpans = secondarySpans
        self.cause = cause
        self.advice = advice
    }

    /// Which message this is (`.twoValuesInARow`).
    public var id: MessageID { content.id }

    /// The message, its hint and its notes in words, with the advice that `worded(_:)` said
    /// in its place: after the message, as or after the hint, or after the last note. Made
    /// when asked for, all three at once: a renderer asks once.
    public var words: (message: String, hint: String?, notes: [String]) {
        var words = English.words(content)
        if let said = saidAdvice {
            switch said.advice {
            case .updateRates: words.message += "; " + said.text
            case .updateHistory, .ratesInfo: words.hint = words.hint.map { "\($0); \(said.text)" } ?? said.text
            case .rewriteHistory:
                if let last = words.notes.indices.last { words.notes[last] += "; " + said.text } else { words.notes.append(said.text) }
            }
        }
        // The message quotes the user's own text, which stays as typed.
        if writesDecimalCommas {
            return (words.message, words.hint.map(NumberStyle.withDecimalCommas), words.notes.map(NumberStyle.withDecimalCommas))
        }
        return (words.message, words.hint, words.notes)
    }

    public var message: String { words.message }

    /// A likely fix ("write 5 USD", "did you mean EUR?"), shown after the message.
    public var hint: String? { words.hint }

    /// Further facts, each shown on a `note:` line.
    public var notes: [String] { words.notes }

    /// The message and hint on one line, as batch mode prints them (with the command line's
    /// advice).
    public var oneLine: String { Diagnostic.oneLine(worded().words) }

    static func oneLine(_ words: (message: String, hint: String?, notes: [String])) -> String {
        guard let hint = words.hint else { return words.message }
        return "\(words.message); \(hint)"
    }
}
