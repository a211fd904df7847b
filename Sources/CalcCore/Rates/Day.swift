/// A civil day of the proleptic Gregorian calendar (`2025-05-09`): the day a table of rates is
/// for, and the day a dated conversion asks about. No clock and no time zone: conversions to
/// and from unix time are in UTC, with integer arithmetic only (Howard Hinnant's
/// `days_from_civil`). Years run from 1 to 9999, so that every date a person writes as
/// `YYYY-MM-DD` is a day, whether or not there are rates for it.
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public static let secondsPerDay = 86_400
    /// 10000-01-01T00:00:00Z: the first second that no longer has a four-digit year.
    public static let maxUnixSeconds = 253_402_300_800

    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Day.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `YYYY-MM-DD`.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard byte &- UInt8(ascii: "0") < 10 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The days since 1970-01-01 of the day containing `seconds` since 1970-01-01 00:00 (before
    /// 1970 too: the division rounds down, not toward zero).
    public static func daysSinceEpoch(containing seconds: Int) -> Int {
        seconds >= 0 ? seconds / secondsPerDay : -((-seconds + secondsPerDay - 1) / secondsPerDay)
    }

    /// The UTC day containing `unixSeconds` (which must be within 1970…9999).
    public init?(unixSeconds: Int) {
        guard unixSeconds >= 0, unixSeconds < Day.maxUnixSeconds else { return nil }
        self.init(checkingDaysSinceEpoch: unixSeconds / Day.secondsPerDay)
    }

    /// The day `days` after 1970-01-01 (before it when negative), within years 1…9999.
    public init?(checkingDaysSinceEpoch days: Int) {
        guard days >= Day.firstDaysSinceEpoch, days <= Day.lastDaysSinceEpoch else { return nil }
        // civil_from_days, shifted so that eras start on 0000-03-01 (floor division for the
        // days before it).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.init(year: year, month: month, day: day)
    }

    /// 0001-01-01 and 9999-12-31 in days since 1970-01-01.
    public static let firstDaysSinceEpoch = -719_162
    public static let lastDaysSinceEpoch = 2_932_896

    /// Monday is 0, Sunday 6 (1970-01-01 was a Thursday).
    public var weekdayIndex: Int {
        let days = daysSinceEpoch + 3
        return ((days % 7) + 7) % 7
    }

    public static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// The same day `count` months later (earlier when negative), clamped to the end of a
    /// shorter month (`2026-01-31` + 1 month is `2026-02-28`); nil outside years 1…9999.
    public func addingMonths(_ count: Int) -> Day? {
        let (total, overflow) = (year * 12 + month - 1).addingReportingOverflow(count)
        guard !overflow else { return nil }
        let newYear = total >= 0 ? total / 12 : (total - 11) / 12
        let newMonth = total - newYear * 12 + 1
        guard (1...9999).contains(newYear) else { return nil }
        return Day(year: newYear, month: newMonth, day: Swift.min(day, Day.daysIn(month: newMonth, year: newYear)))
    }

    /// Days since 1970-01-01 (negative before it).
    public var daysSinceEpoch: Int { Day.daysSinceEpoch(year: year, month: month, day: day) }

    /// Days since 1970-01-01 of a date that is not checked (a valid month, a year from 1), for
    /// a time zone's rules, which work out dates in every year they are asked about.
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = y / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Midnight UTC at the start of this day.
    public var unixSeconds: Int { daysSinceEpoch * Day.secondsPerDay }

    /// `YYYY-MM-DD`.
    public var description: String { text }

    /// `YYYY-MM-DD`.
    public var text: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    public static func < (lhs: Day, rhs: Day) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
