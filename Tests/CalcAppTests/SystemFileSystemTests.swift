@testable import CalcApp
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The real file system where the real behaviour is the point: a replacement is a rename of a
/// whole file written beside the old one, and the lock excludes other holders.
@Suite struct SystemFileSystemTests {
    static func directory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("calc-files-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func contents(_ directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    @Test func aReplacementIsRenamedOverTheOldFile() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/history"
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        // A hard link keeps the old file: the new one is another inode, renamed into place.
        #expect(link(path, directory + "/kept") == 0)
        var written: String?
        let files = SystemFileSystem()
        #expect(files.replace(path, mode: 0o600) { temporary in
            written = temporary
            return (try? "new\n".write(toFile: temporary, atomically: false, encoding: .utf8)) != nil
        })
        #expect(written?.hasPrefix(directory + "/.history.") == true && written?.hasSuffix(".tmp") == true, "\(written ?? "")")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
        #expect(try String(contentsOfFile: directory + "/kept", encoding: .utf8) == "old\n")
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(Self.contents(directory) == ["history", "kept"])

        // A failed write leaves the file and no temporary behind.
        #expect(!files.replace(path, mode: 0o600) { temporary in
            _ = try? "half".write(toFile: temporary, atomically: false, encoding: .utf8)
            return false
        })
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
        #expect(Self.contents(directory) == ["history", "kept"])
    }

    @Test func theLockExcludesAnotherHolder() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let lockPath = directory + "/.history.lock"
        var triedInside: Int32 = 0
        let held = SystemFileSystem().withExclusiveLock(lockPath, waitingAtMost: 1) {
            // Another open file description (as another process would have) cannot take it.
            let other = open(lockPath, O_RDWR)
            defer { close(other) }
            triedInside = flock(other, LOCK_EX | LOCK_NB) == 0 ? 0 : errno
            return true
        }
        #expect(held == .ran(true))
        #expect(triedInside == EWOULDBLOCK)
        // Released after, and left there, empty, mode 0600.
        let other = open(lockPath, O_RDWR)
        defer { close(other) }
        #expect(flock(other, LOCK_EX | LOCK_NB) == 0)
        var info = stat()
        #expect(stat(lockPath, &info) == 0 && info.st_size == 0 && info.st_mode & 0o777 == 0o600)
    }

    /// A lock another process keeps is waited for within the bound, then `.busy`, and the
    /// body is not run (DESIGN §23: it froze the prompt).
    @Test func aHeldLockIsWaitedForWithinABound() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let lockPath = directory + "/.history.lock"
        let holder = open(lockPath, O_RDWR | O_CREAT, 0o600)
        defer { close(holder) }
        try #require(flock(holder, LOCK_EX) == 0)
        var ran = false
        let outcome = SystemFileSystem().withExclusiveLock(lockPath, waitingAtMost: 0.05) { ran = true; return true }
        #expect(outcome == .busy)
        #expect(!ran)
        flock(holder, LOCK_UN)
        #expect(SystemFileSystem().withExclusiveLock(lockPath, waitingAtMost: 0.05) { true } == .ran(true))
    }

    /// What the history reads first: never blocked by a named pipe, told apart from a file.
    @Test func theStartOfAFile() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let files = SystemFileSystem()
        #expect(files.start(of: directory + "/none", count: 4) == .absent)
        #expect(files.start(of: directory + "/none/deeper", count: 4) == .absent)
        #expect(files.start(of: directory, count: 4) == .notARegularFile)
        #expect(mkfifo(directory + "/pipe", 0o600) == 0)
        #expect(files.start(of: directory + "/pipe", count: 4) == .notARegularFile)
        try "abcdef".write(toFile: directory + "/text", atomically: false, encoding: .utf8)
        #expect(files.start(of: directory + "/text", count: 4) == .bytes(Array("abcd".utf8)))
        #expect(files.start(of: directory + "/text", count: 10) == .bytes(Array("abcdef".utf8)))
        try "".write(toFile: directory + "/empty", atomically: false, encoding: .utf8)
        #expect(files.start(of: directory + "/empty", count: 4) == .bytes([]))
        #expect(files.createDirectories(directory + "/a/b"))
        #expect(files.isDirectory(directory + "/a/b") && files.exists(directory + "/a/b"))
        #expect(!files.createDirectories(directory + "/text/c"))
    }
    /// `--sheet --in-place`: a new file renamed over the old, with the old one's mode; nothing
    /// left beside it; a file that is not a regular one is refused.
    @Test func aRewriteReplacesTheFileWithItsMode() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/trip.calc"
        try "1\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(path, 0o640) == 0)
        var before = stat()
        #expect(stat(path, &before) == 0)
        let files = SystemFileSystem()
        #expect(files.rewrite(path, with: Array("1  # = 1\n".utf8)) == nil)
        var after = stat()
        #expect(stat(path, &after) == 0)
        #expect(after.st_ino != before.st_ino && after.st_mode & 0o7777 == 0o640)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "1  # = 1\n")
        #expect(Self.contents(directory) == ["trip.calc"])
        #expect(mkfifo(directory + "/pipe", 0o600) == 0)
        #expect(files.rewrite(directory + "/pipe", with: []) == FileSystemFailure(reason: "not a regular file"))
        // A file not there yet is made (`:save`'s first), mode 0644; one in a missing directory is not.
        #expect(files.rewrite(directory + "/missing/new.calc", with: []) == FileSystemFailure(reason: "No such file or directory"))
        #expect(files.rewrite(directory + "/new.calc", with: Array("x = 1\n".utf8)) == nil)
        var made = stat()
        #expect(stat(directory + "/new.calc", &made) == 0 && made.st_mode & 0o7777 == 0o644)
        #expect(Self.contents(directory) == ["new.calc", "pipe", "trip.calc"])
    }

    /// Found in review: a sheet reached through a symbolic link was replaced by a file in the
    /// link's place, and the sheet itself kept its old text. The link stays, the sheet changes.
    @Test func aRewriteGoesThroughASymbolicLink() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/notes", withIntermediateDirectories: true)
        let sheet = directory + "/notes/trip.calc"
        try "1\n".write(toFile: sheet, atomically: false, encoding: .utf8)
        #expect(symlink("notes/trip.calc", directory + "/link.calc") == 0)
        #expect(SystemFileSystem().rewrite(directory + "/link.calc", with: Array("1  # = 1\n".utf8)) == nil)
        var info = stat()
        #expect(lstat(directory + "/link.calc", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(try String(contentsOfFile: sheet, encoding: .utf8) == "1  # = 1\n")
        #expect(Self.contents(directory + "/notes") == ["trip.calc"])
    }
}
