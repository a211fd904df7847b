#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` taken within a bound (DESIGN §23): a lock held by another process —
/// a second calc, a stuck update — never freezes calc; the caller says what it waited for.
public enum FileLock {
    /// Takes the exclusive lock of `descriptor`, trying until `seconds` have passed (every
    /// 10 ms); false when it is still held then, or cannot be taken at all.
    public static func exclusive(_ descriptor: Int32, within seconds: Double) -> Bool {
        let deadline = monotonicSeconds() + seconds
        while true {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return true }
            guard errno == EWOULDBLOCK || errno == EINTR else { return false }
            if monotonicSeconds() >= deadline { return false }
            var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
            _ = nanosleep(&pause, nil)
        }
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
