/// Reading a POSIX TZ rule as glibc accepts it, with RFC 8536's extensions (§3.3.1):
///
///     rule   = name offset [ name [ offset ] [ "," moment "," moment ] ]
///     name   = 3 or more letters | "<" 3 or more of [A-Za-z0-9+-] ">"
///     offset = [ "+" | "-" ] hh [ ":" mm [ ":" ss ] ]      hours 0-24, west of UTC positive
///     moment = ( "J" n | n | "M" m "." w "." d ) [ "/" time ]
///     time   = [ "+" | "-" ] hh [ ":" mm [ ":" ss ] ]      hours 0-167, 02:00 when left out
///
/// A daylight name without an offset is an hour ahead of standard time; without moments it
/// follows the United States' rule since 2007 (`M3.2.0,M11.1.0`), as glibc does when it
/// finds no `posixrules` file.
extension PosixZoneRule {
    init?(_ text: some Collection<UInt8>) {
        var reader = RuleReader(bytes: Array(text))
        guard let rule = reader.rule(), reader.isAtEnd else { return nil }
        self = rule
    }
}

/// A cursor over the rule's bytes; each reading method consumes what it reads and returns
/// nil when the text does not fit (the whole rule is then refused).
private struct RuleReader {
    let bytes: [UInt8]
    var index = 0

    var isAtEnd: Bool { index == bytes.count }

    private var next: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func take(_ byte: Character) -> Bool {
        guard next == byte.asciiValue else { return false }
        index += 1
        return true
    }

    mutating func rule() -> PosixZoneRule? {
        guard let standardName = name(), let standardWest = clock(maxHours: 24) else { return nil }
        let standard = ZoneOffset(seconds: -standardWest, abbreviation: standardName, isDaylight: false)
        if isAtEnd { return PosixZoneRule(standard: standard, daylight: nil) }
        guard let daylightName = name() else { return nil }
        var daylightEast = standard.seconds + 3600
        if !isAtEnd && next != UInt8(ascii: ",") {
            guard let west = clock(maxHours: 24) else { return nil }
            daylightEast = -west
        }
        let offset = ZoneOffset(seconds: daylightEast, abbreviation: daylightName, isDaylight: true)
        if isAtEnd {
            let start = PosixZoneRule.Moment(date: .weekday(month: 3, week: 2, weekday: 0), time: 7200)
            let end = PosixZoneRule.Moment(date: .weekday(month: 11, week: 1, weekday: 0), time: 7200)
            return PosixZoneRule(standard: standard, daylight: .init(offset: offset, start: start, end: end))
        }
        guard take(","), let start = moment(), take(","), let end = moment() else { return nil }
        return PosixZoneRule(standard: standard, daylight: .init(offset: offset, start: start, end: end))
    }

    /// `EST` or `<+0530>`, without the angle brackets.
    private mutating func name() -> String? {
        let quoted = take("<")
        let first = index
        while let byte = next, Self.isLetter(byte) || (quoted && (Self.isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"))) {
            index += 1
        }
        let name = bytes[first..<index]
        guard name.count >= 3, !quoted || take(">") else { return nil }
        return String(decoding: name, as: UTF8.self)
    }

    private mutating func moment() -> PosixZoneRule.Moment? {
        let date: PosixZoneRule.DateRule
        if take("J") {
            guard let day = number(maxDigits: 3), (1...365).contains(day) else { return nil }
            date = .julian(day)
        } else if take("M") {
            guard let month = number(maxDigits: 2), (1...12).contains(month), take("."),
                  let week = number(maxDigits: 1), (1...5).contains(week), take("."),
                  let weekday = number(maxDigits: 1), (0...6).contains(weekday) else { return nil }
            date = .weekday(month: month, week: week, weekday: weekday)
        } else {
            guard let day = number(maxDigits: 3), (0...365).contains(day) else { return nil }
            date = .dayOfYear(day)
        }
        guard take("/") else { return PosixZoneRule.Moment(date: date, time: 7200) }
        guard let time = clock(maxHours: 167) else { return nil }
        return PosixZoneRule.Moment(date: date, time: time)
    }

    /// `[+|-]hh[:mm[:ss]]` in seconds.
    private mutating func clock(maxHours: Int) -> Int32? {
        let negative = take("-")
        if !negative { _ = take("+") }
        guard let hours = number(maxDigits: 3), hours <= maxHours else { return nil }
        var seconds = hours * 3600
        if take(":") {
            guard let minutes = number(maxDigits: 2), minutes < 60 else { return nil }
            seconds += minutes * 60
            if take(":") {
                guard let rest = number(maxDigits: 2), rest < 60 else { return nil }
                seconds += rest
            }
        }
        return Int32(negative ? -seconds : seconds)
    }

    private mutating func number(maxDigits: Int) -> Int? {
        let first = index
        var value = 0
        while let byte = next, Self.isDigit(byte), index - first < maxDigits {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            index += 1
        }
        return index > first ? value : nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }
}
