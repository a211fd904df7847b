import CalcCore

extension Session {
    /// `--sheet`: every line of `sheet` evaluated in order as in batch, and the sheet with each
    /// result or error annotated after its line (DESIGN §16): `# = RESULT`, `# error: MESSAGE`,
    /// aligned in one column, earlier annotations replaced, everything else as it was. With
    /// `--total`, the summary follows as comment lines. False in `allSucceeded` when a line
    /// failed (exit status 1, as in batch).
    mutating func annotate(_ sheet: [UInt8]) -> (text: [UInt8], allSucceeded: Bool) {
        let byteOrderMark = SheetText.byteOrderMarkLength(sheet)
        var lines = SheetText.lines(sheet)
        if options.total != nil { lines = SheetText.withoutTotal(sheet, lines) }
        var annotator = SheetAnnotator(lineCount: lines.count)
        var code: [UInt8] = []
        // A block's error quotes the line it names (DESIGN §23).
        evaluator.lineText = { [lines] number in
            guard number >= 1, number <= lines.count else { return nil }
            let line = lines[number - 1]
            let start = number == 1 ? min(line.start + byteOrderMark, line.end) : line.start
            return SheetText.quoted(sheet, start..<line.end)
        }
        defer { evaluator.lineText = nil }
        let context = renderContext
        for (index, line) in lines.enumerated() {
            let start = index == 0 ? min(line.start + byteOrderMark, line.end) : line.start
            let annotations = SheetText.annotations(sheet, start..<line.end)
            code.removeAll(keepingCapacity: true)
            sheet.withUnsafeBufferPointer { code.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start..<annotations.keptEnd])) }
            annotator.begin(at: start, annotations)
            let outcome = step(code, number: index + 1)
            _ = annotator.render(outcome, number: index + 1, input: code, fileName: nil, in: context)
        }
        var text = annotator.annotatedText(of: sheet, lines: lines, byteOrderMark: byteOrderMark)
        var allSucceeded = annotator.allSucceeded
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
        let byteOrderMark = SheetText.byteOrderMarkLength(sheet)
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
                var amount: [UInt8] = []
                _ = amount.append(Value(subtotal.sum, currency: subtotal.currency), significantDigits: evaluator.significantDigits,
                                  style: evaluator.numberStyle)
                console.report(ProgramMessages.leftOutOfTotal(String(decoding: amount, as: UTF8.self), where: ScriptOutput.linesText(subtotal),
                                                              reason: reason), named: true)
            }
            return (ScriptOutput.totalLines(summary, in: currency, significantDigits: evaluator.significantDigits, style: evaluator.numberStyle),
                    summary.leftOut.isEmpty)
        } catch {
            console.report(error, named: true)
            return (["total: error: " + error.oneLine], false)
        }
    }
}
