#if canImport(Glibc)
import Glibc
#endif
import CalcRates

/// calc-fetch as a child process, the real `RateFetching`: its output kept in an unlinked file
/// under `temporaryDirectory` (`$TMPDIR`, else /tmp) for the background, read from a pipe in
/// the foreground.
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

/// Starts calc-fetch from the REPL. The child gets a clean signal state: the REPL keeps SIGINT
/// blocked outside its key reads (see `EditLineEditor`), and a child that inherited that would
/// ignore Ctrl-C for its whole timeout.
enum FetcherSpawn {
    /// The child's pid, or why it could not be started (`strerror`'s words). It is asked for
    /// its report as JSON lines (`FetchReport`), on `output`; `errors` takes its stderr.
    static func start(_ fetcher: String, output: Int32, errors: Int32, ownProcessGroup: Bool) -> Result<pid_t, SpawnFailure> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var nothing = sigset_t()
        sigemptyset(&nothing)
        posix_spawnattr_setsigmask(&attributes, &nothing)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if ownProcessGroup {
            // Ctrl-C at the prompt must not stop a background refresh.
            flags |= POSIX_SPAWN_SETPGROUP
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var pid: pid_t = 0
        // Named calc-fetch: the fetcher is calc's executable, and answers to that name.
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(FetchReport.programName.description), strdup(FetchReport.flag), nil]
        defer { for argument in arguments { free(argument) } }
        let result = posix_spawn(&pid, fetcher, &actions, &attributes, arguments, environ)
        guard result == 0 else { return .failure(SpawnFailure(reason: String(cString: strerror(result)))) }
        return .success(pid)
    }
}

/// Runs calc-fetch without waiting for it, its output going to an unlinked temporary file
/// under `$TMPDIR`, so that the REPL can refresh stale rates without delaying the prompt,
/// report when it is done, and leave nothing behind whatever happens.
final class BackgroundRefresh {
    private let process: pid_t
    /// The output file, already unlinked: only this descriptor and the child's hold it.
    private let descriptor: Int32

    /// Starts calc-fetch at `fetcher`, or says why it could not be.
    static func start(fetcher: String, temporaryDirectory: String) -> Result<BackgroundRefresh, SpawnFailure> {
        let descriptor: Int32
        switch UnlinkedFile.create(in: temporaryDirectory) {
        case .success(let created): descriptor = created
        case .failure(let failure): return .failure(failure)
        }
        switch FetcherSpawn.start(fetcher, output: descriptor, errors: descriptor, ownProcessGroup: true) {
        case .success(let pid):
            return .success(BackgroundRefresh(process: pid, descriptor: descriptor))
        case .failure(let failure):
            close(descriptor)
            return .failure(SpawnFailure(reason: "cannot run \(fetcher): \(failure.reason)"))
        }
    }

    private init(process: pid_t, descriptor: Int32) {
        self.process = process
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// nil while it runs; then what it reported, in the prompt's words.
    func poll() -> FetchWording.Outcome? {
        var status: Int32 = 0
        let result = waitpid(process, &status, WNOHANG)
        guard result == process else { return nil }
        let output = readOutput()
        var outcome = FetchWording.outcome(FetchWording.events(output))
        // A calc-fetch that died without its report: what it said, or how it ended.
        if outcome.saved == nil && outcome.reason == nil {
            let said = output.split(separator: "\n").last.map(String.init)
            outcome.reason = said ?? (status & 0x7F != 0 ? "calc-fetch was stopped by signal \(status & 0x7F)" : "calc-fetch said nothing")
        }
        return outcome
    }

    private func readOutput() -> String { UnlinkedFile.read(descriptor) }
}

/// A file under `$TMPDIR` that only its descriptor (and a child's copy) holds: whatever
/// happens, nothing is left behind.
enum UnlinkedFile {
    static func create(in directory: String) -> Result<Int32, SpawnFailure> {
        var template = Array((directory + "/calc-fetch-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else {
            return .failure(SpawnFailure(reason: "cannot create a file in \(directory): \(String(cString: strerror(errno)))"))
        }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) // a child gets it only as the stream it is given as
        unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        return .success(descriptor)
    }

    /// What was written to it (at most 1 MiB).
    static func read(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var offset = 0
        while bytes.count < 1 << 20 {
            let count = pread(descriptor, &buffer, buffer.count, off_t(offset))
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[..<count])
            offset += count
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Runs calc-fetch in the foreground (`:update`): its events are read as they come, the
/// progress shown at once, and the outcome worded by the prompt. Its stderr is kept aside
/// (said only when it gave no report).
enum ForegroundFetch {
    enum Outcome: Equatable {
        case finished(FetchWording.Outcome)
        /// Stopped by Ctrl-C: the cache is as it was (it is only ever replaced whole).
        case interrupted
        case couldNotStart(String)
    }

    static func run(_ fetcher: String, temporaryDirectory: String, progress: (String) -> Void) -> Outcome {
        let errors: Int32
        switch UnlinkedFile.create(in: temporaryDirectory) {
        case .success(let created): errors = created
        case .failure(let failure): return .couldNotStart(failure.reason)
        }
        defer { close(errors) }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return .couldNotStart(String(cString: strerror(errno))) }
        // Neither end leaks into the child except as its stdout.
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        let pid: pid_t
        switch FetcherSpawn.start(fetcher, output: ends[1], errors: errors, ownProcessGroup: false) {
        case .success(let started): pid = started
        case .failure(let failure):
            close(ends[0])
            close(ends[1])
            return .couldNotStart(failure.reason)
        }
        close(ends[1])
        var events: [FetchReport] = []
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            pending.append(contentsOf: buffer[..<count])
            while let newline = pending.firstIndex(of: 0x0A) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                guard let event = FetchReport(line: line) else { continue }
                events.append(event)
                if let text = FetchWording.progress(event) { progress(text) }
            }
        }
        close(ends[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if status & 0x7F == SIGINT {
            // The same Ctrl-C reached calc too, where SIGINT waits blocked: it was meant for
            // the update, not for the next prompt, which would otherwise come up empty.
            discardPendingInterrupts()
            return .interrupted
        }
        var outcome = FetchWording.outcome(events)
        if outcome.saved == nil && outcome.reason == nil {
            let said = UnlinkedFile.read(errors).split(separator: "\n").last.map(String.init)
            outcome.reason = said ?? "calc-fetch ended without a report (status \(status))"
        }
        return .finished(outcome)
    }

    private static func discardPendingInterrupts() {
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        var pending = sigset_t()
        var noWait = timespec(tv_sec: 0, tv_nsec: 0)
        while sigpending(&pending) == 0 && sigismember(&pending, SIGINT) == 1 {
            if sigtimedwait(&interrupt, nil, &noWait) < 0 { break }
        }
    }
}
