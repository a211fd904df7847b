#if canImport(Glibc)
import Glibc
#endif
import CalcCore

/// Where calc writes: results to `output`, messages to `errors`. The process's standard
/// streams in use, capturing channels in tests.
public final class Console {
    public let output: OutputChannel
    let errors: OutputChannel
    /// Where the messages are said: the prompt and `--offline` change their advice.
    var wording = Wording()
    /// The environment that may forbid colour (`NO_COLOR`, `TERM=dumb`).
    var environment = ProcessEnvironment.process
    /// Coloured labels and carets when stderr is a terminal that allows them; decided at the
    /// first message (most runs have none).
    private(set) lazy var style: DiagnosticStyle = errors.isTerminal && environment["NO_COLOR"] == nil
        && environment["TERM"] != "dumb" ? .colour : .plain

    init(output: OutputChannel, errors: OutputChannel) {
        self.output = output
        self.errors = errors
    }

    /// Standard output and standard error.
    nonisolated(unsafe) public static let standard = Console(output: OutputChannel(descriptor: 1),
                                                             errors: OutputChannel(descriptor: 2, capacity: 1 << 12))

    /// A message about calc or a command: `calc: warning: …` (`named`), `error: …` at the prompt.
    func report(_ diagnostic: Diagnostic, named: Bool) {
        report(DiagnosticRenderer.program(diagnostic, named: named, style: style, wording: wording))
    }

    /// A failed line with its carets (one-shot and the prompt).
    func report(_ diagnostic: Diagnostic, line: [UInt8]) {
        // A line wider than the terminal (80 columns in a pipe) shows an excerpt around the span.
        report(DiagnosticRenderer.withCarets(diagnostic, line: line, style: style, wording: wording, width: errors.columns))
    }

    /// A failed line of a file: `FILE:LINE:COLUMN: error: …`.
    func report(_ diagnostic: Diagnostic, file: String, lineNumber: Int, line: [UInt8]) {
        report(DiagnosticRenderer.located(diagnostic, file: file, lineNumber: lineNumber, line: line, style: style,
                                          wording: wording))
    }

    /// Writes a diagnostic or warning to stderr at once, after flushing results before it.
    func report(_ text: String) {
        output.flush()
        errors.write(text)
        errors.flush()
    }

    /// Flushes both streams; false (after saying so on stderr) when results could not be written.
    /// A reader that went away (`calc < big | head -1`) is not an error worth a message: calc
    /// ends as quietly as SIGPIPE would have ended it, even when SIGPIPE is ignored.
    func finish() -> Bool {
        output.flush()
        errors.flush()
        if output.failure == EPIPE { exit(128 + SIGPIPE) }
        if let failure = output.failure {
            let reason = String(cString: strerror(failure))
            errors.write(DiagnosticRenderer.program(ProgramMessages.cannotWriteResults(reason: reason)))
            errors.flush()
            return false
        }
        return true
    }
}
