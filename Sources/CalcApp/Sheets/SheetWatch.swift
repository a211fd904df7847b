#if canImport(Glibc)
import Glibc
#endif
import CalcCore
import CTerminal

/// `calc --sheet FILE --watch`: the annotated sheet on the terminal, drawn again each time the
/// file is saved, until Ctrl-C (DESIGN §16). The file's directory is watched with inotify, so
/// that an editor that saves by writing a new file and renaming it over the old (vim, most
/// IDEs) is seen as well as one that writes in place; calc sleeps in `ppoll` between saves.
struct SheetWatch {
    let application: Application
    let path: String
    let scripting: Invocation.Scripting
    let rates: LazyRates
    /// Seconds since 1970, for the time of each evaluation.
    var clock: () -> Int = { Int(time(nil)) }

    /// Set by SIGINT: the watch ends at its next wait.
    nonisolated(unsafe) static var interrupted: sig_atomic_t = 0

    private var console: Console { application.console }

    func run() -> Int32 {
        let separator = path.lastIndex(of: "/")
        let directory = separator.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = separator.map { String(path[path.index(after: $0)...]) } ?? path
        let watcher = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard watcher >= 0 else {
            console.report(ProgramMessages.cannotWatch(path, reason: String(cString: strerror(errno))), named: true)
            return ExitStatus.inputOutputFailed
        }
        defer { close(watcher) }
        let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE)
        guard inotify_add_watch(watcher, directory, events) >= 0 else {
            console.report(ProgramMessages.cannotWatch(path, reason: String(cString: strerror(errno))), named: true)
            return ExitStatus.inputOutputFailed
        }
        // Ctrl-C only sets a flag; SIGINT stays blocked but while waiting, so that it is never
        // lost between a draw and the wait.
        SheetWatch.interrupted = 0
        InterruptSignal.install { _ in SheetWatch.interrupted = 1 }
        var unblocked = sigset_t()
        sigprocmask(SIG_BLOCK, nil, &unblocked)
        sigdelset(&unblocked, SIGINT)
        while true {
            draw()
            if !console.finish() { return ExitStatus.inputOutputFailed }
            guard waitForSave(of: name, watcher: watcher, signals: &unblocked) else { break }
        }
        console.output.write("\n")
        return console.finish() ? ExitStatus.success : ExitStatus.inputOutputFailed
    }

    /// Waits until `name` is saved (and a little longer, for the rest of the editor's events);
    /// false when Ctrl-C came first.
    private func waitForSave(of name: String, watcher: Int32, signals: inout sigset_t) -> Bool {
        var saved = false
        while true {
            var descriptor = pollfd(fd: watcher, events: Int16(POLLIN), revents: 0)
            // Once saved, events that follow within 50 ms belong to the same save.
            var pause = timespec(tv_sec: 0, tv_nsec: 50_000_000)
            let ready = saved ? ppoll(&descriptor, 1, &pause, &signals) : ppoll(&descriptor, 1, nil, &signals)
            if SheetWatch.interrupted != 0 { return false }
            if ready < 0 {
                if errno == EINTR { continue }
                return false
            }
            if ready == 0 { return true }
            if readEvents(watcher).contains(name) { saved = true }
        }
    }

    /// The names in the events waiting on `watcher`.
    private func readEvents(_ watcher: Int32) -> [String] {
        var names: [String] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(watcher, $0.baseAddress, $0.count) }
            guard count > 0 else { return names }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let length = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: offset + 12, as: UInt32.self)) }
                let nameBytes = buffer[(offset + header)..<min(offset + header + length, count)]
                names.append(String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self))
                offset += header + length
            }
        }
    }

    /// The screen: the file's name and when it was evaluated, then the annotated sheet (or why
    /// it cannot be read, until the next save).
    private func draw() {
        let output = console.output
        output.write("\u{1B}[H\u{1B}[2J")
        let time = LocalCalendar.timeOfDay(at: clock(), timeZone: application.environment["TZ"])
        output.write("\(path) — evaluated at \(time) — Ctrl-C ends\n\n")
        switch application.readSheet(path) {
        case .success(let bytes):
            var session = application.makeSession(scripting, rates: rates)
            let (text, _) = session.annotate(bytes)
            output.append { $0.append(contentsOf: text) }
            if text.last.map({ $0 != 0x0A }) ?? false { output.write("\n") }
        case .failure(let failure):
            output.write("calc: \(failure.message)\n")
        }
    }
}
