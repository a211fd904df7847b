import CalcCore
import Testing

/// Caret rendering (one-shot and REPL) and `FILE:LINE:COLUMN` lines (batch).
@Suite struct DiagnosticRenderingTests {
    func rendered(_ line: String) -> String {
        guard let diagnostic = TestSupport.diagnostic(line) else { return "no error" }
        return DiagnosticRenderer.withCarets(diagnostic, line: Array(line.utf8))
    }

    @Test func caretUnderTheOperator() {
        #expect(rendered("1 +") == "error: '+' has no right operand\n1 +\n  ^\nhint: finish the expression or remove '+'\n")
    }

    @Test func caretsSpanTheWholeName() {
        #expect(rendered("2 * foo(3)") == "error: unknown function 'foo'\n2 * foo(3)\n    ^^^\nhint: the functions are \(Builtins.functionNames.joined(separator: ", "))\n")
    }

    @Test func caretsCountCharactersNotBytes() {
        // `€` and `×` are three and two bytes but one column each.
        #expect(rendered("€5 × 2 ÷ 0") == "error: division by zero\n€5 × 2 ÷ 0\n         ^\n")
    }

    @Test func caretAtTheEndOfTheLine() {
        #expect(rendered("12 USD in") == "error: expected a unit or a currency after the conversion, found end of input\n12 USD in\n         ^\nhint: write, for example, 5 km in mi or 12 USD in EUR\n")
    }

    @Test func tabsStayAligned() {
        #expect(rendered("\t1 / 0") == "error: division by zero\n\t1 / 0\n\t    ^\n")
    }

    @Test func invalidBytesAreShownAsReplacementCharacters() {
        let line: [UInt8] = [0x31, 0x20, 0xFF, 0x20, 0x32]
        var evaluator = Evaluator()
        do {
            _ = try evaluator.evaluate(Parser.parse(line))
            Issue.record("no error")
        } catch {
            #expect(DiagnosticRenderer.withCarets(error, line: line) == "error: invalid UTF-8 byte 0xFF\n1 \u{FFFD} 2\n  ^\n")
            #expect(DiagnosticRenderer.located(error, file: "<stdin>", lineNumber: 4, line: line)
                    == "<stdin>:4:3: error: invalid UTF-8 byte 0xFF\n")
        }
    }

    @Test func batchLineCarriesTheHint() throws {
        let diagnostic = try #require(TestSupport.diagnostic("x = 1 2"))
        #expect(DiagnosticRenderer.located(diagnostic, file: "notes.calc", lineNumber: 12, line: Array("x = 1 2".utf8))
                == "notes.calc:12:7: error: two values in a row; calc does not multiply implicitly: write 1 * 2\n")
    }

    /// Each diagnostic says which message of the catalogue it is.
    @Test(arguments: [
        ("1 2", "twoValuesInARow"), ("1 / 0", "divisionByZero"), ("5 + 3 USD", "mixedSum"),
        ("sqr(4)", "unknownFunction"), ("sqrt", "functionWithoutCall"), ("12 XQZ", "unknownCurrency"),
        ("(1", "unclosedParenthesis"),
    ])
    func identifiedByTheCatalogueFunction(line: String, id: String) throws {
        let diagnostic = try #require(TestSupport.diagnostic(line))
        #expect(diagnostic.id.rawValue == id)
        #expect(diagnostic.severity == .error)
    }

    @Test func warningsAndNotesAreDrawnWithTheirSeverity() {
        let line = Array("1 EUR in USD".utf8)
        let diagnostic = Diagnostic(.ignoringStoredHistory(problem: "cut short"), at: SourceSpan(9, 12), severity: .warning)
        #expect(DiagnosticRenderer.withCarets(diagnostic, line: line)
                == "warning: ignoring the stored rate history: cut short\n1 EUR in USD\n         ^^^\nnote: dated conversions use the history built into calc\n")
        #expect(DiagnosticRenderer.located(diagnostic, file: "a.calc", lineNumber: 2, line: line)
                == "a.calc:2:10: warning: ignoring the stored rate history: cut short\n")
        #expect(diagnostic.id == .ignoringStoredHistory)
    }

    /// Messages about calc itself come from the same catalogue, named by the program on the
    /// command line and without it at the prompt.
    @Test func messagesAboutCalcItself() {
        let stale = ProgramMessages.staleRates(date: "2026-10-30", age: 24, origin: "ECB, embedded in calc")
        #expect(stale.id == .staleRates)
        #expect(stale.severity == .warning)
        #expect(DiagnosticRenderer.program(stale)
                == "calc: warning: the rates are 24 days old (2026-10-30; ECB, embedded in calc); run calc --update-rates\n")
        #expect(DiagnosticRenderer.program(ProgramMessages.updateNeedsNetwork(), named: false)
                == "error: :update needs the network, but --offline or CALC_OFFLINE=1 forbids it\n")
    }
}

