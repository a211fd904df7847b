import CalcCore
import Testing

/// Properties over many generated values: exact arithmetic obeys the field laws, conversions
/// come back, and printed amounts are within half a minor unit of the exact value.
@Suite struct PropertyTests {
    typealias Generator = RoundTripTests.Generator

    /// Rationals from tiny to well past Int64, both signs.
    static func rational(_ generator: inout Generator) -> Rational {
        let digits: String
        switch generator.below(4) {
        case 0: digits = String(generator.below(1000))
        case 1: digits = String(generator.next() >> 1)
        case 2: digits = String(generator.next()) + String(generator.next())
        default: digits = String(generator.next()) + String(generator.next()) + String(generator.next())
        }
        let magnitude = TestSupport.rational(digits)
        let signed = generator.below(2) == 0 ? magnitude : -magnitude
        let denominator = [1, 2, 3, 7, 10, 1024, 999_999_937].randomElement(using: &generator)!
        return (try? signed.divided(by: Rational(denominator))) ?? .zero
    }

    @Test(arguments: [11, 12, 13])
    func additionAndMultiplicationAreAssociativeAndCommutative(seed: UInt64) throws {
        var generator = Generator(state: seed)
        for _ in 0..<400 {
            let a = PropertyTests.rational(&generator), b = PropertyTests.rational(&generator), c = PropertyTests.rational(&generator)
            #expect(try a.adding(b) == b.adding(a))
            #expect(try a.multiplied(by: b) == b.multiplied(by: a))
            #expect(try a.adding(b).adding(c) == a.adding(b.adding(c)))
            #expect(try a.multiplied(by: b).multiplied(by: c) == a.multiplied(by: b.multiplied(by: c)))
            // and they agree with each other: a·(b + c) = a·b + a·c, a − a = 0, (a/b)·b = a
            #expect(try a.multiplied(by: b.adding(c)) == a.multiplied(by: b).adding(a.multiplied(by: c)))
            #expect(try a.subtracting(a) == .zero)
            if !b.isZero { #expect(try a.divided(by: b).multiplied(by: b) == a) }
        }
    }

    /// Sums of fractions whose denominators share factors (cents, twentieths, sixths), as a
    /// ledger adds them: the fast path's result is the cross-multiplied sum in lowest terms,
    /// with a positive denominator, and zero is 0/1.
    @Test func smallSumsAreInLowestTerms() throws {
        var generator = Generator(state: 14)
        let denominators: [Int64] = [1, 2, 4, 5, 6, 10, 12, 20, 25, 30, 100, 360, 1000, 7 * 100, 1 << 40, 999_999_937]
        for _ in 0..<20_000 {
            let b = denominators[Int(generator.below(denominators.count))]
            let d = denominators[Int(generator.below(denominators.count))]
            let a = Int64(generator.below(2_000_000)) - 1_000_000, c = Int64(generator.below(2_000_000)) - 1_000_000
            let left = Rational(a, over: b), right = Rational(c, over: d)
            let sum = try left.adding(right)
            let numerator = left.numerator * right.denominator + right.numerator * left.denominator
            let denominator = left.denominator * right.denominator
            #expect(sum.numerator * denominator == numerator * sum.denominator, "\(a)/\(b) + \(c)/\(d)")
            #expect(sum.denominator > 0)
            #expect(sum.numerator.greatestCommonDivisor(with: sum.denominator) == 1 || sum.numerator == 0 && sum.denominator == 1,
                    "\(a)/\(b) + \(c)/\(d) = \(sum.numerator)/\(sum.denominator)")
        }
    }

    static let codes: [CurrencyCode] = ["EUR", "USD", "JPY", "GBP", "CHF", "KRW", "INR", "ISK", "TRY", "SGD"]

    /// ISO 4217 minor units of the codes above and of KWD, CLF and BHD, written here rather
    /// than read from the catalogue under test, so that a wrong catalogue entry fails.
    /// The ECB's published rates (units per euro) of the codes above, as TestSupport.ecbTable holds them.
    static let published: [CurrencyCode: String] = [
        "USD": "1.1252", "JPY": "163.36", "GBP": "0.8477", "CHF": "0.9353", "KRW": "1575.72",
        "INR": "96.0755", "ISK": "146.9", "TRY": "43.5999", "SGD": "1.46",
    ]

    static let minorUnits: [CurrencyCode: Int] = [
        "EUR": 2, "USD": 2, "JPY": 0, "GBP": 2, "CHF": 2, "KRW": 0, "INR": 2, "ISK": 0, "TRY": 2, "SGD": 2,
        "KWD": 3, "CLF": 4, "BHD": 3,
    ]

