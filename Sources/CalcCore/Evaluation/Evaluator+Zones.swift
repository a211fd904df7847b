/// Times in time zones (DESIGN §20): `now`, a time written in a zone (`3pm PST`), a date and
/// time read back (`2026-11-29 00:00 Asia/Tokyo`), and a time shown in another zone
/// (`3pm in Tokyo`). An instant is seconds since 1970-01-01 00:00 UTC; its zone only says how
/// it is shown.
extension Evaluator {
    /// `now`: the clock's instant, to the minute, in the local zone.
    mutating func currentInstant(at span: SourceSpan, tree: SyntaxTree) throws(Diagnostic) -> Value {
        let source = try zoneSource(for: span, tree: tree)
        let now = source.now()
        let minute = now - ((now % 60) + 60) % 60
        return try Evaluator.instant(Number(Rational(Int(minute))), in: ZoneID.of(source.local()), at: span)
    }

    /// A time of day written in a zone (`3pm PST`): that time of today's date in the zone.
    mutating func zonedTime(_ time: Value, in spec: ZoneSpec, at span: SourceSpan, tree: SyntaxTree) throws(Diagnostic) -> Value {
        let zone = try shownZone(spec, at: span, tree: tree)
        return try instant(ofTimeOfDay: time, in: zone, at: span, tree: tree)
    }

    /// A date and a time as a zone's clocks show them (`2026-11-29 00:00 Asia/Tokyo`; the
    /// local zone without a name).
    mutating func wallTime(_ wall: Rational, in spec: ZoneSpec, at span: SourceSpan, tree: SyntaxTree) throws(Diagnostic) -> Value {
        let zone = try shownZone(spec, at: span, tree: tree)
        if case .pinned(_, let offset) = spec { return try instant(atWall: wall, in: zone, offset: offset, at: span, tree: tree) }
        return try instant(atWall: wall, in: zone, at: span, tree: tree)
    }

    /// `3pm in Tokyo`, `now in New York`, `unix(0) in UTC+5:30`: the same instant shown in
    /// another zone. A time of day is today's in the local zone; `15:30 in Tokyo` is a time
    /// of day too (a clock literal written as such).
    mutating func shownInZone(_ value: Value, _ spec: ZoneSpec, operand: Int, operandSpan: SourceSpan, targetSpan: SourceSpan,
                              tree: SyntaxTree) throws(Diagnostic) -> Value {
        let span = operandSpan.merged(with: targetSpan)
        if value.presentation.isInstant {
            let zone = try shownZone(spec, at: targetSpan, tree: tree)
            return try Evaluator.instant(value.number, in: zone, at: span)
        }
        var time = value
        if value.presentation == .clock, case .clock = tree.nodes[operand].kind, let hours = value.number.exact,
           hours.signum >= 0, hours < Rational(24) {
            time = Value(value.number, unit: Unit.hour, presentation: .timeOfDay)
        }
        guard time.presentation == .timeOfDay else { throw ZoneMessages.notATime(isDate: value.presentation == .date, at: operandSpan) }
        let local = try shownZone(.local, at: span, tree: tree)
        let instant = try instant(ofTimeOfDay: time, in: local, at: operandSpan, tree: tree)
        let zone = try shownZone(spec, at: targetSpan, tree: tree)
        return try Evaluator.instant(instant.number, in: zone, at: span)
    }

    // MARK: - Zones and their clocks

    private func zoneSource(for span: SourceSpan, tree: SyntaxTree) throws(Diagnostic) -> ZoneSource {
        guard let zones else { throw DateMessages.noToday(tree.text(span), at: span) }
        return zones
    }

    /// The zone a spec names, its rules read (from the system's tzdata) on first use.
    private func shownZone(_ spec: ZoneSpec, at span: SourceSpan, tree: SyntaxTree) throws(Diagnostic) -> ZoneID {
        switch spec {
        case .named("UTC"):
            return .utc
        case .offset(let seconds):
            return ZoneID.of(ShownZone(name: spec.description, rules: .fixed(offsetSeconds: seconds, abbreviation: spec.description)))
        case .local:
            return ZoneID.of(try zoneSource(for: span, tree: tree).local())
        case .named(let name), .pinned(let name, _):
            switch try zoneSource(for: span, tree: tree).rules(name) {
            case .found(let rules): return ZoneID.of(ShownZone(name: name, rules: rules))
            case .failed(let failure): throw ZoneMessages.unavailable(failure, at: span)
            }
        }
    }

