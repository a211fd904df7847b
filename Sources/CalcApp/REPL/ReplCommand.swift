import CalcCore

/// A line typed at the `calc> ` prompt that is a command rather than an expression.
public enum ReplCommand: Equatable, Sendable {
    case help
    case rates
    case update
    case currencies(filter: String?)
    case variables
    /// `:history A B [FROM..TO] [--csv]`: its words.
    case history([String])
    /// `:digits N` (nil: say the number in use).
    case digits(Int?)
    /// `help` without a colon: where the help is.
    case helpPointer
    /// `:total CUR`: the session's money, summed.
    case total(CurrencyCode)
    /// `:explain`: the path of the last result.
    case explain
    /// `:save`: the session's new assignments and functions appended to the init file.
    case save
    case quit

    /// The names Tab completes, with their colon.
    public static let names = [":help", ":rates", ":update", ":currencies", ":vars", ":history", ":digits", ":total", ":explain", ":save", ":quit"]

    /// Parsing result: a command, not a command at all (an expression), or a mistyped one
    /// and what is wrong with it.
    public enum Parsed: Equatable, Sendable {
        case command(ReplCommand)
        case expression
        case invalid(Diagnostic)
    }

    /// `:name [argument]` (the name in any case), or the bare words `quit`, `exit`, `quit()`,
    /// `exit()` and `help`, which no expression can be (they are not names calc knows).
    public static func parse(_ line: String) -> Parsed {
        let trimmed = line.trimmingWhitespace
        switch trimmed.lowercased() {
        case "quit", "exit", "quit()", "exit()": return .command(.quit)
        case "help", "help()", "?": return .command(.helpPointer)
        default: break
        }
        guard trimmed.hasPrefix(":") else { return .expression }
        let words = trimmed.dropFirst().split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        let name = words.first.map { $0.lowercased() } ?? ""
        let argument = words.count > 1 ? String(words[1]).trimmingWhitespace : nil
        func noArgument(_ command: ReplCommand) -> Parsed {
            argument == nil ? .command(command) : .invalid(ProgramMessages.commandTakesNoArgument(name))
        }
        switch name {
        case "help", "h", "?": return noArgument(.help)
        case "rates": return noArgument(.rates)
        case "update": return noArgument(.update)
        case "currencies", "cur": return .command(.currencies(filter: argument))
        case "vars", "variables": return noArgument(.variables)
        case "history": return .command(.history((argument ?? "").split(separator: " ").map(String.init)))
        case "explain": return noArgument(.explain)
        case "save": return noArgument(.save)
        case "total":
            guard let argument else { return .invalid(ProgramMessages.totalNeedsCurrency()) }
            // As --total: a code or an English name calc knows, checked before any sum is made.
            guard let code = Invocation.currency(argument) else {
                return .invalid(ProgramMessages.unknownTotalCurrency(argument, candidates: CurrencyCatalogue.all.map(\.code)))
            }
            return .command(.total(code))
        case "digits":
            guard let argument else { return .command(.digits(nil)) }
            guard let digits = Int(argument), (1...NumberFormatting.maxSignificantDigits).contains(digits) else {
                return .invalid(ProgramMessages.digitsOutOfRange(argument))
            }
            return .command(.digits(digits))
        case "quit", "q", "exit": return noArgument(.quit)
        case "": return .invalid(ProgramMessages.missingCommandName())
        default: return .invalid(ProgramMessages.unknownCommand(name, known: names.map { String($0.dropFirst()) }))
        }
    }

    /// One part of `:help`: prose, reflowed to the width, or rows of two columns (a command
    /// and what it does, an example and its result), the second column aligned and wrapped
    /// under itself.
    enum HelpBlock {
        case prose(String, indent: Int = 0)
        case rows([(String, String)])
    }

