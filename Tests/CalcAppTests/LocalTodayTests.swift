@testable import CalcApp
import CalcCore
import Foundation
import Testing

/// `today`, `yesterday` and `tomorrow` are the local date of the injected clock in the zone
/// the environment's `TZ` names (DESIGN §14): at one instant, New York and Tokyo are on
/// different days, whatever zone the test process itself is in.
@Suite struct LocalTodayTests {
    /// 2020-03-16 20:00 UTC: Monday 16:00 in New York (EDT), Tuesday 05:00 in Tokyo.
    static let eveningInUTC = 1_584_388_800
    /// 2020-03-17 02:00 UTC: still Monday 22:00 in New York, Tuesday 11:00 in Tokyo.
    static let nightInUTC = 1_584_410_400

    static let hasZoneFiles = FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/America/New_York")
        && FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Asia/Tokyo")

    /// The lines of a script run at `now` with `TZ` set to `zone` (unset when nil).
    static func run(_ lines: [String], now: Int, zone: String?) -> (output: String, errors: String) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("calc-today-\(UUID().uuidString)").path
        var variables = ["HOME": home, "CALC_OFFLINE": "1"]
        if let zone { variables["TZ"] = zone }
        let environment = ProcessEnvironment(variables)
        let files = MemoryFileSystem(["/work/days.calc": lines.joined(separator: "\n")])
        let console = Console(output: OutputChannel(capturingAsTerminal: false), errors: OutputChannel(capturingAsTerminal: false))
        let invocation = Invocation.fastParse(["-f", "/work/days.calc"], environment: environment)!
        _ = Application(invocation: invocation, environment: environment, console: console, now: now,
                        standardInput: -1, inputIsTerminal: false, files: files, programs: RecordedPrograms()).run()
        return (console.output.text, console.errors.text)
    }

    static let lines = ["today", "yesterday", "tomorrow", "today + 1 week", "weekday(today)", "tomorrow - yesterday",
                        "100 USD in EUR on yesterday", "100 USD in EUR on (today - 1 week)", "2020-03-20 - today"]

    /// New York is still on Monday the 16th; yesterday was a Sunday, whose rates are Friday's.
    static let newYork = ["2020-03-16", "2020-03-15", "2020-03-17", "2020-03-23", "Monday", "2 days",
                          "90.06 EUR", "87.29 EUR", "4 days"]
    /// Tokyo is on Tuesday the 17th.
    static let tokyo = ["2020-03-17", "2020-03-16", "2020-03-18", "2020-03-24", "Tuesday", "2 days",
                        "89.63 EUR", "87.80 EUR", "3 days"]

    @Test(.enabled(if: hasZoneFiles, "needs the system's zone files"), arguments: [eveningInUTC, nightInUTC])
    func namedZonesAtOneInstant(_ now: Int) {
        let york = LocalTodayTests.run(LocalTodayTests.lines, now: now, zone: "America/New_York")
        #expect(york.output == LocalTodayTests.newYork.map { $0 + "\n" }.joined())
        #expect(york.errors == "")
        let tokyo = LocalTodayTests.run(LocalTodayTests.lines, now: now, zone: "Asia/Tokyo")
        #expect(tokyo.output == LocalTodayTests.tokyo.map { $0 + "\n" }.joined())
        #expect(tokyo.errors == "")
    }

    /// Zones written out as POSIX rules need no zone files.
    @Test(arguments: [eveningInUTC, nightInUTC])
    func posixZonesAtOneInstant(_ now: Int) {
        let york = LocalTodayTests.run(LocalTodayTests.lines, now: now, zone: "EST5EDT,M3.2.0,M11.1.0")
        #expect(york.output == LocalTodayTests.newYork.map { $0 + "\n" }.joined())
        let tokyo = LocalTodayTests.run(LocalTodayTests.lines, now: now, zone: "JST-9")
        #expect(tokyo.output == LocalTodayTests.tokyo.map { $0 + "\n" }.joined())
    }

    /// Without `TZ` the C library's default is UTC here (no /etc/localtime is assumed): the
    /// evening instant is Monday, the night one Tuesday. Then the zones, one after the other
    /// and at once, each keep their own day.
    @Test func zonesDoNotLeakIntoEachOther() async {
        let utc = LocalTodayTests.run(["today"], now: LocalTodayTests.nightInUTC, zone: "UTC0")
        #expect(utc.output == "2020-03-17\n")
        await withTaskGroup(of: Bool.self) { group in
            for round in 0..<40 {
                group.addTask {
                    let (zone, expected) = round % 2 == 0 ? ("EST5EDT,M3.2.0,M11.1.0", "2020-03-16\n") : ("JST-9", "2020-03-17\n")
                    return LocalTodayTests.run(["today"], now: LocalTodayTests.eveningInUTC, zone: zone).output == expected
                }
            }
            for await agreed in group { #expect(agreed) }
        }
    }

    /// Where the day has begun ahead of UTC, `on today` is today's rates, not a day in the
    /// future: in Tokyo at 05:00 on the 17th (still the 16th in UTC).
    @Test func onTodayAheadOfUTC() {
        let tokyo = LocalTodayTests.run(["100 USD in EUR on today", "100 USD in EUR on (today)"], now: LocalTodayTests.eveningInUTC, zone: "JST-9")
        #expect(tokyo.output == "91.06 EUR\n91.06 EUR\n")
        #expect(tokyo.errors == "")
        let york = LocalTodayTests.run(["100 USD in EUR on tomorrow"], now: LocalTodayTests.nightInUTC, zone: "EST5EDT,M3.2.0,M11.1.0")
        #expect(york.output == "91.06 EUR\n")
    }

    /// At a day boundary exactly: the last second of Monday and the first of Tuesday in Tokyo.
    @Test func theSecondTheDayChanges() {
        let midnightInTokyo = 1_584_370_800 // 2020-03-16 15:00 UTC
        #expect(LocalTodayTests.run(["today"], now: midnightInTokyo - 1, zone: "JST-9").output == "2020-03-16\n")
        #expect(LocalTodayTests.run(["today"], now: midnightInTokyo, zone: "JST-9").output == "2020-03-17\n")
    }
}