    /// A time of day on today's date in `zone` (today as the zone's clocks have it).
    private mutating func instant(ofTimeOfDay time: Value, in zone: ZoneID, at span: SourceSpan, tree: SyntaxTree) throws(Diagnostic) -> Value {
        let now = try zoneSource(for: span, tree: tree).now()
        let rules = zone.zone.rules
        let wallNow = now + Int64(rules.offset(at: now).seconds)
        let today = Day.daysSinceEpoch(containing: Int(wallNow))
        guard let hours = time.number.exact,
              let wall = try? hours.multiplied(by: Rational(3600)).adding(Rational(today * Day.secondsPerDay)) else {
            throw DateMessages.dateOutOfRange(at: span)
        }
        return try instant(atWall: wall, in: zone, at: span, tree: tree)
    }

    /// The instant at which `zone`'s clocks show `wall` (seconds since 1970-01-01 00:00 as if
    /// in UTC): an error when a clock change skips it, the first when one repeats it (with a
    /// note).
    private mutating func instant(atWall wall: Rational, in zone: ZoneID, offset pinned: Int32? = nil, at span: SourceSpan,
                                  tree: SyntaxTree) throws(Diagnostic) -> Value {
        guard let whole = wall.floor.intValue, let fraction = try? wall.subtracting(Rational(whole)),
              Day(checkingDaysSinceEpoch: Day.daysSinceEpoch(containing: whole)) != nil else {
            throw DateMessages.dateOutOfRange(at: span)
        }
        let shown = zone.zone
        let seconds: Int64
        switch shown.rules.instants(atLocal: Int64(whole)) {
        case .unique(let instant):
            seconds = instant
        case .repeated(let first, let second) where pinned != nil:
            // The offset written says which: `01:30 America/New_York UTC-05:00` is the second.
            seconds = shown.rules.offset(at: second).seconds == pinned ? second : first
        case .repeated(let first, let second):
            seconds = first
            notes.append(ZoneMessages.repeatedTime(Evaluator.wallText(whole), zone: shown.name,
                                                   first: shown.rules.offset(at: first).seconds,
                                                   second: shown.rules.offset(at: second).seconds, at: span))
        case .skipped(let transition, let before, let after):
            // The clock either side of the change, its date said only when it is another day.
            let written = Evaluator.wallText(whole)
            func clock(_ wall: Int) -> String {
                let text = Evaluator.wallText(wall)
                return text.prefix(10) == written.prefix(10) ? String(text.dropFirst(11)) : text
            }
            throw ZoneMessages.skippedTime(written, zone: shown.name, from: clock(Int(transition) + Int(before)),
                                           to: clock(Int(transition) + Int(after)), at: span)
        }
        if let pinned, shown.rules.offset(at: seconds).seconds != pinned {
            throw ZoneMessages.offsetNotInForce(Evaluator.wallText(whole), zone: shown.name, written: pinned,
                                                inForce: shown.rules.offset(at: seconds).seconds, at: span)
        }
        guard let exact = try? Rational(Int(seconds)).adding(fraction) else { throw DateMessages.dateOutOfRange(at: span) }
        return try Evaluator.instant(Number(exact), in: zone, at: span)
    }

    /// An instant shown in `zone`: whole seconds (calc prints no fraction of a second, and an
    /// instant must read back), its date there within the years 1 to 9999.
    static func instant(_ seconds: Number, in zone: ZoneID, at span: SourceSpan) throws(Diagnostic) -> Value {
        guard let exact = seconds.exact else { throw DateMessages.dateOutOfRange(at: span) }
        guard let whole = exact.intValue else {
            if exact.isInteger { throw DateMessages.dateOutOfRange(at: span) }
            throw ZoneMessages.fractionOfASecond(at: span)
        }
        let wall = whole.addingReportingOverflow(Int(zone.zone.rules.offset(at: Int64(whole)).seconds))
        guard !wall.overflow, Day(checkingDaysSinceEpoch: Day.daysSinceEpoch(containing: wall.partialValue)) != nil else {
            throw DateMessages.dateOutOfRange(at: span)
        }
        return Value(seconds, unit: Unit.second, presentation: .instant(zone))
    }

    /// `2026-03-08 02:30`: a date and a time as a zone's clocks show them, for messages.
    static func wallText(_ wall: Int) -> String {
        ValueFormatting.wallClockText(wall, seconds: wall % 60 != 0) ?? "\(wall)"
    }
}
