#if canImport(Glibc)
import Glibc
#endif
import CalcCore

extension Application {
    /// A sheet is read whole (its annotations are aligned over all its lines); beyond this it is
    /// refused rather than let calc's memory grow without bound.
    static let maximumSheetBytes = 64 << 20

    /// `calc --sheet FILE`: the annotated sheet on stdout, written back (`--in-place`), as JSON
    /// lines (`--json`, `--csv`), or redrawn at each save (`--watch`). Exit statuses as in batch.
    func runSheet(_ sheet: Invocation.Sheet, _ scripting: Invocation.Scripting, selection: RateSelection,
                  explicit: RateSelection.Selected?) -> Int32 {
        let rates = lazyRates(selection: selection, explicit: explicit)
        if sheet.watch {
            guard console.output.isTerminal else {
                console.report(ProgramMessages.watchNeedsTerminal(), named: true)
                return ExitStatus.usage
            }
            return SheetWatch(application: self, path: sheet.path, scripting: scripting, rates: rates).run()
        }
        // An edit saved while calc works is never overwritten: the sheet is read and annotated
        // again (twice at most), then left as it is with a message (DESIGN §23).
        for attempt in 1...3 {
            let stamp = sheet.inPlace ? files.stamp(sheet.path) : nil
            let bytes: [UInt8]
            switch readSheet(sheet.path) {
            case .success(let read): bytes = read
            case .failure(let failure):
                console.report(failure, named: true)
                return ExitStatus.inputOutputFailed
            }
            var session = makeSession(scripting, rates: rates)
            if scripting.format != .text {
                let succeeded = session.runSheetAsRecords(bytes)
                if !console.finish() { return ExitStatus.inputOutputFailed }
                return succeeded ? ExitStatus.success : ExitStatus.expressionFailed
            }
            let (text, succeeded) = session.annotate(bytes)
            if sheet.inPlace {
                // Unchanged bytes are not written again: the file keeps its inode and time.
                if text != bytes, let failure = files.rewrite(sheet.path, with: text, ifStill: stamp) {
                    if failure.changed && attempt < 3 { continue }
                    console.report(ProgramMessages.cannotWriteSheet(sheet.path, reason: failure.changed
                        ? "it changed while calc annotated it, \(attempt) times; run calc again when it is saved" : failure.reason), named: true)
                    return ExitStatus.inputOutputFailed
                }
            } else {
                // On a terminal a sheet's control characters are shown, not obeyed.
                let shown = console.output.isTerminal ? SheetText.escapedForTerminal(text) : text
                console.output.append { $0.append(contentsOf: shown) }
            }
            if !console.finish() { return ExitStatus.inputOutputFailed }
            return succeeded ? ExitStatus.success : ExitStatus.expressionFailed
        }
        return ExitStatus.inputOutputFailed
    }

    /// The whole of the sheet at `path` (`-`: standard input), or why it cannot be read.
    func readSheet(_ path: String) -> Result<[UInt8], Diagnostic> {
        let descriptor: Int32
        if path == "-" {
            descriptor = standardInput
        } else {
            switch files.openForReading(path) {
            case .success(let opened): descriptor = opened
            case .failure(let failure): return .failure(ProgramMessages.cannotOpen(path, reason: failure.reason))
            }
        }
        defer { if path != "-" { close(descriptor) } }
        let name = path == "-" ? "<stdin>" : path
        switch WholeFile.read(descriptor, limit: Application.maximumSheetBytes) {
        case .success(let bytes): return .success(bytes)
        case .failure(.unreadable(let reason)): return .failure(ProgramMessages.cannotRead(name, reason: reason))
        case .failure(.tooLarge): return .failure(ProgramMessages.sheetTooLarge(name, limit: Application.maximumSheetBytes))
        }
    }
}
