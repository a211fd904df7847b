/// What one line gives, and all of it (DESIGN §6): its result with the other targets,
/// conversions and notes that came with it, the function it defined, nothing (a blank line, a
/// comment, a heading), or its error. Every renderer of the application reads this; nothing
/// is left on the evaluator to be read afterwards.
///
/// Not copyable, like the `Evaluation` it holds: handed on from the evaluator to the session
/// and lent to a renderer, it is never copied.
public enum LineOutcome: ~Copyable, Sendable {
    case value(Evaluation)
    case definition(UserFunction)
    case nothing
    case error(Diagnostic)
}

extension Evaluation {
    /// What the line was to its block (`--total` leaves out `sum` and `subtotal` lines).
    public var isFigure: Bool { role == .figure }
}

extension Evaluator {
    /// The one step of a line: parsed into `tree` (kept by the caller so that its storage
    /// serves every line), evaluated, and all it produced in one outcome, with the name a
    /// line such as `fx = 1.08` gave a value to.
    public mutating func outcome(of line: [UInt8], tree: inout SyntaxTree) -> LineOutcome {
        do throws(Diagnostic) {
            if line.count > Limits.maxLineBytes { throw Messages.lineTooLong(length: line.count) }
            // Plain arithmetic (`(122.50 + 515) * 66 / 7`) from the bytes, when it is that.
            // A line ending in a letter (`12 USD in EUR`) is never that: not even tried.
            if let last = line.last, !Evaluator.isLetter(last), let value = evaluatePlainArithmetic(line) {
                return .value(Evaluation(value: value))
            }
            defer { tree.releaseSource() }
            try Parser.parse(line, into: &tree, style: numberStyle)
            guard let value = try evaluate(tree) else {
                if let function = takeDefinedFunction() { return .definition(function) }
                return .nothing
            }
            var assignedName: String?
            if case .assign(let nameSpan, _) = tree.nodes[tree.root].kind { assignedName = tree.text(nameSpan) }
            return .value(takeEvaluation(of: value, assignedName: assignedName))
        } catch {
            return .error(error)
        }
    }
}

