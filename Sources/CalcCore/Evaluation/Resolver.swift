/// What the words of a line mean: binds a quantity's or a target's words to currencies and
/// units, and a name to a variable, the previous result or a constant. Every "unknown name",
/// "unknown currency", "unknown unit" and did-you-mean diagnostic is made here, so that the
/// parser builds syntax only (`number word…` is a quantity whatever the word turns out to
/// be) and the evaluator computes.
///
/// The order words are tried in (DESIGN §13): a unit symbol as written (`cup`, `min`, `m`),
/// an ISO 4217 code in any case (`usd`, `CUP`), a currency's name (`dollars`), a unit's name
/// in any case (`Litres`), a code the rates quote (retired ones such as BGN).
struct Resolver {
    let tree: SyntaxTree
    let environment: Environment
    /// The rates of the line (its `at` and `on` clauses in front), for codes ISO has retired.
    let rates: any ExchangeRates
    /// The table's own rates, whose codes come first among suggestions.
    let tableRates: any ExchangeRates
    let history: HistoricalRates

    /// A unit bound to its words.
    struct Resolved {
        var unit: Unit
    }

    /// The unit of a quantity literal (`literal` the span of its number) or of a conversion
    /// target (`literal` nil).
    func unit(_ syntax: UnitSyntax, literal: SourceSpan?) throws(Diagnostic) -> Resolved {
        switch syntax {
        case .word(let word):
            return Resolved(unit: try unit(of: word, literal: literal))
        case .expression(let index):
            let expression = tree.unitExpressions[index]
            return try Resolver.unit(of: expression, in: tree.source) { (factor, position) throws(Diagnostic) -> UnitAtom? in
                // `$3.99/pound`, `£4 per pound`: in a price the pound is the mass; an exchange
                // rate is written in `at`, where it stays GBP (DESIGN §19).
                if position > 0, factor.power < 0, Resolver.isPoundWord(tree.source[factor.word.span.start..<factor.word.span.end]) {
                    return .physical(Resolver.massPound)
                }
                let atom = try atom(of: factor.word, literal: literal)
                if position > 0, literal != nil {
                    // `h = 3`, then `80 EUR/h`: never a silent guess between the two. A target
                    // (`in km/h`) holds units only: no variable could stand there.
                    // (No String made for the common session without variables.)
                    if !environment.variables.isEmpty, case let word = tree.text(factor.word.span),
                       environment.isVariable(word), case .physical(let id) = atom {
                        throw UnitMessages.unitOrVariable(word, unitName: UnitCatalogue[id].names.first ?? UnitCatalogue[id].symbol,
                                                          at: factor.word.span)
                    }
                }
                return atom
            }!
        }
    }

    /// The unit when the catalogues decide every word from its bytes and no variable could
    /// be meant (`hasVariables` false, or a target), else nil for `unit(_:literal:)` to
    /// decide: that needs the environment and the rates, whose copies into a `Resolver`
    /// would otherwise be made for every unit line.
    static func knownUnit(_ syntax: UnitSyntax, isLiteral: Bool, hasVariables: Bool, in tree: SyntaxTree) throws(Diagnostic) -> Resolved? {
        switch syntax {
        case .word(let word):
            return knownAtom(word, in: tree).map { Resolved(unit: unit(of: $0)) }
        case .expression(let index):
            return try unit(of: tree.unitExpressions[index], in: tree.source) { factor, position in
                guard let atom = knownAtom(factor.word, in: tree) else { return nil }
                if position > 0, isLiteral, hasVariables, case .physical = atom { return nil }
                return atom
            }
        }
    }

    /// One word: a currency or a physical unit (kmh and kph are km/h), or a length to a
    /// power (`m2`, `square feet`).
    func unit(of word: CurrencyReference, literal: SourceSpan?) throws(Diagnostic) -> Unit {
        if word.code == nil, let powered = Resolver.poweredLength(tree.source[word.span.start..<word.span.end]) { return powered }
        return Resolver.unit(of: try atom(of: word, literal: literal))
    }

