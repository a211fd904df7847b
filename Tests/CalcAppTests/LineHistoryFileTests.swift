@testable import CalcApp
import CalcCore
import Testing

/// The prompt's history file, kept in memory: where it is, what is never overwritten, and
/// how a save merges under the lock. (ReplTests keep what needs libedit and a real disk: its
/// format, the entry limit, two sessions at once.)
@Suite struct LineHistoryFileTests {
    static let path = "/home/me/.local/state/calc/history"
    static let header = "_HiStOrY_V2_\n"

    static func history(_ files: MemoryFileSystem, _ environment: [String: String] = ["HOME": "/home/me"]) -> LineHistoryFile {
        LineHistoryFile(environment: ProcessEnvironment(environment), files: files)
    }

    /// A merge as libedit's, simplified: the current lines, then the new ones.
    static func merge(_ files: MemoryFileSystem) -> (String?, [String], String) -> Bool {
        { current, lines, output in
            let old = current.flatMap(files.text) ?? header
            files.write(output, old + lines.map { $0 + "\n" }.joined())
            return true
        }
    }

    @Test func whereTheHistoryLives() {
        let files = MemoryFileSystem()
        #expect(Self.history(files).path == Self.path)
        #expect(Self.history(files, ["HOME": "/home/me", "XDG_STATE_HOME": "/state"]).path == "/state/calc/history")
        // A relative XDG_STATE_HOME is ignored, as the XDG specification says.
        #expect(Self.history(files, ["HOME": "/home/me", "XDG_STATE_HOME": "state"]).path == Self.path)
        #expect(Self.history(files, ["HOME": ""]).path == nil)
        #expect(Self.history(files, [:]).check() == .absent)
    }

    @Test func aHistoryOrAnEmptyFileIsRead() {
        #expect(Self.history(MemoryFileSystem()).check() == .absent)
        #expect(Self.history(MemoryFileSystem([Self.path: Self.header + "1+2\n"])).check() == .readable)
        #expect(Self.history(MemoryFileSystem([Self.path: ""])).check() == .readable)
    }

    /// A history far larger than calc keeps (1000 lines) is moved aside, not loaded at every
    /// start (DESIGN §23: 209 MB delayed the first answer by 5 s).
    @Test func aHugeHistoryIsMovedAside() {
        let huge = LineHistoryFile.header + [UInt8](repeating: UInt8(ascii: "x"), count: Int(LineHistoryFile.maximumBytes))
        let files = MemoryFileSystem()
        files.write(Self.path, huge)
        #expect(Self.history(files).check() == .movedAsideTooLarge(Self.path + ".toolarge"))
        #expect(files.files[Self.path + ".toolarge"]?.count == huge.count)
        #expect(files.files[Self.path] == nil)
        let small = MemoryFileSystem()
        small.write(Self.path, LineHistoryFile.header + Array("1+2\n".utf8))
        #expect(Self.history(small).check() == .readable)
    }

    /// Not a history: moved aside to a free name, never overwritten.
    @Test func aFileThatIsNotAHistoryIsMovedAside() {
        let files = MemoryFileSystem([Self.path: "my notes\n", Self.path + ".unreadable": "older notes\n"])
        #expect(Self.history(files).check() == .movedAside(Self.path + ".unreadable.1"))
        #expect(files.text(Self.path + ".unreadable.1") == "my notes\n")
        #expect(files.text(Self.path + ".unreadable") == "older notes\n")
        #expect(files.text(Self.path) == nil)
        // Shorter than the header, or a directory: not a history either.
        let short = MemoryFileSystem([Self.path: "_HiSt"])
        #expect(Self.history(short).check() == .movedAside(Self.path + ".unreadable"))
    }

    @Test func aFileThatCannotBeReadOrMovedIsLeftAlone() {
        let unreadable = MemoryFileSystem()
        unreadable.unreadable[Self.path] = "Permission denied"
        #expect(Self.history(unreadable).check() == .unusable(reason: "Permission denied"))
        let stuck = MemoryFileSystem([Self.path: "my notes\n"])
        stuck.readOnly = ["/home/me/.local/state/calc"]
        #expect(Self.history(stuck).check() == .unusable(reason: "Permission denied"))
        #expect(stuck.text(Self.path) == "my notes\n")
    }

