import CalcCore
import CalcTestSupport
import Testing

/// Dates and durations (DESIGN §14): every day of years 1–9999 and generated arithmetic
/// against a calendar the test computes on its own; months clamped to their end; hours cut
/// toward zero; `workdays` by brute force; clock notation; every example and every error.
@Suite struct DateTests {
    /// The proleptic Gregorian calendar counted the plain way, from 0001-01-01 (a Monday):
    /// whole years, then whole months, then days. Shares nothing with `Day`.
    enum Calendar {
        static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

        static func length(month: Int, year: Int) -> Int {
            [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        }

        /// Days from 0001-01-01 to the date.
        static func ordinal(_ year: Int, _ month: Int, _ day: Int) -> Int {
            let before = year - 1
            var days = before * 365 + before / 4 - before / 100 + before / 400
            for earlier in 1..<month { days += length(month: earlier, year: year) }
            return days + day - 1
        }

        /// 1970-01-01, the epoch of calc's day numbers, from 0001-01-01.
        static let epoch = ordinal(1970, 1, 1)

        static func daysSinceEpoch(_ year: Int, _ month: Int, _ day: Int) -> Int { ordinal(year, month, day) - epoch }

        /// The date `ordinal` days after 0001-01-01: the year first (guessed, then corrected),
        /// then the months one by one.
        static func date(ordinal: Int) -> (year: Int, month: Int, day: Int) {
            var year = ordinal * 400 / 146_097 + 1
            while ordinal < Calendar.ordinal(year, 1, 1) { year -= 1 }
            while ordinal >= Calendar.ordinal(year + 1, 1, 1) { year += 1 }
            var rest = ordinal - Calendar.ordinal(year, 1, 1), month = 1
            while rest >= length(month: month, year: year) {
                rest -= length(month: month, year: year)
                month += 1
            }
            return (year, month, rest + 1)
        }

        static func text(ordinal: Int) -> String {
            let (year, month, day) = date(ordinal: ordinal)
            func pad(_ value: Int, _ width: Int) -> String {
                let digits = String(value)
                return String(repeating: "0", count: width - digits.count) + digits
            }
            return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
        }

        static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

        static func weekday(ordinal: Int) -> String { weekdays[ordinal % 7] }

        static let last = ordinal(9999, 12, 31)

        /// `count` months after the date, clamped to the end of a shorter month; nil outside
        /// years 1–9999.
        static func addingMonths(_ count: Int, to ordinal: Int) -> Int? {
            let (year, month, day) = date(ordinal: ordinal)
            let total = year * 12 + (month - 1) + count
            let (newYear, newMonth) = (total.quotientAndRemainder(dividingBy: 12).quotient, total % 12 + 1)
            guard total >= 12, (1...9999).contains(newYear) else { return nil }
            return Calendar.ordinal(newYear, newMonth, min(day, length(month: newMonth, year: newYear)))
        }
    }

    // MARK: Helpers

    /// An evaluator of the fixture rates whose today is `today`.
    static func evaluator(today: String = "2026-11-25") -> Evaluator {
        var evaluator = Evaluator(rates: TestSupport.ecbTable, history: TestSupport.history())
        let day = Day(today)
        evaluator.today = { day }
        return evaluator
    }

    /// What the last of the lines shows, every target of it.
    static func shown(_ lines: [String], today: String = "2026-11-25") throws -> String {
        var evaluator = evaluator(today: today)
        return try TestSupport.shown(lines, in: &evaluator)
    }

    static func shown(_ line: String) throws -> String { try shown([line]) }

    static func diagnostic(_ line: String) -> Diagnostic? {
        var evaluator = evaluator()
        return TestSupport.diagnostic(line, in: &evaluator)
    }

    /// A random day of years 1–9999, as days from 0001-01-01.
    static func randomOrdinal(_ generator: inout SplitMix64) -> Int { generator.below(Calendar.last + 1) }

    // MARK: The calendar against the test's own

