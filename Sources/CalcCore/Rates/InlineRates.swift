/// The rates of one statement with `at` clauses (DESIGN §9): `at 1.05 USD/EUR` (1.05 US
/// dollars per euro) answers for euros into dollars and back; `at 1.05` alone for the one
/// pair of currencies the statement converts, units of the target per unit of the source.
/// Every other question goes to the rates in use. A class: a rate without a pair takes the
/// first pair it is asked about, and every override records whether it was used.
final class InlineRates: ExchangeRates {
    struct Override {
        var rate: Rational
        /// From and to (`USD/EUR` is from EUR to USD); nil for a bare rate.
        var pair: (from: CurrencyCode, to: CurrencyCode)?
        var text: String
        var used = false
    }

    private let base: any ExchangeRates
    private(set) var overrides: [Override]
    /// The pair a bare rate took, once one was converted.
    private var boundPair: (from: CurrencyCode, to: CurrencyCode)?
    /// The first clause that names each pair (either way round), and the first bare rate:
    /// what a scan of the clauses in order would find first, found at once. (Scanning made a
    /// line with thousands of conversions and thousands of clauses quadratic.)
    private let firstNaming: [Pair: Int]
    private let firstBare: Int?

    private struct Pair: Hashable {
        var low: CurrencyCode, high: CurrencyCode
        init(_ a: CurrencyCode, _ b: CurrencyCode) { (low, high) = a < b ? (a, b) : (b, a) }
    }

    /// The rates must be positive (the evaluator checks them first).
    init(base: any ExchangeRates, overrides: [Override]) {
        self.base = base
        self.overrides = overrides
        var firstNaming: [Pair: Int] = [:]
        var firstBare: Int?
        for (index, override) in overrides.enumerated() {
            if let pair = override.pair {
                let key = Pair(pair.from, pair.to)
                if firstNaming[key] == nil { firstNaming[key] = index }
            } else if firstBare == nil {
                firstBare = index
            }
        }
        self.firstNaming = firstNaming
        self.firstBare = firstBare
    }

    /// The first clause for the pair in order: one that names it, unless a bare rate comes
    /// before; a bare rate takes the first pair it is asked about, and refuses any other.
    func rate(of from: CurrencyCode, in to: CurrencyCode, on day: Day?) -> Result<QuotedRate, RateFailure> {
        let index = Swift.min(firstNaming[Pair(from, to)] ?? .max, firstBare ?? .max)
        guard index < overrides.count else { return base.rate(of: from, in: to, on: day) }
        let override = overrides[index]
        var pair = override.pair
        if pair == nil {
            if boundPair == nil { boundPair = (from, to) }
            pair = boundPair
        }
        guard let (source, target) = pair else { preconditionFailure("a bare rate has taken its pair") }
        if source == from && target == to {
            overrides[index].used = true
            return .success(QuotedRate(rate: override.rate, source: override.text, date: nil))
        }
        if source == to && target == from, let inverse = override.rate.reciprocal {
            overrides[index].used = true
            return .success(QuotedRate(rate: inverse, source: override.text, date: nil))
        }
        // A bare rate is for one pair; this line converts another too.
        return .failure(.bareRateForSeveralPairs(override.text))
    }

    func quotes(_ code: CurrencyCode) -> Bool { base.quotes(code) }
    var quotedCodes: [CurrencyCode] { base.quotedCodes }
}
