import CalcCore
import Foundation
import Testing

/// Approximations against reference values: 654 expressions (roots, exp, logarithms,
/// fractional powers, pi and e, from 1e-43430 to 1e40000, and values a hair above or below a
/// rounding tie) with the text mpmath gives at 80 digits, correctly rounded to 15 digits
/// (`Tests/References/approximations.tsv`, made by Scripts/generate-approximation-references.py).
@Suite struct ApproximationReferenceTests {
    static let references: [(expression: String, expected: String)] = {
        let url = TestSupport.packageRoot.appendingPathComponent("Tests/References/approximations.tsv")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            if line.hasPrefix("#") { return nil }
            let parts = line.split(separator: "\t", maxSplits: 1)
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }
    }()

    @Test func thereAreEnoughCases() {
        #expect(ApproximationReferenceTests.references.count >= 500)
        // The near ties: a literal of 40 or more digits under a square root or an exp.
        #expect(ApproximationReferenceTests.references.filter { $0.expression.count > 45 }.count >= 150)
    }

    @Test func everyDigitIsRight() throws {
        var wrong: [String] = []
        for (expression, expected) in ApproximationReferenceTests.references {
            var evaluator = Evaluator()
            do {
                let value = try #require(try evaluator.evaluate(expression))
                #expect(!value.number.isExact, "\(expression) is exact")
                let text = ValueFormatting.format(value).text
                if text != expected { wrong.append("\(expression): \(text), not \(expected)") }
            } catch {
                wrong.append("\(expression): \(error)")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong:\n\(wrong.prefix(20).joined(separator: "\n"))")
    }
}
