extension Evaluator {
    /// `name(a, b) = body` (DESIGN §17): checked now — a name of its own, parameters that are
    /// not names calc gives a meaning, every other name in the body a variable or a value calc
    /// knows, every function it calls defined before it and not leading back to it — then
    /// kept in the environment.
    mutating func define(_ tree: SyntaxTree) throws(Diagnostic) {
        guard case .define(let nameSpan, let body) = tree.nodes[tree.root].kind else { return }
        let name = tree.text(nameSpan)
        if let meaning = Evaluator.meaningTaken(by: name, asParameter: false) {
            throw FunctionMessages.nameTaken(name, meaning: meaning, at: nameSpan)
        }
        var parameters: [String] = []
        for span in tree.parameters {
            let parameter = tree.text(span)
            if parameters.contains(parameter) { throw FunctionMessages.duplicateParameter(parameter, at: span) }
            if let meaning = Evaluator.meaningTaken(by: parameter, asParameter: true) {
                throw FunctionMessages.parameterTaken(parameter, meaning: meaning, at: span)
            }
            parameters.append(parameter)
        }
        var calls: Set<String> = []
        for index in 0..<tree.root {
            switch tree.nodes[index].kind {
            case .name(let span):
                let word = tree.text(span)
                if parameters.contains(word) || environment[word] != nil || isValueName(word) { continue }
                throw resolver(tree).unboundName(word, at: span)
            case .userCall(let span, let arguments):
                let callee = tree.text(span)
                if callee == name { throw FunctionMessages.recursive(name, through: nil, at: span) }
                guard let function = environment.functions[callee] else {
                    throw FunctionMessages.unknownFunction(callee, userFunctions: environment.functionNames, at: span)
                }
                if function.parameters.count != arguments.count {
                    throw FunctionMessages.argumentCount(function, got: arguments.count, at: tree.nodes[index].span)
                }
                if environment.calls(from: callee, reach: name) { throw FunctionMessages.recursive(name, through: callee, at: span) }
                calls.insert(callee)
            case .quantity(_, .expression(let unit)):
                if let ambiguous = Evaluator.parameterInUnit(tree.unitExpressions[unit], parameters, in: tree) { throw ambiguous }
            default:
                continue
            }
        }
        // The body as written, from after `=` to the end of the expression.
        let bodyEnd = tree.nodes[body].span.end
        var bodyStart = tree.source[nameSpan.end..<bodyEnd].firstIndex(of: UInt8(ascii: "=")).map { $0 + 1 } ?? tree.nodes[body].span.start
        while bodyStart < bodyEnd, tree.source[bodyStart] == 0x20 || tree.source[bodyStart] == 0x09 { bodyStart += 1 }
        let bodyBytes = Array(tree.source[bodyStart..<bodyEnd])
        let bodyText = String(decoding: bodyBytes, as: UTF8.self)
        let function = UserFunction(name: name, parameters: parameters, body: try Parser.parseBody(bodyBytes, style: numberStyle),
                                    text: Evaluator.definitionText(name, parameters, bodyText), calls: calls)
        // Checked with every function as it stands now: a redefinition deepens its callers too.
        if environment.deepestNesting(with: function) > UserFunction.maximumDepth {
            throw FunctionMessages.nestedTooDeeply(name, limit: UserFunction.maximumDepth, at: nameSpan)
        }
        environment.define(function)
        definedFunction = function
    }

    /// The function the last line defined, if it defined one; taken once.
    public mutating func takeDefinedFunction() -> UserFunction? {
        guard let function = definedFunction else { return nil }
        definedFunction = nil
        return function
    }