    /// Every day from 0001-01-01 to 9999-12-31, walked one by one: its number, its fields, its
    /// weekday and its text; and no day beyond either end.
    @Test func everyDayOfYearsOneToNineThousandNineHundredNinetyNine() {
        var (year, month, day) = (1, 1, 1)
        var mismatches = 0
        for ordinal in 0...Calendar.last {
            let number = ordinal - Calendar.epoch
            let found = Day(checkingDaysSinceEpoch: number)
            if found?.year != year || found?.month != month || found?.day != day || found?.daysSinceEpoch != number
                || found.map({ Calendar.weekdays[$0.weekdayIndex] }) != Calendar.weekday(ordinal: ordinal) {
                mismatches += 1
                if mismatches <= 5 { Issue.record("day \(number): \(String(describing: found)), expected \(year)-\(month)-\(day)") }
            }
            day += 1
            if day > Calendar.length(month: month, year: year) { (day, month) = (1, month + 1) }
            if month > 12 { (month, year) = (1, year + 1) }
        }
        #expect(mismatches == 0)
        #expect(Day.firstDaysSinceEpoch == -Calendar.epoch)
        #expect(Day.lastDaysSinceEpoch == Calendar.last - Calendar.epoch)
        #expect(Day(checkingDaysSinceEpoch: -Calendar.epoch - 1) == nil)
        #expect(Day(checkingDaysSinceEpoch: Calendar.last - Calendar.epoch + 1) == nil)
    }

    /// A date literal prints as written, is the test's day number, and has the test's weekday.
    @Test func generatedDatesReadBackWithTheirWeekday() throws {
        var generator = SplitMix64(state: 1414)
        for _ in 0..<500 {
            let ordinal = DateTests.randomOrdinal(&generator)
            let text = Calendar.text(ordinal: ordinal)
            var evaluator = DateTests.evaluator()
            let value = try #require(try evaluator.evaluate(text), "\(text)")
            #expect(value.presentation == .date)
            #expect(value.number.exact == Rational(ordinal - Calendar.epoch), "\(text)")
            #expect(ValueFormatting.format(value).text == text)
            #expect(try DateTests.shown("weekday(\(text))") == Calendar.weekday(ordinal: ordinal), "weekday(\(text))")
        }
    }

    /// `date ± n days` and `n days + date` by the test's calendar, weeks as seven days, and
    /// `date − date`, `days(A, B)` as the difference of the test's numbers.
    @Test func generatedDaysAndDifferences() throws {
        var generator = SplitMix64(state: 1415)
        for _ in 0..<400 {
            let a = DateTests.randomOrdinal(&generator)
            let n = generator.below(2) == 0 ? generator.below(100) : generator.below(200_000)
            let (aText, nText) = (Calendar.text(ordinal: a), String(n))
            let unit = n == 1 ? "day" : "days"
            if a + n <= Calendar.last {
                #expect(try DateTests.shown("\(aText) + \(nText) \(unit)") == Calendar.text(ordinal: a + n), "\(aText) + \(n) days")
                #expect(try DateTests.shown("\(nText) \(unit) + \(aText)") == Calendar.text(ordinal: a + n))
            } else {
                #expect(DateTests.diagnostic("\(aText) + \(nText) \(unit)")?.message == "the date falls outside the years 1 to 9999")
            }
            if a - n >= 0 {
                #expect(try DateTests.shown("\(aText) - \(nText) \(unit)") == Calendar.text(ordinal: a - n), "\(aText) - \(n) days")
            } else {
                #expect(DateTests.diagnostic("\(aText) - \(nText) \(unit)")?.id == .dateOutOfRange)
            }
            let weeks = n % 1500
            if a + 7 * weeks <= Calendar.last {
                #expect(try DateTests.shown("\(aText) + \(weeks) weeks") == Calendar.text(ordinal: a + 7 * weeks))
            }
            let b = DateTests.randomOrdinal(&generator)
            let bText = Calendar.text(ordinal: b)
            let difference = b - a
            let days = difference == 1 ? "day" : "days"
            #expect(try DateTests.shown("\(bText) - \(aText)") == "\(difference) \(days)", "\(bText) - \(aText)")
            #expect(try DateTests.shown("days(\(aText), \(bText))") == "\(difference) \(days)")
            // What it prints reads back: the date moved by the difference is the other date.
            #expect(try DateTests.shown(["\(bText) - \(aText)", "\(aText) + ans"]) == bText)
        }
    }

