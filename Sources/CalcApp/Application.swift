#if canImport(Glibc)
import Glibc
#endif
import CalcCore
import CalcHistoryData
import CalcRates

/// Exit statuses (also in the README and --help).
public enum ExitStatus {
    public static let success: Int32 = 0
    public static let expressionFailed: Int32 = 1
    public static let inputOutputFailed: Int32 = 2
    /// A usage error (as swift-argument-parser's).
    public static let usage: Int32 = 64
}

/// calc as a whole, once the command line has been read: chooses the rates, then runs one
/// expression, a batch or the prompt. The world comes in as arguments: the environment,
/// the streams, the clock, the standard input and whether it is a terminal, the file system
/// and the programs calc runs.
public struct Application {
    let invocation: Invocation
    let environment: ProcessEnvironment
    let console: Console
    /// Seconds since 1970, for the age of the rates.
    let now: Int
    /// The time as the run goes on, for `now` and the times of zones (a prompt or a watched
    /// sheet lasts); the start's `now` where none was given (tests).
    let clock: @Sendable () -> Int
    /// The descriptor batch mode reads when no file is named.
    let standardInput: Int32
    /// Whether standard input is a terminal (the prompt needs it and a terminal stdout).
    let inputIsTerminal: Bool
    /// The prompt's line editing (libedit, from the executable); nil: the terminal's own.
    let lineEditing: (any TerminalLineEditing)?
    /// Scripts named by `-f`, the prompt's history file.
    let files: any FileSystem
    /// calc-fetch, at the prompt or in calc's place.
    let programs: any Programs
    /// The locale numbers are read and written in (DESIGN §21), chosen once.
    let numberLocale: NumberLocale
    /// Why `CALC_LOCALE` cannot be used, when it names a locale calc does not know.
    let localeProblem: UsageProblem?

    /// calc in this process: this machine's file system and programs.
    public init(invocation: Invocation, environment: ProcessEnvironment = .process, console: Console = .standard,
                now: Int, clock: (@Sendable () -> Int)? = nil, standardInput: Int32 = 0, inputIsTerminal: Bool,
                lineEditing: (any TerminalLineEditing)? = nil) {
        self.init(invocation: invocation, environment: environment, console: console, now: now, clock: clock, standardInput: standardInput,
                  inputIsTerminal: inputIsTerminal, lineEditing: lineEditing, files: SystemFileSystem(), programs: SystemPrograms())
    }

    init(invocation: Invocation, environment: ProcessEnvironment, console: Console, now: Int, clock: (@Sendable () -> Int)? = nil,
         standardInput: Int32 = 0, inputIsTerminal: Bool, lineEditing: (any TerminalLineEditing)? = nil, files: any FileSystem,
         programs: any Programs) {
        self.invocation = invocation
        self.environment = environment
        self.console = console
        self.now = now
        self.clock = clock ?? { now }
        self.standardInput = standardInput
        self.inputIsTerminal = inputIsTerminal
        self.lineEditing = lineEditing
        self.files = files
        self.programs = programs
        do throws(UsageProblem) {
            numberLocale = try NumberLocale.select(flag: invocation.locale, environment: environment)
            localeProblem = nil
        } catch {
            numberLocale = .c
            localeProblem = error
        }
    }

    /// Runs and returns the exit status.
    public func run() -> Int32 {
        console.environment = environment
        console.wording.offline = ProcessEnvironment.isOffline(flag: invocation.offline, environment: environment)
        // `CALC_LOCALE` naming a locale calc does not know is a usage error, as `--locale` is.
        console.wording.decimalComma = numberLocale.style.decimalComma
        if let localeProblem {
            // As swift-argument-parser words the usage errors of flags.
            console.report("Error: \(localeProblem.english)\n")
            return ExitStatus.usage
        }
        let mode = invocation.mode
        // `--rates FILE` is read now: a bad file stops calc before anything is evaluated.
        let selection = RateSelection(ratesFile: invocation.ratesFile, environment: environment, now: now)
        let explicit: RateSelection.Selected?
        do {
            explicit = try selection.explicitTable()
        } catch let error as RateSelectionError {
            console.report(ProgramMessages.badRatesFile(error.message), named: true)
            return ExitStatus.inputOutputFailed
        } catch {
            return ExitStatus.inputOutputFailed
        }
        switch mode {
        case .updateRates:
            return becomeRateFetcher()
        case .ratesInfo:
            let selected = explicit ?? selection.storedTable().0
            console.output.write(selection.describe(selected))
            return console.finish() ? ExitStatus.success : ExitStatus.inputOutputFailed
        case .rateChart(let words, let csv):
            let succeeded = RateChartCommand.run(words, csv: csv, history: historicalRates(), console: console, named: true)
            if !console.finish() { return ExitStatus.inputOutputFailed }
            return succeeded ? ExitStatus.success : ExitStatus.expressionFailed
        case .evaluate(let input, let scripting):
            return evaluate(input, scripting, selection: selection, explicit: explicit)
        case .sheet(let sheet, let scripting):
            return runSheet(sheet, scripting, selection: selection, explicit: explicit)
        case .languageServer:
            return runLanguageServer(selection: selection, explicit: explicit)
        }
    }

