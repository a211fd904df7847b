@testable import CalcApp
import CalcCore
import Foundation
import Synchronization
import Testing

/// Time zones end to end (DESIGN §20): the system's tzdata read through `SystemZones`, the
/// clock and `TZ` injected as for `today`, so that the examples print the same on any day.
@Suite struct TimeZoneTests {
    /// 2026-11-28 12:00 UTC, the day of DESIGN's examples.
    static let designDay = 1_795_867_200
    /// 2026-07-15 12:00 UTC: summer in the north.
    static let july = 1_784_116_800

    /// The lines run as a file at `now`, with the environment's variables and any flags.
    static func run(_ lines: [String], now: Int = designDay, environment extra: [String: String] = ["TZ": "UTC"],
                    flags: [String] = [], oneShot: Bool = false, clock: (@Sendable () -> Int)? = nil) -> (output: String, errors: String) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("calc-zones-\(UUID().uuidString)").path
        var variables = ["HOME": home, "CALC_OFFLINE": "1"]
        variables.merge(extra) { $1 }
        let environment = ProcessEnvironment(variables)
        let files = MemoryFileSystem(["/work/zones.calc": lines.joined(separator: "\n")])
        let console = Console(output: OutputChannel(capturingAsTerminal: false), errors: OutputChannel(capturingAsTerminal: false))
        let invocation = Invocation.fastParse(flags + (oneShot ? lines : ["-f", "/work/zones.calc"]), environment: environment)!
        _ = Application(invocation: invocation, environment: environment, console: console, now: now, clock: clock,
                        standardInput: -1, inputIsTerminal: false, files: files, programs: RecordedPrograms()).run()
        return (console.output.text, console.errors.text)
    }

    static func lines(_ output: String) -> [String] { output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }

    @Test(arguments: [
        ("3pm in Tokyo", "2026-11-29 00:00 Asia/Tokyo"),
        ("now", "2026-11-28 12:00"),
        ("now in New York", "2026-11-28 07:00 America/New_York"),
        ("now in new_york", "2026-11-28 07:00 America/New_York"),
        ("now in america/new_york", "2026-11-28 07:00 America/New_York"),
        ("3pm PST", "2026-11-28 15:00 America/Los_Angeles"),
        ("3pm PST in UTC", "2026-11-28 23:00 UTC"),
        ("15:30 in Tokyo", "2026-11-29 00:30 Asia/Tokyo"),
        ("15:30 Tokyo in UTC", "2026-11-28 06:30 UTC"),
        ("noon in Kolkata", "2026-11-28 17:30 Asia/Kolkata"),
        ("3pm in UTC+5:30", "2026-11-28 20:30 UTC+05:30"),
        ("3pm in GMT-3", "2026-11-28 12:00 UTC-03:00"),
        ("2026-11-29 00:00 Asia/Tokyo in UTC", "2026-11-28 15:00 UTC"),
        ("2026-11-28 20:30 UTC+05:30 in unix", "1795878000"),
        ("unix(1707568901)", "2024-02-10 12:41:41 UTC"),
        ("unix(1707568901) in Tokyo", "2024-02-10 21:41:41 Asia/Tokyo"),
        ("3 hours ago", "2026-11-28 09:00"),
        ("90 min from now in Paris", "2026-11-28 14:30 Europe/Paris"),
        ("3 days ago", "2026-11-25"),
        ("(now in Tokyo) - now", "0:00"),
        ("3pm CET in New York", "2026-11-28 09:00 America/New_York"),
        ("9am in Tokyo, London", "2026-11-28 18:00 Asia/Tokyo, 2026-11-28 09:00 Europe/London"),
        ("2026-01-31 08:00 Tokyo + 1 month", "2026-02-28 08:00 Asia/Tokyo"),
    ])
    func designExamples(_ line: String, _ printed: String) {
        let run = TimeZoneTests.run([line])
        #expect(run.output == printed + "\n", "\(line): \(run.errors)")
        #expect(run.errors == "", "\(line)")
    }

    /// An abbreviation names a zone whose rules decide the offset on the day: `PST` in July
    /// is Los Angeles's summer time.
    @Test func abbreviationFollowsTheDaysRules() {
        let run = TimeZoneTests.run(["3pm PST in UTC", "3pm CET in UTC", "now in Sydney"], now: TimeZoneTests.july)
        #expect(TimeZoneTests.lines(run.output) == ["2026-07-15 22:00 UTC", "2026-07-15 13:00 UTC", "2026-07-15 22:00 Australia/Sydney"])
    }

    /// The local zone is `TZ`'s: `now` prints its clock without a name, a time without a zone
    /// is today's there.
    @Test func localZoneFromTZ() {
        let tokyo = TimeZoneTests.run(["now", "3pm in UTC", "2026-11-28 21:00 in unix", "now in local"], environment: ["TZ": "Asia/Tokyo"])
        #expect(TimeZoneTests.lines(tokyo.output) == ["2026-11-28 21:00", "2026-11-28 06:00 UTC", "1795867200", "2026-11-28 21:00"])
        let posix = TimeZoneTests.run(["now", "3pm in UTC"], now: TimeZoneTests.july, environment: ["TZ": "EST5EDT,M3.2.0,M11.1.0"])
        #expect(TimeZoneTests.lines(posix.output) == ["2026-07-15 08:00", "2026-07-15 19:00 UTC"])
    }

    @Test func ambiguousNamesListWhatTheyCouldMean() {
        let run = TimeZoneTests.run(["3pm IST"])
        #expect(run.output == "")
        #expect(run.errors.contains("'IST' could be"))
        #expect(run.errors.contains("Asia/Kolkata") && run.errors.contains("Europe/Dublin"))
    }

    /// A clock change: a time it skips is an error, one it repeats the first, with a note.
    @Test func clockChanges() {
        let skipped = TimeZoneTests.run(["2026-03-08 02:30 New York"])
        #expect(skipped.output == "")
        #expect(skipped.errors.contains("2026-03-08 02:30 does not happen in America/New_York: the clocks go from 02:00 to 03:00"),
                "\(skipped.errors)")
        // (A note is said in one-shot and at the prompt; a batch says none, DESIGN §10.)
        let repeated = TimeZoneTests.run(["2026-11-01 01:30 New York in UTC"], oneShot: true)
        #expect(repeated.output == "2026-11-01 05:30 UTC\n")
        #expect(repeated.errors.contains("happens twice in America/New_York, at UTC-04:00 and then at UTC-05:00: this is the first"),
                "\(repeated.errors)")
    }

    /// What calc prints for an instant reads back as the same instant.
    @Test func printedInstantsReadBack() {
        let lines = ["3pm in Tokyo", "now in New York", "3pm in UTC+5:30", "now", "unix(1707568901) in Kathmandu", "3pm in Adelaide",
                     "unix(1707568901) in Chatham"]
        let printed = TimeZoneTests.lines(TimeZoneTests.run(lines).output)
        #expect(printed.count == lines.count)
        let seconds = TimeZoneTests.lines(TimeZoneTests.run(lines.map { "(\($0)) in unix" }).output)
        let again = TimeZoneTests.lines(TimeZoneTests.run(printed.map { "\($0) in unix" }).output)
        #expect(again == seconds)
        #expect(TimeZoneTests.lines(TimeZoneTests.run(printed).output) == printed)
    }

    /// Without tzdata, a zone is an error that says so; nothing else changes.
    @Test func emptyZoneDirectory() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("calc-no-tzdata-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let run = TimeZoneTests.run(["3pm in Tokyo", "1 + 2", "now", "3pm in UTC+1", "today"], environment: ["TZ": "UTC", "TZDIR": empty])
        #expect(TimeZoneTests.lines(run.output) == ["3", "2026-11-28 12:00", "2026-11-28 16:00 UTC+01:00", "2026-11-28"])
        #expect(run.errors.contains("no time-zone data on this system: \(empty) has no zone files"), "\(run.errors)")
    }

    @Test func jsonGivesTheOffsetAndTheZone() {
        let run = TimeZoneTests.run(["3pm in Tokyo", "now"], flags: ["--json"])
        let lines = TimeZoneTests.lines(run.output)
        #expect(lines.count == 2)
        #expect(lines.first?.contains(#""value":"2026-11-29T00:00:00+09:00","exact":true,"kind":"instant""#) == true, "\(lines)")
        #expect(lines.first?.contains(#""zone":"Asia/Tokyo""#) == true)
        #expect(lines.last?.contains(#""value":"2026-11-28T12:00:00+00:00""#) == true)
        #expect(lines.last?.contains(#""zone":"UTC""#) == true)
    }

    // MARK: - Against Python's zoneinfo

    /// The rows of `Tests/References/zones.tsv` (made by `Scripts/generate-zone-oracle.py`)
    /// from 1900 to 2100, every `step`-th: instants around the clock changes of 20 zones (the
    /// US, the EU, Australia, zones of 30 and 45 minutes) and random ones, each with its offset,
    /// and wall-clock times with the instants they are (unique, repeated or skipped).
    static func oracleRows(_ kind: String, step: Int) throws -> [[Substring]] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("References/zones.tsv")
        let rows = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { $0.split(separator: "\t") }
        let range = -2_208_988_800...4_102_444_800 // 1900-01-01 to 2100-01-01
        let chosen = rows.filter { $0.first == Substring(kind) && $0[1] != "UTC" && Int($0[2]).map(range.contains) == true }
        return chosen.enumerated().filter { $0.offset % step == 0 }.map(\.element)
    }

    /// `YYYY-MM-DD HH:MM:SS` of seconds counted as if in UTC, by Foundation's calendar.
    static func wallText(_ seconds: Int, withSeconds: Bool = true) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: TimeInterval(seconds)))
        let text = String(format: "%04d-%02d-%02d %02d:%02d", parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!)
        return withSeconds ? text + String(format: ":%02d", parts.second!) : text
    }

    /// The oracle's zone files (`Tests/References/zoneinfo/`, copied from tzdata with the
    /// oracle, so that a newer tzdata on the machine changes neither).
    static let oracleZones = ["TZ": "UTC", "TZDIR": URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("References/zoneinfo").path]

    /// An instant shown in a zone is the oracle's wall-clock time there (the second time of
    /// a repeated hour with the zone's offset after it), and reads back as the same instant.
    @Test func instantsInZonesAreTheOracles() throws {
        let rows = try TimeZoneTests.oracleRows("offset", step: 12)
        #expect(rows.count > 500)
        let lines = rows.map { "unix(\($0[2])) in \($0[1])" }
        let expected = rows.map { row in
            let wall = Int(row[2])! + Int(row[3])!
            return TimeZoneTests.wallText(wall, withSeconds: wall % 60 != 0) + " " + row[1]
        }
        let run = TimeZoneTests.run(lines, environment: TimeZoneTests.oracleZones)
        #expect(run.errors == "")
        let printed = TimeZoneTests.lines(run.output)
        let wrong = zip(rows, zip(printed, expected)).filter { row, pair in
            pair.0 != pair.1 && pair.0 != pair.1 + " " + ZoneSpec.offsetName(Int32(row[3])!)
        }
        #expect(printed.count == expected.count && wrong.isEmpty, "\(wrong.prefix(10))")
        #expect(printed.contains { $0.hasSuffix("UTC-05:00") }, "a second 01:30 in New York among the rows")
        let again = TimeZoneTests.run(printed.map { "\($0) in unix" }, environment: TimeZoneTests.oracleZones)
        #expect(TimeZoneTests.lines(again.output) == rows.map { String($0[2]) })
    }

    /// A wall-clock time in a zone is the oracle's instant: the only one, the first of two, or
    /// an error when the clocks skip it.
    @Test func wallTimesInZonesAreTheOracles() throws {
        let rows = try TimeZoneTests.oracleRows("local", step: 12)
        let happening = rows.filter { $0[3] != "skipped" }, skipped = rows.filter { $0[3] == "skipped" }
        #expect(happening.count > 500 && skipped.count > 100)
        let run = TimeZoneTests.run(happening.map { "\(TimeZoneTests.wallText(Int($0[2])!)) \($0[1]) in unix" },
                                    environment: TimeZoneTests.oracleZones)
        #expect(run.errors == "")
        let printed = TimeZoneTests.lines(run.output)
        let expected = happening.map { String($0[4]) }
        let wrong = zip(happening.map { $0.joined(separator: " ") }, zip(printed, expected)).filter { $1.0 != $1.1 }
        #expect(printed.count == expected.count && wrong.isEmpty, "\(wrong.prefix(10))")
        let refused = TimeZoneTests.run(skipped.map { "\(TimeZoneTests.wallText(Int($0[2])!)) \($0[1])" }, environment: TimeZoneTests.oracleZones)
        #expect(refused.output == "")
        #expect(refused.errors.components(separatedBy: "does not happen in").count - 1 == skipped.count)
    }

    // MARK: - What calc must refuse, and what it must keep

    @Test(arguments: [
        ("-now", MessageID.instantArithmetic),
        ("-3pm", .timeOfDayArithmetic),
        ("-(3pm in Tokyo)", .instantArithmetic),
        ("now + 0.5 s", .fractionOfASecond),
        ("unix(0) + 1/3 s", .fractionOfASecond),
        ("unix(253402300799) in Kiritimati", .dateOutOfRange),
        ("9999-12-31 23:59 UTC in Tokyo", .dateOutOfRange),
        ("2026-12-24 15:00 +09:00", .isoOffset),
        ("2026-12-24 15:00 UTC -05:00", .isoOffset),
        ("2026-07-01 12:00 America/New_York UTC-05:00", .offsetNotInForce),
        ("3pm UTC+53:0", .zoneOffsetRange),
        ("3pm UTC+530", .zoneOffsetRange),
        ("3pm UTC+2h", .zoneOffsetRange),
        ("3 hours after 2026-12-24", .momentFromToday),
        ("3 hours before today", .momentFromToday),
    ])
    func refused(_ line: String, _ id: MessageID) {
        let run = TimeZoneTests.run([line], flags: ["--json"])
        #expect(run.output.contains(#""id":"\#(id.rawValue)""#), "\(line): \(run.output)")
    }

    @Test(arguments: [
        // A sum spaced as one stays a sum; after an instant, hours move it.
        ("2026-12-24 15:00 + 9:00", "2026-12-25 00:00"),
        ("3 h before 3pm PST", "2026-11-28 12:00 America/Los_Angeles"),
        ("3 h after unix(0)", "1970-01-01 03:00 UTC"),
        ("3 h after noon", "3:00 pm"),
        // Whole days and weeks move the date on the zone's clocks, across a clock change.
        ("2026-03-07 12:00 New York + 1 week", "2026-03-14 12:00 America/New_York"),
        ("2026-03-07 12:00 New York + 1 day", "2026-03-08 12:00 America/New_York"),
        ("2026-03-07 12:00 New York + 24 h", "2026-03-08 13:00 America/New_York"),
        // The second of a repeated hour says its offset, and reads back.
        ("unix(1793514600) in New York", "2026-11-01 01:30 America/New_York UTC-05:00"),
        ("2026-11-01 01:30 America/New_York UTC-05:00 in unix", "1793514600"),
        ("2026-11-01 01:30 America/New_York UTC-04:00 in unix", "1793511000"),
        ("2026-11-01 00:30 New York + 2 h", "2026-11-01 01:30 America/New_York UTC-05:00"),
    ])
    func kept(_ line: String, _ printed: String) {
        let run = TimeZoneTests.run([line])
        #expect(run.output == printed + "\n", "\(line): \(run.errors)")
    }

    /// `now` is the clock's at each line: a prompt or a watched sheet lasts.
    @Test func nowFollowsTheClock() {
        let ticks = Mutex(TimeZoneTests.designDay)
        let run = TimeZoneTests.run(["now", "now", "3pm in Tokyo"], clock: { ticks.withLock { now in now += 12 * 3600; return now } })
        #expect(TimeZoneTests.lines(run.output) == ["2026-11-29 00:00", "2026-11-29 12:00", "2026-12-01 00:00 Asia/Tokyo"])
    }

    /// A zone file that is not one (a named pipe named by `TZ`) is no zone, and no wait.
    @Test func aPipeIsNoZoneFile() throws {
        let pipe = FileManager.default.temporaryDirectory.appendingPathComponent("calc-zone-pipe-\(UUID().uuidString)").path
        #expect(mkfifo(pipe, 0o600) == 0)
        defer { unlink(pipe) }
        let run = TimeZoneTests.run(["now"], environment: ["TZ": pipe])
        #expect(run.output == "2026-11-28 12:00\n")
    }

    /// A directory with other zones lacks this one; an empty one has none.
    @Test func aMissingZoneIsNotMissingTzdata() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("calc-some-zones-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory + "/Asia", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(atPath: TimeZoneTests.oracleZones["TZDIR"]! + "/Asia/Tokyo", toPath: directory + "/Asia/Tokyo")
        let run = TimeZoneTests.run(["3pm in Tokyo", "3pm in Paris"], environment: ["TZ": "UTC", "TZDIR": directory])
        #expect(run.output == "2026-11-29 00:00 Asia/Tokyo\n")
        #expect(run.errors.contains("the system's time-zone data has no zone Europe/Paris (looked in \(directory))"), "\(run.errors)")
    }

    /// A worksheet's annotations of times are calc's: run again, the sheet is the same.
    @Test func sheetAnnotationsOfTimesAreReplaced() throws {
        let sheet = ["Call: unix(1707568901) in Tokyo", "T: 3pm + 90 min", "Both: unix(1707568901) in Tokyo, UTC+5:30",
                     "Back: unix(1793514600) in New York", ""].joined(separator: "\n")
        let first = try SheetRunner.annotate(sheet)
        let again = try SheetRunner.annotate(first.output)
        #expect(first.errors == "" && again.errors == "")
        #expect(again.text == first.text, "\(first.text)")
        #expect(first.text.contains("# = 2024-02-10 21:41:41 Asia/Tokyo"), "\(first.text)")
        #expect(first.text.contains("# = 4:30 pm"))
        #expect(first.text.contains("# = 2026-11-01 01:30 America/New_York UTC-05:00"))
    }

    @Test func jsonGivesEachTargetsZone() {
        let run = TimeZoneTests.run(["9am in Tokyo, UTC+5:30"], flags: ["--json"])
        #expect(run.output.contains(#""results":[{"result":"2026-11-28 18:00 Asia/Tokyo","value":"2026-11-28T18:00:00+09:00","currency":null,"zone":"Asia/Tokyo"}"#),
                "\(run.output)")
        #expect(run.output.contains(#""zone":"UTC+05:30"}]"#))
    }
}
