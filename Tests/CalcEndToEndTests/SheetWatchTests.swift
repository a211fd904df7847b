import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// `calc --sheet FILE --watch` in a real pseudo-terminal (DESIGN §16): the sheet is drawn again
/// whichever way an editor saves it, Ctrl-C ends the watch with status 0, and calc sleeps
/// between saves.
@Suite struct SheetWatchTests {
    let calc = CalcProcess()

    /// The sheet's own directory: nothing but the test writes there, so calc wakes for no one else.
    var sheet: String { calc.home.appendingPathComponent("sheets/trip.calc").path }

    init() throws {
        try FileManager.default.createDirectory(at: calc.home.appendingPathComponent("sheets"), withIntermediateDirectories: true)
    }

    func start(_ contents: String?, environment extra: [String: String] = [:]) throws -> PseudoTerminal {
        if let contents { try save(contents, inPlace: false) }
        let rates = calc.write("rates.json", MoneyEndToEndTests.json)
        var environment = calc.environment
        environment["TERM"] = "xterm"
        environment.merge(extra) { $1 }
        return try PseudoTerminal(["--sheet", sheet, "--watch", "--rates", rates], environment: environment)
    }

    /// Saves as an editor does: in place (the file truncated and written, same inode), or by
    /// writing a file beside it and renaming that over it (a new inode).
    func save(_ contents: String, inPlace: Bool) throws {
        let bytes = Array(contents.utf8)
        let target = inPlace ? sheet : sheet + ".swp"
        let descriptor = open(target, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        #expect(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
        close(descriptor)
        if !inPlace { try #require(rename(target, sheet) == 0) }
    }

    func inode() -> ino_t {
        var info = stat()
        return stat(sheet, &info) == 0 ? info.st_ino : 0
    }

    /// Ctrl-C, as typed: status 0, the shell's prompt on a line of its own, the terminal's
    /// modes as calc found them (it never changes them).
    func interrupt(_ terminal: PseudoTerminal, timeout: Double = 30) {
        terminal.type("\u{03}")
        #expect(terminal.exitStatus(timeout: timeout) == 0, "\(terminal.transcript)")
        // The sheet's last line, then calc's own: the terminal's echo of ^C (before or after
        // calc's newline, as the line discipline gets to it) apart. Read until it is there:
        // calc may have written it after the last read before it was reaped.
        let endsOnItsOwnLine = terminal.waitUntil(timeout: 10) {
            terminal.transcript.replacingOccurrences(of: "^C", with: "").hasSuffix("\r\n\r\n")
        }
        #expect(endsOnItsOwnLine, "\(terminal.transcript)")
        #expect(terminal.isCanonical)
    }

    @Test func redrawnWhenSavedInPlaceAndByRename() throws {
        let terminal = try start("Hotel: 3 * 120 EUR\nTaxi: 30 USD in EUR\ntotal\n")
        #expect(terminal.waitFor("# = 380.00 EUR\r\n", timeout: 30), "\(terminal.transcript)")

        let before = inode()
        var mark = terminal.mark
        try save("Hotel: 4 * 120 EUR\nTaxi: 30 USD in EUR\ntotal\n", inPlace: true)
        #expect(inode() == before, "saved in place")
        #expect(terminal.waitFor("# = 500.00 EUR\r\n", after: mark, timeout: 30), "\(terminal.transcript)")
        #expect(terminal.transcript[mark...].contains("\u{1B}[H\u{1B}[2J"), "the screen is cleared first")

        mark = terminal.mark
        try save("Hotel: 5 * 120 EUR\nTaxi: 30 USD in EUR\ntotal\n", inPlace: false)
        #expect(inode() != before, "saved by rename")
        #expect(terminal.waitFor("# = 620.00 EUR\r\n", after: mark, timeout: 30), "\(terminal.transcript)")
        interrupt(terminal)
    }

    /// The file renamed away or deleted is said to be gone; made again, it is drawn again.
    @Test func followsTheFileGoneAndBack() throws {
        let terminal = try start("6 * 7\n")
        #expect(terminal.waitFor("6 * 7  # = 42\r\n", timeout: 30), "\(terminal.transcript)")
        let gone = "calc: cannot open '\(sheet)': No such file or directory\r\n"

        var mark = terminal.mark
        try #require(rename(sheet, sheet + ".old") == 0)
        #expect(terminal.waitFor(gone, after: mark, timeout: 30), "\(terminal.transcript)")
        mark = terminal.mark
        try save("6 * 8\n", inPlace: true)
        #expect(terminal.waitFor("6 * 8  # = 48\r\n", after: mark, timeout: 30), "\(terminal.transcript)")

        mark = terminal.mark
        try #require(unlink(sheet) == 0)
        #expect(terminal.waitFor(gone, after: mark, timeout: 30), "\(terminal.transcript)")
        mark = terminal.mark
        try save("6 * 9\n", inPlace: false)
        #expect(terminal.waitFor("6 * 9  # = 54\r\n", after: mark, timeout: 30), "\(terminal.transcript)")
        interrupt(terminal)
    }

    /// The header names the file and the local time of the evaluation.
    @Test func headerNamesTheFileAndTheTime() throws {
        let earliest = Int(time(nil))
        let terminal = try start("1 + 2\n", environment: ["TZ": "UTC"])
        #expect(terminal.waitFor("# = 3\r\n", timeout: 30), "\(terminal.transcript)")
        let latest = Int(time(nil))
        let header = "\(sheet) — evaluated at "
        let line = try #require(terminal.transcript.split(separator: "\r\n").first { $0.contains(header) }, "\(terminal.transcript)")
        let shown = line.components(separatedBy: header).last ?? ""
        // Any second between the start and the first draw (UTC, as TZ says).
        let candidates = (earliest...latest).map { second -> String in
            let day = second % 86_400
            func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
            return "\(twoDigits(day / 3600)):\(twoDigits(day / 60 % 60)):\(twoDigits(day % 60)) — Ctrl-C ends"
        }
        #expect(candidates.contains(shown), "\(line) not in \(candidates)")
        interrupt(terminal)
    }

    /// A shell writing `file` every 10 ms or so until it is terminated: events without pause.
    func keepWriting(_ file: String, _ line: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "while :; do echo '\(line)' >> '\(file)'; sleep 0.01; done"]
        try process.run()
        return process
    }

    /// Another file written without pause beside the sheet does not put its redraw off, nor
    /// does the sheet written without pause itself.
    @Test(arguments: [false, true]) func redrawnWhileWritesGoOn(inTheSheet: Bool) throws {
        let terminal = try start("6 * 7\n")
        #expect(terminal.waitFor("# = 42\r\n", timeout: 30), "\(terminal.transcript)")
        let mark = terminal.mark
        let writer = try keepWriting(inTheSheet ? sheet : sheet + ".log", "1 + 1")
        defer { writer.terminate(); writer.waitUntilExit() }
        if !inTheSheet { try save("6 * 8\n", inPlace: true) }
        #expect(terminal.waitFor(inTheSheet ? "# = 2\r\n" : "# = 48\r\n", after: mark, timeout: 30), "\(terminal.transcript)")
        interrupt(terminal)
    }

    /// Ctrl-C while a sheet is being evaluated is not lost: the draw is finished, then calc ends.
    @Test func ctrlCDuringADrawEndsAfterIt() throws {
        let terminal = try start("1 + 1\n")
        // Were the draw done before the Ctrl-C got through, the terminal would drop its output.
        terminal.keepOutputAtInterrupt()
        #expect(terminal.waitFor("# = 2\r\n", timeout: 30), "\(terminal.transcript)")
        let pid = terminal.processID
        try #require(ProcessStat.command(pid) == "calc")
        let idle = try #require(ProcessStat(pid)).cpuSeconds
        // Seconds of arithmetic in a debug build: long enough to be caught in the middle.
        let slow = String(repeating: "(7^9000 + 1) / (3^14000 + 1) * (3^14000 + 1) - 7^9000\n", count: 4000)
        let mark = terminal.mark
        try save(slow + "last: 6 * 7\n", inPlace: true)
        // CPU time going up means calc is evaluating the new sheet: inside the draw.
        #expect(terminal.waitUntil { (ProcessStat(pid)?.cpuSeconds ?? 0) >= idle + 0.05 }, "never evaluated")
        interrupt(terminal, timeout: 60)
        #expect(terminal.transcript[mark...].contains("last: 6 * 7"), "the draw was not finished")
    }

    /// A named pipe would hold the draw until something is written into it (and Ctrl-C with it):
    /// it is refused instead, and Ctrl-C ends the watch.
    @Test func aNamedPipeIsNotRead() throws {
        try #require(mkfifo(sheet, 0o644) == 0)
        let terminal = try start(nil)
        #expect(terminal.waitFor("cannot open '\(sheet)': not a regular file\r\n", timeout: 30), "\(terminal.transcript)")
        interrupt(terminal)
    }

    /// Between saves calc sleeps: over 1.5 s of waiting it uses no CPU to speak of and is not
    /// woken (a loop polling with a timeout would be, dozens of times).
    @Test func sleepsBetweenSaves() throws {
        let terminal = try start("2 * 21\n")
        #expect(terminal.waitFor("# = 42\r\n", timeout: 30), "\(terminal.transcript)")
        let pid = terminal.processID
        try #require(ProcessStat.command(pid) == "calc")
        let before = try #require(ProcessStat(pid))
        usleep(1_500_000)
        let after = try #require(ProcessStat(pid))
        #expect(after.cpuSeconds - before.cpuSeconds < 0.5)
        // One switch at most: calc may have been on its way into the wait at the first look.
        #expect(after.voluntarySwitches - before.voluntarySwitches <= 1)
        interrupt(terminal)
    }

    /// Redrawing needs a terminal: with standard output a file it is a usage error.
    @Test func needsATerminal() throws {
        let path = calc.write("budget.calc", "1 + 2\n")
        let result = try calc.run(["--sheet", path, "--watch"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("calc: error: --watch redraws the sheet on a terminal, and standard output is not one"),
                "\(result.stderr)")
    }
}
