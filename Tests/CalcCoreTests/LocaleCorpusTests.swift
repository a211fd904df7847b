import CalcCore
import Foundation
import Testing

/// The whole Grammar corpus in the locales of DESIGN §21: under `de_DE` and `fr_FR`, with its
/// numbers written as those locales write them (`1,5`, `1.234,5`, `1 234`, `;` between
/// arguments), every line gives the value it gives in C, written the locale's way, and that
/// reads back; under `en_US` (a locale whose numbers read as C's), every line prints exactly
/// what C prints.
@Suite struct LocaleCorpusTests {
    /// One example of the corpus: its file and line, the expression, what C prints.
    struct Example: Sendable {
        let location: String
        let source: String
        let expected: String
    }

    /// A file's lines in order, each with its expectation (nil for a line without one, run
    /// for its effect: a definition, a blank line that ends a block).
    static func lines(of name: String) throws -> [(number: Int, source: String, expected: String?)] {
        let url = GrammarTests.grammarDirectory.appendingPathComponent("examples").appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, rawLine in
            guard let marker = rawLine.range(of: "# => "),
                  !rawLine[..<marker.lowerBound].trimmingCharacters(in: .whitespaces).hasPrefix("#") else {
                return (index + 1, String(rawLine), nil)
            }
            return (index + 1, String(rawLine[..<marker.lowerBound]), String(rawLine[marker.upperBound...]))
        }
    }

    /// The number written in C (`1,234.5`, `0.25`, `2.5e-3`) as a decimal-comma locale writes
    /// it: the point a comma, the groups `group` (a `.` for several groups or with decimals,
    /// where one alone would be ambiguous).
    static func localized(_ number: Substring, group: String) -> String {
        if number.hasPrefix("0x") || number.hasPrefix("0o") || number.hasPrefix("0b") || number.hasPrefix(".") { return String(number) }
        let commas = number.filter { $0 == "," }.count
        let hasPoint = number.contains(".")
        let separator = group == "." && commas == 1 && !hasPoint ? "\u{A0}" : group
        var written = ""
        for character in number {
            switch character {
            case ",": written += separator
            case ".": written += ","
            default: written.append(character)
            }
        }
        return written
    }

    /// `source` with its numbers written as a decimal-comma locale writes them, and `;` for a
    /// comma that a number stands against (`max(1,2)`: `max(1;2)`).
    static func localizedSource(_ source: String, group: String) -> String? {
        // Tokens as the parser reads them: between a call's parentheses a comma separates
        // arguments (`max(1,500)`), never thousands.
        var lexer = Lexer(source)
        var tokens: [Token] = []
        var calls: [Bool] = []
        while true {
            guard let token = try? lexer.next() else { return nil }
            tokens.append(token)
            if token.kind == .end { break }
            if token.kind == .leftParen { calls.append(tokens.count > 1 && tokens[tokens.count - 2].kind == .identifier) }
            if token.kind == .rightParen { _ = calls.popLast() }
            lexer.groupsThousands = !(calls.last ?? false)
        }
        let bytes = Array(source.utf8)
        var result: [UInt8] = []
        var copied = 0
        for (index, token) in tokens.enumerated() {
            let replacement: String
            switch token.kind {
            case .number:
                replacement = localized(Substring(decoding: bytes[token.span.start..<token.span.end], as: UTF8.self), group: group)
            case .comma:
                let afterNumber = index > 0 && tokens[index - 1].kind == .number && tokens[index - 1].span.end == token.span.start
                let beforeDigit = token.span.end < bytes.count && bytes[token.span.end] &- 0x30 < 10
                guard afterNumber || beforeDigit else { continue }
                replacement = ";"
            default:
                continue
            }
            result += bytes[copied..<token.span.start]
            result += Array(replacement.utf8)
            copied = token.span.end
        }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }

    /// What a decimal-comma locale writes, as C writes it: `; ` between values, a comma
    /// between digits a point.
    static func delocalized(_ text: String) -> String {
        var bytes = Array(text.replacingOccurrences(of: "; ", with: ", ").utf8)
        for index in bytes.indices.dropFirst().dropLast() where bytes[index] == UInt8(ascii: ",")
            && bytes[index - 1] &- 0x30 < 10 && bytes[index + 1] &- 0x30 < 10 {
            bytes[index] = UInt8(ascii: ".")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Values as calc shows them in `style` in a pipe (the application's `append` of a value).
    static func shown(_ values: [Value], style: NumberStyle) -> String {
        var text: [UInt8] = []
        for (index, value) in values.enumerated() {
            if index > 0 { text += Array(String(describing: style.listSeparator).utf8) }
            let start = text.count
            _ = ValueFormatting.append(value, to: &text)
            if NumberStyle.presentationHasNumbers(value.presentation) { style.rewrite(&text, from: start, grouping: false) }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// What a line prints: its values, the definition it makes, or `error at column N: …`.
    static func printed(_ source: String, by evaluator: inout Evaluator, style: NumberStyle) -> String? {
        do {
            if let value = try evaluator.evaluate(source) { return shown([value] + evaluator.alsoShown, style: style) }
            return evaluator.takeDefinedFunction()?.text
        } catch {
            guard let diagnostic = error as? Diagnostic else { return nil }
            let column = source.utf8.prefix(diagnostic.span.start).filter { $0 & 0xC0 != 0x80 }.count + 1
            return "error at column \(column): \(diagnostic.message)"
        }
    }

    static func evaluator(_ style: NumberStyle) -> Evaluator {
        var evaluator = Evaluator(rates: TestSupport.ecbTable, history: TestSupport.history())
        evaluator.zones = TestSupport.zones
        evaluator.numberStyle = style
        return evaluator
    }

    @Test(arguments: [("de_DE", "."), ("fr_FR", "\u{202F}")], GrammarTests.exampleFiles)
    func corpusInADecimalCommaLocale(_ locale: (name: String, group: String), file: String) throws {
        let style = try #require(NumberLocales.style(named: locale.name))
        var evaluator = LocaleCorpusTests.evaluator(style)
        var checked = 0
        for line in try LocaleCorpusTests.lines(of: file) {
            let location = "\(locale.name) \(file):\(line.number)"
            evaluator.lineNumber = line.number
            guard let source = LocaleCorpusTests.localizedSource(line.source, group: locale.group) else { continue }
            guard let expected = line.expected, !expected.hasPrefix("error") else {
                // For its effect (a definition, the end of a block), or an error in C: run, not checked.
                _ = try? evaluator.evaluate(source)
                _ = evaluator.takeDefinedFunction()
                continue
            }
            do {
                guard let value = try evaluator.evaluate(source) else {
                    let defined = evaluator.takeDefinedFunction()
                    let function = try #require(defined, "\(location): \(source) gives nothing")
                    #expect(function.text == LocaleCorpusTests.localizedSource(expected, group: locale.group), "\(location)")
                    checked += 1
                    continue
                }
                let values = [value] + evaluator.alsoShown
                let printed = LocaleCorpusTests.shown(values, style: style)
                #expect(LocaleCorpusTests.delocalized(printed) == expected, "\(location): \(source) → \(printed)")
                // What calc writes in the locale reads back in it, as the same text.
                if values.count == 1, value.presentation != .weekday, value.presentation != .roman {
                    var reader = LocaleCorpusTests.evaluator(style)
                    let againResult = try reader.evaluate(printed)
                    let again = try #require(againResult, "\(location): '\(printed)' gives nothing")
                    let reprinted = LocaleCorpusTests.shown([again], style: style)
                    let thirdResult = try reader.evaluate(reprinted)
                    let third = try #require(thirdResult)
                    #expect(LocaleCorpusTests.shown([third], style: style) == reprinted, "\(location): '\(printed)' does not settle")
                }
            } catch {
                Issue.record("\(location): \(source): \(error)")
            }
            checked += 1
        }
        #expect(checked > 0)
    }

    /// `en_US` reads as C and writes as C in a pipe: byte for byte what the corpus expects,
    /// errors included.
    @Test(arguments: GrammarTests.exampleFiles)
    func corpusInEnglishIsC(_ file: String) throws {
        let style = try #require(NumberLocales.style(named: "en_US.UTF-8"))
        #expect(!style.isStandard)
        var evaluator = LocaleCorpusTests.evaluator(style)
        var checked = 0
        for line in try LocaleCorpusTests.lines(of: file) {
            evaluator.lineNumber = line.number
            guard let expected = line.expected else {
                _ = try? evaluator.evaluate(line.source)
                _ = evaluator.takeDefinedFunction()
                continue
            }
            #expect(LocaleCorpusTests.printed(line.source, by: &evaluator, style: style) == expected, "\(file):\(line.number)")
            checked += 1
        }
        #expect(checked > 0)
    }
}
