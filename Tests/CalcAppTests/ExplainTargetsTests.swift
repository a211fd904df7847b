@testable import CalcApp
import CalcCore
import Testing

/// Issue "The prompt, polished": `:explain` after a line with several targets tells the path
/// and the rounding of each, not of the first only.
@Suite struct ExplainTargetsTests {
    @Test func everyTargetIsExplained() {
        let run = InteractiveSessionTests.run(["100 EUR in USD, GBP", ":explain"])
        #expect(run.output.contains("100 EUR → 111.72 USD"), "\(run.output)")
        #expect(run.output.contains("100 EUR → 83.38 GBP"), "\(run.output)")
        #expect(run.output.contains("83.38 GBP\n") || run.output.contains(": 83.38 GBP"), "\(run.output)")
        #expect(run.output.components(separatedBy: "shown").count == 3, "\(run.output)")
    }
}
