import CalcCore

/// Turns each line's outcome into output (DESIGN §6): one implementation per way out, each
/// in its own file, all driven by `Session.step`. A new output format is a case of
/// `OutputFormat`, its renderer, and the flag that chooses it.
protocol LineRenderer {
    /// Writes what `outcome` shows for the line `number` (`input`, from `fileName` when it
    /// came from a file); false when the line failed.
    mutating func render(_ outcome: borrowing LineOutcome, number: Int, input: [UInt8], fileName: String?, in context: RenderContext) -> Bool
}

/// What a renderer needs of the session: where output goes and how values are shown.
struct RenderContext {
    let console: Console
    /// The console's standard output, where results go.
    let output: OutputChannel
    let significantDigits: Int
    /// Mark inexact results with `≈ ` (a terminal only), and group digits as the locale does.
    let marksApproximations: Bool
    /// How the locale writes numbers (DESIGN §21).
    let numberStyle: NumberStyle
    /// `--explain`: each result's conversions after it.
    let explains: Bool
}

/// The forms a line's outcome may be written in.
public enum OutputFormat: Sendable, Equatable {
    /// Results as calc prints them, one a line (with `--explain`, the conversions after each).
    case text
    /// One JSON object a line (`--json`).
    case json
    /// One CSV row a line, after a header row (`--csv`).
    case csv

    /// The renderer that writes this format, for lines run one at a time.
    func renderer() -> any LineRenderer {
        switch self {
        case .text: TextRenderer()
        case .json: JSONRenderer()
        case .csv: CSVRenderer()
        }
    }

    /// A batch in this format: `Session.runLines` made for its renderer, which writes every
    /// line of a file without a dynamic call.
    func runBatch(_ session: inout Session, reader: inout LineReader, fileName: String) -> Bool {
        switch self {
        case .text:
            var renderer = TextRenderer()
            return session.runLines(&reader, fileName: fileName, renderer: &renderer)
        case .json:
            var renderer = JSONRenderer()
            return session.runLines(&reader, fileName: fileName, renderer: &renderer)
        case .csv:
            var renderer = CSVRenderer()
            return session.runLines(&reader, fileName: fileName, renderer: &renderer)
        }
    }
}
