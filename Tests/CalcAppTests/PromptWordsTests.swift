@testable import CalcApp
import CalcCore
import Testing

/// Issue 32, "The prompt, polished": what the prompt says fits the terminal's width (40 and 80
/// columns here; 80 in a pipe), and says what happened.
@Suite struct PromptWordsTests {
    static func run(_ lines: [String], columns: Int = 80, explicit: RateTable? = InteractiveSessionTests.fixture) -> InteractiveSessionTests.Run {
        InteractiveSessionTests.run(lines, explicit: explicit, columns: columns)
    }

    /// Every row of `text` fits `columns` (in characters: calc's listings use no wide ones).
    static func fits(_ text: String, _ columns: Int) -> Bool {
        text.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { $0.count <= columns }
    }

    static func widest(_ text: String) -> Int {
        text.split(separator: "\n").map(\.count).max() ?? 0
    }

    // MARK: - Long lines

    @Test(arguments: [40, 80])
    func anErrorOnALongLineShowsAnExcerpt(columns: Int) {
        let line = Array(repeating: "1", count: 40).joined(separator: " + ") + " / 0"
        let run = Self.run([line], columns: columns)
        let rows = run.errors.split(separator: "\n")
        #expect(rows.count == 3, "\(run.errors)")
        #expect(rows[1].hasPrefix("…") && rows[1].hasSuffix("1 / 0"))
        #expect(Self.fits(run.errors, columns), "\(run.errors)")
        // The caret stands under the divisor.
        #expect(Array(rows[1])[rows[2].count - 1] == "0")
    }

    @Test func aPastedLineOf120KBStaysShort() {
        let line = String(repeating: "1 + ", count: 30_000) + "/ 2"
        let run = Self.run([line], columns: 80)
        #expect(run.errors.utf8.count < 400, "\(run.errors.prefix(400))")
        #expect(Self.fits(run.errors, 80))
    }
}
