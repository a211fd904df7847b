/// A located error: what went wrong, where in the line, and how it might be fixed.
public struct Diagnostic: Error, Equatable, Sendable {
    public var message: String
    public var span: SourceSpan
    /// A likely fix ("write 5 USD", "did you mean EUR?"), shown after the message.
    public var hint: String?

    public init(_ message: String, at span: SourceSpan, hint: String? = nil) {
        self.message = message
        self.span = span
        self.hint = hint
    }

    /// The message and hint on one line, as batch mode prints them.
    public var oneLine: String {
        guard let hint else { return message }
        return "\(message); \(hint)"
    }
}
