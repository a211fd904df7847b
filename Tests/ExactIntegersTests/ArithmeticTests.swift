import ExactIntegers
import Testing

/// + - * / % and quotientAndRemainder against attaswift, for every sign combination.
@Suite struct ArithmeticTests {
    @Test(arguments: Operands.seeds)
    func addSubtractMultiply(seed: UInt64) {
        for (a, b) in Operands.pairs(seed: seed) {
            let x = a.value, y = b.value
            #expect(Operand(x + y) == Reference.sum(a, b), "\(a) + \(b)")
            #expect(Operand(x - y) == Reference.difference(a, b), "\(a) - \(b)")
            #expect(Operand(x * y) == Reference.product(a, b), "\(a) * \(b)")
            var z = x
            z += y
            z -= y
            #expect(z == x)
            z *= y
            #expect(z == x * y)
        }
    }

    @Test(arguments: Operands.seeds)
    func truncatedDivision(seed: UInt64) {
        for (a, b) in Operands.pairs(seed: seed) where !b.isZero {
            for (p, q) in [(a, b), (a.negated, b), (a, b.negated), (a.negated, b.negated)] {
                let x = p.value, y = q.value
                let (quotient, remainder) = x.quotientAndRemainder(dividingBy: y)
                let expected = Reference.quotientAndRemainder(p, q)
                #expect(Operand(quotient) == expected.quotient, "\(p) / \(q)")
                #expect(Operand(remainder) == expected.remainder, "\(p) % \(q)")
                #expect((x / y) == quotient)
                #expect((x % y) == remainder)
                // The defining properties, independently of the reference.
                #expect(quotient * y + remainder == x)
                #expect(remainder.magnitude < y.magnitude)
                #expect(remainder.isZero || remainder.sign == x.sign)
                #expect(x.isMultiple(of: y) == remainder.isZero)
            }
        }
    }

    @Test(arguments: Operands.seeds)
    func unsignedArithmetic(seed: UInt64) {
        for (a, b) in Operands.pairs(seed: seed) {
            let x = a.magnitude, y = b.magnitude
            #expect(Operand(x + y) == Reference.sum(a.absolute, b.absolute))
            #expect(Operand(x * y) == Reference.product(a.absolute, b.absolute))
            let (larger, smaller) = x < y ? (y, x) : (x, y)
            #expect(larger - smaller + smaller == larger)
            if !y.isZero {
                let (quotient, remainder) = x.quotientAndRemainder(dividingBy: y)
                let expected = Reference.unsignedQuotientAndRemainder(a, b)
                #expect(Operand(quotient) == expected.quotient, "\(a) / \(b)")
                #expect(Operand(remainder) == expected.remainder, "\(a) % \(b)")
                #expect(x / y == quotient && x % y == remainder)
            }
        }
    }

    /// Operands found (by simulating algorithm D) to need its rare steps: the add-back after
    /// an estimate one too large, and a quotient word of 2^64 - 1 whose remainder overflows.
    @Test(arguments: [
        ("0x7fffffffffffffff7fffffffffffffff8000000000000000", "0x27ffffffffffffffffffffffffffffffe"),
        ("0x7fffffffffffffff00000000000000000000000000000002", "0x100000000000000000000000000000001"),
        ("0xfffffffffffffffe8000000000000000d07ea5bad023ad28", "0x2fffffffffffffffe8000000000000001"),
        ("0xffffffffffffffffffffffffffffffff0000000000000002", "0x7fffffffffffffffffffffffffffffffffffffffffffffff"),
        ("0x1fffffffffffffffe19e352f2b66d0151", "0x1ffffffffffffffff"),
        ("0x18000000000000000d2101b9051114a0b", "0x18000000000000001"),
        ("0x2fffffffffffffffea915d770f756257e", "0x2ffffffffffffffff"),
    ])
    func longDivisionCorrections(dividend: String, divisor: String) {
        let a = Operand(words: Self.words(hex: dividend)), b = Operand(words: Self.words(hex: divisor))
        let (quotient, remainder) = a.magnitude.quotientAndRemainder(dividingBy: b.magnitude)
        let expected = Reference.unsignedQuotientAndRemainder(a, b)
        #expect(Operand(quotient) == expected.quotient)
        #expect(Operand(remainder) == expected.remainder)
        #expect(quotient * b.magnitude + remainder == a.magnitude)
    }

    static func words(hex: String) -> [UInt64] {
        var digits = Substring(hex.dropFirst(2))
        var words: [UInt64] = []
        while !digits.isEmpty {
            words.append(UInt64(digits.suffix(16), radix: 16)!)
            digits = digits.dropLast(16)
        }
        return words
    }

    @Test func negationAndSign() {
        for a in Operands.edgeCases + Operands.random(count: 200, seed: 99) {
            var x = a.value
            #expect(Operand(-x) == Reference.negation(a))
            #expect(Operand(x.signum()) == Reference.signum(a))
            x.negate()
            #expect(x == -a.value)
            #expect(x.sign == (a.isZero || a.negative ? .plus : .minus))
            #expect(x.magnitude == a.magnitude)
        }
        var zero = BigInt(0)
        zero.negate()
        #expect(zero.sign == .plus && zero == 0)
        #expect(BigInt(sign: .minus, magnitude: 0).sign == .plus)
    }

    @Test func numericConformance() {
        func total<T: Numeric>(_ values: [T]) -> T { values.reduce(.zero, +) }
        #expect(total([BigInt(-5), 7, 10]) == 12)
        #expect(total([BigUInt(5), 7]) == 12)
        #expect(abs(BigInt(-12)) == 12)
        #expect(BigInt(exactly: UInt64.max) == BigInt(UInt64.max))
        #expect(BigUInt(exactly: -1) == nil)
    }
}
