import CalcCore

/// Tab completion at the prompt (DESIGN §5): the word before the cursor against currency codes
/// and names, variables, functions, constants and `:commands`.
///
/// Where a currency is expected — after an amount (`12 eu`), after a conversion (`in j`, `to`,
/// `as`, `->`, and after the comma of several targets) — codes and English names complete in
/// any case, and an empty word lists every currency of the table. Elsewhere names come first,
/// then codes typed in capitals. Only the word before the cursor is completed: what follows it
/// stays as it is, and no `(` or space is added before text that already follows.
public enum Completion {
    public enum Result: Equatable, Sendable {
        case none
        /// Text to insert at the cursor (the rest of the only match, and a space or `(`).
        case insert(String)
        /// Several matches: their common prefix has been inserted already (`insert` part), and
        /// the matches are listed for the user.
        case several(insert: String, matches: [String])
    }

    /// What can be completed, in display order.
    public struct Vocabulary: Sendable {
        public var currencyCodes: [String]
        public var variables: [String]
        public var functions: [String]
        public var constants: [String]
        /// English currency names and plurals (`dollars`, `yen`).
        public var currencyNames: [String]

        public init(currencyCodes: [String], variables: [String],
                    functions: [String] = Builtins.functionNames,
                    constants: [String] = Builtins.constants.map(\.name) + ["ans"],
                    currencyNames: [String] = CurrencyCatalogue.nameWords) {
            self.currencyCodes = currencyCodes
            self.variables = variables
            self.functions = functions
            self.constants = constants
            self.currencyNames = currencyNames
        }
    }

    /// Completes the word that ends at `cursor` (a byte offset into `line`).
    public static func complete(_ line: String, cursor: Int, vocabulary: Vocabulary) -> Result {
        let all = Array(line.utf8)
        let bytes = Array(all.prefix(cursor))
        let following = cursor < all.count ? all[cursor] : nil
        var start = bytes.count
        while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
        let isCommand = start > 0 && bytes[start - 1] == UInt8(ascii: ":") && bytes[..<(start - 1)].allSatisfy { $0 == 0x20 }
        let word = String(decoding: bytes[start...], as: UTF8.self)
        // A space only at the end of the line (or before a space); `(` unless one follows.
        let endsHere = following == nil || following == 0x20
        if isCommand {
            let matches = ReplCommand.names.map { String($0.dropFirst()) }.filter { $0.hasPrefix(word.lowercased()) }
            return result(word: word, matches: matches, suffix: { _ in endsHere ? " " : "" }, display: { ":" + $0 }, caseInsensitive: true)
        }
        let upper = word.uppercased(), lower = word.lowercased()
        let codes = vocabulary.currencyCodes.filter { $0.hasPrefix(upper) }
        if expectsCurrency(bytes[..<start]) {
            // `in <Tab>` lists the table's currencies; a word matches codes and names in any case.
            // A word in capitals (`EU`) is a code being typed; names are written in lower case.
            let names = word.isEmpty || (word.utf8.count >= 2 && word == upper) ? [] : vocabulary.currencyNames.filter { $0.hasPrefix(lower) }
            return result(word: word, matches: unique(codes + names), suffix: { _ in endsHere ? " " : "" },
                          display: { $0 }, caseInsensitive: true)
        }
        guard !word.isEmpty else { return .none }
        let names = (vocabulary.variables + vocabulary.constants).filter { $0.hasPrefix(word) }
        let functions = vocabulary.functions.filter { $0.hasPrefix(word) }
        let functionNames = Set(functions)
        let matches = unique(names + functions + (word == upper ? codes : []))
        return result(word: word, matches: matches, suffix: { name in
            if functionNames.contains(name) { return following == UInt8(ascii: "(") ? "" : (endsHere ? "(" : "") }
            return endsHere ? " " : ""
        }, display: { $0 })
    }

