import CalcCore

/// `--csv`: one row a line that gives something (RFC 4180: fields with a comma, a quote or a
/// line break quoted, quotes doubled, rows ending in CRLF), after a header row:
/// `line,input,result,value,unit,error`. `result` is the line as calc prints it (its other
/// targets after commas), `value` the number in full (a date as YYYY-MM-DD), `unit` the
/// currency's code or the unit's symbol, `error` the message of a line that failed; a
/// definition's `result` is the definition. Blank lines, comments and headings have no row.
struct CSVRenderer: LineRenderer {
    private var headerWritten = false

    mutating func render(_ outcome: borrowing LineOutcome, number: Int, input: [UInt8], fileName: String?, in context: RenderContext) -> Bool {
        var fields: [String]
        var succeeded = true
        switch outcome {
        case .nothing:
            return true
        case .value(let evaluation):
            let value = evaluation.value
            let shown = ([value] + evaluation.alsoShown)
                .map { ValueFormatting.format($0, significantDigits: context.significantDigits).text }.joined(separator: ", ")
            let data = ValueFormatting.isoText(value)
                ?? (value.presentation.isCalendar ? ValueFormatting.calendarText(value) : ValueFormatting.dataText(value.number))
            let unit = value.currency?.description
                ?? (value.unit == .none ? "" : ValueFormatting.unitText(value.unit, isOne: value.number.exact == Rational(1)))
            fields = [shown, data, unit, ""]
        case .definition(let function):
            fields = [function.text, "", "", ""]
        case .error(let error):
            fields = ["", "", "", error.worded().oneLine]
            succeeded = false
        }
        fields.insert(String(decoding: input, as: UTF8.self), at: 0)
        fields.insert(String(number), at: 0)
        var row = headerWritten ? "" : "line,input,result,value,unit,error\r\n"
        headerWritten = true
        row += fields.map(CSVRenderer.field).joined(separator: ",") + "\r\n"
        context.console.output.write(row)
        return succeeded
    }

    /// A field as RFC 4180 writes it.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return text }
        var quoted = "\""
        for character in text {
            if character == "\"" { quoted.append("\"") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}
