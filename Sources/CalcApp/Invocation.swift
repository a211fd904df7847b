import CalcCore

/// What the command line asks for, after flags and expression words are told apart.
public struct Invocation: Equatable {
    public var expression: [String] = []
    public var file: String?
    public var ratesFile: String?
    public var offline = false
    public var showRatesInfo = false
    public var updateRates = false
    /// `--digits N`: significant digits shown for values that are not exact.
    public var digits: Int?
    /// `--history A B [FROM..TO]`: the words are `expression`.
    public var history = false
    /// `--csv`: one CSV row a line; with `--history`, the history as CSV rather than a chart.
    public var csv = false
    /// `--total CUR`: the money of a batch summed in CUR.
    public var total: CurrencyCode?
    /// `--json`: a JSON object a line.
    public var json = false
    /// `--explain`: each result's conversions.
    public var explain = false
    /// `--sheet FILE`: the file annotated with its results (`-` for standard input).
    public var sheet: String?
    /// `--in-place`, `-i`: the annotated sheet written back to its file.
    public var inPlace = false
    /// `--watch`: the sheet annotated again each time its file is saved.
    public var watch = false
    /// `--no-init`: the init file is not read.
    public var noInit = false
    /// `--locale NAME`: the locale numbers are read and written in (DESIGN §21).
    public var locale: String?
    /// `--lsp`: the language server on standard input and output (DESIGN §26).
    public var lsp = false

    /// Options with a value: the word after them is never an expression word. An array: a
    /// `Set<String>` would instantiate generic metadata at first use in every run with a flag.
    public static let optionsWithValue: [String] = ["-f", "--file", "--rates", "--digits", "--total", "--sheet", "--locale"]

    /// An argument that starts with `-` and then a digit, `.`, `(` or a space is part
    /// of the expression (`calc -5 + 3`), and so is a lone `-` (`calc 5 - 3`).
    public static func isExpressionWord(_ word: String) -> Bool {
        let bytes = Array(word.utf8.prefix(2))
        guard bytes.first == UInt8(ascii: "-") else { return true }
        guard bytes.count == 2 else { return true }
        let next = bytes[1]
        return (next &- 0x30) < 10 || next == UInt8(ascii: ".") || next == UInt8(ascii: "(") || next == UInt8(ascii: " ")
    }

    /// `arguments` with the file of `--sheet` right after it when it was given last instead
    /// (`calc --sheet -i FILE`, `calc --sheet --watch FILE`, DESIGN §23): `--sheet` takes its
    /// file as the next word or the last one. Unchanged otherwise (the parsers then say that
    /// the file is missing).
    public static func withSheetFileAfterFlag(_ arguments: [String]) -> [String] {
        guard let flag = arguments.firstIndex(of: "--sheet"), !arguments[..<flag].contains("--") else { return arguments }
        let next = flag + 1
        if next < arguments.count, arguments[next] == "-" || isExpressionWord(arguments[next]) { return arguments }
        // The last word, when it is not a flag nor the value of another option.
        guard let last = arguments.indices.last, last > next, arguments[last] == "-" || isExpressionWord(arguments[last]),
              !optionsWithValue.contains(arguments[last - 1]) else { return arguments }
        var moved = arguments
        let file = moved.remove(at: last)
        moved.insert(file, at: next)
        return moved
    }

    public init(expression: [String] = []) {
        self.expression = expression
    }

    // MARK: - The fast reading

    /// Sets the flag `name` (one without a value); false for another word. A switch, not a
    /// table: a dictionary of key paths made every start look types up at run time.
    private mutating func setFlag(_ name: String) -> Bool {
        switch name {
        case "--offline": offline = true
        case "--rates-info": showRatesInfo = true
        case "--update-rates": updateRates = true
        case "--history": history = true
        case "--csv": csv = true
        case "--json": json = true
        case "--explain": explain = true
        case "--in-place", "-i": inPlace = true
        case "--watch": watch = true
        case "--no-init": noInit = true
        case "--lsp": lsp = true
        default: return false
        }
        return true
    }

