#if canImport(Glibc)
import Glibc
#endif
import CalcCore

/// `calc --history A B [FROM..TO] [--csv]` and the REPL's `:history A B [FROM..TO]`: the words,
/// the series, and the chart (or the CSV) on the output; a located error otherwise.
enum RateChartCommand {
    /// Runs with the words after `--history` (or `:history`); false after an error.
    static func run(_ words: [String], csv: Bool, history: HistoricalRates, console: Console, named: Bool) -> Bool {
        func fail(_ diagnostic: Diagnostic) -> Bool {
            console.report(diagnostic, named: named)
            return false
        }
        guard (2...3).contains(words.count) else { return fail(ProgramMessages.historyUsage(named ? "calc --history" : ":history")) }
        guard let from = currency(words[0], history) else { return fail(ProgramMessages.historyUnknownCurrency(words[0])) }
        guard let to = currency(words[1], history) else { return fail(ProgramMessages.historyUnknownCurrency(words[1])) }
        guard from != to else { return fail(ProgramMessages.historyOneCurrency(from.description)) }
        var span: ClosedRange<Day>?
        if words.count == 3 {
            // `2020..2019`: both ends are days, in the wrong order.
            let ends = words[2].split(separator: "..", omittingEmptySubsequences: false).map(String.init)
            if ends.count == 2, let start = HistorySpan.parse(ends[0]), let end = HistorySpan.parse(ends[1]), end.upperBound < start.lowerBound {
                return fail(ProgramMessages.historyReversedSpan(words[2], from: ends[0], to: ends[1]))
            }
            guard let parsed = HistorySpan.parse(words[2]) else { return fail(ProgramMessages.historyBadSpan(words[2])) }
            span = parsed
        }
        switch RateSeries.make(from: from, to: to, span: span, history: history) {
        case .success(let series):
            console.output.write(csv ? RateChart.csv(series) : RateChart.render(series, width: width(console.output)))
            return true
        case .failure(let failure):
            return fail(MoneyMessages.rateFailure(failure, from: from, at: .none, fromSpan: nil, toSpan: nil))
        }
    }

    /// A code in any case, or an English name that stands for one currency.
    static func currency(_ word: String, _ history: HistoricalRates) -> CurrencyCode? {
        if let code = CurrencyCode(Array(word.utf8)[...]), code == "EUR" || history.knows(code) { return code }
        if let codes = CurrencyCatalogue.codes(named: word), codes.count == 1, history.knows(codes[0]) || codes[0] == "EUR" { return codes[0] }
        return nil
    }

    /// The terminal's width, or 80 columns when the output is not a terminal.
    static func width(_ output: OutputChannel) -> Int {
        output.columns
    }
}
