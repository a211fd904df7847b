import CalcCore
import CalcRates

extension LanguageServer {
    /// `textDocument/completion`: the words that may complete the one before the cursor, as
    /// Tab at the prompt finds them (`Completion`, from the one vocabulary): the currencies of
    /// the rates in use, units, the document's variables and functions, calc's functions,
    /// constants and day names. Each replaces the word typed so far.
    mutating func completion(_ params: JSONValue) throws(ParamsProblem) -> JSON {
        let (document, evaluation) = try opened(params)
        let position = try params.position("position")
        guard position.line < document.lines.count else { return .array([]) }
        let bytes = document.lines[position.line]
        let cursor = encoding.byteOffset(of: position.character, in: bytes)
        // The prompt's `:commands` mean nothing in a document.
        if bytes.first(where: { $0 != 0x20 && $0 != 0x09 }) == UInt8(ascii: ":") { return .array([]) }
        let environment = evaluation.end.evaluator.environment
        let variables = environment.variables.keys.sorted()
        let functions = CalcCore.Vocabulary.functions + environment.functionNames
        let vocabulary = Completion.Vocabulary(currencyCodes: session.rates.table.currencyCodes.map(\.description), variables: variables,
                                               functions: functions)
        guard let found = Completion.candidates(String(decoding: bytes, as: UTF8.self), cursor: cursor, vocabulary: vocabulary) else {
            return .array([])
        }
        let replaced = JSON.range(line: position.line, bytes: bytes, found.start..<cursor, encoding)
        let functionNames = Set(functions), variableNames = Set(variables), units = Set(vocabulary.units)
        var items: [JSON] = []
        for (index, match) in found.matches.enumerated() {
            let kind: Int
            var detail: String?
            if functionNames.contains(match) {
                kind = 3
            } else if variableNames.contains(match) {
                kind = 6
            } else if let code = CurrencyCode(code: match), let name = CurrencyCatalogue.name(of: code) {
                kind = 21
                detail = name
            } else if units.contains(match) {
                kind = 11
            } else {
                kind = 14
            }
            var item: [(String, JSON)] = [("label", .string(match)), ("kind", .integer(kind)),
                                          ("textEdit", .object([("range", replaced), ("newText", .string(match))])),
                                          // In calc's order: the table's currencies first, then names.
                                          ("sortText", .string(String(repeating: "0", count: max(0, 5 - String(index).count)) + String(index))),
                                          // What was typed, which a name of several currencies (`peso`) does not begin.
                                          ("filterText", .string(match.lowercased().hasPrefix(found.word.lowercased()) ? match : found.word))]
            if let detail { item.append(("detail", .string(detail))) }
            items.append(.object(item))
        }
        return .object([("isIncomplete", .bool(false)), ("items", .array(items))])
    }
}
