import CalcCore

/// What calc-fetch tells calc when calc runs it for the prompt (`calc-fetch --report=json`):
/// one JSON object a line on stdout, each an event of the update, so that calc words them in
/// its own language (the prompt's `:update`, one line per failed source) instead of parsing
/// calc-fetch's English. `calc --update-rates` runs calc-fetch without the flag, which then
/// speaks to the user directly.
public enum FetchReport: Equatable, Sendable {
    /// The sources about to be asked, in priority order, and the history source.
    case asking(sources: [String], history: String)
    /// One source's answer came (or its request failed): the progress.
    case answered(source: String, failure: String?)
    /// What became of a source's rates in the cache: its rates of `date` (nil when it failed,
    /// with `failure`), how many currencies it has there, and how many of those were kept from
    /// the cache with older days (`keptDays`: `2026-11-22`, or a range).
    case source(name: String, date: String?, currencies: Int, failure: String?, kept: Int, keptDays: String?, removed: Int)
    /// The cache there could not be read (why), and the update replaced it.
    case replacedCorrupt(reason: String)
    /// The cache was written.
    case saved(currencies: Int, sources: String, base: String, date: String, path: String)
    /// Nothing was written: every source failed, or the cache could not be written.
    case notSaved(reason: String)
    /// The stored history: days added (or 0 when up to date) and the newest day, or why not.
    case history(source: String, added: Int, newest: String?, failure: String?)

    /// The flag that asks calc-fetch for these lines.
    public static let flag = "--report=json"
    /// The name calc's executable answers to as the rate fetcher (its `argv[0]`).
    public static let programName: StaticString = "calc-fetch"

    /// The event as one line of JSON, without its newline.
    public var line: String {
        var members: [(String, String)]
        switch self {
        case .asking(let sources, let history):
            members = [("event", q("asking")), ("sources", "[" + sources.map(q).joined(separator: ",") + "]"), ("history", q(history))]
        case .answered(let source, let failure):
            members = [("event", q("answered")), ("source", q(source))]
            if let failure { members.append(("failure", q(failure))) }
        case .source(let name, let date, let currencies, let failure, let kept, let keptDays, let removed):
            members = [("event", q("source")), ("source", q(name)), ("currencies", "\(currencies)"), ("kept", "\(kept)"), ("removed", "\(removed)")]
            if let date { members.append(("date", q(date))) }
            if let failure { members.append(("failure", q(failure))) }
            if let keptDays { members.append(("kept_days", q(keptDays))) }
        case .saved(let currencies, let sources, let base, let date, let path):
            members = [("event", q("saved")), ("currencies", "\(currencies)"), ("sources", q(sources)), ("base", q(base)),
                       ("date", q(date)), ("path", q(path))]
        case .notSaved(let reason):
            members = [("event", q("not_saved")), ("reason", q(reason))]
        case .replacedCorrupt(let reason):
            members = [("event", q("replaced_corrupt")), ("reason", q(reason))]
        case .history(let source, let added, let newest, let failure):
            members = [("event", q("history")), ("source", q(source)), ("added", "\(added)")]
            if let newest { members.append(("newest", q(newest))) }
            if let failure { members.append(("failure", q(failure))) }
        }
        return "{" + members.map { q($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// The event a line holds; nil for anything else (a line calc-fetch did not mean as one).
    public init?(line: String) {
        guard let value = try? JSONReader.parse(Array(line.utf8)), case .object = value,
              case .string(let event)? = value["event"] else { return nil }
        func string(_ key: String) -> String? { if case .string(let text)? = value[key] { text } else { nil } }
        func integer(_ key: String) -> Int? { if case .number(let text)? = value[key] { Int(text) } else { nil } }
        switch event {
        case "asking":
            guard case .array(let items)? = value["sources"], let history = string("history") else { return nil }
            self = .asking(sources: items.compactMap { if case .string(let name) = $0 { name } else { nil } }, history: history)
        case "answered":
            guard let source = string("source") else { return nil }
            self = .answered(source: source, failure: string("failure"))
        case "source":
            guard let name = string("source"), let currencies = integer("currencies") else { return nil }
            self = .source(name: name, date: string("date"), currencies: currencies, failure: string("failure"),
                           kept: integer("kept") ?? 0, keptDays: string("kept_days"), removed: integer("removed") ?? 0)
        case "saved":
            guard let currencies = integer("currencies"), let sources = string("sources"), let base = string("base"),
                  let date = string("date"), let path = string("path") else { return nil }
            self = .saved(currencies: currencies, sources: sources, base: base, date: date, path: path)
        case "not_saved":
            guard let reason = string("reason") else { return nil }
            self = .notSaved(reason: reason)
        case "replaced_corrupt":
            guard let reason = string("reason") else { return nil }
            self = .replacedCorrupt(reason: reason)
        case "history":
            guard let source = string("source") else { return nil }
            self = .history(source: source, added: integer("added") ?? 0, newest: string("newest"), failure: string("failure"))
        default:
            return nil
        }
    }

    /// The events of a finished update: a `source` event per source, then `saved` or
    /// `notSaved`.
    public static func events(_ report: RateUpdate.Report) -> [FetchReport] {
        var events: [FetchReport] = []
        for (provider, outcome) in report.outcomes {
            let merged = report.source(provider)
            let keptDays = merged.flatMap { $0.kept > 0 ? RateUpdateSummary.days($0) : nil }
            switch outcome {
            case .fetched(let table):
                events.append(.source(name: provider.name, date: table.dateText, currencies: merged?.count ?? table.rates.count, failure: nil,
                                      kept: merged?.kept ?? 0, keptDays: keptDays, removed: merged?.dropped ?? 0))
            case .failed(let message):
                events.append(.source(name: provider.name, date: nil, currencies: merged?.count ?? 0, failure: message,
                                      kept: merged?.kept ?? 0, keptDays: keptDays, removed: 0))
            }
        }
        if let replaced = report.replacedCorrupt { events.append(.replacedCorrupt(reason: replaced)) }
        if let stored = report.stored {
            events.append(.saved(currencies: stored.rates.count, sources: stored.source, base: stored.base.description,
                                 date: stored.dateText, path: report.cachePath ?? "the cache"))
        } else {
            events.append(.notSaved(reason: report.storeError.map { ProgramMessages.cannotSaveRates($0).message }
                                    ?? ProgramMessages.nothingFetched().message))
        }
        return events
    }

    /// The history's event.
    public static func event(_ outcome: HistoryUpdate.Outcome, _ update: HistoryUpdate) -> FetchReport {
        switch outcome {
        case .added(let count, let newest): .history(source: update.provider.name, added: count, newest: newest.text, failure: nil)
        case .upToDate(let newest): .history(source: update.provider.name, added: 0, newest: newest.text, failure: nil)
        case .failed(let message): .history(source: update.provider.name, added: 0, newest: nil, failure: message)
        }
    }

    private func q(_ text: String) -> String { JSONText.quoted(text) }
}
