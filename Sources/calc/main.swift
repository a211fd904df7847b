#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import CalcCore

/// Exit statuses (also in the README and --help).
enum ExitStatus {
    static let success: Int32 = 0
    static let expressionFailed: Int32 = 1
    static let inputOutputFailed: Int32 = 2
}

func run() -> Int32 {
    let invocation: Invocation
    do {
        invocation = try Invocation.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        CalcCommand.exit(withError: error)
    }

    if invocation.updateRates { return RateFetcherProcess.replaceSelf() }
    let environment = ProcessEnvironment.process
    let selection = RateSelection(ratesFile: invocation.ratesFile, environment: environment, now: Int(time(nil)))
    let explicit: RateSelection.Selected?
    do {
        explicit = try selection.explicitTable()
    } catch let error as RateSelectionError {
        StandardStreams.report("calc: error: \(error.message)\n")
        return ExitStatus.inputOutputFailed
    } catch {
        return ExitStatus.inputOutputFailed
    }
    if invocation.showRatesInfo {
        let selected = explicit ?? selection.storedTable().0
        StandardStreams.output.write(selection.describe(selected))
        return StandardStreams.finish() ? ExitStatus.success : ExitStatus.inputOutputFailed
    }
    // Rates are read only when a line first needs them; most lines never do.
    let rateSource = explicit.map { RateSource($0.table) } ?? RateSource(loading: {
        let (selected, warning) = selection.storedTable()
        if let warning { StandardStreams.report(warning) }
        return selected.table
    })

    let output = StandardStreams.output
    var session = Session(evaluator: Evaluator(rateSource: rateSource), marksApproximations: output.isTerminal)
    var succeeded: Bool

    if !invocation.expression.isEmpty {
        // Joined by hand: the generic `joined(separator:)` instantiates type metadata at run
        // time, a twentieth of a one-shot run.
        var expression = invocation.expression[0]
        for word in invocation.expression.dropFirst() { expression += " " + word }
        succeeded = session.runOneShot(expression)
    } else if let file = invocation.file, file != "-" {
        let descriptor = open(file, O_RDONLY)
        if descriptor < 0 {
            StandardStreams.report("calc: error: cannot open '\(file)': \(String(cString: strerror(errno)))\n")
            return ExitStatus.inputOutputFailed
        }
        defer { close(descriptor) }
        var reader = LineReader(descriptor: descriptor)
        succeeded = session.runBatch(&reader, fileName: file)
        if let error = reader.readError {
            StandardStreams.report("calc: error: cannot read '\(file)': \(String(cString: strerror(error)))\n")
            return ExitStatus.inputOutputFailed
        }
    } else {
        if invocation.file == nil && isatty(0) == 1 && output.isTerminal,
           let repl = makeInteractiveSession(session, selection: selection, explicit: explicit, invocation: invocation, environment: environment) {
            var repl = repl
            succeeded = repl.run()
        } else {
            var reader = LineReader(descriptor: 0, beforeBlockingRead: { output.flush() })
            succeeded = session.runBatch(&reader, fileName: "<stdin>")
        }
    }

    if !StandardStreams.finish() { return ExitStatus.inputOutputFailed }
    return succeeded ? ExitStatus.success : ExitStatus.expressionFailed
}

/// The REPL on a terminal, with libedit and the history file; nil when libedit cannot start.
func makeInteractiveSession(_ session: Session, selection: RateSelection, explicit: RateSelection.Selected?,
                            invocation: Invocation, environment: ProcessEnvironment) -> InteractiveSession? {
    TerminalLocale.adopt()
    let libraryPath = environment["CALC_LIBEDIT"].flatMap { $0.isEmpty ? nil : $0 }
    if let reason = EditLineEditor.loadLibrary(path: libraryPath) {
        StandardStreams.report("calc: warning: no line editing: cannot load libedit (\(reason)); reading lines as they come\n")
        return nil
    }
    guard let editor = EditLineEditor(historySize: HistoryFile.maximumEntries) else { return nil }
    let historyFile = HistoryFile(environment: environment)
    if let path = historyFile.path, historyFile.exists, !editor.loadHistory(from: path) {
        StandardStreams.report("calc: warning: cannot read the history file \(path); starting with an empty history\n")
    }
    return InteractiveSession(session: session, editor: editor, selection: selection, explicitRates: explicit,
                              offline: ProcessEnvironment.isOffline(flag: invocation.offline, environment: environment),
                              historyFile: historyFile, saveHistory: { editor.saveHistory(to: $0) })
}

exit(run())
