import CalcCore

/// The rate table compiled into calc: the ECB reference rates of the newest day in the
/// project's data, used on a fresh machine or when the cache is unusable.
///
/// The rates are generated (by `Scripts/generate-embedded-rates.py`) as sorted codes and whole
/// numbers, checked there and by the tests, and turned into exact values only on first use of
/// `table`: runs that never convert money pay nothing, and those that do neither read text nor
/// hash, which every one-shot money line would otherwise pay for at its start.
public enum EmbeddedRates {
    /// Where the built-in rates come from and their day, for `--version`.
    public static var sourceName: String { source }
    public static var dateText: String { date }

    public static let base = "EUR"

    /// The embedded table: EUR plus the ECB's currencies of `date`.
    public static let table: RateTable = {
        var values: [Rational] = []
        values.reserveCapacity(units.count)
        for (index, units) in units.enumerated() {
            var scale: Int64 = 1
            for _ in 0..<places[index] { scale *= 10 }
            values.append(Rational(units, over: scale))
        }
        guard let day = Day(date) else { preconditionFailure("embedded rates: the date \(date)") }
        return RateTable(base: "EUR", date: day, source: source, sortedCodes: codes, values: values)
    }()
}
