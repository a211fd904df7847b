import Synchronization

/// An immutable exchange-rate table: how many units of each currency one unit of `base` buys,
/// on the day `date`. It answers `ExchangeRates` for that day.
///
/// The core never loads one; `CalcRates` (or a test) hands it in. Conversion is exact:
/// `amount × rate[to] / rate[from]`, through the base.
///
/// The contents sit in one shared, immutable object, so that handing a table around — the
/// evaluator reaches for it at every conversion — costs one reference count, not one per field.
///
/// A table read from one source (a file, the embedded ECB table) has one origin; a merged
/// table (the cache) keeps each rate's own source and day (`origin(of:)`), and its `source`
/// and `date` summarise them.
public struct RateTable: Equatable, Sendable {
    private final class Contents: Sendable {
        let base: CurrencyCode
        let date: Day?
        let source: String
        /// The rates sorted by code, for lookups by binary search (every conversion makes
        /// two); no dictionary, whose first use instantiates generic metadata at run time.
        let codes: SortedCodes
        let values: [Rational]
        /// The distinct origins, in priority order; empty for the empty table.
        let origins: [RateOrigin]
        /// For each code of `codes`, its place in `origins`; empty when there is one origin.
        let originIndices: [UInt16]
        /// `rate[to] / rate[from]` of each pair converted so far, by the codes: a money line
        /// then converts with one exact product rather than two, and looks no code up.
        let crossRates = Mutex(PairRatios())

        /// `codes` ascending and unique, `values` beside them.
        init(base: CurrencyCode, date: Day?, source: String, codes: [CurrencyCode], values: [Rational],
             origins: [RateOrigin], originIndices: [UInt16]) {
            self.base = base
            self.date = date
            self.source = source
            self.codes = SortedCodes(codes)
            self.values = values
            self.origins = origins
            self.originIndices = originIndices
        }

        /// `groups[i]` holds the codes whose origin is `origins[i]` (empty for a table of one
        /// origin). Plain dictionaries of rates, not a dictionary of pairs: each generic type
        /// calc instantiates for the first time is metadata built at run time.
        convenience init(base: CurrencyCode, date: Day?, source: String, rates: [CurrencyCode: Rational],
                         origins: [RateOrigin], groups: [[CurrencyCode: Rational]]) {
            let sorted = rates.sorted { $0.key < $1.key }
            let originIndices = origins.count > 1
                ? sorted.map { entry in UInt16(clamping: groups.firstIndex { $0[entry.key] != nil } ?? 0) } : []
            self.init(base: base, date: date, source: source, codes: sorted.map(\.key), values: sorted.map(\.value),
                      origins: origins, originIndices: originIndices)
        }
    }

    private var contents: Contents

    public var base: CurrencyCode { contents.base }
    /// The day the rates are for; nil only for the empty table.
    public var date: Day? { contents.date }
    /// Where the rates came from, for messages (`ECB`, `ECB + open.er-api.com`, a file name).
    public var source: String { contents.source }
    /// Units per one `base`; the base itself is always present with rate 1. Made when asked
    /// (updates, the cache's writer, tests): conversions read the sorted arrays.
    public var rates: [CurrencyCode: Rational] {
        var rates: [CurrencyCode: Rational] = [:]
        rates.reserveCapacity(contents.values.count)
        for (index, code) in contents.codes.codes.enumerated() { rates[code] = contents.values[index] }
        return rates
    }

    public init(base: CurrencyCode, date: Day?, source: String, rates: [CurrencyCode: Rational]) {
        var rates = rates
        rates[base] = .one
        contents = Contents(base: base, date: date, source: source, rates: rates,
                            origins: date.map { [RateOrigin(source: source, date: $0)] } ?? [], groups: [])
    }

    /// A table of one origin from rates sorted by code, without the base (the embedded table,
    /// generated in that order): nothing is hashed or sorted on the way.
    public init(base: CurrencyCode, date: Day, source: String, sortedCodes: [CurrencyCode], values: [Rational]) {
        precondition(sortedCodes.count == values.count && zip(sortedCodes, sortedCodes.dropFirst()).allSatisfy { $0 < $1 },
                     "codes must be ascending, one value each")
        var codes = sortedCodes, rates = values
        let place = codes.firstIndex { base < $0 } ?? codes.count
        if place > 0 && codes[place - 1] == base {
            rates[place - 1] = .one
        } else {
            codes.insert(base, at: place)
            rates.insert(.one, at: place)
        }
        contents = Contents(base: base, date: date, source: source, codes: codes, values: rates,
                            origins: [RateOrigin(source: source, date: date)], originIndices: [])
    }

