import CalcCore

/// The JSON object of a line that succeeded (DESIGN §11), written as bytes into the output
/// buffer: built as a `JSON` tree and printed through `String`s it would cost many times the
/// line's evaluation. The members and their order are those of the README's schema.
extension ScriptOutput {
    static func appendJSON(line: Int, input: [UInt8], value: Value, alsoShown: [Value], conversions: [ConversionRecord],
                           name: String?, significantDigits: Int, to out: inout [UInt8]) {
        out.append(literal: #"{"line":"#)
        out.append(decimal: line)
        out.append(literal: #","input":"#)
        JSONBytes.appendString(utf8: input, to: &out)
        out.append(literal: #","result":"#)
        appendShown(value, alsoShown, significantDigits, to: &out)
        out.append(literal: #","value":"#)
        appendData(value, to: &out)
        out.append(literal: value.number.isExact ? #","exact":true,"kind":""# : #","exact":false,"kind":""#)
        out.append(literal: kind(value))
        out.append(literal: #"","currency":"#)
        appendCurrency(value, to: &out)
        if case .product = value.unit {
            out.append(literal: #","unit":"#)
            JSONBytes.appendString(ValueFormatting.unitText(value.unit, isOne: value.number.exact == Rational(1)), to: &out)
        }
        // An instant's zone (DESIGN §20): `Asia/Tokyo`, `UTC+05:30`, the local zone's name.
        if let zone = ValueFormatting.zoneName(value) {
            out.append(literal: #","zone":"#)
            JSONBytes.appendString(zone, to: &out)
        }
        if !conversions.isEmpty {
            out.append(literal: #","rates":{"source":"#)
            appendSources(conversions, to: &out)
            out.append(literal: #","date":"#)
            // The oldest day of the rates used.
            if let date = conversions.lazy.compactMap(\.quote.date).min() {
                // Digits and dashes: nothing to escape.
                out.append(UInt8(ascii: "\""))
                out.append(day: date)
                out.append(UInt8(ascii: "\""))
            } else {
                out.append(literal: "null")
            }
            out.append(UInt8(ascii: "}"))
        }
        if let name {
            out.append(literal: #","name":"#)
            JSONBytes.appendString(name, to: &out)
        }
        if !alsoShown.isEmpty {
            out.append(literal: #","results":["#)
            for (index, target) in ([value] + alsoShown).enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out.append(literal: #"{"result":"#)
                appendShown(target, [], significantDigits, to: &out)
                out.append(literal: #","value":"#)
                appendData(target, to: &out)
                out.append(literal: #","currency":"#)
                appendCurrency(target, to: &out)
                if let zone = ValueFormatting.zoneName(target) {
                    out.append(literal: #","zone":"#)
                    JSONBytes.appendString(zone, to: &out)
                }
                out.append(UInt8(ascii: "}"))
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "}"))
    }

    /// Values as calc prints them in a pipe, joined as several targets are, as a string.
    private static func appendShown(_ value: Value, _ alsoShown: [Value], _ significantDigits: Int, to out: inout [UInt8]) {
        let start = JSONBytes.openString(&out)
        _ = ValueFormatting.append(value, significantDigits: significantDigits, to: &out)
        for also in alsoShown {
            out.append(literal: ", ")
            _ = ValueFormatting.append(also, significantDigits: significantDigits, to: &out)
        }
        JSONBytes.closeString(from: start, &out)
    }

    /// The value as data, as a string: a date as `YYYY-MM-DD`, a weekday by its name, a time
    /// of day and an instant in ISO 8601 (`15:45:00`, `2026-11-29T00:00:00+09:00`), a number
    /// in full. Digits, signs, points, dashes and English letters: nothing to escape.
    private static func appendData(_ value: Value, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        if let iso = ValueFormatting.isoText(value) {
            out.append(text: iso)
        } else if value.presentation.isCalendar {
            out.append(text: ValueFormatting.calendarText(value))
        } else {
            ValueFormatting.appendData(value.number, to: &out)
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The currency's code as a string, or null.
    private static func appendCurrency(_ value: Value, to out: inout [UInt8]) {
        guard let currency = value.currency else { return out.append(literal: "null") }
        out.append(UInt8(ascii: "\""))
        out.append(code: currency)
        out.append(UInt8(ascii: "\""))
    }

    /// Every source the line's rates came from, each once, joined by ` + `, as a string.
    private static func appendSources(_ conversions: [ConversionRecord], to out: inout [UInt8]) {
        let start = JSONBytes.openString(&out)
        // By index: a `ConversionRecord` is large, and copying each cost its references.
        for index in conversions.indices {
            let source = conversions[index].quote.source
            if (0..<index).contains(where: { conversions[$0].quote.source == source }) { continue }
            if index > 0 { out.append(literal: " + ") }
            out.append(text: source)
        }
        JSONBytes.closeString(from: start, &out)
    }

    private static func kind(_ value: Value) -> StaticString {
        switch (value.unit, value.presentation) {
        case (.currency, _): "money"
        case (.product, .timeOfDay): "time"
        case (.product, .instant): "instant"
        case (.product, _): "quantity"
        case (.none, .percent): "percent"
        case (.none, .date): "date"
        case (.none, .weekday): "text"
        case (.none, _): "number"
        }
    }
}