    /// Months and years by the calendar, clamped to the shorter month's end; both signs.
    @Test func generatedMonthsAndYears() throws {
        var generator = SplitMix64(state: 1416)
        // Month ends and leap days are where the clamping is: half the dates are one.
        let ends = [(1, 31), (2, 28), (2, 29), (3, 31), (4, 30), (5, 31), (8, 31), (10, 31), (12, 31)]
        for _ in 0..<400 {
            var a = DateTests.randomOrdinal(&generator)
            if generator.below(2) == 0 {
                let (year, _, _) = Calendar.date(ordinal: a)
                var (month, day) = ends[generator.below(ends.count)]
                if month == 2 && day == 29 && !Calendar.isLeap(year) { day = 28 }
                a = Calendar.ordinal(year, month, day)
            }
            let text = Calendar.text(ordinal: a)
            let months = generator.below(61) - 30, years = generator.below(21) - 10
            for (line, count) in [("\(text) + \(months) months", months), ("\(text) - \(months) months", -months),
                                  ("\(text) + \(years) years", 12 * years), ("\(text) - \(years) years", -12 * years)] {
                if let expected = Calendar.addingMonths(count, to: a) {
                    #expect(try DateTests.shown(line) == Calendar.text(ordinal: expected), "\(line)")
                } else {
                    #expect(DateTests.diagnostic(line)?.id == .dateOutOfRange, "\(line)")
                }
            }
        }
    }

    /// A duration in hours, minutes or seconds moves a date by its whole days, cut toward zero.
    @Test func generatedHoursAreCutTowardZero() throws {
        var generator = SplitMix64(state: 1417)
        for _ in 0..<300 {
            let a = Calendar.ordinal(2026, 1, 1) + generator.below(3000) - 1500
            let text = Calendar.text(ordinal: a)
            let (unit, perDay) = [("h", 24), ("min", 1440), ("s", 86_400)][generator.below(3)]
            let amount = generator.below(perDay * 10) - perDay * 5
            // Swift's division truncates toward zero, as calc must.
            let whole = amount / perDay
            #expect(try DateTests.shown("\(text) + \(amount) \(unit)") == Calendar.text(ordinal: a + whole), "\(text) + \(amount) \(unit)")
            #expect(try DateTests.shown("\(text) - \(amount) \(unit)") == Calendar.text(ordinal: a - whole), "\(text) - \(amount) \(unit)")
        }
    }

    /// `workdays(A, B)`: Monday to Friday from A to B, both included, counted one by one.
    @Test func workdaysAgainstBruteForce() throws {
        var generator = SplitMix64(state: 1418)
        for round in 0..<400 {
            let a = DateTests.randomOrdinal(&generator)
            let span = round < 50 ? generator.below(15) : generator.below(800)
            let b = min(a + span, Calendar.last)
            let expected = (a...b).filter { $0 % 7 < 5 }.count
            let line = "workdays(\(Calendar.text(ordinal: a)), \(Calendar.text(ordinal: b)))"
            #expect(try DateTests.shown(line) == "\(expected)", "\(line)")
        }
    }

    // MARK: DESIGN §14, as written

