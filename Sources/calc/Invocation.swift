import ArgumentParser
import CalcApp
import CalcCore

extension Invocation {
    /// Splits `arguments` (without the program name). Plain expressions skip
    /// swift-argument-parser entirely: it costs about a millisecond of start-up.
    static func parse(_ arguments: [String]) throws -> Invocation {
        if arguments.allSatisfy(isExpressionWord) {
            return Invocation(expression: arguments)
        }
        // Hide expression words from the flag parser behind placeholders that cannot occur in
        // argv (a NUL byte), then put them back in their places.
        var forParser: [String] = []
        var hidden: [String: String] = [:]
        var afterDoubleDash = false
        var expectsValue = false
        for (index, word) in arguments.enumerated() {
            if expectsValue {
                forParser.append(word)
                expectsValue = false
            } else if afterDoubleDash || isExpressionWord(word) {
                let placeholder = "\u{0}\(index)"
                hidden[placeholder] = word
                forParser.append(placeholder)
            } else if word == "--" {
                afterDoubleDash = true
            } else {
                expectsValue = optionsWithValue.contains(word)
                forParser.append(word)
            }
        }
        // --help and --version come back as a CleanExit error that main prints.
        let command = try CalcCommand.parse(forParser)
        var invocation = Invocation()
        invocation.expression = command.expression.map { hidden[$0] ?? $0 }
        invocation.file = command.file
        invocation.ratesFile = command.rates
        invocation.offline = command.offline
        invocation.showRatesInfo = command.ratesInfo
        invocation.updateRates = command.updateRates
        invocation.history = command.history
        invocation.csv = command.csv
        invocation.json = command.json
        invocation.explain = command.explain
        if let total = command.total {
            guard let code = CurrencyCode(Array(total.utf8)[...]) else {
                throw ValidationError("--total takes a currency code (--total EUR), not '\(total)'")
            }
            if !invocation.expression.isEmpty {
                throw ValidationError("--total sums the lines of a batch (-f FILE or standard input), not an expression")
            }
            invocation.total = code
        }
        if (invocation.json || invocation.explain || invocation.total != nil)
            && (invocation.history || invocation.updateRates || invocation.showRatesInfo) {
            throw ValidationError("--json, --explain and --total go with expressions, -f or standard input")
        }
        if let digits = command.digits {
            guard (1...NumberFormatting.maxSignificantDigits).contains(digits) else {
                throw ValidationError("--digits takes a whole number from 1 to \(NumberFormatting.maxSignificantDigits), not \(digits)")
            }
            invocation.digits = digits
        }
        if invocation.updateRates {
            if invocation.file != nil || !invocation.expression.isEmpty || invocation.ratesFile != nil || invocation.showRatesInfo {
                throw ValidationError("--update-rates takes no expression, -f, --rates or --rates-info")
            }
            if ProcessEnvironment.isOffline(flag: invocation.offline, environment: ProcessEnvironment.process) {
                throw ValidationError("--update-rates needs the network, but --offline or CALC_OFFLINE=1 forbids it")
            }
        }
        if invocation.history {
            if invocation.file != nil || invocation.updateRates || invocation.showRatesInfo {
                throw ValidationError("--history takes no -f, --update-rates or --rates-info")
            }
            if !(2...3).contains(invocation.expression.count) {
                throw ValidationError("--history takes two currencies and an optional span: calc --history USD EUR 2020..2021")
            }
        } else if invocation.csv {
            throw ValidationError("--csv goes with --history: calc --history USD EUR --csv")
        }
        if invocation.file != nil && !invocation.expression.isEmpty {
            throw ValidationError("give either an expression or -f FILE, not both")
        }
        if invocation.showRatesInfo && (invocation.file != nil || !invocation.expression.isEmpty) {
            throw ValidationError("--rates-info takes no expression and no -f FILE")
        }
        return invocation
    }
}

/// The flags, for swift-argument-parser (help, usage errors, --version).
struct CalcCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calc",
        abstract: "An exact calculator that knows money.",
        discussion: """
            Modes:
              calc EXPRESSION...     evaluate one expression (the words are joined with spaces)
              calc < FILE            evaluate each line of standard input
              calc -f FILE           evaluate each line of FILE (-f - reads standard input)

            Examples:
              calc "12 USD + 5 EUR in JPY"
              calc '$12 * 3' 'in' EUR
              calc "2^100"
              calc -5 + 3
              calc "0.1 + 0.2"
              calc "sqrt(2) * 10"
              printf 'x = 3\\nx * 4\\n' | calc

            An argument starting with '-' and a digit, '.', '(' or a space belongs to the
            expression; '--' ends the flags.

            Rates: --rates FILE when given, else the cache ($XDG_CACHE_HOME/calc/rates.json,
            by default ~/.cache/calc/rates.json), else the table built into calc (ECB,
            2026-10-30). A warning on stderr says when the rates are over 7 days old;
            calc --update-rates refreshes the cache (CALC_ECB_URL, CALC_ERAPI_URL override
            the sources; CALC_FIXER_KEY, CALC_EXCHANGERATE_API_KEY add keyed ones).

            Exit status: 0 when every expression was evaluated, 1 when any failed,
            2 when a file could not be read or the results not written, 64 on a usage error.
            """,
        version: CalcVersion.text
    )

    @Option(name: [.customShort("f"), .customLong("file")], help: ArgumentHelp("Evaluate each line of FILE ('-' for standard input).", valueName: "FILE"))
    var file: String?

    @Option(help: ArgumentHelp("Use the rates in FILE (ECB daily XML, or JSON {\"base\", \"date\", \"rates\"}) instead of the cache.", valueName: "FILE"))
    var rates: String?

    @Option(help: ArgumentHelp("Show N significant digits of values that are not exact (1 to 1000; default 15).", valueName: "N"))
    var digits: Int?

    @Flag(help: "Never use the network (also CALC_OFFLINE=1).")
    var offline = false

    @Flag(name: .customLong("rates-info"), help: "Show the rate table in use: source, date, age, number of currencies.")
    var ratesInfo = false

    @Flag(name: .customLong("update-rates"), help: "Fetch current rates (ECB and a wide source), validate them and replace the cache.")
    var updateRates = false

    @Option(help: ArgumentHelp("After a batch, sum its amounts of money per currency and in CUR.", valueName: "CUR"))
    var total: String?

    @Flag(help: "One JSON object a line: the result, its value, kind, currency and rates, or the error.")
    var json = false

    @Flag(help: "After each result that used an exchange rate, the conversions it made: amounts, rates, sources, rounding.")
    var explain = false

    @Flag(help: ArgumentHelp("Chart a rate through time: calc --history A B [FROM..TO] (units of B per A; FROM and TO as YYYY-MM-DD, YYYY-MM or YYYY; the last 365 days by default)."))
    var history = false

    @Flag(help: "With --history: print date,A/B rows instead of the chart.")
    var csv = false

    @Argument(help: "The expression to evaluate.")
    var expression: [String] = []
}

enum CalcVersion {
    static let text = "calc 0.1.0"
}
