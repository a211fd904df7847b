/// How a plain number is shown, apart from what it measures (its `Unit`): as it is, as a
/// percentage, in a base, or as a fraction. Arithmetic sees the number; `QuantityRules` says
/// which presentation a result keeps.
public enum Presentation: Hashable, Sendable {
    case plain
    /// A percentage: the number is the fraction (`15%` holds 0.15) and prints as `15%`.
    case percent
    /// A whole number shown in base 16, 8 or 2 (`0xff`, `0o17`, `0b101`).
    case radix(UInt8)
    /// An exact value shown as p/q.
    case fraction
    /// A day of the calendar, `2026-12-24`: the number is days since 1970-01-01.
    case date
    /// A duration in hours shown as `H:MM` or `H:MM:SS` (`8:30`).
    case clock
    /// A time of day in hours since midnight, from 0 up to 24 (`3:45 pm` is 15.75), shown on
    /// a 12-hour clock with am or pm (DESIGN §20).
    case timeOfDay
    /// An instant, in seconds since 1970-01-01 00:00 UTC, shown in a zone as
    /// `2024-02-10 12:41:41 UTC`, `2026-11-29 00:00 Asia/Tokyo`, or in the local zone without
    /// its name (DESIGN §20).
    case instant(ZoneID)
    /// A whole number from 1 to 3999 in Roman numerals (`MCMLXXVIII`).
    case roman
    /// A number of days between two dates (date − date), remembering the date subtracted
    /// (days since 1970-01-01): converted into months or years it counts calendar months
    /// from the earlier date (DESIGN §19). Shown as a plain duration; arithmetic forgets it.
    case daysSince(Int32)
    /// A quantity shown in whole numbers of several units and the rest in the last
    /// (`5 ft 10.8661417322835 inch`): the units are `UnitParts.units(id)`, largest first, and
    /// the number is in the first (DESIGN §19).
    case parts(UInt32)
    /// An angle (a plain number in radians) shown in degrees: `45°` for π/4 (DESIGN §19).
    case angle
    /// The English name of a date's weekday (`weekday(2026-12-24)` is `Thursday`): text,
    /// usable nowhere else.
    case weekday

    /// What arithmetic and functions keep: `in hex` and `as fraction` are for showing only.
    @inline(__always)
    public var forArithmetic: Presentation {
        switch self {
        case .radix, .fraction, .daysSince, .parts, .angle: .plain
        default: self
        }
    }

    /// A date or a weekday: arithmetic on them follows the calendar's rules (`QuantityRules.dates`).
    @inline(__always)
    public var isCalendar: Bool {
        switch self {
        case .date, .weekday, .timeOfDay, .instant: true
        default: false
        }
    }

    @inline(__always)
    public var isInstant: Bool {
        if case .instant = self { return true }
        return false
    }

    @inline(__always)
    public var isPercent: Bool {
        if case .percent = self { return true }
        return false
    }
}
