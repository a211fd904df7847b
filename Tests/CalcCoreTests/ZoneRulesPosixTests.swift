import CalcCore
import CalcTestSupport
import Testing

/// POSIX TZ strings as glibc reads them, with RFC 8536's extensions: known moments either
/// side of each change, and strings that must be refused.
@Suite struct ZoneRulesPosixTests {
    /// (rule, UTC date and time, offset, abbreviation, daylight?)
    @Test(arguments: [
        ("UTC0", "2024-06-01 00:00", 0, "UTC", false),
        ("EST5EDT,M3.2.0,M11.1.0", "2024-03-10 06:59:59", -18000, "EST", false),
        ("EST5EDT,M3.2.0,M11.1.0", "2024-03-10 07:00", -14400, "EDT", true),
        ("EST5EDT,M3.2.0,M11.1.0", "2024-11-03 05:59:59", -14400, "EDT", true),
        ("EST5EDT,M3.2.0,M11.1.0", "2024-11-03 06:00", -18000, "EST", false),
        ("EST5EDT,M3.2.0,M11.1.0", "9999-03-14 06:59:59", -18000, "EST", false),
        ("EST5EDT,M3.2.0,M11.1.0", "9999-03-14 07:00", -14400, "EDT", true),
        // Without moments, the United States' rule; without a daylight offset, an hour ahead.
        ("EST5EDT", "2024-03-10 06:59:59", -18000, "EST", false),
        ("EST5EDT", "2024-03-10 07:00", -14400, "EDT", true),
        ("<+0530>-5:30", "2024-01-01 00:00", 19800, "+0530", false),
        ("<-03>+3", "2024-01-01 00:00", -10800, "-03", false),
        ("ABC-0:17:30", "2024-01-01 00:00", 1050, "ABC", false),
        ("CET-1CEST,M3.5.0,M10.5.0/3", "2024-03-31 00:59:59", 3600, "CET", false),
        ("CET-1CEST,M3.5.0,M10.5.0/3", "2024-03-31 01:00", 7200, "CEST", true),
        ("CET-1CEST,M3.5.0,M10.5.0/3", "2024-10-27 00:59:59", 7200, "CEST", true),
        ("CET-1CEST,M3.5.0,M10.5.0/3", "2024-10-27 01:00", 3600, "CET", false),
        // Chatham: 45-minute offsets, changes at 2:45 and 3:45, daylight time over the new year.
        ("<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45", "2024-04-06 13:59:59", 49500, "+1345", true),
        ("<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45", "2024-04-06 14:00", 45900, "+1245", false),
        ("<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45", "2024-09-28 13:59:59", 45900, "+1245", false),
        ("<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45", "2024-09-28 14:00", 49500, "+1345", true),
        ("<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45", "2025-01-01 00:00", 49500, "+1345", true),
        // Jn never counts February 29: J60 is March 1 and J300 October 27, leap year or not.
        ("EST5EDT,J60/2,J300/2", "2024-03-01 06:59:59", -18000, "EST", false),
        ("EST5EDT,J60/2,J300/2", "2024-03-01 07:00", -14400, "EDT", true),
        ("EST5EDT,J60/2,J300/2", "2024-10-27 05:59:59", -14400, "EDT", true),
        ("EST5EDT,J60/2,J300/2", "2024-10-27 06:00", -18000, "EST", false),
        // n counts from 0 and counts February 29: day 59 is February 29 in 2024, March 1 in 2023.
        ("EST5EDT,59/2,299/2", "2024-02-29 06:59:59", -18000, "EST", false),
        ("EST5EDT,59/2,299/2", "2024-02-29 07:00", -14400, "EDT", true),
        ("EST5EDT,59/2,299/2", "2023-03-01 06:59:59", -18000, "EST", false),
        ("EST5EDT,59/2,299/2", "2023-03-01 07:00", -14400, "EDT", true),
        ("EST5EDT,59/2,299/2", "2024-10-26 05:59:59", -14400, "EDT", true),
        ("EST5EDT,59/2,299/2", "2024-10-26 06:00", -18000, "EST", false),
        // Negative times (Nuuk): 23:00 on the Saturday before the last Sunday of March.
        ("<-02>2<-01>,M3.5.0/-1,M10.5.0/0", "2024-03-31 00:59:59", -7200, "-02", false),
        ("<-02>2<-01>,M3.5.0/-1,M10.5.0/0", "2024-03-31 01:00", -3600, "-01", true),
        ("<-02>2<-01>,M3.5.0/-1,M10.5.0/0", "2024-10-27 00:59:59", -3600, "-01", true),
        ("<-02>2<-01>,M3.5.0/-1,M10.5.0/0", "2024-10-27 01:00", -7200, "-02", false),
        // 24:00 on the first Saturday (Santiago): the Sunday's midnight.
        ("<-04>4<-03>,M9.1.6/24,M4.1.6/24", "2024-04-07 02:59:59", -10800, "-03", true),
        ("<-04>4<-03>,M9.1.6/24,M4.1.6/24", "2024-04-07 03:00", -14400, "-04", false),
        ("<-04>4<-03>,M9.1.6/24,M4.1.6/24", "2024-09-08 03:59:59", -14400, "-04", false),
        ("<-04>4<-03>,M9.1.6/24,M4.1.6/24", "2024-09-08 04:00", -10800, "-03", true),
        // 167 hours either way: a week less an hour after March 3, before November 3.
        ("XXX3YYY,M3.1.0/167,M11.1.0/-167", "2024-03-10 01:59:59", -10800, "XXX", false),
        ("XXX3YYY,M3.1.0/167,M11.1.0/-167", "2024-03-10 02:00", -7200, "YYY", true),
        ("XXX3YYY,M3.1.0/167,M11.1.0/-167", "2024-10-27 02:59:59", -7200, "YYY", true),
        ("XXX3YYY,M3.1.0/167,M11.1.0/-167", "2024-10-27 03:00", -10800, "XXX", false),
        // Daylight time all year (RFC 8536 §3.3.1), across the new year too.
        ("EST5EDT4,0/0,J365/25", "2024-01-01 00:00", -14400, "EDT", true),
        ("EST5EDT4,0/0,J365/25", "2024-12-31 23:59:59", -14400, "EDT", true),
        ("EST5EDT4,0/0,J365/25", "2025-01-01 05:00", -14400, "EDT", true),
        ("EST5EDT4,0/0,J365/25", "2023-07-01 00:00", -14400, "EDT", true),
        // Dublin: standard time is summer's IST, "daylight" time winter's GMT.
        ("IST-1GMT0,M10.5.0,M3.5.0/1", "2024-01-15 00:00", 0, "GMT", true),
        ("IST-1GMT0,M10.5.0,M3.5.0/1", "2024-03-31 00:59:59", 0, "GMT", true),
        ("IST-1GMT0,M10.5.0,M3.5.0/1", "2024-03-31 01:00", 3600, "IST", false),
        ("IST-1GMT0,M10.5.0,M3.5.0/1", "2024-10-27 00:59:59", 3600, "IST", false),
        ("IST-1GMT0,M10.5.0,M3.5.0/1", "2024-10-27 01:00", 0, "GMT", true),
    ] as [(String, String, Int32, String, Bool)])
    func offsets(_ posix: String, _ utc: String, _ seconds: Int32, _ abbreviation: String, _ isDaylight: Bool) throws {
        let rules = try #require(ZoneRules(posix: posix), "\(posix)")
        #expect(rules.offset(at: ZoneFiles.seconds(utc)) == ZoneOffset(seconds: seconds, abbreviation: abbreviation, isDaylight: isDaylight), "\(posix) at \(utc)")
    }

