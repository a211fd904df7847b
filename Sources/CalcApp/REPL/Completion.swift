import CalcCore

/// Tab completion at the prompt (DESIGN §5, §13, §14): the word before the cursor against
/// currency codes and names, unit symbols, variables, functions, constants, the days named from
/// the clock (`today`) and `:commands`.
///
/// Where a unit is expected — after an amount (`12 eu`, `5 k`, `5k`), after a conversion (`in j`,
/// `to`, `as`, `->`, and after the comma of several targets), after `/` or `per` in a unit
/// expression (`EUR/l`) — currency codes and English names complete in any case and unit
/// symbols as written (they are case-sensitive); an empty word lists the table's currencies,
/// or the units where only a unit fits. A conversion of money alone (`1 EUR in j`) offers
/// currencies only, one of units alone (`5 km in m`) units only. Elsewhere names come first,
/// then codes typed in capitals, and no unit: a bare word is a variable, a constant, a day
/// (`tod` → `today`) or a function; after `on ` only a day (`on to` → `today`). Only
/// the word before the cursor is completed: what follows it stays as it is, and no `(` or
/// space is added before text that already follows.
public enum Completion {
    public enum Result: Equatable, Sendable {
        case none
        /// Text to insert at the cursor (the rest of the only match, and a space or `(`).
        case insert(String)
        /// Several matches: their common prefix has been inserted already (`insert` part), and
        /// the matches are listed for the user.
        case several(insert: String, matches: [String])
    }

    /// What can be completed, in display order: the session's currency codes and variables,
    /// and the words of calc's one vocabulary (`CalcCore.Vocabulary`).
    public struct Vocabulary: Sendable {
        public var currencyCodes: [String]
        public var variables: [String]
        public var functions: [String]
        public var constants: [String]
        /// English currency names and plurals (`dollars`, `yen`).
        public var currencyNames: [String]
        /// Unit symbols as written (`km`, `kWh`, `L`).
        public var units: [String]
        /// The days named from the clock (`today`).
        public var dayNames: [String]

        public init(currencyCodes: [String], variables: [String],
                    functions: [String] = CalcCore.Vocabulary.functions,
                    constants: [String] = CalcCore.Vocabulary.constants + ["ans"] + CalcCore.Vocabulary.blockWords,
                    currencyNames: [String] = CalcCore.Vocabulary.currencyNames,
                    units: [String] = CalcCore.Vocabulary.unitSymbols,
                    dayNames: [String] = CalcCore.Vocabulary.dayNames) {
            self.currencyCodes = currencyCodes
            self.variables = variables
            self.functions = functions
            self.constants = constants
            self.currencyNames = currencyNames
            self.units = units
            self.dayNames = dayNames
        }
    }

    /// What may stand where the word being completed starts: every position calc knows, decided
    /// in one place (`position(before:)`).
    enum Position: Equatable {
        /// `:hi` — a command's name.
        case command
        /// `:total e`, `:history USD j` — a command's currency argument.
        case commandCurrency
        /// `:history USD JPY 2` — an argument that is not completed (a span, a number).
        case commandOther
        /// `on to` — a day.
        case day
        /// After an amount, a conversion, `/` or `per` (`Expected`), after `at 1.1 ` and
        /// `at 1.1 USD/` (a currency only), and in `rate(` (a currency only).
        case unit(Expected)
        /// Anywhere else: a variable, constant, day or function, or a code in capitals.
        case name
    }

