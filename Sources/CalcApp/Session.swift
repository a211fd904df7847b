import CalcCore
import CalcHistoryData

/// One run of calc: the evaluator with its variables and rates, and how results are shown.
struct Session {
    var evaluator: Evaluator
    /// The rate table in use, read when a line first needs it.
    private(set) var rates: LazyRates
    /// Where results and diagnostics go.
    let console: Console
    /// Mark inexact results with `≈ ` (only when standard output is a terminal).
    let marksApproximations: Bool

    init(rates: LazyRates, console: Console,
         history: HistoricalRates = HistoricalRates { RateHistory(embedded: EmbeddedECBHistory.value) }) {
        self.evaluator = Evaluator(rates: rates, history: history)
        self.rates = rates
        self.console = console
        self.marksApproximations = console.output.isTerminal
    }

    /// What `:save` would write (see `TypedSettings.toSave`).
    var settingsToSave: [String] { typedSettings.toSave }

    /// A blank line at the prompt: `sum` and the others start again from the next line.
    mutating func endBlock() {
        evaluator.environment.endBlock()
    }

    /// The local date `today` means.
    mutating func dateToday(_ today: @escaping @Sendable () -> Day?) {
        evaluator.today = today
    }

    /// Significant digits shown for values that are not exact (`--digits`).
    mutating func showSignificantDigits(_ digits: Int) {
        evaluator.significantDigits = digits
    }

    /// Goes on with other rates, keeping the variables and `ans`.
    mutating func use(_ rates: LazyRates) {
        self.rates = rates
        let previous = evaluator
        evaluator = Evaluator(environment: previous.environment, rates: rates, history: previous.history)
        // What the session asked of the evaluator stays (so that the REPL's :explain and
        // --digits are not lost when the prompt reads its rates).
        evaluator.significantDigits = previous.significantDigits
        evaluator.recordsConversions = previous.recordsConversions
        evaluator.dataDigits = previous.dataDigits
        evaluator.today = previous.today
    }

