/// Where the REPL keeps its history, `$XDG_STATE_HOME/calc/history` (default
/// `~/.local/state/calc/history`), and how it is kept safe:
///
/// - A file calc cannot read as a history (no libedit `_HiStOrY_V2_` header, or not readable
///   at all) is never overwritten, nor one larger than 16 MiB (not loaded at every start): it is moved aside in the same directory, or, when it cannot
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
    let files: any FileSystem

    init(environment: ProcessEnvironment, files: any FileSystem) {
        self.files = files
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
        /// Larger than `maximumBytes`: moved to this path, and a new history begins.
        case movedAsideTooLarge(String)
        /// Not a history calc can read, and it could not be moved: the session saves nothing.
        case unusable(reason: String)
    }

    func check() -> Check {
        guard let path else { return .absent }
        if let size = files.stamp(path)?.size, size > LineHistoryFile.maximumBytes {
            let aside = freeName(path + ".toolarge")
            if let failure = files.move(path, to: aside) { return .unusable(reason: failure.reason) }
            return .movedAsideTooLarge(aside)
        }
        switch inspect(path) {
        case .absent: return .absent
        case .history: return .readable
        case .foreign(let reason):
            if let reason {
                // Unreadable (permissions): moving it would not make it readable, and
                // leaving it alone is the promise. Nothing is saved.
                return .unusable(reason: reason)
            }
            let aside = freeName(path + ".unreadable")
            if let failure = files.move(path, to: aside) { return .unusable(reason: failure.reason) }
            return .movedAside(aside)
        }
    }

    private enum Found {
        case absent
        case history
        /// Something else; with a reason when it could not even be read.
        case foreign(String?)
    }

    /// A history calc writes holds `maximumEntries` lines; a file far larger is not one to
    /// load at every start (209 MB delayed the first answer by 5 s): it is moved aside too.
    static let maximumBytes: Int64 = 16 << 20

    private func inspect(_ path: String) -> Found {
        switch files.start(of: path, count: LineHistoryFile.header.count) {
        // No file there (or no directory for one): nothing to protect.
        case .absent: return .absent
        case .unreadable(let reason): return .foreign(reason)
        case .notARegularFile: return .foreign(nil)
        case .bytes(let start): return start.isEmpty || start == LineHistoryFile.header ? .history : .foreign(nil)
        }
    }

    /// `candidate`, or `candidate.1`, `.2` … whichever does not exist yet.
    private func freeName(_ candidate: String) -> String {
        var name = candidate
        var number = 1
        while files.exists(name) {
            name = candidate + "." + String(number)
            number += 1
        }
        return name
    }

    /// Merges `lines` into the history file. `merge` builds the new file at its third argument
    /// from the current one (its first, nil when there is none yet) and the new lines (libedit
    /// keeps its format, the entry limit and the rule against consecutive duplicates). False
    /// on any failure, the file then unchanged; `.busy` when another process held the
    /// history's lock for the second a line may wait (DESIGN §23: the line is answered, and
    /// its history saved with the next).
    func save(_ lines: [String], merge: (String?, [String], String) -> Bool) -> LockedRun {
        guard let path, let slash = path.lastIndex(of: "/") else { return .failed }
        let directory = String(path[..<slash])
        guard files.createDirectories(directory) else { return .failed }
        // One writer at a time: the lock file stays, empty, beside the history.
        return files.withExclusiveLock(directory + "/.history.lock", waitingAtMost: LineHistoryFile.lockWaitSeconds) {
            let current: String?
            switch inspect(path) {
            case .absent: current = nil
            case .history: current = path
            case .foreign: return false // appeared since the session started: never overwrite it
            }
            return files.replace(path, mode: 0o600) { merge(current, lines, $0) }
        }
    }

    /// How long a line waits for another process's lock on the history.
    static let lockWaitSeconds = 1.0
}
