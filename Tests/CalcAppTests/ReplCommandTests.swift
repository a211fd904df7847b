@testable import CalcApp
import CalcCore
import Testing

/// `:commands` at the prompt, and Tab completion: pure functions, tested without a terminal.
@Suite struct ReplCommandTests {
    @Test(arguments: [
        (":help", ReplCommand.Parsed.command(.help)),
        ("  :help  ", .command(.help)),
        (":h", .command(.help)),
        (":rates", .command(.rates)),
        (":update", .command(.update)),
        (":currencies", .command(.currencies(filter: nil))),
        (":currencies eu", .command(.currencies(filter: "eu"))),
        (":cur  Swiss franc ", .command(.currencies(filter: "Swiss franc"))),
        (":vars", .command(.variables)),
        (":save", .command(.save)),
        (":SAVE", .command(.save)),
        (":quit", .command(.quit)),
        (":history USD EUR 2020..2021", .command(.history(["USD", "EUR", "2020..2021"]))),
        (":history", .command(.history([]))),
        (":q", .command(.quit)),
        ("quit", .command(.quit)),
        ("exit", .command(.quit)),
        (" exit ", .command(.quit)),
        ("quit()", .command(.quit)),
        ("Exit()", .command(.quit)),
        (":QUIT", .command(.quit)),
        (":Help", .command(.help)),
        ("help", .command(.helpPointer)),
        ("HELP", .command(.helpPointer)),
        (":digits", .command(.digits(nil))),
        (":digits 30", .command(.digits(30))),
        (":DIGITS 1000", .command(.digits(1000))),
        ("helpful = 2", .expression),
        ("1 + 2", .expression),
        ("quitting = 3", .expression),
        ("x = 3", .expression),
    ])
    func parse(_ line: String, _ expected: ReplCommand.Parsed) {
        #expect(ReplCommand.parse(line) == expected)
    }

    /// A mistyped command: what is wrong, as data and in the words the prompt prints.
    @Test(arguments: [
        (":save now", .commandTakesNoArgument(name: "save"), ":save takes no argument"),
        (":digits 0", .digitsOutOfRange(text: "0"), ":digits takes a whole number from 1 to 1000, not '0'"),
        (":digits ten", .digitsOutOfRange(text: "ten"), ":digits takes a whole number from 1 to 1000, not 'ten'"),
        (":rates now", .commandTakesNoArgument(name: "rates"), ":rates takes no argument"),
        (":", .missingCommandName, "a command name must follow ':'; try :help"),
        (":rate", .unknownCommand(name: "rate", suggestion: "rates"), "unknown command ':rate'; did you mean :rates?"),
        (":frobnicate", .unknownCommand(name: "frobnicate", suggestion: nil), "unknown command ':frobnicate'; try :help"),
        (":total", .totalNeedsCurrency, ":total takes a currency code: :total EUR"),
        (":total XQZ", .unknownTotalCurrency(text: "XQZ", suggestion: nil),
         "unknown currency 'XQZ'; :total takes a currency code or name, such as :total EUR or :total euro"),
    ] as [(String, Message, String)])
    func mistyped(_ line: String, _ content: Message, _ words: String) throws {
        guard case .invalid(let problem) = ReplCommand.parse(line) else {
            Issue.record("\(line) is not refused")
            return
        }
        #expect(problem.content == content)
        #expect(problem.message == words)
        #expect(problem.id == .badCommand)
    }

    /// `:help` names every command Tab completes (found in review: `:save` was missing).
    @Test(arguments: ReplCommand.names)
    func theHelpNamesEveryCommand(_ name: String) {
        #expect(ReplCommand.helpText.contains("\n  \(name) "), "\(name)")
    }

    static let vocabulary = Completion.Vocabulary(currencyCodes: ["EUR", "GBP", "JPY", "USD", "UYU"], variables: ["total", "tax"])

    /// A currency's name is offered where the table converts it (DESIGN §23).
    @Test func namesFollowTheTable() {
        let withBaht = Completion.Vocabulary(currencyCodes: ["EUR", "THB", "VND"], variables: [])
        #expect(Completion.complete("5 B", cursor: 3, vocabulary: withBaht) == .several(insert: "", matches: ["B", "baht"]))
        #expect(Completion.complete("1 EUR in do", cursor: 11, vocabulary: withBaht) == .insert("ng "))
        #expect(Completion.complete("1 EUR in do", cursor: 11, vocabulary: Self.vocabulary) == .several(insert: "llar", matches: ["dollar", "dollars"]))
    }

