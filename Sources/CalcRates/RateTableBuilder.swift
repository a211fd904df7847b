import CalcCore

/// Collects validated rates for one table and refuses what would make it inconsistent.
///
/// Every reader funnels through this, so a duplicate currency, a base whose rate is not 1 or
/// a table without rates is caught the same way whatever the source format.
struct RateTableBuilder {
    let base: String
    private(set) var rates: [String: Rational] = [:]

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

    private mutating func add(code: String, value: Rational, text: String) throws(RateFormatError.Problem) {
        if rates[code] != nil { throw .duplicateCurrency(code) }
        // Sources list the base with rate 1; anything else means the table contradicts itself.
        if code == base && value != .one { throw .baseRateNotOne(code: code, text: text) }
        rates[code] = value
    }

    /// The finished table; at least one currency besides the base is required.
    func build(date: Day, source: String) throws(RateFormatError.Problem) -> RateTable {
        guard rates.keys.contains(where: { $0 != base }) else { throw .emptyTable }
        // Every code passed RateValidation.code: three letters A–Z, so each is a CurrencyCode.
        var codes: [CurrencyCode: Rational] = [:]
        for (text, rate) in rates {
            guard let code = CurrencyCode(code: text) else { throw .invalidCode(text) }
            codes[code] = rate
        }
        guard let baseCode = CurrencyCode(code: base) else { throw .invalidCode(base) }
        return RateTable(base: baseCode, date: date, source: source, rates: codes)
    }
}
