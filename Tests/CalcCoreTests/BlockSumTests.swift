import CalcCore
import CalcTestSupport
import Testing

/// `sum`, `total`, `subtotal` and `average` (DESIGN §16): the results of the lines above, up
/// to the last blank line or heading, evaluated line by line as a session does (each line's
/// number set before it).
@Suite struct BlockSumTests {
    /// A fixed table with exact rates: 1 EUR = 1.25 USD = 160 JPY = 0.8 GBP.
    static let table = RateTable(base: "EUR", date: Day("2026-01-02"), source: "fixture", rates: [
        "USD": TestSupport.rational("1.25"), "JPY": Rational(160), "GBP": TestSupport.rational("0.8"),
    ])

    /// What each line shows, in one evaluator: its result, `error: MESSAGE`, or "" for a blank
    /// line, a comment or a heading.
    static func shown(_ lines: [String], rates: RateTable = table) -> [String] {
        var evaluator = Evaluator(rates: rates, history: TestSupport.history())
        return lines.enumerated().map { index, line in
            evaluator.lineNumber = index + 1
            do throws(Diagnostic) {
                guard let value = try evaluator.evaluate(line) else { return "" }
                return ([value] + evaluator.alsoShown).map { ValueFormatting.format($0).text }.joined(separator: ", ")
            } catch {
                return "error: \(error.message)"
            }
        }
    }

    /// The last line's text, which the cases below are about.
    static func last(_ lines: [String]) -> String {
        shown(lines).last ?? ""
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let lines: [String]
        let expected: String
        init(_ lines: [String], _ expected: String) {
            self.lines = lines
            self.expected = expected
        }
        var testDescription: String { lines.joined(separator: " ⏎ ") }
    }

    static let sums: [Case] = [
        Case(["10", "20", "12.5", "sum"], "42.5"),
        Case(["10", "20", "12.5", "total"], "42.5"),
        Case(["10", "20", "average"], "15"),
        Case(["1", "2", "average"], "1.5"),
        Case(["1", "1", "1", "average"], "1"),
        Case(["Hotel: 7 * 120 EUR", "Museum: 2 * 15 EUR", "Total: total"], "870.00 EUR"),
        // `sum` and `total` lines are not figures: a second sum is the same sum.
        Case(["10", "20", "sum", "total"], "30"),
        Case(["10", "20", "sum", "5", "sum"], "35"),
        Case(["10", "20", "average", "sum"], "30"),
        // With a name or a conversion the line is still a summary.
        Case(["10", "20", "x = sum", "sum"], "30"),
        Case(["10 EUR", "20 EUR", "total in USD", "sum"], "30.00 EUR"),
        Case(["10 EUR", "20 EUR", "Net = total in USD", "sum"], "30.00 EUR"),
        Case(["255", "sum in hex"], "0xff"),
        // A word inside an expression is a figure.
        Case(["10", "20", "sum * 2", "sum"], "90"),
        Case(["10", "20", "sum + 0", "sum"], "60"),
        // A blank line, a comment alone, a label alone: each starts a new block.
        Case(["100", "", "10", "20", "sum"], "30"),
        Case(["100", "   ", "10", "sum"], "10"),
        Case(["100", "# food", "10", "20", "sum"], "30"),
        Case(["100", "Food:", "10", "20", "sum"], "30"),
        Case(["100", "Food: # and drinks", "10", "20", "sum"], "30"),
        // A labelled line with an expression is a figure, not a heading.
        Case(["100", "Food: 10", "20", "sum"], "130"),
        // A comment after an expression keeps the line in the block.
        Case(["100", "10 # tip", "sum"], "110"),
        // Failed lines are skipped.
        Case(["10", "foo", "1 / 0", "20", "sum"], "30"),
        Case(["10", "1 +", "average"], "10"),
        // Money in the first amount's currency, the others converted as `+` converts them.
        Case(["10 EUR", "12.50 USD", "sum"], "20.00 EUR"),
        Case(["12.50 USD", "10 EUR", "sum"], "25.00 USD"),
        Case(["160 JPY", "1 EUR", "1.25 USD", "total"], "480 JPY"),
        Case(["10 EUR", "12.50 USD", "sum in GBP"], "16.00 GBP"),
        Case(["10 EUR", "30 EUR", "average"], "20.00 EUR"),
        // Quantities in the first one's unit.
        Case(["1 km", "300 m", "sum"], "1.3 km"),
        Case(["300 m", "1 km", "sum"], "1300 m"),
        Case(["2 h", "30 min", "sum in min"], "150 min"),
        // Percentages among percentages, clock times among clock times.
        Case(["10%", "20%", "sum"], "30%"),
        Case(["8:30", "7:45", "sum"], "16:15"),
        // `ans` after a sum is the sum.
        Case(["10", "20", "sum", "ans * 2"], "60"),
    ]

