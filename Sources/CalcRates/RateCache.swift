#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CalcCore

/// The cache of the fetched rates, `$XDG_CACHE_HOME/calc/rates.json` (default
/// `$HOME/.cache/calc/rates.json`), in the `calc-rates/2` format of `RateCacheFormat`.
///
/// Loading never changes the file, whatever it holds: a corrupt cache is reported and left
/// for the user (or the next successful update) to replace. Storing is atomic: readers see
/// the old file or the new one, never a mix, and a failed store leaves the old one intact.
public enum RateCache {
    /// What loading found.
    public enum LoadResult: Equatable, Sendable {
        /// No cache yet (or no place for one: neither `XDG_CACHE_HOME` nor `HOME` is set).
        case missing
        case loaded(RateStore)
        /// A file is there but cannot be used; the message names the path and the problem.
        case corrupt(String)
    }

    /// Cache files are a few kilobytes; a bigger one is refused without being read.
    public static let maxBytes = RateFileReader.maxBytes

    /// The variables `path` reads.
    public static let environmentVariables = ["XDG_CACHE_HOME", "HOME"]

    /// Where the cache lives for this environment, or nil when there is nowhere to put it.
    ///
    /// `XDG_CACHE_HOME` counts only when it is an absolute path, as the XDG base directory
    /// specification says; otherwise `$HOME/.cache`.
    public static func path(environment: [String: String]) -> String? {
        path { environment[$0] }
    }

    /// The same from a look-up of one variable at a time: calc's own start asks the process
    /// for two variables rather than build a dictionary (its first use instantiates generic
    /// metadata at run time).
    public static func path(lookup environment: (String) -> String?) -> String? {
        if let cacheHome = environment("XDG_CACHE_HOME"), cacheHome.hasPrefix("/") {
            return trimmingSlashes(cacheHome) + "/calc/rates.json"
        }
        if let home = environment("HOME"), !home.isEmpty {
            return trimmingSlashes(home) + "/.cache/calc/rates.json"
        }
        return nil
    }

    /// Reads the cache of this environment without ever writing to it.
    public static func load(environment: [String: String]) -> LoadResult {
        guard let path = path(environment: environment) else { return .missing }
        return load(path: path)
    }

    /// Reads the cache at `path` without ever writing to it.
    public static func load(path: String) -> LoadResult {
        switch read(path: path) {
        case .missing: .missing
        case .loaded(let store): .loaded(store)
        case .corrupt(let message), .unreadable(_, let message), .newer(_, let message): .corrupt(message)
        }
    }

    /// What is at `path`, told apart as an update needs: a file it may replace (corrupt) or
    /// must not (unreadable, a newer calc's).
    private enum Found {
        case missing
        case loaded(RateStore)
        case corrupt(String)
        case unreadable(reason: String, message: String)
        case newer(format: String, message: String)
    }

    private static func read(path: String) -> Found {
        let result: SystemFile.ReadResult
        do {
            result = try SystemFile.read(path: path, limit: maxBytes)
        } catch {
            if error.code == ENOENT { return .missing }
            return .unreadable(reason: error.reason, message: RateFormatError(origin: path, problem: .unreadable(reason: error.reason)).description)
        }
        guard case .bytes(let bytes) = result else {
            return .corrupt(RateFormatError(origin: path, problem: .tooLarge(limit: maxBytes)).description)
        }
        do {
            return .loaded(try RateCacheFormat.decode(bytes, origin: path))
        } catch {
            if let format = RateCacheFormat.unknownFormat(bytes) { return .newer(format: format, message: error.description) }
            return .corrupt(error.description)
        }
    }

    /// Replaces the cache of this environment atomically with one table just fetched.
    public static func store(_ table: RateTable, fetchedAt: Int, environment: [String: String]) throws(RateCacheError) {
        guard let path = path(environment: environment) else { throw .noLocation }
        try store(RateStore(table, fetchedAt: fetchedAt), path: path)
    }

    /// Replaces the cache at `path` atomically with one table just fetched.
    public static func store(_ table: RateTable, fetchedAt: Int, path: String) throws(RateCacheError) {
        try store(RateStore(table, fetchedAt: fetchedAt), path: path)
    }

    /// What an update finds in the cache before merging into it.
    public enum Current: Sendable {
        case missing
        case loaded(RateStore)
        /// A file that is not a cache calc can read (malformed, cut short): the update replaces
        /// it, and says so.
        case corrupt(String)
    }

    /// Reads the cache at `path`, lets `merge` make the new contents from what it holds, and
    /// stores them, all under a lock on the cache's directory (no lock file is left behind),
    /// so that two updates at once cannot drop each other's currencies. `merge` returning nil
    /// stores nothing. A cache that cannot be read (an I/O error, not a regular file) or that a
    /// newer calc wrote is never replaced: the update fails and says why.
    /// How long an update waits for another's lock on the cache's directory.
    public static let lockWaitSeconds = 10.0

