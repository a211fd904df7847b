import ArgumentParser
import CalcApp
import CalcCore
import CalcRates

extension Invocation {
    /// Splits `arguments` (without the program name): the fast reading when it understands
    /// them (every documented flag, correctly used), else swift-argument-parser's, which also
    /// makes `--help`, `--version`, completion scripts and the usage errors. The parser's
    /// dynamic casts cost several times a whole `calc 1+2` (README, "Speed"); a test holds the
    /// two readings to the same result for every combination of flags.
    public static func parse(_ arguments: [String]) throws -> Invocation {
        // Most runs: an expression and nothing else.
        if arguments.allSatisfy(isExpressionWord) { return Invocation(expression: arguments) }
        let arguments = withSheetFileAfterFlag(arguments)
        if let fast = fastParse(arguments) { return fast }
        return try parseWithArgumentParser(arguments)
    }

    /// swift-argument-parser's reading (throws its errors, `CleanExit` for help and version).
    public static func parseWithArgumentParser(_ arguments: [String], environment: ProcessEnvironment = .process) throws -> Invocation {
        // A shell asking for the values of an option (`--locale de_<Tab>`): its words as typed.
        if arguments.first == "---completion" {
            _ = try CalcCommand.parse(arguments)
            return Invocation()
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
                expectsValue = optionsWithValue.contains(word) || word == "--generate-completion-script"
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
        invocation.sheet = command.sheet
        invocation.inPlace = command.inPlace
        invocation.watch = command.watch
        invocation.noInit = command.noInit
        invocation.lsp = command.lsp
        if let digits = command.digits {
            guard let valid = Invocation.digits(String(digits)) else {
                throw ValidationError(UsageProblem.badDigits(String(digits)).english)
            }
            invocation.digits = valid
        }
        if let locale = command.locale {
            guard NumberLocales.style(named: locale) != nil else {
                throw ValidationError(UsageProblem.unknownLocale(locale, from: "--locale").english)
            }
            invocation.locale = locale
        }
        if let total = command.total {
            guard let code = Invocation.currency(total) else {
                throw ValidationError(UsageProblem.badTotal(total).english)
            }
            invocation.total = code
        }
        if let problem = invocation.usageProblem(environment: environment) { throw ValidationError(problem.english) }
        return invocation
    }
}

/// The flags, for swift-argument-parser (help, usage errors, --version).
public struct CalcCommand: ParsableCommand {
    public init() {}

    public static let configuration = CommandConfiguration(
        commandName: "calc",
        abstract: "An exact calculator that knows money.",
        discussion: """
            Modes:
              calc EXPRESSION...   evaluate one expression (its words joined by spaces)
              calc < FILE          evaluate each line of standard input
              calc -f FILE         evaluate each line of FILE (-f - reads standard input)
              calc --sheet FILE    print FILE with each line's result as a '# = ' comment
              calc --lsp           serve editors as a language server on stdin/stdout

            Examples:
              calc "12 USD + 5 EUR in JPY"
              calc '$12 * 3' 'in' EUR
              calc "2^100"
              calc -5 + 3
              calc "0.1 + 0.2"
              calc "sqrt(2) * 10"
              printf 'x = 3\\nx * 4\\n' | calc

            An argument starting with '-' and a digit, '.', '(' or a space belongs to
            the expression; '--' ends the flags.

            Rates: --rates FILE when given, else the cache
            ($XDG_CACHE_HOME/calc/rates.json, by default ~/.cache/calc/rates.json),
            else the table built into calc (ECB, 2026-10-30). A warning on stderr says
            when the rates are over 7 days old; calc --update-rates refreshes the cache
            (CALC_ECB_URL, CALC_ERAPI_URL override the sources; CALC_FIXER_KEY,
            CALC_EXCHANGERATE_API_KEY add keyed ones).

            Exit status: 0 when every expression was evaluated, 1 when any failed, 2
            when a file could not be read or the results not written, 64 on a usage
            error.
            """,
        version: CalcVersion.text
    )

    @Option(name: [.customShort("f"), .customLong("file")], help: ArgumentHelp("Evaluate each line of FILE ('-' for standard input).", valueName: "FILE"))
    var file: String?

    @Option(help: ArgumentHelp("Use the rates in FILE (ECB daily XML, or JSON {\"base\", \"date\", \"rates\"}) instead of the cache.", valueName: "FILE"))
    var rates: String?

    @Option(help: ArgumentHelp("Show N significant digits of values that are not exact (1 to 1000; default 15).", valueName: "N"))
    var digits: Int?

    @Option(help: ArgumentHelp("Read and write numbers as the locale NAME does (de_DE: 1.234,5); C for 1234.5. Default: CALC_LOCALE, LC_ALL, LC_NUMERIC, LANG.", valueName: "NAME"),
            completion: .custom { _, _, prefix in ["C"] + NumberLocales.names.filter { $0.hasPrefix(prefix) } })
    var locale: String?

    @Flag(name: .customLong("no-init"), help: "Do not read the init file ($XDG_CONFIG_HOME/calc/init.calc, by default ~/.config/calc/init.calc).")
    var noInit = false

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

    @Option(help: ArgumentHelp("Annotate FILE ('-' for standard input): each line's result as a '# = RESULT' comment, aligned; the output is a calc file again.", valueName: "FILE"))
    var sheet: String?

    @Flag(name: [.customShort("i"), .customLong("in-place")], help: "With --sheet FILE: write the annotated sheet back to FILE (atomically) instead of printing it.")
    var inPlace = false

    @Flag(help: "With --sheet FILE on a terminal: annotate the sheet again each time FILE is saved, until Ctrl-C.")
    var watch = false

    @Flag(help: ArgumentHelp("Chart a rate through time: calc --history A B [FROM..TO] (units of B per A; FROM and TO as YYYY-MM-DD, YYYY-MM or YYYY; the last 365 days by default)."))
    var history = false

    @Flag(help: "Serve editors as a language server (LSP) on standard input and output: results as inlay hints, errors as diagnostics, hover, completion, and the --sheet annotations as a code action.")
    var lsp = false

    @Flag(help: "One CSV row a line: line,input,result,value,unit,error. With --history: date,A/B rows instead of the chart.")
    var csv = false

    @Argument(help: "The expression to evaluate.")
    var expression: [String] = []
}

/// What `--version` says: calc's version and the day of the rates built into it.
public enum CalcVersion {
    public static let text = "calc 0.1.0 (built-in rates: \(EmbeddedRates.sourceName) \(EmbeddedRates.dateText); history from 1999-01-04)"
}