    /// A length with a digit 2 or 3 (`m2`, `cm3`, `ft2`), or after `sq`/`square` and
    /// `cu`/`cubic` (`square feet`, `cubic inches`): its square or cube (DESIGN §19).
    static func poweredLength(_ word: ArraySlice<UInt8>) -> Unit? {
        guard word.count >= 2 else { return nil }
        let text = String(decoding: word, as: UTF8.self)
        var base: String, power: Int
        if let space = text.firstIndex(of: " ") {
            let first = text[..<space].lowercased()
            guard let word = Vocabulary.powerWords.first(where: { $0.word == first }) else { return nil }
            power = word.power
            base = String(text[text.index(after: space)...])
        } else if let last = text.last, last == "2" || last == "3" {
            power = last == "2" ? 2 : 3
            base = String(text.dropLast())
            guard UnitCatalogue.unitBySymbol(base) != nil else { return nil }
        } else {
            return nil
        }
        guard let id = UnitCatalogue.unit(base), UnitCatalogue[id].dimension == Dimension.base(.length) else { return nil }
        return Unit(terms: [UnitTerm(.physical(id), power)])
    }

    private static func unit(of atom: UnitAtom) -> Unit {
        switch atom {
        case .currency(let code): .currency(code)
        case .physical(let id): expanded(id)
        }
    }

    /// The unit of an expression whose words `atom` binds in order (nil when it cannot
    /// decide a word: then the unit is nil too, before anything is thrown that a decided
    /// word would not have thrown).
    private static func unit(of expression: UnitExpression, in source: [UInt8],
                             atom: (UnitExpression.Factor, _ position: Int) throws(Diagnostic) -> UnitAtom?) throws(Diagnostic) -> Resolved? {
        var terms = UnitTermList()
        var moneyTerms = 0
        for (position, factor) in expression.factors.enumerated() {
            // `EUR/m2`: a length with a digit is its square or cube (asked only of a word that
            // ends in 2 or 3).
            let span = factor.word.span
            if position > 0, factor.word.code == nil, source[span.end - 1] == UInt8(ascii: "2") || source[span.end - 1] == UInt8(ascii: "3"),
               let powered = poweredLength(source[span.start..<span.end]) {
                for term in powered.terms {
                    let power = term.power * factor.power
                    if let index = terms.firstIndex(where: { $0.atom == term.atom }) { terms[index].power += power } else { terms.append(UnitTerm(term.atom, power)) }
                }
                continue
            }
            guard let atom = try atom(factor, position) else { return nil }
            if case .currency = atom, factor.power != 1 { throw UnitMessages.moneyInUnit(at: expression.span) }
            func add(_ term: UnitTerm) {
                let power = term.power * factor.power
                if let index = terms.firstIndex(where: { $0.atom == term.atom }) {
                    terms[index].power += power
                } else {
                    terms.append(UnitTerm(term.atom, power))
                    if case .currency = term.atom { moneyTerms += 1 }
                }
            }
            switch atom {
            case .currency: add(UnitTerm(atom))
            // The catalogue's expansion (`km/h`, `cm³`), its terms made once per row.
            case .physical(let id):
                let expansion = expansionTerms[Int(id.index)]
                add(expansion.first)
                if let second = expansion.second { add(second) }
            }
        }
        let unit = Unit(collected: terms)
        if unit.factorOverflows { throw UnitMessages.unitFactorTooLarge(at: expression.span) }
        let money = unit.dimension[.money]
        if money > 1 || money < 0 || moneyTerms > 1 { throw UnitMessages.moneyInUnit(at: expression.span) }
        return Resolved(unit: unit)
    }

    /// Each row's expansion, one or two terms inline (an array each was retained and released
    /// at every word).
    private static let expansionTerms: [(first: UnitTerm, second: UnitTerm?)] = UnitCatalogue.expansionTerms.map { terms in
        precondition(terms.count <= 2, "a catalogue row expands to one or two terms")
        return (terms[0], terms.count > 1 ? terms[1] : nil)
    }

    static let massPound = UnitCatalogue.unitBySymbol("lb")!
    private static let fahrenheit = UnitCatalogue.unitBySymbol("°F")!, celsius = UnitCatalogue.unitBySymbol("°C")!

    private static let calories = ["kcal (a food label's Calorie, 4184 J)", "cal (4.184 J)"]

    /// `pound` or `pounds` in any case: the currency's name, and the mass in a price.
    static func isPoundWord(_ word: ArraySlice<UInt8>) -> Bool {
        guard word.count == 5 || word.count == 6 else { return false }
        let lower = word.map { $0 | 0x20 }
        return lower.starts(with: Array("pound".utf8)) && (lower.count == 5 || lower[5] == UInt8(ascii: "s"))
    }

