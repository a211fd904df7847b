import CalcCore

/// One run of calc: the evaluator with its variables and rates, and how results are shown.
struct Session {
    private(set) var evaluator: Evaluator
    /// The rate table in use, read when a line first needs it.
    private(set) var rates: LazyRates
    /// Where results and diagnostics go.
    let console: Console
    /// Mark inexact results with `≈ ` (only when standard output is a terminal).
    let marksApproximations: Bool

    init(rates: LazyRates, console: Console, history: HistoricalRates = HistoricalRates()) {
        self.evaluator = Evaluator(rates: rates, history: history)
        self.rates = rates
        self.console = console
        self.marksApproximations = console.output.isTerminal
    }

    /// Significant digits shown for values that are not exact (`--digits`).
    mutating func showSignificantDigits(_ digits: Int) {
        evaluator.significantDigits = digits
    }

    /// Goes on with other rates, keeping the variables and `ans`.
    mutating func use(_ rates: LazyRates) {
        self.rates = rates
        evaluator = Evaluator(environment: evaluator.environment, rates: rates, history: evaluator.history)
    }

    /// The line to print for a result.
    func render(_ value: Value) -> String {
        let (text, isExact) = ValueFormatting.format(value, significantDigits: evaluator.significantDigits)
        return marksApproximations && !isExact ? "≈ " + text : text
    }

    /// The line for the result just evaluated: its value, then those of any further targets
    /// (`111.72 USD, 83.38 GBP`).
    func renderResult(_ value: Value) -> String {
        var line = render(value)
        for also in evaluator.alsoShown { line += ", " + render(also) }
        return line
    }

    /// Reused from line to line so that its storage is allocated once.
    private var tree = SyntaxTree()

    /// Evaluates one line; nil result for a blank or comment-only line.
    mutating func evaluate(_ line: [UInt8]) throws(Diagnostic) -> Value? {
        if line.count > Limits.maxLineBytes { throw Messages.lineTooLong(length: line.count) }
        // Let go of the line afterwards, so that batch mode can refill its buffer in place.
        defer { tree.releaseSource() }
        try Parser.parse(line, into: &tree)
        return try evaluator.evaluate(tree)
    }

    /// One-shot (and each REPL line): the expression, then a result and its notes (on stderr,
    /// so under the result at a prompt), or a caret diagnostic. True on success.
    mutating func runOneShot(_ expression: String) -> Bool {
        let line = Array(expression.utf8)
        do {
            if let value = try evaluate(line) {
                console.output.write(renderResult(value) + "\n")
                for note in evaluator.notes {
                    console.output.flush()
                    console.report(note, named: false)
                }
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
                do {
                    if let value = try evaluate(line) {
                        if marksApproximations || !evaluator.alsoShown.isEmpty {
                            output.write(renderResult(value) + "\n")
                        } else {
                            output.append { buffer in
                                _ = ValueFormatting.append(value, significantDigits: digits, to: &buffer)
                                buffer.append(UInt8(ascii: "\n"))
                            }
                        }
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
