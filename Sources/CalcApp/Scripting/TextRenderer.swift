import CalcCore

/// Results as calc prints them: the value and its other targets, with `--explain` the
/// conversions after it; a definition as calc writes it; an error on stderr, located in its
/// file or drawn under the line.
struct TextRenderer: LineRenderer {
    @inline(__always)
    mutating func render(_ outcome: borrowing LineOutcome, number: Int, input: [UInt8], fileName: String?, in context: RenderContext) -> Bool {
        let console = context.console
        switch outcome {
        case .value(let evaluation):
            let digits = context.significantDigits, marked = context.marksApproximations, style = context.numberStyle
            if evaluation.isBare && !marked {
                // Most lines: the value alone.
                context.output.append { out in
                    _ = out.append(evaluation.value, significantDigits: digits, style: style)
                    out.append(UInt8(ascii: "\n"))
                }
                return true
            }
            let explains = context.explains && (!evaluation.conversions.isEmpty || !evaluation.unitConversions.isEmpty)
            context.output.append { out in
                Session.appendResult(evaluation.value, alsoShown: evaluation.alsoShown, significantDigits: digits, marked: marked,
                                     style: style, to: &out)
                out.append(UInt8(ascii: "\n"))
                if explains {
                    let start = out.count
                    ScriptOutput.appendExplanation(of: evaluation.value, alsoShown: evaluation.alsoShown, conversions: evaluation.conversions,
                                                   notes: evaluation.notes, unitConversions: evaluation.unitConversions,
                                                   significantDigits: digits, to: &out)
                    // Its amounts and rates as the result above them is written (never grouped).
                    if style.decimalComma { style.rewrite(&out, from: start, grouping: false) }
                }
            }
            if !explains && fileName == nil {
                for note in evaluation.notes {
                    context.output.flush()
                    console.report(note, named: false)
                }
            }
            return true
        case .definition(let function):
            console.output.write(function.text + "\n")
            return true
        case .nothing:
            return true
        case .error(let error):
            if let fileName {
                console.report(error, file: fileName, lineNumber: number, line: input)
            } else {
                console.report(error, line: input)
            }
            return false
        }
    }
}
