/// A message about a line or about calc itself, as data: which message it is, how grave, where
/// in the line (a primary span and any secondary ones), and the hint and notes that go with it.
/// Every one is made by a function of the catalogue (`Messages`, `MoneyMessages`,
/// `ProgramMessages`); `DiagnosticRenderer` draws them.
public struct Diagnostic: Error, Equatable, Sendable {
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    /// Which message this is (`.twoValuesInARow`), given by the catalogue function that made it.
    public var id: MessageID
    public var severity: Severity
    public var message: String
    /// Where in the line; `SourceSpan(0, 0)` for messages about calc rather than a line.
    public var span: SourceSpan
    /// Other places the message refers to.
    public var secondarySpans: [SourceSpan]
    /// A likely fix ("write 5 USD", "did you mean EUR?"), shown after the message.
    public var hint: String?
    /// Further facts, each shown on a `note:` line.
    public var notes: [String]
    /// What the evaluator may do about it, typed so that no control flow compares message
    /// names: retry a value it could not decide at a higher precision, or stop retrying when
    /// the line's work is spent.
    public var cause: Cause
    /// What the message advises the user to do, kept out of its text: `worded(_:)` says it in
    /// the words of where the message is shown.
    public var advice: Advice?

    public enum Cause: Sendable, Equatable {
        case other
        /// The value could not be decided at this precision (a higher one may decide it).
        case undecided
        /// The line's budget of work is spent.
        case outOfWork
    }

    public init(_ message: String, at span: SourceSpan, hint: String? = nil, severity: Severity = .error,
                secondarySpans: [SourceSpan] = [], notes: [String] = [], cause: Cause = .other, advice: Advice? = nil,
                id: MessageID) {
        self.id = id
        self.severity = severity
        self.message = message
        self.span = span
        self.secondarySpans = secondarySpans
        self.hint = hint
        self.notes = notes
        self.cause = cause
        self.advice = advice
    }

    /// The message and hint on one line, as batch mode prints them (with the command line's
    /// advice).
    public var oneLine: String {
        let worded = worded()
        guard let hint = worded.hint else { return worded.message }
        return "\(worded.message); \(hint)"
    }
}