    static let designExamples: [(String, String)] = [
        ("2026-12-24", "2026-12-24"),
        ("2026 - 12 - 24", "1990"),
        ("today", "2026-11-25"),
        ("yesterday", "2026-11-24"),
        ("tomorrow", "2026-11-26"),
        ("90 days", "90 days"),
        ("3 weeks", "3 weeks"),
        ("2 h", "2 h"),
        ("8:30", "8:30"),
        ("8:30 in min", "510 min"),
        ("0:45", "0:45"),
        ("0:45 in min", "45 min"),
        ("8:30 + 7:45", "16:15"),
        ("16:15 in h", "16.25 h"),
        ("16:15 in min", "975 min"),
        ("8:30 * 80 EUR/h", "680.00 EUR"),
        ("80 EUR/h * 8:30", "680.00 EUR"),
        ("today + 90 days", "2027-02-23"),
        ("2026-12-24 - 3 weeks", "2026-12-03"),
        ("2026-12-24 + 47 h", "2026-12-25"),
        ("2026-12-24 - 30 h", "2026-12-23"),
        ("2026-01-31 + 1 month", "2026-02-28"),
        ("2024-02-29 + 1 year", "2025-02-28"),
        ("2026-12-24 - 2026-11-25", "29 days"),
        ("2026-12-24 - 2026-11-25 in weeks", "4.14285714285714 weeks"),
        ("(2026-12-24 - today) in weeks", "4.14285714285714 weeks"),
        ("weekday(2026-12-24)", "Thursday"),
        ("workdays(2026-12-01, 2026-12-31)", "23"),
        ("days(2026-11-25, 2026-12-24)", "29 days"),
        ("2026-12-25 - 2026-12-24", "1 day"),
        ("23:15 + 23:15", "46:30"),
    ]

    @Test(arguments: designExamples)
    func designExample(_ line: String, _ expected: String) throws {
        #expect(try DateTests.shown(line) == expected)
    }

    /// The clamping and the leap years, both ways.
    @Test(arguments: [
        ("2026-01-31 + 1 month", "2026-02-28"), ("2024-01-31 + 1 month", "2024-02-29"), ("2026-03-31 - 1 month", "2026-02-28"),
        ("2026-03-31 + 1 month", "2026-04-30"), ("2026-05-31 - 3 months", "2026-02-28"), ("2026-01-31 - 2 months", "2025-11-30"),
        ("2026-12-31 + 2 months", "2027-02-28"), ("2026-12-24 + 12 months", "2027-12-24"), ("2026-12-24 - 25 months", "2024-11-24"),
        ("2024-02-29 + 1 year", "2025-02-28"), ("2024-02-29 - 1 year", "2023-02-28"), ("2024-02-29 + 4 years", "2028-02-29"),
        ("2000-02-29 + 100 years", "2100-02-28"), ("1600-02-29 + 400 years", "2000-02-29"), ("2024-02-29 + 1 yr", "2025-02-28"),
        ("2024-02-29", "2024-02-29"), ("2000-02-29", "2000-02-29"), ("2024-02-28 + 1 day", "2024-02-29"),
        ("2100-02-28 + 1 day", "2100-03-01"), ("2026-01-31 + 1 month + 1 day", "2026-03-01"),
        ("2026-12-24 + 1 year + 1 month", "2028-01-24"), ("0001-01-01 + 1 month", "0001-02-01"),
        ("9999-12-31 - 9998 years", "0001-12-31"),
    ])
    func calendarArithmetic(_ line: String, _ expected: String) throws {
        #expect(try DateTests.shown(line) == expected)
    }

    /// Hours, minutes and seconds cut toward zero, never rounded.
    @Test(arguments: [
        ("2026-12-24 + 47 h", "2026-12-25"), ("2026-12-24 + 48 h", "2026-12-26"), ("2026-12-24 + 23 h", "2026-12-24"),
        ("2026-12-24 - 30 h", "2026-12-23"), ("2026-12-24 - 23 h", "2026-12-24"), ("2026-12-24 + -47 h", "2026-12-23"),
        ("2026-12-24 + 86399 s", "2026-12-24"), ("2026-12-24 - 86399 s", "2026-12-24"), ("2026-12-24 + 1440 min", "2026-12-25"),
        ("2026-12-24 + 0.999999 days", "2026-12-24"), ("2026-12-24 - 1.5 days", "2026-12-23"), ("2026-12-24 + 8:30", "2026-12-24"),
        ("2026-12-24 + 24:00", "2026-12-25"), ("2026-12-24 - 1 week - 1 day", "2026-12-16"), ("1 week + 2026-12-24", "2026-12-31"),
        ("2026-12-24 - -3 weeks", "2027-01-14"),
    ])
    func hoursCutTowardZero(_ line: String, _ expected: String) throws {
        #expect(try DateTests.shown(line) == expected)
    }

