#if canImport(Glibc)
import Glibc
#endif
import Foundation
import CalcRates

/// calc-fetch: what `calc --update-rates` runs. Fetches every rate source at once, validates,
/// merges and replaces the cache atomically, and reports; networking stays out of calc itself.
///
/// Exit status: 0 when the cache was updated (even if some source failed), 1 when nothing
/// could be fetched or stored.
func runUpdate() -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    let showsProgress = isatty(1) == 1
    let timeout = Double(environment["CALC_FETCH_TIMEOUT"] ?? "") ?? 10
    let fetcher = HTTPFetcher(maxBytes: 2 << 20, timeout: timeout)
    let providers = RateProvider.all(environment: environment)
    let update = RateUpdate(providers: providers, environment: environment)

    if showsProgress {
        say("fetching rates from \(providers.map(\.name).joined(separator: ", "))…\n")
    }
    let bodies = fetchAll(providers, with: fetcher) { provider, result in
        guard showsProgress else { return }
        switch result {
        case .success: say("  \(provider.name): done\n")
        case .failure(let failure): say("  \(provider.name): failed: \(update.redacted(failure.message))\n")
        }
    }
    let report = update.complete(bodies: bodies, now: Int(time(nil)))
    let (output, errors) = RateUpdateSummary.lines(report)
    for line in output { say(line + "\n") }
    for line in errors { say(line + "\n", to: 2) }
    return report.succeeded ? 0 : 1
}

/// Every provider at once, each on a thread of its own: the slowest source, not the sum of
/// them, bounds the wait. (`concurrentPerform` would run only as many at once as there are
/// cores: on two cores, four sources took two rounds.)
func fetchAll(_ providers: [RateProvider], with fetcher: HTTPFetcher,
              progress: @escaping @Sendable (RateProvider, Result<[UInt8], FetchFailure>) -> Void) -> [Result<[UInt8], FetchFailure>] {
    final class Results: @unchecked Sendable {
        let lock = NSLock()
        var values: [Result<[UInt8], FetchFailure>]
        init(count: Int) { values = Array(repeating: .failure(FetchFailure("not fetched")), count: count) }
    }
    let results = Results(count: providers.count)
    let finished = DispatchGroup()
    for index in providers.indices {
        finished.enter()
        Thread.detachNewThread {
            let result = fetcher.fetch(providers[index])
            results.lock.withLock {
                results.values[index] = result
                progress(providers[index], result)
            }
            finished.leave()
        }
    }
    finished.wait()
    return results.lock.withLock { results.values }
}

func say(_ text: String, to descriptor: Int32 = 1) {
    var line = text
    line.withUTF8 { bytes in _ = write(descriptor, bytes.baseAddress, bytes.count) }
}

exit(runUpdate())