    /// A value in a row spelled as its definition with a number (`7 l/100km`) as that
    /// definition (`0.07 l/km`); nil for any other unit. Alone, such a row is a unit of its
    /// own, printed as written; beside another unit or under a power it is its terms.
    static func asDefinition(_ value: Value) -> Value? {
        guard let id = value.unit.soleUnit, let (unit, scale) = scaledDefinitions[Int(id.index)],
              let number = try? value.number.multiplied(by: Number(scale)) else { return nil }
        return Value(number, unit: unit)
    }

    /// Each catalogue row spelled as its definition with a number, as that definition's unit
    /// and number, made once (not made again at every product).
    private static let scaledDefinitions: [(Unit, Rational)?] = UnitCatalogue.rows.indices.map { index in
        guard let spelled = UnitCatalogue.spelledDefinition(ofRow: index), spelled.scale != Rational(1) else { return nil }
        return (Unit(terms: spelled.terms), spelled.scale)
    }

    /// A catalogue unit as a product: `km/h` (also `kmh`, `kph`) is kilometres per hour,
    /// `cm³` (also `cc`) the cube of the centimetre.
    static func expanded(_ atom: UnitAtom) -> Unit {
        guard case .physical(let id) = atom else { return Unit(atom) }
        return expanded(id)
    }

    static func expanded(_ id: UnitCatalogue.ID) -> Unit {
        expansions[Int(id.index)]
    }

    /// Each catalogue unit as a unit, made once.
    private static let expansions: [Unit] = UnitCatalogue.expansionTerms.map { Unit(terms: $0) }

    /// One word of a unit.
    private func atom(of word: CurrencyReference, literal: SourceSpan?) throws(Diagnostic) -> UnitAtom {
        if let atom = Resolver.knownAtom(word, in: tree) { return atom }
        let text = tree.text(word.span)
        // A currency symbol stands for its code.
        if let code = word.code, !Resolver.isLetters(text) { return .currency(code) }
        if let id = UnitCatalogue.unitBySymbol(text) { return .physical(id) }
        if let code = word.code, CurrencyCatalogue.isCode(code) || CryptoCurrencies.isCrypto(code) { return .currency(code) }
        let lower = text.lowercased()
        if let codes = CurrencyCatalogue.codes(named: lower) {
            // `100 dollars`, `in euros`; `peso` could be any of eight.
            guard codes.count == 1 else { throw MoneyMessages.ambiguousCurrencyName(lower, codes: codes, at: word.span) }
            return .currency(codes[0])
        }
        if let id = UnitCatalogue.unit(text) { return .physical(id) }
        if let id = UnitCatalogue.unitIgnoringCase(text) { return .physical(id) }
        // `100 F in C`: after a number or as a target, F and C are the temperatures (DESIGN §19).
        if text == "F" || text == "C" { return .physical(text == "F" ? Resolver.fahrenheit : Resolver.celsius) }
        // `2000 calories`: a food label's Calorie is 4184 J, the calorie 4.184 J (DESIGN §19).
        if lower == "calorie" || lower == "calories" { throw UnitMessages.ambiguousUnit(text, meanings: Resolver.calories, at: word.span) }
        if let literal, environment[text] != nil || environment[lower] != nil || Builtins.isReserved(text) || Builtins.isReserved(lower) {
            throw twoValuesInARow(literal, word, text)
        }
        if let code = word.code, rates.quotes(code) || history.knows(code) { return .currency(code) }
        throw unknownWord(word, text: text, literal: literal)
    }

    /// The atom of a word that the catalogues decide from its bytes, in the order `atom(of:)`
    /// tries them: a currency symbol, a unit symbol, a currency code, a unit name that no
    /// currency bears. Nil sends the word through `atom(of:)`'s Strings (names of currencies,
    /// variables, text that is not ASCII); the common words are decided here without a String
    /// made for each.
    static func knownAtom(_ word: CurrencyReference, in tree: SyntaxTree) -> UnitAtom? {
        let bytes = tree.source[word.span.start..<word.span.end]
        if let code = word.code, !isLetters(bytes) { return .currency(code) }
        if let id = UnitCatalogue.unitBySymbol(bytes) { return .physical(id) }
        if let code = word.code, CurrencyCatalogue.isCode(code) || CryptoCurrencies.isCrypto(code) { return .currency(code) }
        if let id = UnitCatalogue.unitNamedOtherThanCurrency(bytes) { return .physical(id) }
        return nil
    }

    private static func isLetters(_ text: String) -> Bool { isLetters(text.utf8) }

    private static func isLetters(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.allSatisfy { ($0 | 0x20) &- 0x61 < 26 }
    }

