import CalcCore

/// The English of every usage error, in one place.
extension UsageProblem {
    public var english: String {
        switch self {
        case .updateRatesTakesNoInput: "--update-rates takes no expression, -f, --rates or --rates-info"
        case .updateRatesOffline: "--update-rates needs the network, but --offline or CALC_OFFLINE=1 forbids it"
        case .historyTakesNoOtherMode: "--history takes no -f, --update-rates or --rates-info"
        case .historyArguments: "--history takes two currencies and an optional span: calc --history USD EUR 2020..2021"
        case .csvWithOtherOutput: "--csv writes one row a line: it takes no --json, --explain or --total"
        case .sheetWithInput: "--sheet annotates one file: give either --sheet FILE or an expression or -f, not both"
        case .sheetWithOtherMode: "--sheet takes no --history, --update-rates or --rates-info"
        case .sheetWithExplain: "--explain goes with expressions and -f; a sheet shows its conversions with --sheet FILE --json"
        case .inPlaceOfStandardInput: "--in-place writes the sheet back to its file, and standard input has none"
        case .inPlaceWithOutput(let json):
            "--in-place writes the annotated sheet back; \(json ? "--json prints objects" : "--csv prints rows") instead: choose one"
        case .watchWithOthers:
            "--watch redraws the annotated sheet of a file on the terminal: --sheet FILE --watch, without -, --in-place, --json or --csv"
        case .withoutSheet(let inPlace):
            "\(inPlace ? "--in-place" : "--watch") goes with --sheet FILE: calc --sheet budget.calc \(inPlace ? "--in-place" : "--watch")"
        case .totalWithExpression: "--total sums the lines of a batch (-f FILE or standard input), not an expression"
        case .scriptingWithOtherMode: "--json, --explain and --total go with expressions, -f or standard input"
        case .expressionAndFile: "give either an expression or -f FILE, not both"
        case .ratesInfoWithInput: "--rates-info takes no expression and no -f FILE"
        case .languageServerWithOthers:
            "--lsp serves editors on standard input and output: it takes only --offline, --rates, --no-init, --digits and --locale"
        case .badDigits(let text): "--digits takes a whole number from 1 to \(NumberFormatting.maxSignificantDigits), not \(text)"
        case .badTotal(let text): "--total takes a currency's code or name (--total EUR), not '\(text)'"
        case .unknownLocale(let name, let source):
            "\(source) names a locale calc does not know: '\(name)' (a CLDR name such as de_DE, fr_FR or en_US, or C)"
        }
    }
}