    /// The position of the word that starts after `before` (the line up to it).
    static func position(before: ArraySlice<UInt8>) -> Position {
        let text = String(decoding: before, as: UTF8.self)
        let trimmed = text.drop { $0 == " " }
        if trimmed.hasPrefix(":") {
            let words = trimmed.dropFirst().split(separator: " ", omittingEmptySubsequences: true)
            // `:hi`: no space after the name yet.
            if words.isEmpty || (words.count == 1 && !text.hasSuffix(" ")) { return .command }
            let name = words[0].lowercased()
            let argument = text.hasSuffix(" ") ? words.count - 1 : words.count - 2
            switch name {
            case "total": return argument == 0 ? .commandCurrency : .commandOther
            case "history": return argument < 2 ? .commandCurrency : .commandOther
            case "currencies", "cur": return argument == 0 ? .commandCurrency : .commandOther
            default: return .commandOther
            }
        }
        if keyword(before: before) == "on" { return .day }
        let currencyOnly = Expected(currencies: true, units: false)
        let tokens = lexed(before)
        let kinds = tokens.map(\.kind)
        // `at 1.1 U`, `at 1.1 USD/e`: an inline rate names currencies.
        let inlineRate = Expected(currencies: true, units: false, inlineRate: true)
        if kinds.count >= 2, kinds[kinds.count - 2] == .at, kinds.last == .number { return .unit(inlineRate) }
        if kinds.count >= 4, kinds[kinds.count - 4] == .at, kinds[kinds.count - 3] == .number, kinds.last == .slash,
           kinds[kinds.count - 2] == .identifier || isSymbol(kinds[kinds.count - 2]) {
            return .unit(inlineRate)
        }
        // `rate(U`, `rate(USD, J`: the arguments of `rate` are currencies.
        if let last = kinds.last, last == .leftParen || last == .comma {
            var opened: [Bool] = []
            for (index, kind) in kinds.enumerated() {
                if kind == .leftParen {
                    let previous = index > 0 ? tokens[index - 1] : nil
                    opened.append(previous.map { $0.kind == .identifier && String(decoding: before[before.startIndex + $0.span.start..<before.startIndex + $0.span.end], as: UTF8.self) == Builtins.rateFunctionName } ?? false)
                } else if kind == .rightParen {
                    _ = opened.popLast()
                }
            }
            if opened.last == true { return .unit(currencyOnly) }
        }
        if let expected = expectedUnit(before) { return .unit(expected) }
        return .name
    }

    /// The tokens of `bytes` up to the end or the first the lexer refuses.
    private static func lexed(_ bytes: ArraySlice<UInt8>) -> [Token] {
        var lexer = Lexer(Array(bytes))
        var tokens: [Token] = []
        while let token = try? lexer.next(), token.kind != .end { tokens.append(token) }
        return tokens
    }

    private static func isSymbol(_ kind: TokenKind) -> Bool {
        if case .currencySymbol = kind { return true }
        return false
    }

    /// A name of one currency that the session's table converts (DESIGN §23), or of any one
    /// currency in an inline rate, which brings its own.
    static func isConvertibleName(_ name: String, _ vocabulary: Vocabulary, inlineRate: Bool = false) -> Bool {
        guard let codes = CurrencyCatalogue.codes(named: name), codes.count == 1 else { return false }
        return inlineRate || vocabulary.currencyCodes.contains(codes[0].description)
    }

    /// Completes the word that ends at `cursor` (a byte offset into `line`).
    public static func complete(_ line: String, cursor: Int, vocabulary: Vocabulary) -> Result {
        guard let found = lookUp(line, cursor: cursor, vocabulary: vocabulary) else { return .none }
        if found.listsOnly { return .several(insert: "", matches: found.matches) }
        return result(word: found.word, matches: found.matches, suffix: found.suffix, display: found.display,
                      caseInsensitive: found.caseInsensitive)
    }

    /// The words that may complete the one ending at `cursor` (a byte offset into `line`),
    /// and where that word starts: what an editor lists (the language server, DESIGN §26).
    /// A name that stands for several currencies (`peso`) gives their codes.
    public static func candidates(_ line: String, cursor: Int, vocabulary: Vocabulary) -> (start: Int, word: String, matches: [String])? {
        guard let found = lookUp(line, cursor: cursor, vocabulary: vocabulary), !found.matches.isEmpty else { return nil }
        return (found.start, found.word, found.matches)
    }

    /// What `complete` and `candidates` find: the word before the cursor, from `start`, and
    /// its matches, with what goes after one and how one is listed.
    private struct Lookup {
        var start: Int
        var word: String
        var matches: [String]
        var suffix: (String) -> String = { _ in "" }
        var display: (String) -> String = { $0 }
        var caseInsensitive = false
        /// Codes listed for a name typed in full (`peso`), not completions of it.
        var listsOnly = false
    }

