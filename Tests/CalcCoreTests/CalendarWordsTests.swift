import CalcCore
import CalcTestSupport
import Foundation
import Testing

/// The calendar's words (DESIGN §20): month and weekday names, `ago`, `from now`, `after`,
/// `before`, `days between`, `days until`, `days in`; today injected (a Saturday).
@Suite struct CalendarWordsTests {
    static let today = "2026-11-28"

    static func shown(_ line: String, today: String = today) throws -> String { try DateTests.shown([line], today: today) }

    @Test(arguments: [
        ("days in February 2020", "29 days"),
        ("days in February 2021", "28 days"),
        ("days in feb 2100", "28 days"),
        ("days in 2024", "366 days"),
        ("days in 2026", "365 days"),
        ("days in weeks", "7 days"),
        ("10 June", "2026-06-10"),
        ("June 10", "2026-06-10"),
        ("Jun 10 2026", "2026-06-10"),
        ("April 1, 2019", "2019-04-01"),
        ("21 Nov 2021", "2021-11-21"),
        ("5 dec", "2026-12-05"),
        ("10 June + 3 weeks", "2026-07-01"),
        ("April 1, 2019 - 3 months 5 days", "2018-12-27"),
        ("monday + 3 days", "2026-12-03"),
        ("saturday", "2026-12-05"),
        ("next friday", "2026-12-04"),
        ("last friday", "2026-11-27"),
        ("last saturday", "2026-11-21"),
        ("3 days ago", "2026-11-25"),
        ("2 weeks from now", "2026-12-12"),
        ("1 month ago", "2026-10-28"),
        ("3 weeks after 2026-12-24", "2027-01-14"),
        ("2 days before 2026-12-24", "2026-12-22"),
        ("days between 2026-01-01 and 2026-12-25", "358 days"),
        ("days between today and 2026-12-24", "26 days"),
        ("days until 2026-12-25", "27 days"),
        ("days till December 25", "27 days"),
        ("days until 2026-11-01", "-27 days"),
        ("100 EUR in dec", "100.00 EUR in dec"),
        ("255 in oct", "0o377"),
    ])
    func readsAsDesigned(_ line: String, _ printed: String) throws {
        if printed.hasSuffix(" in dec") {
            #expect(DateTests.diagnostic(line) != nil, "\(line) stays a presentation target")
            return
        }
        #expect(try CalendarWordsTests.shown(line) == printed, "\(line)")
    }

    @Test(arguments: [
        ("3 hours after 2026-12-24", MessageID.momentFromToday),
        ("30 min before 2026-12-24", .momentFromToday),
        ("31 June", .impossibleDate),
        ("June 31 2026", .impossibleDate),
        ("February 29 2026", .impossibleDate),
        ("days until christmas", .unknownName),
    ])
    func refused(_ line: String, _ id: MessageID) throws {
        #expect(DateTests.diagnostic(line)?.id == id, "\(line): \(DateTests.diagnostic(line)?.message ?? "no error")")
    }

    /// Without a clock, a date relative to today is an error that says so.
    @Test func noClockNoRelativeDate() throws {
        #expect(TestSupport.diagnostic("friday")?.id == .noToday)
        #expect(TestSupport.diagnostic("10 June")?.id == .noToday)
        #expect(try TestSupport.evaluate("10 June 2026") == "2026-06-10")
    }

    static let gregorian: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    static func text(_ date: Date) -> String {
        let parts = gregorian.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    /// Generated days and months against Foundation's calendar: the number of days in a month,
    /// weekday names from a generated today, and `ago`.
    @Test func againstFoundationsCalendar() throws {
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                      "November", "December"]
        var random = SplitMix64(state: 30)
        for _ in 0..<200 {
            let year = 1900 + random.below(300), month = 1 + random.below(12)
            let start = CalendarWordsTests.gregorian.date(from: DateComponents(year: year, month: month, day: 1))!
            let count = CalendarWordsTests.gregorian.range(of: .day, in: .month, for: start)!.count
            #expect(try CalendarWordsTests.shown("days in \(months[month - 1]) \(year)") == "\(count) days")

            let today = CalendarWordsTests.gregorian.date(byAdding: .day, value: random.below(20_000), to: start)!
            let todayText = CalendarWordsTests.text(today)
            let weekdayIndex = random.below(7)
            let name = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][weekdayIndex]
            // Foundation counts Sunday as 1; calc's index counts Monday as 0.
            let target = (weekdayIndex + 1) % 7 + 1
            let next = CalendarWordsTests.gregorian.nextDate(after: today, matching: DateComponents(weekday: target), matchingPolicy: .strict)!
            #expect(try CalendarWordsTests.shown(name, today: todayText) == CalendarWordsTests.text(next), "\(name) after \(todayText)")
            let last = CalendarWordsTests.gregorian.nextDate(after: today, matching: DateComponents(weekday: target), matchingPolicy: .strict,
                                                             direction: .backward)!
            #expect(try CalendarWordsTests.shown("last \(name)", today: todayText) == CalendarWordsTests.text(last))
            let days = random.below(1000)
            let ago = CalendarWordsTests.gregorian.date(byAdding: .day, value: -days, to: today)!
            #expect(try CalendarWordsTests.shown("\(days) days ago", today: todayText) == CalendarWordsTests.text(ago))
        }
    }
}

extension CalendarWordsTests {
    /// The month prefixes the parser checks by number are those of the month names.
    @Test func monthPrefixesAreTheMonths() {
        for name in Vocabulary.monthNames.keys {
            let key = name.utf8.prefix(3).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(Vocabulary.isMonthPrefix(key), "\(name)")
        }
        #expect(!Vocabulary.isMonthPrefix(0x6a7079)) // jpy
    }
}
