/// The messages about dates and durations (DESIGN §14): what the calendar does not do, and
/// what to write instead.
public enum DateMessages {
    /// `2026-12-24 + 5`, `2026-12-24 + 5 USD`, `2026-12-24 * 2`, `2026-12-24 + 2026-12-25`,
    /// `5 days - 2026-12-24`; `other` is the unit of the side that is not a date.
    /// `written`: the date and the number as the user wrote them (`today`, `10`), for a hint
    /// in the user's own words (`today + 10 days`).
    public static func dateArithmetic(_ op: BinaryOperator, leftIsDate: Bool, rightIsDate: Bool, other: Unit,
                                      written: (date: String, number: String)? = nil, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.dateArithmetic(operator: op, leftIsDate: leftIsDate, rightIsDate: rightIsDate, other: other,
                                   writtenDate: written?.date, writtenNumber: written?.number), at: span)
    }

    /// `weekday(2026-12-24) + 1`.
    public static func weekdayIsText(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.weekdayIsText, at: span)
    }

    /// `sqrt(2026-12-24)`, `weekday(5)`.
    public static func functionOfDate(_ name: String, expectsDate: Bool, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.functionOfDate(name: name, expectsDate: expectsDate), at: span)
    }

    /// `2026-12-24 in days`.
    public static func dateConversion(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.dateConversion, at: span)
    }

    /// `today + 1.5 months`: a date moves by whole months and years only.
    public static func fractionalMonths(_ compound: String, sign: Int, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.fractionalMonths(compound: compound, sign: sign), at: span)
    }

    /// `9999-12-31 + 1 day`.
    public static func dateOutOfRange(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.dateOutOfRange, at: span)
    }

    /// `today` where the evaluator was given no clock.
    public static func noToday(_ name: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.noToday(name: name), at: span)
    }

    /// `2025.04.11`: a date written with dots reads as two numbers; with '-' it is the date.
    public static func dottedDate(_ written: String, iso: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.dottedDate(written: written, iso: iso), at: span)
    }

    /// `3pm * 2`, `3pm in min` (nil `op`): a time of day moves by a duration, and two of them
    /// differ by one.
    public static func timeOfDayArithmetic(_ op: BinaryOperator?, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.timeOfDayArithmetic(operator: op), at: span)
    }

    /// `13pm`, `3:75 am`: a 12-hour clock's hours run from 1 to 12, its minutes to 59.
    public static func impossibleTimeOfDay(_ written: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.impossibleTimeOfDay(written: written), at: span)
    }

    /// `3 hours after 2026-12-24`: a date moves by days, weeks, months and years; hours move an
    /// instant (`3 hours ago`, `3 hours after 2026-12-24 10:00`).
    public static func momentFromToday(_ written: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.momentFromToday(written: written), at: span)
    }

    /// `unix(0) * 2`, `unix(0) in h` (nil `op`): an instant moves by a duration, and two of
    /// them differ by one; `in unix` gives its seconds.
    public static func instantArithmetic(_ op: BinaryOperator?, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.instantArithmetic(operator: op), at: span)
    }

    /// `5 in unix`: only an instant has seconds since 1970; `unix(1.5)`: whole seconds only.
    public static func notUnixTime(wholeSeconds: Bool, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.notUnixTime(wholeSeconds: wholeSeconds), at: span)
    }
}
