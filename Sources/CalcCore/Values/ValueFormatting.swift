/// The text of a result line: a number, an amount and its currency code, or a quantity and
/// its unit (README, "Output").
public enum ValueFormatting {
    /// The text, and whether it shows the value exactly (when not, a terminal gets `≈ `).
    public static func format(_ value: Value, significantDigits: Int = NumberFormatting.defaultSignificantDigits) -> (text: String, isExact: Bool) {
        var text: [UInt8] = []
        let isExact = append(value, significantDigits: significantDigits, to: &text)
        return (String(decoding: text, as: UTF8.self), isExact)
    }

    /// Appends the text to `text` (batch mode writes results straight into its output
    /// buffer); returns whether it shows the value exactly.
    ///
    /// `point`: the decimal point as the locale writes it (`,`, DESIGN §21). A plain number and
    /// an amount, nearly every result, are written with it; every other text the C way, and
    /// its points between digits then changed.
    public static func append(_ value: Value, significantDigits: Int = NumberFormatting.defaultSignificantDigits,
                              point: UInt8 = UInt8(ascii: "."), to text: inout [UInt8]) -> Bool {
        if point != UInt8(ascii: "."), value.currency == nil, value.unit != .none || value.presentation != .plain {
            let start = text.count
            let isExact = append(value, significantDigits: significantDigits, to: &text)
            NumberStyle.replacePoints(in: &text, from: start)
            return isExact
        }
        let code: CurrencyCode
        switch value.unit {
        case .currency(let currency): code = currency
        case .product:
            if case .parts(let id) = value.presentation { return appendParts(value.number, UnitParts.units(id), significantDigits: significantDigits, to: &text) }
            if value.presentation == .clock, let clock = clockText(value.number) {
                text.append(contentsOf: clock.utf8)
                return value.number.isExact
            }
            if case .instant(let zone) = value.presentation, let instant = instantText(value.number, zone: zone) {
                text.append(contentsOf: instant.utf8)
                return value.number.isExact
            }
            if value.presentation == .timeOfDay, let time = timeOfDayText(value.number) {
                text.append(contentsOf: time.utf8)
                return value.number.isExact
            }
            return appendQuantity(value, significantDigits: significantDigits, to: &text)
        case .none:
            switch value.presentation {
            case .plain, .daysSince, .parts:
                return NumberFormatting.append(value.number, significantDigits: significantDigits, point: point, to: &text)
            case .angle:
                // x·180/π, exact for a rational multiple of π (π/4 is 45°); reads back as x.
                let isExact: Bool
                if let coefficient = value.number.piCoefficient, let degrees = try? coefficient.multiplied(by: Rational(180)) {
                    isExact = NumberFormatting.append(Number(degrees), significantDigits: significantDigits, to: &text)
                } else if value.number.isZero {
                    isExact = NumberFormatting.append(value.number, significantDigits: significantDigits, to: &text)
                } else {
                    let precision = (value.number.approximation?.precision ?? 128) + 16
                    let degrees = (try? value.number.multiplied(by: Number(Rational(180))).divided(by: Number.piMultiple(.one, precision: precision)))
                    _ = NumberFormatting.append(degrees ?? value.number, significantDigits: significantDigits, to: &text)
                    isExact = false
                }
                text.append(contentsOf: "°".utf8)
                return isExact
            case .percent:
                let isExact = NumberFormatting.append(percentNumber(value.number), significantDigits: significantDigits, to: &text)
                text.append(UInt8(ascii: "%"))
                return isExact
            case .radix(let radix):
                text.append(contentsOf: radixText(value.number, radix: Int(radix)).utf8)
                return true
            case .fraction:
                text.append(contentsOf: fractionText(value.number).utf8)
                return true
            case .date:
                // (In bytes: `Day.text` would build Strings by interpolation for every date line.)
                if let days = value.number.exact?.intValue, let day = Day(checkingDaysSinceEpoch: days) {
                    appendDate(day, to: &text)
                } else {
                    text.append(contentsOf: calendarText(value).utf8)
                }
                return true
            case .weekday, .clock, .timeOfDay, .instant:
                text.append(contentsOf: calendarText(value).utf8)
                return true
            case .roman:
                let roman = value.number.exact?.intValue.flatMap(RomanNumerals.text(of:)) ?? NumberFormatting.format(value.number).text
                text.append(contentsOf: roman.utf8)
                return true
            }
        }
        let isExact: Bool
        if let places = CurrencyCatalogue.minorUnits(code) {
            switch value.number.storage {
            case .exact(let exact):
                if let shownExactly = NumberFormatting.appendFixed(exact, places: places, point: point, to: &text) {
                    isExact = shownExactly
                } else {
                    let (amount, shownExactly) = amount(exact, places: places)
                    NumberFormatting.appendGeneral(amount, point: point, to: &text)
                    isExact = shownExactly
                }
            case .approximate(let approximation):
                // The amount rounded to the minor unit, decided by the interval (the evaluator
                // has raised the precision until it is, or tried its highest).
                // A tiny amount (rounding to zero) takes the two-significant-digit rule, and one
                // whose cents the interval cannot decide though it knows ten more places is a
                // tie: both go through the end farther from zero, exactly. An amount too large
                // for its cents to be known shows its significant digits.
                let rounded = approximation.roundedIfDecided(places: places)
                if let rounded, !rounded.isZero || approximation.containsZero {
                    NumberFormatting.appendGeneral(amount(rounded, places: places).text, point: point, to: &text)
                } else if rounded != nil || approximation.roundedIfDecided(places: places + 10) != nil,
                          let far = approximation.fartherEnd(), far.magnitude >= smallestPlainAmount {
                    NumberFormatting.appendGeneral(amount(far, places: places).text, point: point, to: &text)
                } else {
                    NumberFormatting.appendGeneral(NumberFormatting.approximateText(approximation, significantDigits: significantDigits),
                                                   point: point, to: &text)
                }
                isExact = false
            }
        } else {
            isExact = NumberFormatting.append(value.number, significantDigits: significantDigits, point: point, to: &text)
        }
        text.append(UInt8(ascii: " "))
        code.append(to: &text)
        return isExact
    }

