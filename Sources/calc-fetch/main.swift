#if canImport(Glibc)
import Glibc
#endif
import CalcCore
import CalcRates

// A file-size limit is a failed write of the cache (EFBIG, said, the cache as it was), not a
// SIGXFSZ that kills the update mid-write.
signal(SIGXFSZ, SIG_IGN)

/// calc-fetch: what `calc --update-rates` runs. Fetches every rate source at once, validates,
/// merges and replaces the cache atomically, and reports; networking stays out of calc itself.
///
/// Exit status: 0 when the cache was updated (even if some source failed), 1 when nothing
/// could be fetched or stored, 64 for a bad setting in the environment.
func runUpdate() -> Int32 {
    let environment = processEnvironment()
    let timeout: FetchTimeout
    switch FetchTimeout.from(environment: environment) {
    case .success(let value): timeout = value
    case .failure(let error):
        if CommandLine.arguments.dropFirst().contains(FetchReport.flag) {
            say(FetchReport.notSaved(reason: error.message).line + "\n")
        } else {
            say("calc: error: \(error.message)\n", to: 2)
        }
        return 64
    }
    // For calc itself (the prompt's :update and background refresh): events as JSON lines.
    let reportsJSON = CommandLine.arguments.dropFirst().contains(FetchReport.flag)
    let showsProgress = !reportsJSON && isatty(1) == 1
    let fetcher = HTTPFetcher(maxBytes: 2 << 20, timeout: timeout)
    let providers = RateProvider.all(environment: environment)
    let update = RateUpdate(providers: providers, environment: environment)
    let now = Int(time(nil))
    let history = HistoryUpdate(environment: environment, today: Day(unixSeconds: now) ?? Day("9999-12-31")!)

    // The progress: JSON lines for calc, words on a terminal, nothing in a pipe.
    func tell(_ event: FetchReport) {
        if reportsJSON { say(event.line + "\n") }
        if showsProgress, let text = RateUpdateSummary.progress(event, reasons: true) { say(text + "\n") }
    }
    tell(.asking(sources: providers.map(\.name), history: history.provider.name))
    let bodies = fetcher.fetchAll(providers + [history.provider]) { provider, result in
        let failure: String? = if case .failure(let failure) = result { update.redacted(failure.message) } else { nil }
        tell(.answered(source: provider.name, failure: failure))
    }
    let report = update.complete(bodies: Array(bodies.dropLast()), now: now)
    // The history after the current rates: a failure of it is said, and changes no status.
    let historyOutcome = history.complete(bodies[bodies.count - 1])
    if reportsJSON {
        for event in FetchReport.events(report) + [FetchReport.event(historyOutcome, history)] { say(event.line + "\n") }
        return report.succeeded ? 0 : 1
    }
    let (output, errors) = RateUpdateSummary.lines(report)
    let (historyOutput, historyErrors) = RateUpdateSummary.lines(historyOutcome, history)
    for line in output + historyOutput { say(line + "\n") }
    for line in errors + historyErrors { say(line + "\n", to: 2) }
    return report.succeeded ? 0 : 1
}

/// The environment as a dictionary (the first definition of a name wins, as getenv's does).
func processEnvironment() -> [String: String] {
    var result: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
        let text = String(cString: pointer)
        if let equals = text.firstIndex(of: "="), result[String(text[..<equals])] == nil {
            result[String(text[..<equals])] = String(text[text.index(after: equals)...])
        }
        entry += 1
    }
    return result
}

func say(_ text: String, to descriptor: Int32 = 1) {
    var line = text
    line.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }
}

exit(runUpdate())