    /// `calc --update-rates`: becomes calc-fetch (same stdin, stdout, stderr and environment).
    /// Returns only when that fails.
    private func becomeRateFetcher() -> Int32 {
        guard let path = programs.rateFetcherPath else {
            console.report(ProgramMessages.noOwnPath(), named: true)
            return ExitStatus.inputOutputFailed
        }
        console.output.flush()
        let reason = programs.replaceProcess(with: path)
        console.report(ProgramMessages.cannotRunUpdater(path, reason: reason), named: true)
        return ExitStatus.inputOutputFailed
    }

    /// The history of rates, read only by a statement with a date: the embedded days, and those
    /// `--update-rates` stored since (a damaged file is named and left out). Even its path is
    /// found only then: the dictionary of variables it is looked up in is made by run-time type
    /// lookup, which a run without a date should not pay for.
    /// UTC+14 (Kiribati's Line Islands): where a day begins first.
    static let earliestZoneOffset = 14 * 3600

    private func historicalRates() -> HistoricalRates {
        let environment = self.environment, console = self.console
        // A day is in the future only when it has begun nowhere yet (UTC+14 is the earliest
        // zone): the local `today` in Tokyo is still yesterday in UTC, and must not be refused.
        // Asking the local zone here would cost every run the zone files.
        return HistoricalRates(today: Day(unixSeconds: now + Application.earliestZoneOffset)) {
            guard let historyPath = StoredHistory.path(environment: environment.values(of: RateCache.environmentVariables)) else {
                return RateHistory(embedded: EmbeddedECBHistory.value)
            }
            do throws(RateFormatError) {
                return RateHistory(embedded: EmbeddedECBHistory.value, later: try StoredHistory.load(path: historyPath))
            } catch {
                console.report(ProgramMessages.ignoringStoredHistory(error.description), named: true)
                return RateHistory(embedded: EmbeddedECBHistory.value)
            }
        }
    }

    /// The rates a run uses: `--rates FILE`'s, or the stored ones, read only when a line first
    /// needs them (most lines never do).
    func lazyRates(selection: RateSelection, explicit: RateSelection.Selected?) -> LazyRates {
        let console = self.console
        return explicit.map { LazyRates($0.table) } ?? LazyRates(loading: {
            let (selected, warning) = selection.storedTable()
            if let warning { console.report(warning, named: true) }
            return selected.table
        })
    }

    /// A session with the run's rates, clock, digits and scripting options, and what the init
    /// file defines (unless `--no-init`; its errors said when `reportsInit`).
    func makeSession(_ scripting: Invocation.Scripting, rates: LazyRates, reportsInit: Bool = true) -> Session {
        var session = Session(rates: rates, console: console, history: historicalRates())
        // `today` is the local date of the clock's instant, asked only by a line that says it;
        // the instant is the run's, so its day is worked out once (not the zone asked of the C
        // library again at every such line).
        let now = self.now, timeZone = environment["TZ"]
        let today = LocalCalendar.Once { LocalCalendar.day(at: now, timeZone: timeZone) }
        session.dateToday { today.value }
        session.useZones(SystemZones(environment: environment).source(clock: clock))
        if let digits = invocation.digits { session.showSignificantDigits(digits) }
        session.numberLocale = numberLocale
        if !invocation.noInit { session.runInitFile(InitFile(environment: environment, files: files), reportsErrors: reportsInit) }
        if scripting.format != .text || scripting.explain || scripting.total != nil {
            session.options = Session.ScriptOptions(format: scripting.format, explain: scripting.explain, total: scripting.total)
        }
        return session
    }

