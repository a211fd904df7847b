extension Evaluator {
    /// `sum`, `total`, `subtotal`, `average`: the block's figures added as `+` adds them (money
    /// in the first amount's currency, quantities in the first one's unit), at the word's place.
    /// A line that cannot join the others is named; so is an empty block.
    mutating func blockValue(_ word: Block.Word, named name: String, at span: SourceSpan) throws(Diagnostic) -> Value {
        if block.isOverlong { throw BlockMessages.overlongBlock(name, lines: Block.maximumLines, at: span) }
        let operands = block.operands(of: word)
        guard let first = operands.first else {
            throw BlockMessages.emptyBlock(name, afterSubtotal: word == .subtotal && !block.entries.isEmpty, at: span)
        }
        let spans = OperandSpans(whole: span, left: span, right: span)
        var sum = first.value
        for (position, entry) in operands.enumerated() {
            if entry.value.presentation == .date || entry.value.presentation == .weekday {
                throw BlockMessages.dateInBlock(lineName(entry.line), name, at: span)
            }
            if entry.value.presentation.isPercent != first.value.presentation.isPercent {
                throw BlockMessages.percentInBlock(lineName(entry.line), name, isPercent: entry.value.presentation.isPercent, at: span)
            }
            if position == 0 { continue }
            do {
                sum = try binary(.add, sum, entry.value, spans)
            } catch {
                // `write 5 EUR` speaks of the plain number: of this line only when it is the plain one
                // (under a plain number, the amount's line is the one that cannot join).
                throw BlockMessages.cannotAddLine(lineName(entry.line), name, reason: error, rewriteIsOfLine: !entry.value.isMoney, at: span)
            }
        }
        if word == .average {
            sum = try binary(.divide, sum, Value(Number(Rational(operands.count))), spans)
        }
        return sum
    }

    /// Line `number` as a block's error names it: with its text where the driver keeps it.
    private func lineName(_ number: Int) -> BlockMessages.LineName {
        BlockMessages.LineName(number: number, text: lineText?(number), isNumbered: linesAreNumbered)
    }

    /// What a line is to its block: a summary or subtotal when its value is one of the block's
    /// words alone (after an assignment's `=`, before conversions: `Net = subtotal in USD`),
    /// unless a variable of that name hides the word.
    func blockRole(of tree: SyntaxTree) -> Block.Role {
        var index = tree.root
        while true {
            switch tree.nodes[index].kind {
            case .assign(_, let value): index = value
            case .convert(let operand, _), .present(let operand, _): index = operand
            case .name(let nameSpan):
                let name = tree.text(nameSpan)
                guard environment[name] == nil, let word = Block.Word(name) else { return .figure }
                return word == .subtotal ? .subtotal : .summary
            default:
                return .figure
            }
        }
    }
}
