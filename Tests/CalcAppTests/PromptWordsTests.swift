@testable import CalcApp
import CalcCore
import Testing

/// Issue 32, "The prompt, polished": what the prompt says fits the terminal's width (40 and 80
/// columns here; 80 in a pipe), and says what happened.
@Suite struct PromptWordsTests {
    /// One form for warnings (DESIGN §23): `warning:` at the prompt, whoever says it (the
    /// history file, the init file, the stored rates), `calc: warning:` outside it.
    @Test func warningsHaveOneFormAtThePrompt() {
        let warning = ProgramMessages.cannotReadInitFile("/config/calc/init.calc", reason: "Permission denied")
        for atPrompt in [true, false] {
            let console = Console(output: OutputChannel(capturingAsTerminal: false), errors: OutputChannel(capturingAsTerminal: false))
            console.wording.atPrompt = atPrompt
            console.report(warning, named: true)
            console.report(warning, named: false)
            let lines = console.errors.text.split(separator: "\n").filter { $0.contains("cannot read") }
            #expect(lines.count == 2)
            for line in lines {
                #expect(line.hasPrefix(atPrompt ? "warning: " : "calc: warning: ") || (!atPrompt && line.hasPrefix("warning: ")), "\(line)")
                if atPrompt { #expect(!line.hasPrefix("calc: "), "\(line)") }
            }
        }
    }

    static func run(_ lines: [String], columns: Int = 80, explicit: RateTable? = InteractiveSessionTests.fixture) -> InteractiveSessionTests.Run {
        InteractiveSessionTests.run(lines, explicit: explicit, columns: columns)
    }

    /// Every row of `text` fits `columns` screen columns (a wide character takes two).
    static func fits(_ text: String, _ columns: Int) -> Bool {
        text.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { TextWidth.columns($0) <= columns }
    }

    static func widest(_ text: String) -> Int {
        text.split(separator: "\n").map { TextWidth.columns($0) }.max() ?? 0
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

/// Every listing fits the terminal: 40 and 80 columns.
@Suite struct ListingWidthTests {
    static func output(_ lines: [String], columns: Int, explicit: RateTable? = InteractiveSessionTests.fixture) -> String {
        PromptWordsTests.run(lines, columns: columns, explicit: explicit).output
    }

    @Test(arguments: [40, 80])
    func currencies(columns: Int) {
        let table = RateTable(base: "USD", date: Day("2026-10-30"), source: "test", rates: [
            "EUR": Rational(10000, 11172), "BGN": Rational(195583, 111720), "FOK": Rational(7, 1),
        ])
        let text = Self.output([":currencies"], columns: columns, explicit: table)
        #expect(PromptWordsTests.fits(text, columns), "\(text)")
        // Each rate stays on its currency's row.
        #expect(text.contains("≈ 1.75065341926244\n") && text.split(separator: "\n").count == 5, "\(text)")
        if columns == 40 { #expect(text.contains("BGN  Bulgarian lev…  ≈ 1.75065341926244"), "\(text)") }
        // The embedded table, all its currencies.
        let all = Self.output([":currencies"], columns: columns, explicit: nil)
        #expect(PromptWordsTests.fits(all, columns), "\(all)")
    }

    @Test(arguments: [40, 80])
    func mergedTableOrigins(columns: Int) {
        let ecb = RateOrigin(source: "ECB", date: Day("2026-11-20")!)
        let wide = RateOrigin(source: "open.er-api.com", date: Day("2026-11-18")!)
        let merged = RateTable(base: "EUR", origins: [ecb, wide], groups: [["USD": Rational(5, 4)], ["TWD": Rational(35)]])
        let text = Self.output([":currencies", "10 USD in TWD", ":explain"], columns: columns, explicit: merged)
        #expect(PromptWordsTests.fits(text, columns), "\(text)")
        #expect(text.contains("(open.er-api.com, 2026-11-18)"))
    }

    @Test(arguments: [40, 80])
    func historyChartAndSummary(columns: Int) {
        let text = Self.output([":history USD EUR 2008-09..2008-12"], columns: columns)
        #expect(PromptWordsTests.fits(text, columns), "\(text)")
        // The summary is all there, broken between its parts.
        let summary = text.split(separator: "\n").drop { !$0.hasPrefix("first ") }.joined(separator: " ")
        #expect(summary == "first 0.683948 (2008-09-01), last 0.718546 (2008-12-31), min 0.678841 (2008-09-23), max 0.802568 (2008-10-27), change +5.06%", "\(text)")
    }

    @Test(arguments: [40, 80])
    func explain(columns: Int) {
        let text = Self.output(["100 GBP in USD, JPY", ":explain", "5 km in mi", ":explain"], columns: columns)
        #expect(PromptWordsTests.fits(text, columns), "\(text)")
        #expect(text.contains("through EUR"))
    }

    @Test(arguments: [40, 80])
    func variables(columns: Int) {
        let text = Self.output(["a_rather_long_name = 1/7", "tip(amount, percentage) = amount + amount * percentage / 100 + 0 * 123456789", ":vars"],
                               columns: columns)
        // The listing, after the two results (a definition is echoed as typed).
        let listing = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
        #expect(PromptWordsTests.fits(listing, columns), "\(listing)")
        #expect(listing.hasPrefix("a_rather_long_name ≈ 0.142857142857143\nans ≈ 0.142857142857143\ntip(amount, percentage) ="), "\(listing)")
    }

    @Test(arguments: [40, 80])
    func help(columns: Int) {
        let text = Self.output([":help"], columns: columns)
        #expect(PromptWordsTests.fits(text, columns), "\(text)")
        // Every command's description starts in one column.
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("  :") }
        let starts = Set(rows.compactMap { row -> Int? in
            guard let gap = row.dropFirst(2).firstRange(of: "  ") else { return nil }
            return row.distance(from: row.startIndex, to: gap.upperBound) + row[gap.upperBound...].prefix { $0 == " " }.count
        })
        #expect(rows.count >= ReplCommand.names.count && starts.count <= 1, "\(text)")
    }

    @Test(arguments: [40, 80])
    func rates(columns: Int) {
        let text = Self.output([":rates"], columns: columns)
        #expect(PromptWordsTests.fits(text, columns), "\(text)")
    }
}

/// The smaller messages of issue 32, each as the prompt says it.
@Suite struct PromptMessageTests {
    @Test func historyOfACurrencyInItselfIsRefused() {
        let run = PromptWordsTests.run([":history USD USD", ":history eur EUR"])
        #expect(run.output == "\n", "\(run.output)")
        // Wrapped at 80 columns, each row under the message.
        #expect(run.errors == """
            error: USD in USD is 1 on every day: there is nothing to chart; name two
                   currencies, such as USD EUR
            error: EUR in EUR is 1 on every day: there is nothing to chart; name two
                   currencies, such as EUR USD

            """, "\(run.errors)")
    }

    @Test func aReversedSpanIsNamed() {
        let run = PromptWordsTests.run([":history USD EUR 2020..2019", ":history USD EUR 2020-03..2020-02-10"])
        // A span is never broken (at 80 columns).
        #expect(run.errors == """
            error: '2020..2019' is reversed: 2020 comes after 2019; write 2019..2020
            error: '2020-03..2020-02-10' is reversed: 2020-03 comes after 2020-02-10; write
                   2020-02-10..2020-03

            """, "\(run.errors)")
    }

    @Test func aDateBesideAnInlineRateSaysTheRateConverts() {
        let run = PromptWordsTests.run(["100 EUR in USD on 2008-09-15 at 1.3"])
        #expect(run.errors.hasPrefix("error: the date is not used: the rate given with 'at' converts this line\n"), "\(run.errors)")
        #expect(!run.errors.contains("converts no amount"))
    }

    @Test func anUnusedRateNamesItsCurrenciesOrNone() {
        let run = PromptWordsTests.run(["5 + 5 at 1.1", "100 EUR in USD at 1.05 GBP/JPY"])
        #expect(run.errors.hasPrefix("error: 'at 1.1' is not used: this line converts no amount between currencies\n"), "\(run.errors)")
        #expect(run.errors.contains("error: 'at 1.05 GBP/JPY' is not used: this line converts no amount between GBP\n       and JPY\n"),
                "\(run.errors)")
        #expect(!run.errors.contains("those"))
    }

    @Test func explainBeforeAnyResult() {
        let run = PromptWordsTests.run([":explain", "2 + 2", ":explain"])
        #expect(run.output == "no result yet: :explain tells the conversions behind the last result\n4\n"
                + "the last result used no exchange rate or unit conversion\n\n", "\(run.output)")
    }

    @Test func oneSignificantDigitIsSingular() {
        let run = PromptWordsTests.run([":digits 1", ":digits 2"])
        #expect(run.output == "values that are not exact show 1 significant digit\nvalues that are not exact show 2 significant digits\n\n")
    }
}

/// `:total` at 40 columns wraps at spaces, never inside a code (DESIGN §23).
@Suite struct TotalListingWidthTests {
    @Test func totalWrapsAtSpaces() {
        let run = InteractiveSessionTests.run(["Hotel, seven nights: 7 * 120 EUR", "Taxi from the airport: 111.72 USD", "Dinner: 45 GBP",
                                               ":total EUR"], columns: 40)
        let rows = run.output.split(separator: "\n")
        for row in rows { #expect(TextWidth.columns(row) <= 40, "\(row)") }
        // Every code stands whole on its row.
        for code in ["EUR", "USD", "GBP"] {
            #expect(!rows.contains { $0.hasSuffix(String(code.prefix(1))) || $0.hasSuffix(String(code.prefix(2))) }, "\(run.output)")
        }
        #expect(run.output.contains("total:"), "\(run.output)")
    }
}
