import CalcCore
import Foundation
import Testing

/// Numbers as a locale writes them (DESIGN §21): the table from CLDR, reading and writing.
@Suite struct NumberLocaleTests {
    static func style(_ name: String) -> NumberStyle { NumberLocales.style(named: name)! }

    static func evaluate(_ line: String, in locale: String) throws -> String {
        var evaluator = LocaleCorpusTests.evaluator(style(locale))
        let valueResult = try evaluator.evaluate(line)
        let value = try #require(valueResult, "\(line) gives nothing")
        return LocaleCorpusTests.shown([value] + evaluator.alsoShown, style: style(locale))
    }

    static func diagnostic(_ line: String, in locale: String) -> Diagnostic? {
        var evaluator = LocaleCorpusTests.evaluator(style(locale))
        do {
            _ = try evaluator.evaluate(line)
            return nil
        } catch {
            return error as? Diagnostic
        }
    }

    // MARK: The table

    @Test func namesAsTheEnvironmentGivesThem() throws {
        let german = try #require(NumberLocales.style(named: "de_DE"))
        #expect(german.decimalComma)
        for name in ["de_DE.UTF-8", "de_DE.UTF-8@euro", "de-DE", "DE_de", "de_DE@euro", "de"] {
            #expect(NumberLocales.style(named: name) == german, "\(name)")
        }
        #expect(NumberLocales.style(named: "C") == .standard)
        #expect(NumberLocales.style(named: "C.UTF-8") == .standard)
        #expect(NumberLocales.style(named: "POSIX") == .standard)
        for unknown in ["xx_YY", "", "de_DE_EXTRA_LONG_NAME", "en_US_POSIXX", "zz", "_"] {
            #expect(NumberLocales.style(named: unknown) == nil, "\(unknown)")
        }
    }

    @Test func symbolsFromCLDR() throws {
        // fr_FR groups with U+202F, ru_RU and sv_SE with U+00A0, de_CH with an apostrophe.
        let cases: [(String, Bool, String, Int)] = [
            ("fr_FR", true, "\u{202F}", 3), ("ru_RU", true, "\u{A0}", 3), ("sv_SE", true, "\u{A0}", 3), ("es_ES", true, ".", 3),
            ("it_IT", true, ".", 3), ("nl_NL", true, ".", 3), ("pt_BR", true, ".", 3), ("de_CH", false, "'", 3),
            ("en_US", false, ",", 3), ("en_IN", false, ",", 2), ("ja_JP", false, ",", 3), ("en_US_POSIX", false, "", 3),
        ]
        for (name, comma, group, secondary) in cases {
            let style = try #require(NumberLocales.style(named: name), "\(name)")
            #expect(style.decimalComma == comma, "\(name)")
            #expect(String(describing: style.group) == group, "\(name)")
            #expect(style.secondaryGroupSize == secondary, "\(name)")
        }
    }

    // MARK: Reading and writing where `,` marks decimals (DESIGN §21)

    @Test(arguments: [
        ("1,5", "1,5"), ("1,5 + 1", "2,5"), ("1.234,56 EUR", "1234,56 EUR"), ("1.234.567", "1234567"),
        ("1 234,56", "1234,56"), ("1\u{A0}234,56", "1234,56"), ("1\u{202F}234,56", "1234,56"), ("€1,5", "1,50 EUR"),
        ("5 €", "5,00 EUR"), ("1 234,56 €", "1234,56 EUR"), ("1.5", "1,5"), ("1.2345", "1,2345"), ("0.500", "0,5"),
        ("1234.567", "1234,567"), ("gcd(63; 27)", "9"), ("max(1,5; 2,5)", "2,5"), ("max(1, 2)", "2"), ("1,5e3", "1500"),
        ("1.234,5e-2", "12,345"), ("2,5k", "2500"), ("12,5% of 80", "10"), ("1/8", "0,125"), ("1/3", "0,333333333333333"),
        ("1 000 000", "1000000"), ("3 * 1,5 m", "4,5 m"), ("2^-1", "0,5"), ("(1,5 + 2,25) * 2", "7,5"),
        ("1.234.567,891 + 0,109", "1234568"), ("12,34 EUR * 3", "37,02 EUR"), ("10,5 km in m", "10500 m"),
    ])
    func readsAndWritesGerman(_ line: String, _ expected: String) throws {
        #expect(try NumberLocaleTests.evaluate(line, in: "de_DE") == expected)
    }