    static func amount(_ generator: inout Generator) -> String {
        "\(generator.below(100_000)).\(generator.below(1000))"
    }

    @Test func conversionThereAndBackIsExact() throws {
        var generator = Generator(state: 21)
        for _ in 0..<500 {
            let from = PropertyTests.codes.randomElement(using: &generator)!
            let to = PropertyTests.codes.randomElement(using: &generator)!
            let amount = PropertyTests.amount(&generator)
            var evaluator = Evaluator(rates: TestSupport.ecbTable)
            let original = try #require(try evaluator.evaluate("\(amount) \(from)"))
            let back = try #require(try evaluator.evaluate("\(amount) \(from) in \(to) in \(from)"))
            #expect(back.number.exact == original.number.exact, "\(amount) \(from) via \(to)")
        }
    }

    /// Going through what is shown (the B amount rounded to B's minor unit) moves the amount
    /// by at most half a minor unit of B, expressed in A.
    @Test func conversionThroughTheDisplayStaysWithinItsRounding() throws {
        var generator = Generator(state: 22)
        let table = TestSupport.ecbTable
        for _ in 0..<500 {
            let from = PropertyTests.codes.randomElement(using: &generator)!
            let to = PropertyTests.codes.randomElement(using: &generator)!
            let amount = PropertyTests.amount(&generator)
            var evaluator = Evaluator(rates: table)
            let shown = ValueFormatting.format(try #require(try evaluator.evaluate("\(amount) \(from) in \(to)"))).text
            let back = try #require(try evaluator.evaluate("\(shown) in \(from)"))
            let exact = TestSupport.rational(amount)
            let places = try #require(PropertyTests.minorUnits[to])
            let halfUnitOfB = try Rational(1).divided(by: Rational(10).power(places)).divided(by: Rational(2))
            // Half a unit of B in A, from the published rates (units per euro), not through the
            // conversion under test.
            let perEuro = { (code: CurrencyCode) in code == "EUR" ? Rational(1) : TestSupport.rational(PropertyTests.published[code]!) }
            let bound = try halfUnitOfB.multiplied(by: perEuro(from)).divided(by: perEuro(to))
            #expect(try back.number.exact!.subtracting(exact).magnitude <= bound, "\(amount) \(from) → \(shown) → back")
        }
    }

    @Test func printedAmountsAreWithinHalfAMinorUnit() throws {
        var generator = Generator(state: 23)
        for _ in 0..<1000 {
            let code = (PropertyTests.codes + ["KWD", "CLF", "BHD"]).randomElement(using: &generator)!
            var evaluator = Evaluator(rates: TestSupport.ecbTable)
            let line = "\(generator.below(1_000_000)) / \(generator.below(997) + 1) * 1 \(code)"
            let value = try #require(try evaluator.evaluate(line))
            let printed = ValueFormatting.format(value).text
            let reread = try #require(try Evaluator(rates: TestSupport.ecbTable).evaluating(printed))
            let places = try #require(PropertyTests.minorUnits[code])
            let halfUnit = try Rational(1).divided(by: Rational(10).power(places)).divided(by: Rational(2))
            #expect(try reread.number.exact!.subtracting(value.number.exact!).magnitude <= halfUnit, "\(line) → \(printed)")
            if !value.number.isZero { #expect(!reread.number.isZero, "\(line) shows as zero") }
        }
    }
}

extension PropertyTests {
    /// Every printed amount reads back as itself, tiny ones included (one significant digit
    /// below the minor unit, never a 5 just past it, which would read back as a whole unit).
    @Test(arguments: [61, 62, 63])
    func printedAmountsReadBackAsThemselves(seed: UInt64) throws {
        var generator = Generator(state: seed)
        let codes: [CurrencyCode] = ["JPY", "EUR", "USD", "KWD", "CLF", "XAU"]
        for _ in 0..<1000 {
            let code = codes.randomElement(using: &generator)!
            let digits = generator.below(3) == 0 ? "5" : String(generator.below(100_000) + 1)
            let line = "\(generator.below(2) == 0 ? "-" : "")\(digits)e-\(generator.below(14)) \(code)"
            let printed = ValueFormatting.format(try #require(try Evaluator().evaluating(line))).text
            let again = ValueFormatting.format(try #require(try Evaluator().evaluating(printed))).text
            #expect(again == printed, "\(line) → \(printed) → \(again)")
        }
    }
}

extension Evaluator {
    /// Evaluates a line in a copy, for one-off reads in tests.
    func evaluating(_ line: String) throws -> Value? {
        var copy = self
        return try copy.evaluate(line)
    }
}

