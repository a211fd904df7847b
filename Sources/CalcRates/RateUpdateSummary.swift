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
                output.append("\(provider.name): rates of \(table.dateText), \(table.rates.count) currencies")
            case .failed(let message):
                errors.append(line(anyFetched && report.storeError == nil
                                   ? ProgramMessages.sourceFailed(provider.name, message)
                                   : ProgramMessages.sourceError(provider.name, message)))
            }
        }
        if let stored = report.stored {
            output.append("saved \(stored.rates.count) currencies (\(stored.source), base \(stored.base), rates of \(stored.dateText)) to \(report.cachePath ?? "the cache")")
        } else if let storeError = report.storeError {
            errors.append(line(ProgramMessages.cannotSaveRates("\(storeError)")))
        } else {
            errors.append(line(ProgramMessages.nothingFetched()))
        }
        return (output, errors)
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
