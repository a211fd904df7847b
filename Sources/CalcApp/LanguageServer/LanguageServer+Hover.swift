import CalcCore
import CalcRates

extension LanguageServer {
    /// `textDocument/hover` on a line's expression: its result, and for one that converted
    /// (an amount in another currency, a unit in another unit) what `--explain` says: each
    /// conversion with its rate, the rate's source and date, and the rounding of the amount
    /// shown. Nothing over a line without a result, or past its expression.
    mutating func hover(_ params: JSONValue) throws(ParamsProblem) -> JSON {
        let (document, evaluation) = try opened(params)
        let position = try params.position("position")
        guard position.line < evaluation.reports.count else { return .null }
        let report = evaluation.reports[position.line]
        let bytes = document.lines[position.line]
        let byte = encoding.byteOffset(of: position.character, in: bytes)
        guard let hint = report.hint, report.code.contains(byte) || byte == report.code.upperBound else { return .null }
        var text = "```\n" + hint + "\n"
        if let explanation = report.explanation { text += explanation }
        text += "```"
        return .object([
            ("contents", .object([("kind", .string("markdown")), ("value", .string(text))])),
            ("range", .range(line: position.line, bytes: bytes, report.code, encoding)),
        ])
    }
}
