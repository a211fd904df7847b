/// A time zone's rules: which offset from UTC is in force at each instant, and so when a
/// local wall-clock time happens. Made from the bytes of a TZif file (`ZoneRules+TZif.swift`;
/// CalcCore reads no files, the caller hands it the bytes), from a POSIX TZ string, or as a
/// fixed offset. A value: two rules from the same bytes are equal.
public struct ZoneRules: Sendable, Equatable {
    /// The instants at which the offset (or only its abbreviation) changes, strictly
    /// ascending, in seconds since 1970-01-01 00:00 UTC.
    let transitions: [Int64]
    /// For each transition, the index in `types` of what is in force from it on: a byte each,
    /// as in the file, rather than a copy of the offset each.
    let transitionTypes: [UInt8]
    /// The file's local time types; the first one rules before the first transition
    /// (RFC 8536 §3.2).
    let types: [ZoneOffset]
    /// The rule from the last transition on, or for every instant when there are none (a
    /// TZif footer, a POSIX string); nil where the last type stays in force for ever.
    let rule: PosixZoneRule?
    /// The least and greatest offsets the zone has: a wall time's instants lie within this
    /// range of it, which bounds the search in `instants(atLocal:)`.
    let offsetRange: ClosedRange<Int32>

    init(transitions: [Int64], transitionTypes: [UInt8], types: [ZoneOffset], rule: PosixZoneRule?) {
        self.transitions = transitions
        self.transitionTypes = transitionTypes
        self.types = types
        self.rule = rule
        var least = rule?.offsetRange.lowerBound ?? types[0].seconds
        var greatest = rule?.offsetRange.upperBound ?? types[0].seconds
        for type in types {
            least = min(least, type.seconds)
            greatest = max(greatest, type.seconds)
        }
        offsetRange = least...greatest
    }

    /// Coordinated Universal Time, for when no zone is named or the system has no tzdata.
    public static let utc = ZoneRules.fixed(offsetSeconds: 0, abbreviation: "UTC")

    /// The same offset at every instant (`UTC+5:30` as people write it).
    public static func fixed(offsetSeconds: Int32, abbreviation: String) -> ZoneRules {
        let offset = ZoneOffset(seconds: offsetSeconds, abbreviation: abbreviation, isDaylight: false)
        return ZoneRules(transitions: [], transitionTypes: [], types: [offset], rule: nil)
    }

    /// A POSIX TZ string as glibc accepts it: "UTC0", "EST5EDT,M3.2.0,M11.1.0",
    /// "<+0530>-5:30", "CET-1CEST,M3.5.0,M10.5.0/3", "<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45",
    /// `Jn` and `n` day forms, times with hours beyond 24 and negative (RFC 8536 §3.3.1
    /// extensions); the grammar is in `PosixZoneRule+Parsing.swift`. Nil when malformed.
    /// The `TZ` variable holds one of these when it does not name a zone.
    public init?(posix: String) {
        guard let rule = PosixZoneRule(posix.utf8) else { return nil }
        self.init(transitions: [], transitionTypes: [], types: [rule.standard], rule: rule)
    }

    /// The offset in force at an instant (seconds since 1970-01-01 00:00 UTC): a binary search
    /// of the transitions, or the rule after the last one, so far years cost no more.
    public func offset(at instant: Int64) -> ZoneOffset {
        guard let last = transitions.last else { return rule?.offset(at: instant) ?? types[0] }
        if instant >= last, let rule { return rule.offset(at: instant) }
        let following = firstTransition(after: instant)
        return following == 0 ? types[0] : types[Int(transitionTypes[following - 1])]
    }

    /// The first instant after `instant` at which the offset or abbreviation may change; nil
    /// when none comes.
    func nextTransition(after instant: Int64) -> Int64? {
        if let last = transitions.last, instant < last {
            return transitions[firstTransition(after: instant)]
        }
        return rule?.nextTransition(after: instant)
    }

    /// The index of the first transition after `instant` (the count when there is none).
    private func firstTransition(after instant: Int64) -> Int {
        var low = 0
        var high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle] <= instant {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