    @Test(arguments: sums)
    func blockSums(_ test: Case) {
        #expect(Self.last(test.lines) == test.expected)
    }

    /// `subtotal` adds the figures since the last subtotal; `sum` and `total` after one take it
    /// in place of the lines it covered.
    static let subtotals: [Case] = [
        Case(["10", "20", "subtotal"], "30"),
        Case(["10", "20", "subtotal", "5", "subtotal"], "5"),
        Case(["10", "20", "subtotal", "5", "subtotal", "total"], "35"),
        Case(["10", "20", "subtotal", "5", "total"], "35"),
        Case(["10", "20", "subtotal", "5", "7", "subtotal", "1", "sum"], "43"),
        // A third subtotal counts from the second, not the first (a gap of the suite, DESIGN §23).
        Case(["10", "20", "subtotal", "5", "subtotal", "7", "8", "subtotal"], "15"),
        Case(["10", "subtotal", "5", "subtotal", "7", "subtotal", "total"], "22"),
        // The mean of what `sum` adds: the subtotals and the figures after the last.
        Case(["10", "20", "subtotal", "5", "subtotal", "average"], "17.5"),
        Case(["10", "20", "sum", "5", "subtotal"], "35"),
        Case(["10 EUR", "12.50 USD", "subtotal", "100 JPY", "subtotal", "total"], "20.63 EUR"),
        // A named subtotal stands for its lines too.
        Case(["10", "20", "food = subtotal", "5", "total"], "35"),
        // A subtotal after a blank line knows nothing of the block above.
        Case(["10", "subtotal", "", "7", "subtotal", "total"], "7"),
    ]

    @Test(arguments: subtotals)
    func subtotalsStandForTheirLines(_ test: Case) {
        #expect(Self.last(test.lines) == test.expected)
    }

