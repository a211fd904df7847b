@testable import CalcCore

/// The catalogue's definitions read again in Swift, as the oracle of what
/// `Scripts/generate-unit-derivations.py` wrote into `UnitCatalogue+Derived.swift`: a row's
/// factor, the offset of its scale, and whether it is spelled as its own definition.
extension UnitCatalogue {
    /// A definition read: its number, the units it names with their powers.
    struct Definition {
        var numbers = Rational(1)
        var units: [(symbol: String, power: Int)] = []

        enum Failure: Error, Equatable { case malformed(String), unknownUnit(String), circular(String) }

        /// `231 inch^3`, `l / 100 km`, `kg m^2 / s^2`: terms separated by spaces or `*`; each
        /// `/` divides by the terms up to the next.
        static func parse(_ text: String) throws(Failure) -> Definition {
            var definition = Definition()
            var sign = 1
            for group in text.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
                if group.offset > 0 { sign = -1 }
                let terms = group.element.split { $0 == " " || $0 == "*" }
                if terms.isEmpty { throw .malformed(text) }
                for term in terms {
                    if let first = term.first, first.isNumber || first == "." {
                        guard let value = try? NumberLiteral.value(of: Array(term.utf8)[...]), !value.isZero else { throw .malformed(text) }
                        definition.numbers = sign > 0 ? try! definition.numbers.multiplied(by: value) : try! definition.numbers.divided(by: value)
                    } else {
                        var symbol = String(term), power = 1
                        if let caret = term.firstIndex(of: "^") {
                            guard let exponent = Int(term[term.index(after: caret)...]), exponent != 0 else { throw .malformed(text) }
                            symbol = String(term[..<caret])
                            power = exponent
                        }
                        definition.units.append((symbol, power * sign))
                    }
                }
            }
            return definition
        }
    }

    /// The factor and dimension of row `index`'s definition, the rows it names read first.
    static func definition(of index: Int, known: inout [Rational?], visiting: Set<Int>) throws(Definition.Failure)
        -> (factor: Rational, dimension: Dimension?) {
        let row = rows[index]
        let parsed = try Definition.parse(row.factor)
        var factor = parsed.numbers
        var dimension: Dimension? = parsed.units.isEmpty ? nil : .none
        for (symbol, power) in parsed.units {
            guard let named = unitBySymbol(symbol).map({ Int($0.index) }) else { throw .unknownUnit(symbol) }
            guard named != index, !visiting.contains(named) else { throw .circular(row.symbol) }
            let namedFactor: Rational
            if let done = known[named] {
                namedFactor = done
            } else {
                namedFactor = try definition(of: named, known: &known, visiting: visiting.union([index])).factor
            }
            factor = try! factor.multiplied(by: namedFactor.power(power))
            dimension = dimension.map { $0 * rows[named].dimension.power(power) }
        }
        known[index] = factor
        return (factor, dimension)
    }

    /// The offset of row `index`'s scale, read from its text.
    static func derivedOffset(ofRow index: Int) throws -> Rational? {
        try rows[index].offset.map { try Definition.parse($0).numbers }
    }

    /// Row `index` read as its own definition when its symbol spells it (`km/h` is `km / h`):
    /// the words, numbers and signs in order, whatever the spaces (`l/100km` and `l / 100 km`
    /// alike, `Wh` and `W h` not).
    static func derivedSpelledDefinition(ofRow index: Int) -> (terms: [UnitTerm], scale: Rational)? {
        let row = rows[index]
        func tokens(_ text: String) -> [String] {
            var tokens: [String] = []
            var previous: Character?
            let spelled = text.flatMap { character -> [Character] in
                character == "²" ? ["^", "2"] : character == "³" ? ["^", "3"] : [character]
            }
            for character in spelled {
                defer { previous = character }
                if character == " " { continue }
                if let previous, previous != " ", previous.isLetter == character.isLetter, previous.isNumber == character.isNumber,
                   character.isLetter || character.isNumber {
                    tokens[tokens.count - 1].append(character)
                } else {
                    tokens.append(String(character))
                }
            }
            return tokens
        }
        guard tokens(row.symbol).joined() == tokens(row.factor).joined(), tokens(row.symbol) == tokens(row.factor),
              let definition = try? Definition.parse(row.factor),
              !definition.units.isEmpty else { return nil }
        return (definition.units.map { UnitTerm(.physical(unitBySymbol($0.symbol)!), $0.power) }, definition.numbers)
    }
}
