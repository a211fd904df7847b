import CalcTestSupport
import Testing

/// No word of the writer's is ever missing from what `--sheet` writes (DESIGN §23), checked on
/// generated sheets: each line is built from the writer's fragments (a label, an expression,
/// comments, notes, `# = ` comments calc could not have printed) and calc's annotations of an
/// earlier run between them; after one run and after two, every fragment of the writer's is
/// on its line, in order.
@Suite struct SheetWordsTests {
    static let expressions = ["1 + 2", "7 * 120 EUR", "45 USD", "10%", "x = 5", "x * 2", "foo", "1 / 0", "sum", "2 h in min", "12:30"]
    /// The writer's comments and notes, some that look like calc's annotations.
    static let comments = [
        "# lunch", "# = was 1100 last year", "# = pi", "# = 5 apples", "# receipt #42", "# café ☕", "# = see invoice 7",
        "# paid by card", "# keep me", "# 日本", "# errors: none", "#", "# = 3 times a week",
    ]
    /// What an earlier run of calc wrote.
    static let annotations = ["# = 999", "# = 1.00 EUR", "# error: stale", "# = 12:30", "# = 0xff", "# = 15%", "# = 3.5 km, 2.17 mi", "# ="]
    static let gaps = [" ", "  ", "\t", "   "]

    struct Line {
        var text = ""
        var fragments: [String] = []
    }

    static func line(_ random: inout SplitMix64) -> Line {
        func pick(_ choices: [String]) -> String { choices[random.below(choices.count)] }
        var line = Line()
        func add(_ fragment: String, writers: Bool) {
            if !line.text.isEmpty { line.text += pick(gaps) }
            line.text += fragment
            if writers { line.fragments.append(fragment) }
        }
        switch random.below(6) {
        case 0: add(pick(["Food:", "Rent 50%:", "Invoice:"]), writers: true)
        case 1: add(pick(expressions), writers: true)
        default: add(pick(["A: ", "Taxi: ", ""]) + pick(expressions), writers: true)
        }
        for _ in 0..<random.below(5) {
            if random.below(2) == 0 { add(pick(annotations), writers: false) } else { add(pick(comments), writers: true) }
        }
        return line
    }

    /// Whether `text` holds the fragments in order.
    static func holds(_ text: String, _ fragments: [String]) -> Bool {
        var rest = text[...]
        for fragment in fragments {
            guard let found = rest.range(of: fragment) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }

    /// 4 seeds × 40 sheets of up to 12 lines.
    @Test(arguments: 0..<4)
    func everyWordStays(seed: Int) throws {
        var random = SplitMix64(state: UInt64(seed) &* 0x2545_F491_4F6C_DD1D &+ 3)
        for _ in 0..<40 {
            let lines = (0..<(1 + random.below(12))).map { _ in Self.line(&random) }
            let sheet = lines.map(\.text).joined(separator: "\n") + "\n"
            let once = try SheetRunner.annotate(sheet)
            let twice = try SheetRunner.annotate(once.output)
            for run in [once, twice] {
                let written = run.text.split(separator: "\n", omittingEmptySubsequences: false)
                try #require(written.count == lines.count + 1, "\(sheet)\n→\n\(run.text)")
                for (line, output) in zip(lines, written) where !Self.holds(String(output), line.fragments) {
                    Issue.record("a word of the writer's was lost: \(line.text)\n→ \(output)\nin\n\(sheet)")
                }
            }
            #expect(twice.output == once.output, "\(sheet)\n→\n\(once.text)\n→\n\(twice.text)")
        }
    }
}
