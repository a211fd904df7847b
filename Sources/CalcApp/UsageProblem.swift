/// What is wrong with the flags of a command line, as data: each case a combination the usage
/// rules refuse, or a flag's value calc cannot take. `english` words it, in one catalogue
/// (`UsageProblem+English.swift`), for the usage error swift-argument-parser prints.
public enum UsageProblem: Error, Equatable, Sendable {
    /// `--update-rates` with an expression, `-f`, `--rates` or `--rates-info`.
    case updateRatesTakesNoInput
    /// `--update-rates` under `--offline` or `CALC_OFFLINE=1`.
    case updateRatesOffline
    /// `--history` with `-f`, `--update-rates` or `--rates-info`.
    case historyTakesNoOtherMode
    /// `--history` without two currencies (and at most a span).
    case historyArguments
    /// `--csv` with `--json`, `--explain` or `--total`.
    case csvWithOtherOutput
    /// `--sheet FILE` with an expression or `-f`.
    case sheetWithInput
    /// `--sheet` with `--history`, `--update-rates` or `--rates-info`.
    case sheetWithOtherMode
    case sheetWithExplain
    /// `--sheet - --in-place`.
    case inPlaceOfStandardInput
    /// `--sheet FILE --in-place` with `--json` (`json`) or `--csv`.
    case inPlaceWithOutput(json: Bool)
    /// `--watch` with `-`, `--in-place`, `--json` or `--csv`.
    case watchWithOthers
    /// `--in-place` (`inPlace`) or `--watch` without `--sheet`.
    case withoutSheet(inPlace: Bool)
    case totalWithExpression
    /// `--json`, `--explain` or `--total` with `--history`, `--update-rates` or `--rates-info`.
    case scriptingWithOtherMode
    case expressionAndFile
    case ratesInfoWithInput
    /// `--digits 0`: the value as given.
    case badDigits(String)
    /// `--total XQZ`: the value as given.
    case badTotal(String)
    /// `--lsp` with an expression, a file, a sheet or another mode or output.
    case languageServerWithOthers
    /// `--locale xx_XX` or `CALC_LOCALE=xx_XX` (`from`): a name CLDR does not have.
    case unknownLocale(String, from: String)
}
