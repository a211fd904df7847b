#if canImport(Glibc)
import Glibc
#endif
import CTerminal

/// The prompt when libedit cannot be loaded (DESIGN §5): the terminal's own line editing
/// (backspace, Ctrl-U), a prompt, Ctrl-C to drop the line, Ctrl-D to leave; no history and no
/// completion. The session around it is the same as with libedit.
final class PlainLineEditor: LineEditor {
    private let console: Console
    private var buffer: [UInt8] = []
    private var atEnd = false
    nonisolated(unsafe) private static var interrupted: sig_atomic_t = 0
    /// The signal mask while waiting for input: SIGINT let through.
    private var waitingMask = sigset_t()

    init(console: Console) {
        self.console = console
        // Ctrl-C drops the line instead of ending calc (see `InterruptSignal`).
        InterruptSignal.install { _ in PlainLineEditor.interrupted = 1 }
        InterruptSignal.ignoreQuit()
        sigprocmask(SIG_SETMASK, nil, &waitingMask)
        sigdelset(&waitingMask, SIGINT)
    }

    func readLine(prompt: String) -> LineEditorInput {
        console.output.write(prompt)
        console.output.flush()
        while true {
            if PlainLineEditor.interrupted != 0 {
                PlainLineEditor.interrupted = 0
                buffer.removeAll()
                return .interrupted
            }
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return .line(line)
            }
            if atEnd {
                guard !buffer.isEmpty else { return .endOfInput }
                let line = String(decoding: buffer, as: UTF8.self)
                buffer.removeAll()
                return .line(line)
            }
            if calc_wait_readable(0, &waitingMask) < 0 {
                if errno == EINTR { continue }
                atEnd = true
                continue
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(0, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                atEnd = true
                continue
            }
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    func addToHistory(_ line: String) {}

    func completeFrom(_ vocabulary: @escaping () -> Completion.Vocabulary) {}
}
