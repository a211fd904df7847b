#if canImport(Glibc)
import Glibc
#endif

/// Runs calc-fetch without waiting for it, its output going to a temporary file, so that the
/// REPL can refresh stale rates without delaying the prompt and report when it is done.
final class BackgroundRefresh {
    private let process: pid_t
    private let outputPath: String

    /// Starts calc-fetch at `fetcher`; nil when it cannot be started.
    init?(fetcher: String) {
        var template = Array("/tmp/calc-refresh-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return nil }
        outputPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { close(descriptor) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, descriptor, 1)
        posix_spawn_file_actions_adddup2(&actions, descriptor, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group: Ctrl-C at the prompt must not stop the refresh.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var pid: pid_t = 0
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(fetcher), nil]
        defer { for argument in arguments { free(argument) } }
        guard posix_spawn(&pid, fetcher, &actions, &attributes, arguments, environ) == 0 else {
            unlink(outputPath)
            return nil
        }
        process = pid
    }

    /// nil while it runs; then whether it succeeded and what it printed.
    func poll() -> (succeeded: Bool, output: String)? {
        var status: Int32 = 0
        let result = waitpid(process, &status, WNOHANG)
        guard result == process else { return nil }
        let output = readOutput()
        unlink(outputPath)
        let exited = status & 0x7F == 0
        return (exited && (status >> 8) & 0xFF == 0, output)
    }

    private func readOutput() -> String {
        let descriptor = open(outputPath, O_RDONLY)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 1 << 20 {
            let count = read(descriptor, &buffer, buffer.count)
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Runs calc-fetch in the foreground (`:update`), sharing the terminal, and waits for it.
enum ForegroundFetch {
    static func run(_ fetcher: String) -> Bool {
        var pid: pid_t = 0
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(fetcher), nil]
        defer { for argument in arguments { free(argument) } }
        guard posix_spawn(&pid, fetcher, nil, nil, arguments, environ) == 0 else { return false }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status & 0x7F == 0 && (status >> 8) & 0xFF == 0
    }
}
