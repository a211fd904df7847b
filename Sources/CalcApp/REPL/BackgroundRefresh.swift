#if canImport(Glibc)
import Glibc
#endif

/// Starts calc-fetch from the REPL. The child gets a clean signal state: the REPL keeps SIGINT
/// blocked outside its key reads (see `EditLineEditor`), and a child that inherited that would
/// ignore Ctrl-C for its whole timeout.
enum FetcherSpawn {
    /// The child's pid, or why it could not be started (`strerror`'s words).
    /// `output` takes the child's stdout and stderr; `errors` its stderr only.
    static func start(_ fetcher: String, output: Int32?, errors: Int32? = nil, ownProcessGroup: Bool) -> Result<pid_t, SpawnFailure> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let output {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, output, 1)
            posix_spawn_file_actions_adddup2(&actions, output, 2)
        }
        if let errors { posix_spawn_file_actions_adddup2(&actions, errors, 2) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var nothing = sigset_t()
        sigemptyset(&nothing)
        posix_spawnattr_setsigmask(&attributes, &nothing)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTSTP, SIGCONT, SIGWINCH, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if ownProcessGroup {
            // Ctrl-C at the prompt must not stop a background refresh.
            flags |= POSIX_SPAWN_SETPGROUP
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var pid: pid_t = 0
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(fetcher), nil]
        defer { for argument in arguments { free(argument) } }
        let result = posix_spawn(&pid, fetcher, &actions, &attributes, arguments, environ)
        guard result == 0 else { return .failure(SpawnFailure(reason: String(cString: strerror(result)))) }
        return .success(pid)
    }
}

struct SpawnFailure: Error {
    let reason: String
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
        switch FetcherSpawn.start(fetcher, output: descriptor, ownProcessGroup: true) {
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

    /// `$TMPDIR` when it names a directory, else /tmp.
    static func temporaryDirectory(_ environment: ProcessEnvironment) -> String {
        if let directory = environment["TMPDIR"], directory.hasPrefix("/") {
            var info = stat()
            if stat(directory, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR {
                return directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
            }
        }
        return "/tmp"
    }

    /// nil while it runs; then whether it succeeded and what it printed.
    func poll() -> (succeeded: Bool, output: String)? {
        var status: Int32 = 0
        let result = waitpid(process, &status, WNOHANG)
        guard result == process else { return nil }
        let exited = status & 0x7F == 0
        return (exited && (status >> 8) & 0xFF == 0, readOutput())
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

/// Runs calc-fetch in the foreground (`:update`), its progress on the terminal, and waits for
/// it. Its stderr is kept aside: the progress has named every source that failed already, so
/// the prompt adds one line only when the update failed as a whole.
enum ForegroundFetch {
    enum Outcome: Equatable {
        /// With the warnings the progress could not show (the history not saved, what the cache
        /// kept of a source that failed).
        case succeeded([String])
        /// With the last thing calc-fetch said on stderr (its summary of the failure).
        case failed(String)
        /// Stopped by Ctrl-C: the cache is as it was (it is only ever replaced whole).
        case interrupted
        case couldNotStart(String)
    }

    static func run(_ fetcher: String, temporaryDirectory: String) -> Outcome {
        let errors: Int32
        switch UnlinkedFile.create(in: temporaryDirectory) {
        case .success(let created): errors = created
        case .failure(let failure): return .couldNotStart(failure.reason)
        }
        defer { close(errors) }
        let pid: pid_t
        switch FetcherSpawn.start(fetcher, output: nil, errors: errors, ownProcessGroup: false) {
        case .success(let started): pid = started
        case .failure(let failure): return .couldNotStart(failure.reason)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        if signal == SIGINT {
            // The same Ctrl-C reached calc too, where SIGINT waits blocked: it was meant for
            // the update, not for the next prompt, which would otherwise come up empty.
            discardPendingInterrupts()
            return .interrupted
        }
        let lines = UnlinkedFile.read(errors).split(separator: "\n").map(String.init)
        // Its warnings: the history not saved, a source that failed and what the cache kept of it.
        if signal == 0 && (status >> 8) & 0xFF == 0 { return .succeeded(lines.filter { $0.hasPrefix("calc: warning: ") }) }
        // The summary is its last error (a warning about the history may follow it).
        return .failed(lines.last { $0.hasPrefix("calc: error: ") } ?? lines.last ?? "calc-fetch failed")
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
