#if canImport(Glibc)
import Glibc
#endif
import CalcCore
import CalcRates

/// The `calc> ` prompt: expressions, `:commands`, history saved after every line, and a
/// background refresh of stale rates that reports on the next prompt.
struct InteractiveSession {
    /// The rates are refreshed in the background when they are older than this.
    static let refreshAfterSeconds = 24 * 3600

    var session: Session
    var editor: any LineEditor
    let selection: RateSelection
    let explicitRates: RateSelection.Selected?
    let offline: Bool
    let historyFile: LineHistoryFile
    /// Merges lines into the history file (see `LineHistoryFile.save`); nil in tests, and when
    /// the history file is one calc must not write.
    let mergeHistory: ((String?, [String], String) -> Bool)?
    /// Lines entered since the last successful save.
    private var unsavedLines: [String] = []
    /// The updater for `:update` and the background refresh; nil when there is none.
    let fetcher: (any RateFetching)?
    /// Where `:save` writes.
    let initFile: InitFile
    private var historyWarned = false
    private var historyBusyWarned = false
    private var pendingHistoryWarning: Diagnostic?
    private var refresh: (any RunningFetch)?
    /// The entries of the current block by their number, for its errors to quote.
    private let blockEntries = BlockEntries()

    final class BlockEntries {
        var texts: [Int: String] = [:]
    }

    init(session: Session, editor: any LineEditor, selection: RateSelection, explicitRates: RateSelection.Selected?,
         offline: Bool, historyFile: LineHistoryFile, mergeHistory: ((String?, [String], String) -> Bool)?,
         fetcher: (any RateFetching)?, initFile: InitFile? = nil) {
        self.session = session
        self.initFile = initFile ?? InitFile(path: nil, files: historyFile.files)
        self.editor = editor
        self.selection = selection
        self.explicitRates = explicitRates
        self.offline = offline
        self.historyFile = historyFile
        self.mergeHistory = mergeHistory
        self.fetcher = fetcher
        session.console.wording.atPrompt = true
        self.session.keepsLedger = true
        // A block's error quotes the entry it names: the prompt shows no line numbers.
        self.session.evaluator.linesAreNumbered = false
        let entries = blockEntries
        self.session.evaluator.lineText = { number in entries.texts[number] }
        if offline { session.console.wording.offline = true }
    }

    private var output: OutputChannel { session.console.output }
    private var console: Console { session.console }

    /// Writes `text` (lines, each with its newline) on stdout, fitted to the terminal's width
    /// (80 columns when stdout is not a terminal), as every message and listing of the prompt.
    private func say(_ text: String) {
        output.write(TextWrap.wrap(text, width: output.columns))
    }

    /// Runs until `:quit`, `quit`, `exit` or Ctrl-D. True: errors end neither the session nor
    /// its status (the application reports a failed output itself).
    mutating func run() -> Bool {
        startRefreshIfStale()
        useStoredRatesNow()
        while true {
            reportRefresh()
            offerCompletions()
            output.flush()
            switch editor.readLine(prompt: "calc> ") {
            case .endOfInput:
                output.write("\n")
                finish()
                return true
            case .interrupted:
                // Ctrl-C: the line is dropped; a fresh prompt follows.
                output.write("\n")
                continue
            case .line(let line):
                if line.trimmingWhitespace.isEmpty {
                    session.endBlock()
                    blockEntries.texts.removeAll()
                    continue
                }
                // A refresh that finished while the line was typed is said, and used, before it.
                reportRefresh()
                remember(line)
                // A history that could not be saved is said after the line's answer, not before it.
                defer { reportHistoryWarning() }
                switch ReplCommand.parse(line) {
                case .command(.quit):
                    finish()
                    return true
                case .command(let command):
                    perform(command)
                case .invalid(let problem):
                    console.report(problem, named: false)
                case .expression:
                    // A mistyped line is answered and forgotten: it does not change how the
                    // session ends (DESIGN §5: status 0 unless the output failed).
                    if blockEntries.texts.count < Block.maximumLines { blockEntries.texts[session.linesRun + 1] = line }
                    _ = session.runOneShot(line)
                }
            }
        }
    }

    /// `calc --total CUR` at the prompt: the session's total as it ends.
    private mutating func finish() {
        if let currency = session.options.total { _ = session.writeTotal(in: currency, named: false) }
    }

    /// Tab sees the currencies of the table in use and the variables of this moment.
    private mutating func offerCompletions() {
        let rates = session.rates
        let variables = session.evaluator.environment.variables.keys.sorted()
        let functions = CalcCore.Vocabulary.functions + session.evaluator.environment.functionNames
        editor.completeFrom {
            Completion.Vocabulary(currencyCodes: rates.table.currencyCodes.map(\.description), variables: variables, functions: functions)
        }
    }

