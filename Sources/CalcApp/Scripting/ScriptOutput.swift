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
            ("value", .string(ValueFormatting.dataText(value.number))),
            ("exact", .bool(value.number.isExact)),
            ("kind", .string(kind(value))),
            ("currency", .optional(value.currency?.description)),
        ]
        if let quote = conversions.first?.quote {
            members.append(("rates", .object([("source", .string(quote.source)), ("date", .optional(quote.date?.text))])))
        }
        if let name { members.append(("name", .string(name))) }
        if !alsoShown.isEmpty {
            members.append(("results", .array(([value] + alsoShown).map { target in
                .object([("result", .string(shown([target], significantDigits))),
                         ("value", .string(ValueFormatting.dataText(target.number))),
                         ("currency", .optional(target.currency?.description))])
            })))
        }
        return .object(members)
    }

    /// A line that failed: where, in characters from 1, and how long.
    static func json(line: Int, input: [UInt8], error: Diagnostic) -> JSON {
        let start = min(error.span.start, input.count), end = min(max(error.span.end, start), input.count)
        let column = characters(input[..<start]) + 1
        let length = characters(input[start..<end])
        return .object([
            ("line", .integer(line)),
            ("input", .string(String(decoding: input, as: UTF8.self))),
            ("error", .object([("message", .string(error.message)), ("hint", .optional(error.hint)),
                               ("column", .integer(column)), ("length", .integer(length))])),
        ])
    }

    /// The last object with `--total`.
    static func json(total: (lines: [(subtotal: Ledger.Subtotal, converted: Number)], total: Number), in currency: CurrencyCode,
                     significantDigits: Int) -> JSON {
        let totalValue = Value(total.total, currency: currency)
        return .object([("total", .object([
            ("currency", .string(currency.description)),
            ("value", .string(ValueFormatting.dataText(total.total))),
            ("result", .string(shown([totalValue], significantDigits))),
            ("by_currency", .array(total.lines.map { subtotal, converted in
                .object([
                    ("currency", .string(subtotal.currency.description)),
                    ("count", .integer(subtotal.count)),
                    ("value", .string(ValueFormatting.dataText(subtotal.sum))),
                    ("result", .string(shown([Value(subtotal.sum, currency: subtotal.currency)], significantDigits))),
                    ("in_total", .string(ValueFormatting.dataText(converted))),
                ])
            })),
        ]))])
    }

    // MARK: - Totals

    /// `USD: 2 amounts, 42.00 USD = 37.59 EUR` a currency, then `total: 79.59 EUR`.
    static func totalLines(_ total: (lines: [(subtotal: Ledger.Subtotal, converted: Number)], total: Number), in currency: CurrencyCode,
                           significantDigits: Int) -> [String] {
        var lines: [String] = []
        for (subtotal, converted) in total.lines {
            let count = subtotal.count == 1 ? "1 amount" : "\(subtotal.count) amounts"
            var line = "\(subtotal.currency): \(count), \(shown([Value(subtotal.sum, currency: subtotal.currency)], significantDigits))"
            if subtotal.currency != currency { line += " = " + shown([Value(converted, currency: currency)], significantDigits) }
            lines.append(line)
        }
        lines.append("total: " + shown([Value(total.total, currency: currency)], significantDigits))
        return lines
    }

    // MARK: - Explanations

    /// The path of a result that used a rate: each conversion with the amounts and the rate, its
    /// source and day (or the `at` clause), through which base; the day a date fell back to;
    /// and the rounding of the amount shown. Indented under the result.
    /// `alsoShown`: the further targets of the line (`in USD, GBP`), whose rounding is told too.
    static func explanation(of value: Value, alsoShown: [Value] = [], conversions: [ConversionRecord], notes: [Diagnostic],
                            significantDigits: Int) -> [String] {
        var lines: [String] = []
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

    private static func kind(_ value: Value) -> String {
        switch value.kind {
        case .money: "money"
        case .percent: "percent"
        default: "number"
        }
    }

    private static func characters(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
