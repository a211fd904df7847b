#if canImport(Glibc)
import Glibc
#endif
import CalcCore

/// Buffered writing to a file descriptor, with write errors reported instead of ignored.
///
/// Results are collected and written in large blocks (batch mode writes one line per input
/// line); diagnostics flush standard output first so that the two streams stay in order on
/// a terminal.
public final class OutputChannel {
    /// The file descriptor written to; -1 for a channel that keeps what it is given (tests).
    let descriptor: Int32
    /// Unchecked: every line appends to it, and the run-time exclusivity check of a class's
    /// stored property would be paid each time; `append`'s body is given the buffer and never
    /// reaches the channel.
    @exclusivity(unchecked) private var buffer: [UInt8] = []
    private let capacity: Int
    /// The errno of the first failed write; later writes are dropped.
    private(set) var failure: Int32?
    /// Everything flushed so far, for a channel without a descriptor.
    private(set) var captured: [UInt8] = []
    private let capturesAsTerminal: Bool
    /// The columns a capturing channel stands for (tests choose 40 or 80).
    private let capturedColumns: Int

    public init(descriptor: Int32, capacity: Int = 1 << 16) {
        self.descriptor = descriptor
        self.capacity = capacity
        capturesAsTerminal = false
        capturedColumns = 80
        buffer.reserveCapacity(capacity)
    }

    /// A channel that keeps what is written (`text`), standing for a terminal or a pipe.
    init(capturingAsTerminal isTerminal: Bool, columns: Int = 80) {
        descriptor = -1
        capacity = 1 << 16
        capturesAsTerminal = isTerminal
        capturedColumns = columns
    }

    /// What a capturing channel has been given, flushed or not.
    var text: String { String(decoding: captured + buffer, as: UTF8.self) }

    public func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in buffer.append(contentsOf: bytes) }
        if buffer.count >= capacity { flush() }
    }

    /// Lets `body` append bytes to the buffer itself: results are formatted in place.
    func append(_ body: (inout [UInt8]) -> Void) {
        body(&buffer)
        if buffer.count >= capacity { flush() }
    }

    public func flush() {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure == nil else { return }
        if descriptor < 0 {
            captured.append(contentsOf: buffer)
            return
        }
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
    var isTerminal: Bool { descriptor < 0 ? capturesAsTerminal : isatty(descriptor) == 1 }

    /// The width that listings, messages and excerpts written here fit: the terminal's
    /// columns, asked each time (the window may have been resized), or 80 in a pipe or file.
    var columns: Int {
        if descriptor < 0 { return capturedColumns }
        return isatty(descriptor) == 1 ? TerminalSize.columns(of: descriptor) : 80
    }
}
