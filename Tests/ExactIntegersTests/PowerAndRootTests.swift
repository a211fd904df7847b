import CalcTestSupport
import ExactIntegers
import Testing

/// power and squareRoot against attaswift, and squareRoot's defining property.
@Suite struct PowerAndRootTests {
    @Test(arguments: Operands.seeds)
    func powers(seed: UInt64) {
        var generator = SplitMix64(state: seed &+ 2000)
        let bases = Operands.random(count: 40, seed: seed &+ 3000).map { Operand(words: Array($0.words.prefix(3)), negative: $0.negative) }
        for base in bases {
            for exponent in [0, 1, 2, 3, generator.below(40)] {
                #expect(Operand(base.value.power(exponent)) == Reference.power(base, exponent), "\(base) ^ \(exponent)")
                #expect(Operand(base.magnitude.power(exponent)) == Reference.power(base.absolute, exponent))
            }
        }
    }

    @Test(arguments: [0, 1, -1, 2, -2, 3, 10, -10, 12, 1 << 40])
    func smallBases(base: Int) {
        let operand = Operand(BigInt(base))
        for exponent in [0, 1, 2, 5, 19, 20, 63, 64, 65, 100, 301] {
            #expect(Operand(BigInt(base).power(exponent)) == Reference.power(operand, exponent), "\(base) ^ \(exponent)")
        }
        // Negative exponents truncate, as in attaswift: only ±1 give a non-zero result.
        if base != 0 {
            for exponent in [-1, -2, -3] {
                #expect(Operand(BigInt(base).power(exponent)) == Reference.power(operand, exponent), "\(base) ^ \(exponent)")
            }
        }
    }

    @Test(arguments: Operands.seeds)
    func squareRoots(seed: UInt64) {
        let operands = Operands.random(count: 150, seed: seed &+ 4000) + (seed == 0 ? Operands.edgeCases : [])
        for a in operands {
            let n = a.magnitude, root = n.squareRoot()
            #expect(root * root <= n && n < (root + 1) * (root + 1), "sqrt(\(a))")
            #expect(Operand(root) == Reference.squareRoot(a), "sqrt(\(a))")
            #expect(a.absolute.value.squareRoot() == BigInt(root))
        }
    }

    /// Perfect squares and their neighbours, where an off-by-one would show.
    @Test(arguments: Operands.seeds)
    func squareRootsNearSquares(seed: UInt64) {
        for a in Operands.random(count: 80, seed: seed &+ 5000) where !a.isZero {
            let k = a.magnitude, square = k * k
            #expect(square.squareRoot() == k)
            #expect((square + 1).squareRoot() == k)
            #expect((square - 1).squareRoot() == k - 1)
            #expect((square + k + k).squareRoot() == k)     // (k+1)^2 - 1
            #expect((square + k + k + 1).squareRoot() == k + 1)
        }
        let wordMax: BigUInt = 18446744073709551615
        #expect(wordMax.squareRoot() == 4294967295)
        #expect((wordMax + 1).squareRoot() == 4294967296)
        #expect(BigUInt(0).squareRoot() == 0 && BigUInt(1).squareRoot() == 1 && BigUInt(3).squareRoot() == 1)
    }

    @Test func largeSquareRoot() {
        let n = (BigUInt(1) << 20_000) - 12_345
        let root = n.squareRoot()
        #expect(root * root <= n && n < (root + 1) * (root + 1))
        #expect(root == (BigUInt(1) << 10_000) - 1)
    }
}
