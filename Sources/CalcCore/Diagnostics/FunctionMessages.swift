/// The messages about functions of the user's own (DESIGN §17): definitions refused, and
/// calls that go wrong.
public enum FunctionMessages {
    /// `f(x) = x in USD at 1.1`.
    public static func clauseInBody(at span: SourceSpan) -> Diagnostic {
        Diagnostic("a function's body cannot have at or on clauses", at: span,
                   hint: "put the clause on the line that calls it: f(100) at 1.1", id: .clauseInBody)
    }

    /// `f(x) = x in USD, GBP`: a call has one value, so its body has one target.
    public static func targetsInBody(at span: SourceSpan) -> Diagnostic {
        Diagnostic("a function's body converts to one target only", at: span,
                   hint: "put the targets on the line that calls it: f(100 EUR) in USD, GBP", id: .targetsInBody)
    }

    /// `sqrt(x) = …`, `km(x) = …`, `usd(x) = …`.
    public static func nameTaken(_ name: String, meaning: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic("cannot define '\(name)': it is \(meaning)", at: span, hint: "choose another name for the function",
                   id: .functionNameTaken)
    }

    /// `f(pi) = …`, `f(usd) = …`.
    public static func parameterTaken(_ name: String, meaning: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic("'\(name)' cannot be a parameter: it is \(meaning)", at: span, hint: "choose another name for the parameter",
                   id: .parameterNameTaken)
    }

    /// `f(x, x) = …`.
    public static func duplicateParameter(_ name: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic("the parameter '\(name)' is named twice", at: span, hint: "give each parameter its own name", id: .duplicateParameter)
    }

    /// `f(x) = f(x - 1)`, or through another function.
    public static func recursive(_ name: String, through other: String?, at span: SourceSpan) -> Diagnostic {
        let how = other.map { "calls itself through '\($0)'" } ?? "calls itself"
        return Diagnostic("'\(name)' \(how): calc's functions cannot recur", at: span,
                          hint: "write the computation out, or use a function defined before it", id: .recursiveFunction)
    }

    /// A chain of functions calling functions deeper than calc follows.
    public static func nestedTooDeeply(_ name: String, limit: Int, at span: SourceSpan) -> Diagnostic {
        Diagnostic("'\(name)' would nest calls of functions more than \(limit) deep", at: span, id: .functionsNestedTooDeeply)
    }

    /// `f(1, 2)` for `f(x) = …`.
    public static func argumentCount(_ function: UserFunction, got count: Int, at span: SourceSpan) -> Diagnostic {
        let takes = function.parameters.count == 1 ? "1 argument" : "\(function.parameters.count) arguments"
        return Diagnostic("\(function.name) takes \(takes), got \(count)", at: span, hint: "it is \(function.text)",
                          id: .wrongArgumentCount)
    }

    /// `foo(2)` with no function `foo`: the closest of the builtins and the user's own, or the
    /// list of them.
    public static func unknownFunction(_ name: String, userFunctions: [String], at span: SourceSpan) -> Diagnostic {
        let candidates = Builtins.functionNames + userFunctions
        let quoted = Messages.quoted(name)
        if let suggestion = Suggestions.closest(to: name, among: candidates) {
            return Diagnostic("unknown function '\(quoted)'", at: span, hint: "did you mean '\(suggestion)'?", id: .unknownFunction)
        }
        let yours = userFunctions.isEmpty ? "" : "; yours are \(userFunctions.joined(separator: ", "))"
        return Diagnostic("unknown function '\(quoted)'", at: span,
                          hint: "the functions are \(Builtins.functionNames.joined(separator: ", "))\(yours)", id: .unknownFunction)
    }

    /// An error inside a function's body, said at the call: `in vat(…): …`.
    public static func inBody(_ function: UserFunction, _ error: Diagnostic, at span: SourceSpan) -> Diagnostic {
        var relocated = atCall(error, at: span)
        relocated.message = "in \(function.text): \(error.message)"
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
        Diagnostic("this line calls functions too many times: it would take more than a second", at: span,
                   hint: "a function that calls another twice doubles the calls at each level; call fewer, or split the line",
                   cause: .outOfWork, id: .tooManyCalls)
    }
}
