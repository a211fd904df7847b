/// An offset from UTC in force at an instant: what a zone's rules answer for one moment, with
/// the abbreviation the zone's data gives it (`EST`, `+0545`), so that a time can be shown
/// the way people there write it.
public struct ZoneOffset: Equatable, Sendable {
    /// Seconds east of UTC (New York in winter is -18000).
    public var seconds: Int32
    public var abbreviation: String
    /// Whether the data calls this daylight-saving time. Europe/Dublin's data says so of
    /// winter (GMT, an hour behind its standard IST): the flag is the data's, not a promise
    /// that the clocks are ahead.
    public var isDaylight: Bool

    public init(seconds: Int32, abbreviation: String, isDaylight: Bool) {
        self.seconds = seconds
        self.abbreviation = abbreviation
        self.isDaylight = isDaylight
    }
}

/// When a local wall-clock time happens. Clock changes make the answer one instant, two (the
/// hour the clocks are set back happens twice) or none (the clocks skip it), and each asks
/// something different of the user, so they are told apart here.
public enum LocalTimeResolution: Equatable, Sendable {
    /// The instant, in seconds since 1970-01-01 00:00 UTC.
    case unique(Int64)
    /// Clocks set back: the wall time happens twice, `first` < `second`.
    case repeated(first: Int64, second: Int64)
    /// Clocks set forward skip it: the instant of the change, and the offsets either side
    /// (the wall time falls in `transition + before ..< transition + after`).
    case skipped(transition: Int64, before: Int32, after: Int32)
}