    /// A merged table: `groups[i]` holds the rates whose origin is `origins[i]`, the origins in
    /// priority order (highest first); a code is in one group only. The table's `source` names
    /// their sources in that order and its `date` is the first origin's day (the ECB's, when it
    /// answered: the day of the reference rates, as a table of one source says). The base has
    /// rate 1 and, where no group names it, the first origin.
    public init(base: CurrencyCode, origins: [RateOrigin], groups: [[CurrencyCode: Rational]]) {
        // A loop, not `merge(_:uniquingKeysWith:)`, whose generic path is instantiated at
        // first use; a cache of one source is its one group as it is.
        var values = groups.first ?? [:]
        for group in groups.dropFirst() {
            for (code, rate) in group where values[code] == nil { values[code] = rate }
        }
        values[base] = .one
        // Concatenated by hand: `joined(separator:)` instantiates generic metadata at first use.
        var sources: [String] = [], source = ""
        for origin in origins {
            for name in RateOrigin.sourceNames(origin.source) where !sources.contains(name) {
                source += sources.isEmpty ? name : " + " + name
                sources.append(name)
            }
        }
        contents = Contents(base: base, date: origins.first?.date, source: source,
                            rates: values, origins: origins, groups: groups)
    }

    /// A merged table from each code's rate and the place of its origin in `origins`.
    public init(base: CurrencyCode, origins: [RateOrigin], rates: [CurrencyCode: (rate: Rational, origin: Int)]) {
        var groups = [[CurrencyCode: Rational]](repeating: [:], count: origins.count)
        for (code, entry) in rates where groups.indices.contains(entry.origin) { groups[entry.origin][code] = entry.rate }
        self.init(base: base, origins: origins, groups: groups)
    }

    /// The same table without the currencies the euro replaced (a table from before their day,
    /// or a wide source that still lists BGN or HRK): those convert at their irrevocable rates
    /// (DESIGN §10), which the evaluator uses for a code the table does not quote.
    public func removingLegacyEuroCurrencies() -> RateTable {
        guard currencyCodes.contains(where: { $0 != base && LegacyEuroRates.isLegacy($0) }) else { return self }
        return filter { !LegacyEuroRates.isLegacy($0) }
    }

    /// The same rates, said to come from `source` (for a table of one origin).
    public func withSource(_ source: String) -> RateTable {
        var table = self
        table.contents = Contents(base: base, date: date, source: source, codes: currencyCodes, values: contents.values,
                                  origins: date.map { [RateOrigin(source: source, date: $0)] } ?? [], originIndices: [])
        return table
    }

    /// The distinct origins of the rates, highest priority first (one for a table read from
    /// one source, none for the empty table).
    public var origins: [RateOrigin] { contents.origins }

    /// Where the rate of `code` came from and its day; nil when the table does not quote it.
    public func origin(of code: CurrencyCode) -> RateOrigin? {
        guard let index = contents.codes.index(of: code), !contents.origins.isEmpty else { return nil }
        return contents.origins[contents.originIndices.isEmpty ? 0 : Int(contents.originIndices[index])]
    }

    /// Every quoted code with its rate and the place of its origin in `origins`.
    public var entries: [(code: CurrencyCode, rate: Rational, origin: Int)] {
        contents.codes.codes.indices.map { index in
            (contents.codes.codes[index], contents.values[index], contents.originIndices.isEmpty ? 0 : Int(contents.originIndices[index]))
        }
    }

    /// The same table with only the codes `keep` accepts (the base always stays).
    public func filter(_ keep: (CurrencyCode) -> Bool) -> RateTable {
        if contents.originIndices.isEmpty {
            return RateTable(base: base, date: date, source: source, rates: rates.filter { $0.key == base || keep($0.key) })
        }
        var kept: [CurrencyCode: (rate: Rational, origin: Int)] = [:]
        for entry in entries where entry.code == base || keep(entry.code) { kept[entry.code] = (entry.rate, entry.origin) }
        return RateTable(base: base, origins: origins, rates: kept)
    }

    public static func == (left: RateTable, right: RateTable) -> Bool {
        left.contents === right.contents
            || (left.base == right.base && left.date == right.date && left.source == right.source
                && left.currencyCodes == right.currencyCodes && left.contents.values == right.contents.values
                && left.origins == right.origins && left.contents.originIndices == right.contents.originIndices)
    }

    /// A table with no rates at all: conversions between different currencies fail.
    public static let empty = RateTable(base: "EUR", date: nil, source: "no rate table", rates: [:])

