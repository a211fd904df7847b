/// Every message calc says about itself rather than about a line: files it cannot read or
/// write, the rate cache and its age, the history, the line editor, the rate updater. Each is a
/// `Diagnostic` without a location, drawn by `DiagnosticRenderer.program` as
/// `calc: warning: …` (or, at the prompt, `error: …`).
public enum ProgramMessages {
    // MARK: Files and streams

    public static func cannotOpen(_ file: String, reason: String) -> Diagnostic {
        Diagnostic("cannot open '\(file)': \(reason)", at: .none, id: .cannotOpen)
    }

    public static func cannotRead(_ file: String, reason: String) -> Diagnostic {
        Diagnostic("cannot read '\(file)': \(reason)", at: .none, id: .cannotRead)
    }

    /// `--sheet FILE --in-place` could not replace FILE (it is left as it was).
    public static func cannotWriteSheet(_ file: String, reason: String) -> Diagnostic {
        Diagnostic("cannot write '\(file)': \(reason); the file is unchanged", at: .none, id: .cannotWriteSheet)
    }

    /// A sheet beyond what calc reads whole.
    public static func sheetTooLarge(_ file: String, limit: Int) -> Diagnostic {
        Diagnostic("'\(file)' is larger than \(limit >> 20) MiB, more than a sheet calc annotates", at: .none,
                   hint: "evaluate it as a batch: calc -f FILE", id: .sheetTooLarge)
    }

    /// The init file is there but cannot be read: nothing of it is defined.
    public static func cannotReadInitFile(_ file: String, reason: String) -> Diagnostic {
        Diagnostic("cannot read '\(file)': \(reason); going on without it", at: .none, severity: .warning, id: .cannotReadInitFile)
    }

    /// `:save` could not write the init file; the session goes on.
    public static func cannotSaveSettings(_ file: String, reason: String) -> Diagnostic {
        Diagnostic("cannot save to '\(file)': \(reason); the session goes on, nothing saved", at: .none, severity: .warning,
                   id: .cannotSaveSettings)
    }

    /// `--watch` with standard output not on a terminal.
    public static func watchNeedsTerminal() -> Diagnostic {
        Diagnostic("--watch redraws the sheet on a terminal, and standard output is not one", at: .none,
                   hint: "annotate it once: calc --sheet FILE", id: .watchNeedsTerminal)
    }

    /// `--watch` could not follow the file's directory.
    public static func cannotWatch(_ file: String, reason: String) -> Diagnostic {
        Diagnostic("cannot watch '\(file)': \(reason)", at: .none, id: .cannotWatch)
    }

    public static func cannotWriteResults(reason: String) -> Diagnostic {
        Diagnostic("cannot write the results: \(reason)", at: .none, id: .cannotWriteResults)
    }

    /// A `--rates FILE` that cannot be used; `problem` names the file.
    public static func badRatesFile(_ problem: String) -> Diagnostic {
        Diagnostic(problem, at: .none, id: .badRatesFile)
    }

    // MARK: Rates in use

    public static func ignoringCorruptCache(_ problem: String, fallback: String) -> Diagnostic {
        Diagnostic("ignoring the rate cache: \(problem); using the embedded rates (\(fallback))", at: .none, severity: .warning,
                   id: .ignoringCorruptCache)
    }

    /// The rates' `age` in words (`24 days old`), their `date` and where the table came from;
    /// short, so that with the embedded table it fits 80 columns before its advice.
    public static func staleRates(date: String, age: String, origin: String) -> Diagnostic {
        Diagnostic("the rates are \(age) (\(date); \(origin))", at: .none, severity: .warning, advice: .updateRates,
                   id: .staleRates)
    }

    // MARK: The prompt

    public static func noLineEditing(_ reason: String) -> Diagnostic {
        Diagnostic("no line editing (\(reason)): the prompt works, without Tab, arrows or history", at: .none, severity: .warning,
                   id: .noLineEditing)
    }

    public static func historyMovedAside(_ path: String, to aside: String) -> Diagnostic {
        Diagnostic("\(path) is not a history file calc can read; moved it to \(aside) and starting a new history", at: .none, severity: .warning,
                   id: .historyMovedAside)
    }

    /// A history far larger than the one calc keeps, moved aside rather than loaded at every start.
    public static func historyTooLargeMovedAside(_ path: String, limit: String, to aside: String) -> Diagnostic {
        Diagnostic("\(path) is larger than \(limit), far more than the history calc keeps; moved it to \(aside) and starting a new history",
                   at: .none, severity: .warning, id: .historyMovedAside)
    }

    public static func historyNotSaved(_ path: String, reason: String) -> Diagnostic {
        Diagnostic("cannot read the history file \(path) (\(reason)); it is left as it is, and this session's lines will not be kept", at: .none, severity: .warning,
                   id: .historyNotSaved)
    }

    /// Another process held the history's lock for the second a line may wait.
    public static func historyLockBusy(_ path: String) -> Diagnostic {
        Diagnostic("another process holds the lock of the history (\(path)); this session's lines are kept and saved when it is free",
                   at: .none, severity: .warning, id: .cannotSaveHistory)
    }

    public static func cannotSaveHistory(_ path: String) -> Diagnostic {
        Diagnostic("cannot save the history to \(path); this session's lines will not be kept", at: .none, severity: .warning,
                   id: .cannotSaveHistory)
    }

    /// A mistyped `:command`; `message` says what is wrong with it.
    public static func badCommand(_ message: String) -> Diagnostic {
        Diagnostic(message, at: .none, id: .badCommand)
    }