    /// `0xff`, `-0o17`, `0b101`: what `in hex`, `in oct`, `in bin` show (lower-case digits).
    static func radixText(_ number: Number, radix: Int) -> String {
        guard let exact = number.exact, exact.isInteger else { return NumberFormatting.format(number).text }
        let prefix = radix == 16 ? "0x" : radix == 8 ? "0o" : "0b"
        let magnitude = exact.numerator.magnitude
        return (exact.signum < 0 ? "-" : "") + prefix + magnitude.text(radix: radix)
    }

    /// `1/3`, `-5/2`, `7`: what `as fraction` shows.
    static func fractionText(_ number: Number) -> String {
        guard let exact = number.exact else { return NumberFormatting.format(number).text }
        let numerator = exact.numerator.description
        return exact.isInteger ? numerator : numerator + "/" + exact.denominator.description
    }

    /// Significant digits of an approximation as data (DESIGN §11).
    public static let dataSignificantDigits = 30

    /// A number as data (`--json`'s `value`): an exact one whole (an integer, a terminating
    /// decimal, else `p/q`), an approximation to `significantDigits` digits, trailing zeros
    /// included (`NumberFormatting.dataText`), in scientific form when its digits end before
    /// the point (`2.68811714181613544841262555158e43`: zeros after them would read as exact).
    /// An exact number is never in scientific form.
    public static func dataText(_ number: Number, significantDigits: Int = dataSignificantDigits) -> String {
        guard let exact = number.exact else { return NumberFormatting.dataText(number.approximation!, significantDigits: significantDigits) }
        // Decimals in full (`0.00000000000000000001`, not `1e-20`), else p/q.
        if let decimal = NumberFormatting.exactDecimal(exact), !decimal.contains("e") { return decimal }
        return fractionText(number)
    }

    /// Whether `dataText` of `number` is decided to `significantDigits` digits: an exact
    /// number always is; an approximation once its interval gives the same digits at both
    /// ends, or holds zero (then what is shown decides how precisely the line is computed).
    public static func isDataDecided(_ number: Number, significantDigits: Int) -> Bool {
        guard let approximation = number.approximation, !approximation.containsZero else { return true }
        return approximation.roundedDigits(significantDigits) != nil
    }

