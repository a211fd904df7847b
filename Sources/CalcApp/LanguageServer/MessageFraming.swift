#if canImport(Glibc)
import Glibc
#endif

/// The Language Server Protocol's framing (DESIGN §26): each message is a header block
/// (`Content-Length: N`, optionally `Content-Type`, each line ending in `\r\n`, then an empty
/// line) followed by N bytes of JSON. `MessageReader` cuts a byte stream into bodies, and keeps
/// going after a message it cannot use: one over `maximumBodyBytes` is read through without
/// being kept (what it was is skimmed on the way, `MessageSkim`), and after headers without a
/// length it looks for the next `Content-Length:`.
struct MessageReader {
    /// What the next message was.
    enum Frame: Equatable {
        /// A body of the length its header said.
        case body([UInt8])
        /// A body longer than the reader keeps, read through and dropped; `skim` holds its
        /// `id` and `method` where they could be seen.
        case tooLarge(length: Int, skim: MessageSkim)
        /// Headers without a usable `Content-Length`: the body cannot be found, so the bytes up to
        /// the next `Content-Length:` are dropped.
        case noContentLength
        /// The end of the input (or a read error), possibly in the middle of a message.
        case end
    }

    /// The largest body kept: a document as large as a sheet calc annotates, with room for
    /// the JSON around it.
    static let maximumBodyBytes = Application.maximumSheetBytes + (1 << 20)
    /// A header block longer than this is not one.
    static let maximumHeaderBytes = 1 << 13

    /// Reads up to the buffer's size into it: the count read, 0 at the end, negative on an error.
    private let read: (UnsafeMutableRawBufferPointer) -> Int
    private var buffer: [UInt8] = []
    /// What one read fills, copied to the end of `buffer`.
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    /// Where the unread bytes of `buffer` start.
    private var start = 0
    private var atEnd = false
    /// After headers without a length: the next `Content-Length:` starts the next message.
    private var resynchronizing = false
    /// Where the last header block started in `buffer` (its bytes stay until the next fill).
    private var headerStart = 0

    init(read: @escaping (UnsafeMutableRawBufferPointer) -> Int) {
        self.read = read
    }

    /// A reader of the descriptor (standard input), retrying reads an interrupt cut short.
    init(descriptor: Int32) {
        self.init { target in
            while true {
                let count = Glibc.read(descriptor, target.baseAddress, target.count)
                if count < 0 && errno == EINTR { continue }
                return count
            }
        }
    }

    /// A reader of bytes already in memory, handed out `chunk` at a time (tests).
    init(bytes: [UInt8], chunk: Int = 1 << 16) {
        var offset = 0
        self.init { target in
            let count = min(chunk, target.count, bytes.count - offset)
            if count <= 0 { return 0 }
            bytes[offset..<(offset + count)].withUnsafeBytes { target.copyMemory(from: $0) }
            offset += count
            return count
        }
    }

    /// The next message.
    mutating func next() -> Frame {
        if resynchronizing {
            guard skipToContentLength() else { return .end }
            resynchronizing = false
        }
        guard let headers = readHeaders() else { return .end }
        guard let length = MessageReader.contentLength(headers) else {
            // The next message may start inside the block itself: a body shorter than its
            // length said leaves its rest before the next header (`…}Content-Length: 52`).
            start = headerStart + 1
            resynchronizing = true
            return .noContentLength
        }
        if length > MessageReader.maximumBodyBytes {
            var skim = MessageSkim()
            var left = length
            while left > 0 {
                if start == buffer.count && !fill() { return .end }
                let taken = min(left, buffer.count - start)
                buffer[start..<(start + taken)].withUnsafeBufferPointer { skim.feed($0) }
                start += taken
                left -= taken
            }
            return .tooLarge(length: length, skim: skim)
        }
        while buffer.count - start < length {
            if !fill() { return .end }
        }
        let body = Array(buffer[start..<(start + length)])
        start += length
        return .body(body)
    }

    /// The header block up to (not with) its empty line; nil at the end of the input. A block
    /// that grows past `maximumHeaderBytes` is returned as it is (it has no usable length).
    private mutating func readHeaders() -> [UInt8]? {
        var searched = start
        while true {
            // `\r\n\r\n`, or `\n\n` from a client that writes bare newlines.
            var index = searched
            while index < buffer.count {
                if buffer[index] == 0x0A {
                    if index >= start + 3, buffer[index - 3] == 0x0D, buffer[index - 2] == 0x0A, buffer[index - 1] == 0x0D {
                        return takeHeaders(upTo: index - 3, next: index + 1)
                    }
                    if index >= start + 1, buffer[index - 1] == 0x0A { return takeHeaders(upTo: index - 1, next: index + 1) }
                }
                index += 1
            }
            if buffer.count - start > MessageReader.maximumHeaderBytes { return takeHeaders(upTo: buffer.count, next: buffer.count) }
            // Counted from `start`: filling may move the unread bytes to the buffer's front.
            let searchedAhead = buffer.count - start
            if !fill() {
                // Whatever is left without a complete header block is not a message.
                return nil
            }
            searched = start + searchedAhead
        }
    }

    private mutating func takeHeaders(upTo end: Int, next: Int) -> [UInt8] {
        headerStart = start
        let headers = Array(buffer[start..<end])
        start = next
        return headers
    }

    /// The value of `Content-Length` (its name in any case), when it is a decimal number.
    static func contentLength(_ headers: [UInt8]) -> Int? {
        for line in headers.split(separator: 0x0A) {
            var field = line
            if field.last == 0x0D { field.removeLast() }
            guard let colon = field.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let name = String(decoding: field[field.startIndex..<colon], as: UTF8.self).lowercased()
            guard name == "content-length" else { continue }
            let value = field[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
            let digits = value.prefix { $0 != 0x20 && $0 != 0x09 }
            // At most 18 digits: no overflow, and any such length is refused as too large.
            guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ $0 &- 0x30 < 10 }),
                  value.dropFirst(digits.count).allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
            return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        return nil
    }

    /// Drops bytes up to the next `Content-Length:`, its name in any case as `contentLength`
    /// reads it; false at the end of the input.
    private mutating func skipToContentLength() -> Bool {
        let name = Array("content-length:".utf8)
        func lowered(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }
        while true {
            var index = start
            while index + name.count <= buffer.count {
                if lowered(buffer[index]) == name[0] && buffer[index..<(index + name.count)].map(lowered).elementsEqual(name) {
                    start = index
                    return true
                }
                index += 1
            }
            // Keep what may be the start of the name.
            start = max(start, buffer.count - name.count + 1)
            if !fill() { return false }
        }
    }

    /// More bytes at the end of the buffer (the read part dropped first); false at the end.
    private mutating func fill() -> Bool {
        if atEnd { return false }
        if start > 0 && (start == buffer.count || start >= 1 << 16) {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        let count = chunk.withUnsafeMutableBytes { read($0) }
        if count <= 0 {
            atEnd = true
            return false
        }
        // A contiguous copy (`memcpy`).
        buffer.append(contentsOf: chunk[..<count])
        return true
    }

    /// `body` framed for the client.
    static func framed(_ body: [UInt8]) -> [UInt8] {
        var message = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        message.append(contentsOf: body)
        return message
    }
}
