import CalcCore

/// One evaluation of an open document (DESIGN §26): each line through `Session.step` in order,
/// as `--sheet` runs a file (block sums, the init file's names, earlier annotations left out of
/// the expression), with every line's `LineReport` kept. After an edit it runs again from the
/// first changed line, starting from a copy of the session as it stood before that line.
///
/// Those copies are kept before some lines only: a copy shares the block's figures until the
/// next line adds one, so a copy is taken when the lines since the last are at least as many
/// as the block holds (and at least `checkpointSpacing`). A document of one long block keeps
/// a number of copies that grows with the logarithm of its length, and its memory stays
/// proportional to the document; an edit runs at most about twice the lines from it to the end.
struct DocumentEvaluation {
    /// The session before the first line (after the init file).
    private let start: Session
    /// Copies of the session before a line, in the order of their lines.
    private var checkpoints: [(line: Int, session: Session)] = []
    /// Each line's report, one a line of the document.
    private(set) var reports: [LineReport] = []
    /// The session after the last line (its variables and functions, for completion).
    private(set) var end: Session
    /// The fewest lines between two copies.
    static let checkpointSpacing = 32

    init(start: Session) {
        self.start = start
        self.end = start
    }

    /// Runs the lines of `document` from `first` on (every line before it is as it was when
    /// they last ran).
    mutating func run(_ document: OpenDocument, from first: Int) {
        let lines = document.lines
        let first = min(max(first, 0), reports.count)
        while let last = checkpoints.last, last.line > first { checkpoints.removeLast() }
        var session = checkpoints.last?.session ?? start
        var line = checkpoints.last?.line ?? 0
        var lastCopy = line
        reports.removeSubrange(min(line, reports.count)...)
        reports.reserveCapacity(lines.count)
        // A block's error quotes the line it names (DESIGN §23), from the document as it is now.
        session.evaluator.lineText = { number in
            guard number >= 1, number <= lines.count else { return nil }
            let code = DocumentEvaluation.code(of: lines[number - 1], first: number == 1)
            return SheetText.quoted(lines[number - 1], code)
        }
        let context = session.renderContext
        var renderer = LanguageServerRenderer()
        var input: [UInt8] = []
        while line < lines.count {
            if line - lastCopy >= max(DocumentEvaluation.checkpointSpacing, session.evaluator.block.entries.count) {
                // Without the closure that quotes this run's lines: a copy keeps no old text.
                var copy = session
                copy.evaluator.lineText = nil
                checkpoints.append((line, copy))
                lastCopy = line
            }
            let code = DocumentEvaluation.code(of: lines[line], first: line == 0)
            input.removeAll(keepingCapacity: true)
            input.append(contentsOf: lines[line][code])
            renderer.report = LineReport(code: code)
            let outcome = session.step(input, number: line + 1)
            _ = renderer.render(outcome, number: line + 1, input: input, fileName: nil, in: context)
            reports.append(renderer.report)
            line += 1
        }
        session.evaluator.lineText = nil
        end = session
    }

    /// A document too large to evaluate: no line has a result.
    mutating func clear() {
        checkpoints.removeAll()
        reports.removeAll()
        end = start
    }

    /// Where a line's expression is: after a byte order mark on the first line, and before
    /// the annotations an earlier `--sheet` (or the code action) wrote.
    static func code(of line: [UInt8], first: Bool) -> Range<Int> {
        let start = first ? SheetText.byteOrderMarkLength(line) : 0
        return start..<SheetText.codeEnd(line, start..<line.count)
    }
}