    // MARK: - History

    private mutating func remember(_ line: String) {
        editor.addToHistory(line)
        guard let mergeHistory else { return }
        unsavedLines.append(line)
        // Saved after every line, so a crash or a closed terminal loses nothing; a failed save
        // keeps its lines for the next one.
        switch historyFile.save(unsavedLines, merge: mergeHistory) {
        case .ran(true):
            unsavedLines.removeAll()
            historyBusyWarned = false
        case .busy:
            // Another process holds the lock: the line is answered now, its history saved later.
            if !historyBusyWarned {
                historyBusyWarned = true
                pendingHistoryWarning = ProgramMessages.historyLockBusy(historyFile.path ?? "(no HOME)")
            }
        case .ran(false), .failed:
            if !historyWarned {
                historyWarned = true
                pendingHistoryWarning = ProgramMessages.cannotSaveHistory(historyFile.path ?? "(no HOME)")
            }
        }
    }

    private mutating func reportHistoryWarning() {
        guard let warning = pendingHistoryWarning else { return }
        pendingHistoryWarning = nil
        console.report(warning, named: false)
    }

    // MARK: - Commands

    private mutating func perform(_ command: ReplCommand) {
        switch command {
        case .help:
            output.write(ReplCommand.help(width: output.columns, locale: session.numberLocale) + "\n")
        case .rates:
            say(selection.describe(currentSelection()))
        case .update:
            update()
        case .currencies(let filter):
            output.write(currencyListing(filter: filter))
        case .variables:
            say(variableListing())
        case .history(let words):
            let csv = words.contains("--csv")
            _ = RateChartCommand.run(words.filter { $0 != "--csv" }, csv: csv, history: session.evaluator.history,
                                   console: console, named: false)
        case .digits(let digits):
            if let digits { session.showSignificantDigits(digits) }
            let digits = session.evaluator.significantDigits
            say("values that are not exact show \(digits) significant \(digits == 1 ? "digit" : "digits")\n")
        case .total(let currency):
            _ = session.writeTotal(in: currency, named: false)
        case .explain:
            guard let kept = session.lastResult else {
                say("no result yet: :explain tells the conversions behind the last result\n")
                break
            }
            guard !kept.evaluation.conversions.isEmpty || !kept.evaluation.unitConversions.isEmpty else {
                say("the last result used no exchange rate or unit conversion\n")
                break
            }
            var lines: [UInt8] = []
            ScriptOutput.appendExplanation(of: kept.evaluation.value, alsoShown: kept.evaluation.alsoShown, conversions: kept.evaluation.conversions, notes: kept.evaluation.notes,
                                           unitConversions: kept.evaluation.unitConversions, significantDigits: session.evaluator.significantDigits,
                                           to: &lines)
            say(String(decoding: lines, as: UTF8.self))
        case .save:
            switch initFile.save(session.settingsToSave) {
            case .success(let said): say(said + "\n")
            case .failure(let failure): console.report(failure, named: false)
            }
        case .helpPointer:
            say("type an expression (2 + 3 * 4, 12 USD in EUR) or a command; :help lists the commands and keys\n")
        case .quit:
            break
        }
    }

    private func currentSelection() -> RateSelection.Selected {
        explicitRates ?? selection.storedTable().0
    }

    private mutating func update() {
        if offline {
            console.report(ProgramMessages.updateNeedsNetwork(), named: false)
            return
        }
        guard let fetcher else {
            console.report(ProgramMessages.noUpdater(), named: false)
            return
        }
        output.flush()
        let output = self.output
        switch fetcher.runInForeground(progress: { line in
            output.write(TextWrap.wrap(line + "\n", width: output.columns))
            output.flush()
        }) {
        case .finished(let outcome):
            if let saved = outcome.saved { say(saved + "\n") }
            for warning in outcome.warnings { console.report(warning, named: false) }
            if outcome.saved != nil {
                reloadRates()
            } else {
                // A line for each source that failed, then the update's own.
                for failure in outcome.failedSources { console.report(failure, named: false) }
                console.report(ProgramMessages.updateFailed(outcome.reason ?? "calc-fetch said nothing"), named: false)
            }
        case .interrupted:
            say("\nupdate cancelled; the rates are unchanged\n")
        case .couldNotStart(let reason):
            console.report(ProgramMessages.cannotRunUpdater(fetcher.name, reason: reason), named: false)
        }
    }

    /// The REPL reads its table before the first prompt, so that a warning never lands in the
    /// middle of a line being edited; a refresh under way will report instead of the warning.
    private mutating func useStoredRatesNow() {
        guard explicitRates == nil else { return }
        let (selected, warning) = selection.storedTable()
        if let warning, refresh == nil { console.report(warning, named: false) }
        session.use(LazyRates(selected.table))
    }

