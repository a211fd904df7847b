/// The English of the messages calc says about itself: files and streams, the rates in use,
/// the rate updater and its history.
extension English {
    static func program(_ message: Message) -> Words? {
        switch message {
        // MARK: Files and streams
        case .cannotOpen(let file, let reason):
            return Words("cannot open '\(file)': \(reason)")
        case .cannotRead(let file, let reason):
            return Words("cannot read '\(file)': \(reason)")
        case .cannotWriteSheet(let file, let reason):
            return Words("cannot write '\(file)': \(reason); the file is unchanged")
        case .sheetTooLarge(let file, let limit):
            return Words("'\(file)' is larger than \(limit >> 20) MiB, more than a sheet calc annotates", hint: "evaluate it as a batch: calc -f FILE")
        case .cannotReadInitFile(let file, let reason):
            return Words("cannot read '\(file)': \(reason); going on without it")
        case .cannotSaveSettings(let file, let reason):
            return Words("cannot save to '\(file)': \(reason); the session goes on, nothing saved")
        case .watchNeedsTerminal:
            return Words("--watch redraws the sheet on a terminal, and standard output is not one", hint: "annotate it once: calc --sheet FILE")
        case .cannotWatch(let file, let reason):
            return Words("cannot watch '\(file)': \(reason)")
        case .cannotWriteResults(let reason):
            return Words("cannot write the results: \(reason)")
        case .badRatesFile(let problem):
            return Words(problem)

        // MARK: Rates in use
        case .ignoringCorruptCache(let problem, let source, let date, let age):
            return Words("ignoring the rate cache: \(problem); using the embedded rates (\(source), \(date), \(ageOfRates(age)))")
        case .staleRates(let date, let age, let origin):
            return Words("the rates are \(ageOfRates(age)) (\(date); \(origin))")

        // MARK: The rate updater
        case .noUpdater:
            return Words("cannot find calc's own executable to run as calc-fetch")
        case .noOwnPath:
            return Words("cannot find calc's own executable to run as calc-fetch")
        case .cannotRefresh(let reason):
            return Words("the rates could not be refreshed in the background: \(reason)")
        case .cannotRunUpdater(let path, let reason):
            return Words("cannot run \(path) as calc-fetch: \(reason)")
        case .historyUsage(let command):
            return Words("\(command) takes two currencies and an optional span",
                         hint: "write, for example, \(command) USD EUR 2020..2021 (FROM and TO as YYYY-MM-DD, YYYY-MM or YYYY)")
        case .historyUnknownCurrency(let word):
            return Words("the ECB's history has no currency '\(word)'",
                         hint: "it has the ECB's \(RateHistory.embeddedCodes.count) currencies, EUR and the currencies the euro replaced")
        case .historyBadSpan(let text):
            return Words("'\(text)' is not a span of days",
                         hint: "write FROM..TO with YYYY-MM-DD, YYYY-MM or YYYY on each side (2020..2021, 2020-03..2020-06), or one period (2020)")
        case .historyReversedSpan(let text, let from, let to):
            return Words("'\(text)' is reversed: \(from) comes after \(to)", hint: "write \(to)..\(from)")
        case .historyOneCurrency(let code):
            return Words("\(code) in \(code) is 1 on every day: there is nothing to chart",
                         hint: "name two currencies, such as \(code) \(code == "EUR" ? "USD" : "EUR")")
        case .ignoringStoredHistory(let problem):
            return Words("ignoring the stored rate history: \(problem)", notes: ["dated conversions use the history built into calc"])
        case .updateFailed(let summary):
            return Words(":update failed: \(summary)")
        case .historyNotUpdated(let source, let problem):
            return Words("the rate history was not updated: \(source) failed: \(problem)")
        case .sourceFailed(let source, let problem, let keptCount, let keptDays):
            let keeping = if let keptCount, let keptDays {
                "; kept \(keptCount == 1 ? "1 currency" : "\(keptCount) currencies") of \(keptDays)"
            } else {
                ""
            }
            return Words("\(source) failed: \(problem)\(keeping)")
        case .sourceError(let source, let problem):
            return Words("\(source): \(problem)")
        case .leftOutOfTotal(let amount, let lines, let reason):
            return Words("the total leaves out \(amount) (\(lines)): \(reason.message)", hint: reason.hint)
        case .replacedCorruptCache(let problem):
            return Words("the rate cache could not be read (\(problem)); this update wrote a new one")
        case .cannotSaveRates(let problem):
            return Words("cannot save the rates: \(problem); the rate cache is unchanged")
        case .nothingFetched:
            return Words("no rate source could be fetched; the rate cache is unchanged")

        // MARK: The language server
        case .notJSON(let reason):
            return Words("the message is not JSON: \(reason)")
        case .noContentLength:
            return Words("a message without a Content-Length header", hint: "frame each message as 'Content-Length: N' and an empty line")
        case .notARequest(let problem):
            let reason = switch problem {
            case .notAnObject(let found): "a message is an object, not \(found)"
            case .idNotNumberOrString(let found): "an id is a number or a string, not \(found)"
            case .versionNot2: "\"jsonrpc\" must be \"2.0\""
            case .noMethod: "it has no \"method\""
            case .methodNotString(let found): "a method is a string, not \(found)"
            case .paramsNotStructured(let found): "params are an object or an array, not \(found)"
            case .initializedAgain: "initialize was sent already"
            }
            return Words("not a JSON-RPC message: \(reason)")
        case .messageTooLarge(let bytes, let limit):
            return Words("a message of \(bytes) bytes is more than the \(limit >> 20) MiB calc --lsp reads; it was skipped")
        case .unknownMethod(let name):
            return Words("calc --lsp does not know the method '\(name)'")
        case .badParams(let method, let problem):
            let reason = switch problem {
            case .missing(let path): "\(path) is missing"
            case .notString(let path): "\(path) is not a string"
            case .notWholeNumber(let path): "\(path) is not a whole number"
            case .notArray(let path): "\(path) is not an array"
            case .beforeStart(let path): "\(path) is before the start of the document"
            case .notOpen(let uri): "\(uri) is not open"
            }
            return Words("the params of \(method) are not what it takes: \(reason)")
        case .notInitialized(let method):
            return Words("\(method) before initialize", hint: "send initialize first")
        case .shutDown(let method):
            return Words("\(method) after shutdown: only exit is left")
        case .documentTooLarge(let uri, let limit):
            return Words("\(uri) is larger than \(limit >> 20) MiB, more than a sheet calc evaluates; it gets no results",
                         hint: "evaluate it as a batch: calc -f FILE")
        default:
            return nil
        }
    }

