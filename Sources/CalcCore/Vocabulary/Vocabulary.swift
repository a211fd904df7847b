/// Every word calc knows, and what each can mean, in one place: the keywords (`Keywords`),
/// the presentation targets (`hex`, `fraction`), the functions, constants and days named from
/// the clock (`Builtins`), the currencies (`CurrencyCatalogue`: codes, names, symbols) and the
/// units (`UnitCatalogue`). The lexer, the parser (which words may go on a unit), the `Resolver`,
/// completion and the did-you-mean hints read it here; a new word is a row in the table its
/// kind names above.
public enum Vocabulary {
    /// What a word may mean.
    public enum Meaning: Equatable, Sendable {
        case keyword
        case presentation
        case function
        case constant
        case previousResult
        /// A day named from the clock (`today`).
        case day
        /// A sum of the block above (`sum`, `total`, `subtotal`, `average`).
        case blockSum
        /// A currency's code (any case) or English name.
        case currency
        case unit
    }

    /// Every meaning `word` has, in the order the resolver tries them.
    public static func meanings(of word: String) -> [Meaning] {
        var meanings: [Meaning] = []
        let bytes = Array(word.utf8)
        if Keywords.token(for: bytes[...]) != nil { meanings.append(.keyword) }
        if ConversionTarget.presentation(bytes[...]) != nil { meanings.append(.presentation) }
        if Builtins.function(named: word) != nil || word == Builtins.rateFunctionName { meanings.append(.function) }
        if Builtins.constant(named: word) != nil { meanings.append(.constant) }
        if Builtins.previousResultNames.contains(word) { meanings.append(.previousResult) }
        if Builtins.dayOffset(named: word) != nil || Builtins.timeOfDayHours(named: word) != nil || Builtins.isWeekdayName(word) { meanings.append(.day) }
        if Block.Word(word) != nil { meanings.append(.blockSum) }
        if CurrencyCatalogue.isCode(word.uppercased()) || CurrencyCatalogue.codes(named: word) != nil { meanings.append(.currency) }
        if UnitCatalogue.unit(word) != nil { meanings.append(.unit) }
        return meanings
    }

    /// Whether `word` spells a physical unit (a symbol as written, a name in any case).
    @inline(__always)
    public static func isPhysicalUnit(_ word: String) -> Bool { UnitCatalogue.unit(word) != nil }

    // MARK: - Words of phrases the parser reads

    /// The scales written right after a currency symbol's amount (`$1.2m`, `$5K`, `€3B`), as
    /// powers of ten (the lexer reads `k`, `M` and `bn` after any number already).
    public static let scaleAfterSymbol: [String: Int] = ["k": 3, "K": 3, "m": 6, "M": 6, "b": 9, "B": 9, "bn": 9, "BN": 9]

    /// The words a question starts with, dropped before the expression (`what is 15% of 80?`,
    /// `how much is $100 in EUR`, DESIGN §22), lower-case, each followed by a space.
    public static let questionStarts = ["what is ", "what's ", "how much is ", "calculate ", "convert "]

