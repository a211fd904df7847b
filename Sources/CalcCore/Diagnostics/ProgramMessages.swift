/// Every message calc says about itself rather than about a line: files it cannot read or
/// write, the rate cache and its age, the history, the line editor, the rate updater. Each is a
/// `Diagnostic` without a location, drawn by `DiagnosticRenderer.program` as
/// `calc: warning: …` (or, at the prompt, `error: …`).
public enum ProgramMessages {
    // MARK: Files and streams

    public static func cannotOpen(_ file: String, reason: String) -> Diagnostic {
        Diagnostic(.cannotOpen(file: file, reason: reason), at: .none)
    }

    public static func cannotRead(_ file: String, reason: String) -> Diagnostic {
        Diagnostic(.cannotRead(file: file, reason: reason), at: .none)
    }

    /// `--sheet FILE --in-place` could not replace FILE (it is left as it was).
    public static func cannotWriteSheet(_ file: String, reason: String) -> Diagnostic {
        Diagnostic(.cannotWriteSheet(file: file, reason: reason), at: .none)
    }

    /// A sheet beyond what calc reads whole.
    public static func sheetTooLarge(_ file: String, limit: Int) -> Diagnostic {
        Diagnostic(.sheetTooLarge(file: file, limit: limit), at: .none)
    }

    /// The init file is there but cannot be read: nothing of it is defined.
    public static func cannotReadInitFile(_ file: String, reason: String) -> Diagnostic {
        Diagnostic(.cannotReadInitFile(file: file, reason: reason), at: .none, severity: .warning)
    }

    /// `:save` could not write the init file; the session goes on.
    public static func cannotSaveSettings(_ file: String, reason: String) -> Diagnostic {
        Diagnostic(.cannotSaveSettings(file: file, reason: reason), at: .none, severity: .warning)
    }

    /// `--watch` with standard output not on a terminal.
    public static func watchNeedsTerminal() -> Diagnostic {
        Diagnostic(.watchNeedsTerminal, at: .none)
    }

    /// `--watch` could not follow the file's directory.
    public static func cannotWatch(_ file: String, reason: String) -> Diagnostic {
        Diagnostic(.cannotWatch(file: file, reason: reason), at: .none)
    }

    public static func cannotWriteResults(reason: String) -> Diagnostic {
        Diagnostic(.cannotWriteResults(reason: reason), at: .none)
    }

    /// A `--rates FILE` that cannot be used; `problem` names the file.
    public static func badRatesFile(_ problem: String) -> Diagnostic {
        Diagnostic(.badRatesFile(problem: problem), at: .none)
    }

    // MARK: Rates in use

    /// The embedded table in use instead: its source, date and age in days (nil: unknown).
    public static func ignoringCorruptCache(_ problem: String, fallbackSource: String, fallbackDate: String, fallbackAge: Int?) -> Diagnostic {
        Diagnostic(.ignoringCorruptCache(problem: problem, fallbackSource: fallbackSource, fallbackDate: fallbackDate, fallbackAge: fallbackAge),
                   at: .none, severity: .warning)
    }

    /// The rates' `age` in days (nil: unknown), their `date` and where the table came from;
    /// short, so that with the embedded table it fits 80 columns before its advice.
    public static func staleRates(date: String, age: Int?, origin: String) -> Diagnostic {
        Diagnostic(.staleRates(date: date, age: age, origin: origin), at: .none, severity: .warning, advice: .updateRates)
    }

    // MARK: The prompt

    public static func noLineEditing(_ reason: String) -> Diagnostic {
        Diagnostic(.noLineEditing(reason: reason), at: .none, severity: .warning)
    }

    public static func historyMovedAside(_ path: String, to aside: String) -> Diagnostic {
        Diagnostic(.historyMovedAside(path: path, aside: aside), at: .none, severity: .warning)
    }

