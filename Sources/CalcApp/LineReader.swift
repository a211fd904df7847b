#if canImport(Glibc)
import Glibc
#endif
import CalcCore

/// Reads a file descriptor line by line in large blocks, so that memory stays flat however
/// many lines come. A trailing `\r` is dropped (CRLF files); a last line without a newline
/// is still a line. A line longer than `Limits.maxLineBytes` is reported as soon as it passes
/// the limit (`calc < /dev/zero` says so at once), and the rest of it is read past, unstored.
struct LineReader {
    enum Line {
        /// A line, now in the caller's buffer.
        case text
        /// Longer than `Limits.maxLineBytes`: reported now, skipped up to its newline.
        case tooLong
    }

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    /// Within a line already reported as too long: what comes up to its newline is dropped.
    private var skipping = false
    /// Called before a read that may block, so that answers so far reach a waiting reader.
    private let beforeBlockingRead: () -> Void
    private(set) var readError: Int32?

    init(descriptor: Int32, beforeBlockingRead: @escaping () -> Void = {}) {
        self.descriptor = descriptor
        self.beforeBlockingRead = beforeBlockingRead
    }

    /// Line `number` (from 1) of the input read again from its start, as an error quotes it
    /// (DESIGN §23: a block's error names a line and quotes it): for a regular file, which can
    /// be read twice, at no cost to the lines read once; nil for a pipe or a terminal. Valid
    /// while the descriptor is open.
    func quoter() -> ((Int) -> String?)? {
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let descriptor = self.descriptor
        return { number in
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            var line: [UInt8] = []
            var current = 1
            var offset: off_t = 0
            while true {
                let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
                func quoted() -> String {
                    let start = number == 1 && line.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
                    return SheetText.quoted(line, start..<line.count)
                }
                guard count > 0 else { return current == number ? quoted() : nil }
                for byte in chunk[..<count] {
                    if byte == 0x0A {
                        if current == number { return quoted() }
                        current += 1
                    } else if current == number, line.count < 4096 {
                        if byte != 0x0D { line.append(byte) }
                    }
                }
                offset += off_t(count)
            }
        }
    }

    /// The next line, copied into `line` (whose storage is reused from line to line: the
    /// caller keeps no other reference to it); nil at the end of the input.
    mutating func next(into line: inout [UInt8]) -> Line? {
        var searched = start // bytes before this hold no newline
        while true {
            if let newline = newlineIndex(from: searched) {
                if skipping {
                    // The end of a line reported before: go on with the next one.
                    skipping = false
                    start = newline + 1
                    searched = start
                    continue
                }
                var end = newline
                if end > start && buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                copy(start..<end, to: &line)
                start = newline + 1
                return .text
            }
            if skipping {
                // No newline yet: drop all of it.
                start = buffer.count
            } else if buffer.count - start > Limits.maxLineBytes {
                skipping = true
                start = buffer.count
                return .tooLong
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                var end = buffer.count
                if buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                copy(start..<end, to: &line)
                start = buffer.count
                return .text
            }
            // Drop consumed bytes before reading more.
            searched = buffer.count - start
            if start > 0 {
                buffer.removeSubrange(0..<start)
                start = 0
            }
            fill()
        }
    }

    /// Where the next newline at or after `index` is.
    private func newlineIndex(from index: Int) -> Int? {
        index < buffer.count ? buffer.firstIndex(of: 0x0A, in: index..<buffer.count) : nil
    }

    /// The bytes of `range` into `line`, in its storage, by one copy of raw memory.
    private func copy(_ range: Range<Int>, to line: inout [UInt8]) {
        line.removeAll(keepingCapacity: true)
        buffer.withUnsafeBufferPointer { bytes in
            line.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
        }
    }

    private mutating func fill() {
        let chunk = 1 << 16
        var pollRequest = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        if poll(&pollRequest, 1, 0) == 0 { beforeBlockingRead() }
        let oldCount = buffer.count
        // Grown by append, which doubles the capacity: reserving exactly one more block would
        // copy the whole buffer at every block, so that a long line took time in the square
        // of its length.
        buffer.append(contentsOf: repeatElement(0, count: chunk))
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in
                read(descriptor, raw.baseAddress! + oldCount, chunk)
            }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                if count < 0 { readError = errno }
                atEnd = true
                buffer.removeLast(chunk)
            } else {
                buffer.removeLast(chunk - count)
            }
            return
        }
    }
}
