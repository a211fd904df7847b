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

    /// The width messages are wrapped to where a person reads them as they come — on a
    /// terminal (its width), or at the prompt (80 columns when stderr is not a terminal) — and
    /// nil, one line each, where a program reads them: a pipe or a file after a one-shot or a
    /// batch, whose output stays as scripts know it.
    var messageWidth: Int? { errors.isTerminal || wording.atPrompt ? errors.columns : nil }

    init(output: OutputChannel, errors: OutputChannel) {
        self.output = output
        self.errors = errors
    }

    /// Standard output and standard error.
    nonisolated(unsafe) public static let standard = Console(output: OutputChannel(descriptor: 1),
                                                             errors: OutputChannel(descriptor: 2, capacity: 1 << 12))

    /// A message about calc or a command: `calc: warning: …` (`named`) outside the prompt, and
    /// at the prompt always `warning: …`, `error: …` (DESIGN §23: one form everywhere alike);
    /// wrapped to `messageWidth`.
    func report(_ diagnostic: Diagnostic, named: Bool) {
        report(DiagnosticRenderer.program(diagnostic, named: named && !wording.atPrompt, style: style, wording: wording, width: messageWidth))
    }

    /// A failed line with its carets (one-shot and the prompt): the message, hint and notes
    /// wrapped to `messageWidth`, and a line wider than the terminal (80 columns in a pipe)
    /// shown as an excerpt around the span.
    func report(_ diagnostic: Diagnostic, line: [UInt8]) {
        report(DiagnosticRenderer.withCarets(diagnostic, line: line, style: style, wording: wording, width: errors.columns,
                                             wrapping: messageWidth))
    }

    /// A failed line of a file: `FILE:LINE:COLUMN: error: …`, one line for each failed line of
    /// a batch (DESIGN §3); `wrapped` to `messageWidth` where it is not a batch's line (the
    /// init file's errors).
    func report(_ diagnostic: Diagnostic, file: String, lineNumber: Int, line: [UInt8], wrapped: Bool = false) {
        report(DiagnosticRenderer.located(diagnostic, file: file, lineNumber: lineNumber, line: line, style: style,
                                          wording: wording, width: wrapped ? messageWidth : nil))
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
            errors.write(DiagnosticRenderer.program(ProgramMessages.cannotWriteResults(reason: reason), width: messageWidth))
            errors.flush()
            return false
        }
        return true
    }
}