    @Test(arguments: [
        ("1 EU", Completion.Result.insert("R ")),
        ("1 eu", .several(insert: "r", matches: ["EUR", "euro", "euros"])),
        ("12.5 US", .insert("D ")),
        ("1 U", .several(insert: "", matches: ["USD", "UYU"])),
        ("3 * 1 J", .insert("PY ")),
        ("sq", .insert("rt(")),
        ("m", .several(insert: "", matches: ["min", "max"])),
        ("tot", .insert("al ")),
        ("t", .several(insert: "", matches: ["total", "tax", "today", "tomorrow", "trunc", "tan", "tanh"])),
        ("2 * p", .insert("i ")),
        (":u", .insert("pdate ")),
        (":cu", .insert("rrencies ")),
        (":", .several(insert: "", matches: [":help", ":rates", ":update", ":currencies", ":vars", ":history", ":digits", ":total", ":explain", ":save", ":quit"])),
        ("1 + zz", .none),
        ("1 + ", .none),
        ("GB", .insert("P ")),
        // After a conversion, in any case; an empty target lists the table.
        ("1 EUR in j", .insert("py ")),
        ("€5 in u", .several(insert: "", matches: ["USD", "UYU"])),
        ("€5 to Us", .insert("D ")),
        ("5 EUR -> g", .insert("bp ")),
        ("1 EUR in USD, j", .insert("py ")),
        ("1 EUR in ", .several(insert: "", matches: ["EUR", "GBP", "JPY", "USD", "UYU"])),
        ("1 EUR in", .none),
        // Names after an amount or a conversion.
        ("100 dol", .several(insert: "lar", matches: ["dollar", "dollars"])),
        ("100 dollars", .insert(" ")),
        ("100 dollars in eu", .several(insert: "r", matches: ["EUR", "euro", "euros"])),
        // Only currencies the table converts (DESIGN §23): no `dong` or `yuan` without VND's
        // and CNY's rates, `dollar` (USD) and `pound` (GBP) with theirs.
        ("100 dollars in Yu", .none),
        ("1 EUR in do", .several(insert: "llar", matches: ["dollar", "dollars"])),
        ("1 EUR in poun", .several(insert: "d", matches: ["pound", "pounds"])),
        ("x2 g", .insert("cd(")),
    ])
    func complete(_ line: String, _ expected: Completion.Result) {
        #expect(Completion.complete(line, cursor: line.utf8.count, vocabulary: ReplCommandTests.vocabulary) == expected)
    }

    /// Units complete where a unit may stand (DESIGN §13): after a number, in a unit expression,
    /// and after a conversion of something that is not money alone; symbols as written.
    @Test(arguments: [
        ("5 k", Completion.Result.several(insert: "", matches: ["km", "kg", "kgs", "km/h", "kmh", "kph", "kn", "kts", "kJ", "kcal", "kWh", "kW", "kPa", "kbit", "kB", "kb", "kib", "kbit/s", "kbps"])),
        ("5k", .several(insert: "", matches: ["km", "kg", "kgs", "km/h", "kmh", "kph", "kn", "kts", "kJ", "kcal", "kWh", "kW", "kPa", "kbit", "kB", "kb", "kib", "kbit/s", "kbps"])),
        ("5 kW", .several(insert: "", matches: ["kWh", "kW"])),
        ("2.5 kWh", .insert(" ")),
        ("3 mp", .several(insert: "", matches: ["mph", "mpg"])),
        ("5 km in m", .several(insert: "", matches: ["m", "mm", "mi", "mil", "ml", "mL", "mg", "ms", "min", "mins", "month", "mo", "mos", "mph", "mW", "mbar", "mb", "mib", "mpg"])),
        ("5 km in mi, fl", .insert("oz ")),
        ("5 km -> nm", .several(insert: "", matches: ["nm", "nmi"])),
        ("20 °C in de", .several(insert: "g", matches: ["degC", "degF"])),
        ("1.85 EUR/l in USD/g", .several(insert: "", matches: ["GBP", "gal", "g", "gb", "gib"])),
        ("1.85 EUR/l in U", .several(insert: "", matches: ["USD", "UYU"])),
        ("1.85 EUR/ga", .insert("l ")),
        ("1.279 CAD per ga", .insert("l ")),
        ("7 l/100k", .several(insert: "", matches: ["km", "kg", "kgs", "km/h", "kmh", "kph", "kn", "kts", "kJ", "kcal", "kWh", "kW", "kPa", "kbit", "kB", "kb", "kib", "kbit/s", "kbps"])),
        ("x in g", .several(insert: "", matches: ["GBP", "gal", "g", "gb", "gib"])),
        ("5 G", .several(insert: "", matches: ["GBP", "Gbit", "Gb", "GB", "GiB", "Gbit/s", "Gbps"])),
        // The byte; `baht` only where the table converts THB.
        ("5 B", .insert(" ")),
        ("5 km in ", .several(insert: "", matches: Completion.Vocabulary(currencyCodes: [], variables: []).units)),
        // Elsewhere a word is a name: no unit crowds the variables and functions.
        ("k", .none),
        ("mp", .none),
        ("x / h", .insert("ypot(")),
    ])
    func completesUnits(_ line: String, _ expected: Completion.Result) {
        #expect(Completion.complete(line, cursor: line.utf8.count, vocabulary: ReplCommandTests.vocabulary) == expected)
    }

