#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file so that readers see either the old contents or the new, never a mix.
///
/// Write a temporary file in the same directory, `fsync` it, `rename` it over the target,
/// then `fsync` the directory so the rename itself survives a crash. Any failure before the
/// rename removes the temporary file and leaves the target untouched.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to path: String, mode: mode_t = 0o644) throws(SystemFile.Failure) {
        // O_EXCL: never write through a file (or link) that someone else put at this name. A
        // name that is taken (an orphan of a killed update) is passed over for another.
        var temporaryPath = temporaryPath(for: path)
        var fd = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        var attempts = 1
        while fd < 0 && errno == EEXIST && attempts < 16 {
            temporaryPath = AtomicFile.temporaryPath(for: path)
            fd = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            attempts += 1
        }
        guard fd >= 0 else { throw .current }
        do throws(SystemFile.Failure) {
            try SystemFile.writeAll(bytes, to: fd)
            guard fsync(fd) == 0 else { throw .current }
        } catch {
            close(fd)
            unlink(temporaryPath)
            throw error
        }
        // close can report a delayed write error (NFS): the data would not be safe to rename.
        guard close(fd) == 0 else {
            let failure = SystemFile.Failure.current
            unlink(temporaryPath)
            throw failure
        }
        guard rename(temporaryPath, path) == 0 else {
            let failure = SystemFile.Failure.current
            unlink(temporaryPath)
            throw failure
        }
        syncDirectory(SystemFile.directoryName(path))
    }

    /// A name for the temporary file that replaces `path`: same directory (a rename is atomic
    /// only within one file system), hidden, with the process id and 64 random bits, so that
    /// neither a concurrent writer nor an orphan left by a killed one (in a container the same
    /// process id comes back every time) is ever in the way: `.rates.json.4711.3f9a….tmp`.
    static func temporaryPath(for path: String) -> String {
        let random = String(UInt64.random(in: .min ... .max), radix: 16)
        let padded = String(repeating: "0", count: 16 - random.count) + random
        return temporaryPrefix(for: path) + String(getpid()) + "." + padded + ".tmp"
    }

    /// What every temporary file of `path` starts with (the directory included).
    static func temporaryPrefix(for path: String) -> String {
        SystemFile.directoryName(path) + "/." + SystemFile.baseName(path) + "."
    }

    /// Removes temporary files of `path` last changed more than `age` seconds before `now`:
    /// what updates killed mid-write left. (A live update finishes within its timeouts.)
    static func removeOrphans(of path: String, olderThan age: Int, now: Int) {
        let directory = SystemFile.directoryName(path)
        let prefix = "." + SystemFile.baseName(path) + "."
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix(prefix), name.hasSuffix(".tmp") else { continue }
            var info = stat()
            let candidate = directory + "/" + name
            guard lstat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, now - Int(info.st_mtim.tv_sec) > age else { continue }
            unlink(candidate)
        }
    }

    /// Best effort: the new file is already in place, so a file system that cannot sync a
    /// directory (some return EINVAL) must not turn a successful replace into an error.
    private static func syncDirectory(_ directory: String) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}