    /// The first save makes the directories, and every save happens under the lock beside the
    /// file, merging what is there now (another session's lines) with this session's.
    @Test func savingMergesUnderTheLock() {
        let files = MemoryFileSystem()
        let history = Self.history(files)
        #expect(history.save(["1+2"], merge: Self.merge(files)) == .ran(true))
        #expect(files.text(Self.path) == Self.header + "1+2\n")
        #expect(files.modes[Self.path] == 0o600)
        files.write(Self.path, Self.header + "1+2\nfrom another session\n")
        #expect(history.save(["6*7"], merge: Self.merge(files)) == .ran(true))
        #expect(files.text(Self.path) == Self.header + "1+2\nfrom another session\n6*7\n")
        #expect(files.locksTaken == Array(repeating: "/home/me/.local/state/calc/.history.lock", count: 2))
        #expect(files.files.keys.sorted() == ["/home/me/.local/state/calc/.history.lock", Self.path])
    }

    @Test func aFailedSaveChangesNothing() {
        let files = MemoryFileSystem([Self.path: Self.header + "1+2\n"])
        let history = Self.history(files)
        // The merge fails: the file is as it was, and no temporary file is left.
        #expect(history.save(["6*7"], merge: { _, _, output in files.write(output, "half"); return false }) == .ran(false))
        #expect(files.text(Self.path) == Self.header + "1+2\n")
        #expect(files.files.count == 2)
        // A file that is not a history appeared since the session started: never overwritten.
        files.write(Self.path, "my notes\n")
        #expect(history.save(["6*7"], merge: Self.merge(files)) != .ran(true))
        #expect(files.text(Self.path) == "my notes\n")
        // No directory can be made for it.
        let readOnly = MemoryFileSystem()
        readOnly.readOnly = ["/home/me"]
        #expect(Self.history(readOnly).save(["6*7"], merge: Self.merge(readOnly)) != .ran(true))
        #expect(readOnly.files.isEmpty)
        #expect(Self.history(readOnly, [:]).save(["6*7"], merge: Self.merge(readOnly)) != .ran(true))
    }

    /// At the prompt: each line is saved as it is typed; a failed save warns once and keeps
    /// its lines for the next one.
    @Test func thePromptSavesEveryLine() {
        let files = MemoryFileSystem()
        let run = InteractiveSessionTests.run(["1 + 2", "6 * 7"], files: files, mergeHistory: Self.merge(files))
        #expect(run.output == "3\n42\n\n")
        #expect(files.text(Self.path) == Self.header + "1 + 2\n6 * 7\n")

        let stuck = MemoryFileSystem()
        var failing = true
        let merge = Self.merge(stuck)
        let retried = InteractiveSessionTests.run(["1 + 2", "2 + 2", ":quit"], files: stuck, mergeHistory: { current, lines, output in
            defer { failing = false }
            return failing ? false : merge(current, lines, output)
        })
        #expect(retried.errors == "warning: cannot save the history to \(Self.path); this\n         session's lines will not be kept\n")
        #expect(stuck.text(Self.path) == Self.header + "1 + 2\n2 + 2\n:quit\n")
    }

    /// A history lock another process holds never freezes the prompt (DESIGN §23): each line
    /// is answered, one warning says what calc waits for, and the lines are saved once the
    /// lock is free.
    @Test func aHeldLockDelaysTheHistoryNotTheAnswers() {
        let files = MemoryFileSystem()
        let lock = "/home/me/.local/state/calc/.history.lock"
        files.heldElsewhere = [lock]
        let merge = Self.merge(files)
        var lines = 0
        let run = InteractiveSessionTests.run(["1 + 2", "2 + 2", "3 + 3"], files: files, mergeHistory: { current, saved, output in
            lines = saved.count
            return merge(current, saved, output)
        })
        #expect(run.output == "3\n4\n6\n\n")
        let warnings = run.errors.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(warnings == "warning: another process holds the lock of the history (\(Self.path)); this session's lines are kept and saved when it is free")
        #expect(files.text(Self.path) == nil)
        #expect(lines == 0)
        // Freed: the next session's first line saves its own lines (the earlier session's stayed
        // in its memory until it ended).
        files.heldElsewhere = []
        _ = InteractiveSessionTests.run(["4 + 4"], files: files, mergeHistory: Self.merge(files))
        #expect(files.text(Self.path) == Self.header + "4 + 4\n")
    }
}