    private static func lookUp(_ line: String, cursor: Int, vocabulary: Vocabulary) -> Lookup? {
        let all = Array(line.utf8)
        let bytes = Array(all.prefix(cursor))
        let following = cursor < all.count ? all[cursor] : nil
        var start = bytes.count
        while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
        // `5k`: the word is what follows the number.
        var letter = start
        while letter < bytes.count, bytes[letter] &- 0x30 < 10 { letter += 1 }
        if letter > start, letter < bytes.count, (bytes[letter] | 0x20) &- 0x61 < 26 { start = letter }
        let word = String(decoding: bytes[start...], as: UTF8.self)
        // A space only at the end of the line (or before a space); `(` unless one follows.
        let endsHere = following == nil || following == 0x20
        let upper = word.uppercased(), lower = word.lowercased()
        let codes = vocabulary.currencyCodes.filter { $0.hasPrefix(upper) }
        let space: (String) -> String = { _ in endsHere ? " " : "" }
        // `in Asia/To`, `in New Y`: a zone's name is one word across its slashes and spaces.
        if let zoneStart = zoneNameStart(bytes, wordStart: start) {
            let zoneWord = String(decoding: bytes[zoneStart...], as: UTF8.self)
            let matches = ZoneNames.completions.filter { $0.lowercased().hasPrefix(zoneWord.lowercased()) }
            return Lookup(start: zoneStart, word: zoneWord, matches: matches, suffix: space, display: { $0 }, caseInsensitive: true)
        }
        switch position(before: bytes[..<start]) {
        case .command:
            let isCommand = start > 0 && bytes[start - 1] == UInt8(ascii: ":")
            guard isCommand else { return nil }
            let matches = ReplCommand.names.map { String($0.dropFirst()) }.filter { $0.hasPrefix(lower) }
            return Lookup(start: start, word: word, matches: matches, suffix: space, display: { ":" + $0 }, caseInsensitive: true)
        case .commandOther:
            return nil
        case .commandCurrency:
            if let ambiguous = ambiguousName(word, vocabulary) {
                return Lookup(start: start, word: word, matches: ambiguous, listsOnly: true)
            }
            let names = word.isEmpty || (word.utf8.count >= 2 && word == upper) ? []
                : vocabulary.currencyNames.filter { $0.hasPrefix(lower) && isConvertibleName($0, vocabulary) }
            return Lookup(start: start, word: word, matches: unique(codes + names), suffix: space, display: { $0 }, caseInsensitive: true)
        case .day:
            // `on today`: a date clause names a day (or opens a parenthesis, typed by hand).
            return Lookup(start: start, word: word, matches: vocabulary.dayNames.filter { $0.hasPrefix(word) }, suffix: space, display: { $0 })
        case .unit(let expected):
            if expected.currencies, let ambiguous = ambiguousName(word, vocabulary) {
                return Lookup(start: start, word: word, matches: ambiguous, listsOnly: true)
            }
            // `in <Tab>` lists the table's currencies; a word matches codes and names in any case.
            // A word in capitals (`EU`) is a code being typed; names are written in lower case;
            // a name that stands for several currencies (`peso`) is not offered, nor one of a
            // currency the table cannot convert (`dong` without VND's rate).
            let currencies = expected.currencies ? codes : []
            let names = !expected.currencies || word.isEmpty || (word.utf8.count >= 2 && word == upper) ? []
                : vocabulary.currencyNames.filter { $0.hasPrefix(lower) && isConvertibleName($0, vocabulary, inlineRate: expected.inlineRate) }
            var units = expected.units && (!word.isEmpty || !expected.currencies) ? vocabulary.units.filter { $0.hasPrefix(word) } : []
            // A symbol typed in full in capitals (`J`, `B`) gives way to the codes it begins.
            if word == upper, !currencies.isEmpty { units.removeAll { $0 == word } }
            // Zones and cities from the first letter (there are hundreds), in any case.
            let zones = expected.zones && !word.isEmpty ? ZoneNames.completions.filter { $0.lowercased().hasPrefix(lower) } : []
            return Lookup(start: start, word: word, matches: unique(currencies + units + names + zones), suffix: space,
                          display: { $0 }, caseInsensitive: true)
        case .name:
            guard !word.isEmpty else { return nil }
            let names = (vocabulary.variables + vocabulary.constants + vocabulary.dayNames).filter { $0.hasPrefix(word) }
            let functions = vocabulary.functions.filter { $0.hasPrefix(word) }
            let functionNames = Set(functions)
            let matches = unique(names + functions + (word == upper ? codes : []))
            return Lookup(start: start, word: word, matches: matches, suffix: { name in
                if functionNames.contains(name) { return following == UInt8(ascii: "(") ? "" : (endsHere ? "(" : "") }
                return endsHere ? " " : ""
            }, display: { $0 })
        }
    }

