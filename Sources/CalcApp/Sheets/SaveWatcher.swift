#if canImport(Glibc)
import Glibc
#endif
import CTerminal

/// Tells when one file has been saved, for `calc --sheet FILE --watch`. The file's directory is
/// watched with inotify rather than the file: an editor that saves by writing a new file and
/// renaming it over the old one (vim, most IDEs) leaves a watch of the old inode silent, while
/// the directory's events name the file however it is written, deleted or made again.
final class SaveWatcher {
    enum Outcome: Equatable {
        case saved
        /// Ctrl-C (the caller's flag) came first.
        case interrupted
        /// The wait itself failed, in the system's words.
        case failed(String)
    }

    /// A save is a burst of events (vim: rename away, create, write, close); the file is read
    /// once its events have been quiet this long (nanoseconds)...
    static let quiet = 50_000_000
    /// ...or this long after the first, so that a file written without pause is still redrawn.
    static let longest = 500_000_000

    private let descriptor: Int32
    private let name: [UInt8]

    /// A watcher of the directory of `path`, or why the system refused it.
    static func watching(_ path: String) -> Result<SaveWatcher, FileSystemFailure> {
        let separator = path.lastIndex(of: "/")
        let directory = separator.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = separator.map { String(path[path.index(after: $0)...]) } ?? path
        let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { return .failure(SaveWatcher.failure()) }
        // IN_MOVED_FROM too: a file renamed away is gone from the screen as when deleted.
        let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)
        guard inotify_add_watch(descriptor, directory, events) >= 0 else {
            let failure = SaveWatcher.failure()
            close(descriptor)
            return .failure(failure)
        }
        return .success(SaveWatcher(descriptor: descriptor, name: Array(name.utf8)))
    }

    private init(descriptor: Int32, name: [UInt8]) {
        self.descriptor = descriptor
        self.name = name
    }

    deinit { close(descriptor) }

    /// Sleeps in `ppoll` (no timeout: no CPU is spent between saves) until the file is saved,
    /// with `signals` as the signal mask while asleep, so that a signal blocked otherwise (the
    /// caller's SIGINT) can arrive only here; `interrupted` is asked after each wake-up.
    func waitForSave(signals: UnsafePointer<sigset_t>, interrupted: () -> Bool) -> Outcome {
        var first: Int?, last = 0
        while true {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready: Int32
            if let first {
                // Events of other files do not move this deadline: a busy directory (a log
                // written beside the sheet) cannot put a redraw off.
                let remaining = min(last + SaveWatcher.quiet, first + SaveWatcher.longest) - SaveWatcher.now()
                if remaining <= 0 { return .saved }
                var timeout = timespec(tv_sec: remaining / 1_000_000_000, tv_nsec: remaining % 1_000_000_000)
                ready = ppoll(&request, 1, &timeout, signals)
            } else {
                ready = ppoll(&request, 1, nil, signals)
            }
            if interrupted() { return .interrupted }
            if ready < 0 {
                if errno == EINTR { continue }
                return .failed(String(cString: strerror(errno)))
            }
            if ready > 0 && readEvents() {
                let now = SaveWatcher.now()
                if first == nil { first = now }
                last = now
            }
        }
    }

    /// Reads every waiting event; whether one concerns the file: it names the file, or the
    /// queue overflowed (events were dropped, the file's among them perhaps).
    private func readEvents() -> Bool {
        // struct inotify_event: wd (Int32), mask, cookie, len (UInt32s, at 4, 8 and 12), then
        // `len` bytes of name, NUL-padded; the kernel never splits an event between reads.
        let header = MemoryLayout<inotify_event>.size
        let maskOffset = MemoryLayout<inotify_event>.offset(of: \.mask)!
        let lengthOffset = MemoryLayout<inotify_event>.offset(of: \.len)!
        var concerned = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return concerned } // EAGAIN: all read
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                while offset + header <= count {
                    let mask = bytes.loadUnaligned(fromByteOffset: offset + maskOffset, as: UInt32.self)
                    let length = Int(bytes.loadUnaligned(fromByteOffset: offset + lengthOffset, as: UInt32.self))
                    let start = offset + header
                    let eventName = bytes[start..<min(start + length, count)].prefix { $0 != 0 }
                    if mask & UInt32(IN_Q_OVERFLOW) != 0 || eventName.elementsEqual(name) { concerned = true }
                    offset = start + length
                }
            }
        }
    }

    /// Nanoseconds on the monotonic clock, which the wall clock's jumps do not move.
    private static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }

    private static func failure() -> FileSystemFailure {
        FileSystemFailure(reason: String(cString: strerror(errno)))
    }
}
