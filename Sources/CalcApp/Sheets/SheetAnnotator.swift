import CalcCore

/// `--sheet`'s way out (DESIGN §16, §23): each line's outcome as the annotation after it,
/// `# = RESULT` or `# error: MESSAGE`, collected as the lines run and written when the sheet
/// is done, aligned in one column, calc's earlier annotations replaced and everything else as
/// it was. The driver (`Session.annotate`) says where each line starts and what calc wrote on
/// it before (`begin`) before it renders the line's outcome.
struct SheetAnnotator: LineRenderer {
    /// A line's expression and the writer's text before calc's annotation, where calc's
    /// earlier annotations were, and what the line gave, in `notes`.
    private struct Annotated {
        var start: Int
        var annotations: SheetText.Annotations
        /// The annotation's text in `notes`; nil for a line without a result.
        var note: Range<Int>?
        var isError = false
        var codeEnd: Int { annotations.keptEnd }
    }

    @inline(__always)
    private static func copy(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to text: inout [UInt8]) {
        text.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[range]))
    }

    /// Spaces to pad an annotation's line with, a run at a time.
    private static let spaces = [UInt8](repeating: 0x20, count: 64)

    /// False when a line failed (exit status 1, as in batch).
    private(set) var allSucceeded = true
    private var annotated: [Annotated] = []
    /// Every annotation's text, one after the other.
    private var notes: [UInt8] = []

    init(lineCount: Int) {
        annotated.reserveCapacity(lineCount)
    }

    /// The next line: where it starts in the sheet, and calc's annotations on it (its outcome
    /// comes next, to `render`).
    mutating func begin(at start: Int, _ annotations: consuming SheetText.Annotations) {
        annotated.append(Annotated(start: start, annotations: annotations))
    }

    @inline(__always)
    mutating func render(_ outcome: borrowing LineOutcome, number: Int, input: [UInt8], fileName: String?, in context: RenderContext) -> Bool {
        let mark = notes.count
        switch outcome {
        case .value(let evaluation):
            // As a pipe shows it, on a terminal too: no `≈ ` goes into the file (`-i`).
            // In the locale's style, never grouped: the sheet is read again (DESIGN §21).
            if evaluation.isBare {
                _ = notes.append(evaluation.value, significantDigits: context.significantDigits, style: context.numberStyle)
            } else {
                Session.appendResult(evaluation.value, alsoShown: evaluation.alsoShown, significantDigits: context.significantDigits,
                                     marked: false, style: context.numberStyle, to: &notes)
            }
            annotated[annotated.count - 1].note = mark..<notes.count
            return true
        case .definition:
            // A definition says nothing more in a sheet than the line itself.
            return true
        case .nothing:
            return true
        case .error(let error):
            // One line, whatever the message holds: the annotation must stay a comment.
            notes.append(contentsOf: SheetText.annotationText(error.oneLine))
            annotated[annotated.count - 1].note = mark..<notes.count
            annotated[annotated.count - 1].isError = true
            allSucceeded = false
            return false
        }
    }

    /// The sheet with every line's annotation, in one column after the widest annotated line
    /// (the last use of the annotator: its lines are trimmed in place, not copied).
    mutating func annotatedText(of sheet: [UInt8], lines: [SheetText.Line], byteOrderMark: Int) -> [UInt8] {
        // Each annotated line up to its annotation, without the spaces it ended in, and its
        // width on screen: the writer's text before the annotation counts.
        var widths: [Int] = []
        for index in annotated.indices where annotated[index].note != nil {
            let entry = annotated[index]
            annotated[index].annotations.keptEnd = SheetText.trimmedEnd(sheet, entry.start..<entry.codeEnd)
            widths.append(SheetText.columns(sheet, entry.start..<annotated[index].codeEnd))
        }
        let column = SheetText.annotationColumn(widths: widths)
        var text: [UInt8] = []
        text.reserveCapacity(sheet.count + notes.count + widths.count * 16)
        // Copied through buffer pointers: appending an `ArraySlice` goes through generic
        // collection code, for several pieces of every line.
        sheet.withUnsafeBufferPointer { sheet in
            notes.withUnsafeBufferPointer { notes in
                SheetAnnotator.copy(sheet, 0..<byteOrderMark, to: &text)
                var width = widths.makeIterator()
                for (line, entry) in zip(lines, annotated) {
                    let cuts = entry.annotations.cuts
                    if let note = entry.note {
                        SheetAnnotator.copy(sheet, entry.start..<entry.codeEnd, to: &text)
                        var padding = SheetText.padding(width: width.next()!, column: column)
                        while padding > 0 {
                            let run = min(padding, SheetAnnotator.spaces.count)
                            SheetAnnotator.spaces.withUnsafeBufferPointer { SheetAnnotator.copy($0, 0..<run, to: &text) }
                            padding -= run
                        }
                        text.append(contentsOf: entry.isError ? SheetText.errorMark : SheetText.resultMark)
                        SheetAnnotator.copy(notes, note, to: &text)
                    } else {
                        // A line that gives nothing now loses only calc's earlier annotations.
                        SheetAnnotator.copy(sheet, entry.start..<(cuts.isEmpty ? line.end : entry.codeEnd), to: &text)
                    }
                    // The writer's notes after calc's annotations, as they were (`# paid by card`).
                    for (position, cut) in cuts.enumerated() {
                        SheetAnnotator.copy(sheet, cut.upperBound..<(position + 1 < cuts.count ? cuts[position + 1].lowerBound : line.end), to: &text)
                    }
                    SheetAnnotator.copy(sheet, line.end..<line.next, to: &text)
                }
            }
        }
        return text
    }
}
