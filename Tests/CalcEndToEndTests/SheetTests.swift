import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `calc --sheet` from the binary (DESIGN §16): sheets annotated as golden files say, again
/// with the same bytes, written back atomically with `--in-place`, and its usage errors.
/// Rates come from a fixture file, so that no result depends on the table built into calc.
@Suite struct SheetTests {
    let calc = CalcProcess()
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/sheets")
    static let rates = golden.appendingPathComponent("rates.json").path

    /// Each sheet, the arguments after `--sheet FILE`, its expected output's file and exit status.
    @Test(arguments: [
        ("expenses.calc", [], "expenses.expected", 1),
        ("expenses.calc", ["--total", "EUR"], "expenses.total-EUR.expected", 1),
        ("long-lines.calc", [], "long-lines.expected", 0),
        ("reannotate.calc", [], "reannotate.expected", 1),
        ("notes.calc", [], "notes.expected", 0),
    ] as [(String, [String], String, Int32)])
    func goldenSheets(_ sheet: String, _ arguments: [String], _ expectedName: String, _ status: Int32) throws {
        let path = Self.golden.appendingPathComponent(sheet).path
        let result = try calc.run(["--rates", Self.rates, "--sheet", path] + arguments)
        let expectedURL = Self.golden.appendingPathComponent(expectedName)
        // CALC_RECORD_GOLDEN=1 writes what calc printed as the new expectation (then review the diff).
        if ProcessInfo.processInfo.environment["CALC_RECORD_GOLDEN"] != nil {
            try Data(result.stdout.utf8).write(to: expectedURL)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(Array(result.stdout.utf8) == Array(expected.utf8), "\(result.stdout)")
        // Line errors are in the annotations only.
        #expect(result.stderr == "")
        #expect(result.status == status)
        // Its own output annotated again is the same, byte for byte.
        let again = try calc.run(["--rates", Self.rates, "--sheet", expectedURL.path] + arguments)
        #expect(Array(again.stdout.utf8) == Array(expected.utf8), "\(again.stdout)")
    }

    /// Standard input is a sheet too, and the flags may come in any order.
    @Test func aSheetFromStandardInput() throws {
        let result = try calc.run(["--sheet", "-", "--rates", Self.rates], input: "Tea: 2.40 GBP\nin EUR\n")
        #expect(result.stdout == "Tea: 2.40 GBP  # = 2.40 GBP\nin EUR         # = 2.85 EUR\n")
        #expect(result.status == 0)
    }

    // MARK: --in-place on the real file system

    /// The bytes, inode and mode of a file.
    struct FileState: Equatable {
        var bytes: [UInt8]
        var inode: UInt
        var mode: UInt32

        init(_ path: String) throws {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            var info = stat()
            try #require(stat(path, &info) == 0)
            inode = UInt(info.st_ino)
            mode = UInt32(info.st_mode) & 0o7777
        }
    }

    func entries(_ directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    /// A sheet of `lines` lines in a directory of its own, with `mode`.
    func sheet(lines: Int, mode: mode_t = 0o640) throws -> (directory: String, path: String) {
        let directory = calc.home.appendingPathComponent("sheets-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/budget.calc"
        let text = "\u{FEFF}# budget\r\n" + (1...lines).map { "Item \($0): \($0) * 10 EUR\r\n" }.joined() + "Total: total"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try #require(chmod(path, mode) == 0)
        return (directory, path)
    }

    /// A new file renamed over the old: another inode, the same mode, nothing left beside it,
    /// nothing printed; the byte order mark, CRLF endings and the missing last newline kept.
    @Test func inPlaceReplacesTheFileAtomically() throws {
        let (directory, path) = try sheet(lines: 3)
        let before = try FileState(path)
        let result = try calc.run(["--rates", Self.rates, "--sheet", path, "--in-place"])
        #expect(result.status == 0 && result.stdout == "" && result.stderr == "")
        let after = try FileState(path)
        #expect(after.inode != before.inode)
        #expect(after.mode == 0o640)
        #expect(after.bytes == Array("""
            \u{FEFF}# budget\r
            Item 1: 1 * 10 EUR  # = 10.00 EUR\r
            Item 2: 2 * 10 EUR  # = 20.00 EUR\r
            Item 3: 3 * 10 EUR  # = 30.00 EUR\r
            Total: total        # = 60.00 EUR
            """.utf8))
        #expect(entries(directory) == ["budget.calc"])
        // Already annotated: not written again, so the same inode.
        let second = try calc.run(["--rates", Self.rates, "--sheet", path, "-i"])
        #expect(second.status == 0)
        #expect(try FileState(path) == after)
    }

    /// A sheet no one may write is left alone, as root too (DESIGN §23: it was rewritten).
    @Test func aReadOnlySheetIsRefused() throws {
        let (directory, path) = try sheet(lines: 2, mode: 0o444)
        let before = try FileState(path)
        let result = try calc.run(["--rates", Self.rates, "--sheet", path, "-i"])
        #expect(result.status == 2)
        #expect(result.stderr == "calc: error: cannot write '\(path)': it is read-only; the file is unchanged\n")
        #expect(try FileState(path) == before)
        #expect(entries(directory) == ["budget.calc"])
    }

    /// A sheet with two names is refused rather than split in two (the rename would leave the
    /// other name with the old text).
    @Test func aHardLinkedSheetIsRefused() throws {
        let (directory, path) = try sheet(lines: 2)
        let other = directory + "/other.calc"
        try #require(link(path, other) == 0)
        let before = try FileState(path)
        let result = try calc.run(["--rates", Self.rates, "--sheet", path, "-i"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("calc: error: cannot write '\(path)': it has 2 names (hard links)"), "\(result.stderr)")
        #expect(try FileState(path) == before)
        #expect(try FileState(other) == before)
    }

    /// The mode's special bits stay: setgid was dropped when the owner was set after it.
    @Test func inPlaceKeepsTheSetgidBit() throws {
        let (_, path) = try sheet(lines: 2, mode: 0o2664)
        try #require(try FileState(path).mode == 0o2664, "setgid cannot be set here")
        let result = try calc.run(["--rates", Self.rates, "--sheet", path, "-i"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileState(path).mode == 0o2664)
    }

    /// `--in-place` keeps every word of the writer's (DESIGN §23): the notes after calc's
    /// annotations and the `# = ` comments calc could not have written, as the golden file says.
    @Test func inPlaceKeepsTheWritersNotes() throws {
        let directory = calc.home.appendingPathComponent("sheets-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/notes.calc"
        try FileManager.default.copyItem(atPath: Self.golden.appendingPathComponent("notes.calc").path, toPath: path)
        let result = try calc.run(["--rates", Self.rates, "--sheet", path, "-i"])
        #expect(result.status == 0 && result.stdout == "" && result.stderr == "")
        let expected = try Data(contentsOf: Self.golden.appendingPathComponent("notes.expected"))
        let after = try FileState(path)
        #expect(after.bytes == Array(expected))
        let again = try calc.run(["--rates", Self.rates, "--sheet", path, "-i"])
        #expect(again.status == 0)
        #expect(try FileState(path) == after)
    }

    /// A write that fails leaves the sheet as it was, the same inode, and no temporary file.
    /// The failure must happen as root too (tests may run as root, where permissions stop
    /// nothing): a file size limit below the annotated sheet's size makes the temporary
    /// file's write fail with EFBIG. calc ignores SIGXFSZ itself (DESIGN §23: it was killed,
    /// status 153, its temporary file left beside the sheet).
    @Test func aFailedRewriteLeavesTheSheet() throws {
        let (directory, path) = try sheet(lines: 120, mode: 0o600)
        let before = try FileState(path)
        // `ulimit -f 2` is 1 KiB in dash (blocks of 512 bytes): less than the sheet, which calc still reads.
        try #require(before.bytes.count > 2048)
        let result = try calc.runProgram("/bin/sh", ["-c", "ulimit -f 2; exec \"$0\" \"$@\"",
                                                     CalcProcess.binary.path, "--rates", Self.rates, "--sheet", path, "-i"])
        #expect(result.status == 2)
        #expect(result.stderr == "calc: error: cannot write '\(path)': File too large; the file is unchanged\n")
        #expect(result.stdout == "")
        #expect(try FileState(path) == before)
        #expect(entries(directory) == ["budget.calc"])
    }

    /// Where permissions do stop a write, a directory calc cannot write in. As root, where
    /// permissions stop nothing, calc runs as nobody (`setpriv`), so that the test runs
    /// everywhere (DESIGN §23: no test is skipped as root).
    @Test func aReadOnlyDirectoryLeavesTheSheet() throws {
        let (directory, path) = try sheet(lines: 3, mode: 0o644)
        // The sheet itself is nobody's to write; only its directory is not.
        if geteuid() == 0 { try #require(chown(path, 65534, 65534) == 0) }
        let before = try FileState(path)
        try #require(chmod(directory, 0o555) == 0)
        defer { chmod(directory, 0o755) }
        // The rates from the test's own directory: nobody may not reach the checkout's (a clone
        // in a directory of mode 700, as `mktemp -d` makes).
        let rates = calc.write("rates-\(UUID().uuidString).json", try String(contentsOfFile: Self.rates, encoding: .utf8))
        let arguments = ["--no-init", "--rates", rates, "--sheet", path, "-i"]
        let result = geteuid() == 0
            ? try calc.runProgram("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", CalcProcess.binary.path] + arguments)
            : try calc.run(arguments)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr == "calc: error: cannot write '\(path)': Permission denied; the file is unchanged\n")
        #expect(try FileState(path) == before)
        #expect(entries(directory) == ["budget.calc"])
    }

    /// Through a symbolic link the sheet itself is rewritten and the link stays one.
    @Test func inPlaceThroughASymbolicLink() throws {
        let (directory, path) = try sheet(lines: 1)
        let link = calc.home.appendingPathComponent("link-\(UUID().uuidString).calc").path
        try #require(symlink(path, link) == 0)
        let result = try calc.run(["--rates", Self.rates, "--sheet", link, "-i"])
        #expect(result.status == 0 && result.stderr == "")
        var info = stat()
        #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(String(decoding: try FileState(path).bytes, as: UTF8.self).hasSuffix("Total: total        # = 10.00 EUR"))
        #expect(entries(directory) == ["budget.calc"])
    }

    // MARK: Usage

    @Test(arguments: [
        (["--sheet", "s.calc", "1+2"], "--sheet annotates one file: give either --sheet FILE or an expression or -f, not both"),
        (["--sheet", "s.calc", "-f", "w.calc"], "--sheet annotates one file: give either --sheet FILE or an expression or -f, not both"),
        (["--sheet", "s.calc", "--explain"], "--explain goes with expressions and -f; a sheet shows its conversions with --sheet FILE --json"),
        (["--sheet", "-", "-i"], "--in-place writes the sheet back to its file, and standard input has none"),
        (["--sheet", "s.calc", "--in-place", "--json"], "--in-place writes the annotated sheet back; --json prints objects instead: choose one"),
        (["--sheet", "s.calc", "--watch", "--json"],
         "--watch redraws the annotated sheet of a file on the terminal: --sheet FILE --watch, without -, --in-place, --json or --csv"),
        (["--sheet", "-", "--watch"],
         "--watch redraws the annotated sheet of a file on the terminal: --sheet FILE --watch, without -, --in-place, --json or --csv"),
        (["-i"], "--in-place goes with --sheet FILE: calc --sheet budget.calc --in-place"),
        (["--watch", "1+2"], "--watch goes with --sheet FILE: calc --sheet budget.calc --watch"),
        (["--sheet"], "Missing value for '--sheet <FILE>'"),
    ] as [([String], String)])
    func usageErrors(_ arguments: [String], _ message: String) throws {
        let result = try calc.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: \(message)\n"), "\(result.stderr)")
        #expect(result.stdout == "")
    }

    /// `--watch` needs a terminal to draw on; in a pipe it says so.
    @Test func watchingInAPipe() throws {
        let path = calc.write("watched.calc", "1 + 1\n")
        let result = try calc.run(["--sheet", path, "--watch"])
        #expect(result.status == 64 && result.stdout == "")
        #expect(result.stderr == "calc: error: --watch redraws the sheet on a terminal, and standard output is not one; annotate it once: calc --sheet FILE\n")
    }
}
