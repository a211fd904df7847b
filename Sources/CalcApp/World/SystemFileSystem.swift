#if canImport(Glibc)
import Glibc
#endif
import CalcRates

/// The file system of this machine, for `FileSystem`.
struct SystemFileSystem: FileSystem {
    func openForReading(_ path: String) -> Result<Int32, FileSystemFailure> {
        // Opened without waiting, so that a named pipe with no writer cannot hang calc (an
        // init file that was a FIFO hung every run), then refused unless it is a regular file
        // (DESIGN §23); a regular file is then read as usual.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return .failure(SystemFileSystem.failure()) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let failure = SystemFileSystem.failure()
            close(descriptor)
            return .failure(failure)
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return .failure(FileSystemFailure(reason: "not a regular file (\(SystemFileSystem.kind(info.st_mode)))"))
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return .success(descriptor)
    }

    /// What a file that is not a regular one is, in words.
    private static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a named pipe"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a file"
        }
    }

    func start(of path: String, count: Int) -> FileStart {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .absent : .unreadable(SystemFileSystem.failure().reason)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .notARegularFile }
        if info.st_size == 0 { return .bytes([]) }
        var start = [UInt8](repeating: 0, count: count)
        let read = Glibc.read(descriptor, &start, count)
        return read > 0 ? .bytes(Array(start[..<read])) : .notARegularFile
    }

    func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    func move(_ path: String, to destination: String) -> FileSystemFailure? {
        rename(path, destination) == 0 ? nil : SystemFileSystem.failure()
    }

    func createDirectories(_ path: String) -> Bool {
        var partial = ""
        for component in path.split(separator: "/") {
            partial += "/" + component
            if mkdir(partial, 0o700) != 0 && errno != EEXIST { return false }
        }
        return true
    }

    func withExclusiveLock(_ lockPath: String, waitingAtMost seconds: Double, _ body: () -> Bool) -> LockedRun {
        // The lock file stays, empty, after its holder is done.
        let lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else { return .failed }
        defer { close(lock) }
        guard FileLock.exclusive(lock, within: seconds) else { return errno == EWOULDBLOCK || errno == EINTR ? .busy : .failed }
        return .ran(body())
    }

    func replace(_ path: String, mode: UInt32, write: (String) -> Bool) -> Bool {
        guard let slash = path.lastIndex(of: "/") else { return false }
        // The process id and a random part: two sessions saving at once never share a name.
        let random = String(UInt32.random(in: .min ... .max), radix: 16)
        let temporary = "\(path[..<slash])/.\(path[path.index(after: slash)...]).\(getpid()).\(random).tmp"
        guard write(temporary) else {
            unlink(temporary)
            return false
        }
        chmod(temporary, mode)
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    func stamp(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return SystemFileSystem.stamp(info)
    }

    private static func stamp(_ info: stat) -> FileStamp {
        FileStamp(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                  modified: Int64(info.st_mtim.tv_sec), modifiedNanoseconds: Int64(info.st_mtim.tv_nsec))
    }

    func rewrite(_ path: String, with bytes: [UInt8], ifStill stamp: FileStamp?) -> FileSystemFailure? {
        // A sheet reached through a symbolic link is rewritten where it lives: a rename over the
        // link would put a file in its place and leave the sheet itself as it was.
        // (A file not there yet, `:save`'s first, is made where the path says.)
        var path = path
        if let resolved = realpath(path, nil) {
            path = String(cString: resolved)
            free(resolved)
        } else if errno != ENOENT {
            return SystemFileSystem.failure()
        }
        var info = stat()
        let exists = stat(path, &info) == 0
        if !exists {
            guard errno == ENOENT else { return SystemFileSystem.failure() }
            // A new file (`:save`'s first): the permissions a new file gets, its owner calc.
            info.st_mode = S_IFREG | 0o644
            info.st_uid = getuid()
            info.st_gid = getgid()
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return FileSystemFailure(reason: "not a regular file") }
        if exists {
            // A file no one may write (0444) stays so, root or not; one with other names keeps
            // them all pointing at one text (the rename would split them).
            if info.st_mode & 0o222 == 0 || access(path, W_OK) != 0 { return FileSystemFailure(reason: "it is read-only") }
            if info.st_nlink > 1 {
                return FileSystemFailure(reason: "it has \(info.st_nlink) names (hard links), and a new file renamed over it would leave the others with the old text")
            }
        }
        let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        let random = String(UInt32.random(in: .min ... .max), radix: 16)
        let temporary = "\(directory).\(name).\(getpid()).\(random).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return SystemFileSystem.failure() }
        var failure: FileSystemFailure?
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = SystemFileSystem.failure()
                    return
                }
                offset += written
            }
        }
        // The sheet's own permissions (and its owner, where calc may keep it); then the data is
        // on disk before the rename makes it the file.
        // The owner first: a change of owner clears setuid and setgid, which the mode then sets.
        _ = fchown(descriptor, info.st_uid, info.st_gid)
        if failure == nil && fchmod(descriptor, info.st_mode & 0o7777) != 0 { failure = SystemFileSystem.failure() }
        if failure == nil && fsync(descriptor) != 0 { failure = SystemFileSystem.failure() }
        if close(descriptor) != 0 && failure == nil { failure = SystemFileSystem.failure() }
        // Still the file that was read: an edit saved meanwhile is not overwritten.
        if failure == nil, let stamp {
            var now = stat()
            if stat(path, &now) != 0 || SystemFileSystem.stamp(now) != stamp {
                failure = FileSystemFailure(reason: "it changed while calc worked on it", changed: true)
            }
        }
        if failure == nil && rename(temporary, path) != 0 { failure = SystemFileSystem.failure() }
        if let failure {
            unlink(temporary)
            return failure
        }
        return nil
    }

    /// `errno` in words.
    private static func failure() -> FileSystemFailure {
        FileSystemFailure(reason: String(cString: strerror(errno)))
    }
}
