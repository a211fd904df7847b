import CalcCore

/// What `--json`, `--explain` and `--total` print (DESIGN §11), from what a line produced.
enum ScriptOutput {
    // MARK: - JSON lines

    /// A line that succeeded.
    static func json(line: Int, input: String, value: Value, alsoShown: [Value], conversions: [ConversionRecord],
                     name: String?, significantDigits: Int) -> JSON {
        var members: [(String, JSON)] = [
            ("line", .integer(line)),
            ("input", .string(input)),
            ("result", .string(shown([value] + alsoShown, significantDigits))),
            ("value", .string(dataText(value))),
            ("exact", .bool(value.number.isExact)),
            ("kind", .string(kind(value))),
            ("currency", .optional(value.currency?.description)),
        ]
        if case .product = value.unit {
            members.append(("unit", .string(ValueFormatting.unitText(value.unit, isOne: value.number.exact == Rational(1)))))
        }
        if !conversions.isEmpty {
            // Every rate the line used: their sources, each once, and the oldest day.
            var sources: [String] = []
            for record in conversions where !sources.contains(record.quote.source) { sources.append(record.quote.source) }
            let date = conversions.compactMap(\.quote.date).min()
            members.append(("rates", .object([("source", .string(sources.joined(separator: " + "))), ("date", .optional(date?.text))])))
        }
        if let name { members.append(("name", .string(name))) }
        if !alsoShown.isEmpty {
            members.append(("results", .array(([value] + alsoShown).map { target in
                .object([("result", .string(shown([target], significantDigits))),
                         ("value", .string(dataText(target))),
                         ("currency", .optional(target.currency?.description))])
            })))
        }
        return .object(members)
    }

    /// A line that defined a function: its name and the definition as calc writes it.
    static func json(line: Int, input: String, defining function: UserFunction) -> JSON {
        .object([("line", .integer(line)), ("input", .string(input)), ("function", .string(function.name)),
                 ("definition", .string(function.text))])
    }

    /// A message's `message` and `hint`, its advice in the command line's words.
    static func messageMembers(_ diagnostic: Diagnostic) -> [(String, JSON)] {
        let worded = diagnostic.worded()
        return [("message", .string(worded.message)), ("hint", .optional(worded.hint))]
    }

    /// A line that failed: where, in characters from 1, and how long.
    static func json(line: Int, input: [UInt8], error: Diagnostic) -> JSON {
        let start = min(error.span.start, input.count), end = min(max(error.span.end, start), input.count)
        let column = characters(input[..<start]) + 1
        let length = characters(input[start..<end])
        return .object([
            ("line", .integer(line)),
            ("input", .string(String(decoding: input, as: UTF8.self))),
            ("error", .object(messageMembers(error) + [("column", .integer(column)), ("length", .integer(length))])),
        ])
    }

    /// The last object with `--total`. A currency left out of the total has `error` instead
    /// of `in_total`, and the total lists it under `left_out`.
    static func json(total summary: Ledger.Summary, in currency: CurrencyCode, significantDigits: Int) -> JSON {
        let totalValue = Value(summary.total, currency: currency)
        var members: [(String, JSON)] = [
            ("currency", .string(currency.description)),
            ("value", .string(ValueFormatting.dataText(summary.total))),
            ("result", .string(shown([totalValue], significantDigits))),
            ("by_currency", .array(summary.lines.map { subtotal, converted in
                var members: [(String, JSON)] = [
                    ("currency", .string(subtotal.currency.description)),
                    ("count", .integer(subtotal.count)),
                    ("value", .string(ValueFormatting.dataText(subtotal.sum))),
                    ("result", .string(shown([Value(subtotal.sum, currency: subtotal.currency)], significantDigits))),
                ]
                switch converted {
                case .success(let number): members.append(("in_total", .string(ValueFormatting.dataText(number))))
                case .failure(let reason):
                    members.append(("lines", .array(subtotal.lines.map { .integer($0) })))
                    members.append(("error", .object(messageMembers(reason))))
                }
                return .object(members)
            })),
        ]
        let leftOut = summary.leftOut
        if !leftOut.isEmpty { members.append(("left_out", .array(leftOut.map { .string($0.subtotal.currency.description) }))) }
        return .object([("total", .object(members))])
    }

    // MARK: - Totals

