/// What the application needs of the file system: a script named by `-f`, the prompt's history
/// file and its lock, the directory where calc-fetch's output is kept. Given to `Application`
/// like the clock and the streams, so that tests keep their files in memory;
/// `SystemFileSystem` is the real one. (The rate cache and the stored history are read
/// through `CalcRates`, which has its own files.)
protocol FileSystem {
    /// A descriptor of `path` open for reading, which the caller closes; why not, in the
    /// system's words (`No such file or directory`).
    func openForReading(_ path: String) -> Result<Int32, FileSystemFailure>
    /// The first `count` bytes of the file at `path`, read without waiting on a named pipe or a
    /// device (and without opening it as a terminal).
    func start(of path: String, count: Int) -> FileStart
    /// Whether anything is at `path`.
    func exists(_ path: String) -> Bool
    /// Whether `path` is a directory.
    func isDirectory(_ path: String) -> Bool
    /// Renames `path` to `destination` (in the same directory); why not, when it cannot.
    func move(_ path: String, to destination: String) -> FileSystemFailure?
    /// `mkdir -p`, mode 0700 for what it creates; false when a directory cannot be made.
    func createDirectories(_ path: String) -> Bool
    /// Runs `body` while holding the exclusive lock of the file at `lockPath` (created empty,
    /// mode 0600, when missing): one holder at a time, across processes, waiting at most
    /// `seconds` for another holder. `.busy` when it is still held then, `.failed` when the
    /// lock cannot be taken at all; `body` is not run in either case.
    func withExclusiveLock(_ lockPath: String, waitingAtMost seconds: Double, _ body: () -> Bool) -> LockedRun
    /// Replaces the file at `path` whole: `write` builds the new file at the temporary path it
    /// is given, beside `path`, which then gets `mode` and is renamed over `path`, so that a
    /// reader sees the old file or the new one, never a part. False when `write` or the rename
    /// fails; `path` is then unchanged and the temporary file gone.
    func replace(_ path: String, mode: UInt32, write: (String) -> Bool) -> Bool
    /// Replaces the contents of the file at `path` with `bytes` (or makes it, mode 0644), atomically (a
    /// temporary file beside it, synced, given the file's owner and permissions, setgid
    /// included, renamed over it): a reader sees the old file or the new one. With `stamp`,
    /// only while the file is still as it was then (checked just before the rename: an edit
    /// saved meanwhile, appended or written and renamed by an editor, is never lost; the
    /// failure says `changed`). A read-only file, or one with other names (hard links, which
    /// the rename would leave with the old text), is refused. Why not, when it cannot; the
    /// file is then as it was (`--sheet --in-place`, `:save`).
    func rewrite(_ path: String, with bytes: [UInt8], ifStill stamp: FileStamp?) -> FileSystemFailure?
    /// What tells whether the file at `path` changed: its identity, size and modification
    /// time (nil when nothing is there).
    func stamp(_ path: String) -> FileStamp?
}

/// Why a file operation failed, in the system's words (`strerror`).
/// What came of running under a lock.
enum LockedRun: Equatable {
    /// Run; what it returned.
    case ran(Bool)
    /// Another process held the lock all the time allowed.
    case busy
    /// The lock could not be taken (its file cannot be made or opened).
    case failed
}

struct FileSystemFailure: Error, Equatable {
    let reason: String
    /// The file changed since its stamp was taken (`rewrite(_:with:ifStill:)`).
    var changed = false
}

extension FileSystem {
    func rewrite(_ path: String, with bytes: [UInt8]) -> FileSystemFailure? {
        rewrite(path, with: bytes, ifStill: nil)
    }
}

/// A file's device and inode, size and modification time: a file that an editor saved, or
/// that grew, has another.
struct FileStamp: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var modifiedNanoseconds: Int64
}

/// What the start of a file is, for a reader that must not be fooled by what it finds.
enum FileStart: Equatable {
    /// Nothing there, or no directory for it.
    case absent
    /// There, but it cannot be opened (permissions): why.
    case unreadable(String)
    /// Not a regular file (a directory, a named pipe, a device), or it could not be read.
    case notARegularFile
    /// Its first bytes (fewer when it is shorter; none when it is empty).
    case bytes([UInt8])
}
