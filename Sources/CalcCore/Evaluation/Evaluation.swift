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
    /// The conversions between physical units, with their factors (`--explain`).
    public var unitConversions: [UnitConversionRecord]

    public init(value: Value, alsoShown: [Value] = [], conversions: [ConversionRecord] = [], notes: [Diagnostic] = [],
                unitConversions: [UnitConversionRecord] = []) {
        self.value = value
        self.alsoShown = alsoShown
        self.conversions = conversions
        self.notes = notes
        self.unitConversions = unitConversions
    }
}

/// One conversion of a quantity between units by the catalogue's factors (`5 km in mi`), or
/// on temperature scales, as `--explain` tells it.
public struct UnitConversionRecord: Sendable {
    public var amount: Number
    public var from: Unit
    public var converted: Number
    public var to: Unit

    /// What each unit of the target is in the source's units: `1 mi = 1.609344 km`, one
    /// phrase per pair of physical units of one dimension that differ.
    public var factors: [String] {
        var phrases: [String] = []
        for target in to.terms {
            guard case .physical(let targetID) = target.atom,
                  let source = from.terms.first(where: { $0.atom != target.atom && $0.atom.isCommensurable(with: target.atom) }),
                  case .physical(let sourceID) = source.atom,
                  let ratio = try? UnitCatalogue.factors[Int(targetID.index)].divided(by: UnitCatalogue.factors[Int(sourceID.index)]) else {
                continue
            }
            if UnitCatalogue.offsets[Int(targetID.index)] != nil || UnitCatalogue.offsets[Int(sourceID.index)] != nil {
                phrases.append("\(target.atom.symbol) from \(source.atom.symbol) by their scales")
                continue
            }
            phrases.append("1 \(target.atom.symbol) = \(NumberFormatting.format(Number(ratio)).text) \(source.atom.symbol)")
        }
        return phrases
    }
}