    /// The date as messages say it: `YYYY-MM-DD`, or `none` for the empty table.
    public var dateText: String { date?.text ?? "none" }

    /// Units of `code` per one `base`, if the table has it.
    public func rate(_ code: CurrencyCode) -> Rational? {
        contents.codes.index(of: code).map { contents.values[$0] }
    }

    public func hasRate(_ code: CurrencyCode) -> Bool { rate(code) != nil }

    /// The codes the table quotes, in alphabetical order.
    public var currencyCodes: [CurrencyCode] { contents.codes.codes }
}

extension RateTable: ExchangeRates {
    public func rate(of from: CurrencyCode, in to: CurrencyCode, on day: Day?) -> Result<QuotedRate, RateFailure> {
        if let day, day != date { return .failure(.noRatesOn(day)) }
        guard let fromRate = rate(from) else { return .failure(notQuoted(from)) }
        guard let toRate = rate(to) else { return .failure(notQuoted(to)) }
        let (source, date, fromOrigin, toOrigin) = provenance(from, to)
        if from == to { return .success(QuotedRate(rate: .one, source: source, date: date)) }
        do {
            let via = from == base || to == base ? nil
                : QuotedRate.Via(base: base, fromPerBase: fromRate, toPerBase: toRate, fromOrigin: fromOrigin, toOrigin: toOrigin)
            return .success(QuotedRate(rate: try toRate.divided(by: fromRate), source: source, date: date, via: via))
        } catch {
            return .failure(.arithmetic(error))
        }
    }

    /// `amount × rate[to] / rate[from]`, by the pair's cross rate, worked out at its first
    /// conversion (exact, so the same number either way).
    public func convert(_ amount: Rational, from: CurrencyCode, to: CurrencyCode, on day: Day?) -> Result<Rational, RateFailure> {
        if let day, day != date { return .failure(.noRatesOn(day)) }
        if from == to { return .success(amount) }
        let (fromKey, toKey) = (UInt64(from.packed), UInt64(to.packed))
        do {
            if let crossRate = contents.crossRates.withLock({ $0.value(from: fromKey, to: toKey) }) {
                return .success(try amount.multiplied(by: crossRate))
            }
            guard let fromRate = rate(from) else { return .failure(notQuoted(from)) }
            guard let toRate = rate(to) else { return .failure(notQuoted(to)) }
            let crossRate = try toRate.divided(by: fromRate)
            contents.crossRates.withLock { $0.insert(crossRate, from: fromKey, to: toKey) }
            return .success(try amount.multiplied(by: crossRate))
        } catch {
            return .failure(.arithmetic(error))
        }
    }

    public func quotes(_ code: CurrencyCode) -> Bool { hasRate(code) }

    public var quotedCodes: [CurrencyCode] { currencyCodes }

    public var mayLag: Bool {
        guard !contents.originIndices.isEmpty, let date else { return false }
        return contents.origins.contains { date.daysSinceEpoch - $0.date.daysSinceEpoch > RateOrigin.lagDays }
    }

    public func lagging(_ code: CurrencyCode) -> (origin: RateOrigin, tableDate: Day)? {
        guard !contents.originIndices.isEmpty, code != base, let date, let origin = origin(of: code),
              date.daysSinceEpoch - origin.date.daysSinceEpoch > RateOrigin.lagDays else { return nil }
        return (origin, date)
    }

    /// The source and day of a rate between `from` and `to`: the table's own when it has one
    /// origin; in a merged table the origin of the side that is not the base, or when both
    /// sides have rates of different origins, both sources and the older day (and each side's
    /// origin, for explanations).
    private func provenance(_ from: CurrencyCode, _ to: CurrencyCode) -> (String, Day?, RateOrigin?, RateOrigin?) {
        guard contents.origins.count > 1 else { return (source, date, nil, nil) }
        let fromOrigin = from == base ? nil : origin(of: from)
        let toOrigin = to == base ? nil : origin(of: to)
        switch (fromOrigin, toOrigin) {
        case (nil, nil): return (source, date, nil, nil)
        case (let only?, nil), (nil, let only?): return (only.source, only.date, nil, nil)
        case (let first?, let second?):
            if first == second { return (first.source, first.date, nil, nil) }
            let source = first.source == second.source ? first.source : first.source + " + " + second.source
            return (source, min(first.date, second.date), first, second)
        }
    }

    private func notQuoted(_ code: CurrencyCode) -> RateFailure {
        .notQuoted(code, source: source, date: dateText, currencyCount: contents.codes.codes.count)
    }
}
