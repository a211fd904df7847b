/// A rate table that is read the first time a line needs it: most lines never convert
/// currencies, so the disk read behind the table (the caller's closure) is done lazily and only
/// once. `calc 1+2` never touches the rate cache.
///
/// A class, so that the evaluator's read-only paths can fill it in.
public final class LazyRates: ExchangeRates {
    /// The table once loaded, held outside the object: every conversion reads it, and a stored
    /// property of a class would cost a run-time exclusivity check and a copy of the table's
    /// references at each read.
    private let slot = UnsafeMutablePointer<RateTable?>.allocate(capacity: 1)
    private let load: () -> RateTable

    /// A table that is already at hand.
    public init(_ table: RateTable) {
        slot.initialize(to: table)
        load = { table }
    }

    /// A table loaded by `load` on first use.
    public init(loading load: @escaping () -> RateTable) {
        slot.initialize(to: nil)
        self.load = load
    }

    deinit {
        slot.deinitialize(count: 1)
        slot.deallocate()
    }

    /// The table, loading it now if no line has needed it yet.
    public var table: RateTable { loadedSlot.pointee.unsafelyUnwrapped }

    /// Where the table is, loaded.
    private var loadedSlot: UnsafeMutablePointer<RateTable?> {
        if slot.pointee == nil { slot.pointee = load() }
        return slot
    }

    public func rate(of from: CurrencyCode, in to: CurrencyCode, on day: Day?) -> Result<QuotedRate, RateFailure> {
        loadedSlot.pointee.unsafelyUnwrapped.rate(of: from, in: to, on: day)
    }

    public func convert(_ amount: Rational, from: CurrencyCode, to: CurrencyCode, on day: Day?) -> Result<Rational, RateFailure> {
        loadedSlot.pointee.unsafelyUnwrapped.convert(amount, from: from, to: to, on: day)
    }

    public func quotes(_ code: CurrencyCode) -> Bool { table.quotes(code) }

    public var quotedCodes: [CurrencyCode] { table.quotedCodes }

    public func lagging(_ code: CurrencyCode) -> (origin: RateOrigin, tableDate: Day)? { table.lagging(code) }

    public var mayLag: Bool { table.mayLag }
}
