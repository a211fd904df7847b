/// What a line produced, as one value: its result, the further targets it was also shown in
/// (`in USD, GBP`), the conversions it made with their rates and provenance (kept when the
/// evaluator records them: `--json`, `--explain`, `--total`, the prompt), and the notes that
/// go with it (severity `.note`), such as the day whose rates a dated conversion used.
/// The renderers (plain, JSON, explanation, totals, the prompt) read this, not the evaluator.
public struct Evaluation: Sendable {
    public var value: Value
    public var alsoShown: [Value]
    public var conversions: [ConversionRecord]
    public var notes: [Diagnostic]

    public init(value: Value, alsoShown: [Value] = [], conversions: [ConversionRecord] = [], notes: [Diagnostic] = []) {
        self.value = value
        self.alsoShown = alsoShown
        self.conversions = conversions
        self.notes = notes
    }
}
