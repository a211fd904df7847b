import CalcCore
import CalcRates

/// The documents the client opens and edits, their evaluation, and what it shows: the
/// diagnostics, sent after every change, and the inlay hints, when asked for.
extension LanguageServer {
    mutating func didOpen(_ params: JSONValue) throws(ParamsProblem) {
        let uri = try params.string("textDocument.uri")
        let text = try params.string("textDocument.text")
        let version = (try? params.integer("textDocument.version")) ?? 0
        var evaluation = documents[uri]?.evaluation ?? DocumentEvaluation(start: session)
        let document = OpenDocument(text: Array(text.utf8), version: version)
        evaluation.clear()
        evaluate(uri, document, &evaluation, from: 0)
    }

    mutating func didChange(_ params: JSONValue) throws(ParamsProblem) {
        let uri = try params.string("textDocument.uri")
        let changes = try params.array("contentChanges")
        // A document closed by a change that was skipped (`closeEveryDocument`) comes back with
        // the next change of its whole text.
        if documents[uri] == nil, let whole = changes.first, whole.optional("range") == nil {
            documents[uri] = (OpenDocument(text: [], version: 0), DocumentEvaluation(start: session))
        }
        guard var (document, evaluation) = documents[uri] else {
            throw .notOpen(uri: uri)
        }
        // Every change read before any is made: a bad one leaves the document as it was.
        var edits: [(range: (start: OpenDocument.Position, end: OpenDocument.Position)?, text: [UInt8])] = []
        for change in changes {
            edits.append((change.optional("range") == nil ? nil : try change.range("range"), Array(try change.string("text").utf8)))
        }
        // The entry is updated in place: no second reference to its lines while they change.
        documents[uri] = nil
        var first = Int.max
        for edit in edits {
            first = min(first, document.replace(from: edit.range?.start, to: edit.range?.end, with: edit.text, encoding: encoding))
        }
        if let version = try? params.integer("textDocument.version") { document.version = version }
        evaluate(uri, document, &evaluation, from: first == Int.max ? document.lines.count : first)
    }

    mutating func didClose(_ params: JSONValue) throws(ParamsProblem) {
        close(try params.string("textDocument.uri"))
    }

    /// Forgets every open document, as if each were closed.
    mutating func closeEveryDocument() {
        for uri in documents.keys.sorted() { close(uri) }
    }

    private mutating func close(_ uri: String) {
        documents[uri] = nil
        // Its diagnostics go with it.
        outbox.append(JSONRPC.notification("textDocument/publishDiagnostics", params: .object([
            ("uri", .string(uri)), ("diagnostics", .array([])),
        ])))
    }

    /// Evaluates `document` from the line `first` on, keeps it, and publishes its diagnostics.
    private mutating func evaluate(_ uri: String, _ document: OpenDocument, _ evaluation: inout DocumentEvaluation, from first: Int) {
        if document.byteCount > Application.maximumSheetBytes {
            if !evaluation.reports.isEmpty || first == 0 { showMessage(ProgramMessages.documentTooLarge(uri, limit: Application.maximumSheetBytes)) }
            evaluation.clear()
        } else {
            evaluation.run(document, from: first)
        }
        documents[uri] = (document, evaluation)
        publishDiagnostics(uri)
    }

    /// `textDocument/publishDiagnostics`: every error and note of the document.
    private mutating func publishDiagnostics(_ uri: String) {
        guard let (document, evaluation) = documents[uri] else { return }
        var diagnostics: [JSON] = []
        for (line, report) in evaluation.reports.enumerated() where !report.diagnostics.isEmpty {
            for reported in report.diagnostics {
                diagnostics.append(.object([
                    ("range", .range(line: line, bytes: document.lines[line], reported.span, encoding)),
                    ("severity", .integer(LanguageServer.severity(reported.severity))),
                    ("code", .string(String(describing: reported.id))),
                    ("source", .string("calc")),
                    ("message", .string(reported.text)),
                ]))
            }
        }
        outbox.append(JSONRPC.notification("textDocument/publishDiagnostics", params: .object([
            ("uri", .string(uri)), ("version", .integer(document.version)), ("diagnostics", .array(diagnostics)),
        ])))
    }

    /// The protocol's `DiagnosticSeverity`.
    static func severity(_ severity: Diagnostic.Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    /// `textDocument/inlayHint`: each result in the range as `= RESULT` at the end of its line.
    mutating func inlayHints(_ params: JSONValue) throws(ParamsProblem) -> JSON {
        let (document, evaluation) = try opened(params)
        let range = try params.range("range")
        let first = max(range.start.line, 0), last = min(range.end.line, evaluation.reports.count - 1)
        guard first <= last else { return .array([]) }
        var hints: [JSON] = []
        for line in first...last {
            guard let hint = evaluation.reports[line].hint else { continue }
            let bytes = document.lines[line]
            hints.append(.object([
                ("position", .position(line: line, character: encoding.units(toByte: bytes.count, in: bytes))),
                ("label", .string(hint)),
                ("paddingLeft", .bool(true)),
            ]))
        }
        return .array(hints)
    }

    /// The document a request names, which must be open.
    func opened(_ params: JSONValue) throws(ParamsProblem) -> (text: OpenDocument, evaluation: DocumentEvaluation) {
        let uri = try params.string("textDocument.uri")
        guard let document = documents[uri] else { throw .notOpen(uri: uri) }
        return document
    }
}
