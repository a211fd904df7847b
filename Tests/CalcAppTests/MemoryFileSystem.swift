@testable import CalcApp
#if canImport(Glibc)
import Glibc
#endif

/// A file system in memory, for the application's tests: files by path, the directories that
/// hold them, files that cannot be opened, and a record of the locks taken. Paths are absolute
/// and used as written. A script opened for reading comes through a pipe, as a descriptor
/// (what calc reads its standard input from); it must fit the pipe's buffer (64 KiB).
final class MemoryFileSystem: FileSystem {
    private(set) var files: [String: [UInt8]] = [:]
    private(set) var modes: [String: UInt32] = [:]
    private(set) var directories: Set<String> = ["/"]
    /// Paths that are there but cannot be opened, with the system's reason.
    var unreadable: [String: String] = [:]
    /// Directories in which nothing can be created, moved or replaced.
    var readOnly: Set<String> = []
    /// The lock files taken, in order.
    private(set) var locksTaken: [String] = []
    /// The lock held now, if any.
    private(set) var heldLock: String?

    init(_ files: [String: String] = [:]) {
        for (path, text) in files { write(path, text) }
    }

    /// Puts `text` at `path`, making its directories.
    func write(_ path: String, _ text: String) {
        write(path, Array(text.utf8))
    }

    func write(_ path: String, _ bytes: [UInt8]) {
        _ = createDirectories(Self.directory(of: path))
        files[path] = bytes
        versions[path, default: 0] += 1
    }

    /// The text of the file at `path`, or nil.
    func text(_ path: String) -> String? {
        files[path].map { String(decoding: $0, as: UTF8.self) }
    }

    func openForReading(_ path: String) -> Result<Int32, FileSystemFailure> {
        if let reason = unreadable[path] { return .failure(FileSystemFailure(reason: reason)) }
        if directories.contains(path) { return .failure(FileSystemFailure(reason: "Is a directory")) }
        guard let bytes = files[path] else { return .failure(FileSystemFailure(reason: "No such file or directory")) }
        precondition(bytes.count < 1 << 16, "a script in memory must fit a pipe's buffer")
        var ends: [Int32] = [0, 0]
        precondition(pipe(&ends) == 0)
        let written = bytes.withUnsafeBytes { Glibc.write(ends[1], $0.baseAddress, $0.count) }
        precondition(written == bytes.count || bytes.isEmpty)
        close(ends[1])
        return .success(ends[0])
    }

    func start(of path: String, count: Int) -> FileStart {
        if let reason = unreadable[path] { return .unreadable(reason) }
        if directories.contains(path) { return .notARegularFile }
        guard let bytes = files[path] else { return .absent }
        return .bytes(Array(bytes.prefix(count)))
    }

    func exists(_ path: String) -> Bool {
        files[path] != nil || directories.contains(path) || unreadable[path] != nil
    }

    func isDirectory(_ path: String) -> Bool {
        // As the system reads it, a directory's path may end in `/`.
        directories.contains(path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path)
    }

    func move(_ path: String, to destination: String) -> FileSystemFailure? {
        if readOnly.contains(Self.directory(of: path)) { return FileSystemFailure(reason: "Permission denied") }
        guard let bytes = files.removeValue(forKey: path) else { return FileSystemFailure(reason: "No such file or directory") }
        files[destination] = bytes
        modes[destination] = modes.removeValue(forKey: path)
        return nil
    }

    func createDirectories(_ path: String) -> Bool {
        var partial = ""
        for component in path.split(separator: "/") {
            partial += "/" + component
            if files[partial] != nil { return false }
            if !directories.contains(partial) && readOnly.contains(Self.directory(of: partial)) { return false }
            directories.insert(partial)
        }
        return true
    }

    /// Lock files another process holds: taking them is `.busy`.
    var heldElsewhere: Set<String> = []

    func withExclusiveLock(_ lockPath: String, waitingAtMost seconds: Double, _ body: () -> Bool) -> LockedRun {
        precondition(heldLock == nil, "one lock at a time")
        if files[lockPath] == nil {
            guard !readOnly.contains(Self.directory(of: lockPath)) else { return .failed }
            write(lockPath, [])
            modes[lockPath] = 0o600
        }
        if heldElsewhere.contains(lockPath) { return .busy }
        locksTaken.append(lockPath)
        heldLock = lockPath
        defer { heldLock = nil }
        return .ran(body())
    }

    func replace(_ path: String, mode: UInt32, write: (String) -> Bool) -> Bool {
        let directory = Self.directory(of: path)
        guard directories.contains(directory), !readOnly.contains(directory) else { return false }
        let temporary = directory + "/.replacing.tmp"
        guard write(temporary), let bytes = files.removeValue(forKey: temporary) else {
            files[temporary] = nil
            return false
        }
        files[path] = bytes
        modes[path] = mode
        return true
    }

    /// Each file's number of writes: its stamp.
    private var versions: [String: Int64] = [:]
    /// Runs inside `rewrite`, after the new text is made and before the file is replaced: an
    /// edit saved meanwhile (`write` from it changes the file).
    var whileRewriting: ((String) -> Void)?

    func stamp(_ path: String) -> FileStamp? {
        guard let bytes = files[path] else { return nil }
        return FileStamp(device: 0, inode: 0, size: Int64(bytes.count), modified: versions[path] ?? 0, modifiedNanoseconds: 0)
    }

    func rewrite(_ path: String, with bytes: [UInt8], ifStill stamp: FileStamp?) -> FileSystemFailure? {
        guard directories.contains(Self.directory(of: path)) else { return FileSystemFailure(reason: "No such file or directory") }
        if readOnly.contains(Self.directory(of: path)) { return FileSystemFailure(reason: "Permission denied") }
        whileRewriting?(path)
        if let stamp, self.stamp(path) != stamp { return FileSystemFailure(reason: "it changed while calc worked on it", changed: true) }
        if files[path] == nil { modes[path] = 0o644 }
        files[path] = bytes
        versions[path, default: 0] += 1
        return nil
    }

    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}

/// Programs that are never run: what calc asked of them is recorded, and `replaceProcess`
/// fails with `failure` (had it succeeded, calc would be gone).
final class RecordedPrograms: Programs {
    let rateFetcherPath: String?
    let failure: String
    private(set) var replacedWith: [String] = []

    init(rateFetcherPath: String? = "/proc/self/exe", failure: String = "No such file or directory") {
        self.rateFetcherPath = rateFetcherPath
        self.failure = failure
    }

    func rateFetcher(at path: String, temporaryDirectory: String) -> any RateFetching {
        FetchWordingTests.FakeFetcher(outcome: .couldNotStart("not run in tests"))
    }

    func replaceProcess(with path: String) -> String {
        replacedWith.append(path)
        return failure
    }
}
