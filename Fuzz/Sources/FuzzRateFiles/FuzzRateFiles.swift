import CalcCore
import CalcRates

/// Every rate reader on the same bytes: none may crash, and whatever they accept must be a
/// valid table that the cache format writes and reads back unchanged.
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
    if let decoded = try? RateCacheFormat.decode(bytes, origin: "fuzz") { tables.append(decoded.table) }
    for table in tables {
        precondition(table.rates.values.allSatisfy { $0.signum > 0 }, "accepted a non-positive rate")
        let encoded = RateCacheFormat.encode(table, fetchedAt: 1)
        guard let decoded = try? RateCacheFormat.decode(encoded, origin: "round trip") else {
            fatalError("an accepted table does not survive the cache format")
        }
        precondition(decoded.table == table, "cache round trip changed the table")
    }
    return 0
}