    /// Zones and cities complete after a conversion of a time (DESIGN §20), in any case and
    /// across an IANA name's slash; money and units stay as they were.
    @Test(arguments: [
        ("3pm in Toky", Completion.Result.insert("o ")),
        ("now in new y", .several(insert: "ork", matches: ["New York", "New York City"])),
        ("3pm in Asia/Tok", .insert("yo ")),
        ("now in America/New_", .insert("York ")),
        ("unix(0) in Kathm", .insert("andu ")),
        ("3:30pm in Lond", .insert("on ")),
        // A duration on the clock converts into units.
        ("8:30 + 7:45 in mi", .several(insert: "", matches: ["mi", "mil", "min", "mins", "mib"])),
        ("noon in PS", .insert("T ")),
        ("100 EUR in US", .insert("D ")),
    ])
    func completesZones(_ line: String, _ expected: Completion.Result) {
        #expect(Completion.complete(line, cursor: line.utf8.count, vocabulary: ReplCommandTests.vocabulary) == expected)
    }

    /// The words of dates (DESIGN §14) complete where a value may stand, and only a day after
    /// `on `; a time word after a number is still the unit.
    @Test(arguments: [
        ("tod", Completion.Result.insert("ay ")),
        ("yest", .insert("erday ")),
        ("tom", .insert("orrow ")),
        ("to", .several(insert: "", matches: ["total", "today", "tomorrow"])),
        ("2026-12-24 - tod", .insert("ay ")),
        ("week", .insert("day(")),
        ("workd", .insert("ays(")),
        ("wo", .insert("rkdays(")),
        ("da", .insert("ys(")),
        ("days(tod", .insert("ay ")),
        ("weekday(yes", .insert("terday ")),
        ("100 USD in EUR on to", .several(insert: "", matches: ["today", "tomorrow"])),
        ("100 USD in EUR on tod", .insert("ay ")),
        ("100 USD in EUR on y", .insert("esterday ")),
        ("100 USD in EUR on ", .several(insert: "", matches: ["yesterday", "today", "tomorrow"])),
        ("100 USD in EUR on  to", .several(insert: "", matches: ["today", "tomorrow"])),
        ("100 USD in EUR on t", .several(insert: "o", matches: ["today", "tomorrow"])),
        ("100 USD in EUR on ta", .none),
        ("100 USD in EUR on (tod", .insert("ay ")),
        ("3 wee", .insert("k ")),
        ("today + 3 wee", .insert("k ")),
    ])
    func completesDates(_ line: String, _ expected: Completion.Result) {
        #expect(Completion.complete(line, cursor: line.utf8.count, vocabulary: ReplCommandTests.vocabulary) == expected)
    }

    @Test func completesTheWordAtTheCursorNotTheEnd() {
        let line = "sq + 1"
        #expect(Completion.complete(line, cursor: 2, vocabulary: ReplCommandTests.vocabulary) == .insert("rt("))
        // Mid-word: only the word before the cursor, nothing added before what follows.
        #expect(Completion.complete("sq(2)", cursor: 2, vocabulary: ReplCommandTests.vocabulary) == .insert("rt"))
        #expect(Completion.complete("1 EU+2", cursor: 4, vocabulary: ReplCommandTests.vocabulary) == .insert("R"))
        #expect(Completion.complete("tot*2", cursor: 3, vocabulary: ReplCommandTests.vocabulary) == .insert("al"))
    }

    /// Listings fill the terminal's width in columns of their own widths, each currency with
    /// its name.
    @Test func listingsFitTheWidthAndNameTheCurrencies() {
        let matches = ["EUR", "GBP", "JPY", "USD", "UYU"]
        #expect(Completion.listing(matches, width: 80) == "EUR Euro  GBP Pound Sterling  JPY Yen  USD US Dollar  UYU Peso Uruguayo")
        // Down, then across: the first column as wide as Pound Sterling's item.
        #expect(Completion.listing(matches, width: 40) == """
            EUR Euro            USD US Dollar
            GBP Pound Sterling  UYU Peso Uruguayo
            JPY Yen
            """)
        #expect(Completion.listing(matches, width: 30).split(separator: "\n").count == 5)
        #expect(Completion.listing(["min", "max"], width: 80) == "min  max")
    }
}