    /// Each line in a realistic sheet, blank lines and headings included.
    @Test func aTripBudgetLineByLine() {
        let lines = [
            "Transport:", "Flights: 2 * 180 EUR", "Train: 45.50 EUR", "subtotal",
            "Hotel, 7 nights: 7 * 120 EUR", "Taxi: 25 USD", "subtotal", "Total: total", "Per day: average",
            "", "# Food", "Lunch: 12", "Dinner: 30", "sum", "oops", "sum",
        ]
        #expect(Self.shown(lines) == [
            "", "360.00 EUR", "45.50 EUR", "405.50 EUR",
            "840.00 EUR", "25.00 USD", "860.00 EUR", "1265.50 EUR", "632.75 EUR",
            "", "", "12", "30", "42", "error: unknown name 'oops'", "42",
        ])
    }

    struct Failure: CustomTestStringConvertible, Sendable {
        let lines: [String]
        let id: MessageID
        let message: String
        let hint: String?
        var testDescription: String { lines.joined(separator: " ⏎ ") }
    }

    static let failures: [Failure] = [
        Failure(lines: ["sum"], id: .emptyBlock, message: "nothing above for 'sum' to add up",
                hint: "'sum' takes the results since the last blank line or heading"),
        Failure(lines: ["10", "", "total"], id: .emptyBlock, message: "nothing above for 'total' to add up",
                hint: "'total' takes the results since the last blank line or heading"),
        Failure(lines: ["10", "Food:", "average"], id: .emptyBlock, message: "nothing above for 'average' to average",
                hint: "'average' takes the results since the last blank line or heading"),
        Failure(lines: ["foo", "sum"], id: .emptyBlock, message: "nothing above for 'sum' to add up",
                hint: "'sum' takes the results since the last blank line or heading"),
        Failure(lines: ["10", "subtotal", "subtotal"], id: .emptyBlock, message: "no figures since the last subtotal for 'subtotal' to add",
                hint: "use ans for the line above, or total for the whole block"),
        // A plain number under an amount, and the reverse: the line is named.
        Failure(lines: ["100 EUR", "5", "sum"], id: .blockMixes,
                message: "'sum' cannot add line 2 to the lines above it: cannot add a plain number and an amount of EUR",
                hint: "on line 2, write 5 EUR; or start a new block with a blank line before it"),
        Failure(lines: ["# costs", "100 EUR", "12 USD", "5", "total"], id: .blockMixes,
                message: "'total' cannot add line 4 to the lines above it: cannot add a plain number and an amount of EUR",
                hint: "on line 4, write 5 EUR; or start a new block with a blank line before it"),
        // Found in review: the hint said "on line 2, write 5 EUR", of the line that holds 100 EUR.
        Failure(lines: ["5", "100 EUR", "average"], id: .blockMixes,
                message: "'average' cannot add line 2 to the lines above it: cannot add a plain number and an amount of EUR",
                hint: "start a new block with a blank line before line 2"),
        Failure(lines: ["1 km", "2 kg", "sum"], id: .blockMixes,
                message: "'sum' cannot add line 2 to the lines above it: cannot add a length (km) and a mass (kg)",
                hint: "start a new block with a blank line before line 2"),
        Failure(lines: ["10", "2026-01-01", "sum"], id: .blockMixes, message: "'sum' cannot add line 2: it is a date",
                hint: "start a new block with a blank line before line 2"),
        Failure(lines: ["2026-01-01", "sum"], id: .blockMixes, message: "'sum' cannot add line 1: it is a date",
                hint: "start a new block with a blank line before line 1"),
        Failure(lines: ["100", "20%", "sum"], id: .blockMixes,
                message: "'sum' cannot add line 2: it is a percentage, and the lines above it are not",
                hint: "start a new block with a blank line before line 2"),
        Failure(lines: ["10%", "20%", "5", "sum"], id: .blockMixes,
                message: "'sum' cannot add line 3: it is not a percentage, and the lines above it are",
                hint: "start a new block with a blank line before line 3"),
    ]

    @Test(arguments: failures)
    func errorsNameTheLine(_ failure: Failure) throws {
        var evaluator = Evaluator(rates: Self.table)
        for (index, line) in failure.lines.dropLast().enumerated() {
            evaluator.lineNumber = index + 1
            _ = try? evaluator.evaluate(line)
        }
        evaluator.lineNumber = failure.lines.count
        let line = failure.lines.last!
        let diagnostic = try #require(TestSupport.diagnostic(line, in: &evaluator))
        #expect(diagnostic.id == failure.id)
        #expect(diagnostic.message == failure.message)
        #expect(diagnostic.hint == failure.hint)
        // The word is what is underlined.
        #expect(diagnostic.span == SourceSpan(0, line.utf8.count))
    }

    /// Settings are not figures (DESIGN §23): an assignment of a plain number among amounts or
    /// quantities is skipped by the block's words; among plain numbers it is one of them.
    @Test(arguments: [
        Case(["nights = 7", "Hotel: 120 EUR", "Taxi: 30 EUR", "Total: total"], "150.00 EUR"),
        Case(["Hotel: 120 EUR", "fx = 1.08", "Taxi: 30 EUR", "average"], "75.00 EUR"),
        Case(["rate_eur = 1.08", "5 km", "2 km", "sum"], "7 km"),
        Case(["a = 1", "b = 2", "sum"], "3"),
        Case(["nights = 7", "120 EUR * nights", "subtotal", "fee = 2", "10 EUR", "total"], "850.00 EUR"),
        // An assigned amount is a figure as before.
        Case(["hotel = 120 EUR", "30 EUR", "total"], "150.00 EUR"),
    ])
    func settingsAreNotFigures(_ example: Case) {
        #expect(Self.last(example.lines) == example.expected)
    }

    /// A block's error quotes the line it names where the driver keeps the lines (a sheet),
    /// and at the prompt, which shows no line numbers, names the entry by its text alone.
    @Test func errorsQuoteTheLine() throws {
        let lines = ["Hotel: 100 EUR", "Nights: 5", "total"]
        for numbered in [true, false] {
            var evaluator = Evaluator(rates: Self.table)
            evaluator.lineText = { lines.indices.contains($0 - 1) ? lines[$0 - 1] : nil }
            evaluator.linesAreNumbered = numbered
            for (index, line) in lines.dropLast().enumerated() {
                evaluator.lineNumber = index + 1
                _ = try? evaluator.evaluate(line)
            }
            evaluator.lineNumber = 3
            let diagnostic = try #require(TestSupport.diagnostic("total", in: &evaluator))
            if numbered {
                #expect(diagnostic.message == "'total' cannot add line 2, 'Nights: 5', to the lines above it: cannot add a plain number and an amount of EUR")
                #expect(diagnostic.hint == "on line 2, write 5 EUR; or start a new block with a blank line before it")
            } else {
                #expect(diagnostic.message == "'total' cannot add 'Nights: 5' to the entries above it: cannot add a plain number and an amount of EUR")
                #expect(diagnostic.hint == "on that entry, write 5 EUR; or start a new block with an empty line before such entries")
                #expect(!diagnostic.message.contains("line 2") && diagnostic.hint?.contains("line 2") == false)
            }
        }
    }

    /// A failed sum is a failed line: it leaves the block, and `ans`, as they were.
    @Test func aFailedSumIsSkippedLikeAnyFailedLine() {
        #expect(Self.shown(["100 EUR", "5", "sum", "ans", "5 EUR", "average"])
                == ["100.00 EUR", "5", "error: 'sum' cannot add line 2 to the lines above it: cannot add a plain number and an amount of EUR",
                    "5", "5.00 EUR", "error: 'average' cannot add line 2 to the lines above it: cannot add a plain number and an amount of EUR"])
    }

    /// A variable named like a word hides it, and the line that names it is a figure.
    @Test func aVariableHidesTheWord() {
        #expect(Self.shown(["10", "total = 3", "total", "sum", "total * 2"]) == ["10", "3", "3", "16", "6"])
        #expect(Self.shown(["sum = 1", "subtotal = 2", "average = 4", "sum + subtotal + average", "5", "total"]) == ["1", "2", "4", "7", "5", "19"])
    }

    /// What a line is to its block, which `--total` asks so as not to count a sum twice.
    @Test(arguments: [
        ("sum", Block.Role.summary), ("total", .summary), ("average", .summary), ("subtotal", .subtotal),
        ("x = total", .summary), ("y = subtotal in USD", .subtotal), ("total in USD", .summary), ("Total: total", .summary),
        ("sum * 2", .figure), ("2 * sum", .figure), ("10 EUR", .figure), ("(sum)", .summary),
    ])
    func theRoleOfALine(_ line: String, _ role: Block.Role) throws {
        var evaluator = Evaluator(rates: Self.table)
        evaluator.lineNumber = 1
        _ = try evaluator.evaluate("10 EUR")
        evaluator.lineNumber = 2
        _ = try evaluator.evaluate(line)
        #expect(evaluator.lastRole == role)
    }

    /// The block keeps each result with its line's number and its role.
    @Test func theBlockRemembersLinesAndRoles() throws {
        var evaluator = Evaluator(rates: Self.table)
        for (index, line) in ["1", "2", "oops", "subtotal", "3", "sum"].enumerated() {
            evaluator.lineNumber = index + 1
            _ = try? evaluator.evaluate(line)
        }
        #expect(evaluator.block.entries.map(\.line) == [1, 2, 4, 5, 6])
        #expect(evaluator.block.entries.map(\.role) == [.figure, .figure, .subtotal, .figure, .summary])
        #expect(evaluator.block.operands(of: .sum).map(\.line) == [4, 5])
        #expect(evaluator.block.operands(of: .subtotal).map(\.line) == [5])
        _ = try evaluator.evaluate("")
        #expect(evaluator.block.entries.isEmpty)
    }

    /// Found in review: a line whose value was computed but whose clause was then refused (an
    /// `at` rate or an `on` date it never used) was counted in the block, and became `ans`.
    @Test func aLineWithAnUnusedClauseIsNotAFigure() {
        #expect(Self.shown(["10 EUR", "5 EUR at 1.05", "20 EUR on 2020-01-02", "sum", "ans"]) == [
            "10.00 EUR", "error: 'at 1.05' is not used: this line converts no amount between currencies",
            "error: the date is not used: this line converts no amount between currencies", "10.00 EUR", "10.00 EUR",
        ])
        #expect(Self.shown(["x = 1", "x = 2 EUR at 1.05", "x"]) == ["1", "error: 'at 1.05' is not used: this line converts no amount between currencies", "1"])
    }

    // MARK: Mixed currencies, against exact arithmetic

    /// Generated blocks of amounts in three currencies, with blank lines, headings and failed
    /// lines among them: each `sum` is Σ amount × rate[first] / rate[from], exactly, and
    /// `average` that over the count.
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func mixedCurrencySumsAreExact(seed: UInt64) throws {
        var generator = SplitMix64(state: seed)
        let codes: [CurrencyCode] = ["EUR", "USD", "JPY", "GBP"]
        // Units of each currency per euro.
        func rate(_ code: CurrencyCode) -> Rational { code == "EUR" ? .one : Self.table.rates[code]! }
        var evaluator = Evaluator(rates: Self.table)
        var lineNumber = 0
        func evaluate(_ line: String) throws -> Value? {
            lineNumber += 1
            evaluator.lineNumber = lineNumber
            return try evaluator.evaluate(line)
        }
        var checked = 0
        for _ in 0..<40 {
            var expected = Rational.zero
            var count = 0
            var first: CurrencyCode?
            for _ in 0..<(1 + generator.below(12)) {
                switch generator.below(10) {
                case 0:
                    // A failed line: skipped.
                    #expect(throws: Diagnostic.self) { _ = try evaluate("12 EUR +") }
                default:
                    let code = codes[generator.below(codes.count)]
                    let cents = generator.below(2_000_000) - 500_000
                    let digits = "\(abs(cents) / 100).\(abs(cents) % 100 < 10 ? "0" : "")\(abs(cents) % 100)"
                    let text = (cents < 0 ? "-" : "") + digits
                    // A literal has no sign: the minus is an operator.
                    let amount = cents < 0 ? -TestSupport.rational(digits) : TestSupport.rational(digits)
                    let value = try #require(try evaluate("Item \(count): \(text) \(code)"))
                    #expect(value.number.exact == amount && value.currency == code, "\(text) \(code)")
                    let into = first ?? code
                    first = into
                    expected = try expected.adding(amount.multiplied(by: rate(into)).divided(by: rate(code)))
                    count += 1
                }
            }
            guard let first else {
                _ = try? evaluate("")
                continue
            }
            let sum = try #require(try evaluate(["sum", "total", "Total: total"][generator.below(3)]))
            #expect(sum.currency == first)
            #expect(sum.number.exact == expected, "seed \(seed), line \(lineNumber)")
            let average = try #require(try evaluate("average"))
            #expect(average.number.exact == (try expected.divided(by: Rational(count))), "seed \(seed), line \(lineNumber)")
            // The sum in another currency, converted once more.
            let target = codes[generator.below(codes.count)]
            let converted = try #require(try evaluate("total in \(target)"))
            #expect(converted.currency == target)
            #expect(converted.number.exact == (try expected.multiplied(by: rate(target)).divided(by: rate(first))))
            checked += 1
            // The next block starts after a blank line, a comment or a heading.
            _ = try evaluate(["", "# next", "Next:"][generator.below(3)])
        }
        #expect(checked > 30)
    }
}