    /// The number a percentage shows: its fraction × 100 (0.15 shows as 15).
    static func percentNumber(_ number: Number) -> Number {
        (try? number.multiplied(by: Number(Rational(100)))) ?? number
    }

    /// Below this an amount is shown in scientific form (`amount` goes to 40 places at most).
    private static let smallestPlainAmount = Rational(1, BigInteger(10).power(40))

    /// Whether the text of `value` is decided: an exact value always is; an approximation once
    /// its interval gives the same digits at both ends (the evaluator computes the line again,
    /// more precisely, until it does).
    public static func isDecided(_ value: Value, significantDigits: Int) -> Bool {
        guard var approximation = value.number.approximation else { return true }
        if value.presentation.isPercent, let scaled = percentNumber(value.number).approximation { approximation = scaled }
        if let code = value.currency ?? value.unit.moneyPerUnit, let places = CurrencyCatalogue.minorUnits(code) {
            return approximation.roundedIfDecided(places: value.isMoney ? places : places + 2) != nil
        }
        return approximation.roundedDigits(significantDigits) != nil
    }

    /// Rounded to `places` decimals, halves away from zero. A non-zero amount that would show
    /// as zero shows two significant digits instead, without trailing zeros (`0.00011 USD`,
    /// `0.004 USD`, `0.05 JPY`, not `0.00 USD`): within 5% of the value, and read back as itself.
    static func amount(_ value: Rational, places: Int) -> (text: String, isExact: Bool) {
        let shown = NumberFormatting.fixed(value, places: places)
        if value.isZero || !isAllZero(shown.text) { return shown }
        // The place of the first significant digit: the first p with |value|·10^p ≥ 1.
        let magnitude = value.magnitude
        var first = places + 1
        while first <= 40, let scaled = try? magnitude.multiplied(by: Rational(10).power(first)), scaled < Rational(1) {
            first += 1
        }
        if first > 40 {
            // Too small for any sensible number of decimals: say it in scientific form.
            return NumberFormatting.format(Number(value))
        }
        var (text, exact) = NumberFormatting.fixed(value, places: first + 1)
        // Two digits one place past the minor unit that round up to 50 would read back as half
        // a unit, which rounds up to a whole one (`0.005 USD` shows as `0.01 USD`). The value
        // is below half a unit (it rounded to zero), so its digits are 49, truncated.
        if first == places + 1 && text.hasSuffix("50") {
            return (String(text.dropLast(2)) + "49", false)
        }
        // `0.0040`, or `0.00099…` rounded up to `0.0010`: the zeros at the end say nothing.
        while text.utf8.last == UInt8(ascii: "0") { text.removeLast() }
        return (text, exact)
    }

