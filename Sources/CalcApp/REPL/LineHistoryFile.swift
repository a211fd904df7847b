#if canImport(Glibc)
import Glibc
#endif

/// Where the REPL keeps its history, `$XDG_STATE_HOME/calc/history` (default
/// `~/.local/state/calc/history`), and how it is kept safe:
///
/// - A file calc cannot read as a history (no libedit `_HiStOrY_V2_` header, or not readable
///   at all) is never overwritten: it is moved aside in the same directory, or, when it cannot
///   be, the session saves nothing.
/// - Saving merges: under a lock, the file as it is now (with what other sessions appended
///   since this one started) plus this session's new lines is written to a temporary file,
///   mode 0600, and renamed over the history. Two sessions open at once lose nothing, and a
///   crash mid-write loses nothing either.
public struct LineHistoryFile {
    public static let maximumEntries: Int32 = 1000
    /// The first line of every history file libedit writes.
    static let header = Array("_HiStOrY_V2_\n".utf8)

    let path: String?

    init(environment: ProcessEnvironment) {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            path = state + "/calc/history"
        } else if let home = environment["HOME"], !home.isEmpty {
            path = home + "/.local/state/calc/history"
        } else {
            path = nil
        }
    }

    /// What was found at the path before the session started.
    enum Check: Equatable {
        case absent
        /// A history file (or an empty one): load it.
        case readable
        /// Not a history calc can read: moved to this path, and a new history begins.
        case movedAside(String)
        /// Not a history calc can read, and it could not be moved: the session saves nothing.
        case unusable(reason: String)
    }

    func check() -> Check {
        guard let path else { return .absent }
        switch LineHistoryFile.inspect(path) {
        case .absent: return .absent
        case .history: return .readable
        case .foreign(let reason):
            if reason != nil {
                // Unreadable (permissions): moving it would not make it readable, and
                // leaving it alone is the promise. Nothing is saved.
                return .unusable(reason: reason!)
            }
            let aside = LineHistoryFile.freeName(path + ".unreadable")
            guard rename(path, aside) == 0 else {
                return .unusable(reason: String(cString: strerror(errno)))
            }
            return .movedAside(aside)
        }
    }

    private enum Found {
        case absent
        case history
        /// Something else; with a reason when it could not even be read.
        case foreign(String?)
    }

    private static func inspect(_ path: String) -> Found {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            // No file there (or no directory for one): nothing to protect.
            return errno == ENOENT || errno == ENOTDIR ? .absent : .foreign(String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .foreign(nil) }
        if info.st_size == 0 { return .history }
        var start = [UInt8](repeating: 0, count: header.count)
        let count = read(descriptor, &start, start.count)
        return count == header.count && start == header ? .history : .foreign(nil)
    }

    /// `candidate`, or `candidate.1`, `.2` … whichever does not exist yet.
    private static func freeName(_ candidate: String) -> String {
        var name = candidate
        var number = 1
        while access(name, F_OK) == 0 {
            name = candidate + "." + String(number)
            number += 1
        }
        return name
    }

    /// Merges `lines` into the history file. `merge` builds the new file at its third argument
    /// from the current one (its first, nil when there is none yet) and the new lines (libedit
    /// keeps its format, the entry limit and the rule against consecutive duplicates). False
    /// on any failure, the file then unchanged.
    func save(_ lines: [String], merge: (String?, [String], String) -> Bool) -> Bool {
        guard let path, let slash = path.lastIndex(of: "/") else { return false }
        let directory = String(path[..<slash])
        guard makeDirectories(directory) else { return false }
        // One writer at a time: the lock file stays, empty, beside the history.
        let lock = open(directory + "/.history.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else { return false }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 { if errno != EINTR { return false } }

        let current: String?
        switch LineHistoryFile.inspect(path) {
        case .absent: current = nil
        case .history: current = path
        case .foreign: return false // appeared since the session started: never overwrite it
        }
        let random = String(UInt32.random(in: .min ... .max), radix: 16)
        let temporary = "\(directory)/.history.\(getpid()).\(random).tmp"
        guard merge(current, lines, temporary) else {
            unlink(temporary)
            return false
        }
        chmod(temporary, 0o600)
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// `mkdir -p` with mode 0700 for what it creates.
    private func makeDirectories(_ directory: String) -> Bool {
        var partial = ""
        for component in directory.split(separator: "/") {
            partial += "/" + component
            if mkdir(partial, 0o700) != 0 && errno != EEXIST { return false }
        }
        return true
    }
}
