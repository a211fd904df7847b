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

    /// The time zones and the clock `now` and `3pm in Tokyo` mean.
    mutating func useZones(_ zones: ZoneSource) {
        evaluator.zones = zones
    }

    /// The locale numbers are read and written in (DESIGN §21).
    var numberLocale = NumberLocale.c {
        didSet { evaluator.numberStyle = numberLocale.style }
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
        evaluator.zones = previous.zones
        evaluator.numberStyle = previous.numberStyle
    }

    /// The line to print for a result.
    func render(_ value: Value) -> String {
        var text: [UInt8] = []
        Session.appendShown(value, significantDigits: evaluator.significantDigits, marked: marksApproximations,
                            style: evaluator.numberStyle, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// The line for a result: its value, then those of any further targets
    /// (`111.72 USD, 83.38 GBP`), written into the output buffer. Static, so that a closure writing into the buffer
    /// does not capture, and copy, the session at every line. `marked`: on a terminal, where
    /// a rounded value gets `≈ ` and digits are grouped as the locale groups them.
    static func appendResult(_ value: Value, alsoShown: [Value], significantDigits: Int, marked: Bool, style: NumberStyle,
                             to text: inout [UInt8]) {
        appendShown(value, significantDigits: significantDigits, marked: marked, style: style, to: &text)
        for also in alsoShown {
            text.append(literal: style.listSeparator)
            appendShown(also, significantDigits: significantDigits, marked: marked, style: style, to: &text)
        }
    }

    /// A value as `render` shows it: `≈ ` first when it is rounded and `marked` (on a terminal).
    private static func appendShown(_ value: Value, significantDigits: Int, marked: Bool, style: NumberStyle, to text: inout [UInt8]) {
        let start = text.count
        let isExact = text.append(value, significantDigits: significantDigits, style: style, grouping: marked)
        if marked && !isExact { text.markApproximation(at: start) }
    }

    /// Reused from line to line so that its storage is allocated once.
    private var tree = SyntaxTree()
    /// At the prompt: each assignment and definition typed, in order (`:save` keeps the last
    /// of each name).
    private(set) var typedSettings = TypedSettings()

    // MARK: - Lines

    /// A batch: every line of `reader` through `step` and `renderer`, going on after errors,
    /// then the total (`--total`). True when every line succeeded. Generic, so that each
    /// renderer's loop is made for it (see `OutputFormat.runBatch`).
    mutating func runLines<Renderer: LineRenderer>(_ reader: inout LineReader, fileName: String, renderer: inout Renderer) -> Bool {
        // A block's error quotes the line it names, read again from a file (not a pipe).
        if let quoter = reader.quoter() { evaluator.lineText = quoter }
        defer { evaluator.lineText = nil }
        var allSucceeded = true
        var lineNumber = 0
        var line: [UInt8] = []
        let context = renderContext
        while let next = reader.next(into: &line) {
            lineNumber += 1
            switch next {
            case .tooLong:
                _ = renderer.render(.error(Messages.lineOverLimit()), number: lineNumber, input: [], fileName: fileName, in: context)
                allSucceeded = false
            case .text:
                if lineNumber == 1 { Session.dropByteOrderMark(&line) }
                let outcome = step(line, number: lineNumber)
                if !renderer.render(outcome, number: lineNumber, input: line, fileName: fileName, in: context) { allSucceeded = false }
            }
            if context.console.output.failure != nil { return false }
        }
        if let currency = options.total, !writeTotal(in: currency) { allSucceeded = false }
        return allSucceeded
    }

    /// A line evaluated for what it defines alone (the init file's): nothing of it is kept for
    /// `:save`, the ledger or `:explain`.
    mutating func evaluateForEffect(_ line: [UInt8]) -> LineOutcome {
        evaluator.outcome(of: line, tree: &tree)
    }

    /// Batch: every line of `reader` in the options' format (`runLines`).
    mutating func runBatch(_ reader: inout LineReader, fileName: String) -> Bool {
        options.format.runBatch(&self, reader: &reader, fileName: fileName)
    }

    /// One line, written by the options' renderer (a one-shot, each line at the prompt, each
    /// line of a sheet's JSON). False when it failed.
    mutating func run(_ line: [UInt8], number: Int, fileName: String?) -> Bool {
        let outcome = step(line, number: number)
        return renderer.render(outcome, number: number, input: line, fileName: fileName, in: renderContext)
    }

    /// One-shot (and each line at the prompt): the expression, then its result and notes (on
    /// stderr, so under the result at a prompt), or a caret diagnostic. True on success.
    mutating func runOneShot(_ expression: String) -> Bool {
        linesRun += 1
        return run(Array(expression.utf8), number: linesRun, fileName: nil)
    }

    /// The one step of every line (DESIGN §6): evaluated into its outcome, and the session's
    /// own bookkeeping done with it (the ledger, the settings `:save` keeps). What is shown
    /// is the renderer's.
    mutating func step(_ line: [UInt8], number: Int) -> LineOutcome {
        evaluator.lineNumber = number
        let outcome = evaluator.outcome(of: line, tree: &tree)
        // A plain run keeps nothing of a line.
        guard keepsTotal else { return outcome }
        switch outcome {
        case .value(let evaluation):
            if keepsLedger, let name = evaluation.assignedName {
                typedSettings.assigned(name, typed: String(decoding: line, as: UTF8.self).trimmingWhitespace, style: evaluator.numberStyle)
            }
            account(evaluation, line: number)
        case .definition(let function):
            if keepsLedger { typedSettings.defined(function, style: evaluator.numberStyle) }
        case .nothing:
            break
        case .error:
            break
        }
        return outcome
    }

    /// A file saved with a UTF-8 byte order mark (as some editors do) starts with EF BB BF:
    /// not part of the first line.
    static func dropByteOrderMark(_ line: inout [UInt8]) {
        if line.count >= 3 && line[0] == 0xEF && line[1] == 0xBB && line[2] == 0xBF { line.removeFirst(3) }
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
                                                    marksApproximations: marksApproximations, style: evaluator.numberStyle)
                    .joined(separator: "\n") + "\n"
                // At the prompt (`:total`) a listing wraps at spaces, never inside a code (DESIGN §23).
                console.output.write(console.wording.atPrompt ? TextWrap.wrap(lines, width: console.output.columns) : lines)
                for (subtotal, reason) in summary.leftOut {
                    console.output.flush()
                    var amount: [UInt8] = []
                    _ = amount.append(Value(subtotal.sum, currency: subtotal.currency), significantDigits: evaluator.significantDigits,
                                      style: evaluator.numberStyle)
                    console.report(ProgramMessages.leftOutOfTotal(String(decoding: amount, as: UTF8.self), where: ScriptOutput.linesText(subtotal), reason: reason), named: named)
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
        var format = OutputFormat.text
        var explain = false
        /// `--total CUR`.
        var total: CurrencyCode?

        var json: Bool { format == .json }
        var isPlain: Bool { format == .text && !explain && total == nil }
    }

    var options = ScriptOptions() {
        didSet {
            evaluator.recordsConversions = printsPaths
            // The `value` of `--json` and `--csv` has its own 30 digits, decided like those shown.
            evaluator.dataDigits = options.format == .text ? 0 : ValueFormatting.dataSignificantDigits
            if options.format != oldValue.format { renderer = options.format.renderer() }
        }
    }
    /// What writes each line's outcome in the options' format.
    private var renderer: any LineRenderer = TextRenderer()
    var renderContext: RenderContext {
        RenderContext(console: console, output: console.output, significantDigits: evaluator.significantDigits, marksApproximations: marksApproximations,
                      numberStyle: evaluator.numberStyle,
                      explains: options.explain)
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
    private(set) var lastResult: KeptEvaluation?
    /// Why an amount could not be added to the ledger (a sum beyond the limits): the total
    /// then fails rather than leave it out.
    private(set) var ledgerFailure: Diagnostic?

    /// Counts a line's result in the ledger (and, at the prompt, keeps it with all the line
    /// produced for `:explain`).
    mutating func account(_ evaluation: borrowing Evaluation, line: Int) {
        do throws(ArithmeticError) {
            // A block's `sum`, `total`, `subtotal` or `average` line would count its lines twice.
            if keepsTotal && evaluation.isFigure { try ledger.add(evaluation.value, line: line) }
        } catch {
            if ledgerFailure == nil { ledgerFailure = Messages.arithmetic(error, at: .none) }
        }
        if keepsLedger { lastResult = KeptEvaluation(evaluation.copy()) }
    }
}

/// A line's evaluation kept after the line (the prompt's last result, for `:explain`).
final class KeptEvaluation {
    let evaluation: Evaluation

    init(_ evaluation: consuming Evaluation) {
        self.evaluation = evaluation
    }
}
