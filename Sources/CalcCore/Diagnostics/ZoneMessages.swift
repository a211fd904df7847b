/// The messages about time zones (DESIGN §20): names that say too little, zones the system
/// has no rules for, and local times that a clock change skips or repeats.
public enum ZoneMessages {
    /// `3pm IST`.
    public static func ambiguousZone(_ written: String, candidates: [ZoneCandidate], at span: SourceSpan) -> Diagnostic {
        Diagnostic(.ambiguousZone(written: written, candidates: candidates), at: span)
    }

    /// No tzdata, no such zone file, or a damaged one.
    public static func unavailable(_ failure: ZoneSource.Failure, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.zoneUnavailable(failure), at: span)
    }

    /// `2026-03-08 02:30 America/New_York`.
    public static func skippedTime(_ written: String, zone: String, from: String, to: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.skippedTime(written: written, zone: zone, from: from, to: to), at: span)
    }

    /// `2026-11-01 01:30 America/New_York`: the first of the two, said in a note.
    public static func repeatedTime(_ written: String, zone: String, first: Int32, second: Int32, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.repeatedTime(written: written, zone: zone, first: first, second: second), at: span, severity: .note)
    }

    /// `5 in Tokyo`, `2026-12-24 in Tokyo`.
    public static func notATime(isDate: Bool, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.notATime(isDate: isDate), at: span)
    }

    /// `2026-07-01 12:00 America/New_York UTC-05:00`.
    public static func offsetNotInForce(_ written: String, zone: String, written offset: Int32, inForce: Int32,
                                        at span: SourceSpan) -> Diagnostic {
        Diagnostic(.offsetNotInForce(written: written, zone: zone, offset: offset, inForce: inForce), at: span)
    }

    /// `now + 0.5 s`.
    public static func fractionOfASecond(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.fractionOfASecond, at: span)
    }

    /// `2026-12-24 15:00 +09:00`; `rewrite` is the line's time with `UTC+09:00`.
    public static func isoOffset(_ written: String, rewrite: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.isoOffset(written: written, rewrite: rewrite), at: span)
    }

    /// `UTC+15`.
    public static func zoneOffsetRange(_ written: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.zoneOffsetRange(written: written), at: span)
    }
}