    /// The candidates of a listing in columns as wide as the terminal, each currency code with
    /// its name (`USD  US Dollar`).
    public static func listing(_ matches: [String], width: Int) -> String {
        let items = matches.map { match -> String in
            guard match.utf8.count == 3, match == match.uppercased(), let code = CurrencyCode(code: match),
                  let name = CurrencyCatalogue.name(of: code) else { return match }
            return "\(match)  \(name)"
        }
        let columnWidth = (items.map(\.count).max() ?? 0) + 2
        let perRow = max(1, (width + 2) / columnWidth)
        var rows: [String] = []
        var row = ""
        for (index, item) in items.enumerated() {
            row += item + String(repeating: " ", count: columnWidth - item.count)
            if (index + 1) % perRow == 0 { rows.append(row); row = "" }
        }
        if !row.isEmpty { rows.append(row) }
        return rows.map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }

    private static func unique(_ matches: [String]) -> [String] {
        var seen = Set<String>()
        return matches.filter { seen.insert($0).inserted }
    }

    private static func result(word: String, matches: [String], suffix: (String) -> String,
                               display: (String) -> String, caseInsensitive: Bool = false) -> Result {
        guard let first = matches.first else { return .none }
        if matches.count == 1 {
            return .insert(remainder(of: first, after: word, caseInsensitive: caseInsensitive) + suffix(first))
        }
        var common = first
        for match in matches.dropFirst() {
            while !match.lowercased().hasPrefix(common.lowercased()) { common.removeLast() }
        }
        return .several(insert: remainder(of: common, after: word, caseInsensitive: caseInsensitive), matches: matches.map(display))
    }

    /// The part of `match` after what was typed (what was typed may differ in case).
    private static func remainder(of match: String, after word: String, caseInsensitive: Bool) -> String {
        let typed = word.utf8.count
        guard match.utf8.count >= typed else { return "" }
        let rest = String(decoding: Array(match.utf8)[typed...], as: UTF8.self)
        if caseInsensitive && !match.hasPrefix(word) && !word.isEmpty {
            // `1 eu` completes to `1 eur`, `in Dol` to `in Dollars`: the rest in the user's case.
            if word == word.lowercased() { return rest.lowercased() }
            if word == word.uppercased() { return rest.uppercased() }
        }
        return rest
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 || byte == UInt8(ascii: "_")
    }

    /// Whether a currency is expected after `before`: it ends (spaces aside) with an amount's
    /// number, a conversion keyword (`in`, `to`, `as`, `->`) or a comma after one.
    static func expectsCurrency(_ before: ArraySlice<UInt8>) -> Bool {
        var end = before.endIndex
        while end > before.startIndex, before[end - 1] == 0x20 { end -= 1 }
        guard end > before.startIndex else { return false }
        let last = before[end - 1]
        if last &- 0x30 < 10 || last == UInt8(ascii: ".") {
            // A number, unless it is the end of a name (`x2 `).
            var start = end
            while start > before.startIndex, isWordByte(before[start - 1]) || before[start - 1] == UInt8(ascii: ".") { start -= 1 }
            return before[start..<end].first.map { $0 &- 0x30 < 10 || $0 == UInt8(ascii: ".") } ?? false
        }
        if last == UInt8(ascii: ">"), end - 1 > before.startIndex, before[end - 2] == UInt8(ascii: "-") { return true }
        // The word before: a conversion keyword, and a space before the current word.
        var start = end
        while start > before.startIndex, isWordByte(before[start - 1]) { start -= 1 }
        let previous = String(decoding: before[start..<end], as: UTF8.self)
        if end < before.endIndex, ["in", "to", "as"].contains(previous) { return true }
        if last == UInt8(ascii: ",") {
            // `in USD, g`: a comma in a list of targets.
            let text = String(decoding: before, as: UTF8.self)
            return text.contains(" in ") || text.contains(" to ") || text.contains(" as ") || text.contains("->")
        }
        return false
    }
}
