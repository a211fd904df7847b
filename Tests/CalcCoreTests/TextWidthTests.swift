@testable import CalcCore
import Testing

/// Widths in the columns of a terminal (issue 32): East Asian wide characters take two,
/// combining marks none, whatever the locale of the run (calc's own table, not the C
/// library's).
@Suite struct TextWidthTests {
    @Test(arguments: [
        ("USD", 3), ("€5", 2), ("é", 1), ("e\u{301}", 1), ("日本円", 6), ("한국", 4), ("ＵＳＤ", 6), ("¥", 1),
        ("😀", 2), ("x\u{200D}", 1), ("\u{20DD}", 0), ("\u{1100}\u{1161}", 2), ("\t", 0), ("〿", 1),
    ])
    func columns(text: String, expected: Int) {
        #expect(TextWidth.columns(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    /// The ranges' edges: the first and last wide scalar of each, and their neighbours.
    @Test func theWideRangesEdges() {
        let wide: [UInt32] = [0x1100, 0x115F, 0x2E80, 0x3000, 0xA4CF, 0xAC00, 0xD7A3, 0xF900, 0xFAFF, 0xFE30, 0xFE4F,
                              0xFF00, 0xFF60, 0xFFE0, 0xFFE6, 0x1F300, 0x1F64F, 0x1F900, 0x1F9FF, 0x20000, 0x3FFFD]
        let narrow: [UInt32] = [0x10FF, 0x2E7F, 0x303F, 0xA4D0, 0xD7A4, 0xFB00, 0xFF61, 0xFFE7, 0x1F2FF, 0x1FA00, 0x40000]
        for value in wide { #expect(TextWidth.columns(Unicode.Scalar(value)!) == 2, "U+\(String(value, radix: 16))") }
        for value in narrow { #expect(TextWidth.columns(Unicode.Scalar(value)!) == 1, "U+\(String(value, radix: 16))") }
    }
}

/// `TextWrap` in screen columns, at spaces, keeping amounts with their currencies.
@Suite struct TextWrapTests {
    static func widest(_ rows: [String]) -> Int { rows.map { TextWidth.columns($0) }.max() ?? 0 }

    @Test func wideCharactersCountTwice() {
        let line = "円 " + String(repeating: "日本円 ", count: 8) + "end"
        let rows = TextWrap.wrap(line, width: 20, hang: 2)
        #expect(Self.widest(rows) <= 20, "\(rows)")
        // Counted in characters, 日本円 日本円 日本円 (11 of them, 20 columns) would seem to fit a row.
        #expect(rows == ["円 日本円 日本円", "  日本円 日本円", "  日本円 日本円", "  日本円 日本円 end"], "\(rows)")
    }

    @Test func aWideWordWiderThanTheRoomIsCutBetweenCharacters() {
        let rows = TextWrap.wrap(String(repeating: "円", count: 15), width: 20, hang: 2)
        #expect(rows == [String(repeating: "円", count: 10), "  " + String(repeating: "円", count: 5)], "\(rows)")
    }

    @Test func aRowMayEndRightBeforeASpace() {
        #expect(TextWrap.wrap("aaaa bbbb cc", width: 9, hang: 2) == ["aaaa bbbb", "  cc"])
    }

    /// An amount stays with its currency and a code with its number when another space will
    /// do; when none will, the row breaks there rather than inside a word.
    @Test func amountsStayWithTheirCurrencies() {
        #expect(TextWrap.wrap("the total leaves out 1234.56 USD from line 3", width: 30, hang: 2)
                == ["the total leaves out", "  1234.56 USD from line 3"])
        #expect(TextWrap.wrap("the source said HTTP 500 and stopped", width: 20, hang: 2) == ["the source said", "  HTTP 500 and", "  stopped"])
        #expect(TextWrap.wrap("1234.56 USD", width: 10, hang: 2) == ["1234.56", "  USD"])
    }

    /// A path is never cut where a space will do; one wider than a row is cut after a `/`.
    @Test func pathsAreCutAfterASlashOnlyWhenTheyDoNotFit() {
        #expect(TextWrap.wrap("cannot read /home/me/.config/calc/init.calc today", width: 40, hang: 2)
                == ["cannot read", "  /home/me/.config/calc/init.calc today"])
        #expect(TextWrap.wrap("cannot read /home/me/.config/calc/init.calc", width: 30, hang: 2)
                == ["cannot read", "  /home/me/.config/calc/", "  init.calc"])
    }

    @Test func cutAndPadCountColumns() {
        #expect(TextWrap.cut("日本円 Yen", to: 6) == "日本…")
        #expect(TextWrap.cut("Yen", to: 6) == "Yen")
        #expect(TextWrap.pad("日本", 6) == "日本  ")
        #expect(TextWrap.pad("日本円", 4) == "日本円 ")
    }
}

