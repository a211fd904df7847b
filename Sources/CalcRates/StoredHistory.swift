#if canImport(Glibc)
import Glibc
#endif
import CalcCore

/// The ECB days after the history embedded in calc, kept beside the rate cache
/// (`ecb-history.csv`) by `calc --update-rates` and read by dated statements.
///
/// The file has the layout of the ECB's own `eurofxref-hist.csv`: a header `Date,USD,…,`, then
/// a row a day, newest first, `N/A` where a currency was not quoted, a trailing comma on every
/// line; rates are the ECB's exact decimals. It is validated as rate files are, written only
/// atomically, and never holds a day the embedded history has.
public enum StoredHistory {
    public typealias Day = CalcCore.Day
    /// One day: its rates per euro, EUR left out.
    public typealias Rates = (day: Day, rates: [CurrencyCode: Rational])

    /// What is wrong with a line of the file (worded by `RateFormatEnglish`).
    public enum Fault: Equatable, Sendable {
        case headerWithoutDate
        /// A column named by something other than a currency code, or EUR (the base).
        case notACurrencyCode(String)
        case fieldCount(found: Int, header: Int)
        case notADate(String)
        case dayGivenTwice(Day)
        case valueUnderEmptyHeader
        case notAPositiveDecimal(code: CurrencyCode, text: String)
    }

    public static let fileName = "ecb-history.csv"
    /// About 60 years of days: more is not a history calc wrote.
    public static let maxBytes = 8 << 20

    /// Beside the cache of this environment.
    public static func path(environment: [String: String]) -> String? {
        RateCache.path(environment: environment).map { SystemFile.directoryName($0) + "/" + fileName }
    }

    /// The stored days, oldest first; none when there is no file.
    public static func load(path: String) throws(RateFormatError) -> [Rates] {
        let result: SystemFile.ReadResult
        do {
            result = try SystemFile.read(path: path, limit: maxBytes)
        } catch {
            if error.code == ENOENT { return [] }
            throw RateFormatError(origin: path, problem: .unreadable(reason: error.reason))
        }
        guard case .bytes(let bytes) = result else {
            throw RateFormatError(origin: path, problem: .tooLarge(limit: maxBytes))
        }
        return try decode(bytes, origin: path)
    }

    /// Reads the CSV layout; every fault is a located error.
    public static func decode(_ bytes: [UInt8], origin: String) throws(RateFormatError) -> [Rates] {
        func fail(_ line: Int, _ fault: Fault) -> RateFormatError {
            RateFormatError(origin: origin, problem: .invalidLine(line, fault))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard let header = lines.first else { throw RateFormatError(origin: origin, problem: .empty) }
        let names = header.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard names.first == "Date" else { throw fail(1, .headerWithoutDate) }
        var codes: [CurrencyCode?] = []
        for name in names.dropFirst() {
            if name.isEmpty { codes.append(nil); continue }
            guard let code = CurrencyCode(code: name), code != "EUR" else { throw fail(1, .notACurrencyCode(name)) }
            codes.append(code)
        }
        var days: [Rates] = []
        var seen = Set<Day>()
        for (offset, line) in lines.dropFirst().enumerated() {
            let number = offset + 2
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            guard fields.count == names.count else { throw fail(number, .fieldCount(found: fields.count, header: names.count)) }
            guard let day = Day(String(fields[0])) else { throw fail(number, .notADate(String(fields[0]))) }
            guard seen.insert(day).inserted else { throw fail(number, .dayGivenTwice(day)) }
            var rates: [CurrencyCode: Rational] = [:]
            for (code, field) in zip(codes, fields.dropFirst()) {
                guard let code else {
                    guard field.isEmpty else { throw fail(number, .valueUnderEmptyHeader) }
                    continue
                }
                if field == "N/A" { continue }
                guard let rate = try? NumberLiteral.value(of: Array(field.utf8)[...]), rate.signum > 0,
                      field.allSatisfy({ $0 == "." || $0.isASCII && $0.isNumber }) else {
                    throw fail(number, .notAPositiveDecimal(code: code, text: String(field)))
                }
                rates[code] = rate
            }
            days.append((day, rates))
        }
        return days.sorted { $0.day < $1.day }
    }

    /// The CSV text of `days` (any order), newest first.
    public static func encode(_ days: [Rates]) -> [UInt8] {
        let codes = Set(days.flatMap(\.rates.keys)).sorted()
        var text = "Date," + codes.map(\.description).joined(separator: ",") + ",\n"
        for (day, rates) in days.sorted(by: { $0.day > $1.day }) {
            text += day.text + ","
            for code in codes {
                text += rates[code].map { NumberFormatting.format(Number($0)).text } ?? "N/A"
                text += ","
            }
            text += "\n"
        }
        return Array(text.utf8)
    }

    /// The stored days with `fetched` merged in (a fetched day replaces a stored one), keeping
    /// only days after `embeddedNewest`.
    public static func merged(_ stored: [Rates], _ fetched: [Rates], after embeddedNewest: Day) -> [Rates] {
        var byDay: [Day: [CurrencyCode: Rational]] = [:]
        for (day, rates) in stored + fetched where day > embeddedNewest { byDay[day] = rates }
        return byDay.map { (day: $0.key, rates: $0.value) }.sorted { $0.day < $1.day }
    }

    /// Replaces the file atomically, creating its directory; what is written must read back.
    public static func store(_ days: [Rates], path: String) throws(RateCacheError) {
        let bytes = encode(days)
        do {
            _ = try decode(bytes, origin: path)
        } catch {
            throw .invalidTable(path: path, reason: error.problem.description)
        }
        let directory = SystemFile.directoryName(path)
        do {
            try SystemFile.makeDirectories(directory, mode: 0o700)
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .writeFailed(path: path, reason: error.reason)
        }
        // Temporary files an update killed mid-write left (as the cache's).
        AtomicFile.removeOrphans(of: path, olderThan: RateCache.orphanAge, now: Int(time(nil)))
    }
}
