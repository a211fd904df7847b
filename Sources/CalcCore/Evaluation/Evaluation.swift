/// What a line produced, as one value: its result, the further targets it was also shown in
/// (`in USD, GBP`), the conversions it made with their rates and provenance (kept when the
/// evaluator records them: `--json`, `--explain`, `--total`, the prompt), and the notes that
/// go with it (severity `.note`), such as the day whose rates a dated conversion used.
/// The renderers (plain, JSON, explanation, totals, the prompt) read this, not the evaluator.
///
/// Not copyable: a line's outcome is made once, lent to the session and its renderer, and
/// dropped, with no copy of its value and lists on the way (each copy of a `Value` counts
/// every reference it holds again). `copy()` is the one explicit copy, for the prompt's
/// `:explain`, which keeps the last result.
public struct Evaluation: ~Copyable, Sendable {
    public let value: Value
    /// What the line was to its block: a figure, a `sum` or `subtotal` line, a setting.
    public let role: Block.Role
    /// The variable the line assigned (`fx = 1.08`), if it did.
    public let assignedName: String?
    /// The lists, when any holds something: most lines have none, and an absent part costs
    /// nothing to make or to drop.
    private let details: Details?
    /// Whether the line gave its value alone: no other targets, conversions or notes. Stored,
    /// so that a renderer in another module reads it without a call.
    public let isBare: Bool

    /// A line's lists, apart from its value.
    struct Details: Sendable {
        var alsoShown: [Value]
        var conversions: [ConversionRecord]
        var notes: [Diagnostic]
        var unitConversions: [UnitConversionRecord]
    }

    public init(value: consuming Value, alsoShown: [Value] = [], conversions: [ConversionRecord] = [], notes: [Diagnostic] = [],
                unitConversions: [UnitConversionRecord] = [], role: Block.Role = .figure, assignedName: String? = nil) {
        self.value = value
        self.role = role
        self.assignedName = assignedName
        isBare = alsoShown.isEmpty && conversions.isEmpty && notes.isEmpty && unitConversions.isEmpty
        self.details = isBare ? nil : Details(alsoShown: alsoShown, conversions: conversions, notes: notes, unitConversions: unitConversions)
    }

    init(value: consuming Value, details: consuming Details?, role: Block.Role, assignedName: String?) {
        self.value = value
        self.details = details
        self.isBare = details == nil
        self.role = role
        self.assignedName = assignedName
    }

    /// The further targets it was also shown in (`in USD, GBP`).
    public var alsoShown: [Value] { details?.alsoShown ?? [] }
    /// The conversions it made between currencies, with their rates and provenance.
    public var conversions: [ConversionRecord] { details?.conversions ?? [] }
    /// Its notes (severity `.note`), such as the day whose rates a dated conversion used.
    public var notes: [Diagnostic] { details?.notes ?? [] }
    /// The conversions between physical units, with their factors (`--explain`).
    public var unitConversions: [UnitConversionRecord] { details?.unitConversions ?? [] }

    /// The same evaluation, to keep after the line (the prompt's `:explain`).
    public func copy() -> Evaluation {
        Evaluation(value: value, alsoShown: alsoShown, conversions: conversions, notes: notes, unitConversions: unitConversions,
                   role: role, assignedName: assignedName)
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
            if UnitCatalogue.offset(of: targetID) != nil || UnitCatalogue.offset(of: sourceID) != nil {
                phrases.append("\(target.atom.symbol) from \(source.atom.symbol) by their scales")
                continue
            }
            phrases.append("1 \(target.atom.symbol) = \(NumberFormatting.format(Number(ratio)).text) \(source.atom.symbol)")
        }
        return phrases
    }
}
