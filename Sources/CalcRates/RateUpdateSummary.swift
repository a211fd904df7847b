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
                errors.append(anyFetched && report.storeError == nil
                              ? "calc: warning: \(provider.name) failed: \(message)"
                              : "calc: error: \(provider.name): \(message)")
            }
        }
        if let stored = report.stored {
            output.append("saved \(stored.rates.count) currencies (\(stored.source), base \(stored.base), rates of \(stored.dateText)) to \(report.cachePath ?? "the cache")")
        } else if let storeError = report.storeError {
            errors.append("calc: error: cannot save the rates: \(storeError); the rate cache is unchanged")
        } else {
            errors.append("calc: error: no rate source could be fetched; the rate cache is unchanged")
        }
        return (output, errors)
    }
}
