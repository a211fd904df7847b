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
    static func write(_ bytes: [UInt8], to path: String, temporaryPath: String) throws(SystemFile.Failure) {
        // O_EXCL: never write through a file (or link) that someone else put at this name.
        let fd = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
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

    /// Best effort: the new file is already in place, so a file system that cannot sync a
    /// directory (some return EINVAL) must not turn a successful replace into an error.
    private static func syncDirectory(_ directory: String) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}
