/// The messages about dates and durations (DESIGN §14): what the calendar does not do, and
/// what to write instead.
public enum DateMessages {
    /// `2026-12-24 + 5`, `2026-12-24 + 5 USD`, `2026-12-24 * 2`, `2026-12-24 + 2026-12-25`,
    /// `5 days - 2026-12-24`; `other` is the unit of the side that is not a date.
    /// `written`: the date and the number as the user wrote them (`today`, `10`), for a hint
    /// in the user's own words (`today + 10 days`).
    public static func dateArithmetic(_ op: BinaryOperator, leftIsDate: Bool, rightIsDate: Bool, other: Unit,
                                      written: (date: String, number: String)? = nil, at span: SourceSpan) -> Diagnostic {
        if op == .add && leftIsDate && rightIsDate {
            return Diagnostic("cannot add two dates", at: span,
                              hint: "subtract them for the days between: 2026-12-24 - 2026-11-25", id: .dateArithmetic)
        }
        if op == .subtract && !leftIsDate {
            return Diagnostic("cannot subtract a date from a number or a duration", at: span,
                              hint: "subtract a duration from the date: 2026-12-24 - 3 weeks", id: .dateArithmetic)
        }
        if (op == .add || op == .subtract) && !other.isNone {
            // `2026-12-24 + 5 USD`: not a plain number, and not a duration either.
            let verb = op == .add ? "add \(UnitMessages.described(other)) to" : "subtract \(UnitMessages.described(other)) from"
            return Diagnostic("cannot \(verb) a date", at: span, hint: "only a duration moves a date: 2026-12-24 \(op.symbol) 5 days",
                              id: .dateArithmetic)
        }
        if op == .add || op == .subtract {
            let verb = op == .add ? "add a plain number to" : "subtract a plain number from"
            let example = written.map { "\($0.date) \(op.symbol) \($0.number) days" } ?? "2026-12-24 \(op.symbol) 5 days"
            return Diagnostic("cannot \(verb) a date", at: span, hint: "say what it counts: \(example)", id: .dateArithmetic)
        }
        return Diagnostic("a date can only have a duration added or taken away, or another date taken away", at: span,
                          hint: "2026-12-24 + 3 weeks, 2026-12-24 - 2026-11-25", id: .dateArithmetic)
    }

    /// `weekday(2026-12-24) + 1`.
    public static func weekdayIsText(at span: SourceSpan) -> Diagnostic {
        Diagnostic("a weekday is a name, not a value to compute with", at: span,
                   hint: "compute with the date, then ask its weekday: weekday(2026-12-24 + 1 day)", id: .weekdayIsText)
    }

    /// `sqrt(2026-12-24)`, `weekday(5)`.
    public static func functionOfDate(_ name: String, expectsDate: Bool, at span: SourceSpan) -> Diagnostic {
        if expectsDate {
            return Diagnostic("\(name) takes a date", at: span, hint: "write a date as YYYY-MM-DD, or today", id: .functionOfDate)
        }
        return Diagnostic("\(name) takes a number, not a date", at: span,
                          hint: "subtract another date for a number of days: 2026-12-24 - 2026-11-25", id: .functionOfDate)
    }

    /// `2026-12-24 in days`.
    public static func dateConversion(at span: SourceSpan) -> Diagnostic {
        Diagnostic("a date cannot be converted", at: span,
                   hint: "subtract another date for the days between: (2026-12-24 - today) in weeks", id: .dateConversion)
    }

    /// `9999-12-31 + 1 day`.
    /// `today + 1.5 months`: a date moves by whole months and years only.
    public static func fractionalMonths(_ compound: String, sign: Int, at span: SourceSpan) -> Diagnostic {
        let written = sign < 0 ? compound.split(separator: " + ").joined(separator: " - ") : compound
        return Diagnostic("a date moves by whole months or years: the calendar has no fraction of a month", at: span,
                          hint: "write whole months and then days, as in \(sign < 0 ? "-" : "+") \(written)", id: .fractionalMonths)
    }

    public static func dateOutOfRange(at span: SourceSpan) -> Diagnostic {
        Diagnostic("the date falls outside the years 1 to 9999", at: span,
                   hint: "calc's calendar runs from 0001-01-01 to 9999-12-31", id: .dateOutOfRange)
    }

    /// `today` where the evaluator was given no clock.
    public static func noToday(_ name: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic("'\(name)' is not known here: no clock", at: span, id: .noToday)
    }

    /// `2025.04.11`: a date written with dots reads as two numbers; with '-' it is the date.
    public static func dottedDate(_ written: String, iso: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic("'\(written)' is not a number: calc writes a date with '-'", at: span, hint: "write \(iso)", id: .dottedDate)
    }

    /// `3pm * 2`, `3pm in min`: a time of day moves by a duration, and two of them differ by one.
    public static func timeOfDayArithmetic(_ op: BinaryOperator?, at span: SourceSpan) -> Diagnostic {
        let message = op.map { "a time of day cannot take '\($0.symbol)' here" } ?? "a time of day cannot be converted"
        return Diagnostic(message, at: span, hint: "add or subtract a duration (3pm + 90 min), or subtract two times for the time between (5pm - 9:15am)",
                          id: .timeOfDayArithmetic)
    }

    /// `13pm`, `3:75 am`: a 12-hour clock's hours run from 1 to 12, its minutes to 59.
    public static func impossibleTimeOfDay(_ written: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic("'\(written)' is not a time of day: before am or pm the hours run from 1 to 12, the minutes from 00 to 59", at: span,
                   hint: "as in 9am, 12:30 pm or 11:59 p.m.; noon and midnight are 12pm and 12am", id: .impossibleTimeOfDay)
    }

    /// `3 hours ago`: calc counts days, weeks, months and years from a date.
    public static func momentFromToday(_ written: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic("'\(written)' is a moment of the day: 'ago', 'from now', 'after' and 'before' move a date by days, weeks, months or years",
                   at: span, hint: "as in 3 days ago or 2 weeks from now", id: .momentFromToday)
    }
}
