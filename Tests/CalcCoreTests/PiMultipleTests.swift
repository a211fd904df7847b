import CalcCore
import CalcTestSupport
import Foundation
import Testing

/// Rational multiples of π stay exact (DESIGN §8): sin, cos and tan answer exactly where the
/// value is rational, every other angle is an approximation, and arithmetic on multiples of
/// π keeps their coefficient.
@Suite struct PiMultipleTests {
    /// The value of one line and whether it is exact.
    static func value(_ line: String) throws -> (text: String, isExact: Bool) {
        var evaluator = Evaluator(rates: TestSupport.ecbTable)
        let value = try #require(try evaluator.evaluate(line))
        return (ValueFormatting.format(value).text, value.number.isExact)
    }

    /// Every multiple of 15° and of 18° from -720° to 720°, in degrees and in radians: the
    /// rational values (Niven's theorem: 0, ±1/2, ±1) exact and equal to the double's, all
    /// others approximations within a double's error of it.
    @Test(arguments: ["sin", "cos", "tan"])
    func exactWhereRational(_ function: String) throws {
        var angles = Set(stride(from: -720, through: 720, by: 15))
        angles.formUnion(stride(from: -720, through: 720, by: 18))
        for degrees in angles.sorted() {
            let radians = Double(degrees) * Double.pi / 180
            let double = function == "sin" ? sin(radians) : function == "cos" ? cos(radians) : tan(radians)
            for line in ["\(function)(\(degrees)°)", "\(function)(\(degrees)/180 * pi)"] {
                if function == "tan", degrees % 180 != 0, degrees % 90 == 0 {
                    #expect(TestSupport.diagnostic(line)?.message == "tan is undefined at odd multiples of 90° (π/2)", "\(line)")
                    continue
                }
                let (text, isExact) = try PiMultipleTests.value(line)
                let nearest = [-1, -0.5, 0, 0.5, 1].first { abs($0 - double) < 1e-12 }
                #expect(isExact == (nearest != nil), "\(line) = \(text)")
                if let nearest {
                    #expect(Double(text) == nearest, "\(line) = \(text)")
                } else {
                    #expect(abs(Double(text)! - double) <= 1e-13 * max(1, abs(double)), "\(line) = \(text)")
                }
            }
        }
    }

    /// Sums, differences and exact multiples of multiples of π keep the coefficient: dividing
    /// by π gives it back exactly.
    @Test func arithmeticKeepsTheCoefficient() throws {
        var generator = SplitMix64(state: 91)
        for _ in 0..<200 {
            let a = WholeNumberPropertyTests.operand(&generator), b = WholeNumberPropertyTests.operand(&generator)
            let c = WholeNumberPropertyTests.operand(&generator)
            let expected = try TestSupport.evaluate("(\(a)) + (\(b)) * (\(c)) - (\(a))/7")
            let (text, isExact) = try PiMultipleTests.value("((\(a))*pi + (\(b))*π*(\(c)) - (\(a))*180°/7) / pi")
            #expect(isExact && text == expected, "\(a), \(b), \(c): \(text)")
        }
    }

    /// What stays a multiple of π and what does not.
    @Test(arguments: [
        ("pi/pi", "1", true),
        ("pi - pi", "0", true),
        ("180° / π", "1", true),
        ("(pi + 1) - pi", "1", false),
        ("pi * pi / pi", "3.14159265358979", false),
        ("sin(pi^2)", "-0.430301217000092", false),
        ("sin(pi/7)^2 + cos(pi/7)^2", "1", false),
        ("cos(asin(0.5) * 2)", "0.5", true),
        ("sin(acos(-1))", "0", true),
        ("tan(atan2(-3, 3))", "-1", true),
        ("x = 30°", "0.523598775598299", false),
        // Found in review: huge multiples reduced exactly before they are approximated.
        ("sin(2^66000*pi + pi/3)", "0.866025403784439", false),
        ("tan((10^19999+1)/3*pi)", "-1.73205080756888", false),
    ])
    func multiples(_ line: String, _ shown: String, _ exact: Bool) throws {
        let (text, isExact) = try PiMultipleTests.value(line)
        #expect(text == shown && isExact == exact, "\(line) = \(text)")
    }

    /// A variable holds the coefficient as well: `sin(a)` of an angle stored earlier is exact.
    @Test func variablesKeepTheCoefficient() throws {
        #expect(try TestSupport.evaluate(["a = 150°", "sin(a)"]) == "0.5")
        #expect(try TestSupport.evaluate(["45°", "tan(ans * 3)"]) == "-1")
    }

    /// A coefficient beyond the limits of exact numbers leaves the interval to do the work.
    @Test func hugeCoefficientsStayApproximations() throws {
        let (text, isExact) = try PiMultipleTests.value("pi * 10^19999 * 1000 / 10^19999 / 1000")
        #expect(text == "3.14159265358979" && !isExact)
    }
}
