import CalcCore
import CalcTestSupport
import Testing

/// The GMP-backed integers behind `Rational`: Swift's integer semantics where they fit a word
/// (checked against Int64 itself), the laws of division, text and powers beyond it, and the
/// values whose digits are known.
@Suite struct BigIntegerTests {
    /// Values spread over 0 to about 400 bits, both signs.
    static func value(_ generator: inout SplitMix64) -> BigInteger {
        var result = BigInteger(generator.next() >> UInt64(generator.below(64)))
        for _ in 0..<generator.below(7) { result = (result << 64) + BigInteger(generator.next()) }
        return generator.below(2) == 0 ? result : -result
    }

    @Test func agreesWithInt64WhereItFits() {
        var generator = SplitMix64(state: 41)
        for _ in 0..<3000 {
            let a = Int64(truncatingIfNeeded: generator.next()) >> Int64(generator.below(63))
            let b = Int64(truncatingIfNeeded: generator.next()) >> Int64(generator.below(63))
            let (x, y) = (BigInteger(a), BigInteger(b))
            #expect(x + y == BigInteger(a) + BigInteger(b))
            if case (let sum, false) = a.addingReportingOverflow(b) { #expect(x + y == BigInteger(sum)) }
            if case (let product, false) = a.multipliedReportingOverflow(by: b) { #expect(x * y == BigInteger(product)) }
            if b != 0 && !(a == .min && b == -1) {
                #expect(x / y == BigInteger(a / b), "\(a) / \(b) truncates")
                #expect(x % y == BigInteger(a % b), "\(a) % \(b) takes the dividend's sign")
            }
            let shift = generator.below(70)
            #expect(x >> shift == BigInteger(shift >= 64 ? (a < 0 ? -1 : 0) : a >> Int64(shift)), "\(a) >> \(shift) floors")
            #expect((x < y) == (a < b) && (x == y) == (a == b))
            #expect(Int64(exactly: x) == a)
            #expect(x.description == String(a))
            #expect(x.signum() == Int(a.signum()))
            #expect(x.bitWidth == 64 - a.magnitude.leadingZeroBitCount)
            #expect(x.trailingZeroBitCount == (a == 0 ? 0 : a.trailingZeroBitCount))
            #expect(x.isOdd == (a & 1 == 1))
        }
    }

    @Test func divisionRemainderAndGcdObeyTheirLaws() {
        var generator = SplitMix64(state: 42)
        for _ in 0..<1500 {
            let a = BigIntegerTests.value(&generator), b = BigIntegerTests.value(&generator)
            #expect((a + b) - b == a)
            #expect(a * b == b * a)
            guard !b.isZero else { continue }
            let (q, r) = a.quotientAndRemainder(dividingBy: b)
            #expect(q * b + r == a)
            #expect(r.magnitude < b.magnitude)
            #expect(r.isZero || r.signum() == a.signum())
            #expect(q == a / b && r == a % b)
            let g = a.greatestCommonDivisor(with: b)
            #expect(g.signum() > 0 && (a % g).isZero && (b % g).isZero)
            #expect((a / g).greatestCommonDivisor(with: b / g) == 1)
            #expect(BigInteger(a.description) == a, "decimal text reads back")
            #expect((a << 77) >> 77 == a)
            #expect((a * a).squareRoot() == a.magnitude)
            #expect(a.magnitude.power(3).exactRoot(3) == a.magnitude)
            #expect(a.magnitude.isZero || a.magnitude < 2 || (a.magnitude.power(3) + 1).exactRoot(3) == nil)
            var set: Set<BigInteger> = [a]
            #expect(set.contains(BigInteger(a.description)!))
            set.insert(a + 1)
            #expect(set.count == 2)
        }
    }

    @Test func knownValues() {
        #expect(BigInteger(2).power(200).description == "1606938044258990275541962092341162602522202993782792835301376")
        #expect(BigInteger(-3).power(41).description == "-36472996377170786403")
        #expect(BigInteger(10).power(19) - 1 == BigInteger("9999999999999999999"))
        #expect(Int64(exactly: BigInteger(Int64.max) + 1) == nil)
        #expect(Int64(exactly: BigInteger(Int64.min)) == Int64.min)
        #expect(Int64(exactly: BigInteger(Int64.min) - 1) == nil)
        #expect(Double(BigInteger(2).power(1023)) == 0x1p1023)
        #expect(Double(BigInteger(2).power(1024)) == .infinity)
        #expect(Double(-BigInteger(2).power(5000)) == -.infinity)
        #expect(BigInteger(truncating: -2.75) == -2)
        #expect(BigInteger(0).bitWidth == 0 && BigInteger(0).description == "0")
        #expect(BigInteger(3).power(200).exactRoot(5) == BigInteger(3).power(40))
    }

    @Test(arguments: ["", "-", "1 2", " 12", "12 ", "+5", "0x1f", "1_000", "--1", "1.5", "١٢"])
    func textThatIsNotAnIntegerIsRefused(text: String) {
        #expect(BigInteger(text) == nil)
    }
}
