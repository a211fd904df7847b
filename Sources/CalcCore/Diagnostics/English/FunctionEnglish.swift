/// The English of the messages about functions of the user's own and about a worksheet's
/// block sums.
extension English {
    static func functions(_ message: Message) -> Words? {
        switch message {
        case .clauseInBody:
            return Words("a function's body cannot have at or on clauses", hint: "put the clause on the line that calls it: f(100) at 1.1")
        case .targetsInBody:
            return Words("a function's body converts to one target only",
                         hint: "put the targets on the line that calls it: f(100 EUR) in USD, GBP")
        case .functionNameTaken(let name, let meaning):
            return Words("cannot define '\(name)': it is \(meaning)", hint: "choose another name for the function")
        case .parameterNameTaken(let name, let meaning):
            return Words("'\(name)' cannot be a parameter: it is \(meaning)", hint: "choose another name for the parameter")
        case .duplicateParameter(let name):
            return Words("the parameter '\(name)' is named twice", hint: "give each parameter its own name")
        case .recursiveFunction(let name, let other):
            let how = other.map { "calls itself through '\($0)'" } ?? "calls itself"
            return Words("'\(name)' \(how): calc's functions cannot recur", hint: "write the computation out, or use a function defined before it")
        case .functionsNestedTooDeeply(let name, let limit):
            return Words("'\(name)' would nest calls of functions more than \(limit) deep")
        case .userArgumentCount(let name, let parameters, let definition, let count):
            let takes = parameters == 1 ? "1 argument" : "\(parameters) arguments"
            return Words("\(name) takes \(takes), got \(count)", hint: "it is \(definition)")
        case .inFunction(let definition, let inner):
            return Words("in \(definition): \(inner.message)", hint: inner.hint, notes: inner.notes)
        case .tooManyCalls:
            return Words("this line calls functions too many times: it would take more than a second",
                         hint: "a function that calls another twice doubles the calls at each level; call fewer, or split the line")
        default:
            return nil
        }
    }

    static func blocks(_ message: Message) -> Words? {
        switch message {
        case .emptyBlock(let word, let afterSubtotal):
            if afterSubtotal {
                return Words("no figures since the last subtotal for '\(word)' to add", hint: "use ans for the line above, or total for the whole block")
            }
            return Words("nothing above for '\(word)' to \(word == "average" ? "average" : "add up")",
                         hint: "'\(word)' takes the results since the last blank line or heading")
        case .overlongBlock(let word, let lines):
            return Words("'\(word)' adds up at most \(lines) lines, and the block above is longer", hint: "separate the blocks with blank lines or headings")
        case .blockMixes(let line, let word, let reason, let rewriteIsOfLine):
            // A rewrite of the line is worth passing on; other hints speak of an operator the
            // reader did not write.
            let rewrite = rewriteIsOfLine ? reason.hint.flatMap { $0.hasPrefix("write ") ? $0 : nil } : nil
            let hint = rewrite.map { rewrite in
                line.isNumbered ? "on line \(line.number), \(rewrite); or start a new block with a blank line before it"
                    : "on that entry, \(rewrite); or start a new block with an empty line before such entries"
            } ?? newBlockHint(line)
            return Words("'\(word)' cannot add \(phrase(line)) to the \(line.isNumbered ? "lines" : "entries") above it: \(reason.message)",
                         hint: hint)
        case .dateInBlock(let line, let word):
            return Words("'\(word)' cannot add \(phrase(line)): it is a date", hint: newBlockHint(line))
        case .percentInBlock(let line, let word, let isPercent):
            let what = isPercent ? "a percentage, and the lines above it are not" : "not a percentage, and the lines above it are"
            return Words("'\(word)' cannot add \(phrase(line)): it is \(what)", hint: newBlockHint(line))
        default:
            return nil
        }
    }

    /// `line 2, '2 km',`, `line 2`, or `'2 km'` at the prompt.
    private static func phrase(_ line: BlockMessages.LineName) -> String {
        switch (line.isNumbered, line.text) {
        case (true, let text?): "line \(line.number), '\(text)',"
        case (true, nil): "line \(line.number)"
        case (false, let text?): "'\(text)'"
        case (false, nil): "an entry above"
        }
    }

    /// Where a new block would start.
    private static func newBlockHint(_ line: BlockMessages.LineName) -> String {
        line.isNumbered ? "start a new block with a blank line before line \(line.number)"
            : "an empty line starts a new block: enter one before that entry's figures"
    }
}
