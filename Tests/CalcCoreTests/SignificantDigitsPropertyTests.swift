@testable import CalcCore
import CalcTestSupport
import Testing

/// Every value prints at every count of significant digits `--digits` allows (1–1000), and the
/// printed text, read back by calc's own evaluator, is within half a unit of its last digit of
/// the true value: exact rationals that do not terminate and approximations, from 1e-20 to
/// 1e20. (Found in review: `--digits 7 '1e12/7'`, a value with more whole digits than digits
/// shown, crashed the machine-integer path.)
@Suite struct SignificantDigitsPropertyTests {
    /// Mostly few digits (where the machine-integer path works), some up to the limit.
    static func digits(_ generator: inout SplitMix64) -> Int {
        switch generator.below(10) {
        case 0..<6: return 1 + generator.below(20)
        case 6..<9: return 21 + generator.below(80)
        default: return 101 + generator.below(900)
        }
    }

    /// p/q × 10^k with p/q in [1, 10), q a prime other than 2 and 5 that does not divide p (so
    /// the value never terminates), k from -20 to 20, either sign.
    static func nonTerminating(_ generator: inout SplitMix64) throws -> (value: Rational, text: String) {
        let primes: [Int64] = [3, 7, 11, 13, 31, 37, 101, 9_999_991, 999_999_937]
        let q = primes[generator.below(primes.count)]
        var p = q + Int64(generator.below(Int(9 * q)))
        if p % q == 0 { p += 1 }
        let k = generator.below(41) - 20
        let sign = generator.below(2) == 0 ? "" : "-"
        let scale = try Rational(10).power(abs(k))
        let magnitude = k >= 0 ? try Rational(BigInteger(p), BigInteger(q)).multiplied(by: scale) : try Rational(BigInteger(p), BigInteger(q)).divided(by: scale)
        return (sign.isEmpty ? magnitude : -magnitude, "\(sign)\(p)/\(q)*1e\(k)")
    }

    /// The decimal exponent of the first digit of a printed number (`142857100000` → 11,
    /// `0.00123` → -3, `-1.5e-30` → -30).
    static func decimalExponent(_ text: String) -> Int {
        var body = Substring(text)
        if body.first == "-" { body = body.dropFirst() }
        var exponent = 0
        if let e = body.firstIndex(of: "e") {
            exponent = Int(body[body.index(after: e)...])!
            body = body[..<e]
        }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        let whole = parts[0].drop(while: { $0 == "0" })
        if !whole.isEmpty { return exponent + whole.count - 1 }
        let fraction = parts.count > 1 ? parts[1] : ""
        return exponent - fraction.prefix(while: { $0 == "0" }).count - 1
    }

    /// Half a unit of the last of `digits` significant digits of what `printed` shows.
    static func halfUnit(_ printed: String, digits: Int) throws -> Rational {
        let place = decimalExponent(printed) - digits + 1
        let unit = place >= 0 ? try Rational(10).power(place) : try Rational(1).divided(by: Rational(10).power(-place))
        return try unit.divided(by: Rational(2))
    }

    /// The exact value calc reads `printed` as (a literal, so exact).
    static func readBack(_ printed: String) throws -> Rational {
        let value = try #require(try Evaluator().evaluating(printed), "\(printed) does not read back")
        return try #require(value.number.exact, "\(printed) reads back as an approximation")
    }

    @Test(arguments: [201, 202, 203])
    func roundedRationalsReadBackWithinHalfAUnit(seed: UInt64) throws {
        var generator = SplitMix64(state: seed)
        for _ in 0..<400 {
            let digits = Self.digits(&generator)
            let (value, line) = try Self.nonTerminating(&generator)
            var bytes: [UInt8] = []
            let isExact = NumberFormatting.append(Number(value), significantDigits: digits, to: &bytes)
            let printed = String(decoding: bytes, as: UTF8.self)
            // The machine-integer path and the general one agree, and neither says exact.
            #expect(printed == NumberFormatting.generalFormat(Number(value), significantDigits: digits).text, "\(line) at \(digits)")
            #expect(!isExact, "\(line) at \(digits)")
            let error = try Self.readBack(printed).subtracting(value).magnitude
            #expect(error <= (try Self.halfUnit(printed, digits: digits)), "\(line) at \(digits) digits printed \(printed)")
        }
    }

