import CalcCore

extension Session {
    /// `--sheet`: every line of `sheet` evaluated in order as in batch, and the sheet with each
    /// result or error annotated after its line (DESIGN §16): `# = RESULT`, `# error: MESSAGE`,
    /// aligned in one column, earlier annotations replaced, everything else as it was. With
    /// `--total`, the summary follows as comment lines. False in `allSucceeded` when a line
    /// failed (exit status 1, as in batch).
    mutating func annotate(_ sheet: [UInt8]) -> (text: [UInt8], allSucceeded: Bool) {
        let byteOrderMark = sheet.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var lines = SheetText.lines(sheet)
        if options.total != nil { lines = SheetText.withoutTotal(sheet, lines) }
        /// A line's expression and the writer's text before calc's annotation, where calc's
        /// earlier annotations were, and what the line gave, in `notes`.
        struct Annotated {
            var start: Int
            var annotations: SheetText.Annotations
            /// The annotation's text in `notes`; nil for a line without a result.
            var note: Range<Int>?
            var isError = false
            var codeEnd: Int { annotations.keptEnd }
        }
        var annotated: [Annotated] = []
        annotated.reserveCapacity(lines.count)
        var notes: [UInt8] = []
        var code: [UInt8] = []
        var allSucceeded = true
        let digits = evaluator.significantDigits
        // A block's error quotes the line it names (DESIGN §23).
        evaluator.lineText = { [lines] number in
            guard number >= 1, number <= lines.count else { return nil }
            let line = lines[number - 1]
            let start = number == 1 ? min(line.start + byteOrderMark, line.end) : line.start
            return SheetText.quoted(sheet, start..<line.end)
        }
        defer { evaluator.lineText = nil }
        for (index, line) in lines.enumerated() {
            let start = index == 0 ? min(line.start + byteOrderMark, line.end) : line.start
            let annotations = SheetText.annotations(sheet, start..<line.end)
            let codeEnd = annotations.keptEnd
            code.removeAll(keepingCapacity: true)
            code.append(contentsOf: sheet[start..<codeEnd])
            let mark = notes.count
            let outcome = step(code, number: index + 1)
            switch outcome {
            case .value(let evaluation):
                // As a pipe shows it, on a terminal too: no `≈ ` goes into the file (`-i`).
                if evaluation.isBare {
                    _ = ValueFormatting.append(evaluation.value, significantDigits: digits, to: &notes)
                } else {
                    Session.appendResult(evaluation.value, alsoShown: evaluation.alsoShown, significantDigits: digits, marked: false,
                                         to: &notes)
                }
                annotated.append(Annotated(start: start, annotations: annotations, note: mark..<notes.count))
            case .definition:
                // A definition says nothing more in a sheet than the line itself.
                annotated.append(Annotated(start: start, annotations: annotations))
            case .nothing:
                annotated.append(Annotated(start: start, annotations: annotations))
            case .error(let error):
                // One line, whatever the message holds: the annotation must stay a comment.
                notes.append(contentsOf: SheetText.annotationText(error.oneLine))
                annotated.append(Annotated(start: start, annotations: annotations, note: mark..<notes.count, isError: true))
                allSucceeded = false
            }
        }
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
        text.append(contentsOf: sheet[0..<byteOrderMark])
        var width = widths.makeIterator()
        for (line, entry) in zip(lines, annotated) {
            let cuts = entry.annotations.cuts
            if let note = entry.note {
                text.append(contentsOf: sheet[entry.start..<entry.codeEnd])
                text.append(contentsOf: repeatElement(0x20, count: SheetText.padding(width: width.next()!, column: column)))
                text.append(contentsOf: entry.isError ? SheetText.errorMark : SheetText.resultMark)
                text.append(contentsOf: notes[note])
            } else {
                // A line that gives nothing now loses only calc's earlier annotations.
                text.append(contentsOf: sheet[entry.start..<(cuts.isEmpty ? line.end : entry.codeEnd)])
            }
            // The writer's notes after calc's annotations, as they were (`# paid by card`).
            for (position, cut) in cuts.enumerated() {
                text.append(contentsOf: sheet[cut.upperBound..<(position + 1 < cuts.count ? cuts[position + 1].lowerBound : line.end)])
            }
            text.append(contentsOf: sheet[line.end..<line.next])
        }
        if let currency = options.total {
            // The summary's lines end as the sheet's do (`\r\n` in a CRLF file).
            let newline = SheetText.lineEnding(sheet, lines)
            if let last = lines.last, last.end == last.next { text.append(contentsOf: newline) }
            let (summary, complete) = totalLines(in: currency)
            for line in summary { text.append(contentsOf: Array(("# " + line).utf8) + newline) }
            if !complete { allSucceeded = false }
        }
        return (text, allSucceeded)
    }

    /// `--sheet --json`, `--sheet --csv`: each line's object or row as batch prints it (the
    /// expression without an earlier annotation as `input`), then the total's with `--total`.
    mutating func runSheetAsRecords(_ sheet: [UInt8]) -> Bool {
        let byteOrderMark = sheet.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var allSucceeded = true
        let lines = SheetText.lines(sheet)
        evaluator.lineText = { number in
            guard number >= 1, number <= lines.count else { return nil }
            let line = lines[number - 1]
            return SheetText.quoted(sheet, (number == 1 ? min(line.start + byteOrderMark, line.end) : line.start)..<line.end)
        }
        defer { evaluator.lineText = nil }
        for (index, line) in lines.enumerated() {
            let start = index == 0 ? min(line.start + byteOrderMark, line.end) : line.start
            let code = Array(sheet[start..<SheetText.codeEnd(sheet, start..<line.end)])
            if !run(code, number: index + 1, fileName: "") { allSucceeded = false }
            if console.output.failure != nil { return false }
        }
        if let currency = options.total, !writeTotal(in: currency) { allSucceeded = false }
        return allSucceeded
    }

    /// The `--total` summary as the sheet's last lines, and whether it is complete: a currency
    /// left out of the total, or a total that cannot be made, is said on stderr too.
    private func totalLines(in currency: CurrencyCode) -> (lines: [String], complete: Bool) {
        do throws(Diagnostic) {
            if let ledgerFailure { throw ledgerFailure }
            let summary = try ledger.summary(in: currency, rates: rates)
            for (subtotal, reason) in summary.leftOut {
                let amount = ValueFormatting.format(Value(subtotal.sum, currency: subtotal.currency),
                                                    significantDigits: evaluator.significantDigits).text
                console.report(ProgramMessages.leftOutOfTotal(amount, where: ScriptOutput.linesText(subtotal), reason: reason), named: true)
            }
            return (ScriptOutput.totalLines(summary, in: currency, significantDigits: evaluator.significantDigits), summary.leftOut.isEmpty)
        } catch {
            console.report(error, named: true)
            return (["total: error: " + error.oneLine], false)
        }
    }
}
