import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// calc in a real pseudo-terminal, as a person at a terminal would run it: the test types into
/// the master side and reads what calc draws. `setsid -c` gives calc the terminal as its
/// controlling terminal, so Ctrl-C raises SIGINT through the line discipline as it would for a
/// person.
final class PseudoTerminal {
    private var master: Int32
    private let pid: pid_t
    private(set) var transcript = ""
    /// calc's own: `setsid -c` execs it in place (the spawned child leads no process group, so
    /// setsid need not fork), for tests that look at it in /proc.
    var processID: pid_t { pid }

    /// With `standardOutput`, calc's stdout is that file (created or emptied) instead of the
    /// terminal: a terminal on stdin with stdout redirected. The window is 30 rows of
    /// `columns` (calc wraps its messages to them).
    init(_ arguments: [String] = [], environment: [String: String], standardOutput: String? = nil,
         program: String = CalcProcess.binary.path, columns: UInt16 = 100) throws {
        // Both ends close on exec from the start (not with fcntl after openpty): a child that
        // another test spawns meanwhile would otherwise inherit the master, hold it open, and
        // the terminal would never hang up when this one closes it.
        // Linux's ioctls, as <asm-generic/ioctls.h> has them (the same on x86-64 and arm64):
        // unlock the pair, and open the peer without looking its name up.
        let unlockPair: UInt = 0x4004_5431 // TIOCSPTLCK
        let openPeer: UInt = 0x5441 // TIOCGPTPEER
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var locked: Int32 = 0
        guard master >= 0, ioctl(master, unlockPair, &locked) == 0 else {
            if master >= 0 { close(master) }
            throw POSIXError(.ENODEV)
        }
        let slave = ioctl(master, openPeer, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else {
            close(master)
            throw POSIXError(.ENODEV)
        }
        var size = winsize(ws_row: 30, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target in 0...2 { posix_spawn_file_actions_adddup2(&actions, slave, Int32(target)) }
        posix_spawn_file_actions_addclose(&actions, slave)
        if let standardOutput {
            posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        let argv = ["/usr/bin/setsid", "-c", program] + arguments
        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            cArguments.forEach { free($0) }
            cEnvironment.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = spawnWithCleanSignals(&pid, argv[0], &actions, cArguments, cEnvironment)
        close(slave)
        guard spawned == 0 else { close(master); throw POSIXError(.ECHILD) }
        self.master = master
        self.pid = pid
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        if master >= 0 { close(master) }
    }

    /// Closes the window: the terminal emulator goes away, and calc's terminal hangs up.
    func hangUp() {
        close(master)
        master = -1
    }

    /// Waits for calc to exit after `hangUp` (nil if it does not within `timeout`).
    func exitStatusAfterHangUp(timeout: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid {
                return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            }
            usleep(20_000)
        }
        return nil
    }

    /// Types `text` (escape sequences and control characters included).
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads until the screen output since `mark` contains `text`; false after `timeout` seconds.
    @discardableResult
    func waitFor(_ text: String, after mark: String.Index? = nil, timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if transcript[(mark ?? transcript.startIndex)...].contains(text) { return true }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return false }
            var request = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&request, 1, Int32(min(remaining, 0.2) * 1000)) > 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = read(master, &buffer, buffer.count)
                if count <= 0 { return transcript[(mark ?? transcript.startIndex)...].contains(text) }
                transcript += String(decoding: buffer[..<count], as: UTF8.self)
            }
        }
    }

    /// Reads until the output since `mark` holds `text` `count` times; false after `timeout`.
    @discardableResult
    func waitFor(_ text: String, after mark: String.Index, count: Int, timeout: Double = 10) -> Bool {
        waitUntil(timeout: timeout) { transcript[mark...].components(separatedBy: text).count - 1 >= count }
    }

    /// Resizes the window, as a terminal emulator does: the kernel sends SIGWINCH.
    func resize(rows: UInt16, columns: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Whether the terminal is in canonical (cooked) mode, as the line discipline has it now.
    var isCanonical: Bool {
        var modes = termios()
        tcgetattr(master, &modes)
        return modes.c_lflag & tcflag_t(ICANON) != 0
    }

    /// Ctrl-C no longer discards what calc wrote that the test has not read yet (NOFLSH), for
    /// tests that read calc's output after a Ctrl-C that may overtake it.
    func keepOutputAtInterrupt() {
        var modes = termios()
        tcgetattr(master, &modes)
        modes.c_lflag |= tcflag_t(NOFLSH)
        tcsetattr(master, TCSANOW, &modes)
    }

    /// Keeps reading the output until `condition` holds; false after `timeout` seconds.
    func waitUntil(timeout: Double = 30, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            _ = waitFor("\u{0}", timeout: 0.02)
        }
        return true
    }

    /// A position in the transcript, to wait for output that comes after it.
    var mark: String.Index { transcript.endIndex }

    /// Waits for calc to exit and returns its status (nil if it does not within `timeout`).
    func exitStatus(timeout: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while Date() < deadline {
            _ = waitFor("\u{0}", timeout: 0.05) // keep draining the output
            if waitpid(pid, &status, WNOHANG) == pid {
                return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            }
        }
        return nil
    }
}
