import CalcTestSupport
import ExactIntegers
import Testing

/// Shifts against attaswift, including its rule for negative values (see `BigInt.>>`).
@Suite struct ShiftTests {
    static let amounts = [0, 1, 2, 31, 63, 64, 65, 127, 128, 129, 500, 1000, 3000, 3100]

    @Test(arguments: Operands.seeds)
    func shifts(seed: UInt64) {
        var generator = SplitMix64(state: seed &+ 1000)
        let operands = Operands.random(count: 60, seed: seed) + (seed == 0 ? Operands.edgeCases : [])
        for a in operands {
            for amount in Self.amounts + [generator.below(3200), -generator.below(200)] {
                #expect(Operand(a.value << amount) == Reference.shiftedLeft(a, amount), "\(a) << \(amount)")
                #expect(Operand(a.value >> amount) == Reference.shiftedRight(a, amount), "\(a) >> \(amount)")
                #expect(Operand(a.magnitude << amount) == Reference.unsignedShiftedLeft(a, amount))
                #expect(Operand(a.magnitude >> amount) == Reference.unsignedShiftedRight(a, amount))
            }
        }
    }

    @Test func negativeValuesFollowAttaswift() {
        #expect(BigInt(-5) >> 1 == -2)   // toward zero, not floor (-3)
        #expect(BigInt(-1) >> 1 == -1)   // but never to zero
        #expect(BigInt(-5) >> 3 == -1)
        #expect(BigInt(-4) >> 1 == -2)
        #expect(BigInt(-3) << 2 == -12)
        #expect(BigInt(12) >> -2 == 48 && BigInt(12) << -2 == 3)
    }

    @Test func compoundForms() {
        var x = BigInt(3), y = BigUInt(3)
        x <<= 100
        y <<= 100
        #expect(x == BigInt(y) && x.magnitude.trailingZeroBitCount == 100)
        x >>= 99
        y >>= 99
        #expect(x == 6 && y == 6)
    }
}