    /// Expressions from `input`: one-shot, a file, standard input as a batch, or the prompt.
    private func evaluate(_ input: Invocation.Input, _ scripting: Invocation.Scripting, selection: RateSelection,
                          explicit: RateSelection.Selected?) -> Int32 {
        let prompts = if case .standardInput(let mayPrompt) = input { mayPrompt && inputIsTerminal && console.output.isTerminal } else { false }
        // The prompt's messages, the init file's among them, are in its words and fit its width.
        if prompts { console.wording.atPrompt = true }
        var session = makeSession(scripting, rates: lazyRates(selection: selection, explicit: explicit))
        let succeeded: Bool
        switch input {
        case .expression(let expression):
            succeeded = session.runOneShot(expression)
        case .file(let file):
            let descriptor: Int32
            switch files.openForReading(file) {
            case .success(let opened): descriptor = opened
            case .failure(let failure):
                console.report(ProgramMessages.cannotOpen(file, reason: failure.reason), named: true)
                return ExitStatus.inputOutputFailed
            }
            defer { close(descriptor) }
            var reader = LineReader(descriptor: descriptor)
            succeeded = session.runBatch(&reader, fileName: file)
            if let error = reader.readError {
                console.report(ProgramMessages.cannotRead(file, reason: String(cString: strerror(error))), named: true)
                return ExitStatus.inputOutputFailed
            }
        case .standardInput:
            if prompts,
               var repl = InteractiveSession.onTerminal(session, selection: selection, explicit: explicit,
                                                        offline: ProcessEnvironment.isOffline(flag: invocation.offline, environment: environment),
                                                        environment: environment, lineEditing: lineEditing,
                                                        files: files, programs: programs, ignoresInitFile: invocation.noInit) {
                succeeded = repl.run()
            } else {
                let output = console.output
                var reader = LineReader(descriptor: standardInput, beforeBlockingRead: { output.flush() })
                succeeded = session.runBatch(&reader, fileName: "<stdin>")
            }
        }
        if !console.finish() { return ExitStatus.inputOutputFailed }
        return succeeded ? ExitStatus.success : ExitStatus.expressionFailed
    }
}

extension InteractiveSession {
    /// The REPL on a terminal, with libedit and the history file; without libedit (it cannot
    /// be loaded or started), the same session on the terminal's own line editing, without
    /// history.
    static func onTerminal(_ session: Session, selection: RateSelection, explicit: RateSelection.Selected?,
                           offline: Bool, environment: ProcessEnvironment,
                           lineEditing: (any TerminalLineEditing)?, files: any FileSystem, programs: any Programs,
                           ignoresInitFile: Bool = false) -> InteractiveSession? {
        var initFile = InitFile(environment: environment, files: files)
        initFile.isIgnored = ignoresInitFile
        TerminalLocale.adopt()
        let fetcher = programs.rateFetcherPath.map {
            programs.rateFetcher(at: $0, temporaryDirectory: temporaryDirectory(environment, files: files))
        }
        let libraryPath = environment["CALC_LIBEDIT"].flatMap { $0.isEmpty ? nil : $0 }
        func withoutLineEditing(_ reason: String) -> InteractiveSession {
            session.console.report(ProgramMessages.noLineEditing(reason), named: true)
            return InteractiveSession(session: session, editor: PlainLineEditor(console: session.console), selection: selection,
                                      explicitRates: explicit, offline: offline, historyFile: LineHistoryFile(environment: environment, files: files),
                                      mergeHistory: nil, fetcher: fetcher, initFile: initFile)
        }
        guard let lineEditing else { return withoutLineEditing("this calc was built without libedit") }
        if let reason = lineEditing.load(libraryPath: libraryPath) { return withoutLineEditing("cannot load libedit: \(reason)") }
        guard let editor = lineEditing.start(historySize: LineHistoryFile.maximumEntries) else {
            return withoutLineEditing("libedit could not start on this terminal")
        }
        let historyFile = LineHistoryFile(environment: environment, files: files)
        var merge: ((String?, [String], String) -> Bool)? = { lineEditing.mergeHistory(existing: $0, lines: $1, into: $2) }
        let path = historyFile.path ?? ""
        switch historyFile.check() {
        case .absent:
            break
        case .readable:
            if !editor.loadHistory(from: path) {
                session.console.report(ProgramMessages.historyNotSaved(path, reason: "libedit cannot read it"), named: true)
                merge = nil
            }
        case .movedAside(let aside):
            session.console.report(ProgramMessages.historyMovedAside(path, to: aside), named: true)
        case .movedAsideTooLarge(let aside):
            session.console.report(ProgramMessages.historyTooLargeMovedAside(path, limit: "16 MiB", to: aside), named: true)
        case .unusable(let reason):
            session.console.report(ProgramMessages.historyNotSaved(path, reason: reason), named: true)
            merge = nil
        }
        return InteractiveSession(session: session, editor: editor, selection: selection, explicitRates: explicit,
                                  offline: offline, historyFile: historyFile, mergeHistory: merge,
                                  fetcher: fetcher, initFile: initFile)
    }

    /// Where calc-fetch's output is kept while it runs: `$TMPDIR` when it names a directory,
    /// else /tmp.
    static func temporaryDirectory(_ environment: ProcessEnvironment, files: any FileSystem) -> String {
        if let directory = environment["TMPDIR"], directory.hasPrefix("/"), files.isDirectory(directory) {
            return directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        }
        return "/tmp"
    }
}
