import CalcCore
import CalcTestSupport
import Foundation
import Testing

/// The time-zone files of the oracle, `Tests/References/zoneinfo/` (copied from the system's
/// tzdata by Scripts/generate-zone-oracle.py, so that a newer tzdata on the machine does not
/// change what the tests expect), and what the oracle says of them:
/// `Tests/References/zones.tsv`, made with Python's zoneinfo over the same files. The system's
/// own files (TZDIR, else /usr/share/zoneinfo) are read where the point is that every one of
/// them reads.
enum ZoneFiles {
    static let directory = TestSupport.packageRoot.appendingPathComponent("Tests/References/zoneinfo").path
    static let systemDirectory = ProcessInfo.processInfo.environment["TZDIR"] ?? "/usr/share/zoneinfo"

    static func bytes(_ zone: String, in directory: String = directory) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(zone)")))
    }

    static func rules(_ zone: String, in directory: String = directory) throws -> ZoneRules {
        try ZoneRules(tzif: bytes(zone, in: directory))
    }

    /// The footer's POSIX TZ string: the text between a file's last two newlines.
    static func footer(_ zone: String) throws -> String {
        let bytes = try bytes(zone)
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        return String(decoding: lines[lines.count - 2], as: UTF8.self)
    }

    /// The tzdata version the copies came from (`2025b`).
    static let version: String = {
        let text = (try? String(contentsOfFile: "\(directory)/VERSION", encoding: .utf8)) ?? "unknown"
        return String(text.prefix { $0 != "\n" })
    }()

    /// `2024-03-10 07:00` or `2024-03-10 07:00:30` as seconds since 1970, counted as UTC.
    static func seconds(_ text: String) -> Int64 {
        let parts = text.split(separator: " ")
        let clock = parts[1].split(separator: ":").map { Int64($0)! }
        return Int64(Day(String(parts[0]))!.unixSeconds) + clock[0] * 3600 + clock[1] * 60 + (clock.count > 2 ? clock[2] : 0)
    }
}

/// One row of the oracle.
struct OracleRow {
    var zone: String
    var kind: String
    var value: Int64
    var expected: [Substring]
    var line: Substring
}

