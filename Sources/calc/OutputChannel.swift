#if canImport(Glibc)
import Glibc
#endif

/// Buffered writing to a file descriptor, with write errors reported instead of ignored.
///
/// Results are collected and written in large blocks (batch mode writes one line per input
/// line); diagnostics flush standard output first so that the two streams stay in order on
/// a terminal.
final class OutputChannel {
    let descriptor: Int32
    private var buffer: [UInt8] = []
    private let capacity: Int
    /// The errno of the first failed write; later writes are dropped.
    private(set) var failure: Int32?

    init(descriptor: Int32, capacity: Int = 1 << 16) {
        self.descriptor = descriptor
        self.capacity = capacity
        buffer.reserveCapacity(capacity)
    }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in buffer.append(contentsOf: bytes) }
        if buffer.count >= capacity { flush() }
    }

    /// Lets `body` append bytes to the buffer itself: results are formatted in place.
    func append(_ body: (inout [UInt8]) -> Void) {
        body(&buffer)
        if buffer.count >= capacity { flush() }
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure == nil else { return }
        buffer.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
    }

    /// Whether the descriptor is a terminal (results get `≈ ` marks there).
    var isTerminal: Bool { isatty(descriptor) == 1 }
}

/// The process's standard streams.
enum StandardStreams {
    nonisolated(unsafe) static let output = OutputChannel(descriptor: 1)
    nonisolated(unsafe) static let error = OutputChannel(descriptor: 2, capacity: 1 << 12)

    /// Writes a diagnostic or warning to stderr at once, after flushing results before it.
    static func report(_ text: String) {
        output.flush()
        error.write(text)
        error.flush()
    }

    /// Flushes both streams; false (after saying so on stderr) when results could not be written.
    /// A reader that went away (`calc < big | head -1`) is not an error worth a message: calc
    /// ends as quietly as SIGPIPE would have ended it, even when SIGPIPE is ignored.
    static func finish() -> Bool {
        output.flush()
        error.flush()
        if output.failure == EPIPE { exit(128 + SIGPIPE) }
        if let failure = output.failure {
            let reason = String(cString: strerror(failure))
            error.write("calc: error: cannot write the results: \(reason)\n")
            error.flush()
            return false
        }
        return true
    }
}
