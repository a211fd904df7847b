import ExactIntegers
import Testing

/// Decimal printing and parsing, and the literal forms calc writes.
@Suite struct TextTests {
    @Test(arguments: Operands.seeds)
    func roundTrip(seed: UInt64) {
        for operand in Operands.random(count: 150, seed: seed) + (seed == 0 ? Operands.edgeCases : []) {
            let text = operand.text, magnitudeText = operand.magnitudeText
            #expect(operand.value.description == text)
            #expect(BigInt(text) == operand.value)
            #expect(BigUInt(magnitudeText) == operand.magnitude)
            #expect(operand.magnitude.description == magnitudeText)
            #expect(String(operand.value) == text)
            #expect(String(operand.magnitude) == magnitudeText)
        }
    }

    /// Chunks of 19 digits with zeros inside must keep their leading zeros.
    @Test(arguments: [
        "10000000000000000000", "10000000000000000001", "100000000000000000000000000000000000000",
        "100000000000000000000000000000000000001", "9999999999999999999", "18446744073709551616",
        "1000000000000000000000000000000000000000000000000000000000",
        "1000000000000000000010000000000000000000100000000000000000001",
    ])
    func chunkBoundaries(text: String) {
        #expect(BigUInt(text)?.description == text)
        #expect(BigInt("-" + text)?.description == "-" + text)
        #expect(Reference.parse(text) == text)
    }

    /// Text both libraries read the same way (and agree is or is not a number).
    @Test(arguments: [
        "0", "-0", "+0", "00", "0000000000000000000000000000123", "+17", "-17", "", "-", "+", "12a", "a12",
        " 12", "12 ", "1_000", "--1", "1-", "0x10", "1.0", "1e5", "\u{0661}\u{0662}", "12\u{0301}",
        "-99999999999999999999999999999999999999", "123456789012345678901234567890123456789012345678901234567890",
    ])
    func parsingAgreesWithReference(text: String) {
        #expect(BigInt(text)?.description == Reference.parse(text), "\(text)")
    }

    @Test(arguments: ["0", "+5", "00", "18446744073709551616", "", "-", "-5", "12a", " 1", "1.5", "++1"])
    func unsignedParsingAgreesWithReference(text: String) {
        #expect(BigUInt(text)?.description == Reference.parseUnsigned(text), "\(text)")
    }

    /// attaswift reads words with `UInt(_:radix:)`, which accepts a sign at the start of any
    /// 19-digit chunk; we accept a sign only at the start of the text.
    @Test func signsInsideTheTextAreRejected() {
        let text = "1+234567890123456789"
        #expect(Reference.parse(text) != nil)
        #expect(BigInt(text) == nil)
        // (Through variables: `BigInt("…")` with a literal is the literal, not a parse.)
        let signs = "-+5", negativeZero = "-0"
        #expect(BigInt(signs) == nil && BigUInt(negativeZero) == nil)
    }

    @Test func substrings() {
        let line = "x = -12345678901234567890123;"
        let digits = line.dropFirst(4).dropLast()
        #expect(BigInt(digits)?.description == "-12345678901234567890123")
        #expect(BigUInt(digits.dropFirst())?.description == "12345678901234567890123")
    }

    @Test func literals() {
        let pi = BigInt("31415926535897932384626433832795028841971")
        #expect(pi.description == "31415926535897932384626433832795028841971")
        let negative: BigInt = "-27182818284590452353602874713526624977572"
        #expect(negative.description == "-27182818284590452353602874713526624977572")
        let unsigned: BigUInt = "340282366920938463463374607431768211456"
        #expect(unsigned == BigUInt(1) << 128)
        let minimum: BigInt = -9223372036854775808
        let maximum: BigInt = 9223372036854775807
        let wordMax: BigUInt = 18446744073709551615
        #expect(minimum.description == "-9223372036854775808")
        #expect(maximum + 1 == -minimum)
        #expect(wordMax + 1 == BigUInt(1) << 64)
        // Comparisons with literals, as calc writes them.
        #expect(pi > 1 && negative < -1 && negative.signum() < 0 && BigInt(1) == 1 && unsigned != 1)
        #expect(BigInt(0).description == "0" && BigUInt().description == "0")
        #expect(BigInt(10).power(40) == BigInt("10000000000000000000000000000000000000000"))
    }

    @Test func largeText() {
        // Thousands of digits (the speed of 20,000 is measured by a release benchmark).
        let value = BigUInt(7).power(6_000) - 1
        let text = value.description
        #expect(text.count == 5_071)
        #expect(BigUInt(text) == value)
        #expect(Reference.parseUnsigned(text) == text)
    }
}