    /// Durations in words from the day up, plural unless exactly 1; `s`, `min`, `h` below.
    @Test(arguments: [
        ("1 day", "1 day"), ("1.0 day", "1 day"), ("2 days", "2 days"), ("0.5 days", "0.5 days"), ("-1 day", "-1 days"),
        ("1 week in days", "7 days"), ("(2026-12-24 - 2026-12-17) in weeks", "1 week"), ("2026-12-24 - 2026-12-24", "0 days"),
        ("2026-12-23 - 2026-12-24", "-1 days"), ("2026-12-24 - 2026-11-25 in h", "696 h"), ("86400 s in day", "1 day"),
        ("1 day + 1 day", "2 days"), ("90 min in h", "1.5 h"), ("2 months", "2 months"), ("1 year", "1 year"),
    ])
    func durationsInWords(_ line: String, _ expected: String) throws {
        #expect(try DateTests.shown(line) == expected)
    }

    // MARK: Clock notation

    @Test(arguments: [
        ("8:30 + 7:45", "16:15"), ("7:45 + 8:30", "16:15"), ("23:15 + 23:15", "46:30"), ("0:45 + 0:30", "1:15"),
        ("8:30 - 9:00", "-0:30"), ("8:30 - 8:30", "0:00"), ("10:00:30 + 0:00:30", "10:01"), ("0:00:45 + 0:00:30", "0:01:15"),
        ("8:30 + 7:45 + 0:15", "16:30"), ("(8:30 + 7:45) in h", "16.25 h"), ("16:15 in min", "975 min"), ("8:30 in s", "30600 s"),
        ("123:00", "123:00"), ("1:30:15 in s", "5415 s"), ("8:30 * 80 EUR/h", "680.00 EUR"), ("(8:30 + 7:45) * 80 EUR/h", "1300.00 EUR"),
        ("8:30 / 8:30", "1"), ("2 * 8:30", "17:00"), ("8:30 * 10 USD/h in EUR", "75.54 EUR"),
    ])
    func clockNotation(_ line: String, _ expected: String) throws {
        #expect(try DateTests.shown(line) == expected)
    }

    /// A clock time prints back as itself; a generated sum is the sum of its minutes.
    @Test func generatedClockSums() throws {
        var generator = SplitMix64(state: 1419)
        func clock(_ minutes: Int) -> String {
            let m = minutes % 60
            return "\(minutes / 60):\(m < 10 ? "0" : "")\(m)"
        }
        for _ in 0..<300 {
            let a = generator.below(3000), b = generator.below(3000)
            #expect(try DateTests.shown(clock(a)) == clock(a))
            #expect(try DateTests.shown("\(clock(a)) + \(clock(b))") == clock(a + b), "\(clock(a)) + \(clock(b))")
            let difference = a - b
            let expected = (difference < 0 ? "-" : "") + clock(abs(difference))
            #expect(try DateTests.shown("\(clock(a)) - \(clock(b))") == expected, "\(clock(a)) - \(clock(b))")
            #expect(try DateTests.shown("\(clock(a)) in min") == "\(a) min")
        }
    }

    // MARK: Spaces make it a subtraction

    @Test(arguments: [
        ("2026 - 12 - 24", "1990"), ("2026 -12 -24", "1990"), ("2026- 12- 24", "1990"), ("2026-12 - 24", "1990"),
        ("(2026)-12-24", "1990"), ("2026-12-24", "2026-12-24"),
    ])
    func spacesMakeASubtraction(_ line: String, _ expected: String) throws {
        #expect(try DateTests.shown(line) == expected)
    }