    @Test(arguments: [
        "", "EST", "5", "ES5", "EST5 ", " EST5", ":America/New_York", "America/New_York",
        "EST25", "EST5:60", "EST5:30:60", "EST-25", "EST5EDT,", "EST5EDT,M3.2.0",
        "EST5EDT,M3.2.0,", "EST5EDT,M3.2.0,M11.1.0,", "EST5EDT,M3.2.0,M11.1.0x",
        "EST5EDT,M13.1.0,M11.1.0", "EST5EDT,M0.1.0,M11.1.0", "EST5EDT,M3.6.0,M11.1.0",
        "EST5EDT,M3.0.0,M11.1.0", "EST5EDT,M3.2.7,M11.1.0", "EST5EDT,M3.2,M11.1.0",
        "EST5EDT,J0,J365", "EST5EDT,J366,J1", "EST5EDT,366,1", "EST5EDT,M3.2.0/168,M11.1.0",
        "EST5EDT,M3.2.0/-168,M11.1.0", "EST5EDT,M3.2.0/2:60,M11.1.0", "EST5EDT25",
        "<+05", "<+5>-5", "<+05>", "<+0530>-5:30<", "<+05:30>-5:30", "E5T5", "EST5EDT4,M3.2.0/,M11.1.0",
        "EST\u{e9}5", "EST5EDT,M3.2.0 ,M11.1.0",
    ])
    func refused(_ posix: String) {
        #expect(ZoneRules(posix: posix) == nil, "\(posix)")
    }

    @Test func wallTimesOfARule() throws {
        let newYork = try #require(ZoneRules(posix: "EST5EDT,M3.2.0,M11.1.0"))
        let spring = ZoneFiles.seconds("2024-03-10 02:30")
        #expect(newYork.instants(atLocal: spring) == .skipped(transition: ZoneFiles.seconds("2024-03-10 07:00"), before: -18000, after: -14400))
        let autumn = ZoneFiles.seconds("2024-11-03 01:30")
        #expect(newYork.instants(atLocal: autumn) == .repeated(first: autumn + 14400, second: autumn + 18000))
        let summer = ZoneFiles.seconds("2024-07-04 12:00")
        #expect(newYork.instants(atLocal: summer) == .unique(summer + 14400))
        // The same far away: the calendar repeats every 400 years.
        let far = ZoneFiles.seconds("9624-03-10 02:30")
        #expect(newYork.instants(atLocal: far) == .skipped(transition: ZoneFiles.seconds("9624-03-10 07:00"), before: -18000, after: -14400))
    }

    /// Far instants cost no more and never trap.
    @Test func extremeInstants() throws {
        for posix in ["EST5EDT,M3.2.0,M11.1.0", "<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45", "XXX3YYY,M3.1.0/167,M11.1.0/-167", "EST5EDT4,0/0,J365/25"] {
            let rules = try #require(ZoneRules(posix: posix))
            for value in [Int64.min, .min + 1, -1 << 40, 1 << 40, .max - 1, .max] {
                _ = rules.offset(at: value)
                _ = rules.instants(atLocal: value)
            }
            // 400 Gregorian years are a whole number of weeks: the rule repeats exactly.
            let cycle: Int64 = 146_097 * 86_400
            var random = SplitMix64(state: 400)
            for _ in 0..<200 {
                let instant = Int64(bitPattern: random.next()) >> 4
                #expect(rules.offset(at: instant) == rules.offset(at: instant + cycle), "\(posix) at \(instant)")
            }
        }
    }
}