    /// Where a zone's name of several parts being typed starts (`3pm in New Y`, `now in
    /// America/New_`): after the conversion of a time, when a space or a slash comes before the
    /// word under the cursor; nil otherwise.
    private static func zoneNameStart(_ bytes: [UInt8], wordStart: Int) -> Int? {
        var start = wordStart
        while start > 0, isWordByte(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: "/") || bytes[start - 1] == UInt8(ascii: " ")
                || bytes[start - 1] == UInt8(ascii: "-") || bytes[start - 1] >= 0x80 {
            start -= 1
            // The conversion keyword: the name starts after it.
            if start >= 4, bytes[start - 1] == UInt8(ascii: " "), ["in", "to"].contains(String(decoding: bytes[(start - 3)..<(start - 1)], as: UTF8.self)),
               bytes[start - 4] == UInt8(ascii: " ") {
                guard case .unit(let expected) = position(before: bytes[..<start]), expected.zones else { return nil }
                return start
            }
        }
        return nil
    }

    /// `peso<Tab>`: a name typed in full that stands for several currencies lists their codes
    /// (those of the table, when it has any of them) instead of being completed.
    private static func ambiguousName(_ word: String, _ vocabulary: Vocabulary) -> [String]? {
        guard word.utf8.count >= 2, let codes = CurrencyCatalogue.codes(named: word.lowercased()), codes.count > 1 else { return nil }
        let all = codes.map(\.description)
        let known = all.filter { vocabulary.currencyCodes.contains($0) }
        return known.isEmpty ? all : known
    }