    /// A history far larger than the one calc keeps, moved aside rather than loaded at every start.
    public static func historyTooLargeMovedAside(_ path: String, limit: String, to aside: String) -> Diagnostic {
        Diagnostic(.historyTooLargeMovedAside(path: path, limit: limit, aside: aside), at: .none, severity: .warning)
    }

    public static func historyNotSaved(_ path: String, reason: String) -> Diagnostic {
        Diagnostic(.historyNotSaved(path: path, reason: reason), at: .none, severity: .warning)
    }

    /// Another process held the history's lock for the second a line may wait.
    public static func historyLockBusy(_ path: String) -> Diagnostic {
        Diagnostic(.historyLockBusy(path: path), at: .none, severity: .warning)
    }

    public static func cannotSaveHistory(_ path: String) -> Diagnostic {
        Diagnostic(.cannotSaveHistory(path: path), at: .none, severity: .warning)
    }

    public static func updateNeedsNetwork() -> Diagnostic {
        Diagnostic(.updateNeedsNetwork, at: .none)
    }

    // MARK: Mistyped commands at the prompt

    /// `:save now`; `name` without its colon.
    public static func commandTakesNoArgument(_ name: String) -> Diagnostic {
        Diagnostic(.commandTakesNoArgument(name: name), at: .none)
    }

    /// `:total` without a currency.
    public static func totalNeedsCurrency() -> Diagnostic {
        Diagnostic(.totalNeedsCurrency, at: .none)
    }

    /// `:total XQZ`: the closest code of `candidates`, if one is close.
    public static func unknownTotalCurrency(_ text: String, candidates: [String]) -> Diagnostic {
        let suggestion = Suggestions.closest(to: text, among: candidates, caseInsensitive: true)
        return Diagnostic(.unknownTotalCurrency(text: text, suggestion: suggestion), at: .none)
    }

    /// `:digits 0`, `:digits ten`.
    public static func digitsOutOfRange(_ text: String) -> Diagnostic {
        Diagnostic(.digitsOutOfRange(text: text), at: .none)
    }

    /// `:` alone.
    public static func missingCommandName() -> Diagnostic {
        Diagnostic(.missingCommandName, at: .none)
    }

    /// `:frobnicate`: the closest of `known` (names without their colon), if one is close.
    public static func unknownCommand(_ name: String, known: [String]) -> Diagnostic {
        Diagnostic(.unknownCommand(name: name, suggestion: Suggestions.closest(to: name, among: known)), at: .none)
    }

    // MARK: The rate updater

    public static func noUpdater() -> Diagnostic {
        Diagnostic(.noUpdater, at: .none)
    }

    public static func noOwnPath() -> Diagnostic {
        Diagnostic(.noOwnPath, at: .none)
    }

    public static func cannotRefresh(_ reason: String) -> Diagnostic {
        Diagnostic(.cannotRefresh(reason: reason), at: .none, severity: .warning)
    }

    public static func cannotRunUpdater(_ path: String, reason: String) -> Diagnostic {
        Diagnostic(.cannotRunUpdater(path: path, reason: reason), at: .none)
    }

    /// `calc --history USD`, `:history USD` (`command` says which).
    public static func historyUsage(_ command: String) -> Diagnostic {
        Diagnostic(.historyUsage(command: command), at: .none)
    }

    public static func historyUnknownCurrency(_ word: String) -> Diagnostic {
        Diagnostic(.historyUnknownCurrency(word: word), at: .none)
    }

    /// `calc --history USD EUR 2020-13`.
    public static func historyBadSpan(_ text: String) -> Diagnostic {
        Diagnostic(.historyBadSpan(text: text), at: .none)
    }

    /// `:history USD EUR 2020..2019`.
    public static func historyReversedSpan(_ text: String, from: String, to: String) -> Diagnostic {
        Diagnostic(.historyReversedSpan(text: text, from: from, to: to), at: .none)
    }