    // MARK: Errors, located, with their hints

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        let line: String
        let message: String
        /// The text under the error's span.
        let at: String
        let hint: String

        init(_ line: String, _ message: String, at: String, hint: String) {
            (self.line, self.message, self.at, self.hint) = (line, message, at, hint)
        }

        var testDescription: String { line }
    }

    static let errors: [ErrorCase] = [
        ErrorCase("2026-02-30", "2026-02-30 is not a date", at: "2026-02-30",
                  hint: "a date is YYYY-MM-DD with a month from 01 to 12 and a day that month has"),
        ErrorCase("1 + 2025-02-29", "2025-02-29 is not a date", at: "2025-02-29",
                  hint: "a date is YYYY-MM-DD with a month from 01 to 12 and a day that month has"),
        ErrorCase("1900-02-29", "1900-02-29 is not a date", at: "1900-02-29",
                  hint: "a date is YYYY-MM-DD with a month from 01 to 12 and a day that month has"),
        ErrorCase("2026-13-01", "2026-13-01 is not a date", at: "2026-13-01",
                  hint: "a date is YYYY-MM-DD with a month from 01 to 12 and a day that month has"),
        ErrorCase("2026-12-00", "2026-12-00 is not a date", at: "2026-12-00",
                  hint: "a date is YYYY-MM-DD with a month from 01 to 12 and a day that month has"),
        ErrorCase("0000-01-01", "0000-01-01 is not a date", at: "0000-01-01",
                  hint: "calc's calendar has the years 1 to 9999 (0001-01-01 to 9999-12-31)"),
        ErrorCase("10000-01-01 + 1 day", "10000-01-01 is not a date", at: "10000-01-01",
                  hint: "calc's calendar has the years 1 to 9999 (0001-01-01 to 9999-12-31)"),
        ErrorCase("9999-12-31 + 1 day", "the date falls outside the years 1 to 9999", at: "9999-12-31 + 1 day",
                  hint: "calc's calendar runs from 0001-01-01 to 9999-12-31"),
        ErrorCase("0001-01-01 - 1 day", "the date falls outside the years 1 to 9999", at: "0001-01-01 - 1 day",
                  hint: "calc's calendar runs from 0001-01-01 to 9999-12-31"),
        ErrorCase("9999-12-01 + 1 month", "the date falls outside the years 1 to 9999", at: "9999-12-01 + 1 month",
                  hint: "calc's calendar runs from 0001-01-01 to 9999-12-31"),
        ErrorCase("2026-12-24 + 1e30 days", "the date falls outside the years 1 to 9999", at: "2026-12-24 + 1e30 days",
                  hint: "calc's calendar runs from 0001-01-01 to 9999-12-31"),
        ErrorCase("2026-12-24 + 2026-12-25", "cannot add two dates", at: "2026-12-24 + 2026-12-25",
                  hint: "subtract them for the days between: 2026-12-24 - 2026-11-25"),
        ErrorCase("2026-12-24 * 2", "a date can only have a duration added or taken away, or another date taken away",
                  at: "2026-12-24 * 2", hint: "2026-12-24 + 3 weeks, 2026-12-24 - 2026-11-25"),
        ErrorCase("2 * 2026-12-24", "a date can only have a duration added or taken away, or another date taken away",
                  at: "2 * 2026-12-24", hint: "2026-12-24 + 3 weeks, 2026-12-24 - 2026-11-25"),
        ErrorCase("2026-12-24 / 2", "a date can only have a duration added or taken away, or another date taken away",
                  at: "2026-12-24 / 2", hint: "2026-12-24 + 3 weeks, 2026-12-24 - 2026-11-25"),
        ErrorCase("1 + 2026-12-24 ^ 2", "a date can only have a duration added or taken away, or another date taken away",
                  at: "2026-12-24 ^ 2", hint: "2026-12-24 + 3 weeks, 2026-12-24 - 2026-11-25"),
        ErrorCase("2026-12-24 + 5", "cannot add a plain number to a date", at: "2026-12-24 + 5",
                  hint: "say what it counts: 2026-12-24 + 5 days"),
        ErrorCase("2026-12-24 - 5", "cannot subtract a plain number from a date", at: "2026-12-24 - 5",
                  hint: "say what it counts: 2026-12-24 - 5 days"),
        ErrorCase("2026-12-24 + 5 USD", "cannot add an amount of money (USD) to a date", at: "2026-12-24 + 5 USD",
                  hint: "only a duration moves a date: 2026-12-24 + 5 days"),
        ErrorCase("5 kg + 2026-12-24", "cannot add a mass (kg) to a date", at: "5 kg + 2026-12-24",
                  hint: "only a duration moves a date: 2026-12-24 + 5 days"),
        ErrorCase("5 days - 2026-12-24", "cannot subtract a date from a number or a duration", at: "5 days - 2026-12-24",
                  hint: "subtract a duration from the date: 2026-12-24 - 3 weeks"),
        ErrorCase("-2026-12-24", "cannot subtract a date from a number or a duration", at: "-2026-12-24",
                  hint: "subtract a duration from the date: 2026-12-24 - 3 weeks"),
        ErrorCase("weekday(2026-12-24) + 1", "a weekday is a name, not a value to compute with", at: "weekday(2026-12-24) + 1",
                  hint: "compute with the date, then ask its weekday: weekday(2026-12-24 + 1 day)"),
        ErrorCase("weekday(2026-12-24) + 1 day", "a weekday is a name, not a value to compute with",
                  at: "weekday(2026-12-24) + 1 day", hint: "compute with the date, then ask its weekday: weekday(2026-12-24 + 1 day)"),
        ErrorCase("-weekday(2026-12-24)", "a weekday is a name, not a value to compute with", at: "-weekday(2026-12-24)",
                  hint: "compute with the date, then ask its weekday: weekday(2026-12-24 + 1 day)"),
        ErrorCase("weekday(2026-12-24) in h", "a weekday is a name, not a value to compute with", at: "weekday(2026-12-24) in h",
                  hint: "compute with the date, then ask its weekday: weekday(2026-12-24 + 1 day)"),
        ErrorCase("weekday(2026-12-24) as fraction", "a weekday is a name, not a value to compute with",
                  at: "weekday(2026-12-24) as fraction", hint: "compute with the date, then ask its weekday: weekday(2026-12-24 + 1 day)"),
        ErrorCase("2026-12-24 in days", "a date cannot be converted", at: "2026-12-24",
                  hint: "subtract another date for the days between: (2026-12-24 - today) in weeks"),
        ErrorCase("2026-12-24 + 1 week in days", "a date cannot be converted", at: "2026-12-24 + 1 week",
                  hint: "subtract another date for the days between: (2026-12-24 - today) in weeks"),
        ErrorCase("2026-12-24 as fraction", "a date cannot be converted", at: "2026-12-24",
                  hint: "subtract another date for the days between: (2026-12-24 - today) in weeks"),
        ErrorCase("2026-12-24 in hex", "a date cannot be converted", at: "2026-12-24",
                  hint: "subtract another date for the days between: (2026-12-24 - today) in weeks"),
        ErrorCase("2026-12-24 as %", "a date cannot be converted", at: "2026-12-24",
                  hint: "subtract another date for the days between: (2026-12-24 - today) in weeks"),
        ErrorCase("sqrt(2026-12-24)", "sqrt takes a number, not a date", at: "2026-12-24",
                  hint: "subtract another date for a number of days: 2026-12-24 - 2026-11-25"),
        ErrorCase("2026-12-24!", "factorial takes a number, not a date", at: "2026-12-24",
                  hint: "subtract another date for a number of days: 2026-12-24 - 2026-11-25"),
        ErrorCase("weekday(5)", "weekday takes a date", at: "5", hint: "write a date as YYYY-MM-DD, or today"),
        ErrorCase("weekday(5 days)", "weekday takes a date", at: "5 days", hint: "write a date as YYYY-MM-DD, or today"),
        ErrorCase("workdays(2026-12-01, 31)", "workdays takes a date", at: "31", hint: "write a date as YYYY-MM-DD, or today"),
        ErrorCase("days(1, 2026-12-24)", "days takes a date", at: "1", hint: "write a date as YYYY-MM-DD, or today"),
        ErrorCase("weekday(weekday(2026-12-24))", "weekday takes a date", at: "weekday(2026-12-24)",
                  hint: "write a date as YYYY-MM-DD, or today"),
        ErrorCase("8:75", "'8:75' is not a time: minutes and seconds run from 00 to 59", at: "8:75",
                  hint: "write hours and minutes as H:MM, as in 8:30"),
        ErrorCase("1 + 1:00:60", "'1:00:60' is not a time: minutes and seconds run from 00 to 59", at: "1:00:60",
                  hint: "write hours and minutes as H:MM, as in 8:30"),
        ErrorCase("today = 5", "cannot assign to the date 'today'", at: "today", hint: "choose another variable name"),
        ErrorCase("1 USD in EUR on (5)", "on takes a date", at: "(5)", hint: "write a date as YYYY-MM-DD, or today"),
        ErrorCase("1 USD in EUR on (2026-02-30)", "2026-02-30 is not a date", at: "2026-02-30",
                  hint: "a date is YYYY-MM-DD with a month from 01 to 12 and a day that month has"),
    ]

