/// How the prompt reaches the rate updater (`:update` and the background refresh): given to
/// the session like the clock and the streams, so that its logic runs in tests without a
/// child process. `CalcFetchProcess` is the real one: calc-fetch, beside calc.
protocol RateFetching {
    /// The updater as messages name it (its path).
    var name: String { get }
    /// Starts an update without waiting for it; why not, when it cannot be started.
    func startInBackground() -> Result<any RunningFetch, SpawnFailure>
    /// Runs an update and waits for it, each progress line given as it comes.
    func runInForeground(progress: (String) -> Void) -> ForegroundFetch.Outcome
}

/// An update under way in the background.
protocol RunningFetch {
    /// nil while it runs; then what it reported, in the prompt's words.
    func poll() -> FetchWording.Outcome?
}

/// Why the updater could not be started.
struct SpawnFailure: Error {
    let reason: String
}