/// Carets stand under their target on the screen however wide the characters before it.
@Suite struct WideCaretTests {
    func rendered(_ line: String, width: Int? = nil) -> String {
        guard let diagnostic = TestSupport.diagnostic(line) else { return "no error" }
        return DiagnosticRenderer.withCarets(diagnostic, line: Array(line.utf8), width: width)
    }

    @Test func afterAWideLabel() {
        // 酒店 takes four columns: the caret under x is at column 10, not 8.
        #expect(rendered("酒店: 1 + x") == "error: unknown name 'x'\n酒店: 1 + x\n          ^\n")
    }

    @Test func afterACombiningMark() {
        #expect(rendered("e\u{301}: 1 + x") == "error: unknown name 'x'\ne\u{301}: 1 + x\n       ^\n")
    }

    @Test func underAWideSpan() {
        #expect(rendered("1 + 日本円") == "error: unexpected character '日'\n1 + 日本円\n    ^^\n")
    }

    /// An excerpt of a line of wide characters fits the width in columns, the caret under its target.
    @Test(arguments: [40, 80])
    func anExcerptOfWideCharacters(width: Int) {
        let line = String(repeating: "酒店", count: 30) + ": 1 + x + 2"
        let text = rendered(line, width: width)
        let rows = text.split(separator: "\n").map(String.init)
        #expect(rows.allSatisfy { TextWidth.columns($0) <= width }, "\(text)")
        #expect(rows[1].hasPrefix("…") && rows[1].hasSuffix(": 1 + x + 2"), "\(text)")
        // The caret's column is the column of the x above it.
        let before = rows[1][..<rows[1].lastIndex(of: "x")!]
        #expect(rows[2] == String(repeating: " ", count: TextWidth.columns(before)) + "^", "\(text)")
    }

    /// A wide character the excerpt's edge would cut in two is left out whole.
    @Test func aWideCharacterIsNotCutInTwo() {
        // 39 columns: cut at 30 to 38, where the excerpt's left edge falls among the wide label.
        let line = String(repeating: "円", count: 10) + ": 1 + 1 + 1 + 1 / 0"
        for width in 30...38 {
            let text = rendered(line, width: width)
            let rows = text.split(separator: "\n").map(String.init)
            #expect(rows.allSatisfy { TextWidth.columns($0) <= width }, "\(width): \(text)")
            #expect(rows[2].hasSuffix("^") && TextWidth.columns(rows[2]) - 1 == TextWidth.columns(rows[1][..<rows[1].lastIndex(of: "0")!]),
                    "\(width): \(text)")
        }
    }
}

/// Messages wrapped by `DiagnosticRenderer` when given a width.
@Suite struct MessageWrapTests {
    /// A coloured label takes the columns of its text only: the rows fit, and the label keeps
    /// its colour.
    @Test func colouredLabelsCountTheirTextOnly() {
        let warning = ProgramMessages.cannotSaveHistory("/home/me/.local/state/calc/history")
        let plain = DiagnosticRenderer.program(warning, named: false, width: 40)
        let coloured = DiagnosticRenderer.program(warning, named: false, style: .colour, width: 40)
        #expect(coloured == plain.replacingOccurrences(of: "warning:", with: "\u{1B}[1;35mwarning:\u{1B}[0m"), "\(coloured)")
        #expect(plain.split(separator: "\n").allSatisfy { TextWidth.columns($0) <= 40 }, "\(plain)")
    }

    /// Without a width (a pipe after a one-shot or a batch) a message stays one line.
    @Test func withoutAWidthAMessageIsOneLine() {
        let warning = ProgramMessages.cannotSaveHistory("/home/me/.local/state/calc/history")
        #expect(DiagnosticRenderer.program(warning) == "calc: warning: cannot save the history to /home/me/.local/state/calc/history; "
                + "this session's lines will not be kept\n")
    }

    /// The label and the first word stay on one row, the word cut when it is wider than the row.
    @Test func theFirstWordStaysBesideTheLabel() {
        let warning = ProgramMessages.historyMovedAside("/tmp/a-rather-long-directory-name-0123456789/history", to: "/tmp/x")
        let rows = DiagnosticRenderer.program(warning, named: true, width: 40).split(separator: "\n")
        #expect(rows[0] == "calc: warning: /tmp/a-rather-long-direct", "\(rows)")
        #expect(rows.dropFirst().allSatisfy { $0.hasPrefix("               ") && TextWidth.columns($0) <= 40 }, "\(rows)")
    }
}
