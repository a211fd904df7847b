#if canImport(Glibc)
import Glibc
#endif
import CalcCore
import Synchronization

/// The local date of an instant, in the time zone `TZ` names (the C library's rules and the
/// system's zone files): what `today`, `yesterday` and `tomorrow` mean (DESIGN §14).
///
/// The C library reads the zone from the process's environment. When the application was
/// given another environment (tests run several at once, each with its own `TZ`), the zone is
/// set for the one call under a lock and put back.
enum LocalCalendar {
    private static let lock = Mutex(())

    static func day(at seconds: Int, timeZone: String?) -> Day? {
        guard let parts = localParts(at: seconds, timeZone: timeZone) else { return nil }
        return Day(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }

    /// The local time of day of an instant, `HH:MM:SS` (when `--watch` last evaluated).
    static func timeOfDay(at seconds: Int, timeZone: String?) -> String {
        guard let parts = localParts(at: seconds, timeZone: timeZone) else { return "--:--:--" }
        func twoDigits(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(twoDigits(parts.tm_hour)):\(twoDigits(parts.tm_min)):\(twoDigits(parts.tm_sec))"
    }

    private static func localParts(at seconds: Int, timeZone: String?) -> tm? {
        lock.withLock { _ in
            let processZone = getenv("TZ").map { String(cString: $0) }
            let switches = processZone != timeZone
            if switches { setZone(timeZone) }
            defer { if switches { setZone(processZone) } }
            var instant = time_t(seconds)
            var parts = tm()
            guard localtime_r(&instant, &parts) != nil else { return nil }
            return parts
        }
    }

    /// A day worked out on first use and kept (the run's `today`).
    final class Once: Sendable {
        private let compute: @Sendable () -> Day?
        private let computed = Mutex<Day??>(nil)

        init(_ compute: @escaping @Sendable () -> Day?) {
            self.compute = compute
        }

        var value: Day? {
            computed.withLock { computed in
                if let day = computed { return day }
                let day = compute()
                computed = .some(day)
                return day
            }
        }
    }

    private static func setZone(_ zone: String?) {
        if let zone { setenv("TZ", zone, 1) } else { unsetenv("TZ") }
        tzset()
    }
}
