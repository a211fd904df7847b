import ExactIntegers
import Testing

/// bitWidth and trailingZeroBitCount, with attaswift's definitions.
@Suite struct BitsTests {
    @Test(arguments: Operands.seeds)
    func againstReference(seed: UInt64) {
        for a in Operands.random(count: 200, seed: seed &+ 7000) + (seed == 0 ? Operands.edgeCases : []) {
            #expect(a.magnitude.bitWidth == Reference.magnitudeBitWidth(a), "\(a)")
            #expect(a.value.bitWidth == Reference.bitWidth(a), "\(a)")
            #expect(a.value.magnitude.bitWidth == Reference.magnitudeBitWidth(a))
            #expect(a.magnitude.trailingZeroBitCount == Reference.magnitudeTrailingZeroBitCount(a), "\(a)")
            #expect(a.value.trailingZeroBitCount == Reference.trailingZeroBitCount(a), "\(a)")
        }
    }

    @Test func definitions() {
        #expect(BigUInt(0).bitWidth == 0 && BigUInt(1).bitWidth == 1 && BigUInt(255).bitWidth == 8)
        #expect(BigUInt(256).bitWidth == 9 && (BigUInt(1) << 64).bitWidth == 65)
        #expect(BigUInt(UInt64.max).bitWidth == 64)
        // BigInt counts a sign bit, as attaswift does; calc uses magnitude.bitWidth.
        #expect(BigInt(0).bitWidth == 0 && BigInt(1).bitWidth == 2 && BigInt(-1).bitWidth == 2)
        #expect(BigInt(-256).magnitude.bitWidth == 9)
        #expect(BigUInt(0).trailingZeroBitCount == 0 && BigUInt(12).trailingZeroBitCount == 2)
        #expect((BigUInt(5) << 200).trailingZeroBitCount == 200 && BigInt(-40).trailingZeroBitCount == 3)
        #expect(BigUInt(words: [0, 0, 8]).trailingZeroBitCount == 131)
    }
}