    public static func update<Outcome>(path: String, now: Int, lockWait: Double = lockWaitSeconds,
                                       _ merge: (Current) -> (RateStore?, Outcome)) throws(RateCacheError) -> Outcome {
        let directory = SystemFile.directoryName(path)
        do {
            try SystemFile.makeDirectories(directory, mode: 0o700)
        } catch {
            throw .writeFailed(path: path, reason: "cannot create directory \(directory): \(error.reason)")
        }
        let lock = open(directory.isEmpty ? "/" : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard lock >= 0 else {
            throw .writeFailed(path: path, reason: "cannot open \(directory): \(String(cString: strerror(errno)))")
        }
        defer { close(lock) }
        // Bounded: a lock another process keeps (a stuck update) must not hold this one forever.
        guard FileLock.exclusive(lock, within: lockWait) else {
            let reason = errno == EWOULDBLOCK || errno == EINTR
                ? "another process has held the lock of \(directory) for \(lockWait >= 1 ? String(Int(lockWait)) : String(lockWait)) s (an update still running?); try again later"
                : "cannot lock \(directory): \(String(cString: strerror(errno)))"
            throw .writeFailed(path: path, reason: reason)
        }
        defer { flock(lock, LOCK_UN) }
        let current: Current
        var keptAside: String?
        switch read(path: path) {
        case .missing: current = .missing
        case .loaded(let store): current = .loaded(store)
        case .corrupt(let message): current = .corrupt(message)
            keptAside = RateCache.freeName(path + ".unreadable")
        case .unreadable(let reason, _): throw .unreadable(path: path, reason: reason)
        case .newer(let format, _): throw .newerFormat(path: path, format: format)
        }
        // A cache that cannot be read is kept beside it before a new one is written (DESIGN
        // §23): the currencies of a source that failed this time are in it, for the user.
        let (merged, outcome) = merge(keptAside.map { aside in
            if case .corrupt(let message) = current { return .corrupt("\(message); kept as \(aside)") }
            return current
        } ?? current)
        if let merged {
            if let keptAside, rename(path, keptAside) != 0 {
                throw .writeFailed(path: path, reason: "cannot keep the unreadable cache as \(keptAside): \(String(cString: strerror(errno)))")
            }
            try store(merged, path: path)
        }
        return outcome
    }

    /// `path`, or `path.1`, `path.2`, … : the first name nothing has.
    static func freeName(_ path: String) -> String {
        var name = path, number = 1
        var info = stat()
        while lstat(name, &info) == 0 {
            name = path + "." + String(number)
            number += 1
        }
        return name
    }

    /// Replaces the cache at `path` atomically, creating its directory (mode 0700) if needed.
    public static func store(_ contents: RateStore, path: String) throws(RateCacheError) {
        let bytes = RateCacheFormat.encode(contents)
        // Never write what could not be read back: a cache calc itself refuses is worse than none.
        do {
            _ = try RateCacheFormat.decode(bytes, origin: path)
        } catch {
            throw .invalidTable(path: path, reason: error.problem.description)
        }
        let directory = SystemFile.directoryName(path)
        do {
            try SystemFile.makeDirectories(directory, mode: 0o700)
        } catch {
            throw .writeFailed(path: path, reason: "cannot create directory \(directory): \(error.reason)")
        }
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .writeFailed(path: path, reason: error.reason)
        }
        AtomicFile.removeOrphans(of: path, olderThan: orphanAge, now: contents.fetchedAt)
    }

    /// Temporary files older than this (an hour) were left by updates killed mid-write: no
    /// live update takes that long (its requests time out after 600 s at most).
    static let orphanAge = 3600

    /// A temporary file a store could write before renaming it over `path`.
    static func temporaryPath(for path: String) -> String {
        AtomicFile.temporaryPath(for: path)
    }

    private static func trimmingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1 && path.hasSuffix("/") { path = path.dropLast() }
        return path == "/" ? "" : String(path)
    }
}

/// Why the cache could not be written; the old cache, if any, is unchanged.
public enum RateCacheError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Neither `XDG_CACHE_HOME` nor `HOME` is set.
    case noLocation
    case writeFailed(path: String, reason: String)
    /// The table would not read back (a zero or out-of-range rate, a malformed code).
    case invalidTable(path: String, reason: String)
    /// The cache could not be read (it is left as it is, not replaced blind).
    case unreadable(path: String, reason: String)
    /// A newer calc wrote the cache: this one does not replace what it cannot read.
    case newerFormat(path: String, format: String)

    public var description: String {
        switch self {
        case .noLocation:
            "cannot write the rate cache: neither XDG_CACHE_HOME nor HOME is set"
        case .writeFailed(let path, let reason):
            "cannot write the rate cache \(path): \(reason)"
        case .invalidTable(let path, let reason):
            "refusing to write the rate cache \(path): \(reason)"
        case .unreadable(let path, let reason):
            "cannot read the rate cache \(path) to merge into it: \(reason)"
        case .newerFormat(let path, let format):
            "the rate cache \(path) is in the format \(ByteDescription.quote(format)) of a newer calc; this one will not replace it"
        }
    }
}
