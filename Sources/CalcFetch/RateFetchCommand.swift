#if canImport(Glibc)
import Glibc
#endif
import CalcCore
import CalcRates

/// calc-fetch: what `calc --update-rates` runs, calc's own executable run under that name.
/// Fetches every rate source at once, validates, merges and replaces the cache atomically,
/// and reports; the network library is opened only here, never by calc's other runs.
public enum RateFetchCommand {
    /// Whether `argument0` (a path or a name) names the fetcher: read in place, because every
    /// start of calc asks.
    public static func isInvoked(as argument0: UnsafePointer<CChar>?) -> Bool {
        guard let argument0 else { return false }
        // By hand, not strrchr and strcmp: a C function's first call binds its symbol.
        var start = 0, end = 0
        while argument0[end] != 0 {
            if argument0[end] == 0x2F { start = end + 1 }
            end += 1
        }
        let name = FetchReport.programName
        guard end - start == name.utf8CodeUnitCount else { return false }
        for offset in 0..<name.utf8CodeUnitCount where UInt8(bitPattern: argument0[start + offset]) != name.utf8Start[offset] {
            return false
        }
        return true
    }

    /// The fetcher's run, its exit status: 0 when the cache was updated (even if some source
    /// failed), 1 when nothing could be fetched or stored, 64 for a bad setting in the
    /// environment.
    public static func run() -> Int32 {
        // A file-size limit is a failed write of the cache (EFBIG, said, the cache as it was),
        // not a SIGXFSZ that kills the update mid-write.
        signal(SIGXFSZ, SIG_IGN)
        return runUpdate()
    }
}

private func runUpdate() -> Int32 {
    // Nothing but calc's own request for JSON lines: a mistyped option fetches nothing.
    if let unknown = CommandLine.arguments.dropFirst().first(where: { $0 != FetchReport.flag }) {
        say("calc: error: calc-fetch takes no arguments, not '\(unknown)'; calc --update-rates runs it\n", to: 2)
        return 64
    }
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
private func processEnvironment() -> [String: String] {
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

private func say(_ text: String, to descriptor: Int32 = 1) {
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

