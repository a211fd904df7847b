import CalcCore

/// `--json`: one object a line (DESIGN §11), the README's schema; a line that gives nothing
/// writes nothing.
struct JSONRenderer: LineRenderer {
    mutating func render(_ outcome: borrowing LineOutcome, number: Int, input: [UInt8], fileName: String?, in context: RenderContext) -> Bool {
        switch outcome {
        case .value(let evaluation):
            let digits = context.significantDigits
            context.console.output.append { out in
                ScriptOutput.appendJSON(line: number, input: input, value: evaluation.value, alsoShown: evaluation.alsoShown,
                                        conversions: evaluation.conversions, name: evaluation.assignedName,
                                        significantDigits: digits, to: &out)
                out.append(UInt8(ascii: "\n"))
            }
            return true
        case .definition(let function):
            write(ScriptOutput.json(line: number, input: String(decoding: input, as: UTF8.self), defining: function), context)
            return true
        case .nothing:
            return true
        case .error(let error):
            write(ScriptOutput.json(line: number, input: input, error: error), context)
            return false
        }
    }

    private func write(_ json: JSON, _ context: RenderContext) {
        context.console.output.append { out in
            json.append(to: &out)
            out.append(UInt8(ascii: "\n"))
        }
    }
}
