import CalcCore
import CalcRates

/// Every rate reader on the same bytes: none may crash, and whatever they accept must be a
/// valid table that the cache format writes and reads back unchanged; merged into a cache (the
/// one the bytes hold, if any), the result reads back unchanged too and loses no currency.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRateFiles(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var tables: [RateTable] = []
    if let table = try? ECBDailyXML.parse(bytes) { tables.append(table) }
    if let table = try? RateJSON.parse(bytes, origin: "fuzz") { tables.append(table) }
    if let table = try? FixerJSON.parse(bytes) { tables.append(table) }
    if let table = try? ExchangeRateAPIJSON.parse(bytes, flavor: .openAccess) { tables.append(table) }
    if let table = try? ExchangeRateAPIJSON.parse(bytes, flavor: .v6) { tables.append(table) }
    if let table = try? RateFileReader.parse(bytes, origin: "fuzz") { tables.append(table) }
    let store = try? RateCacheFormat.decode(bytes, origin: "fuzz")
    if let store {
        tables.append(store.table)
        precondition((try? RateCacheFormat.decode(RateCacheFormat.encode(store), origin: "again")) == store, "cache round trip changed the store")
    }
    for table in tables {
        precondition(table.rates.values.allSatisfy { $0.signum > 0 }, "accepted a non-positive rate")
        let encoded = RateCacheFormat.encode(table, fetchedAt: 1)
        guard let decoded = try? RateCacheFormat.decode(encoded, origin: "round trip") else {
            fatalError("an accepted table does not survive the cache format")
        }
        precondition(decoded.table == table, "cache round trip changed the table")
    }
    let answers = tables.enumerated().map { RateMerger.Answer(source: "source \($0.offset)", result: .success($0.element)) }
    if let merged = RateMerger.merge(stored: store, answers: answers, now: Day("2026-11-25")!.unixSeconds).store {
        let table = merged.table
        precondition(table.rates.values.allSatisfy { $0.signum > 0 }, "merged a non-positive rate")
        precondition((try? RateCacheFormat.decode(RateCacheFormat.encode(merged), origin: "merged")) == merged,
                     "a merged cache does not survive the cache format")
        if let store, store.table.base == table.base {
            // Only when every source it may have come from answered may a currency go (after 30
            // days); others keep theirs.
            let answered = Set(answers.map(\.source))
            for code in store.table.currencyCodes where !LegacyEuroRates.isLegacy(code) && code != store.table.base {
                let owners = store.table.origin(of: code).map { RateOrigin.sourceNames($0.source) } ?? []
                precondition(table.rate(code) != nil || owners.allSatisfy(answered.contains), "the merge lost \(code)")
            }
        }
    }
    return 0
}