    /// The line to print for a result.
    func render(_ value: Value) -> String {
        var text: [UInt8] = []
        Session.appendShown(value, significantDigits: evaluator.significantDigits, marked: marksApproximations, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// The line for a result: its value, then those of any further targets
    /// (`111.72 USD, 83.38 GBP`).
    func renderResult(_ outcome: Evaluation) -> String {
        var text: [UInt8] = []
        Session.appendResult(outcome.value, alsoShown: outcome.alsoShown, significantDigits: evaluator.significantDigits,
                             marked: marksApproximations, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// `renderResult` written into the output buffer (bytes, not a `String`: the scripting
    /// options write one for every line). Static, so that a closure writing into the buffer
    /// does not capture, and copy, the session at every line.
    static func appendResult(_ value: Value, alsoShown: [Value], significantDigits: Int, marked: Bool, to text: inout [UInt8]) {
        appendShown(value, significantDigits: significantDigits, marked: marked, to: &text)
        for also in alsoShown {
            text.append(literal: ", ")
            appendShown(also, significantDigits: significantDigits, marked: marked, to: &text)
        }
    }

    /// A value as `render` shows it: `≈ ` first when it is rounded and `marked` (on a terminal).
    private static func appendShown(_ value: Value, significantDigits: Int, marked: Bool, to text: inout [UInt8]) {
        let start = text.count
        let isExact = ValueFormatting.append(value, significantDigits: significantDigits, to: &text)
        if marked && !isExact { text.markApproximation(at: start) }
    }

    /// Reused from line to line so that its storage is allocated once.
    private var tree = SyntaxTree()
    /// At the prompt: each assignment and definition typed, in order (`:save` keeps the last
    /// of each name).
    private(set) var typedSettings = TypedSettings()

    // MARK: - Scripting (--json, --explain, --total)

    /// A batch with scripting options: each line through `runScripted`, then the total.
    private mutating func runScriptedBatch(_ reader: inout LineReader, fileName: String) -> Bool {
        var allSucceeded = true
        var lineNumber = 0
        var line: [UInt8] = []
        while let next = reader.next(into: &line) {
            lineNumber += 1
            switch next {
            case .tooLong:
                let diagnostic = Messages.lineOverLimit()
                if options.json {
                    writeJSONLine(ScriptOutput.json(line: lineNumber, input: [], error: diagnostic))
                } else {
                    console.report(diagnostic, file: fileName, lineNumber: lineNumber, line: [])
                }
                allSucceeded = false
            case .text:
                if lineNumber == 1 { Session.dropByteOrderMark(&line) }
                evaluator.lineNumber = lineNumber
                if !runScripted(line, lineNumber: lineNumber, fileName: fileName) { allSucceeded = false }
            }
            if console.output.failure != nil { return false }
        }
        if let currency = options.total, !writeTotal(in: currency) { allSucceeded = false }
        return allSucceeded
    }

    /// One line with the options: its JSON object, or its result and explanation; counted in
    /// the ledger when it is money.
    mutating func runScripted(_ line: [UInt8], lineNumber: Int, fileName: String?) -> Bool {
        let digits = evaluator.significantDigits
        do throws(Diagnostic) {
            if line.count > Limits.maxLineBytes { throw Messages.lineTooLong(length: line.count) }
            defer { tree.releaseSource() }
            try Parser.parse(line, into: &tree)
            // The value, and the rest of what the line produced read from the evaluator where it
            // is needed: an `Evaluation` for every line copied its lists.
            guard let value = try evaluator.evaluate(tree) else {
                if let function = evaluator.takeDefinedFunction() {
                    if options.json {
                        writeJSONLine(ScriptOutput.json(line: lineNumber, input: String(decoding: line, as: UTF8.self), defining: function))
                    } else {
                        console.output.write(function.text + "\n")
                    }
                    if keepsLedger { typedSettings.defined(function) }
                }
                return true
            }
            // The prompt with `--total` comes this way: its assignments are kept for `:save` too.
            rememberAssignment(line)
            account(value, line: lineNumber)
            let alsoShown = evaluator.alsoShown, conversions = evaluator.conversions
            if options.json {
                var name: String?
                if case .assign(let nameSpan, _) = tree.nodes[tree.root].kind { name = tree.text(nameSpan) }
                console.output.append { out in
                    ScriptOutput.appendJSON(line: lineNumber, input: line, value: value, alsoShown: alsoShown, conversions: conversions,
                                            name: name, significantDigits: digits, to: &out)
                    out.append(UInt8(ascii: "\n"))
                }
                return true
            }
            let unitConversions = evaluator.unitConversions, notes = evaluator.notes, marked = marksApproximations
            let explains = options.explain && (!conversions.isEmpty || !unitConversions.isEmpty)
            console.output.append { out in
                Session.appendResult(value, alsoShown: alsoShown, significantDigits: digits, marked: marked, to: &out)
                out.append(UInt8(ascii: "\n"))
                if explains {
                    ScriptOutput.appendExplanation(of: value, alsoShown: alsoShown, conversions: conversions, notes: notes,
                                                   unitConversions: unitConversions, significantDigits: digits, to: &out)
                }
            }
            if !explains && fileName == nil {
                for note in evaluator.notes { console.report(note, named: false) }
            }
            return true
        } catch {
            if options.json {
                writeJSONLine(ScriptOutput.json(line: lineNumber, input: line, error: error))
            } else if let fileName {
                console.report(error, file: fileName, lineNumber: lineNumber, line: line)
            } else {
                console.report(error, line: line)
            }
            return false
        }
    }

    /// A file saved with a UTF-8 byte order mark (as some editors do) starts with EF BB BF:
    /// not part of the first line.
    static func dropByteOrderMark(_ line: inout [UInt8]) {
        if line.count >= 3 && line[0] == 0xEF && line[1] == 0xBB && line[2] == 0xBF { line.removeFirst(3) }
    }

    /// A JSON object as a line of output.
    private func writeJSONLine(_ json: JSON) {
        console.output.append { out in
            json.append(to: &out)
            out.append(UInt8(ascii: "\n"))
        }
    }

    /// The ledger's summary in `currency`, as lines or as the last JSON object; false when a
    /// subtotal cannot be converted: the total of the others is still given, and each one left
    /// out is named with its lines on stderr. `named`: messages start with `calc:` (not at the
    /// prompt).
    mutating func writeTotal(in currency: CurrencyCode, named: Bool = true) -> Bool {
        do throws(Diagnostic) {
            if let ledgerFailure { throw ledgerFailure }
            let summary = try ledger.summary(in: currency, rates: rates)
            if options.json {
                console.output.write(ScriptOutput.json(total: summary, in: currency, significantDigits: evaluator.significantDigits).text + "\n")
            } else {
                let lines = ScriptOutput.totalLines(summary, in: currency, significantDigits: evaluator.significantDigits,
                                                    marksApproximations: marksApproximations).joined(separator: "\n") + "\n"
                // At the prompt (`:total`) a listing wraps at spaces, never inside a code (DESIGN §23).
                console.output.write(console.wording.atPrompt ? TextWrap.wrap(lines, width: console.output.columns) : lines)
                for (subtotal, reason) in summary.leftOut {
                    console.output.flush()
                    let amount = ValueFormatting.format(Value(subtotal.sum, currency: subtotal.currency),
                                                        significantDigits: evaluator.significantDigits).text
                    console.report(ProgramMessages.leftOutOfTotal(amount, where: ScriptOutput.linesText(subtotal), reason: reason), named: named)
                }
            }
            return summary.leftOut.isEmpty
        } catch {
            if options.json {
                // The stream stays JSON to its end.
                console.output.write(JSON.object([("total", .object([("currency", .string(currency.description)),
                    ("error", .object(ScriptOutput.messageMembers(error)))]))]).text + "\n")
            } else {
                console.report(error, named: named)
            }
            return false
        }
    }

    /// What the scripting options ask of a run (DESIGN §11); all off in a plain run, which
    /// takes the plain paths below.
    struct ScriptOptions {
        var json = false
        var explain = false
        /// `--total CUR`.
        var total: CurrencyCode?

        var isPlain: Bool { !json && !explain && total == nil }
    }

    var options = ScriptOptions() {
        didSet {
            evaluator.recordsConversions = printsPaths
            // `--json`'s `value` has its own 30 digits, decided like those shown.
            evaluator.dataDigits = options.json ? ValueFormatting.dataSignificantDigits : 0
        }
    }
    /// The lines run one at a time so far (the prompt's, counted like a file's lines), so that
    /// a total can say which one an amount came from.
    private(set) var linesRun = 0
    /// The session's money results, for `--total` and `:total`.
    private(set) var ledger = Ledger()
    /// At the prompt: every result goes into the ledger, and the last one's path is kept for
    /// `:explain`.
    var keepsLedger = false {
        didSet { evaluator.recordsConversions = printsPaths }
    }
    /// Whether the evaluator keeps the path of each conversion: `--json` and `--explain` print
    /// it, the prompt keeps it for `:explain`. `--total` needs only the values (keeping the
    /// paths would add work to each of its money lines).
    private var printsPaths: Bool { keepsLedger || options.json || options.explain }
    /// Whether a total may be asked for (`--total`, `:total` at the prompt): only then are
    /// results summed (work at every money line that `--json` alone does not need).
    private var keepsTotal: Bool { keepsLedger || options.total != nil }
    /// The last result at the prompt, with the conversions and notes it came with.
    private(set) var lastResult: Evaluation?
    /// Why an amount could not be added to the ledger (a sum beyond the limits): the total
    /// then fails rather than leave it out.
    private(set) var ledgerFailure: Diagnostic?

    /// Counts the result of the line just evaluated in the ledger (and, at the prompt, keeps
    /// it with all the line produced for `:explain`).
    mutating func account(_ value: Value, line: Int = 0) {
        do throws(ArithmeticError) {
            // A block's `sum`, `total`, `subtotal` or `average` line would count its lines twice.
            if keepsTotal && evaluator.lastRole == .figure { try ledger.add(value, line: line) }
        } catch {
            if ledgerFailure == nil { ledgerFailure = Messages.arithmetic(error, at: .none) }
        }
        if keepsLedger { lastResult = evaluator.evaluation(of: value) }
    }

    /// The plain batch's fast path: one line's value only (nil for a blank or comment-only
    /// line). The whole `Evaluation` would copy its lists for every line; `evaluation()` makes
    /// it when it is needed.
    mutating func evaluateValue(_ line: [UInt8]) throws(Diagnostic) -> Value? {
        if line.count > Limits.maxLineBytes { throw Messages.lineTooLong(length: line.count) }
        // Plain arithmetic (`(122.50 + 515) * 66 / 7`) from the bytes, when it is that.
        if let value = evaluator.evaluatePlainArithmetic(line) { return value }
        defer { tree.releaseSource() }
        try Parser.parse(line, into: &tree)
        return try evaluator.evaluate(tree)
    }

    /// Evaluates one line: all it produced, or nil for a blank or comment-only line.
    mutating func evaluate(_ line: [UInt8]) throws(Diagnostic) -> Evaluation? {
        if line.count > Limits.maxLineBytes { throw Messages.lineTooLong(length: line.count) }
        // Let go of the line afterwards, so that batch mode can refill its buffer in place.
        defer { tree.releaseSource() }
        try Parser.parse(line, into: &tree)
        let outcome = try evaluator.evaluation(of: tree)
        if outcome != nil { rememberAssignment(line) }
        return outcome
    }

    /// At the prompt, the line just evaluated (still in `tree`), for `:save` when it assigns.
    private mutating func rememberAssignment(_ line: [UInt8]) {
        guard keepsLedger, case .assign(let nameSpan, _) = tree.nodes[tree.root].kind else { return }
        typedSettings.assigned(tree.text(nameSpan), typed: String(decoding: line, as: UTF8.self).trimmingWhitespace)
    }

    /// One-shot (and each REPL line): the expression, then a result and its notes (on stderr,
    /// so under the result at a prompt), or a caret diagnostic. True on success.
    mutating func runOneShot(_ expression: String) -> Bool {
        let line = Array(expression.utf8)
        linesRun += 1
        evaluator.lineNumber = linesRun
        if !options.isPlain { return runScripted(line, lineNumber: linesRun, fileName: nil) }
        do {
            guard let outcome = try evaluate(line) else {
                if let function = evaluator.takeDefinedFunction() {
                    console.output.write(function.text + "\n")
                    if keepsLedger { typedSettings.defined(function) }
                }
                return true
            }
            console.output.write(renderResult(outcome) + "\n")
            if keepsLedger { account(outcome.value, line: linesRun) }
            for note in outcome.notes {
                console.output.flush()
                console.report(note, named: false)
            }
            return true
        } catch {
            console.report(error, line: line)
            return false
        }
    }

    /// Batch: every line of `reader`; a result per line on stdout, or a located diagnostic on
    /// stderr, going on after errors. True when every line succeeded.
    mutating func runBatch(_ reader: inout LineReader, fileName: String) -> Bool {
        // A block's error quotes the line it names, read again from a file (not a pipe).
        if let quoter = reader.quoter() { evaluator.lineText = quoter }
        defer { evaluator.lineText = nil }
        if !options.isPlain { return runScriptedBatch(&reader, fileName: fileName) }
        var allSucceeded = true
        var lineNumber = 0
        let output = console.output
        let digits = evaluator.significantDigits
        var line: [UInt8] = []
        while let next = reader.next(into: &line) {
            lineNumber += 1
            switch next {
            case .tooLong:
                console.report(Messages.lineOverLimit(), file: fileName, lineNumber: lineNumber, line: [])
                allSucceeded = false
            case .text:
                if lineNumber == 1 { Session.dropByteOrderMark(&line) }
                evaluator.lineNumber = lineNumber
                do {
                    if let value = try evaluateValue(line) {
                        if marksApproximations || evaluator.showsSeveralTargets {
                            let alsoShown = evaluator.alsoShown, marked = marksApproximations
                            output.append { buffer in
                                Session.appendResult(value, alsoShown: alsoShown, significantDigits: digits, marked: marked, to: &buffer)
                                buffer.append(UInt8(ascii: "\n"))
                            }
                        } else {
                            output.append { buffer in
                                _ = ValueFormatting.append(value, significantDigits: digits, to: &buffer)
                                buffer.append(UInt8(ascii: "\n"))
                            }
                        }
                    } else if let function = evaluator.takeDefinedFunction() {
                        output.write(function.text + "\n")
                    }
                } catch {
                    console.report(error, file: fileName, lineNumber: lineNumber, line: line)
                    allSucceeded = false
                }
            }
            if output.failure != nil { return false }
        }
        return allSucceeded
    }
}
