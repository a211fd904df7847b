import CalcCore
import CalcRates

extension LanguageServer {
    /// The kind of the one code action: an action on the whole file.
    static let annotateKind = "source.calc.annotate"

    /// Whether `kind` is `family` or one of its kinds (`source` holds `source.calc.annotate`;
    /// `sour` holds nothing): the protocol's kinds are dot-separated segments.
    static func isKind(_ kind: String, of family: String) -> Bool {
        kind == family || kind.hasPrefix(family + ".")
    }

    /// `textDocument/codeAction`: `--sheet` as an edit — each line's result written after it
    /// as `# = RESULT` (errors as `# error: MESSAGE`), aligned, earlier annotations replaced,
    /// exactly as `calc --sheet FILE` prints the file. The edit is the client's to apply and
    /// save: the server writes nothing. Only the lines that change are edited.
    mutating func codeActions(_ params: JSONValue) throws(ParamsProblem) -> JSON {
        let uri = try params.string("textDocument.uri")
        let (document, _) = try opened(params)
        if let only = params.optional("context.only"), case .array(let kinds) = only,
           !kinds.contains(where: { if case .string(let kind) = $0 { return LanguageServer.isKind(LanguageServer.annotateKind, of: kind) } else { return false } }) {
            return .array([])
        }
        guard document.byteCount <= Application.maximumSheetBytes else { return .array([]) }
        var sheet = DocumentEvaluation.annotationSession(session)
        let annotated = OpenDocument(text: sheet.annotate(document.text).text, version: document.version)
        var edits: [JSON] = []
        if annotated.lines.count == document.lines.count {
            for (line, (old, new)) in zip(document.lines, annotated.lines).enumerated() where old != new {
                edits.append(.object([("range", .range(line: line, bytes: old, 0..<old.count, encoding)),
                                      ("newText", .string(String(decoding: new, as: UTF8.self)))]))
            }
        } else {
            let last = document.lines.count - 1
            edits.append(.object([
                ("range", .object([("start", .position(line: 0, character: 0)),
                                   ("end", .position(line: last, character: encoding.units(toByte: document.lines[last].count, in: document.lines[last])))])),
                ("newText", .string(String(decoding: annotated.text, as: UTF8.self))),
            ]))
        }
        guard !edits.isEmpty else { return .array([]) }
        return .array([.object([
            ("title", .string("Write each result as a # = comment (calc --sheet)")),
            ("kind", .string(LanguageServer.annotateKind)),
            ("edit", .object([("changes", .object([(uri, .array(edits))]))])),
        ])])
    }
}

extension DocumentEvaluation {
    /// A session for `--sheet`'s annotations from the server's: as `--sheet` runs, without
    /// the conversions kept for hover.
    static func annotationSession(_ session: Session) -> Session {
        var sheet = session
        sheet.options = Session.ScriptOptions()
        return sheet
    }
}
