/// A POSIX TZ rule (`EST5EDT,M3.2.0,M11.1.0`): a standard offset and, optionally, a daylight
/// offset with the yearly moments it starts and ends. A TZif file's footer is one, for the
/// instants after its last transition, so that the file need not list every year to 2037 and
/// beyond; `ZoneRules(posix:)` is one alone. Parsed in `PosixZoneRule+Parsing.swift`.
struct PosixZoneRule: Equatable, Sendable {
    var standard: ZoneOffset
    var daylight: Daylight?

    /// Daylight time and when it is in force each year. `start` is read on the standard
    /// clock and `end` on the daylight one, as POSIX says; when `end` comes first in the year
    /// (the Southern hemisphere, and Europe/Dublin, whose "daylight" time is winter's GMT)
    /// daylight time spans the new year.
    struct Daylight: Equatable, Sendable {
        var offset: ZoneOffset
        var start: Moment
        var end: Moment
    }

    /// A day of the year and a local time on it.
    struct Moment: Equatable, Sendable {
        var date: DateRule
        /// Seconds after local midnight: -167 to 167 hours (RFC 8536 §3.3.1), so that
        /// `M3.5.0/-1` and `J365/25` can name moments on the days either side.
        var time: Int32
    }

    enum DateRule: Equatable, Sendable {
        /// `Jn`: day 1 to 365, February 29 never counted (J60 is always March 1).
        case julian(Int)
        /// `n`: day 0 to 365, February 29 counted in leap years.
        case dayOfYear(Int)
        /// `Mm.w.d`: weekday `d` (0 is Sunday) of week `w` of month `m`; week 5 is the last.
        case weekday(month: Int, week: Int, weekday: Int)
    }

    /// The Gregorian calendar repeats every 400 years (146,097 days, a whole number of weeks),
    /// so a rule gives an instant and the same instant 400 years on the same offset. Instants
    /// are moved into the cycle that starts on 2000-01-01 to be worked on: a far one costs no
    /// more than a near one, and none overflows.
    static let cycle: Int64 = 146_097 * 86_400
    static let cycleStart: Int64 = 946_684_800

    /// The instant moved into the cycle from 2000, and how many cycles it was moved by.
    static func reduced(_ instant: Int64) -> (instant: Int64, cycles: Int64) {
        var cycles = instant / cycle
        var reduced = instant % cycle
        while reduced < cycleStart {
            reduced += cycle
            cycles -= 1
        }
        return (reduced, cycles)
    }

    /// A year's starts and ends of daylight time fall within this much of the year: times up
    /// to 167 hours either way, offsets under 25 hours, and day 365 of a common year, which
    /// is the next year's first.
    static let spill: Int64 = 10 * 86_400

    func offset(at instant: Int64) -> ZoneOffset {
        guard let daylight else { return standard }
        let reduced = PosixZoneRule.reduced(instant).instant
        let year = PosixZoneRule.year(of: reduced)
        // The latest start or end at or before the instant decides. The years are looked at
        // from the newest that can have one (the next, near the end of a year) back, until
        // no earlier year can have a later one: mostly one year, two early in the year. Of
        // two at the same instant, the later year's wins (`0/0,J365/25` is daylight time all
        // year); within a year, the end (a start and end at once are no daylight time).
        var latest: (instant: Int64, year: Int, isEnd: Int) = (.min, 0, 0)
        let newYear = PosixZoneRule.newYear(year)
        let nextNewYear = newYear + (Day.daysIn(month: 2, year: year) == 29 ? 366 : 365) * 86_400
        var candidateYear = reduced >= nextNewYear - PosixZoneRule.spill ? year + 1 : year
        while candidateYear >= year - 2 {
            for isEnd in 0...1 {
                let moment = transition(in: candidateYear, isEnd: isEnd == 1, daylight)
                if moment <= reduced && (moment, candidateYear, isEnd) > latest {
                    latest = (moment, candidateYear, isEnd)
                }
            }
            let yearStart = candidateYear == year ? newYear : PosixZoneRule.newYear(candidateYear)
            if latest.instant >= yearStart + PosixZoneRule.spill { break }
            candidateYear -= 1
        }
        return latest.instant > .min && latest.isEnd == 0 ? daylight.offset : standard
    }

    /// The first start or end of daylight time after the instant; nil when the rule has no
    /// daylight time or the next change is beyond `Int64`.
    func nextTransition(after instant: Int64) -> Int64? {
        guard let daylight else { return nil }
        let (reduced, cycles) = PosixZoneRule.reduced(instant)
        let year = PosixZoneRule.year(of: reduced)
        var earliest = Int64.max
        var candidateYear = reduced < PosixZoneRule.newYear(year) + PosixZoneRule.spill ? year - 1 : year
        while candidateYear <= year + 2 {
            for isEnd in 0...1 {
                let moment = transition(in: candidateYear, isEnd: isEnd == 1, daylight)
                if moment > reduced && moment < earliest { earliest = moment }
            }
            if earliest < PosixZoneRule.newYear(candidateYear + 1) - PosixZoneRule.spill { break }
            candidateYear += 1
        }
        let (shift, overflow) = cycles.multipliedReportingOverflow(by: PosixZoneRule.cycle)
        let (next, overflowAgain) = earliest.addingReportingOverflow(shift)
        return overflow || overflowAgain ? nil : next
    }

    /// The smallest and largest offsets the rule gives.
    var offsetRange: ClosedRange<Int32> {
        let daylightSeconds = daylight?.offset.seconds ?? standard.seconds
        return min(standard.seconds, daylightSeconds)...max(standard.seconds, daylightSeconds)
    }

    /// When daylight time starts (or ends) in `year`, as an instant.
    private func transition(in year: Int, isEnd: Bool, _ daylight: Daylight) -> Int64 {
        let moment = isEnd ? daylight.end : daylight.start
        let clock = isEnd ? daylight.offset.seconds : standard.seconds
        let days = PosixZoneRule.daysSinceEpoch(of: moment.date, in: year)
        return Int64(days) * 86_400 + Int64(moment.time) - Int64(clock)
    }

    private static func daysSinceEpoch(of date: DateRule, in year: Int) -> Int {
        let newYear = Day.daysSinceEpoch(year: year, month: 1, day: 1)
        switch date {
        case .julian(let day):
            return newYear + day - 1 + (day >= 60 && Day.daysIn(month: 2, year: year) == 29 ? 1 : 0)
        case .dayOfYear(let day):
            return newYear + day
        case .weekday(let month, let week, let weekday):
            let first = Day.daysSinceEpoch(year: year, month: month, day: 1)
            // 1970-01-01 was a Thursday, weekday 4.
            let firstWeekday = (first + 4) % 7
            var day = first + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
            while day >= first + Day.daysIn(month: month, year: year) { day -= 7 }
            return day
        }
    }

    /// 00:00 UTC on January 1.
    private static func newYear(_ year: Int) -> Int64 {
        Int64(Day.daysSinceEpoch(year: year, month: 1, day: 1)) * 86_400
    }

    /// The UTC year of an instant within the cycle from 2000.
    private static func year(of reduced: Int64) -> Int {
        Day(checkingDaysSinceEpoch: Int(reduced / 86_400))?.year ?? 2000
    }
}
