import CalcCore

/// The text of the rate cache file, `calc-rates/3`, and its exact reading back (versions 1
/// and 2, written by earlier calcs, are read too and upgraded by the next update).
///
/// ```json
/// {
///   "format": "calc-rates/3",
///   "base": "EUR",
///   "fetched": 1764000000,
///   "sources": [
///     {"name": "ECB", "fetched": 1764000000},
///     {"name": "open.er-api.com", "fetched": 1763800000, "failed": "HTTP 404 Not Found", "failed_at": 1764000000}
///   ],
///   "rates": [
///     {"source": "ECB", "date": "2026-11-24", "rates": {
///       "USD": "1.1252"
///     }},
///     {"source": "open.er-api.com", "date": "2026-11-22", "rates": {
///       "TWD": "1019/28"
///     }}
///   ],
///   "checksum": "mix64:3f1c0a9e5b7d2c41"
/// }
/// ```
/// `rates` groups the rates by origin (a source and the day of its rates), highest priority
/// first; every rate is against `base`, which has rate 1 and is not listed. `sources` says,
/// for each source, when it last answered and whether it failed since. Rates are strings,
/// never JSON numbers: exact decimal text where the value terminates, a `p/q` fraction where it
/// does not (re-based rates), so that reading the file gives back exactly the table that was
/// written. Codes are sorted and one per line, so that two caches compare with `diff`.
/// `checksum`, last, covers every byte before its line; version 2 is the same without it.
public enum RateCacheFormat {
    /// The value of `"format"` this calc writes; a reader refuses any format it does not know
    /// (a newer calc may change the layout).
    public static let identifier = "calc-rates/3"
    /// The format before the checksum: the same layout without it, read as it is.
    public static let version2 = "calc-rates/2"
    /// The format of earlier calcs: one source and one date for the whole table.
    public static let version1 = "calc-rates/1"
    /// The most groups of rates a cache may have (an origin each: a source and a day). calc's
    /// caches have a few; the limit keeps a crafted file from costing minutes.
    static let maxGroups = 10_000

    /// The file's bytes for `store`.
    public static func encode(_ store: RateStore) -> [UInt8] {
        let table = store.table
        var text = "{\n"
        text += "  \"format\": \(JSONText.quoted(identifier)),\n"
        text += "  \"base\": \(JSONText.quoted(table.base.description)),\n"
        text += "  \"fetched\": \(store.fetchedAt),\n"
        text += "  \"sources\": ["
        for (position, status) in store.sources.enumerated() {
            text += "\n    {\"name\": \(JSONText.quoted(status.name))"
            if let fetched = status.fetched { text += ", \"fetched\": \(fetched)" }
            if let failure = status.failure { text += ", \"failed\": \(JSONText.quoted(failure))" }
            if let failedAt = status.failedAt { text += ", \"failed_at\": \(failedAt)" }
            text += "}"
            if position < store.sources.count - 1 { text += "," }
        }
        text += store.sources.isEmpty ? "],\n" : "\n  ],\n"
        text += "  \"rates\": ["
        let entries = table.entries.filter { $0.code != table.base }
        let groups = table.origins.indices.filter { index in entries.contains { $0.origin == index } }
        for (position, index) in groups.enumerated() {
            let origin = table.origins[index]
            text += "\n    {\"source\": \(JSONText.quoted(origin.source)), \"date\": \(JSONText.quoted(origin.date.text)), "
            let members = entries.filter { $0.origin == index }
            let missing = members.compactMap { entry in store.missingSince[entry.code].map { (entry.code, $0) } }
            if !missing.isEmpty {
                text += "\"missing_since\": {" + missing.map { "\(JSONText.quoted($0.0.description)): \(JSONText.quoted($0.1.text))" }
                    .joined(separator: ", ") + "}, "
            }
            text += "\"rates\": {"
            for (member, entry) in members.enumerated() {
                text += "\n      \(JSONText.quoted(entry.code.description)): \(JSONText.quoted(exactText(entry.rate)))"
                if member < members.count - 1 { text += "," }
            }
            text += "\n    }}"
            if position < groups.count - 1 { text += "," }
        }
        text += groups.isEmpty ? "],\n" : "\n  ],\n"
        // Last, a checksum of every byte before it: a byte changed since calc wrote the file
        // is a corrupt cache, not other rates (DESIGN §23).
        var bytes = Array(text.utf8)
        bytes += Array("  \"checksum\": \"\(checksumPrefix)\(hexadecimal(checksum(bytes[...])))\"\n}\n".utf8)
        return bytes
    }

    /// The name of the checksum's function, before its value.
    static let checksumPrefix = "mix64:"
    static let checksumMember = Array("\n  \"checksum\": \"".utf8)

