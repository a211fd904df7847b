import CalcCore
import Testing

/// Number literals have a fast path for plain decimals (`138.98`, `583`, `.5`) and a general
/// one for every other shape; the same number must come out of both.
@Suite struct NumberLiteralTests {
    static func value(_ text: String) throws -> Rational {
        try NumberLiteral.value(of: Array(text.utf8)[...])
    }

    @Test func plainDecimalsAgreeWithTheGeneralPath() throws {
        var generator = RoundTripTests.Generator(state: 51)
        for _ in 0..<5000 {
            // 1 to 20 digits, a point anywhere or nowhere: across the 18-digit edge of Int64.
            let count = 1 + generator.below(20)
            var digits = (0..<count).map { _ in Character(String(generator.below(10))) }
            if generator.below(3) != 0 { digits.insert(".", at: generator.below(count)) }
            let text = String(digits)
            // An exponent (`e0`) sends the same digits down the general path.
            #expect(try NumberLiteralTests.value(text) == NumberLiteralTests.value(text + "e0"), "\(text)")
        }
    }

    @Test func valuesAtTheEdges() throws {
        #expect(try NumberLiteralTests.value("999999999999999999") == Rational(999_999_999_999_999_999 as Int64))
        #expect(try NumberLiteralTests.value("9999999999999999999") == Rational(BigInteger(10).power(19) - 1))
        #expect(try NumberLiteralTests.value("99999999999999999999") == Rational(BigInteger(10).power(20) - 1))
        #expect(try NumberLiteralTests.value(".000000000000000001") == Rational(BigInteger(1), BigInteger(10).power(18)))
        #expect(try NumberLiteralTests.value("0.50") == Rational(BigInteger(1), BigInteger(2)))
        #expect(try NumberLiteralTests.value("000.000") == .zero)
        #expect(try NumberLiteralTests.value("1_000.5") == Rational(BigInteger(2001), BigInteger(2)))
    }
}
