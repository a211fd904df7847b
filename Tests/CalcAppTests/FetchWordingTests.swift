@testable import CalcApp
import CalcCore
import CalcRates
import Foundation
import Testing

/// The prompt's `:update` and background refresh with the updater injected: what calc-fetch
/// reports, worded in the prompt's language, without a child process.
@Suite struct FetchWordingTests {
    /// An updater that reports what it is given.
    struct FakeFetcher: RateFetching {
        var progress: [String] = []
        var outcome: ForegroundFetch.Outcome
        var name: String { "/opt/calc/calc-fetch" }

        struct Finished: RunningFetch {
            let outcome: FetchWording.Outcome
            func poll() -> FetchWording.Outcome? { outcome }
        }

        func startInBackground() -> Result<any RunningFetch, SpawnFailure> {
            switch outcome {
            case .finished(let finished): return .success(Finished(outcome: finished))
            case .couldNotStart(let reason): return .failure(SpawnFailure(reason: reason))
            case .interrupted: return .failure(SpawnFailure(reason: "interrupted"))
            }
        }

        func runInForeground(progress report: (String) -> Void) -> ForegroundFetch.Outcome {
            for line in progress { report(line) }
            return outcome
        }
    }

    static let events: [FetchReport] = [
        .asking(sources: ["ECB", "open.er-api.com"], history: "ECB history of 90 days"),
        .answered(source: "ECB", failure: nil),
        .answered(source: "open.er-api.com", failure: "HTTP 404 Not Found"),
        .source(name: "ECB", date: "2026-11-24", currencies: 29, failure: nil, kept: 0, keptDays: nil, removed: 0),
        .source(name: "open.er-api.com", date: nil, currencies: 138, failure: "HTTP 404 Not Found", kept: 138, keptDays: "2026-11-22", removed: 0),
        .saved(currencies: 168, sources: "ECB + open.er-api.com", base: "EUR", date: "2026-11-24", path: "/c/rates.json"),
        .history(source: "ECB history of 90 days", added: 0, newest: "2026-11-24", failure: "HTTP 500"),
    ]

    /// `columns`: a wide terminal by default, each message on one row (PromptWidthTests fit
    /// them to 40 and 80 columns).
    static func run(_ lines: [String], fetcher: FakeFetcher, columns: Int = 200) -> (output: String, errors: String) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("calc-fetching-\(UUID().uuidString)").path
        let environment = ProcessEnvironment(["HOME": home, "XDG_CACHE_HOME": home + "/cache", "XDG_STATE_HOME": home + "/state"])
        let console = Console(output: OutputChannel(capturingAsTerminal: true, columns: columns),
                              errors: OutputChannel(capturingAsTerminal: true, columns: columns))
        var session = InteractiveSession(session: Session(rates: LazyRates(.empty), console: console), editor: ScriptedEditor(lines: lines),
                                         selection: RateSelection(ratesFile: nil, environment: environment, now: InteractiveSessionTests.now),
                                         explicitRates: nil, offline: false, historyFile: LineHistoryFile(environment: environment, files: MemoryFileSystem()),
                                         mergeHistory: nil, fetcher: fetcher)
        _ = session.run()
        console.output.flush()
        console.errors.flush()
        return (console.output.text, console.errors.text)
    }

    @Test func anUpdateWithASourceFailingIsALineForEach() {
        let outcome = FetchWording.outcome(Self.events)
        let progress = Self.events.compactMap(FetchWording.progress)
        let run = Self.run([":update"], fetcher: FakeFetcher(progress: progress, outcome: .finished(outcome)))
        // The embedded table is weeks old: the background refresh reports before the first prompt.
        #expect(run.output.hasPrefix("rates refreshed in the background: saved 168 currencies (ECB + open.er-api.com, base EUR, rates of 2026-11-24) to /c/rates.json\n"))
        #expect(run.output.contains("""
            fetching rates from ECB, open.er-api.com and the ECB history of 90 days…
              ECB: done
              open.er-api.com: failed
            saved 168 currencies (ECB + open.er-api.com, base EUR, rates of 2026-11-24) to /c/rates.json

            """), "\(run.output)")
        let failure = "warning: open.er-api.com failed: HTTP 404 Not Found; kept 138 currencies of 2026-11-22\n"
        let history = "warning: the rate history was not updated: ECB history of 90 days failed: HTTP 500\n"
        #expect(run.errors == failure + history + failure + history, "\(run.errors)")
    }

    @Test func anUpdateThatSavedNothingSaysWhyForEachSource() {
        let events: [FetchReport] = [
            .source(name: "ECB", date: nil, currencies: 0, failure: "connection refused", kept: 0, keptDays: nil, removed: 0),
            .source(name: "open.er-api.com", date: nil, currencies: 0, failure: "HTTP 503", kept: 0, keptDays: nil, removed: 0),
            .notSaved(reason: "no rate source could be fetched; the rate cache is unchanged"),
        ]
        let run = Self.run([":update"], fetcher: FakeFetcher(outcome: .finished(FetchWording.outcome(events))))
        #expect(run.output.contains("""
            rates could not be refreshed in the background; using ECB of 2026-10-30
              ECB: connection refused
              open.er-api.com: HTTP 503
              no rate source could be fetched; the rate cache is unchanged

            """), "\(run.output)")
        #expect(run.errors == """
            error: ECB: connection refused
            error: open.er-api.com: HTTP 503
            error: :update failed: no rate source could be fetched; the rate cache is unchanged

            """, "\(run.errors)")
    }

    @Test func anUpdaterThatCannotStartIsNamed() {
        let run = Self.run([":update"], fetcher: FakeFetcher(outcome: .couldNotStart("No such file or directory")))
        #expect(run.errors.contains("the rates could not be refreshed in the background: No such file or directory"), "\(run.errors)")
        #expect(run.errors.contains("/opt/calc/calc-fetch"), "\(run.errors)")
    }
}