    /// A 64-bit checksum, eight bytes at a time: each step a bijection of the state for a given
    /// word (an odd multiplier, then a shift that XORs the high half into the low), so that
    /// any change of one word, a single byte included, changes the result for certain.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        bytes.withUnsafeBytes { raw in
            var index = 0
            while index + 8 <= raw.count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0x0000_0100_0000_01B3
                hash ^= hash >> 29
                index += 8
            }
            while index < raw.count {
                hash = (hash ^ UInt64(raw[index])) &* 0x0000_0100_0000_01B3
                hash ^= hash >> 29
                index += 1
            }
        }
        return hash ^ UInt64(bytes.count)
    }

    private static func hexadecimal(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Whether the file has its checksum and it matches its bytes before it.
    static func checksumMatches(_ bytes: [UInt8], _ document: JSONValue) throws(RateFormatError.Problem) -> Bool {
        guard let written = try JSONRateFields.string(document, "checksum") else { return false }
        guard written.hasPrefix(checksumPrefix), let value = UInt64(written.dropFirst(checksumPrefix.count), radix: 16),
              let member = lastRange(of: checksumMember, in: bytes) else { return false }
        return checksum(bytes[..<(member.lowerBound + 1)]) == value
    }

    private static func lastRange(of needle: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
        guard bytes.count >= needle.count else { return nil }
        var start = bytes.count - needle.count
        while start >= 0 {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return start..<(start + needle.count) }
            start -= 1
        }
        return nil
    }

    /// The file's bytes for `table`, just fetched at `fetchedAt` (unix seconds).
    public static func encode(_ table: RateTable, fetchedAt: Int) -> [UInt8] {
        encode(RateStore(table, fetchedAt: fetchedAt))
    }

    /// What a cache file's bytes hold; `origin` names the file in errors.
    public static func decode(_ bytes: [UInt8], origin: String) throws(RateFormatError) -> RateStore {
        do throws(RateFormatError.Problem) {
            let document = try JSONRateFields.document(bytes)
            guard let format = try JSONRateFields.string(document, "format") else {
                throw .unknownShape(.notARateCache)
            }
            switch format {
            case identifier:
                guard try checksumMatches(bytes, document) else {
                    throw .unknownShape(.checksumMismatch)
                }
                return try decodeVersion2(document)
            case version2:
                // (A checksum in a version 2 file is a version 3 one whose format was changed.)
                if try JSONRateFields.member(document, "checksum") != nil { throw .unknownShape(.checksumInFormat(version2)) }
                return try decodeVersion2(document)
            case version1: return try decodeVersion1(document)
            default: throw .unknownShape(.unknownCacheFormat(found: format, reads: [identifier, version2, version1]))
            }
        } catch {
            throw RateFormatError(origin: origin, problem: error)
        }
    }

    /// The `"format"` of a cache calc does not know (`calc-rates/3`), if that is why it cannot
    /// be read: a newer calc's file, not a corrupt one.
    static func unknownFormat(_ bytes: [UInt8]) -> String? {
        guard let document = try? JSONRateFields.document(bytes), let format = try? JSONRateFields.string(document, "format"),
              format.hasPrefix("calc-rates/"), format != identifier, format != version2, format != version1 else { return nil }
        return format
    }

    private static func decodeVersion2(_ document: JSONValue) throws(RateFormatError.Problem) -> RateStore {
        let base = try JSONRateFields.base(document, "base")
        guard let fetched = try JSONRateFields.unixSeconds(document, "fetched") else {
            throw .unknownShape(.noFetchedTime)
        }
        var statuses: [RateStore.SourceStatus] = []
        for source in try array(document, "sources") {
            guard let name = try JSONRateFields.string(source, "name"), !name.isEmpty else {
                throw .unknownShape(.sourceWithoutName)
            }
            if statuses.contains(where: { $0.name == name }) { throw .unknownShape(.repeatedSource(name)) }
            statuses.append(RateStore.SourceStatus(name: name, fetched: try JSONRateFields.unixSeconds(source, "fetched"),
                                                   failure: try JSONRateFields.string(source, "failed"),
                                                   failedAt: try JSONRateFields.unixSeconds(source, "failed_at")))
        }
        var origins: [RateOrigin] = []
        var groups: [[CurrencyCode: Rational]] = []
        var missingSince: [CurrencyCode: Day] = [:]
        // Origins so far, by their text.
        var seenOrigins: [String: Int] = [:]
        // The codes so far, in a type the readers already use (see RateTable's Contents).
        var seen: [String: Rational] = [:]
        let groupValues = try array(document, "rates")
        // A group per source and day: a cache of calc's has a few; thousands are not one.
        guard groupValues.count <= maxGroups else { throw .unknownShape(.tooManyGroups(limit: maxGroups)) }
        for group in groupValues {
            guard let source = try JSONRateFields.string(group, "source"), !source.isEmpty else {
                throw .unknownShape(.groupWithoutSource)
            }
            guard let date = try JSONRateFields.string(group, "date") else { throw .missingDate(key: "\"date\" of \(source)") }
            let day = try RateValidation.date(date)
            let origin = RateOrigin(source: source, date: day)
            if seenOrigins.updateValue(origins.count, forKey: origin.description) != nil {
                throw .unknownShape(.repeatedRates(source: source, date: date))
            }
            origins.append(origin)
            var builder = RateTableBuilder(base: base)
            try addRates(of: group, to: &builder)
            var groupRates: [CurrencyCode: Rational] = [:]
            for (index, code) in builder.codes.enumerated() where code.description != base {
                let rate = builder.values[index]
                if seen.updateValue(rate, forKey: code.description) != nil { throw .duplicateCurrency(code.description) }
                groupRates[code] = rate
            }
            // An origin without rates would give the table a source and day it does not have.
            guard !groupRates.isEmpty else { throw .unknownShape(.noRates(source: source, date: date)) }
            // The currencies of the group its source has answered without, and since when.
            if let missing = try JSONRateFields.member(group, "missing_since") {
                guard case .object(let members) = missing else {
                    throw .wrongType(key: "missing_since", expected: .codesAndDates, found: missing.kind)
                }
                for member in members {
                    guard let code = CurrencyCode(code: member.key), groupRates[code] != nil else {
                        throw .unknownShape(.missingSinceNotARate(code: member.key, source: source, date: date))
                    }
                    guard case .string(let text) = member.value else {
                        throw .wrongType(key: "missing_since.\(member.key)", expected: .date, found: member.value.kind)
                    }
                    missingSince[code] = try RateValidation.date(text)
                }
            }
            groups.append(groupRates)
        }
        guard !seen.isEmpty else { throw .emptyTable }
        guard let baseCode = CurrencyCode(code: base) else { throw .invalidCode(base) }
        var store = RateStore(table: RateTable(base: baseCode, origins: origins, groups: groups), fetchedAt: fetched, sources: statuses)
        store.missingSince = missingSince
        return store
    }

    /// A version 1 cache: one source and one date for every rate. Its sources (`ECB +
    /// open.er-api.com`) are taken to have answered when it was fetched.
    private static func decodeVersion1(_ document: JSONValue) throws(RateFormatError.Problem) -> RateStore {
        let base = try JSONRateFields.base(document, "base")
        guard let date = try JSONRateFields.string(document, "date") else { throw .missingDate(key: "\"date\"") }
        guard let source = try JSONRateFields.string(document, "source"), !source.isEmpty else {
            throw .unknownShape(.noSource)
        }
        guard let fetched = try JSONRateFields.unixSeconds(document, "fetched") else {
            throw .unknownShape(.noFetchedTime)
        }
        var builder = RateTableBuilder(base: base)
        try addRates(of: document, to: &builder)
        let table = try builder.build(date: RateValidation.date(date), source: source)
        let names = RateOrigin.sourceNames(source)
        return RateStore(table: table, fetchedAt: fetched, sources: names.map { RateStore.SourceStatus(name: $0, fetched: fetched) })
    }

    /// The `"rates"` object of `object`: codes and exact strings.
    private static func addRates(of object: JSONValue, to builder: inout RateTableBuilder) throws(RateFormatError.Problem) {
        guard let rates = try JSONRateFields.member(object, "rates") else { throw .missingRates(key: "\"rates\"") }
        guard case .object(let members) = rates else {
            throw .wrongType(key: "rates", expected: .codesAndStrings, found: rates.kind)
        }
        for member in members {
            let code = try RateValidation.code(member.key)
            guard case .string(let text) = member.value else {
                throw .wrongType(key: "rates.\(code)", expected: .string, found: member.value.kind)
            }
            try builder.addExact(code: code, text: text)
        }
    }

    private static func array(_ object: JSONValue, _ key: String) throws(RateFormatError.Problem) -> [JSONValue] {
        guard let value = try JSONRateFields.member(object, key) else {
            throw key == "rates" ? .missingRates(key: "\"rates\"") : .unknownShape(.missingKey(key))
        }
        guard case .array(let elements) = value else {
            throw .wrongType(key: key, expected: .array, found: value.kind)
        }
        for element in elements {
            guard case .object = element else {
                throw .notAllObjects(key: key, found: element.kind)
            }
        }
        return elements
    }

    /// `1.1252` when the decimal expansion terminates, `p/q` when it does not.
    static func exactText(_ rate: Rational) -> String {
        let (text, isExact) = NumberFormatting.format(Number(rate))
        if isExact { return text }
        return rate.numerator.description + "/" + rate.denominator.description
    }
}