    @Test(arguments: ["1.234", "12.345", "123.456 EUR", "-1.234", "1.234e3", "max(1.234; 2)"])
    func aLoneDotGroupShowsBothReadings(_ line: String) throws {
        let diagnostic = try #require(NumberLocaleTests.diagnostic(line, in: "de_DE"))
        #expect(diagnostic.id == .ambiguousGrouping)
        guard case .ambiguousGrouping(let text, let whole, let decimal) = diagnostic.content else {
            Issue.record("\(diagnostic.message)")
            return
        }
        #expect(!whole.contains(".") && decimal.contains(",") && text.contains("."))
        #expect(diagnostic.message.contains(whole) && diagnostic.message.contains(decimal))
        // Each reading, written as the hint says, is a number of its own.
        #expect(try NumberLocaleTests.evaluate(whole, in: "de_DE") == whole)
        #expect(try NumberLocaleTests.evaluate(decimal, in: "de_DE") == decimal)
    }

    @Test(arguments: ["1,5,3", "1 234.5", "1.234.5", "1,5.3", "1.234,5,6"])
    func aSecondDecimalMarkIsRefused(_ line: String) throws {
        let diagnostic = try #require(NumberLocaleTests.diagnostic(line, in: "de_DE"))
        #expect(diagnostic.id == .misplacedDecimalMark, "\(diagnostic.message)")
        #expect(diagnostic.span.start == 0)
    }

    /// `;` separates arguments and single spaces group by three in every locale, C's too.
    @Test(arguments: ["C", "en_US", "de_DE", "fr_FR", "en_IN"])
    func everywhere(_ locale: String) throws {
        #expect(try NumberLocaleTests.evaluate("gcd(63; 27)", in: locale) == "9")
        #expect(try NumberLocaleTests.evaluate("1 000 000 + 1", in: locale) == "1000001")
    }

    @Test func cKeepsItsReadings() throws {
        #expect(try NumberLocaleTests.evaluate("1,234.5", in: "C") == "1234.5")
        #expect(try NumberLocaleTests.evaluate("1.234", in: "C") == "1.234")
        #expect(NumberLocaleTests.diagnostic("0,500", in: "C")?.id == .decimalComma)
        #expect(NumberLocaleTests.diagnostic("0,500", in: "en_US")?.id == .decimalComma)
        #expect(NumberLocaleTests.diagnostic("1,5", in: "C") != nil)
        #expect(try NumberLocaleTests.evaluate("max(1,500)", in: "en_US") == "500")
    }

    @Test func ownGroupSymbols() throws {
        #expect(try NumberLocaleTests.evaluate("1'234.5 + 0.5", in: "de_CH") == "1235")
        #expect(try NumberLocaleTests.evaluate("1'234,5", in: "fr_CH") == "1234,5")
        #expect(try NumberLocaleTests.evaluate("12,34,567.5", in: "en_IN") == "1234567.5")
        #expect(try NumberLocaleTests.evaluate("5'11\" in cm", in: "de_CH") == "180.34 cm")
    }

    // MARK: Writing