    /// Why a word after a number or a conversion means nothing here, with what was likely meant.
    @inline(never)
    private func unknownWord(_ word: CurrencyReference, text: String, literal: SourceSpan?) -> Diagnostic {
        if literal != nil, let base = misspelledBase(word) {
            return Messages.digitsOutsideBase(base, at: SourceSpan(word.span.start - 1, word.span.end))
        }
        let lower = text.lowercased()
        // `5 per`: a rate's word, with no unit before it (DESIGN §22).
        if lower == Vocabulary.perWord { return UnitMessages.perWithoutUnits(at: word.span) }
        // `100 USD IN EUR`: keywords are lower case.
        if lower != text, Keywords.token(for: Array(lower.utf8)[...]) != nil { return Messages.keywordInCapitals(text, at: word.span) }
        if word.code != nil {
            // A misspelt code is one of those the table quotes: `BTC` is not `BTN`.
            return MoneyMessages.unknownCurrency(tree.writtenCode(word), candidates: tableRates.quotedCodes.map(\.description), at: word.span)
        }
        if let name = Suggestions.closest(to: lower, among: CurrencyCatalogue.nameWords) {
            return MoneyMessages.unknownCurrency(text, candidates: [name], at: word.span)
        }
        // (A word longer than any unit's spelling has no close one: a megabyte of letters is
        // not compared with each spelling.)
        if text.utf8.count <= 40, let unit = Suggestions.closest(to: text, among: Vocabulary.units.filter { !Suggestions.changesMagnitude(text, $0) },
                                                                 caseInsensitive: true) {
            return UnitMessages.unknownUnit(text, candidates: [unit], at: word.span)
        }
        // `2 x` with no `x`, `1978 to roman`: no product, no far-fetched currency; the names
        // close to it, if any (close units and currency names were tried above).
        return Messages.unknownWord(text, candidates: literal == nil ? [] : names, afterNumber: literal != nil, at: word.span)
    }

    /// The variables, the previous result and the constants, for suggestions.
    private var names: [String] {
        environment.variables.keys.sorted() + ["ans"] + Builtins.constants.map(\.name) + Block.Word.names
    }

    /// `2 pi`: no implicit multiplication; the hint writes the product when the word is a
    /// value as written (not a function's name, not `X` for the variable `x`).
    private func twoValuesInARow(_ literal: SourceSpan, _ word: CurrencyReference, _ text: String) -> Diagnostic {
        let number = tree.text(literal).trimmingSuffixSpaces
        let isValue = environment[text] != nil || Builtins.constant(named: text) != nil || Builtins.previousResultNames.contains(text)
        return Messages.twoValuesInARow(at: word.span, suggestion: isValue && number.count <= 24 && text.count <= 24 ? "\(number) * \(text)" : nil)
    }

    /// `0xZZ`, `0bzz`: a base prefix followed by letters that are not digits of that base
    /// reads as 0 and a word; when that word means nothing, the base is what was meant.
    private func misspelledBase(_ word: CurrencyReference) -> Int? {
        let start = word.span.start
        guard start > 0, tree.text(SourceSpan(start - 1, start)) == "0" else { return nil }
        if start > 1, let before = tree.text(SourceSpan(start - 2, start - 1)).unicodeScalars.first,
           before.properties.isAlphabetic || ("0"..."9").contains(before) || before == "." || before == "_" { return nil }
        switch tree.text(word.span).first?.lowercased() {
        case "x": return 16
        case "o": return 8
        case "b": return 2
        default: return nil
        }
    }

    /// A name that is not bound: a function without its call, a currency without an amount,
    /// or unknown (with the likeliest name meant).
    func unboundName(_ name: String, at span: SourceSpan) -> Diagnostic {
        if Builtins.function(named: name) != nil { return Messages.functionWithoutCall(name, at: span) }
        if CurrencyCatalogue.isCode(name.uppercased()) { return MoneyMessages.currencyWithoutAmount(name, at: span) }
        // `Groceries` alone on its line: a heading without its colon (DESIGN §23). Only a
        // capitalised word: `vat` or `y` alone is a variable not yet set.
        let line = tree.source.split(separator: UInt8(ascii: "#"), maxSplits: 1, omittingEmptySubsequences: false).first ?? []
        let isAlone = name.count >= 2 && name.first?.isUppercase == true
            && line.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D && $0 != 0x0A }.count == span.length
        return Messages.unknownName(name, candidates: names, isAloneOnLine: isAlone, at: span)
    }
}

extension String {
    /// The text without the spaces and tabs at its end.
    var trimmingSuffixSpaces: String {
        var text = self
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
