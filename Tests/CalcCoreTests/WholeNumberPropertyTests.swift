import CalcCore
import CalcTestSupport
import Testing

/// Laws of the integer and trigonometric functions over generated values, checked by calc's
/// own exact arithmetic: the floored remainder, gcd and lcm, and sin² + cos² = 1.
@Suite struct WholeNumberPropertyTests {
    /// Rationals of both signs, small and beyond Int64.
    static func operand(_ generator: inout SplitMix64) -> String {
        let numerator = generator.below(2) == 0 ? String(generator.next() >> UInt64(generator.below(60))) : String(generator.below(1000))
        let denominator = [1, 1, 2, 3, 8, 10][generator.below(6)]
        return (generator.below(2) == 0 ? "-" : "") + numerator + (denominator == 1 ? "" : "/\(denominator)")
    }

    @Test func flooredRemainderRebuildsTheDividend() throws {
        var generator = SplitMix64(state: 71)
        for _ in 0..<300 {
            let a = WholeNumberPropertyTests.operand(&generator), b = WholeNumberPropertyTests.operand(&generator)
            guard try TestSupport.evaluate("(\(b))") != "0" else { continue }
            // a = floor(a/b)·b + (a mod b), and the remainder lies between 0 and b (b's sign).
            #expect(try TestSupport.evaluate("floor((\(a))/(\(b)))*(\(b)) + ((\(a)) mod (\(b))) - (\(a))") == "0", "\(a) mod \(b)")
            let remainder = try TestSupport.evaluate("((\(a)) mod (\(b))) / (\(b))")
            let ratio = try TestSupport.evaluate("floor(((\(a)) mod (\(b))) / (\(b)))")
            #expect(ratio == "0", "\(a) mod \(b) = \(b) × \(remainder)")
        }
    }

    @Test func gcdTimesLcmIsTheProduct() throws {
        var generator = SplitMix64(state: 72)
        for _ in 0..<300 {
            let a = Int64(generator.below(2_000_000)) - 1_000_000, b = Int64(generator.below(2_000_000)) - 1_000_000
            #expect(try TestSupport.evaluate("gcd(\(a), \(b)) * lcm(\(a), \(b)) - abs(\(a) * \(b))") == "0", "\(a), \(b)")
            if a != 0 || b != 0 {
                #expect(try TestSupport.evaluate("gcd(\(a / 7 * 7), \(b / 7 * 7)) mod 7") == "0")
            }
        }
    }

    @Test func sineSquaredPlusCosineSquaredIsOne() throws {
        var generator = SplitMix64(state: 73)
        for _ in 0..<200 {
            let angle = "\(generator.below(2_000_000) - 1_000_000)/\(generator.below(999) + 1)"
            #expect(try TestSupport.evaluate("sin(\(angle))^2 + cos(\(angle))^2") == "1", "\(angle)")
        }
    }
}
