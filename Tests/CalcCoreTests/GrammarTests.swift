import CalcCore
import Foundation
import Testing

/// Keeps `Grammar/` honest: every example evaluates as written, and every terminal of the
/// EBNF is a token the lexer produces.
@Suite struct GrammarTests {
    static let grammarDirectory = TestSupport.packageRoot.appendingPathComponent("Grammar")

    static var exampleFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: grammarDirectory.appendingPathComponent("examples").path)) ?? []
        return names.filter { $0.hasSuffix(".calc") }.sorted()
    }

    @Test func corpusIsPresent() {
        #expect(GrammarTests.exampleFiles.count >= 5)
    }

    /// Each line `expression  # => expected` (or `# => error at column N: message`), run in
    /// order in one evaluator per file so variables and functions carry; a definition's
    /// expectation is the definition as calc writes it. Every line goes through the
    /// evaluator, with its number, as in a batch: a blank line, a comment or a heading
    /// (`Transport:`) ends a block of figures for `sum` and gives nothing.
    @Test(arguments: exampleFiles)
    func example(_ name: String) throws {
        let url = GrammarTests.grammarDirectory.appendingPathComponent("examples").appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        var evaluator = Evaluator(rates: TestSupport.ecbTable, history: TestSupport.history())
        evaluator.zones = TestSupport.zones
        var checked = 0
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            evaluator.lineNumber = index + 1
            guard let marker = rawLine.range(of: "# => "),
                  !rawLine[..<marker.lowerBound].trimmingCharacters(in: .whitespaces).hasPrefix("#") else {
                // Blank lines, prose comments and headings only: an example without its
                // expectation would otherwise check nothing, silently.
                let givesNothing: Bool
                do {
                    givesNothing = try evaluator.evaluate(String(rawLine)) == nil && evaluator.takeDefinedFunction() == nil
                } catch {
                    givesNothing = false
                }
                if !givesNothing {
                    Issue.record("\(name):\(index + 1): an example without its '# => ' expectation: \(rawLine)")
                }
                continue
            }
            let source = String(rawLine[..<marker.lowerBound])
            let expected = String(rawLine[marker.upperBound...])
            let location = "\(name):\(index + 1)"
            do {
                let result = try evaluator.evaluate(source)
                if result == nil, let function = evaluator.takeDefinedFunction() {
                    #expect(function.text == expected, "\(location): \(source)")
                    // What calc writes reads back as the same definition.
                    var reader = evaluator
                    #expect(try reader.evaluate(function.text) == nil && reader.takeDefinedFunction()?.text == function.text, "\(location)")
                    checked += 1
                    continue
                }
                let value = try #require(result, "\(location): no result")
                let values = [value] + evaluator.alsoShown
                let shown = values.map { ValueFormatting.format($0).text }.joined(separator: ", ")
                #expect(shown == expected, "\(location): \(source)")
                for value in values { GrammarTests.expectReadsBack(value, at: location) }
            } catch let diagnostic as Diagnostic {
                let column = source.utf8.prefix(diagnostic.span.start).filter { $0 & 0xC0 != 0x80 }.count + 1
                #expect("error at column \(column): \(diagnostic.message)" == expected, "\(location): \(source)")
            }
            checked += 1
        }
        #expect(checked > 0, "\(name) has no examples")
    }

    /// What calc prints reads back (fend's discipline): typed again, in an evaluator of its
    /// own (the printed text must not lean on the file's variables), it gives a value of the
    /// same unit, and that value prints the same once more (a rounded amount reads back as
    /// its rounding, which then stays). A printed
    /// form that does not read back, or reads as something else (`m^13` for a unit calc
    /// cannot parse), fails here at once. Weekday names and Roman numerals are words calc
    /// prints but does not read as values yet (the calendar words of DESIGN §20).
    static func expectReadsBack(_ value: Value, at location: String) {
        if value.presentation == .weekday || value.presentation == .roman { return }
        let printed = ValueFormatting.format(value).text
        var reader = Evaluator(rates: TestSupport.ecbTable, history: TestSupport.history())
        reader.zones = TestSupport.zones
        do {
            let again = try #require(try reader.evaluate(printed), "\(location): '\(printed)' gives nothing")
            #expect(again.unit == value.unit, "\(location): '\(printed)' reads back in \(again.unit), not \(value.unit)")
            let reprinted = ValueFormatting.format(again).text
            let third = try #require(try reader.evaluate(reprinted), "\(location): '\(reprinted)' gives nothing")
            #expect(ValueFormatting.format(third).text == reprinted, "\(location): '\(printed)' → '\(reprinted)' does not settle")
        } catch {
            Issue.record("\(location): '\(printed)' does not read back: \(error)")
        }
    }

    /// The quoted terminals of the grammar, outside comments.
    static var terminals: [String] {
        let url = grammarDirectory.appendingPathComponent("calc.ebnf")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var withoutComments = ""
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if rest.hasPrefix("(*") { depth += 1; index = text.index(index, offsetBy: 2); continue }
            if rest.hasPrefix("*)") && depth > 0 { depth -= 1; index = text.index(index, offsetBy: 2); continue }
            if depth == 0 { withoutComments.append(text[index]) }
            index = text.index(after: index)
        }
        var found: [String] = []
        var scanner = withoutComments[...]
        while let open = scanner.firstIndex(of: "\"") {
            let after = scanner.index(after: open)
            guard let close = scanner[after...].firstIndex(of: "\"") else { break }
            found.append(String(scanner[after..<close]))
            scanner = scanner[scanner.index(after: close)...]
        }
        return Array(Set(found)).sorted()
    }

    /// The grammar's list of functions (`name is one of: … ;` in the comment of `call`) is
    /// the builtins' list, `rate` aside (a rule of its own).
    @Test func grammarListsEveryFunction() throws {
        let text = try String(contentsOf: GrammarTests.grammarDirectory.appendingPathComponent("calc.ebnf"), encoding: .utf8)
        let start = try #require(text.range(of: "name is one of:"))
        let end = try #require(text[start.upperBound...].firstIndex(of: ";"))
        let listed = text[start.upperBound..<end].replacingOccurrences(of: "(*", with: " ").replacingOccurrences(of: "*)", with: " ")
            .split(whereSeparator: { $0.isWhitespace }).map(String.init)
        #expect(listed.sorted() == Builtins.functionNames.filter { $0 != Builtins.rateFunctionName }.sorted())
    }

    /// Every word the parser reads as a keyword or in a phrase is a terminal of the grammar.
    @Test func grammarHasEveryKeywordAndPhraseWord() {
        let words = Keywords.table.map(\.word) + Vocabulary.powerWords.map(\.word)
            + [Vocabulary.isWord, Vocabulary.whatWord, Vocabulary.perWord, Vocabulary.decimalPlacesWord, Vocabulary.significantFiguresWord]
        for word in words { #expect(GrammarTests.terminals.contains(word), "\(word) is not in calc.ebnf") }
    }

    @Test func grammarHasTerminals() {
        #expect(GrammarTests.terminals.count > 30)
    }

    /// Parts of a number token and the comment marker are checked in context; every other
    /// terminal must lex, alone, to exactly one token covering it.
    @Test(arguments: terminals)
    func terminalIsAToken(_ terminal: String) throws {
        let inContext: [String: (String, TokenKind)] = [
            ".": ("1.5", .number), "_": ("1_000", .number), "e": ("1e5", .number), "E": ("1E5", .number),
            "0x": ("0x1f", .number), "0X": ("0X1F", .number), "0o": ("0o17", .number), "0O": ("0O17", .number),
            "0b": ("0b101", .number), "0B": ("0B101", .number), "µ": ("µm", .identifier), ":": ("8:30", .clock), "⁻": ("⁻³", .superscript),
            " ": ("1 000", .number),
            "am": ("3am", .clock), "pm": ("3pm", .clock), "a.m.": ("3 a.m.", .clock), "p.m.": ("3 p.m.", .clock),
        ]
        if terminal == "#" {
            #expect(try Lexer.tokenize("# x").map(\.kind) == [.end])
            return
        }
        // A question's end and its first words are dropped, not tokens.
        if terminal == "?" {
            #expect(try Lexer.tokenize("1 ? # x").map(\.kind) == [.number, .end])
            return
        }
        if terminal == "what's" {
            #expect(try Parser.parse("what's 1").nodes.count == 1)
            return
        }
        if let (context, kind) = inContext[terminal] {
            let tokens = try Lexer.tokenize(context)
            #expect(tokens.map(\.kind) == [kind, .end], "\(terminal) in \(context)")
            return
        }
        let tokens = try Lexer.tokenize(terminal)
        #expect(tokens.count == 2, "\(terminal) gives \(tokens)")
        #expect(tokens.first?.span == SourceSpan(0, terminal.utf8.count))
        #expect(tokens.first?.kind != .end)
    }
}
