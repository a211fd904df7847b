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

/// calc-fetch as a child process: its output kept in an unlinked file under `temporaryDirectory`
/// (`$TMPDIR`, else /tmp) for the background, read from a pipe in the foreground.
struct CalcFetchProcess: RateFetching {
    let path: String
    let temporaryDirectory: String

    var name: String { path }

    func startInBackground() -> Result<any RunningFetch, SpawnFailure> {
        BackgroundRefresh.start(fetcher: path, temporaryDirectory: temporaryDirectory).map { $0 }
    }

    func runInForeground(progress: (String) -> Void) -> ForegroundFetch.Outcome {
        ForegroundFetch.run(path, temporaryDirectory: temporaryDirectory, progress: progress)
    }
}

extension BackgroundRefresh: RunningFetch {}