/// CalcCore's reader of TZif files against the oracle (every row), and the cases the zones
/// were chosen for, written out where they are easiest to read.
@Suite struct ZoneRulesTests {
    static let oracleText: String = {
        let url = TestSupport.packageRoot.appendingPathComponent("Tests/References/zones.tsv")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    static let rows: [OracleRow] = oracleText.split(separator: "\n").compactMap { line in
        if line.hasPrefix("#") { return nil }
        let fields = line.split(separator: "\t")
        return OracleRow(zone: String(fields[1]), kind: String(fields[0]), value: Int64(fields[2])!,
                         expected: Array(fields[3...]), line: line)
    }

    static let zones = [
        "America/New_York", "America/Los_Angeles", "America/St_Johns", "America/Sao_Paulo",
        "America/Santiago", "Europe/London", "Europe/Paris", "Europe/Dublin", "Europe/Moscow",
        "Australia/Sydney", "Australia/Adelaide", "Australia/Lord_Howe", "Australia/Eucla",
        "Asia/Kolkata", "Asia/Kathmandu", "Asia/Tehran", "Asia/Tokyo", "Pacific/Chatham",
        "Pacific/Apia", "Africa/Casablanca", "UTC",
    ]

    /// A failure names both tzdata versions: a newer tzdata may change what the oracle
    /// expected (a government's new rule), which regenerating the oracle settles.
    static func explain(_ wrong: [String]) -> Comment {
        let header = oracleText.prefix { $0 != "\n" }
        return "\(wrong.count) rows differ (files of tzdata \(ZoneFiles.version); oracle: \(header)):\n\(wrong.prefix(20).joined(separator: "\n"))"
    }

    @Test func theOracleCoversEveryZoneAndKind() {
        let rows = ZoneRulesTests.rows
        #expect(rows.count > 20_000)
        for zone in ZoneRulesTests.zones {
            let mine = rows.filter { $0.zone == zone }
            #expect(mine.contains { $0.kind == "offset" }, "\(zone)")
            #expect(mine.contains { $0.kind == "local" && $0.expected[0] == "unique" }, "\(zone)")
            // Every zone here but the fixed ones has had clocks set forward and back.
            if !["UTC", "Asia/Tokyo", "Asia/Kolkata", "Asia/Kathmandu"].contains(zone) {
                #expect(mine.contains { $0.expected.first == "repeated" }, "\(zone)")
                #expect(mine.contains { $0.expected.first == "skipped" }, "\(zone)")
            }
        }
        // Instants beyond 2037, which only the footers' rules answer.
        #expect(rows.filter { $0.kind == "offset" && $0.value > 5_000_000_000 }.count > 1000)
    }

    /// The rows of one kind that `answer` answers otherwise (it returns what it got then, nil
    /// when it agrees), and how many rows there were.
    static func disagreements(_ kind: String, _ answer: (ZoneRules, OracleRow) -> String?) throws -> (wrong: [String], checked: Int) {
        var wrong: [String] = []
        var checked = 0
        for zone in zones {
            let rules = try ZoneFiles.rules(zone)
            for row in rows where row.zone == zone && row.kind == kind {
                if let got = answer(rules, row) { wrong.append("\(row.line): got \(got)") }
                checked += 1
            }
        }
        return (wrong, checked)
    }

    @Test func offsetsAreTheOracles() throws {
        let (wrong, checked) = try ZoneRulesTests.disagreements("offset") { rules, row in
            let offset = rules.offset(at: row.value)
            let agrees = "\(offset.seconds)" == row.expected[0] && offset.abbreviation == row.expected[1]
            return agrees ? nil : "\(offset.seconds) \(offset.abbreviation)"
        }
        #expect(checked > 9000)
        #expect(wrong.isEmpty, ZoneRulesTests.explain(wrong))
    }

    @Test func localTimesAreTheOracles() throws {
        let (wrong, checked) = try ZoneRulesTests.disagreements("local") { rules, row in
            let numbers = row.expected.dropFirst().map { Int64($0)! }
            let expected: LocalTimeResolution = switch row.expected[0] {
            case "unique": .unique(numbers[0])
            case "repeated": .repeated(first: numbers[0], second: numbers[1])
            default: .skipped(transition: numbers[0], before: Int32(numbers[1]), after: Int32(numbers[2]))
            }
            let got = rules.instants(atLocal: row.value)
            return got == expected ? nil : "\(got)"
        }
        #expect(checked > 14_000)
        #expect(wrong.isEmpty, ZoneRulesTests.explain(wrong))
    }

    /// Each zone's footer, read alone as a POSIX string, gives what the whole file gives: from
    /// 2026 to 2037, where Debian's ("fat") files still list every transition, so that zic's
    /// reading of the rules checks calc's; and in far years, where the footer answers alone.
    /// (Not Casablanca: its file lists the changes around Ramadan to 2087, which the footer
    /// cannot say.)
    @Test func footersAgreeWithTheirFiles() throws {
        var random = SplitMix64(state: 2037)
        let ranges = [
            ZoneFiles.seconds("2026-01-01 00:00")..<ZoneFiles.seconds("2038-01-01 00:00"),
            ZoneFiles.seconds("2040-01-01 00:00")..<ZoneFiles.seconds("9999-12-31 00:00"),
        ]
        for zone in ZoneRulesTests.zones where zone != "Africa/Casablanca" {
            let footer = try ZoneFiles.footer(zone)
            let file = try ZoneFiles.rules(zone)
            let alone = try #require(ZoneRules(posix: footer), "\(zone): \(footer)")
            for range in ranges {
                for _ in 0..<400 {
                    let instant = range.lowerBound + Int64(random.next() % UInt64(range.count))
                    #expect(alone.offset(at: instant) == file.offset(at: instant), "\(zone) at \(instant)")
                    #expect(alone.instants(atLocal: instant) == file.instants(atLocal: instant), "\(zone) wall \(instant)")
                }
            }
        }
    }

    @Test func southernSummerSpansTheNewYear() throws {
        let sydney = try ZoneFiles.rules("Australia/Sydney")
        #expect(sydney.offset(at: ZoneFiles.seconds("2031-01-01 00:00")) == ZoneOffset(seconds: 39600, abbreviation: "AEDT", isDaylight: true))
        #expect(sydney.offset(at: ZoneFiles.seconds("2031-07-01 00:00")) == ZoneOffset(seconds: 36000, abbreviation: "AEST", isDaylight: false))
        #expect(sydney.offset(at: ZoneFiles.seconds("9998-12-31 23:59")).seconds == 39600)
        // Daylight time ends on the first Sunday of April at 3:00: 2:00 to 3:00 happens twice.
        let wall = ZoneFiles.seconds("2031-04-06 02:30")
        #expect(sydney.instants(atLocal: wall) == .repeated(first: wall - 39600, second: wall - 36000))
    }

    @Test func lordHoweHasHalfAnHourOfDaylightTime() throws {
        let lordHowe = try ZoneFiles.rules("Australia/Lord_Howe")
        #expect(lordHowe.offset(at: ZoneFiles.seconds("2030-01-15 00:00")).seconds == 39600)
        #expect(lordHowe.offset(at: ZoneFiles.seconds("2030-07-15 00:00")).seconds == 37800)
        // The first Sunday of October 2030 is the 6th: 2:00 becomes 2:30.
        let skipped = ZoneFiles.seconds("2030-10-06 02:15")
        #expect(lordHowe.instants(atLocal: skipped) == .skipped(transition: ZoneFiles.seconds("2030-10-06 02:00") - 37800, before: 37800, after: 39600))
    }

    @Test func apiaSkippedTheThirtiethOfDecember2011() throws {
        let apia = try ZoneFiles.rules("Pacific/Apia")
        let change = ZoneFiles.seconds("2011-12-30 10:00")
        for wall in ["2011-12-30 00:00", "2011-12-30 12:00", "2011-12-30 23:59:59"] {
            #expect(apia.instants(atLocal: ZoneFiles.seconds(wall)) == .skipped(transition: change, before: -36000, after: 50400), "\(wall)")
        }
        #expect(apia.instants(atLocal: ZoneFiles.seconds("2011-12-29 23:59:59")) == .unique(change - 1))
        #expect(apia.instants(atLocal: ZoneFiles.seconds("2011-12-31 00:00")) == .unique(change))
    }

    /// Europe/Dublin's data calls winter's GMT the daylight time, an hour behind IST.
    @Test func dublinsWinterIsNegativeDaylightTime() throws {
        let dublin = try ZoneFiles.rules("Europe/Dublin")
        #expect(dublin.offset(at: ZoneFiles.seconds("2030-01-15 12:00")) == ZoneOffset(seconds: 0, abbreviation: "GMT", isDaylight: true))
        #expect(dublin.offset(at: ZoneFiles.seconds("2030-07-15 12:00")) == ZoneOffset(seconds: 3600, abbreviation: "IST", isDaylight: false))
        #expect(dublin.offset(at: ZoneFiles.seconds("9000-01-15 12:00")) == ZoneOffset(seconds: 0, abbreviation: "GMT", isDaylight: true))
    }

    @Test func instantsBeforeTheFirstTransitionHaveTheFirstType() throws {
        let newYork = try ZoneFiles.rules("America/New_York")
        // Local mean time, -4:56:02, until 1883-11-18.
        #expect(newYork.offset(at: ZoneFiles.seconds("1800-01-01 00:00")) == ZoneOffset(seconds: -17762, abbreviation: "LMT", isDaylight: false))
        #expect(newYork.offset(at: .min).abbreviation == "LMT")
    }

    @Test func fixedOffsetsAndUTC() {
        let india = ZoneRules.fixed(offsetSeconds: 19800, abbreviation: "UTC+05:30")
        var random = SplitMix64(state: 530)
        for _ in 0..<200 {
            let instant = Int64(bitPattern: random.next()) >> 20
            #expect(india.offset(at: instant) == ZoneOffset(seconds: 19800, abbreviation: "UTC+05:30", isDaylight: false))
            #expect(india.instants(atLocal: instant) == .unique(instant - 19800))
            #expect(ZoneRules.utc.offset(at: instant) == ZoneOffset(seconds: 0, abbreviation: "UTC", isDaylight: false))
            #expect(ZoneRules.utc.instants(atLocal: instant) == .unique(instant))
        }
        #expect(ZoneRules.utc == ZoneRules.fixed(offsetSeconds: 0, abbreviation: "UTC"))
        #expect(ZoneRules.utc != india)
        #expect(india.instants(atLocal: .min) == .unique(.min))
        #expect(ZoneRules.fixed(offsetSeconds: -3600, abbreviation: "X").instants(atLocal: .max) == .unique(.max))
    }

    /// The ends of Int64 never trap, in any zone of the oracle.
    @Test func extremeInstantsAreAnswered() throws {
        for zone in ZoneRulesTests.zones {
            let rules = try ZoneFiles.rules(zone)
            for value in [Int64.min, .min + 1, -1 << 40, 1 << 40, .max - 1, .max] {
                _ = rules.offset(at: value)
                _ = rules.instants(atLocal: value)
            }
        }
    }

    /// Every TZif file of the system's tzdata reads (the other files there, `zone.tab` and
    /// the like, are not TZif), and answers for instants from 1900 to 2100.
    @Test func everySystemFileReads() throws {
        let directory = URL(fileURLWithPath: ZoneFiles.systemDirectory)
        let walker = try #require(FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil))
        var read = 0
        var refused: [String] = []
        var random = SplitMix64(state: 1900)
        for case let url as URL in walker {
            guard let bytes = try? Array(Data(contentsOf: url)), bytes.starts(with: "TZif".utf8) else { continue }
            do {
                let rules = try ZoneRules(tzif: bytes)
                for _ in 0..<20 {
                    let instant = ZoneFiles.seconds("1900-01-01 00:00") + Int64(random.below(6_311_390_400))
                    _ = rules.offset(at: instant)
                    _ = rules.instants(atLocal: instant)
                }
                read += 1
            } catch {
                refused.append("\(url.path): \(error.reason)")
            }
        }
        #expect(read > 300)
        #expect(refused.isEmpty, "\(refused.prefix(10))")
    }

    /// Two readings of the same bytes are equal; different zones are not.
    @Test func rulesAreValues() throws {
        #expect(try ZoneFiles.rules("Europe/Paris") == ZoneFiles.rules("Europe/Paris"))
        #expect(try ZoneFiles.rules("Europe/Paris") != ZoneFiles.rules("Europe/London"))
    }
}
