import CalcCore

/// Collects validated rates for one table and refuses what would make it inconsistent.
///
/// Every reader funnels through this, so a duplicate currency, a base whose rate is not 1 or
/// a table without rates is caught the same way whatever the source format.
///
/// The rates are kept sorted by code in two arrays, as `RateTable` holds them: a dictionary
/// keyed by text, then another keyed by code, would instantiate generic metadata at their
/// first use, on the path of every `--rates FILE`.
struct RateTableBuilder {
    let base: String
    /// Ascending.
    private(set) var codes: [CurrencyCode] = []
    /// `values[i]` is the rate of `codes[i]`.
    private(set) var values: [Rational] = []

    init(base: String) {
        self.base = base
    }

    /// Adds a rate given as decimal text (ECB XML attributes, JSON numbers).
    mutating func add(code: String, text: String) throws(RateFormatError.Problem) {
        let code = try RateValidation.code(code)
        try add(code: code, value: RateValidation.rate(text, code: code), text: text)
    }

    /// Adds a rate given as exact text: decimal, or `p/q` (the cache).
    mutating func addExact(code: String, text: String) throws(RateFormatError.Problem) {
        let code = try RateValidation.code(code)
        try add(code: code, value: RateValidation.exactRate(text, code: code), text: text)
    }

    private mutating func add(code text: String, value: Rational, text rateText: String) throws(RateFormatError.Problem) {
        // RateValidation.code let through only letters, so this fails only for a length
        // CurrencyCode does not hold.
        guard let code = CurrencyCode(code: text) else { throw .invalidCode(text) }
        // Sources list in their own order (the ECB by importance): find the place by search.
        var low = 0, high = codes.count
        while low < high {
            let middle = (low + high) >> 1
            if codes[middle] < code { low = middle + 1 } else { high = middle }
        }
        if low < codes.count && codes[low] == code { throw .duplicateCurrency(text) }
        // Sources list the base with rate 1; anything else means the table contradicts itself.
        if text == base && value != .one { throw .baseRateNotOne(code: text, text: rateText) }
        codes.insert(code, at: low)
        values.insert(value, at: low)
    }

    /// The finished table; at least one currency besides the base is required.
    func build(date: Day, source: String) throws(RateFormatError.Problem) -> RateTable {
        guard let baseCode = CurrencyCode(code: base) else { throw .invalidCode(base) }
        guard codes.contains(where: { $0 != baseCode }) else { throw .emptyTable }
        return RateTable(base: baseCode, date: date, source: source, sortedCodes: codes, values: values)
    }
}
