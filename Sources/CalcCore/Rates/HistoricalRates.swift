/// The rates of a day since 1999 (DESIGN §10), and the currencies the euro replaced at their
/// irrevocable rates: what a statement with `on YYYY-MM-DD` converts with, and what an undated
/// one falls back to for a legacy currency (`100 DEM in EUR`).
///
/// A dated rate comes from the ECB's history: that day's reference rates or, on a weekend or
/// holiday, those of the latest earlier day. A legacy currency converts at its fixed rate on
/// and after the day the euro replaced it, and at the ECB's rate before (where there is one).
/// The history is loaded on first use: undated runs never decode it.
public final class HistoricalRates {
    private let loadHistory: () -> RateHistory
    private var loaded: RateHistory?
    /// Today, for the error on a date in the future; nil when calc does not know it (tests).
    public let today: Day?

    /// `history` is called once, when a statement first needs a dated rate. Without one, the
    /// history has no days (the application gives the embedded one).
    public init(today: Day? = nil, history: @escaping () -> RateHistory = { RateHistory(embedded: .none) }) {
        self.today = today
        self.loadHistory = history
    }

    /// The ECB's days of rates (loaded at first use).
    public var ecbDays: RateHistory {
        if let loaded { return loaded }
        let days = loadHistory()
        loaded = days
        return days
    }

    /// Reads the history again at its next use (after `--update-rates` stored new days).
    public func forget() {
        loaded = nil
    }

    /// The ECB day whose rates stand for `day`: itself, or the latest earlier day.
    public func ratesDay(for day: Day) -> Result<Day, RateFailure> {
        if let today, day > today { return .failure(.inFuture(day)) }
        let days = ecbDays
        if day < days.firstDay { return .failure(.beforeHistory(days.firstDay)) }
        if day > days.newestDay { return .failure(.beyondHistory(days.newestDay)) }
        guard let index = days.index(onOrBefore: day) else { return .failure(.beforeHistory(days.firstDay)) }
        return .success(days.day(at: index))
    }

    /// Units of `to` per unit of `from` by the ECB's rates of `day` (or the day before it that
    /// has rates).
    public func rate(of from: CurrencyCode, in to: CurrencyCode, on day: Day) -> Result<QuotedRate, RateFailure> {
        let ecbDay: Day
        switch ratesDay(for: day) {
        case .success(let found): ecbDay = found
        case .failure(let failure): return .failure(failure)
        }
        return rate(of: from, in: to, at: ecbDays.index(onOrBefore: ecbDay)!, ecbDay: ecbDay, asked: day)
    }

    /// The rate on the ECB day at `index` of the history (`ecbDay`, which stands for the day
    /// `asked`), found already.
    func rate(of from: CurrencyCode, in to: CurrencyCode, at index: Int, ecbDay: Day, asked: Day) -> Result<QuotedRate, RateFailure> {
        let source = "ECB"
        if from == to { return .success(QuotedRate(rate: .one, source: source, date: ecbDay)) }
        let perEuroFrom: Rational, perEuroTo: Rational
        switch unitsPerEuro(from, on: ecbDay, asked: asked, index: index) {
        case .success(let rate): perEuroFrom = rate
        case .failure(let failure): return .failure(failure)
        }
        switch unitsPerEuro(to, on: ecbDay, asked: asked, index: index) {
        case .success(let rate): perEuroTo = rate
        case .failure(let failure): return .failure(failure)
        }
        do {
            let via = from == "EUR" || to == "EUR" ? nil : QuotedRate.Via(base: "EUR", fromPerBase: perEuroFrom, toPerBase: perEuroTo)
            return .success(QuotedRate(rate: try perEuroTo.divided(by: perEuroFrom), source: source, date: ecbDay, via: via))
        } catch {
            return .failure(.arithmetic(error))
        }
    }

    /// A fixed euro rate holds from its day, the day asked (not the ECB day before it).
    private func unitsPerEuro(_ code: CurrencyCode, on day: Day, asked: Day, index: Int) -> Result<Rational, RateFailure> {
        let legacy = LegacyEuroRates.entry(code)
        if let legacy, asked >= legacy.fixedFrom { return .success(legacy.unitsPerEuro) }
        if let rate = ecbDays.rate(code, at: index) { return .success(rate) }
        let span = ecbDays.quotedSpan(code)
        if let span, day > span.first, day < span.last, let gap = ecbDays.unquotedDays(code, around: index) {
            return .failure(.notQuotedBetween(code, from: gap.first, to: gap.last))
        }
        return .failure(.notQuotedOn(code, day, firstQuoted: span?.first, lastQuoted: span?.last, fixedFrom: legacy?.fixedFrom))
    }

