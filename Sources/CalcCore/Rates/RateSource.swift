/// Hands the evaluator its rate table the first time an expression needs one.
///
/// Most lines never convert currencies, so the table (and the disk read behind it, done by
/// the caller's closure) is fetched lazily and only once. A class, so that the evaluator's
/// read-only paths can fill it in.
public final class RateSource {
    private var table: RateTable?
    private let load: () -> RateTable

    /// A table that is already at hand.
    public init(_ table: RateTable) {
        self.table = table
        self.load = { table }
    }

    /// A table loaded by `load` on first use.
    public init(loading load: @escaping () -> RateTable) {
        self.load = load
    }

    /// The table, loading it now if no expression has needed it yet.
    public var rates: RateTable {
        if let table { return table }
        let loaded = load()
        table = loaded
        return loaded
    }
}