    @Test func grouping() {
        func written(_ text: String, _ locale: String) -> String {
            var bytes = Array(text.utf8)
            NumberLocaleTests.style(locale).rewrite(&bytes, from: 0, grouping: true)
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(written("1234567.5", "de_DE") == "1.234.567,5")
        #expect(written("-1234567.25 m", "fr_FR") == "-1\u{202F}234\u{202F}567,25 m")
        #expect(written("1234567.5", "en_IN") == "12,34,567.5")
        #expect(written("1234567.5", "de_CH") == "1'234'567.5")
        #expect(written("12345.00 EUR", "en_US") == "12,345.00 EUR")
        // A lone `.` group would read back as ambiguous: not grouped.
        #expect(written("12345", "de_DE") == "12345")
        #expect(written("12345.5", "de_DE") == "12.345,5")
        // Exponents, units and numbers inside words stay as they are.
        #expect(written("3.56294956530937e-43430", "de_DE") == "3,56294956530937e-43430")
        #expect(written("1.5 m^13", "de_DE") == "1,5 m^13")
        #expect(written("2.5 l/100km", "de_DE") == "2,5 l/100km")
        #expect(written("12.5% 45.5°", "de_DE") == "12,5% 45,5°")
        #expect(written("1234.5", "en_US_POSIX") == "1234.5")
    }

    // MARK: CLDR's own numbers, 30 locales

    /// Each of the numbers of `Tests/References/locale-numbers.tsv`, as babel writes them with
    /// CLDR's symbols, reads back in its locale as its exact value, and calc writes that value
    /// (at a terminal) as CLDR does; a lone `.` group, ambiguous, is refused and written
    /// ungrouped.
    @Test func cldrNumbersReadBackIn30Locales() throws {
        let url = TestSupport.packageRoot.appendingPathComponent("Tests/References/locale-numbers.tsv")
        let rows = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        var locales = Set<String>()
        for row in rows {
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            try #require(fields.count == 3)
            let (locale, written, exact) = (fields[0], fields[1], fields[2])
            locales.insert(locale)
            let style = NumberLocaleTests.style(locale)
            // CLDR's minus sign is U+2212 in some locales; calc reads it and writes `-`.
            let expectedText = written.replacingOccurrences(of: "\u{2212}", with: "-")
            let magnitude = TestSupport.rational(exact.hasPrefix("-") ? String(exact.dropFirst()) : exact)
            let value = exact.hasPrefix("-") ? try Rational.zero.subtracting(magnitude) : magnitude
            var cText = Array(NumberFormatting.format(Number(value)).text.utf8)
            style.rewrite(&cText, from: 0, grouping: true)
            let loneDotGroup = style.decimalComma && String(describing: style.group) == "." && !written.contains(",")
                && written.filter({ $0 == "." }).count == 1
            if loneDotGroup {
                #expect(NumberLocaleTests.diagnostic(written, in: locale)?.id == .ambiguousGrouping, "\(locale) \(written)")
                #expect(String(decoding: cText, as: UTF8.self) == expectedText.replacingOccurrences(of: ".", with: ""))
                continue
            }
            #expect(String(decoding: cText, as: UTF8.self) == expectedText, "\(locale) \(exact)")
            var evaluator = LocaleCorpusTests.evaluator(style)
            let readResult = try evaluator.evaluate(written)
            let read = try #require(readResult, "\(locale) \(written)")
            #expect(read.number.exact == value, "\(locale) '\(written)'")
        }
        #expect(locales.count == 30)
    }
}

extension NumberLocaleTests {
    /// The names `--locale` completes: CLDR's spelling of every name of the table, each of
    /// which the table reads.
    @Test func namesForCompletion() {
        let names = NumberLocales.names
        #expect(names.count > 1100)
        for name in ["de_DE", "fr_FR", "sr_Latn_RS", "en_US_POSIX", "zh_CN", "es_419", "ca_ES_VALENCIA"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(names.allSatisfy { NumberLocales.style(named: $0) != nil })
    }
}

/// What a first review and a tester found: readings that must be refused or read one way only.
extension NumberLocaleTests {
    /// Groups are of one kind of separator: a `.` after space groups is not read as a group
    /// (`1 234.567` is SI's 1234.567 to some, 1234567 to others).
    @Test(arguments: ["1 234.567", "1.234 567", "12.345 678,9", "1 234.5"])
    func separatorsOfOneKind(_ line: String) {
        #expect(NumberLocaleTests.diagnostic(line, in: "de_DE") != nil, "\(line)")
    }

    /// Two-digit groups only with `en_IN`'s own symbol and only before the last three.
    @Test func indianGroupsOnlyWhole() throws {
        #expect(try NumberLocaleTests.evaluate("1,23,45,678", in: "en_IN") == "12345678")
        #expect(NumberLocaleTests.diagnostic("1,23,45", in: "en_IN") != nil)
        #expect(NumberLocaleTests.diagnostic("1 23 456", in: "en_IN") != nil)
        #expect(NumberLocaleTests.diagnostic("12,34", in: "en_IN") != nil)
    }

    @Test func typographicApostrophe() throws {
        #expect(try NumberLocaleTests.evaluate("1\u{2019}234.5", in: "de_CH") == "1234.5")
        #expect(try NumberLocaleTests.evaluate("1\u{2019}234,5", in: "fr_CH") == "1234,5")
    }

    /// Where `;` separates a call's arguments, commas group (calc's own `1,234,567.5` typed
    /// back); without it they separate, as C always read them.
    @Test func commasInACallWithSemicolons() throws {
        #expect(try NumberLocaleTests.evaluate("max(1,234,567.5; 2)", in: "en_US") == "1234567.5")
        #expect(try NumberLocaleTests.evaluate("max(1,234,567.5; 2)", in: "C") == "1234567.5")
        #expect(try NumberLocaleTests.evaluate("max(12,34,567.5; 2)", in: "en_IN") == "1234567.5")
        #expect(try NumberLocaleTests.evaluate("max(1,500)", in: "C") == "500")
        #expect(try NumberLocaleTests.evaluate("max(1, 500; 2)", in: "C") == "500")
    }

