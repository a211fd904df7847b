/// How calc runs other programs: calc-fetch, the rate updater (calc's own executable under
/// that name), at the prompt (`:update` and the background refresh, through `RateFetching`) or in calc's place
/// (`--update-rates`). Given to `Application` like the clock and the streams, so that tests
/// run without child processes; `SystemPrograms` is the real one.
protocol Programs {
    /// The executable to run as calc-fetch; nil when calc cannot tell where it is itself.
    var rateFetcherPath: String? { get }
    /// The prompt's updater: calc-fetch at `path`, its output kept in `temporaryDirectory`.
    func rateFetcher(at path: String, temporaryDirectory: String) -> any RateFetching
    /// Becomes the program at `path` as calc-fetch (`argv[0]`, its only argument), with the
    /// same streams and the same environment. Returns only when that fails, with why (`No such file or directory`).
    func replaceProcess(with path: String) -> String
}