    /// A call of a function of the user's own: its body evaluated at this line's precision and
    /// rates with its parameters bound (they hide variables of the same names, and are gone
    /// after the call), on the line's budget of work. An error in the body is said at the call.
    mutating func callUserFunction(_ name: String, _ arguments: [Value], nameSpan: SourceSpan,
                                   whole: SourceSpan) throws(Diagnostic) -> Value {
        guard let function = environment.functions[name] else {
            throw FunctionMessages.unknownFunction(name, userFunctions: environment.functionNames, at: nameSpan)
        }
        guard arguments.count == function.parameters.count else {
            throw FunctionMessages.argumentCount(function, got: arguments.count, at: whole)
        }
        // Each call is charged to the line's budget, with the body it evaluates: functions
        // that call the one before twice over (`e2(x) = e1(x) + e1(x)`, … `e32`) would make
        // billions of calls (otherwise `e32(1)` would run for hours).
        work += Limits.workPerCall + function.body.nodes.count * Limits.workPerBodyNode
        if work > Limits.maxWorkPerLine { throw FunctionMessages.tooManyCalls(at: whole) }
        var inner = self
        inner.environment.bind(parameters: function.parameters, to: arguments)
        let value: Value
        do {
            value = try inner.evaluateOnce(function.body)
        } catch {
            work = inner.work
            // Precision and work are the line's: the line is retried, or stops, as a whole,
            // its error said at the call (its span was in the body's text).
            if error.cause != .other { throw FunctionMessages.atCall(error, at: whole) }
            throw FunctionMessages.inBody(function, error, at: whole)
        }
        work = inner.work
        notes = inner.notes
        if recordsConversions {
            conversions.append(contentsOf: inner.conversions)
            unitConversions.append(contentsOf: inner.unitConversions)
        }
        return value
    }

    /// `wage(h) = 80 EUR/h * h`: a parameter's name among the later words of a quantity's unit
    /// would be the unit, silently, whatever the argument (`wage(37.5 h)` would give
    /// 80.00 EUR); as ambiguous as a variable there (`h = 3`, then `80 EUR/h`), and said so.
    /// After a number it can only be the unit: `6.5 l/100km` in `fuel(km)`.
    private static func parameterInUnit(_ unit: UnitExpression, _ parameters: [String], in tree: SyntaxTree) -> Diagnostic? {
        for factor in unit.factors.dropFirst() {
            let word = tree.text(factor.word.span)
            guard parameters.contains(word), let id = UnitCatalogue.unit(word) else { continue }
            var before = factor.word.span.start
            while before > 0, tree.source[before - 1] == 0x20 || tree.source[before - 1] == 0x09 { before -= 1 }
            if before > 0, tree.source[before - 1] &- 0x30 < 10 { continue }
            return UnitMessages.unitOrVariable(word, unitName: UnitCatalogue[id].names.first ?? UnitCatalogue[id].symbol,
                                               at: factor.word.span, parameter: true)
        }
        return nil
    }

    /// `f(x, y) = x * y`, as the definition is listed. Joined by hand: `joined(separator:)` is
    /// generic code whose first call looks its types up at run time, at every first definition.
    static func definitionText(_ name: String, _ parameters: [String], _ body: String) -> String {
        var text = name + "("
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { text += ", " }
            text += parameter
        }
        return text + ") = " + body
    }

    /// A name that means a value wherever it stands: a constant, `ans`, a day, a block's sum, a
    /// currency on its own.
    private func isValueName(_ word: String) -> Bool {
        Builtins.constant(named: word) != nil || Builtins.previousResultNames.contains(word) || Builtins.dayOffset(named: word) != nil
            || Builtins.timeOfDayHours(named: word) != nil || word == Builtins.nowName
            || Block.Word(word) != nil || bareCurrency(word) != nil
    }

    /// What calc already means by `name`, said for an error; nil when the name is free. A unit
    /// may name a parameter (`fuel(km) = km * 6.5 l/100km`), where it is never read as a unit.
    static func meaningTaken(by name: String, asParameter: Bool) -> String? {
        for meaning in Vocabulary.meanings(of: name) {
            switch meaning {
            case .unit: if !asParameter { return "a unit" }
            case .keyword: return "a keyword"
            case .presentation: return "a way of showing numbers (in \(name))"
            case .function: return "a built-in function"
            case .constant: return "a constant"
            case .previousResult: return "the previous result"
            case .day: return "a date"
            case .blockSum: return "the sum of the block above"
            case .currency: return "a currency"
            }
        }
        return nil
    }
}
