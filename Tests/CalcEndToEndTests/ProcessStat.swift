import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the kernel counts of a running process, read from /proc: how much CPU it has used and
/// how often it has gone to sleep, for the tests of a process that should be asleep.
struct ProcessStat {
    /// CPU time (user and system), in seconds.
    let cpuSeconds: Double
    /// Times it gave the CPU up to wait: a loop polling with a timeout shows here even when it
    /// uses next to no CPU.
    let voluntarySwitches: Int

    /// nil when `pid` is gone or /proc does not say.
    init?(_ pid: pid_t) {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // After the command's name (in parentheses, spaces and all): field 3, the state, first;
        // utime and stime are fields 14 and 15, in clock ticks.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        cpuSeconds = (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
        let switches = status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }
        guard let count = switches.flatMap({ Int($0.split(separator: "\t").last ?? "") }) else { return nil }
        voluntarySwitches = count
    }

    /// The program `pid` runs (`calc`).
    static func command(_ pid: pid_t) -> String? {
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