    /// The candidates of a listing in columns of their own widths that fit the terminal, as
    /// `ls` lays out names (`ColumnLayout`), each currency code with its name (`USD US Dollar`).
    public static func listing(_ matches: [String], width: Int) -> String {
        let items = matches.map { match -> String in
            guard (3...CurrencyCode.maximumLength).contains(match.utf8.count), match == match.uppercased(), let code = CurrencyCode(code: match),
                  let name = CurrencyCatalogue.name(of: code) else { return match }
            return "\(match) \(name)"
        }
        return ColumnLayout.rows(items, width: width).joined(separator: "\n")
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

    /// Which words may stand where the word after `before` starts: currencies, units or both.
    struct Expected: Equatable {
        var currencies: Bool
        var units: Bool
        /// An inline rate (`at 1.1 k`): it needs no rate of the table, so any currency's name.
        var inlineRate = false
        /// A time converted (`3pm in T`, `now in New`): zone and city names (DESIGN §20).
        var zones = false
    }

    /// What is expected after `before` (nil: a name, as anywhere in an expression). After an
    /// amount's number or in a unit expression (`EUR/`, `km per `), a currency or a unit; after a
    /// conversion keyword (`in`, `to`, `as`, `->`) or a comma after one, what the converted
    /// expression holds: currencies for money alone, units for units alone, else both.
    static func expectedUnit(_ before: ArraySlice<UInt8>) -> Expected? {
        var end = before.endIndex
        while end > before.startIndex, before[end - 1] == 0x20 { end -= 1 }
        guard end > before.startIndex else { return nil }
        let last = before[end - 1]
        let both = Expected(currencies: true, units: true)
        if last &- 0x30 < 10 || last == UInt8(ascii: ".") {
            // A number, unless it is the end of a name (`x2 `).
            var start = end
            while start > before.startIndex, isWordByte(before[start - 1]) || before[start - 1] == UInt8(ascii: ".") { start -= 1 }
            return before[start..<end].first.map { $0 &- 0x30 < 10 || $0 == UInt8(ascii: ".") } == true ? both : nil
        }
        if last == UInt8(ascii: ">"), end - 1 > before.startIndex, before[end - 2] == UInt8(ascii: "-") { return converting(before) }
        if last == UInt8(ascii: "/") {
            // `EUR/` and `km/`: a denominator; `x/` divides by a name.
            var wordEnd = end - 1
            while wordEnd > before.startIndex, before[wordEnd - 1] == 0x20 { wordEnd -= 1 }
            return isUnitOrCurrency(word(endingAt: wordEnd, in: before)) ? both : nil
        }
        // The word before: a conversion keyword or `per`, and a space before the current word.
        let previous = keyword(before: before)
        if let previous, ["in", "to", "as"].contains(previous) { return converting(before) }
        if previous == "per" { return both }
        if last == UInt8(ascii: ",") {
            // `in USD, g`: a comma in a list of targets.
            let text = String(decoding: before, as: UTF8.self)
            if text.contains(" in ") || text.contains(" to ") || text.contains(" as ") || text.contains("->") { return converting(before) }
        }
        return nil
    }

    /// The word before the spaces that end `before`, when there is a space (`in `, `on `).
    private static func keyword(before: ArraySlice<UInt8>) -> String? {
        var end = before.endIndex
        while end > before.startIndex, before[end - 1] == 0x20 { end -= 1 }
        return end < before.endIndex ? word(endingAt: end, in: before) : nil
    }

    /// The word of `bytes` that ends at `end`.
    private static func word(endingAt end: Int, in bytes: ArraySlice<UInt8>) -> String {
        var start = end
        while start > bytes.startIndex, isWordByte(bytes[start - 1]) { start -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static func isUnitOrCurrency(_ word: String) -> Bool {
        CalcCore.Vocabulary.meanings(of: word).contains { $0 == .unit || $0 == .currency }
    }

    /// What the conversion in `line` may convert into: the kinds its converted expression (the
    /// tokens before its first conversion keyword) names — a currency (a code in capitals, a
    /// name, a sign), a unit (a single letter only after a number, `/`, `*` or `per`) or both.
    /// Neither, or text the lexer refuses, leaves both open (`x in `).
    private static func converting(_ line: ArraySlice<UInt8>) -> Expected {
        var lexer = Lexer(Array(line))
        var money = false, units = false, time = false
        var previous = TokenKind.end
        while let token = try? lexer.next(), token.kind != .end, token.kind != .conversion {
            if case .currencySymbol = token.kind { money = true }
            // A time of day (`3pm`), not a duration on the clock (`8:30 in h`).
            if token.kind == .clock, lexer.bytes[token.span.start..<token.span.end].contains(where: { ($0 | 0x20) == UInt8(ascii: "m") }) {
                time = true
            }
            if token.kind == .identifier {
                let word = String(decoding: lexer.bytes[token.span.start..<token.span.end], as: UTF8.self)
                if CalcCore.Vocabulary.timeWords.contains(word.lowercased()) { time = true }
                let afterNumber = [.number, .slash, .star, .times, .divide].contains(previous)
                if word == word.uppercased(), CurrencyCatalogue.isCode(word) {
                    money = true
                } else if CalcCore.Vocabulary.isPhysicalUnit(word), afterNumber || !UnitCatalogue.isSingleLetter(word) {
                    units = true
                } else if CurrencyCatalogue.codes(named: word) != nil || (afterNumber && CurrencyCatalogue.isCode(word.uppercased())) {
                    money = true
                }
                if word == "per" { previous = .slash; continue }
            }
            previous = token.kind
        }
        // A time shows in a zone (`3pm in T`, `now in New`): zones and cities alone.
        if time && !money { return Expected(currencies: false, units: false, zones: true) }
        return money == units ? Expected(currencies: true, units: true) : Expected(currencies: money, units: units)
    }
}
