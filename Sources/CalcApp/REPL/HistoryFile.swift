#if canImport(Glibc)
import Glibc
#endif

/// Where the REPL keeps its history, `$XDG_STATE_HOME/calc/history` (default
/// `~/.local/state/calc/history`), and how it is replaced: written next to itself and renamed
/// over, so that a crash mid-write never loses the old history.
struct HistoryFile {
    static let maximumEntries: Int32 = 1000

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

    var exists: Bool {
        guard let path else { return false }
        return access(path, F_OK) == 0
    }

    /// Saves through `write` (which writes a whole history file to the path it is given) into a
    /// temporary file, then renames it over the history. False on any failure.
    func replace(using write: (String) -> Bool) -> Bool {
        guard let path else { return false }
        guard let slash = path.lastIndex(of: "/") else { return false }
        let directory = String(path[..<slash])
        guard makeDirectories(directory) else { return false }
        let temporary = "\(directory)/.history.\(getpid()).tmp"
        guard write(temporary) else {
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
