/// The English of the messages about dates and durations: what the calendar does not do, and
/// what to write instead.
extension English {
    static func dates(_ message: Message) -> Words? {
        switch message {
        case .dateArithmetic(let op, let leftIsDate, let rightIsDate, let other, let writtenDate, let writtenNumber):
            if op == .add && leftIsDate && rightIsDate {
                return Words("cannot add two dates", hint: "subtract them for the days between: 2026-12-24 - 2026-11-25")
            }
            if op == .subtract && !leftIsDate {
                return Words("cannot subtract a date from a number or a duration", hint: "subtract a duration from the date: 2026-12-24 - 3 weeks")
            }
            if (op == .add || op == .subtract) && !other.isNone {
                // `2026-12-24 + 5 USD`: not a plain number, and not a duration either.
                let verb = op == .add ? "add \(described(other)) to" : "subtract \(described(other)) from"
                return Words("cannot \(verb) a date", hint: "only a duration moves a date: 2026-12-24 \(op.symbol) 5 days")
            }
            if op == .add || op == .subtract {
                let verb = op == .add ? "add a plain number to" : "subtract a plain number from"
                // In the user's own words where they are known (`today + 10 days`).
                let example = if let writtenDate, let writtenNumber {
                    "\(writtenDate) \(op.symbol) \(writtenNumber) days"
                } else {
                    "2026-12-24 \(op.symbol) 5 days"
                }
                return Words("cannot \(verb) a date", hint: "say what it counts: \(example)")
            }
            return Words("a date can only have a duration added or taken away, or another date taken away",
                         hint: "2026-12-24 + 3 weeks, 2026-12-24 - 2026-11-25")
        case .weekdayIsText:
            return Words("a weekday is a name, not a value to compute with",
                         hint: "compute with the date, then ask its weekday: weekday(2026-12-24 + 1 day)")
        case .functionOfDate(let name, let expectsDate):
            if expectsDate { return Words("\(name) takes a date", hint: "write a date as YYYY-MM-DD, or today") }
            return Words("\(name) takes a number, not a date", hint: "subtract another date for a number of days: 2026-12-24 - 2026-11-25")
        case .dateConversion:
            return Words("a date cannot be converted", hint: "subtract another date for the days between: (2026-12-24 - today) in weeks")
        case .fractionalMonths(let compound, let sign):
            let written = sign < 0 ? compound.split(separator: " + ").joined(separator: " - ") : compound
            return Words("a date moves by whole months or years: the calendar has no fraction of a month",
                         hint: "write whole months and then days, as in \(sign < 0 ? "-" : "+") \(written)")
        case .dateOutOfRange:
            return Words("the date falls outside the years 1 to 9999", hint: "calc's calendar runs from 0001-01-01 to 9999-12-31")
        case .noToday(let name):
            return Words("'\(name)' is not known here: no clock")
        case .dottedDate(let written, let iso):
            return Words("'\(written)' is not a number: calc writes a date with '-'", hint: "write \(iso)")
        case .timeOfDayArithmetic(let op):
            return Words(op.map { "a time of day cannot take '\($0.symbol)' here" } ?? "a time of day cannot be converted",
                         hint: "add or subtract a duration (3pm + 90 min), or subtract two times for the time between (5pm - 9:15am)")
        case .impossibleTimeOfDay(let written):
            return Words("'\(written)' is not a time of day: before am or pm the hours run from 1 to 12, the minutes from 00 to 59",
                         hint: "as in 9am, 12:30 pm or 11:59 p.m.; noon and midnight are 12pm and 12am")
        case .instantArithmetic(let op):
            return Words(op.map { "an instant cannot take '\($0.symbol)' here" } ?? "an instant cannot be converted but into unix seconds",
                         hint: "add or subtract a duration (unix(0) + 90 min), subtract two instants, or write in unix for its seconds")
        case .notUnixTime(let wholeSeconds):
            return Words(wholeSeconds ? "unix takes a whole number of seconds since 1970-01-01 00:00 UTC"
                                      : "'in unix' gives the seconds of an instant, and this is not one",
                         hint: "unix(1707568901) is an instant, and unix(1707568901) in unix its seconds")
        case .momentFromToday(let written):
            return Words("'\(written)' moves a date by less than a day: a date moves by days, weeks, months or years",
                         hint: "give the date a time (3 hours after 2026-12-24 10:00), or count from now: 3 hours ago")
        default:
            return nil
        }
    }
}
