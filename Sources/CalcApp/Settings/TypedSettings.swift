import CalcCore

/// At the prompt: the assignments (as typed) and definitions (as calc writes them) of the
/// session, for `:save` (DESIGN §17).
struct TypedSettings {
    /// Each in the order typed; a function's key is its name with `()`, apart from a
    /// variable of the same name.
    private var typed: [(key: String, text: String)] = []

    /// The numbers of `text`, typed in `style`, are kept as C writes them: the init file is
    /// read the same in every locale (DESIGN §21).
    mutating func assigned(_ name: String, typed text: String, style: NumberStyle = .standard) {
        typed.append((name, Lexer.standardSpelling(of: text, style: style)))
    }

    mutating func defined(_ function: UserFunction, style: NumberStyle = .standard) {
        typed.append((function.name + "()", Lexer.standardSpelling(of: function.text, style: style)))
    }

    /// What `:save` writes: the last assignment or definition of each name, in the order they
    /// were typed, except that what a line uses comes before it, so that the file reads back
    /// (after `factor = 2`, `f(x) = x * factor`, `factor = 3`, a file with `f(x) = x * factor`
    /// first would make the next start fail on it). Lines that use each other (`a = 1`,
    /// `b = a`, `a = b + 1`) cannot all read back; they keep the order typed.
    var toSave: [String] {
        var last: [String: String] = [:]
        var order: [String] = []
        for (key, text) in typed.reversed() where last[key] == nil {
            last[key] = text
            order.append(key)
        }
        var lines: [String] = []
        var placed: Set<String> = []
        func place(_ key: String) {
            guard let text = last[key], placed.insert(key).inserted else { return }
            for used in TypedSettings.names(usedBy: text) where used != key { place(used) }
            lines.append(text)
        }
        for key in order.reversed() { place(key) }
        return lines
    }

    /// The variables (`rate`) and functions (`vat()`) a line refers to; a definition's
    /// parameters are its own, not variables.
    static func names(usedBy text: String) -> [String] {
        guard let tree = try? Parser.parse(text), !tree.nodes.isEmpty else { return [] }
        let parameters = Set(tree.parameters.map(tree.text))
        var names: [String] = []
        for node in tree.nodes {
            switch node.kind {
            case .name(let span) where !parameters.contains(tree.text(span)): names.append(tree.text(span))
            case .userCall(let span, _): names.append(tree.text(span) + "()")
            default: continue
            }
        }
        return names
    }
}
