import CalcTestSupport
import ExactIntegers
import Testing

/// Conversions to and from Swift's integer and floating-point types.
@Suite struct ConversionTests {
    /// Values around the edges of a double's precision and range.
    static let doubleEdges: [BigInt] = {
        var values: [BigInt] = []
        for k in [0, 1, 11, 12, 100, 900, 970, 971] {
            let base = BigInt(1) << k
            values += [BigInt((1 << 53) + 1) * base, BigInt((1 << 53) + 1) * base + 1,
                       BigInt((1 << 53) + 3) * base, BigInt((1 << 53) - 1) * base,
                       BigInt(UInt64.max) * base, BigInt(UInt64.max - 1024) * base]
        }
        let top = BigInt(1) << 1024
        values += [top, top - 1, top - (BigInt(1) << 970), top - (BigInt(1) << 970) - 1, top << 1000]
        return values + values.map { -$0 }
    }()

    /// Correctly rounded, which Swift's own decimal parsing is: compare with it.
    @Test(arguments: Operands.seeds)
    func doubles(seed: UInt64) {
        let operands = Operands.random(count: 150, seed: seed &+ 8000).map(\.value)
            + (seed == 0 ? Operands.edgeCases.map(\.value) + Self.doubleEdges : [])
        for x in operands {
            let double = Double(x)
            #expect(double == Double(x.description)!, "\(x)")
            #expect(Double(x.magnitude) == double.magnitude)
            // attaswift's conversion is within an ulp of ours while both are finite.
            let reference = Reference.double(Operand(x))
            if double.isFinite && reference.isFinite {
                #expect(reference == double || reference.nextUp == double || reference.nextDown == double, "\(x)")
            }
        }
    }

    @Test func doubleRounding() {
        let halfway = BigInt((1 << 53) + 1) << 100
        #expect(Double(halfway) == 0x1p153)  // a tie goes to the even neighbour
        #expect(Double(halfway + 1) == Double((1 << 53) + 2) * 0x1p100)  // above the tie, up
        // attaswift ignores the bits below the rounding bit and rounds this one down.
        #expect(Reference.double(Operand(halfway + 1)) == 0x1p153)
        let top = BigInt(1) << 1024
        #expect(Double(top - (BigInt(1) << 970) - 1) == .greatestFiniteMagnitude)
        #expect(Double(top - (BigInt(1) << 970)) == .infinity)
        #expect(Double(-(top << 5000)) == -.infinity)
        #expect(Double(BigInt(0)) == 0 && Double(BigUInt(12345)) == 12345)
    }

    @Test func exactIntegers() {
        let cases: [BigInt] = [
            0, 1, -1, BigInt(Int64.max), BigInt(Int64.max) + 1, BigInt(Int64.min), BigInt(Int64.min) - 1,
            BigInt(UInt64.max), BigInt(UInt64.max) + 1, -BigInt(UInt64.max), BigInt(1) << 200, -(BigInt(1) << 200),
        ]
        for x in cases {
            #expect(Int64(exactly: x) == Reference.int64(exactly: Operand(x)), "\(x)")
            #expect(Int(exactly: x) == Reference.int(exactly: Operand(x)), "\(x)")
        }
        #expect(Int64(exactly: BigInt(Int64.min)) == .min)
        #expect(Int64(exactly: BigInt(Int64.max) + 1) == nil)
        #expect(Int64(exactly: BigInt(Int64.min) - 1) == nil)
        #expect(Int(BigInt(-5)) == -5 && Int64(BigInt(Int64.min)) == .min)
        #expect(UInt64(BigUInt(UInt64.max)) == .max)
        #expect(UInt64(exactly: BigUInt(UInt64.max) + 1) == nil)
        #expect(UInt64(exactly: BigInt(-1)) == nil)
        #expect(Int8(exactly: BigInt(127)) == 127 && Int8(exactly: BigInt(128)) == nil)
        #expect(Int8(exactly: BigInt(-128)) == -128 && Int8(exactly: BigInt(-129)) == nil)
        #expect(UInt8(exactly: BigUInt(255)) == 255 && UInt8(exactly: BigUInt(256)) == nil)
        // Two-word values need a wide type.
        let int128Top = BigInt(1) << 127
        #expect(Int128(exactly: int128Top - 1) == .max && Int128(exactly: int128Top) == nil)
        #expect(Int128(exactly: -int128Top) == .min && Int128(exactly: -int128Top - 1) == nil)
        #expect(UInt128(exactly: (BigUInt(1) << 128) - 1) == .max && UInt128(exactly: BigUInt(1) << 128) == nil)
        #expect(UInt64(exactly: BigUInt(1) << 100) == nil)
        for a in Operands.edgeCases where a.magnitude.bitWidth <= 64 {
            #expect(UInt64(a.magnitude) == Reference.uint64(a))
        }
    }

    @Test func fromIntegers() {
        #expect(BigInt(Int64.min).description == "-9223372036854775808")
        #expect(BigInt(Int.min) == BigInt(Int64.min))
        #expect(BigInt(UInt64.max).description == "18446744073709551615")
        #expect(BigUInt(Int(5)) == 5 && BigUInt(UInt64.max) == 18446744073709551615)
        #expect(BigInt(Int8(-128)) == -128 && BigUInt(UInt8(200)) == 200)
        #expect(BigUInt(UInt128.max) == (BigUInt(1) << 128) - 1)
        #expect(BigInt(Int128.min) == -(BigInt(1) << 127))
        #expect(BigUInt(exactly: Int64(-1)) == nil && BigUInt(exactly: Int64(7)) == 7)
        #expect(BigInt(BigUInt(5)) == 5 && BigUInt(BigInt(5)) == 5 && BigUInt(exactly: BigInt(-5)) == nil)
    }

    static let doubles: [Double] = {
        var values: [Double] = [
            0, -0.0, 0.5, -0.5, 0.999, 1, -1, 1.5, -1.5, 2.5, 1e15 + 0.5, 0x1p52 - 0.5, 0x1p53, 0x1p64,
            0x1p64 - 2048, 1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            .leastNonzeroMagnitude, .leastNormalMagnitude, 123456789.987654321,
        ]
        var generator = SplitMix64(state: 9000)
        for _ in 0..<300 {
            let exponent = generator.below(1074) - 50  // -50 ... 1023: finite
            let significand = 1 + Double(generator.next() >> 11) * 0x1p-53
            let value = Double(sign: generator.below(2) == 0 ? .plus : .minus, exponent: exponent, significand: significand)
            values.append(value)
        }
        return values
    }()

    @Test func fromDoubles() {
        for double in Self.doubles {
            #expect(Operand(BigInt(double)) == Reference.truncating(double), "\(double)")
            #expect(BigInt(exactly: double).map { Operand($0) } == Reference.exactly(double), "\(double)")
            if double > -1 {
                #expect(Operand(BigUInt(double)) == Reference.unsignedTruncating(double), "\(double)")
            }
            #expect(BigUInt(exactly: double).map { Operand($0) } == Reference.unsignedExactly(double), "\(double)")
        }
        #expect(BigUInt(exactly: Double.infinity) == nil && BigInt(exactly: Double.nan) == nil)
        #expect(BigUInt(2.9) == 2 && BigInt(-2.9) == -2 && BigUInt(-0.5) == 0)
        #expect(BigInt(exactly: 0x1p70) == BigInt(1) << 70)
    }
}
