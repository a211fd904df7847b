import CalcTestSupport
import ExactIntegers
import Testing

/// gcd against Euclid on attaswift's values, and its defining properties.
@Suite struct GreatestCommonDivisorTests {
    @Test(arguments: Operands.seeds)
    func randomPairs(seed: UInt64) {
        for (a, b) in Operands.pairs(seed: seed, count: 120) {
            let g = a.value.greatestCommonDivisor(with: b.value)
            #expect(Operand(g) == Reference.greatestCommonDivisor(a, b), "gcd(\(a), \(b))")
            #expect(g.sign == .plus)
            #expect(a.magnitude.greatestCommonDivisor(with: b.magnitude) == g.magnitude)
            if !g.isZero {
                #expect(a.value.isMultiple(of: g) && b.value.isMultiple(of: g))
            }
        }
    }

    /// A large common factor, so that the answer is far from 1 and many Lehmer steps run.
    @Test(arguments: Operands.seeds)
    func commonFactors(seed: UInt64) {
        var generator = SplitMix64(state: seed &+ 6000)
        for _ in 0..<40 {
            let a = Operands.random(using: &generator).absolute, b = Operands.random(using: &generator).absolute
            let c = Operands.random(using: &generator, maxBits: 1500).absolute
            guard !c.isZero else { continue }
            let x = a.magnitude * c.magnitude, y = b.magnitude * c.magnitude
            let g = x.greatestCommonDivisor(with: y)
            #expect(Operand(g) == Reference.greatestCommonDivisor(Operand(x), Operand(y)))
            #expect(g.isMultiple(of: c.magnitude))
            if !g.isZero {
                #expect((x / g).greatestCommonDivisor(with: y / g) == 1)
            }
        }
    }

    /// Consecutive Fibonacci numbers: every Euclid quotient is 1, the slowest case.
    @Test func fibonacci() {
        var (a, b) = (BigUInt(0), BigUInt(1))
        for index in 1...3000 {
            (a, b) = (b, a + b)
            if index % 97 == 0 || index > 2990 {
                #expect(a.greatestCommonDivisor(with: b) == 1, "F(\(index))")
                // gcd(k·x, k·y) = k·gcd(x, y), with a large k.
                #expect((a * (a + b + b)).greatestCommonDivisor(with: a * a) == a * a.greatestCommonDivisor(with: a + b + b))
            }
        }
    }

    @Test func zeroAndSizes() {
        let big = BigUInt(3).power(2000)
        #expect(BigUInt(0).greatestCommonDivisor(with: 0) == 0)
        #expect(BigUInt(0).greatestCommonDivisor(with: big) == big)
        #expect(big.greatestCommonDivisor(with: 0) == big)
        #expect(big.greatestCommonDivisor(with: 81) == 81)
        #expect(BigUInt(81).greatestCommonDivisor(with: big) == 81)
        #expect(big.greatestCommonDivisor(with: big * 2) == big)
        #expect(BigInt(-12).greatestCommonDivisor(with: 18) == 6)
        #expect(BigInt(-12).greatestCommonDivisor(with: -18) == 6)
        #expect((big << 300).greatestCommonDivisor(with: BigUInt(6) << 200) == BigUInt(6) << 200)
    }
}
