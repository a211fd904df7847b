import CalcCore

/// A fixed rate table, so that conversions are exercised without any file.
let fuzzRates = RateTable(base: "EUR", date: Day("2025-05-09"), source: "fuzz", rates: [
    "USD": Rational(11252, 10000), "JPY": Rational(16336, 100), "GBP": Rational(8477, 10000),
    "KWD": Rational(345, 1000), "CLF": Rational(25, 1000), "BGN": Rational(19558, 10000),
])

/// One input: up to four lines evaluated in one evaluator (so variables and ans carry), each
/// result formatted and read back, each error rendered both ways.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCalculator(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var evaluator = Evaluator(rates: fuzzRates)
    for line in bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 3, omittingEmptySubsequences: false) {
        let lineBytes = Array(line)
        do {
            guard let value = try evaluator.evaluate(Parser.parse(lineBytes)) else { continue }
            let (text, isExact) = ValueFormatting.format(value)
            // A weekday is a name, shown as is and usable nowhere else (DESIGN §14).
            if value.presentation == .weekday { continue }
            // What calc prints must read back; when exact, as the same value. A Roman numeral
            // reads back through roman("…") (DESIGN §15).
            var reader = Evaluator(rates: fuzzRates)
            let readable = value.presentation == .roman ? "roman(\"\(text)\")" : text
            guard let reread = try? reader.evaluate(readable) else {
                fatalError("printed text does not read back: \(text)")
            }
            if isExact && reread.number.exact != value.number.exact {
                fatalError("exact text \(text) reads back as another value")
            }
            // A rounded or approximate text reads back as the value shown, which may print in
            // another form (`2.03703597633449e90` as its 91 digits): that form is then stable.
            if !isExact {
                let shown = ValueFormatting.format(reread).text
                var again = Evaluator(rates: fuzzRates)
                guard let third = try? again.evaluate(shown), ValueFormatting.format(third).text == shown else {
                    fatalError("rounded text \(text) reads back as \(shown), which does not print as itself")
                }
            }
        } catch {
            _ = DiagnosticRenderer.withCarets(error, line: lineBytes)
            _ = DiagnosticRenderer.located(error, file: "fuzz", lineNumber: 1, line: lineBytes)
            precondition(error.span.start >= 0 && error.span.start <= error.span.end && error.span.end <= lineBytes.count,
                         "span \(error.span) outside a line of \(lineBytes.count) bytes")
        }
    }
    return 0
}