    @Test(arguments: errors)
    func errorIsLocatedWithItsHint(_ error: ErrorCase) throws {
        let diagnostic = try #require(DateTests.diagnostic(error.line), "\(error.line) gives no error")
        #expect(diagnostic.message == error.message)
        let bytes = Array(error.line.utf8)
        let under = String(decoding: bytes[diagnostic.span.start..<diagnostic.span.end], as: UTF8.self)
        #expect(under == error.at)
        #expect(diagnostic.hint == error.hint)
    }

    /// Without a clock, `today` is refused where it is written.
    @Test func noClockNoToday() throws {
        var evaluator = Evaluator(rates: TestSupport.ecbTable, history: TestSupport.history())
        for (line, word) in [("today", "today"), ("1 + (yesterday - 2026-12-24)", "yesterday"), ("weekday(tomorrow)", "tomorrow")] {
            do {
                _ = try evaluator.evaluate(line)
                Issue.record("\(line) has a value without a clock")
            } catch {
                #expect(error.message == "'\(word)' is not known here: no clock")
                let under = String(decoding: Array(line.utf8)[error.span.start..<error.span.end], as: UTF8.self)
                #expect(under == word, "\(line)")
            }
        }
    }

    /// `today`, `yesterday` and `tomorrow` across the ends of months and years, and in `on`.
    @Test func relativeDays() throws {
        #expect(try DateTests.shown(["yesterday"], today: "2027-01-01") == "2026-12-31")
        #expect(try DateTests.shown(["tomorrow"], today: "2024-02-28") == "2024-02-29")
        #expect(try DateTests.shown(["tomorrow - yesterday"], today: "2024-03-01") == "2 days")
        #expect(try DateTests.shown(["weekday(today)"], today: "2026-12-24") == "Thursday")
        #expect(try DateTests.shown(["workdays(today, today + 4 weeks - 1 day)"], today: "2026-11-25") == "20")
        #expect(try DateTests.shown(["100 USD in EUR on yesterday"], today: "2020-03-17") == "89.63 EUR")
        #expect(try DateTests.shown(["100 USD in EUR on today"], today: "2020-03-16") == "89.63 EUR")
        #expect(try DateTests.shown(["100 USD in EUR on (today - 1 week)"], today: "2020-03-23") == "89.63 EUR")
        #expect(try DateTests.shown(["x = 2020-03-16", "100 USD in EUR on (x)"]) == "89.63 EUR")
    }
}
