@testable import CalcCore
import Testing

/// Results are laid out by a machine-integer fast path (`NumberFormatting.append`,
/// `appendFixed`); the arbitrary-precision general path is the reference. Both must print every
/// value the same, character for character, and agree on exactness.
@Suite struct FormattingPathTests {
    typealias Generator = RoundTripTests.Generator

    /// Values whose parts fit in Int64 (the fast path's domain) and just beyond, both signs,
    /// with denominators that terminate (2^a·5^b) and that do not, at every magnitude.
    static func rational(_ generator: inout Generator) -> Rational {
        let numerators: [Int64] = [0, 1, 5, 9, 10, 99, 999_999, 123_456_789, 999_999_999_999_999,
                                   1_000_000_000_000_000, Int64.max, Int64.max / 3, 4_611_686_018_427_387_904]
        let denominators: [Int64] = [1, 2, 3, 4, 5, 7, 8, 16, 25, 40, 125, 1024, 3125, 1_000_000, 999_999_937,
                                     1_000_000_000_000, 10_000_000_000, 390_625, 1 << 40, 1_000_000_000_000_000_000]
        let numerator = generator.below(3) == 0
            ? numerators.randomElement(using: &generator)!
            : Int64(generator.next() >> UInt64(1 + generator.below(63)))
        let denominator = generator.below(4) == 0
            ? Int64(generator.next() >> UInt64(1 + generator.below(63))) + 1
            : denominators.randomElement(using: &generator)!
        let value = Rational(BigInteger(numerator), BigInteger(denominator))
        return generator.below(2) == 0 ? value : -value
    }

    @Test(arguments: [31, 32, 33])
    func numbersPrintTheSameOnBothPaths(seed: UInt64) {
        var generator = Generator(state: seed)
        for _ in 0..<3000 {
            let number = Number(FormattingPathTests.rational(&generator))
            var bytes: [UInt8] = Array("x=".utf8) // appends after what is already there
            let isExact = NumberFormatting.append(number, to: &bytes)
            let reference = NumberFormatting.generalFormat(number)
            #expect(String(decoding: bytes, as: UTF8.self) == "x=" + reference.text, "\(number.exact!)")
            #expect(isExact == reference.isExact, "\(number.exact!)")
        }
    }

    @Test(arguments: [41, 42])
    func amountsPrintTheSameOnBothPaths(seed: UInt64) {
        var generator = Generator(state: seed)
        // 0, 2, 3 and 4 minor units; XAU has none and prints like a plain number.
        let codes: [CurrencyCode] = ["JPY", "EUR", "KWD", "CLF", "XAU"]
        for _ in 0..<3000 {
            let code = codes.randomElement(using: &generator)!
            let number = Number(FormattingPathTests.rational(&generator))
            var bytes: [UInt8] = []
            let isExact = ValueFormatting.append(Value(number, currency: code), to: &bytes)
            let expected: (text: String, isExact: Bool)
            if let places = CurrencyCatalogue.minorUnits(code) {
                let amount = ValueFormatting.amount(number.exact!, places: places)
                expected = (amount.text, amount.isExact)
            } else {
                expected = NumberFormatting.generalFormat(number)
            }
            #expect(String(decoding: bytes, as: UTF8.self) == expected.text + " \(code)", "\(number.exact!) \(code)")
            #expect(isExact == expected.isExact, "\(number.exact!) \(code)")
        }
    }

    @Test func examplesOfTheFastPath() {
        // Every number here is exact; those that do not terminate print rounded.
        let cases: [(Rational, Bool, String)] = [
            (Rational(BigInteger(1), BigInteger(3)), false, "0.333333333333333"),
            (Rational(BigInteger(-2), BigInteger(3)), false, "-0.666666666666667"),
            (Rational(BigInteger(1), BigInteger(3_000_000)), false, "0.000000333333333333333"),
            (Rational(BigInteger(1), BigInteger(8)), true, "0.125"),
            (Rational(BigInteger(-12_345), BigInteger(100)), true, "-123.45"),
            (Rational(BigInteger(1), BigInteger(1_000_000_000_000)), true, "1e-12"),
            (Rational(BigInteger(10).power(15), BigInteger(7)), false, "142857142857143"),
            (Rational(BigInteger(10).power(16), BigInteger(7)), false, "1.42857142857143e15"),
            (Rational(BigInteger(2), BigInteger(1)), true, "2"),
        ]
        for (value, isExact, text) in cases {
            var bytes: [UInt8] = []
            #expect(NumberFormatting.append(Number(value), to: &bytes) == isExact)
            #expect(String(decoding: bytes, as: UTF8.self) == text)
        }
    }
}
