import CalcCore

/// What `--explain` and `:explain` print under a result (DESIGN §11), written as bytes into
/// the output buffer: built from interpolated `String`s and joined it would allocate many
/// times for every money line.
extension ScriptOutput {
    /// The path of a result that used a rate: each conversion with the amounts and the rate, its
    /// source and day (or the `at` clause), through which base; the day a date fell back to;
    /// and the rounding of the amount shown. Indented under the result, each line ending in a
    /// newline. `alsoShown`: the further targets of the line (`in USD, GBP`), whose rounding is
    /// told too.
    static func appendExplanation(of value: Value, alsoShown: [Value] = [], conversions: [ConversionRecord], notes: [Diagnostic],
                                  unitConversions: [UnitConversionRecord] = [], significantDigits: Int, to out: inout [UInt8]) {
        for record in unitConversions {
            // `5 km → 3.10685596118667 mi (1 mi = 1.609344 km)`.
            out.append(literal: "  ")
            appendNumber(record.amount, to: &out)
            out.append(UInt8(ascii: " "))
            out.append(text: record.from.symbol)
            out.append(literal: " → ")
            appendNumber(record.converted, to: &out)
            out.append(UInt8(ascii: " "))
            out.append(text: record.to.symbol)
            let factors = record.factors
            if !factors.isEmpty {
                out.append(literal: " (")
                for (index, factor) in factors.enumerated() {
                    if index > 0 { out.append(literal: ", ") }
                    out.append(text: factor)
                }
                out.append(UInt8(ascii: ")"))
            }
            out.append(UInt8(ascii: "\n"))
        }
        for record in conversions {
            appendConversion(record, to: &out)
        }
        for note in notes {
            out.append(literal: "  note: ")
            out.append(text: note.message)
            out.append(UInt8(ascii: "\n"))
        }
        appendRounding(of: value, significantDigits: significantDigits, to: &out)
        for also in alsoShown { appendRounding(of: also, significantDigits: significantDigits, to: &out) }
    }

    /// `  100 USD → 89.5 EUR at 0.895 EUR per USD (ECB, 2026-11-25)`, or `  rate(USD, EUR) = …`,
    /// then, for a cross rate, `, through EUR: 1 EUR = … USD = … GBP` with each side's origin
    /// when the two differ.
    private static func appendConversion(_ record: ConversionRecord, to out: inout [UInt8]) {
        let quote = record.quote
        out.append(literal: "  ")
        if let amount = record.amount, let converted = record.converted {
            appendAmount(amount, record.from, to: &out)
            out.append(literal: " → ")
            appendAmount(converted, record.to, to: &out)
            out.append(literal: " at ")
            appendAmount(Number(quote.rate), record.to, to: &out)
            out.append(literal: " per ")
            out.append(code: record.from)
        } else {
            out.append(literal: "rate(")
            out.append(code: record.from)
            out.append(literal: ", ")
            out.append(code: record.to)
            out.append(literal: ") = ")
            appendNumber(Number(quote.rate), to: &out)
        }
        // The provenance: `(ECB, 2026-11-25)`, or the `at` clause as it was written.
        out.append(literal: " (")
        out.append(text: quote.source)
        if let date = quote.date, !quote.source.hasPrefix("at ") {
            out.append(literal: ", ")
            out.append(day: date)
        }
        out.append(UInt8(ascii: ")"))
        if let via = quote.via {
            // In a merged table each side may come from another source and day: said per side.
            out.append(literal: ", through ")
            out.append(code: via.base)
            out.append(literal: ": 1 ")
            out.append(code: via.base)
            out.append(literal: " = ")
            appendAmount(Number(via.fromPerBase), record.from, to: &out)
            appendOrigin(via.fromOrigin, to: &out)
            out.append(literal: " = ")
            appendAmount(Number(via.toPerBase), record.to, to: &out)
            appendOrigin(via.toOrigin, to: &out)
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// ` (ECB, 2026-11-24)`, when a side of a cross rate has its own origin.
    private static func appendOrigin(_ origin: RateOrigin?, to out: inout [UInt8]) {
        guard let origin else { return }
        out.append(literal: " (")
        out.append(text: origin.source)
        out.append(literal: ", ")
        out.append(day: origin.date)
        out.append(UInt8(ascii: ")"))
    }

    /// `  shown exactly: 89.50 EUR`, or `  shown rounded, halves away from zero: 89.4975 EUR →
    /// 89.50 EUR`, for an amount in a currency with minor units.
    private static func appendRounding(of shown: Value, significantDigits: Int, to out: inout [UInt8]) {
        guard let currency = shown.currency, CurrencyCatalogue.minorUnits(currency) != nil else { return }
        out.append(literal: "  shown ")
        // The text is written first: only then is it known whether it is exact.
        let text = out.count
        if ValueFormatting.append(shown, significantDigits: significantDigits, to: &out) {
            out.insert(literal: "exactly: ", at: text)
        } else {
            let before = out.count
            out.append(literal: "rounded, halves away from zero: ")
            appendAmount(shown.number, currency, to: &out)
            out.append(literal: " → ")
            out.moveToFront(from: before, of: text)
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// `12.6 EUR`: a number as `appendNumber` writes it, then a currency.
    private static func appendAmount(_ number: Number, _ currency: CurrencyCode, to out: inout [UInt8]) {
        appendNumber(number, to: &out)
        out.append(UInt8(ascii: " "))
        out.append(code: currency)
    }

    /// A number in an explanation: exact when its decimals end, else `≈` and 15 digits.
    private static func appendNumber(_ number: Number, to out: inout [UInt8]) {
        let start = out.count
        if !NumberFormatting.append(number, to: &out) { out.markApproximation(at: start) }
    }
}