/// A line that starts with an operator continues the line above and revises its figure
/// (DESIGN §19): the block counts the revised value once, not both.
@Suite struct BlockContinuationTests {
    @Test func aContinuationRevisesTheFigureAbove() {
        #expect(BlockSumTests.last(["Price: 100 EUR", "VAT: + 20%", "Total: total"]) == "120.00 EUR")
        #expect(BlockSumTests.last(["Rent: 1200 EUR", "* 12", "Food: 300 EUR", "sum"]) == "14700.00 EUR")
        #expect(BlockSumTests.last(["10", "+ 5", "- 1", "20", "sum"]) == "34")
        #expect(BlockSumTests.last(["10", "+ 5", "20", "average"]) == "17.5")
        // `ans` written out is a figure of its own, as before.
        #expect(BlockSumTests.last(["10", "ans + 5", "sum"]) == "25")
        // A continuation of a result from before the block is its block's figure.
        #expect(BlockSumTests.last(["100 EUR", "", "+ 20%", "5 EUR", "sum"]) == "125.00 EUR")
        // After a subtotal, a continuation is a figure of its own: the subtotal is not revised.
        #expect(BlockSumTests.last(["1", "2", "subtotal", "* 10", "sum"]) == "33")
        // A continuation whose clause fails revises nothing.
        #expect(BlockSumTests.last(["Price: 100 EUR", "* 2 at 1.1 USD/EUR", "Total: total"]) == "100.00 EUR")
        #expect(BlockSumTests.last(["Price: 100 EUR", "* 2 at 1.1 USD/EUR", "ans"]) == "100.00 EUR")
    }
}