/// A line wider than the terminal shows an excerpt around the span, `…` where it was cut, so
/// the carets stay on the row under their target (issue 32).
@Suite struct LongLineExcerptTests {
    func rendered(_ line: String, width: Int) -> String {
        guard let diagnostic = TestSupport.diagnostic(line) else { return "no error" }
        return DiagnosticRenderer.withCarets(diagnostic, line: Array(line.utf8), width: width)
    }

    /// Every row of the rendering but the message fits the width.
    func rowsFit(_ text: String, width: Int) -> Bool {
        text.split(separator: "\n").dropFirst().prefix(2).allSatisfy { $0.unicodeScalars.count <= width }
    }

    @Test func aLineThatFitsIsShownWhole() {
        let line = "1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 / 0"
        #expect(rendered(line, width: 40) == "error: division by zero\n\(line)\n                                ^\n")
    }

    @Test func theMiddleOfALongLineIsCutAtBothEnds() {
        let line = Array(repeating: "1", count: 30).joined(separator: " + ") + " / 0 + " + Array(repeating: "2", count: 30).joined(separator: " + ")
        let text = rendered(line, width: 40)
        #expect(text == "error: division by zero\n…+ 1 + 1 + 1 + 1 / 0 + 2 + 2 + 2 + 2 + …\n                   ^\n", "\(text)")
        #expect(rowsFit(text, width: 40))
    }

    @Test func theStartOfALongLineHasNoMarkBeforeIt() {
        let line = "1 / 0 + " + Array(repeating: "2", count: 40).joined(separator: " + ")
        let text = rendered(line, width: 40)
        #expect(text == "error: division by zero\n1 / 0 + 2 + 2 + 2 + 2 + 2 + 2 + 2 + 2 +…\n    ^\n", "\(text)")
    }

    @Test func theEndOfALongLineHasNoMarkAfterIt() {
        let line = Array(repeating: "2", count: 40).joined(separator: " + ") + " +"
        let text = rendered(line, width: 40)
        #expect(text == "error: '+' has no right operand\n…2 + 2 + 2 + 2 + 2 + 2 + 2 + 2 + 2 + 2 +\n                                       ^\nhint: finish the expression or remove '+'\n", "\(text)")
        #expect(rowsFit(text, width: 40))
    }

    @Test func aCaretAfterTheLineStaysWithinTheWidth() {
        let line = Array(repeating: "2", count: 40).joined(separator: " + ") + " to"
        let text = rendered(line, width: 40)
        #expect(rowsFit(text, width: 40), "\(text)")
        #expect(text.split(separator: "\n")[1].hasSuffix("+ 2 to"))
        #expect(text.split(separator: "\n")[2] == Substring(String(repeating: " ", count: 39) + "^"))
    }

    @Test func aSpanWiderThanTheExcerptShowsItsStart() {
        let name = String(repeating: "q", count: 100)
        let line = "1 + \(name)(2)"
        guard let diagnostic = TestSupport.diagnostic(line) else { Issue.record("no error"); return }
        let text = DiagnosticRenderer.withCarets(diagnostic, line: Array(line.utf8), width: 40)
        let rows = text.split(separator: "\n")
        #expect(rows[1] == "…\(String(repeating: "q", count: 38))…" && rows[2].count <= 40, "\(text)")
        #expect(rows[2].hasSuffix("^^^^"))
    }

    /// A pasted line of 120 KB: the excerpt, not the line, and no caret row of 54,000 spaces.
    @Test func aHugeLineStaysShort() {
        let line = String(repeating: "1 + ", count: 30_000) + "/ 2"
        let text = rendered(line, width: 80)
        #expect(text.utf8.count < 400, "\(text.prefix(400))")
        #expect(rowsFit(text, width: 80))
        #expect(text.contains("…"))
    }

    @Test func tabsBecomeSpacesInAnExcerpt() {
        let line = "\t" + Array(repeating: "1", count: 30).joined(separator: "\t+ ") + " / 0"
        let text = rendered(line, width: 40)
        #expect(!text.contains("\t") && rowsFit(text, width: 40), "\(text)")
    }
}
