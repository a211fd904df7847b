import CalcCore
import CalcRates

/// calc-fetch's events (`FetchReport`) in the prompt's words: the progress of `:update`, and
/// what an update did, a line for what was saved and one for each source that failed.
enum FetchWording {
    /// The progress line of an event, if it has one (`  ECB: done`); the reasons of failures
    /// come once, in the summary.
    static func progress(_ event: FetchReport) -> String? {
        RateUpdateSummary.progress(event, reasons: false)
    }

    /// What a finished update said: the summary line (`saved 168 currencies (…) to PATH`), or
    /// nil when nothing was saved; the warnings (a failed source with what the cache kept of
    /// it, the history not stored); and, when nothing was saved, why: each failed source
    /// (`ECB: HTTP 500 …`), then the update's reason.
    struct Outcome: Equatable {
        var saved: String?
        var warnings: [Diagnostic]
        var failedSources: [Diagnostic] = []
        var reason: String?
    }

    static func outcome(_ events: [FetchReport]) -> Outcome {
        var outcome = Outcome(saved: nil, warnings: [])
        var sourceFailures: [(String, String, (Int, String)?)] = []
        var notSaved: String?
        for event in events {
            switch event {
            case .source(let name, _, _, let failure?, let kept, let keptDays, _):
                sourceFailures.append((name, failure, kept > 0 ? (kept, keptDays ?? "") : nil))
            case .saved(let currencies, let sources, let base, let date, let path):
                outcome.saved = RateUpdateSummary.saved(currencies: currencies, sources: sources, base: base, date: date, path: path)
            case .notSaved(let reason):
                notSaved = reason
            case .replacedCorrupt(let reason):
                outcome.warnings.append(ProgramMessages.replacedCorruptCache(reason))
            case .history(let source, _, _, let failure?):
                outcome.warnings.append(ProgramMessages.historyNotUpdated(source, failure))
            default:
                break
            }
        }
        if outcome.saved != nil {
            outcome.warnings.insert(contentsOf: sourceFailures.map { ProgramMessages.sourceFailed($0.0, $0.1, kept: $0.2) }, at: 0)
        } else {
            outcome.failedSources = sourceFailures.map { ProgramMessages.sourceError($0.0, $0.1) }
            outcome.reason = notSaved
        }
        return outcome
    }

    /// The events in calc-fetch's output (lines that are not events are left out).
    static func events(_ text: String) -> [FetchReport] {
        text.split(separator: "\n").compactMap { FetchReport(line: String($0)) }
    }
}
