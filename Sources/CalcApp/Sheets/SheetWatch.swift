#if canImport(Glibc)
import Glibc
#endif
import CalcCore

/// `calc --sheet FILE --watch`: the annotated sheet on the terminal, drawn again each time the
/// file is saved, until Ctrl-C (DESIGN §16). `SaveWatcher` says when; calc sleeps between saves.
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
        let watcher: SaveWatcher
        switch SaveWatcher.watching(path) {
        case .success(let made): watcher = made
        case .failure(let failure):
            console.report(ProgramMessages.cannotWatch(path, reason: failure.reason), named: true)
            return ExitStatus.inputOutputFailed
        }
        // Ctrl-C only sets a flag. `install` blocks SIGINT; the wait lets it through (ppoll swaps
        // the mask atomically), so a Ctrl-C during a draw stays pending and ends the watch as
        // soon as that draw is on the screen, instead of being lost between a draw and the wait.
        SheetWatch.interrupted = 0
        InterruptSignal.install { _ in SheetWatch.interrupted = 1 }
        var waiting = sigset_t()
        sigprocmask(SIG_BLOCK, nil, &waiting)
        sigdelset(&waiting, SIGINT)
        watching: while true {
            draw()
            if !console.finish() { return ExitStatus.inputOutputFailed }
            switch watcher.waitForSave(signals: &waiting, interrupted: { SheetWatch.interrupted != 0 }) {
            case .saved: continue
            case .interrupted: break watching
            case .failed(let reason):
                console.report(ProgramMessages.cannotWatch(path, reason: reason), named: true)
                return ExitStatus.inputOutputFailed
            }
        }
        // The terminal echoed ^C where the cursor was: the shell's prompt goes on a line of its own.
        console.output.write("\n")
        return console.finish() ? ExitStatus.success : ExitStatus.inputOutputFailed
    }

    /// The screen: the file's name and when it was evaluated, then the annotated sheet (or why
    /// it cannot be read, until the next save).
    private func draw() {
        let output = console.output
        output.write("\u{1B}[H\u{1B}[2J")
        let time = LocalCalendar.timeOfDay(at: clock(), timeZone: application.environment["TZ"])
        output.write("\(path) — evaluated at \(time) — Ctrl-C ends\n\n")
        // Only a regular file is opened: a named pipe or a terminal would hold the draw (and Ctrl-C,
        // blocked until the wait) until something is written to it.
        let sheet: Result<[UInt8], Diagnostic>
        if application.files.start(of: path, count: 1) == .notARegularFile {
            sheet = .failure(ProgramMessages.cannotOpen(path, reason: "not a regular file"))
        } else {
            sheet = application.readSheet(path)
        }
        switch sheet {
        case .success(let bytes):
            // The init file's errors would be cleared with the screen at once: not said here.
            var session = application.makeSession(scripting, rates: rates, reportsInit: false)
            let (text, _) = session.annotate(bytes)
            let shown = SheetText.escapedForTerminal(text)
            output.append { $0.append(contentsOf: shown) }
            if text.last.map({ $0 != 0x0A }) ?? false { output.write("\n") }
        case .failure(let failure):
            output.write("calc: \(failure.message)\n")
        }
    }
}