    static let helpBlocks: [HelpBlock] = [
        .prose("Type an expression and press Enter: 2 + 3 * 4, 12 USD + 5 EUR in JPY, x = 3, sqrt(x)."),
        .prose("Commands:"),
        .rows([
            (":help", "this text"),
            (":rates", "the rate table in use: source, rates date, age, currencies"),
            (":update", "fetch current rates now (as calc --update-rates)"),
            (":currencies [filter]", "currencies with their names and rates against the base"),
            (":vars", "variables, the previous result (ans) and your functions"),
            (":history A B [FROM..TO]", "a chart of the rate of A in B (add --csv for the numbers)"),
            (":digits [N]", "significant digits shown for values that are not exact (1–1000)"),
            (":total CUR", "the session's amounts of money, per currency and in CUR"),
            (":explain", "the conversions behind the last result: amounts, rates, sources"),
            (":save", "add this session's new variables and functions to the init file"),
            (":quit", "leave (also quit, exit, quit(), Ctrl-D); commands in any case"),
        ]),
        .prose("Units: a number and a unit, converted exactly (the README lists the catalogue):"),
        .rows([
            ("5 km in mi", "≈ 3.10685596118667 mi"),
            ("1.85 EUR/l in USD/gal", "a price per litre in dollars per US gallon, at the rates"),
            ("20 °C in °F", "68 °F (temperatures convert; for arithmetic, convert to K)"),
            ("80 EUR/h * 37.5 h", "3000.00 EUR"),
            ("1/2 cup in ml", "118.29411825 ml (a fraction before a unit is one number)"),
            ("6 ft 2 inch in cm", "187.96 cm (side by side, largest first, is a sum)"),
            ("180 cm in ft inch", "5 ft 10.8661417322835 inch"),
        ]),
        .prose("Symbols as written (km, kWh, l), names in any case (mile, litres). in after a number is the inch when "
               + "no target follows (5 in to cm); pound is GBP but facing a mass (65 kg in pounds); cup is the cup and "
               + "CUP the peso; a single letter (m, h, l) is a unit only after a number or inside a unit (EUR/h). "
               + "Units of one dimension cancel (1 km / 1 m is 1000); only fuel (l/100km, mpg) and pace (min/km) "
               + "convert as reciprocals.", indent: 2),
        .prose("Dates: YYYY-MM-DD without spaces is a date (2026 - 12 - 24 still subtracts); today, yesterday and "
               + "tomorrow are the local date (TZ); H:MM is hours and minutes:"),
        .rows([
            ("today + 3 weeks", "the date three weeks from today"),
            ("2026-12-24 - today", "the days from today until 2026-12-24"),
            ("8:30 + 7:45", "16:15 (in h converts: 16.25 h)"),
            ("weekday(2026-12-24)", "Thursday"),
            ("workdays(2026-12-01, 2026-12-31)", "23 (Monday to Friday, both ends included)"),
        ]),
        .prose("A date moves by whole days (+ 47 h is a day) and by whole calendar months and years, kept within the "
               + "month (2026-01-31 + 1 month is 2026-02-28; 1.5 months is refused). A difference of dates in months "
               + "counts calendar months. on today or on (DATE) dates a conversion: "
               + "100 USD in EUR on (today - 1 week).", indent: 2),
        .prose("Times and zones: now is the local date and time; a time in a zone is an instant there, and in ZONE "
               + "shows one elsewhere (zones from the system's tzdata, cities, offsets, abbreviations):"),
        .rows([
            ("3pm in Tokyo", "today's 3 pm here, in Tokyo"),
            ("now in New York", "the date and time there"),
            ("9am PST in London", "PST is Los Angeles's time, summer or winter"),
            ("unix(1707568901)", "2024-02-10 12:41:41 UTC (in unix gives the seconds)"),
        ]),
        .prose("Your functions: tip(x) = x + 15% defines one; ~/.config/calc/init.calc (or under $XDG_CONFIG_HOME) "
               + "is read at every start, and :save adds to it."),
        .prose("Worksheets: a label before a colon names a line; sum, total, subtotal and average add the results "
               + "since the last blank line (money in the first amount's currency):"),
        .rows([
            ("Hotel: 7 * 96 EUR", "672.00 EUR"),
            ("Taxi: 62 USD", "62.00 USD"),
            ("Total: total", "727.50 EUR (the dollars at the rates in use)"),
        ]),
        .prose("calc --sheet FILE prints a file with each result as a comment (README, Worksheets)."),
        .prose("Keys: Tab completes currency codes, units, variables, functions, days and commands; Up and Down walk "
               + "the history; Ctrl-C clears the line; Ctrl-D on an empty line leaves."),
    ]

    /// The text of `:help` at `width` columns: prose reflowed, each table's second column
    /// aligned after its widest first column that fits (a wider one stands on its own row).
    /// Where `,` marks decimals, the examples' numbers are written so (`1,85 EUR/l in USD/gal`).
    static func help(width: Int, locale: NumberLocale = .c) -> String {
        var lines: [String] = []
        let decimalComma = locale.style.decimalComma
        func inLocale(_ text: String) -> String { decimalComma ? NumberStyle.withDecimalCommas(text) : text }
        for block in helpBlocks + [.prose(localeText(locale))] {
            switch block {
            case .prose(let text, let indent):
                let pad = String(repeating: " ", count: indent)
                lines += TextWrap.wrap(pad + (text.hasPrefix("Numbers:") ? text : inLocale(text)), width: width, hang: indent)
            case .rows(let examples):
                let rows = examples.map { (inLocale($0.0), inLocale($0.1)) }
                // The second column starts after the widest first column, within half the width.
                let fitting = rows.map { $0.0.count }.filter { 2 + $0 + 2 <= max(width / 2, 12) }
                let column = 2 + (fitting.max() ?? 0) + 2
                for (left, right) in rows {
                    let head = "  " + left
                    if head.count + 2 > column {
                        lines.append(head)
                        lines += TextWrap.wrap(String(repeating: " ", count: column) + right, width: width, hang: column)
                    } else {
                        let line = head + String(repeating: " ", count: column - head.count) + right
                        lines += TextWrap.wrap(line, width: width, hang: column)
                    }
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Which locale numbers are read and written in, why, and how to choose another (DESIGN §21).
    static func localeText(_ locale: NumberLocale) -> String {
        let change = "--locale NAME or CALC_LOCALE=NAME chooses another"
        guard let source = locale.source else {
            return "Numbers: written 1234.5, as no locale is set (LC_ALL, LC_NUMERIC, LANG); \(change) (de_DE: 1.234,5)."
        }
        let given = source == "--locale" ? "--locale \(locale.name)" : "\(source)=\(locale.name)"
        guard locale.isKnown else {
            return "Numbers: written 1234.5: \(given) names a locale calc does not know; \(change) (de_DE: 1.234,5)."
        }
        if locale.style.decimalComma {
            return "Numbers: read and written as \(given) writes them: 1234,5 (',' marks decimals; '.' or a space groups "
                + "digits, 1.234 alone is refused; ';' between a function's arguments, max(1,5; 2)); \(change) (C: 1234.5)."
        }
        return "Numbers: read and written as \(given) writes them: 1234.5, digits grouped on a terminal; \(change) (de_DE: 1.234,5)."
    }

    /// The text of `:help` at 80 columns (a pipe's width).
    public static var helpText: String { help(width: 80) }
}

public extension String {
    var trimmingWhitespace: String {
        let bytes = Array(utf8)
        var start = 0, end = bytes.count
        while start < end && (bytes[start] == 0x20 || bytes[start] == 0x09) { start += 1 }
        while end > start && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
