import CalcCore

/// What `calc --update-rates` says about an update: a line per source and where the merged
/// table went on stdout; failures on stderr.
public enum RateUpdateSummary {
    public static func lines(_ report: RateUpdate.Report) -> (output: [String], errors: [String]) {
        var output: [String] = []
        var errors: [String] = []
        let anyFetched = report.outcomes.contains { if case .fetched = $0.outcome { true } else { false } }
        for (provider, outcome) in report.outcomes {
            switch outcome {
            case .fetched(let table):
                var text = "\(provider.name): rates of \(table.dateText), \(table.rates.count) currencies"
                if let merged = report.source(provider) {
                    if merged.kept > 0 { text += "; kept \(merged.kept) it no longer quotes (\(days(merged)))" }
                    if merged.keptNewer > 0 { text += "; kept \(merged.keptNewer) of a later day from the cache (this answer is older)" }
                    if merged.dropped > 0 { text += "; removed \(merged.dropped) it has not quoted for \(RateMerger.keepDays) days" }
                }
                output.append(text)
            case .failed(let message):
                if anyFetched && report.storeError == nil {
                    let kept = report.source(provider).flatMap { $0.kept > 0 ? $0 : nil }
                    errors.append(line(ProgramMessages.sourceFailed(provider.name, message, kept: kept.map { ($0.kept, days($0)) })))
                } else {
                    errors.append(line(ProgramMessages.sourceError(provider.name, message)))
                }
            }
        }
        if let replaced = report.replacedCorrupt { errors.append(line(ProgramMessages.replacedCorruptCache(replaced))) }
        if let stored = report.stored {
            output.append(saved(currencies: stored.rates.count, sources: stored.source, base: stored.base.description,
                                date: stored.dateText, path: report.cachePath ?? "the cache"))
        } else if let storeError = report.storeError {
            errors.append(line(ProgramMessages.cannotSaveRates("\(storeError)")))
        } else {
            errors.append(line(ProgramMessages.nothingFetched()))
        }
        return (output, errors)
    }

    /// `saved 168 currencies (ECB + open.er-api.com, base EUR, rates of 2026-11-24) to PATH`:
    /// said by `calc --update-rates` and, from calc-fetch's report, by the prompt.
    public static func saved(currencies: Int, sources: String, base: String, date: String, path: String) -> String {
        "saved \(currencies) currencies (\(sources), base \(base), rates of \(date)) to \(path)"
    }

    /// The progress of an update as it goes: the sources asked, then each as it answers,
    /// with the reason of a failure when `reasons` (the prompt says those once, after).
    public static func progress(_ event: FetchReport, reasons: Bool) -> String? {
        switch event {
        case .asking(let sources, let history):
            "fetching rates from \(sources.joined(separator: ", ")) and the \(history)…"
        case .answered(let source, let failure):
            "  \(source): " + (failure.map { reasons ? "failed: \($0)" : "failed" } ?? "done")
        default:
            nil
        }
    }

    /// `2026-11-22`, or `2026-11-12 to 2026-11-22` when the kept rates are of several days.
    static func days(_ report: RateMerger.SourceReport) -> String {
        guard let oldest = report.keptOldest, let newest = report.keptNewest else { return "" }
        return oldest == newest ? newest.text : "\(oldest.text) to \(newest.text)"
    }

    /// The history's line: on stdout when it was stored or is up to date, on stderr when not.
    public static func lines(_ outcome: HistoryUpdate.Outcome, _ update: HistoryUpdate) -> (output: [String], errors: [String]) {
        switch outcome {
        case .added(let count, let newest):
            let days = count == 1 ? "1 new day" : "\(count) new days"
            return (["\(update.provider.name): \(days), rates up to \(newest), saved to \(update.path ?? "the cache")"], [])
        case .upToDate(let newest):
            return (["\(update.provider.name): up to date (rates up to \(newest))"], [])
        case .failed(let message):
            return ([], [line(ProgramMessages.historyNotUpdated(update.provider.name, message))])
        }
    }

    /// A message as one line without its newline.
    private static func line(_ diagnostic: Diagnostic) -> String {
        String(DiagnosticRenderer.program(diagnostic).dropLast())
    }
}