    /// Whether dated statements know `code`: one of the history's, or a legacy currency.
    public func knows(_ code: CurrencyCode) -> Bool {
        RateHistory.embeddedCodes.sortedContains(code) || LegacyEuroRates.isLegacy(code)
            || (loaded?.codes.sortedContains(code) ?? false)
    }
}

/// The irrevocable rates of the 21 currencies the euro replaced (Data/euro-legacy-rates.tsv).
public enum LegacyEuroRates {
    public struct Entry: Sendable {
        public let code: CurrencyCode
        /// Its English name (`German mark`).
        public let name: String
        /// Units of the currency per euro.
        public let unitsPerEuro: Rational
        /// The first day the rate holds.
        public let fixedFrom: Day
    }

    public static let entries: [Entry] = RateHistory.legacyEuroRates.map { entry in
        Entry(code: entry.code, name: entry.name, unitsPerEuro: Rational(BigInteger(entry.digits), BigInteger(10).power(entry.decimals)),
              fixedFrom: Day(daysSinceEpoch: entry.fixedFrom))
    }.sorted { $0.code < $1.code }

    /// The codes, in the order of `entries`: asked without making the rates, whose rationals
    /// a money one-shot that only asks for codes does not need.
    private static let codes = RateHistory.legacyEuroRates.map(\.code).sorted()

    /// Whether the euro replaced `code`.
    public static func isLegacy(_ code: CurrencyCode) -> Bool {
        codes.sortedContains(code)
    }

    public static func entry(_ code: CurrencyCode) -> Entry? {
        var low = 0, high = codes.count
        while low < high {
            let middle = (low + high) / 2
            if codes[middle] < code { low = middle + 1 } else { high = middle }
        }
        return low < codes.count && codes[low] == code ? entries[low] : nil
    }

    /// An undated rate between two currencies of which at least one the euro replaced: through
    /// the euro, the legacy side at its fixed rate and the other from `rates`.
    public static func rate(of from: CurrencyCode, in to: CurrencyCode, rates: any ExchangeRates) -> Result<QuotedRate, RateFailure> {
        func unitsPerEuro(_ code: CurrencyCode) -> Result<(Rational, QuotedRate?), RateFailure> {
            if let legacy = entry(code) { return .success((legacy.unitsPerEuro, nil)) }
            if code == "EUR" { return .success((.one, nil)) }
            return rates.rate(of: "EUR", in: code, on: nil).map { ($0.rate, $0) }
        }
        return unitsPerEuro(from).flatMap { fromRate in
            unitsPerEuro(to).flatMap { toRate in
                do throws(ArithmeticError) {
                    let table = fromRate.1 ?? toRate.1
                    let via = from == "EUR" || to == "EUR" ? nil : QuotedRate.Via(base: "EUR", fromPerBase: fromRate.0, toPerBase: toRate.0)
                    // The fixed rate is the euro's, not a table's: said so, with the table's
                    // source and day when the other side came from one.
                    let source = table.map { "irrevocable euro rate and \($0.source)" } ?? "irrevocable euro rate"
                    return .success(QuotedRate(rate: try toRate.0.divided(by: fromRate.0), source: source, date: table?.date, via: via))
                } catch {
                    return .failure(.arithmetic(error))
                }
            }
        }
    }
}

/// The rates of one statement with `on DATE`: every question about a rate is answered by the
/// history for that day, whatever day it comes with. Records whether any was asked, so that
/// a date no conversion used can be reported.
final class DayRates: ExchangeRates {
    private let dated: HistoricalRates
    /// The day written, and the ECB day whose rates stand for it.
    let day: Day
    let ecbDay: Day
    /// Its place in the history.
    private let index: Int
    private(set) var used = false

    init(history: HistoricalRates, day: Day, ecbDay: Day) {
        self.dated = history
        self.day = day
        self.ecbDay = ecbDay
        self.index = history.ecbDays.index(onOrBefore: ecbDay)!
    }

    func rate(of from: CurrencyCode, in to: CurrencyCode, on _: Day?) -> Result<QuotedRate, RateFailure> {
        used = true
        return dated.rate(of: from, in: to, at: index, ecbDay: ecbDay, asked: day)
    }

    func quotes(_ code: CurrencyCode) -> Bool { dated.knows(code) }

    var quotedCodes: [CurrencyCode] { dated.ecbDays.codes }
}
