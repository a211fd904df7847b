import CalcCore

/// Merges tables from several sources into one, on the base of the highest-priority table.
///
/// Each table is re-based exactly (rate in the merged base = rate / rate of that base in the
/// table); a currency quoted by several sources takes the rate of the first (highest-priority)
/// table that quotes it, so ECB's reference rates win over the wide source's.
public enum RateMerger {
    /// `tables` in priority order, highest first; nil when there is nothing to merge.
    public static func merge(_ tables: [RateTable]) -> RateTable? {
        guard let primary = tables.first else { return nil }
        var rates = primary.rates
        var contributors = [primary.source]
        for table in tables.dropFirst() {
            // Re-base: units per one primary base = units per table base / primary base per table base.
            guard let baseInTable = table.rates[primary.base], !baseInTable.isZero else { continue }
            var added = false
            for (code, rate) in table.rates where rates[code] == nil {
                guard let rebased = try? rate.divided(by: baseInTable) else { continue }
                rates[code] = rebased
                added = true
            }
            if added { contributors.append(table.source) }
        }
        return RateTable(base: primary.base, date: primary.date, source: contributors.joined(separator: " + "), rates: rates)
    }
}