    /// The English of the messages at the `calc> ` prompt: the line editor, the history file,
    /// and mistyped commands.
    static func prompt(_ message: Message) -> Words? {
        switch message {
        case .noLineEditing(let reason):
            return Words("no line editing (\(reason)): the prompt works, without Tab, arrows or history")
        case .historyMovedAside(let path, let aside):
            return Words("\(path) is not a history file calc can read; moved it to \(aside) and starting a new history")
        case .historyTooLargeMovedAside(let path, let limit, let aside):
            return Words("\(path) is larger than \(limit), far more than the history calc keeps; moved it to \(aside) and starting a new history")
        case .historyNotSaved(let path, let reason):
            return Words("cannot read the history file \(path) (\(reason)); it is left as it is, and this session's lines will not be kept")
        case .historyLockBusy(let path):
            return Words("another process holds the lock of the history (\(path)); this session's lines are kept and saved when it is free")
        case .cannotSaveHistory(let path):
            return Words("cannot save the history to \(path); this session's lines will not be kept")
        case .updateNeedsNetwork:
            return Words(":update needs the network, but --offline or CALC_OFFLINE=1 forbids it")
        case .commandTakesNoArgument(let name):
            return Words(":\(name) takes no argument")
        case .totalNeedsCurrency:
            return Words(":total takes a currency code: :total EUR")
        case .unknownTotalCurrency(let text, let suggestion):
            // One line at the prompt: the hint follows the message after a semicolon.
            let hint = suggestion.map { "; did you mean \($0)?" } ?? "; :total takes a currency code or name, such as :total EUR or :total euro"
            return Words("unknown currency '\(text)'\(hint)")
        case .digitsOutOfRange(let text):
            return Words(":digits takes a whole number from 1 to \(NumberFormatting.maxSignificantDigits), not '\(text)'")
        case .missingCommandName:
            return Words("a command name must follow ':'; try :help")
        case .unknownCommand(let name, let suggestion):
            return Words("unknown command ':\(name)'\(suggestion.map { "; did you mean :\($0)?" } ?? "; try :help")")
        default:
            return nil
        }
    }

    /// `24 days old`, `1 day old`, `of unknown age`.
    static func ageOfRates(_ days: Int?) -> String {
        days.map { $0 == 1 ? "1 day old" : "\($0) days old" } ?? "of unknown age"
    }
}
