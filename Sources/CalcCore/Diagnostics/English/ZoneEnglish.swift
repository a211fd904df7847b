/// The English of the messages about time zones.
extension English {
    static func zones(_ message: Message) -> Words? {
        switch message {
        case .ambiguousZone(let written, let candidates):
            let meanings = candidates.map { "\($0.description) (\($0.zone))" }
            return Words("'\(quoted(written))' could be \(alternatives(meanings))",
                         hint: "write the zone or a city: \(candidates.first.map(\.zone) ?? "Asia/Kolkata")")
        case .zoneUnavailable(.noZoneData(let directory)):
            return Words("no time-zone data on this system: \(directory) has no zone files",
                         hint: "install tzdata (apt install tzdata), or set TZDIR to where the zone files are")
        case .zoneUnavailable(.missingZone(let zone, let directory)):
            return Words("the system's time-zone data has no zone \(zone) (looked in \(directory))",
                         hint: "update tzdata, or write the zone's offset against UTC, as in UTC+9")
        case .zoneUnavailable(.unreadable(let zone, let reason)):
            return Words("cannot read the rules of \(zone): \(reason)", hint: "reinstall tzdata, or write the zone's offset against UTC, as in UTC+9")
        case .skippedTime(let written, let zone, let from, let to):
            return Words("\(written) does not happen in \(zone): the clocks go from \(from) to \(to)",
                         hint: "write a time before the change or after it")
        case .repeatedTime(let written, let zone, let first, let second):
            return Words("\(written) happens twice in \(zone), at \(ZoneSpec.offsetName(first)) and then at \(ZoneSpec.offsetName(second)): this is the first")
        case .notATime(let isDate):
            return Words(isDate ? "a date has no time of day to show in a zone" : "only a time can be shown in a time zone",
                         hint: isDate ? "give it a time: 2026-12-24 15:00 in Tokyo" : "as in 3pm in Tokyo, 15:30 in New York or now in UTC")
        case .zoneOffsetRange(let written):
            return Words("'\(quoted(written))' is not an offset of a zone: they run from UTC-12 to UTC+14, minutes below 60",
                         hint: "as in UTC+5:30 or UTC-3")
        case .offsetNotInForce(let written, let zone, let offset, let inForce):
            return Words("\(zone) is at \(ZoneSpec.offsetName(inForce)) at \(written), not \(ZoneSpec.offsetName(offset))",
                         hint: "leave the offset out, or write the time in \(ZoneSpec.offsetName(offset)) alone")
        case .fractionOfASecond:
            return Words("an instant is a whole number of seconds: calc shows no fraction of a second",
                         hint: "move it by whole seconds, as in now + 1 s")
        case .isoOffset(let written, let rewrite):
            return Words("'\(quoted(written))' after a date and time would add hours, not say its offset from UTC",
                         hint: "write the offset against UTC: \(rewrite); or add hours with a space: + 9 h")
        default:
            return nil
        }
    }
}
