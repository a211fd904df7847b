/// A rate table that is read the first time a line needs it: most lines never convert
/// currencies, so the disk read behind the table (the caller's closure) is done lazily and only
/// once. `calc 1+2` never touches the rate cache.
///
/// A class, so that the evaluator's read-only paths can fill it in.
public final class LazyRates: ExchangeRates {
    /// Unchecked: every conversion reads it, and the run-time exclusivity check of a class's
    /// stored property would be paid each time. Only `table` writes it, once, before any read
    /// can overlap.
    @exclusivity(unchecked) private var loaded: RateTable?
    private let load: () -> RateTable

    /// A table that is already at hand.
    public init(_ table: RateTable) {
        loaded = table
        load = { table }
    }

    /// A table loaded by `load` on first use.
    public init(loading load: @escaping () -> RateTable) {
        self.load = load
    }

    /// The table, loading it now if no line has needed it yet.
    public var table: RateTable {
        if let loaded { return loaded }
        let table = load()
        loaded = table
        return table
    }

    // Read in place once loaded: `table` returns a copy, its references retained and released.
    public func rate(of from: CurrencyCode, in to: CurrencyCode, on day: Day?) -> Result<QuotedRate, RateFailure> {
        if loaded == nil { _ = table }
        return loaded.unsafelyUnwrapped.rate(of: from, in: to, on: day)
    }

    public func convert(_ amount: Rational, from: CurrencyCode, to: CurrencyCode, on day: Day?) -> Result<Rational, RateFailure> {
        if loaded == nil { _ = table }
        return loaded.unsafelyUnwrapped.convert(amount, from: from, to: to, on: day)
    }

    public func quotes(_ code: CurrencyCode) -> Bool { table.quotes(code) }

    public var quotedCodes: [CurrencyCode] { table.quotedCodes }

    public func lagging(_ code: CurrencyCode) -> (origin: RateOrigin, tableDate: Day)? { table.lagging(code) }

    public var mayLag: Bool { table.mayLag }
}
