extension ZoneRules {
    /// When a local wall-clock time happens: `wall` is the local date and time as seconds
    /// since 1970-01-01 00:00 counted as if it were UTC. An instant `u` is an answer when
    /// `u + offset(at: u) == wall`; every answer lies within the zone's range of offsets of
    /// the wall time, so the stretches between the transitions in that range (a day or two
    /// of them) are tried in turn, and where none answers, the wall time fell in the gap of
    /// a transition that set the clocks forward.
    public func instants(atLocal wall: Int64) -> LocalTimeResolution {
        let earliest = ZoneRules.clamped(wall, minus: offsetRange.upperBound)
        let latest = ZoneRules.clamped(wall, minus: offsetRange.lowerBound)
        var first: Int64?
        var last: Int64?
        var gap: (transition: Int64, before: Int32, after: Int32)?
        var start = earliest
        var previous: Int32?
        while true {
            let offset = self.offset(at: start).seconds
            let end = nextTransition(after: start)
            // `start` is a transition from the second stretch on: did it skip the wall time?
            if let previous, gap == nil, case (let sinceStart, false) = wall.subtractingReportingOverflow(start),
               sinceStart >= Int64(previous) && sinceStart < Int64(offset) {
                gap = (start, previous, offset)
            }
            let (candidate, overflow) = wall.subtractingReportingOverflow(Int64(offset))
            if !overflow && candidate >= start && end.map({ candidate < $0 }) ?? true {
                if first == nil { first = candidate } else { last = candidate }
            }
            guard let end, end <= latest else { break }
            previous = offset
            start = end
        }
        if let first, let last { return .repeated(first: first, second: last) }
        if let first { return .unique(first) }
        if let gap { return .skipped(transition: gap.transition, before: gap.before, after: gap.after) }
        // Only a wall time within a day of Int64's ends, whose instant cannot be written.
        return .unique(wall < 0 ? .min : .max)
    }

    private static func clamped(_ wall: Int64, minus offset: Int32) -> Int64 {
        let (difference, overflow) = wall.subtractingReportingOverflow(Int64(offset))
        return overflow ? (offset > 0 ? .min : .max) : difference
    }
}