    /// `USD: 2 amounts, 42.00 USD = 37.59 EUR` a currency, then `total: 79.59 EUR`; a
    /// currency that cannot be converted is `not in the total`, and the total says what it is
    /// without. `marksApproximations`: on a terminal, a converted amount shown rounded gets `≈`.
    static func totalLines(_ summary: Ledger.Summary, in currency: CurrencyCode, significantDigits: Int,
                           marksApproximations: Bool = false) -> [String] {
        func amount(_ value: Value) -> String {
            let (text, isExact) = ValueFormatting.format(value, significantDigits: significantDigits)
            return marksApproximations && !isExact ? "≈ " + text : text
        }
        var lines: [String] = []
        for (subtotal, converted) in summary.lines {
            let count = subtotal.count == 1 ? "1 amount" : "\(subtotal.count) amounts"
            var line = "\(subtotal.currency): \(count), \(amount(Value(subtotal.sum, currency: subtotal.currency)))"
            switch converted {
            case .success(let number):
                if subtotal.currency != currency { line += " = " + amount(Value(number, currency: currency)) }
            case .failure:
                line += ", not in the total (\(linesText(subtotal)))"
            }
            lines.append(line)
        }
        let leftOut = summary.leftOut.map(\.subtotal.currency.description)
        lines.append("total: " + amount(Value(summary.total, currency: currency))
                     + (leftOut.isEmpty ? "" : ", without " + leftOut.joined(separator: ", ")))
        return lines
    }

    /// `line 3`, `lines 3, 7`: where a subtotal's amounts came from, as far as known.
    static func linesText(_ subtotal: Ledger.Subtotal) -> String {
        let known = subtotal.lines.filter { $0 > 0 }
        guard !known.isEmpty else { return subtotal.count == 1 ? "1 amount" : "\(subtotal.count) amounts" }
        let more = subtotal.count > known.count ? ", …" : ""
        return (known.count == 1 && more.isEmpty ? "line " : "lines ") + known.map(String.init).joined(separator: ", ") + more
    }

    // MARK: - Explanations

    /// The path of a result that used a rate: each conversion with the amounts and the rate, its
    /// source and day (or the `at` clause), through which base; the day a date fell back to;
    /// and the rounding of the amount shown. Indented under the result.
    /// `alsoShown`: the further targets of the line (`in USD, GBP`), whose rounding is told too.
    static func explanation(of value: Value, alsoShown: [Value] = [], conversions: [ConversionRecord], notes: [Diagnostic],
                            unitConversions: [UnitConversionRecord] = [], significantDigits: Int) -> [String] {
        var lines: [String] = []
        for record in unitConversions {
            // `5 km → 3.10685596118667 mi (1 mi = 1.609344 km)`.
            let factors = record.factors
            lines.append("  \(number(record.amount)) \(record.from.symbol) → \(number(record.converted)) \(record.to.symbol)"
                         + (factors.isEmpty ? "" : " (" + factors.joined(separator: ", ") + ")"))
        }
        for record in conversions {
            let quote = record.quote
            let provenance = quote.source.hasPrefix("at ") ? "(\(quote.source))" : "(\(quote.source)\(quote.date.map { ", \($0)" } ?? ""))"
            var line: String
            if let amount = record.amount, let converted = record.converted {
                line = "  \(number(amount)) \(record.from) → \(number(converted)) \(record.to) at \(number(Number(quote.rate))) \(record.to) per \(record.from) \(provenance)"
            } else {
                line = "  rate(\(record.from), \(record.to)) = \(number(Number(quote.rate))) \(provenance)"
            }
            if let via = quote.via {
                // In a merged table each side may come from another source and day: said per side.
                let fromOrigin = via.fromOrigin.map { " (\($0))" } ?? "", toOrigin = via.toOrigin.map { " (\($0))" } ?? ""
                line += ", through \(via.base): 1 \(via.base) = \(number(Number(via.fromPerBase))) \(record.from)\(fromOrigin)"
                    + " = \(number(Number(via.toPerBase))) \(record.to)\(toOrigin)"
            }
            lines.append(line)
        }
        for note in notes { lines.append("  note: \(note.message)") }
        for shown in [value] + alsoShown {
            guard let currency = shown.currency, CurrencyCatalogue.minorUnits(currency) != nil else { continue }
            let exact = number(shown.number)
            let (text, isExact) = ValueFormatting.format(shown, significantDigits: significantDigits)
            lines.append(isExact ? "  shown exactly: \(text)" : "  shown rounded, halves away from zero: \(exact) \(currency) → \(text)")
        }
        return lines
    }

    // MARK: - Pieces

    /// Values as calc prints them in a pipe, joined as several targets are.
    private static func shown(_ values: [Value], _ significantDigits: Int) -> String {
        values.map { ValueFormatting.format($0, significantDigits: significantDigits).text }.joined(separator: ", ")
    }

    /// A number in an explanation: exact when its decimals end, else `≈` and 15 digits.
    private static func number(_ number: Number) -> String {
        let (text, isExact) = NumberFormatting.format(number)
        return isExact ? text : "≈ " + text
    }

    /// The value as data: a date as `YYYY-MM-DD`, a weekday by its name, a number in full.
    private static func dataText(_ value: Value) -> String {
        value.presentation.isCalendar ? ValueFormatting.calendarText(value) : ValueFormatting.dataText(value.number)
    }

    private static func kind(_ value: Value) -> String {
        switch (value.unit, value.presentation) {
        case (.currency, _): "money"
        case (.product, _): "quantity"
        case (.none, .percent): "percent"
        case (.none, .date): "date"
        case (.none, .weekday): "text"
        case (.none, _): "number"
        }
    }

    private static func characters(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
