import CalcCore
import CalcTestSupport
import Testing

/// What `in hex`, `in oct`, `in bin` and `as fraction` print reads back as the same value.
@Suite struct PresentationRoundTripTests {
    @Test func basesReadBack() throws {
        var generator = SplitMix64(state: 101)
        for _ in 0..<300 {
            let magnitude = generator.next() >> UInt64(generator.below(64))
            let number = (generator.below(2) == 0 ? "-" : "") + String(magnitude) + (generator.below(3) == 0 ? "0000000000000000000" : "")
            for base in ["hex", "oct", "bin"] {
                let shown = try TestSupport.evaluate("\(number) in \(base)")
                #expect(try TestSupport.evaluate("(\(shown)) - (\(number))") == "0", "\(number) in \(base) = \(shown)")
            }
        }
    }

    @Test func fractionsReadBack() throws {
        var generator = SplitMix64(state: 102)
        for _ in 0..<300 {
            let fraction = "\(generator.below(2_000_000) - 1_000_000)/\(generator.below(99_999) + 1)"
            let shown = try TestSupport.evaluate("\(fraction) as fraction")
            #expect(try TestSupport.evaluate("\(shown) - (\(fraction))") == "0", "\(fraction) as fraction = \(shown)")
            #expect(try TestSupport.evaluate("\(shown) as fraction") == shown)
        }
    }
}