    /// `arguments` read without swift-argument-parser, when they are documented flags used as
    /// documented (every value present and valid, no conflicts; as with the parser, a flag
    /// given twice is given, and an option given twice takes the last value); nil otherwise,
    /// and the parser reads them (and says what is wrong, or prints help or a script).
    public static func fastParse(_ arguments: [String], environment: ProcessEnvironment = .process) -> Invocation? {
        var invocation = Invocation()
        var index = 0
        var afterDoubleDash = false
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if afterDoubleDash || isExpressionWord(word) {
                invocation.expression.append(word)
                continue
            }
            if word == "--" {
                afterDoubleDash = true
                continue
            }
            // `--name=value` or `--name value` (and `-f value`).
            var name = word, value: String?
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                value = String(word[word.index(after: equals)...])
            }
            if invocation.setFlag(name) {
                guard value == nil else { return nil }
                continue
            }
            guard optionsWithValue.contains(name) else { return nil }
            if value == nil {
                guard index < arguments.count else { return nil }
                value = arguments[index]
                index += 1
            }
            guard let value, !value.isEmpty, value == "-" || !value.hasPrefix("-") else { return nil }
            switch name {
            case "-f", "--file": invocation.file = value
            case "--rates": invocation.ratesFile = value
            case "--sheet": invocation.sheet = value
            case "--locale":
                guard NumberLocales.style(named: value) != nil else { return nil }
                invocation.locale = value
            case "--digits":
                guard let digits = digits(value) else { return nil }
                invocation.digits = digits
            default:
                guard let code = currency(value) else { return nil }
                invocation.total = code
            }
        }
        return invocation.usageProblem(environment: environment) == nil ? invocation : nil
    }

    /// `--digits`: a whole number from 1 to 1000.
    public static func digits(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 &- 0x30 < 10 }), let digits = Int(text),
              (1...NumberFormatting.maxSignificantDigits).contains(digits) else { return nil }
        return digits
    }

    /// `--total`: a currency calc knows (ISO 4217's, one the euro replaced, one the ECB quoted),
    /// its code in any case or its English name; checked before anything is evaluated.
    public static func currency(_ text: String) -> CurrencyCode? {
        if let code = CurrencyCode(Array(text.utf8)[...]),
           CurrencyCatalogue.isCode(code) || LegacyEuroRates.isLegacy(code) || RateHistory.embeddedCodes.contains(code)
            || CryptoCurrencies.isCrypto(code) {
            return code
        }
        if let codes = CurrencyCatalogue.codes(named: text), codes.count == 1 { return codes[0] }
        return nil
    }

    /// What is wrong with the combination, for the usage error; nil when nothing is.
    public func usageProblem(environment: ProcessEnvironment) -> UsageProblem? {
        if lsp && (file != nil || !expression.isEmpty || sheet != nil || inPlace || watch || history || updateRates || showRatesInfo
                   || json || csv || explain || total != nil) {
            return .languageServerWithOthers
        }
        if updateRates {
            if file != nil || !expression.isEmpty || ratesFile != nil || showRatesInfo { return .updateRatesTakesNoInput }
            if ProcessEnvironment.isOffline(flag: offline, environment: environment) { return .updateRatesOffline }
        }
        if history {
            if file != nil || updateRates || showRatesInfo { return .historyTakesNoOtherMode }
            if !(2...3).contains(expression.count) { return .historyArguments }
        } else if csv && (json || explain || total != nil) {
            return .csvWithOtherOutput
        }
        if let sheet {
            if file != nil || !expression.isEmpty { return .sheetWithInput }
            if history || updateRates || showRatesInfo { return .sheetWithOtherMode }
            if explain { return .sheetWithExplain }
            if inPlace && sheet == "-" { return .inPlaceOfStandardInput }
            if inPlace && (json || csv) { return .inPlaceWithOutput(json: json) }
            if watch && (sheet == "-" || inPlace || json || csv) { return .watchWithOthers }
        } else if inPlace || watch {
            return .withoutSheet(inPlace: inPlace)
        }
        if total != nil && !expression.isEmpty { return .totalWithExpression }
        if (json || explain || total != nil) && (history || updateRates || showRatesInfo) { return .scriptingWithOtherMode }
        if file != nil && !expression.isEmpty && !history { return .expressionAndFile }
        if showRatesInfo && (file != nil || !expression.isEmpty) { return .ratesInfoWithInput }
        return nil
    }
}

