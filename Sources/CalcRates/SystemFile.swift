#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin wrappers over POSIX file calls, with errors that carry `errno`'s text.
///
/// Plain POSIX instead of Foundation's `FileManager`/`Data`: the size cap must be checked
/// before reading, the cache write needs `fsync` on the file and its directory, and neither
/// is expressible through Foundation without extra reads.
enum SystemFile {
    struct Failure: Error, Equatable {
        var code: Int32
        var reason: String

        init(code: Int32) {
            self.code = code
            self.reason = String(cString: strerror(code))
        }

        init(reason: String) {
            self.code = 0
            self.reason = reason
        }

        static var current: Failure { Failure(code: errno) }
    }

    enum ReadResult {
        case bytes([UInt8])
        case tooLarge
    }

    /// The whole of a regular file, or `.tooLarge` when its size exceeds `limit` bytes (checked
    /// before reading, and again while reading, in case it grows). Anything else at the path
    /// (a named pipe, a device, a socket, a directory) is refused without blocking: it is
    /// opened non-blocking, and only its type is looked at.
    static func read(path: String, limit: Int) throws(Failure) -> ReadResult {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw .current }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .current }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { throw Failure(code: EISDIR) }
        guard type == S_IFREG else { throw Failure(reason: "not a regular file (\(describe(type)))") }
        if Int(info.st_size) > limit { return .tooLarge }

        // The size `fstat` gave, and one byte more to see the end, read straight into the
        // array's storage: a zeroed buffer to copy from cost a `--rates` run 65,000
        // instructions of `memset`.
        let expected = Int(info.st_size) + 1
        var failure: Failure?
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { storage, count in
            while count < expected {
                do throws(Failure) {
                    let read = try retrying { systemRead(fd, storage.baseAddress! + count, expected - count) }
                    if read == 0 { return }
                    count += read
                } catch {
                    failure = error
                    return
                }
            }
        }
        if let failure { throw failure }
        if bytes.count < expected { return .bytes(bytes) }
        // The file grew while it was read: on in chunks, up to the limit.
        if bytes.count > limit { return .tooLarge }
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let room = min(buffer.count, limit + 1 - bytes.count)
            let count = try retrying { buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, room) } }
            if count == 0 { return .bytes(bytes) }
            bytes.append(contentsOf: buffer[..<count])
            // One byte past the limit is enough to know; a growing file cannot sneak through.
            if bytes.count > limit { return .tooLarge }
        }
    }

    private static func describe(_ type: mode_t) -> String {
        switch type {
        case S_IFIFO: "a named pipe"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a file"
        }
    }

    /// Writes all of `bytes` to `fd`, resuming after partial writes and interruptions.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let start = offset
            offset += try retrying { bytes.withUnsafeBytes { write(fd, $0.baseAddress! + start, $0.count - start) } }
        }
    }

    /// Creates `path` and any missing parents with `mode` (like `mkdir -p`).
    static func makeDirectories(_ path: String, mode: mode_t) throws(Failure) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, mode) != 0 && errno != EEXIST { throw .current }
            prefix += "/"
        }
        var info = stat()
        guard stat(path, &info) == 0 else { throw .current }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw Failure(code: ENOTDIR) }
    }

    /// The result of a system call that returns -1 on failure, retried on `EINTR`.
    static func retrying(_ call: () -> Int) throws(Failure) -> Int {
        while true {
            let result = call()
            if result >= 0 { return result }
            if errno != EINTR { throw .current }
        }
    }

    /// `path` without the directories before it: `/tmp/rates.json` → `rates.json`.
    static func baseName(_ path: String) -> String {
        let trimmed = path.utf8.last == UInt8(ascii: "/") && path.utf8.count > 1
            ? String(path.reversed().drop(while: { $0 == "/" }).reversed())
            : path
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        let name = trimmed[trimmed.index(after: slash)...]
        return name.isEmpty ? trimmed : String(name)
    }

    /// The directory part of `path`: `/a/b/c` → `/a/b`.
    static func directoryName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }
}

/// `read(2)`, under a name that the `SystemFile.read(path:limit:)` method does not shadow.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