    /// Approximations of the same rationals (an interval around each, at the precision the
    /// evaluator starts with), printed from the interval.
    @Test(arguments: [211, 212])
    func intervalsAroundRationalsReadBackWithinHalfAUnit(seed: UInt64) throws {
        var generator = SplitMix64(state: seed)
        for _ in 0..<300 {
            let digits = Self.digits(&generator)
            let (value, line) = try Self.nonTerminating(&generator)
            let approximation = Number(Approximation(value, precision: Evaluator.basePrecision(forDigits: digits)))
            let (printed, isExact) = ValueFormatting.format(Value(approximation), significantDigits: digits)
            #expect(!isExact)
            let error = try Self.readBack(printed).subtracting(value).magnitude
            #expect(error <= (try Self.halfUnit(printed, digits: digits)), "\(line) at \(digits) digits printed \(printed)")
        }
    }

    /// √m × 10^k evaluated as a line (the evaluator raises the precision until the digits are
    /// decided), checked exactly: r shown for √M is within h when (r - h)² ≤ M ≤ (r + h)².
    @Test(arguments: [221, 222])
    func squareRootsReadBackWithinHalfAUnit(seed: UInt64) throws {
        var generator = SplitMix64(state: seed)
        for _ in 0..<250 {
            let digits = Self.digits(&generator)
            var m = 2 + generator.below(999_998)
            while Int(Double(m).squareRoot()) * Int(Double(m).squareRoot()) == m { m += 1 }
            let k = generator.below(38) - 20 // √m is below 1000: magnitudes 1e-20 to 1e20
            let line = "sqrt(\(m)) * 1e\(k)"
            var evaluator = Evaluator()
            evaluator.significantDigits = digits
            evaluator.dataDigits = ValueFormatting.dataSignificantDigits
            let value = try #require(try evaluator.evaluate(line))
            let (printed, isExact) = ValueFormatting.format(value, significantDigits: digits)
            #expect(!isExact)
            let square = try Rational(m).multiplied(by: k >= 0 ? Rational(10).power(2 * k) : Rational(1).divided(by: Rational(10).power(-2 * k)))
            // And `--json`'s value: 30 digits, positional, as closely.
            let data = ValueFormatting.dataText(value.number)
            #expect(!data.contains("e") && data.filter(\.isNumber).drop(while: { $0 == "0" }).count >= 30, "\(line) as data: \(data)")
            for (text, count) in [(printed, digits), (data, ValueFormatting.dataSignificantDigits)] {
                let shown = try Self.readBack(text)
                let h = try Self.halfUnit(text, digits: count)
                let low = try shown.subtracting(h), high = try shown.adding(h)
                #expect(low.signum > 0, "\(line) at \(count) digits printed \(text)")
                #expect(try low.multiplied(by: low) <= square && square <= high.multiplied(by: high), "\(line) at \(count) digits printed \(text)")
            }
        }
    }

    /// The cases found: more whole digits than digits shown, on the machine-integer path.
    @Test(arguments: [
        ("1e12/7", 7, "142857100000"),
        ("-1e12/7", 7, "-142857100000"),
        ("1e6/7", 5, "142860"),
        ("1/62e-13", 7, "161290300000"),
        ("2e14/3", 1, "70000000000000"),
        ("1e14/3", 3, "33300000000000"),
        ("1e14/3 * e/e", 3, "33300000000000"),
        ("-1e6/7 * e/e", 5, "-142860"),
    ])
    func moreWholeDigitsThanShown(_ line: String, _ digits: Int, _ expected: String) throws {
        var evaluator = Evaluator()
        evaluator.significantDigits = digits
        let value = try #require(try evaluator.evaluate(line))
        #expect(ValueFormatting.format(value, significantDigits: digits).text == expected)
    }
}
