import CalcCore

/// What `--json`, `--explain` and `--total` print (DESIGN §11), from what a line produced.
enum ScriptOutput {
    // MARK: - JSON lines

    // A line that succeeded: `appendJSON` (ResultJSON.swift).

    /// A line that defined a function: its name and the definition as calc writes it.
    static func json(line: Int, input: String, defining function: UserFunction) -> JSON {
        .object([("line", .integer(line)), ("input", .string(input)), ("function", .string(function.name)),
                 ("definition", .string(function.text))])
    }

    /// A message's `message` and `hint`, its advice in the command line's words.
    static func messageMembers(_ diagnostic: Diagnostic) -> [(String, JSON)] {
        let words = diagnostic.worded().words
        return [("id", .string(diagnostic.id.rawValue)), ("message", .string(words.message)), ("hint", .optional(words.hint))]
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
                           marksApproximations: Bool = false, style: NumberStyle = .standard) -> [String] {
        func amount(_ value: Value) -> String {
            var text: [UInt8] = []
            let isExact = text.append(value, significantDigits: significantDigits, style: style, grouping: marksApproximations)
            return (marksApproximations && !isExact ? "≈ " : "") + String(decoding: text, as: UTF8.self)
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

    // MARK: - Explanations: `appendExplanation` (Explanation.swift).

    // MARK: - Pieces

    /// Values as calc prints them in a pipe, joined as several targets are.
    private static func shown(_ values: [Value], _ significantDigits: Int) -> String {
        values.map { ValueFormatting.format($0, significantDigits: significantDigits).text }.joined(separator: ", ")
    }

    private static func characters(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
