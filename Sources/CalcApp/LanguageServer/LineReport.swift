import CalcCore

/// What one line of an open document gave, kept until the line or one above it changes:
/// its result as the inlay hint shows it, its error and notes as diagnostics, and what hover
/// says of its conversions. Spans are byte offsets into the line.
struct LineReport {
    /// `= 623.00 EUR`, `≈ 8.60 EUR` for a rounded value; nil for a line without a result.
    var hint: String?
    /// The error or notes of the line.
    var diagnostics: [Reported] = []
    /// `--explain`'s lines for a result that converted (rates, their source and date, the
    /// rounding); nil when it converted nothing.
    var explanation: String?
    /// Where the line's expression lies (after a byte order mark, before calc's annotations).
    var code: Range<Int>

    /// A diagnostic's words and place, made when the line ran.
    struct Reported: Equatable {
        var span: Range<Int>
        var severity: Diagnostic.Severity
        var message: String
        var hint: String?
        var notes: [String]
        var id: MessageID

        /// The message with its hint and notes under it, as the client shows a diagnostic.
        var text: String {
            var text = message
            if let hint { text += "\nhint: " + hint }
            for note in notes { text += "\nnote: " + note }
            return text
        }
    }
}

/// The language server's way out (DESIGN §6, §26): each line's outcome as its `LineReport`,
/// made as `Session.step` gives it. Results are written as `--sheet` writes them (in the
/// locale's style, never grouped) with `≈ ` before one that is rounded, as on a terminal.
struct LanguageServerRenderer: LineRenderer {
    /// The report of the line rendered last.
    var report = LineReport(code: 0..<0)

    mutating func render(_ outcome: borrowing LineOutcome, number: Int, input: [UInt8], fileName: String?, in context: RenderContext) -> Bool {
        let offset = report.code.lowerBound
        switch outcome {
        case .value(let evaluation):
            // `= 840.00 EUR`, or `≈ 8.60 EUR` for a rounded value (not `= ≈ `).
            var text: [UInt8] = []
            if !LanguageServerRenderer.appendShown(evaluation.value, context, to: &text) { text.insert(literal: "= ", at: 0) }
            for also in evaluation.alsoShown {
                text.append(literal: context.numberStyle.listSeparator)
                _ = LanguageServerRenderer.appendShown(also, context, to: &text)
            }
            report.hint = String(decoding: text, as: UTF8.self)
            if !evaluation.conversions.isEmpty || !evaluation.unitConversions.isEmpty {
                var explanation: [UInt8] = []
                ScriptOutput.appendExplanation(of: evaluation.value, alsoShown: evaluation.alsoShown, conversions: evaluation.conversions,
                                               notes: evaluation.notes, unitConversions: evaluation.unitConversions,
                                               significantDigits: context.significantDigits, to: &explanation)
                if context.numberStyle.decimalComma { context.numberStyle.rewrite(&explanation, from: 0, grouping: false) }
                report.explanation = String(decoding: explanation, as: UTF8.self)
            }
            for note in evaluation.notes { report.diagnostics.append(LanguageServerRenderer.reported(note, offset: offset, in: input)) }
            return true
        case .definition:
            return true
        case .nothing:
            return true
        case .error(let error):
            report.diagnostics.append(LanguageServerRenderer.reported(error, offset: offset, in: input))
            return false
        }
    }

    /// A value as the hint shows it: `≈ ` first when it is rounded; whether it is.
    private static func appendShown(_ value: Value, _ context: RenderContext, to text: inout [UInt8]) -> Bool {
        let start = text.count
        if text.append(value, significantDigits: context.significantDigits, style: context.numberStyle) { return false }
        text.markApproximation(at: start)
        return true
    }

    /// A diagnostic of the line whose expression `input` starts `offset` bytes into it, worded
    /// as on the command line.
    static func reported(_ diagnostic: Diagnostic, offset: Int, in input: [UInt8]) -> LineReport.Reported {
        let words = diagnostic.worded().words
        let start = min(max(diagnostic.span.start, 0), input.count), end = min(max(diagnostic.span.end, start), input.count)
        return LineReport.Reported(span: (offset + start)..<(offset + end), severity: diagnostic.severity, message: words.message,
                                   hint: words.hint, notes: words.notes, id: diagnostic.id)
    }
}