extension Invocation {
    /// What a run does, decided once from the flags (after `usageProblem` found nothing):
    /// each case carries only what it uses, so that the application switches over one value
    /// instead of testing flags, and a combination the usage rules refuse has no case.
    public enum Mode: Equatable, Sendable {
        /// `--update-rates`: calc becomes calc-fetch.
        case updateRates
        /// `--rates-info`: the table in use, described.
        case ratesInfo
        /// `--history A B [SPAN]`, as a chart or (`--csv`) as CSV.
        case rateChart(words: [String], csv: Bool)
        /// Expressions, with `--json`, `--explain` or `--total` when given.
        case evaluate(Input, Scripting)
        /// `--sheet FILE`: the file annotated, written back or watched.
        case sheet(Sheet, Scripting)
        /// `--lsp`: the language server, on standard input and output.
        case languageServer
    }

    /// What `--sheet` does with its file.
    public struct Sheet: Equatable, Sendable {
        /// The file, `-` for standard input.
        public var path: String
        /// `--in-place`: written back to the file rather than printed.
        public var inPlace = false
        /// `--watch`: annotated again at each save, on the terminal.
        public var watch = false

        public init(path: String, inPlace: Bool = false, watch: Bool = false) {
            self.path = path
            self.inPlace = inPlace
            self.watch = watch
        }
    }

    /// Where the expressions come from.
    public enum Input: Equatable, Sendable {
        /// The arguments, joined with spaces.
        case expression(String)
        /// `-f FILE`.
        case file(String)
        /// Standard input: `-f -` (always a batch), or nothing named (the prompt when standard
        /// input and output are terminals).
        case standardInput(mayPrompt: Bool)
    }

    /// `--json` or `--csv` (the output's format), `--explain`, `--total CUR`.
    public struct Scripting: Equatable, Sendable {
        public var format = OutputFormat.text
        public var explain = false
        public var total: CurrencyCode?

        public var json: Bool { format == .json }

        public init(format: OutputFormat = .text, explain: Bool = false, total: CurrencyCode? = nil) {
            self.format = format
            self.explain = explain
            self.total = total
        }

        public init(json: Bool, explain: Bool = false, total: CurrencyCode? = nil) {
            self.init(format: json ? .json : .text, explain: explain, total: total)
        }
    }

    /// The mode these flags ask for; call after `usageProblem` returned nil.
    public var mode: Mode {
        if lsp { return .languageServer }
        if updateRates { return .updateRates }
        if showRatesInfo { return .ratesInfo }
        if history { return .rateChart(words: expression, csv: csv) }
        let scripting = Scripting(format: json ? .json : csv ? .csv : .text, explain: explain, total: total)
        if let sheet { return .sheet(Sheet(path: sheet, inPlace: inPlace, watch: watch), scripting) }
        if !expression.isEmpty {
            // Joined by hand: the generic `joined(separator:)` instantiates type metadata at run
            // time, at every start (README, "Speed").
            var joined = expression[0]
            for word in expression.dropFirst() { joined += " " + word }
            return .evaluate(.expression(joined), scripting)
        }
        if let file { return .evaluate(file == "-" ? .standardInput(mayPrompt: false) : .file(file), scripting) }
        return .evaluate(.standardInput(mayPrompt: true), scripting)
    }
}