    /// Uses the cache from now on (unless `--rates FILE` chose the table), and the stored
    /// history with the days the update added.
    private mutating func reloadRates() {
        session.evaluator.history.forget()
        guard explicitRates == nil else { return }
        let selection = self.selection
        session.use(LazyRates(loading: { selection.storedTable().0.table }))
    }

    /// Code, name and rate in columns that fit the width: the names are cut (`…`) when the
    /// rates would not fit beside them, and a merged table's origin of a rate that does not fit
    /// on its row stands on the next, under the name.
    private func currencyListing(filter: String?) -> String {
        let table = session.rates.table
        let needle = filter?.uppercased()
        var rows: [(code: String, name: String, rate: String, origin: String)] = []
        for code in table.currencyCodes {
            let name = CurrencyCatalogue.name(of: code) ?? ""
            if let needle, !code.description.contains(needle), !name.uppercased().contains(needle) { continue }
            // A rate that does not terminate shows rounded, and says so.
            let rate = table.rate(code).map { session.render(Value(Number($0))) } ?? "?"
            // A merged table names each rate's source and day.
            let origin = table.origins.count > 1 && code != table.base ? table.origin(of: code).map { "(\($0))" } ?? "" : ""
            rows.append((code.description, name, rate, origin))
        }
        if rows.isEmpty { return "no currency matches '\(filter ?? "")'\n" }
        let width = output.columns
        let codeWidth = (rows.map { TextWidth.columns($0.code) }.max() ?? 3) + 2
        let rateWidth = rows.map { TextWidth.columns($0.rate) }.max() ?? 1
        // The names as wide as the widest, within what the code and rate columns leave.
        let nameWidth = max(4, min((rows.map { TextWidth.columns($0.name) }.max() ?? 0) + 2, width - codeWidth - rateWidth))
        var lines = TextWrap.wrap("rates against 1 \(table.base) (\(table.source), \(table.dateText)):", width: width, hang: 2)
        for row in rows {
            let name = TextWidth.columns(row.name) > nameWidth - 2 ? TextWrap.cut(row.name, to: nameWidth - 2) : row.name
            var line = TextWrap.pad(row.code, codeWidth) + TextWrap.pad(name, nameWidth) + row.rate
            if !row.origin.isEmpty {
                if TextWidth.columns(line) + 2 + TextWidth.columns(row.origin) <= width {
                    line += "  " + row.origin
                } else {
                    lines.append(line)
                    line = String(repeating: " ", count: codeWidth) + row.origin
                }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func variableListing() -> String {
        let environment = session.evaluator.environment
        // `x = 2`, but `y ≈ 0.333333333333333`: the sign says whether the value is shown whole.
        func line(_ name: String, _ value: Value) -> String {
            let shown = session.render(value)
            return shown.hasPrefix("≈ ") ? "\(name) \(shown)" : "\(name) = \(shown)"
        }
        var lines = environment.variables.keys.sorted().map { line($0, environment.variables[$0]!) }
        if let previous = environment.previousResult { lines.append(line("ans", previous)) }
        // The functions as calc writes them, in the order they were defined.
        lines += environment.functionNames.compactMap { environment.functions[$0]?.text }
        return lines.isEmpty ? "no variables yet; assign one with x = 3\n" : lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Background refresh

    /// At start: rates older than a day (and not chosen with --rates) are refreshed quietly.
    private mutating func startRefreshIfStale() {
        guard !offline, explicitRates == nil, let fetcher else { return }
        let selected = selection.storedTable().0
        let asked = RateProvider.all(environment: selection.environment.values(of: RateProvider.environmentVariables)).map(\.name)
        guard selection.needsRefresh(selected, asking: asked, after: InteractiveSession.refreshAfterSeconds) else { return }
        switch fetcher.startInBackground() {
        case .success(let started):
            refresh = started
        case .failure(let failure):
            console.report(ProgramMessages.cannotRefresh(failure.reason), named: false)
        }
    }

    /// Says, before a prompt or before the line just typed is evaluated, that the background
    /// refresh has finished, and from then on uses what it stored: a line for the table saved,
    /// and one for each source that failed (with the currencies the cache kept of it).
    private mutating func reportRefresh() {
        guard let running = refresh, let outcome = running.poll() else { return }
        refresh = nil
        if let saved = outcome.saved {
            say("rates refreshed in the background: \(saved)\n")
            for warning in outcome.warnings { console.report(warning, named: false) }
            reloadRates()
        } else {
            let current = currentSelection().table
            say("rates could not be refreshed in the background; using \(current.source) of \(current.dateText)\n")
            for failure in outcome.failedSources { say("  \(failure.message)\n") }
            if let reason = outcome.reason { say("  \(reason)\n") }
        }
    }
}