    /// `X is what % of Y`.
    public static let isWord = "is"
    public static let whatWord = "what"
    /// `1.279 CAD per litre`, `1.08 USD per EUR`.
    public static let perWord = "per"
    /// Rounding targets: `to 2 dp` (decimal places), `to 3 sf` (significant figures).
    public static let decimalPlacesWord = "dp"
    public static let significantFiguresWord = "sf"
    /// `pi to 5 digits`: significant figures.
    public static let digitsWord = "digits"
    /// `37 to nearest 10`, `to the nearest hundred`: a multiple of a step.
    public static let nearestWord: StaticString = "nearest"
    public static let theWord: StaticString = "the"
    /// Month names and their short forms, lower-case, with their numbers (DESIGN §20).
    public static let monthNames: [String: Int] = {
        let names = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                     "november", "december"]
        var table: [String: Int] = ["sept": 9]
        for (index, name) in names.enumerated() {
            table[name] = index + 1
            table[String(name.prefix(3))] = index + 1
        }
        return table
    }()
    /// Whether three lower-case letters, as bytes in one number, begin a month's name (`jan`
    /// is 0x6a616e). A switch of constants: no table is built for the amounts that ask.
    @inline(__always)
    public static func isMonthPrefix(_ key: UInt32) -> Bool {
        switch key {
        case 0x6a616e, 0x666562, 0x6d6172, 0x617072, 0x6d6179, 0x6a756e, 0x6a756c, 0x617567, 0x736570, 0x6f6374, 0x6e6f76, 0x646563: true
        default: false
        }
    }
    /// Weekday names, lower-case, Monday 0.
    /// Words that make a time, which a conversion shows in a zone (`now in Tokyo`): Tab
    /// completes zones after them.
    public static let timeWords: Set<String> = ["now", "noon", "midnight", "unix"]

    public static let weekdayNames = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    /// The calendar's phrases: `days until`, `days between A and B`, `3 days ago`, `2 weeks
    /// from now`, `3 weeks after DATE`, `next friday`.
    public static let daysWord = "days"
    public static let untilWords: Set<String> = ["until", "till"]
    public static let betweenWord = "between"
    public static let andWord = "and"
    public static let agoWord: StaticString = "ago"
    public static let fromWord: StaticString = "from"
    public static let nowWord: StaticString = "now"
    public static let afterWord: StaticString = "after"
    public static let beforeWord: StaticString = "before"
    public static let nextWord = "next"
    public static let lastWord = "last"
    /// `5 to the power of 2`: `^` in words.
    public static let toWord: StaticString = "to"
    public static let powerWord: StaticString = "power"
    /// Words of a sentence that are never a target (`5 to the moon`), though three letters
    /// would otherwise read as a currency code.
    public static let sentenceWords: [StaticString] = ["the", "and", "for", "my", "our", "your", "this", "that"]
    /// The steps `nearest` may name in a word.
    public static let stepWords: [String: Int] = ["ten": 10, "hundred": 100, "thousand": 1000, "million": 1_000_000]
    /// `5.5 rounded`, `$490 rounded to nearest hundred`: to a whole number, or as the
    /// conversion after it says.
    public static let roundedWord: StaticString = "rounded"
    /// `3 times 4` and `3 x 5`: the product of two numbers. (The words the parser looks for at
    /// every word of a line are static strings, compared by their bytes.)
    public static let timesWord: StaticString = "times"
    public static let timesLetter: StaticString = "x"
    /// `% of`: the keyword's spelling, for the look ahead after `%`.
    public static let ofWord = Keywords.table.first { $0.token == .of }!.word

    /// The words that make a length's square or cube (`square feet`, `sq m`, `cubic inches`).
    public static let powerWords: [(word: String, power: Int)] = [("sq", 2), ("square", 2), ("cu", 3), ("cubic", 3)]

    /// The first words of the units the catalogue names in two words (`nautical mile`, `fl oz`,
    /// `US gallon`, `degrees C`) and the power words, lower-cased: the parser joins such a word
    /// with the next when the two name a unit. With the lengths and first letters they have,
    /// which rule out nearly every word before a look-up.
    public struct FirstWords: Sendable {
        public let words: Set<String>
        /// Bit n: a word of n bytes is among them.
        let lengths: UInt64
        /// Bit n: a word starting with the letter `a` + n (in either case) is among them.
        let letters: UInt32

        init(_ words: Set<String>) {
            self.words = words
            var lengths: UInt64 = 0, letters: UInt32 = 0
            for word in words {
                let bytes = Array(word.utf8)
                if bytes.count < 64 { lengths |= 1 << UInt64(bytes.count) }
                if let first = bytes.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
                    letters |= 1 << UInt32(first - UInt8(ascii: "a"))
                }
            }
            self.lengths = lengths
            self.letters = letters
        }

        /// Whether a word of these bytes may be one of them (then its text is looked up).
        @inline(__always)
        func mayStart(_ word: ArraySlice<UInt8>) -> Bool {
            guard word.count < 64, lengths & (1 << UInt64(word.count)) != 0, let first = word.first else { return false }
            let letter = first | 0x20
            return letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z") && letters & (1 << UInt32(letter - UInt8(ascii: "a"))) != 0
        }
    }

    public static let firstWordsOfUnits = FirstWords(Set(
        UnitCatalogue.rows.flatMap(\.names).compactMap { name -> String? in
            guard let space = name.firstIndex(of: " ") else { return nil }
            return name[..<space].lowercased()
        } + powerWords.map(\.word)
    ))

    /// The words of each kind, for completion and hints.
    public static var functions: [String] { Builtins.functionNames }
    public static var constants: [String] { Builtins.constants.map(\.name) }
    /// The days named from the clock, earliest first (`yesterday`, `today`, `tomorrow`).
    public static var dayNames: [String] { Builtins.dayNames }
    /// The sums of the block above, `sum` first.
    public static var blockWords: [String] { Block.Word.names }
    public static var currencyNames: [String] { CurrencyCatalogue.nameWords }
    /// Unit symbols as printed first, then their other spellings and names.
    public static var units: [String] { UnitCatalogue.spellings }
    /// The symbols of the units, each row's printed one and its others (`l`, `L`), case-sensitive.
    public static var unitSymbols: [String] { UnitCatalogue.rows.flatMap { [$0.symbol] + $0.symbols } }
}
