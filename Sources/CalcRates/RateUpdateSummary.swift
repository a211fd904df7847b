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
            output.append("saved \(stored.rates.count) currencies (\(stored.source), base \(stored.base), rates of \(stored.dateText)) to \(report.cachePath ?? "the cache")")
        } else if let storeError = report.storeError {
            errors.append(line(ProgramMessages.cannotSaveRates("\(storeError)")))
        } else {
            errors.append(line(ProgramMessages.nothingFetched()))
        }
        return (output, errors)
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
