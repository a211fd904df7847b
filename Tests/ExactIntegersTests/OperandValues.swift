import ExactIntegers

/// Our values of the shared operands, built from their words (not from their text), and back.
extension Operand {
    var value: BigInt { BigInt(sign: negative ? .minus : .plus, magnitude: magnitude) }
    var magnitude: BigUInt { BigUInt(words: words) }

    init(_ value: BigInt) { self.init(words: value.magnitude.words, negative: value.sign == .minus) }
    init(_ value: BigUInt) { self.init(words: value.words) }
}