    /// CLDR's currency format puts U+00A0 (or U+202F) between the amount and its symbol.
    @Test func noBreakSpaceBeforeASymbol() throws {
        #expect(try NumberLocaleTests.evaluate("5\u{A0}€", in: "de_DE") == "5,00 EUR")
        #expect(try NumberLocaleTests.evaluate("1.234,56\u{A0}€", in: "de_DE") == "1234,56 EUR")
        #expect(try NumberLocaleTests.evaluate("1\u{202F}234,56\u{A0}€", in: "fr_FR") == "1234,56 EUR")
        #expect(try NumberLocaleTests.evaluate("€\u{A0}5", in: "C") == "5.00 EUR")
    }

    /// The fast path of plain arithmetic reads no more than the general path: `,5` is not a
    /// number anywhere.
    @Test(arguments: [",5", "2*,5", "(,5)", "-,5", "1,5,3 + 1"])
    func noNumberStartsWithAComma(_ line: String) {
        #expect(NumberLocaleTests.diagnostic(line, in: "de_DE") != nil, "\(line)")
    }

    /// `en_US` reads every number exactly as C does.
    @Test func englishReadsAsC() throws {
        #expect(NumberLocaleTests.style("en_US").readsAsC)
        #expect(!NumberLocaleTests.style("en_IN").readsAsC && !NumberLocaleTests.style("de_DE").readsAsC)
        for line in ["1234,567", "1,234.5", "max(1,500)", "1 000 000", "0.5"] {
            #expect(try NumberLocaleTests.evaluate(line, in: "en_US") == NumberLocaleTests.evaluate(line, in: "C"), "\(line)")
        }
    }

    /// Hints and notes are what the user types back: their numbers in the locale's way; the
    /// message quotes the user's own text as typed.
    @Test func hintsInTheLocale() {
        let diagnostic = Messages.decimalComma(written: "0.500 l", at: SourceSpan(0, 5))
        #expect(diagnostic.worded(Wording(decimalComma: true)).hint == "write 0,500 l")
        #expect(diagnostic.worded(Wording()).hint == "write 0.500 l")
        #expect(NumberStyle.withDecimalCommas("1 EUR = 1.0823 USD on 2026-10-30, v1.x") == "1 EUR = 1,0823 USD on 2026-10-30, v1.x")
    }

    /// What `:save` writes: numbers as C writes them.
    @Test func savedLinesAreSpelledAsC() {
        let german = NumberLocaleTests.style("de_DE")
        #expect(Lexer.standardSpelling(of: "y = 1.234,5 EUR * 2,5", style: german) == "y = 1234.5 EUR * 2.5")
        #expect(Lexer.standardSpelling(of: "f(a) = max(a; 1,19)", style: german) == "f(a) = max(a; 1.19)")
        #expect(Lexer.standardSpelling(of: "z = 2026-12-24 + 3", style: german) == "z = 2026-12-24 + 3")
        #expect(Lexer.standardSpelling(of: "y = 1,5", style: .standard) == "y = 1,5")
    }

    /// A value of several parts, negative, is written whole in the locale.
    @Test func negativeParts() throws {
        var text = Array("-(11 ft 1234.5 inch)".utf8)
        NumberLocaleTests.style("de_DE").rewrite(&text, from: 0, grouping: true)
        #expect(String(decoding: text, as: UTF8.self) == "-(11 ft 1.234,5 inch)")
    }
}

extension NumberLocaleTests {
    /// `gcd(63,27)` where `,` marks decimals is one argument, 63.27: the error says so and
    /// writes the call with `;`, which gives what was meant.
    @Test func aCommaBetweenArgumentsWhereItMarksDecimals() throws {
        let diagnostic = try #require(NumberLocaleTests.diagnostic("gcd(63,27)", in: "de_DE"))
        #expect(diagnostic.id == .wrongArgumentCount)
        let hint = try #require(diagnostic.hint)
        #expect(hint.hasSuffix("gcd(63; 27)"))
        #expect(try NumberLocaleTests.evaluate("gcd(63; 27)", in: "de_DE") == "9")
        #expect(NumberLocaleTests.diagnostic("gcd(63)", in: "de_DE")?.hint == nil)
        #expect(NumberLocaleTests.diagnostic("sqrt(1,5, 2)", in: "C")?.hint == nil)
    }
}