    private static func isAllZero(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }
    }

    /// A quantity with a unit other than one currency: the number as a plain number is shown,
    /// or, for a price per unit (`EUR/l`), to the currency's minor unit and up to two more
    /// decimals where they are not zero (`1.859 EUR/l`, `7.00 USD/gal`); then the unit, a
    /// duration from the day up in words (`29 days`, `1 day`).
    /// `5 ft 10.8661417322835 inch`: `number` (in the first of `units`) as whole numbers of
    /// each unit but the last, and the rest in the last, to `significantDigits`; parts that
    /// are zero left out unless all are, a last part that rounds up to a whole next unit
    /// carried, a negative value in parentheses (`-(5 ft 2 inch)`). It reads back as the sum.
    static func appendParts(_ number: Number, _ units: [UnitCatalogue.ID], significantDigits: Int, to text: inout [UInt8]) -> Bool {
        guard var rest = number.exact ?? number.approximation?.midpoint(), units.count > 1 else {
            return NumberFormatting.append(number, significantDigits: significantDigits, to: &text)
        }
        let negative = rest.signum < 0
        rest = rest.magnitude
        // The ratio of each unit to the next (12 inches a foot).
        let ratios = (1..<units.count).map { (try? UnitCatalogue.factors[Int(units[$0 - 1].index)].divided(by: UnitCatalogue.factors[Int(units[$0].index)])) ?? .one }
        var wholes: [Rational] = []
        for ratio in ratios {
            let whole = rest.floor
            wholes.append(whole)
            rest = (try? rest.subtracting(whole).multiplied(by: ratio)) ?? .zero
        }
        // The last part as shown: rounded to the digits shown, carried when it makes a whole next unit.
        var last = rest, lastIsExact = number.isExact
        if !rest.isZero, let rounded = Rational.roundedToSignificantDigits(rest, significantDigits) {
            if rounded != rest { lastIsExact = false }
            last = rounded
        }
        var position = wholes.count - 1
        var carry = last >= ratios[position]
        if carry { last = .zero; lastIsExact = number.isExact }
        while carry, position >= 0 {
            wholes[position] = (try? wholes[position].adding(.one)) ?? wholes[position]
            carry = position > 0 && wholes[position] >= ratios[position - 1]
            if carry { wholes[position] = .zero }
            position -= 1
        }
        var shown: [String] = []
        for (index, whole) in wholes.enumerated() where !whole.isZero {
            shown.append(ValueFormatting.format(Value(Number(whole), unit: Resolver.expanded(units[index]))).text)
        }
        if !last.isZero || shown.isEmpty {
            let lastValue = Value(Number(last), unit: Resolver.expanded(units[units.count - 1]))
            shown.append(ValueFormatting.format(lastValue, significantDigits: significantDigits).text)
        }
        let joined = shown.joined(separator: " ")
        text.append(contentsOf: (negative ? "-(\(joined))" : joined).utf8)
        return lastIsExact && number.isExact
    }

    static func appendQuantity(_ value: Value, significantDigits: Int, to text: inout [UInt8]) -> Bool {
        let isExact: Bool
        if let code = value.unit.moneyPerUnit, let places = CurrencyCatalogue.minorUnits(code),
           let rounded = value.number.exact ?? value.number.approximation?.roundedIfDecided(places: places + 2) {
            let start = text.count
            if let shownExactly = NumberFormatting.appendFixed(rounded, places: places + 2, to: &text)
                ?? appendFixedWide(rounded, places: places + 2, to: &text) {
                // The common price, in bytes (through Strings it would allocate at every line).
                if let point = text[start...].firstIndex(of: UInt8(ascii: ".")) {
                    while text.last == UInt8(ascii: "0"), text.count - point > places + 1 { text.removeLast() }
                    if text.last == UInt8(ascii: ".") { text.removeLast() }
                }
                isExact = shownExactly && value.number.isExact
            } else {
                var (shown, shownExactly) = amount(rounded, places: places + 2)
                // Trailing zeros past the minor unit say nothing.
                if let point = shown.firstIndex(of: "."), !shown.contains("e") {
                    while shown.last == "0", shown.distance(from: point, to: shown.endIndex) > places + 1 { shown.removeLast() }
                    // A currency without minor units (`100 JPY/l`) keeps no point.
                    if shown.last == "." { shown.removeLast() }
                }
                text.append(contentsOf: shown.utf8)
                isExact = shownExactly && value.number.isExact
            }
        } else {
            isExact = NumberFormatting.append(value.number, significantDigits: significantDigits, to: &text)
        }
        text.append(UInt8(ascii: " "))
        appendUnitText(value.unit, isOne: value.number.exact == Rational(1), to: &text)
        return isExact
    }

    /// `NumberFormatting.appendFixed` of a value whose parts times 10^places overflow 64 bits
    /// (a price converted by a rate and a factor, `1.234 EUR/l in USD/gal`, which would
    /// otherwise go through `amount`'s Strings): rounded first, then written.
    /// Nil, with nothing appended, when it rounds to zero (`amount` shows those) or stays big.
    private static func appendFixedWide(_ value: Rational, places: Int, to text: inout [UInt8]) -> Bool? {
        guard let scale = try? Rational(10).power(places), let scaled = try? value.multiplied(by: scale) else { return nil }
        let whole = scaled.roundedHalfAwayFromZero
        guard !whole.isZero, let shown = try? whole.divided(by: scale),
              NumberFormatting.appendFixed(shown, places: places, to: &text) != nil else { return nil }
        return whole == scaled
    }

    /// A date as `YYYY-MM-DD`, a weekday by its English name.
    public static func calendarText(_ value: Value) -> String {
        guard let days = value.number.exact?.intValue, let day = Day(checkingDaysSinceEpoch: days) else {
            return NumberFormatting.format(value.number).text
        }
        return value.presentation == .weekday ? Day.weekdayNames[day.weekdayIndex] : day.text
    }

    /// `Day.text` appended: `YYYY-MM-DD`, the year zero-padded to four digits.
    public static func appendDate(_ day: Day, to text: inout [UInt8]) {
        guard (0..<10_000).contains(day.year) else {
            text.append(contentsOf: day.text.utf8)
            return
        }
        // Ten bytes in two integers, appended at once (a byte at a time checks capacity for
        // each, and a loop of divisions by ten costs more than the straight line).
        let zero = UInt64(UInt8(ascii: "0")), dash = UInt64(UInt8(ascii: "-"))
        let year = UInt64(day.year), month = UInt64(day.month), dayOfMonth = UInt64(day.day)
        let head = (zero + year / 1000) | (zero + year / 100 % 10) << 8 | (zero + year / 10 % 10) << 16
            | (zero + year % 10) << 24 | dash << 32 | (zero + month / 10) << 40 | (zero + month % 10) << 48 | dash << 56
        let tail = UInt16(truncatingIfNeeded: (zero + dayOfMonth / 10) | (zero + dayOfMonth % 10) << 8)
        withUnsafeBytes(of: (head.littleEndian, tail.littleEndian)) { bytes in
            text.append(contentsOf: UnsafeBufferPointer(start: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), count: 10))
        }
    }

    /// Hours on the clock: `16:15`, `0:45:10`, `46:30` past a day, `-1:30`; to the second,
    /// halves away from zero.
    static func clockText(_ hours: Number) -> String? {
        guard let seconds = try? hours.multiplied(by: Number(Rational(3600))) else { return nil }
        let rounded: Rational
        switch seconds.storage {
        case .exact(let exact): guard let whole = try? exact.rounded(toDecimalPlaces: 0) else { return nil }; rounded = whole
        case .approximate(let approximation):
            guard let decided = approximation.roundedIfDecided(places: 0) else { return nil }
            rounded = decided
        }
        guard let total = rounded.intValue else { return nil }
        let magnitude = abs(total)
        let (h, m, s) = (magnitude / 3600, magnitude / 60 % 60, magnitude % 60)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return (total < 0 ? "-" : "") + "\(h):\(two(m))" + (s == 0 ? "" : ":\(two(s))")
    }

    /// A time of day or an instant in ISO 8601, for data (`--json`): `15:45:00`,
    /// `2026-11-29T00:00:00+09:00` (with the offset of its zone at that instant); nil for other
    /// values, or seconds that are not whole.
    public static func isoText(_ value: Value) -> String? {
        switch value.presentation {
        case .timeOfDay:
            guard let hours = value.number.exact, let seconds = try? hours.multiplied(by: Rational(3600)), let total = seconds.intValue else { return nil }
            func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
            return "\(two(total / 3600)):\(two(total / 60 % 60)):\(two(total % 60))"
        case .instant(let zone):
            guard let seconds = value.number.exact?.intValue else { return nil }
            // An offset of seconds (local mean time before 1900) has no ISO form: UTC then.
            var offset = Int(zone.zone.rules.offset(at: Int64(seconds)).seconds)
            if offset % 60 != 0 { offset = 0 }
            guard let text = wallClockText(seconds + offset, seconds: true) else { return nil }
            let name = ZoneSpec.offsetName(Int32(offset))
            return String(text.map { $0 == " " ? "T" : $0 }) + (offset == 0 ? "+00:00" : String(name.dropFirst(3)))
        default:
            return nil
        }
    }

    /// The zone an instant is shown in, by name (`Asia/Tokyo`, `UTC`, `UTC+05:30`, the local
    /// zone's name), for data; nil for other values.
    public static func zoneName(_ value: Value) -> String? {
        guard case .instant(let zone) = value.presentation else { return nil }
        return zone.zone.name
    }

    /// An instant as its zone's clocks show it: `2026-11-29 00:00 Asia/Tokyo`, seconds only
    /// when not zero (`12:41:41`), the local zone without a name; it reads back as the same
    /// instant. The second time of an hour the clocks repeat says its offset after the zone
    /// (`2026-11-01 01:30 America/New_York UTC-05:00`; locally, the offset alone), as the
    /// first needs not.
    static func instantText(_ seconds: Number, zone: ZoneID) -> String? {
        guard let whole = seconds.exact?.intValue else { return nil }
        let shown = zone.zone
        let offset = shown.rules.offset(at: Int64(whole)).seconds
        let wall = whole + Int(offset)
        guard var text = wallClockText(wall, seconds: wall % 60 != 0) else { return nil }
        if !shown.isLocal { text += " " + shown.name }
        if case .repeated(_, let second) = shown.rules.instants(atLocal: Int64(wall)), second == Int64(whole) {
            text += " " + ZoneSpec.offsetName(offset)
        }
        return text
    }

    /// `2026-11-29 00:00` (`:SS` with `seconds`) for seconds since 1970-01-01 00:00 counted on a
    /// zone's clocks; nil outside the years 1 to 9999.
    public static func wallClockText(_ wall: Int, seconds: Bool) -> String? {
        let days = Day.daysSinceEpoch(containing: wall)
        guard let day = Day(checkingDaysSinceEpoch: days) else { return nil }
        let rest = wall - days * 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(day.text) \(two(rest / 3600)):\(two(rest / 60 % 60))" + (seconds ? ":\(two(rest % 60))" : "")
    }

    /// A time of day on a 12-hour clock: `7:55 pm`, `12:00 am` for midnight, `12:00 pm` for
    /// noon, seconds only when not zero (`7:55:30 pm`); it reads back as the same time.
    static func timeOfDayText(_ hours: Number) -> String? {
        guard let clock = clockText(hours), hours.signum >= 0, let colon = clock.firstIndex(of: ":"),
              let hour = Int(clock[..<colon]), hour < 24 else { return nil }
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return "\(twelve)\(clock[colon...]) \(hour < 12 ? "am" : "pm")"
    }

    /// The unit as printed after a number: a time from the day up in words, plural unless
    /// the number is exactly 1.
    public static func unitText(_ unit: Unit, isOne: Bool) -> String {
        var text: [UInt8] = []
        appendUnitText(unit, isOne: isOne, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// `unitText` appended to the output: the product's symbol bytes, made once per unit
    /// (not built as Strings again at every result).
    static func appendUnitText(_ unit: Unit, isOne: Bool, to text: inout [UInt8]) {
        guard case .product(let id) = unit else {
            text.append(contentsOf: unit.symbol.utf8)
            return
        }
        UnitProducts.appendSymbol(of: id, to: &text)
        if !isOne && UnitProducts.facts(of: id).isWordUnit { text.append(UInt8(ascii: "s")) }
    }
}

extension Rational {
    /// `value` rounded half away from zero to `digits` significant digits; nil past the limits.
    static func roundedToSignificantDigits(_ value: Rational, _ digits: Int) -> Rational? {
        guard !value.isZero else { return value }
        let magnitude = value.magnitude
        // The decimal exponent of the first significant digit: a Double's estimate, made exact.
        var exponent = 0, estimate = magnitude.doubleValue
        if estimate > 0 && estimate.isFinite {
            while estimate >= 10 { estimate /= 10; exponent += 1 }
            while estimate < 1 { estimate *= 10; exponent -= 1 }
        }
        if let power = try? Rational(10).power(exponent), magnitude < power { exponent -= 1 }
        if let power = try? Rational(10).power(exponent + 1), magnitude >= power { exponent += 1 }
        return try? value.rounded(toDecimalPlaces: digits - 1 - exponent)
    }
}
