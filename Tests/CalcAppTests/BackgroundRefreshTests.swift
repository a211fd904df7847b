@testable import CalcApp
import CalcCore
import CalcRates
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The prompt's background refresh, through the scripted editor and a stand-in for calc-fetch
/// (a script that writes a merged cache and reports, as calc-fetch does to calc, that one
/// source failed):
/// the notice names the failed source, and the very line typed after the refresh finished
/// uses the new rates, its notice printed before its result.
@Suite struct BackgroundRefreshTests {
    /// A line editor whose first line is typed only once the stand-in has exited: the refresh
    /// has finished while the user was typing.
    final class WaitingEditor: LineEditor {
        let pidFile: String
        let goFile: String
        var lines: [String]
        init(pidFile: String, goFile: String, lines: [String]) {
            self.pidFile = pidFile
            self.goFile = goFile
            self.lines = lines
        }

        func readLine(prompt: String) -> LineEditorInput {
            // The stand-in finishes only once the first line is being typed: the refresh cannot
            // be seen before a prompt, only before the line.
            FileManager.default.createFile(atPath: goFile, contents: nil)
            waitForTheFetcherToExit()
            return lines.isEmpty ? .endOfInput : .line(lines.removeFirst())
        }

        func addToHistory(_ line: String) {}
        func completeFrom(_ vocabulary: @escaping () -> Completion.Vocabulary) {}

        /// Until the stand-in wrote its pid and is a zombie (exited, not yet reaped by calc).
        private func waitForTheFetcherToExit() {
            for _ in 0..<3000 {
                if let text = try? String(contentsOfFile: pidFile, encoding: .utf8), let pid = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
                    // `pid (name) STATE …`: Z once it has exited; gone once reaped.
                    if stat.isEmpty { return }
                    if let close = stat.lastIndex(of: ")"), stat[stat.index(close, offsetBy: 2)] == "Z" { return }
                }
                usleep(10_000)
            }
        }
    }

    static let now = 1_795_435_200 // 2026-11-23 12:00 UTC

    @Test func theNoticeNamesTheFailedSourceAndTheNextLineUsesTheNewRates() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("calc-refresh-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        let cacheDirectory = home + "/cache/calc"
        try FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        // A month-old cache: both sources are due.
        let old = #"{"format": "calc-rates/1", "base": "EUR", "date": "2026-10-20", "source": "ECB + open.er-api.com", "fetched": 1792000000, "rates": {"USD": "1.12", "TWD": "35"}}"#
        try old.write(toFile: cacheDirectory + "/rates.json", atomically: true, encoding: .utf8)
        let new = """
            {"format": "calc-rates/2", "base": "EUR", "fetched": \(Self.now), "sources": [
              {"name": "ECB", "fetched": \(Self.now)},
              {"name": "open.er-api.com", "fetched": 1792000000, "failed": "HTTP 404 Not Found", "failed_at": \(Self.now)}],
             "rates": [{"source": "ECB", "date": "2026-11-22", "rates": {"USD": "1.2"}},
                       {"source": "open.er-api.com", "date": "2026-10-20", "rates": {"TWD": "35"}}]}
            """
        try new.write(toFile: home + "/new.json", atomically: true, encoding: .utf8)
        let fetcher = home + "/calc-fetch"
        try """
            #!/bin/sh
            [ "$1" = --report=json ] || exit 9
            while [ ! -e '\(home)/go' ]; do sleep 0.01; done
            cp '\(home)/new.json' '\(cacheDirectory)/rates.json'
            cat <<'END'
            \(FetchReport.asking(sources: ["ECB", "open.er-api.com"], history: "ECB history of 90 days").line)
            \(FetchReport.answered(source: "ECB", failure: nil).line)
            \(FetchReport.answered(source: "open.er-api.com", failure: "HTTP 404 Not Found (http://127.0.0.1:9/wide)").line)
            \(FetchReport.source(name: "ECB", date: "2026-11-22", currencies: 1, failure: nil, kept: 0, keptDays: nil, removed: 0).line)
            \(FetchReport.source(name: "open.er-api.com", date: nil, currencies: 1, failure: "HTTP 404 Not Found (http://127.0.0.1:9/wide)",
                                 kept: 1, keptDays: "2026-10-20", removed: 0).line)
            \(FetchReport.saved(currencies: 3, sources: "ECB + open.er-api.com", base: "EUR", date: "2026-11-22", path: cacheDirectory + "/rates.json").line)
            \(FetchReport.history(source: "ECB history of 90 days", added: 0, newest: "2026-11-22", failure: nil).line)
            END
            echo $$ > '\(home)/pid'
            """.write(toFile: fetcher, atomically: true, encoding: .utf8)
        chmod(fetcher, 0o755)

        let environment = ProcessEnvironment(["HOME": home, "XDG_CACHE_HOME": home + "/cache", "XDG_STATE_HOME": home + "/state"])
        // A wide terminal: each message on one row (PromptWidthTests fit them to 40 and 80 columns).
        let console = Console(output: OutputChannel(capturingAsTerminal: true, columns: 250),
                              errors: OutputChannel(capturingAsTerminal: true, columns: 250))
        let selection = RateSelection(ratesFile: nil, environment: environment, now: Self.now)
        let editor = WaitingEditor(pidFile: home + "/pid", goFile: home + "/go", lines: ["1 EUR in USD", "100 TWD in EUR"])
        var session = InteractiveSession(session: Session(rates: LazyRates(.empty), console: console), editor: editor,
                                         selection: selection, explicitRates: nil, offline: false,
                                         historyFile: LineHistoryFile(environment: environment, files: SystemFileSystem()), mergeHistory: nil,
                                         fetcher: CalcFetchProcess(path: fetcher, temporaryDirectory: home))
        let ended = session.run()
        #expect(ended)
        console.output.flush()
        console.errors.flush()
        #expect(console.output.text == """
            rates refreshed in the background: saved 3 currencies (ECB + open.er-api.com, base EUR, rates of 2026-11-22) to \(cacheDirectory)/rates.json
            1.20 USD
            ≈ 2.86 EUR


            """)
        // The kept rate is used, and said to be older than the rest.
        #expect(console.errors.text == """
            warning: open.er-api.com failed: HTTP 404 Not Found (http://127.0.0.1:9/wide); kept 1 currency of 2026-10-20
            note: the rate of TWD is of 2026-10-20 (open.er-api.com), 33 days older than the other rates (2026-11-22)

            """)
    }
}
