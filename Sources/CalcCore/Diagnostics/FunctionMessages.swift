/// The messages about functions of the user's own (DESIGN §17): definitions refused, and
/// calls that go wrong.
public enum FunctionMessages {
    /// `f(x) = x in USD at 1.1`.
    public static func clauseInBody(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.clauseInBody, at: span)
    }

    /// `f(x) = x in USD, GBP`: a call has one value, so its body has one target.
    public static func targetsInBody(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.targetsInBody, at: span)
    }

    /// `sqrt(x) = …`, `km(x) = …`, `usd(x) = …`.
    public static func nameTaken(_ name: String, meaning: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.functionNameTaken(name: name, meaning: meaning), at: span)
    }

    /// `f(pi) = …`, `f(usd) = …`.
    public static func parameterTaken(_ name: String, meaning: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.parameterNameTaken(name: name, meaning: meaning), at: span)
    }

    /// `f(x, x) = …`.
    public static func duplicateParameter(_ name: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.duplicateParameter(name: name), at: span)
    }

    /// `f(x) = f(x - 1)`, or through another function.
    public static func recursive(_ name: String, through other: String?, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.recursiveFunction(name: name, through: other), at: span)
    }

    /// A chain of functions calling functions deeper than calc follows.
    public static func nestedTooDeeply(_ name: String, limit: Int, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.functionsNestedTooDeeply(name: name, limit: limit), at: span)
    }

    /// `f(1, 2)` for `f(x) = …`.
    public static func argumentCount(_ function: UserFunction, got count: Int, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.userArgumentCount(name: function.name, parameters: function.parameters.count, definition: function.text, got: count),
                   at: span)
    }

    /// `foo(2)` with no function `foo`: the closest of the builtins and the user's own, or the
    /// list of them.
    public static func unknownFunction(_ name: String, userFunctions: [String], at span: SourceSpan) -> Diagnostic {
        let suggestion = Suggestions.closest(to: name, among: Builtins.functionNames + userFunctions)
        return Diagnostic(.unknownFunction(name: name, suggestion: suggestion, userFunctions: userFunctions), at: span)
    }

    /// An error inside a function's body, said at the call: `in vat(…): …`, with the inner
    /// message's id, hint, notes, cause and advice.
    public static func inBody(_ function: UserFunction, _ error: Diagnostic, at span: SourceSpan) -> Diagnostic {
        var relocated = atCall(error, at: span)
        relocated.content = .inFunction(definition: function.text, error)
        return relocated
    }

    /// An error of the whole line that arose in a body (out of work, undecided digits): its
    /// words as they are, its place the call's.
    static func atCall(_ error: Diagnostic, at span: SourceSpan) -> Diagnostic {
        var relocated = error
        relocated.span = span
        relocated.secondarySpans = []
        return relocated
    }

    /// More calls in one line than its budget of work allows (`Limits.workPerCall`).
    public static func tooManyCalls(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.tooManyCalls, at: span, cause: .outOfWork)
    }
}
