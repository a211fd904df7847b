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
        if Builtins.dayNames[word] != nil { meanings.append(.day) }
        if Block.Word(word) != nil { meanings.append(.blockSum) }
        if CurrencyCatalogue.isCode(word.uppercased()) || CurrencyCatalogue.codes(named: word) != nil { meanings.append(.currency) }
        if UnitCatalogue.unit(word) != nil { meanings.append(.unit) }
        return meanings
    }

    /// Whether `word` spells a physical unit (a symbol as written, a name in any case).
    @inline(__always)
    public static func isPhysicalUnit(_ word: String) -> Bool { UnitCatalogue.unit(word) != nil }

    /// The words of each kind, for completion and hints.
    public static var functions: [String] { Builtins.functionNames }
    public static var constants: [String] { Builtins.constants.map(\.name) }
    /// The days named from the clock, earliest first (`yesterday`, `today`, `tomorrow`).
    public static var dayNames: [String] { Builtins.dayNames.sorted { $0.value < $1.value }.map(\.key) }
    /// The sums of the block above, `sum` first.
    public static var blockWords: [String] { Block.Word.names }
    public static var currencyNames: [String] { CurrencyCatalogue.nameWords }
    /// Unit symbols as printed first, then their other spellings and names.
    public static var units: [String] { UnitCatalogue.spellings }
    /// The symbols of the units, each row's printed one and its others (`l`, `L`), case-sensitive.
    public static var unitSymbols: [String] { UnitCatalogue.rows.flatMap { [$0.symbol] + $0.symbols } }
}