    /// `:history USD USD`: a rate of a currency in itself is 1 every day.
    public static func historyOneCurrency(_ code: String) -> Diagnostic {
        Diagnostic(.historyOneCurrency(code: code), at: .none)
    }

    /// The stored history cannot be read: dated statements use the embedded one.
    public static func ignoringStoredHistory(_ problem: String) -> Diagnostic {
        Diagnostic(.ignoringStoredHistory(problem: problem), at: .none, severity: .warning, advice: .rewriteHistory)
    }

    /// `:update` failed as a whole (calc-fetch's summary of why).
    public static func updateFailed(_ summary: String) -> Diagnostic {
        Diagnostic(.updateFailed(summary: summary), at: .none)
    }

    /// The history part of an update failed; the stored history is as it was.
    public static func historyNotUpdated(_ name: String, _ problem: String) -> Diagnostic {
        Diagnostic(.historyNotUpdated(source: name, problem: problem), at: .none, severity: .warning)
    }

    /// A source failed while another succeeded; `kept`: how many of its currencies the cache
    /// keeps, and of which days.
    public static func sourceFailed(_ name: String, _ problem: String, kept: (count: Int, days: String)? = nil) -> Diagnostic {
        Diagnostic(.sourceFailed(source: name, problem: problem, keptCount: kept?.count, keptDays: kept?.days), at: .none, severity: .warning)
    }

    /// A source failed and no source succeeded.
    public static func sourceError(_ name: String, _ problem: String) -> Diagnostic {
        Diagnostic(.sourceError(source: name, problem: problem), at: .none)
    }

    /// `--total` or `:total` left out an amount it could not convert (a dated amount in a
    /// currency the table in use does not quote): which, where, and why.
    public static func leftOutOfTotal(_ amount: String, where lines: String, reason: Diagnostic) -> Diagnostic {
        Diagnostic(.leftOutOfTotal(amount: amount, lines: lines, reason: reason), at: .none, advice: reason.advice)
    }

    /// An update found a cache it could not read (malformed, cut short) and replaced it.
    public static func replacedCorruptCache(_ problem: String) -> Diagnostic {
        Diagnostic(.replacedCorruptCache(problem: problem), at: .none, severity: .warning)
    }

    public static func cannotSaveRates(_ problem: String) -> Diagnostic {
        Diagnostic(.cannotSaveRates(problem: problem), at: .none)
    }

    public static func nothingFetched() -> Diagnostic {
        Diagnostic(.nothingFetched, at: .none)
    }

    // MARK: The language server

    public static func notJSON(_ reason: String) -> Diagnostic {
        Diagnostic(.notJSON(reason: reason), at: .none)
    }

    public static func noContentLength() -> Diagnostic {
        Diagnostic(.noContentLength, at: .none)
    }

    public static func notARequest(_ problem: RequestProblem) -> Diagnostic {
        Diagnostic(.notARequest(problem), at: .none)
    }

    public static func messageTooLarge(_ bytes: Int, limit: Int) -> Diagnostic {
        Diagnostic(.messageTooLarge(bytes: bytes, limit: limit), at: .none)
    }

    public static func unknownMethod(_ name: String) -> Diagnostic {
        Diagnostic(.unknownMethod(name: name), at: .none)
    }

    public static func badParams(_ method: String, problem: ParamsProblem) -> Diagnostic {
        Diagnostic(.badParams(method: method, problem: problem), at: .none)
    }

    public static func notInitialized(_ method: String) -> Diagnostic {
        Diagnostic(.notInitialized(method: method), at: .none)
    }

    public static func shutDown(_ method: String) -> Diagnostic {
        Diagnostic(.shutDown(method: method), at: .none)
    }

    public static func documentTooLarge(_ uri: String, limit: Int) -> Diagnostic {
        Diagnostic(.documentTooLarge(uri: uri, limit: limit), at: .none)
    }
}

extension SourceSpan {
    /// No place in a line: the message is about calc itself.
    public static let none = SourceSpan(0, 0)
}