    public static func updateNeedsNetwork() -> Diagnostic {
        Diagnostic(":update needs the network, but --offline or CALC_OFFLINE=1 forbids it", at: .none, id: .updateNeedsNetwork)
    }

    // MARK: The rate updater

    public static func noUpdater() -> Diagnostic {
        Diagnostic("cannot find calc-fetch", at: .none, id: .noUpdater)
    }

    public static func noOwnPath() -> Diagnostic {
        Diagnostic("cannot find calc's own path to start calc-fetch", at: .none, id: .noOwnPath)
    }

    public static func cannotRefresh(_ reason: String) -> Diagnostic {
        Diagnostic("the rates could not be refreshed in the background: \(reason)", at: .none, severity: .warning, id: .cannotRefresh)
    }

    public static func cannotRunUpdater(_ path: String, reason: String) -> Diagnostic {
        Diagnostic("cannot run \(path): \(reason) (install calc-fetch next to calc)", at: .none, id: .cannotRunUpdater)
    }

    /// `calc --history USD`, `:history USD` (`command` says which).
    public static func historyUsage(_ command: String) -> Diagnostic {
        Diagnostic("\(command) takes two currencies and an optional span", at: .none,
                   hint: "write, for example, \(command) USD EUR 2020..2021 (FROM and TO as YYYY-MM-DD, YYYY-MM or YYYY)",
                   id: .historyUsage)
    }

    public static func historyUnknownCurrency(_ word: String) -> Diagnostic {
        Diagnostic("the ECB's history has no currency '\(word)'", at: .none,
                   hint: "it has the ECB's \(RateHistory.embeddedCodes.count) currencies, EUR and the currencies the euro replaced",
                   id: .historyUnknownCurrency)
    }

    /// `calc --history USD EUR 2020-13`.
    public static func historyBadSpan(_ text: String) -> Diagnostic {
        Diagnostic("'\(text)' is not a span of days", at: .none,
                   hint: "write FROM..TO with YYYY-MM-DD, YYYY-MM or YYYY on each side (2020..2021, 2020-03..2020-06), or one period (2020)",
                   id: .historyBadSpan)
    }

    /// `:history USD EUR 2020..2019`.
    public static func historyReversedSpan(_ text: String, from: String, to: String) -> Diagnostic {
        Diagnostic("'\(text)' is reversed: \(from) comes after \(to)", at: .none, hint: "write \(to)..\(from)",
                   id: .historyReversedSpan)
    }

    /// `:history USD USD`: a rate of a currency in itself is 1 every day.
    public static func historyOneCurrency(_ code: String) -> Diagnostic {
        Diagnostic("\(code) in \(code) is 1 on every day: there is nothing to chart", at: .none,
                   hint: "name two currencies, such as \(code) \(code == "EUR" ? "USD" : "EUR")", id: .historyOneCurrency)
    }

    /// The stored history cannot be read: dated statements use the embedded one.
    public static func ignoringStoredHistory(_ problem: String) -> Diagnostic {
        Diagnostic("ignoring the stored rate history: \(problem)", at: .none, severity: .warning,
                   notes: ["dated conversions use the history built into calc"], advice: .rewriteHistory, id: .ignoringStoredHistory)
    }

    /// `:update` failed as a whole (calc-fetch's summary of why).
    public static func updateFailed(_ summary: String) -> Diagnostic {
        Diagnostic(":update failed: \(summary)", at: .none, id: .updateFailed)
    }

    /// The history part of an update failed; the stored history is as it was.
    public static func historyNotUpdated(_ name: String, _ problem: String) -> Diagnostic {
        Diagnostic("the rate history was not updated: \(name) failed: \(problem)", at: .none, severity: .warning, id: .historyNotUpdated)
    }

    /// A source failed while another succeeded; `kept`: how many of its currencies the cache
    /// keeps, and of which days.
    public static func sourceFailed(_ name: String, _ problem: String, kept: (count: Int, days: String)? = nil) -> Diagnostic {
        let keeping = kept.map { "; kept \($0.count == 1 ? "1 currency" : "\($0.count) currencies") of \($0.days)" } ?? ""
        return Diagnostic("\(name) failed: \(problem)\(keeping)", at: .none, severity: .warning, id: .sourceFailed)
    }

    /// A source failed and no source succeeded.
    public static func sourceError(_ name: String, _ problem: String) -> Diagnostic {
        Diagnostic("\(name): \(problem)", at: .none, id: .sourceError)
    }

    /// `--total` or `:total` left out an amount it could not convert (a dated amount in a
    /// currency the table in use does not quote): which, where, and why.
    public static func leftOutOfTotal(_ amount: String, where lines: String, reason: Diagnostic) -> Diagnostic {
        Diagnostic("the total leaves out \(amount) (\(lines)): \(reason.message)", at: .none, hint: reason.hint,
                   advice: reason.advice, id: .leftOutOfTotal)
    }

    /// An update found a cache it could not read (malformed, cut short) and replaced it.
    public static func replacedCorruptCache(_ problem: String) -> Diagnostic {
        Diagnostic("the rate cache could not be read (\(problem)); this update wrote a new one", at: .none, severity: .warning,
                   id: .replacedCorruptCache)
    }

    public static func cannotSaveRates(_ problem: String) -> Diagnostic {
        Diagnostic("cannot save the rates: \(problem); the rate cache is unchanged", at: .none, id: .cannotSaveRates)
    }

    public static func nothingFetched() -> Diagnostic {
        Diagnostic("no rate source could be fetched; the rate cache is unchanged", at: .none, id: .nothingFetched)
    }
}

extension SourceSpan {
    /// No place in a line: the message is about calc itself.
    public static let none = SourceSpan(0, 0)
}
