import CalcCore
@testable import CalcRates
import Foundation
import CalcTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("Rate cache")
struct RateCacheTests {
    static let ecb = try! ECBDailyXML.parse(Array(Fixtures.ecbDaily.utf8))
    static let fetched = 1_746_800_000

    @Test(arguments: [
        (["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"], "/x/cache/calc/rates.json"),
        (["XDG_CACHE_HOME": "/x/cache/", "HOME": "/home/u"], "/x/cache/calc/rates.json"),
        (["HOME": "/home/u"], "/home/u/.cache/calc/rates.json"),
        (["HOME": "/home/u/"], "/home/u/.cache/calc/rates.json"),
        (["XDG_CACHE_HOME": "", "HOME": "/home/u"], "/home/u/.cache/calc/rates.json"),
        (["XDG_CACHE_HOME": "relative/cache", "HOME": "/home/u"], "/home/u/.cache/calc/rates.json"),
        (["HOME": "/"], "/.cache/calc/rates.json"),
    ])
    func path(environment: [String: String], expected: String) {
        #expect(RateCache.path(environment: environment) == expected)
    }

    @Test func noPlaceForACache() {
        #expect(RateCache.path(environment: [:]) == nil)
        #expect(RateCache.path(environment: ["HOME": ""]) == nil)
        #expect(RateCache.load(environment: [:]) == .missing)
        #expect(throws: RateCacheError.noLocation) {
            try RateCache.store(Self.ecb, fetchedAt: Self.fetched, environment: [:])
        }
    }

    /// An update waits for another's lock within a bound, then fails saying what it waited
    /// for (DESIGN §23: it waited forever, silently).
    @Test func aHeldLockBoundsTheUpdate() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/calc/rates.json"
        try FileManager.default.createDirectory(atPath: directory.path + "/calc", withIntermediateDirectories: true)
        let holder = open(directory.path + "/calc", O_RDONLY | O_DIRECTORY)
        defer { close(holder) }
        try #require(flock(holder, LOCK_EX) == 0)
        var merged = false
        #expect(throws: RateCacheError.writeFailed(path: path, reason: "another process has held the lock of \(directory.path)/calc for 0.05 s (an update still running?); try again later")) {
            try RateCache.update(path: path, now: Self.fetched, lockWait: 0.05) { _ in merged = true; return (nil, ()) }
        }
        #expect(!merged)
        flock(holder, LOCK_UN)
        try RateCache.update(path: path, now: Self.fetched, lockWait: 0.05) { _ in merged = true; return (nil, ()) }
        #expect(merged)
    }

    /// The text without its checksum line, which `checksumsCatchEveryChangedByte` checks.
    static func withoutChecksum(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if let index = lines.lastIndex(where: { $0.hasPrefix("  \"checksum\": \"mix64:") }) {
            #expect(lines[index].count == "  \"checksum\": \"mix64:".count + 17)
            lines.remove(at: index)
        } else {
            Issue.record("no checksum line")
        }
        return lines.joined(separator: "\n")
    }

    /// Every single-byte change of a cache is a corrupt cache (DESIGN §23: 222 of 1,513 were
    /// read as other rates), and a cache of an earlier calc, without a checksum, still reads.
    @Test func checksumsCatchEveryChangedByte() throws {
        let bytes = RateCacheFormat.encode(Self.ecb, fetchedAt: Self.fetched)
        #expect(throws: Never.self) { try RateCacheFormat.decode(bytes, origin: "test") }
        var random = SplitMix64(state: 7)
        for index in bytes.indices {
            var changed = bytes
            changed[index] = changed[index] &+ UInt8(1 + random.below(255))
            let decoded = try? RateCacheFormat.decode(changed, origin: "test")
            #expect(decoded == nil, "byte \(index) changed to \(changed[index]) was read as a cache")
        }
        var text = String(decoding: bytes, as: UTF8.self)
        text = Self.withoutChecksum(text).replacingOccurrences(of: "  ],\n}", with: "  ]\n}")
            .replacingOccurrences(of: "calc-rates/3", with: "calc-rates/2")
        #expect(throws: Never.self) { try RateCacheFormat.decode(Array(text.utf8), origin: "older calc") }
    }

    @Test func missingCache() throws {
        let directory = try TemporaryDirectory()
        #expect(RateCache.load(environment: ["XDG_CACHE_HOME": directory.path]) == .missing)
        #expect(RateCache.load(environment: ["HOME": directory.path]) == .missing)
    }

    @Test func fileFormat() {
        let table = RateTable(base: "EUR", date: Day("2025-05-09"), source: "ECB \"daily\"",
                              rates: ["USD": TestSupport.rational("1.1252"), "JPY": TestSupport.rational("163.36")])
        let text = String(decoding: RateCacheFormat.encode(table, fetchedAt: Self.fetched), as: UTF8.self)
        #expect(Self.withoutChecksum(text) == #"""
            {
              "format": "calc-rates/3",
              "base": "EUR",
              "fetched": 1746800000,
              "sources": [
                {"name": "ECB \"daily\"", "fetched": 1746800000}
              ],
              "rates": [
                {"source": "ECB \"daily\"", "date": "2025-05-09", "rates": {
                  "JPY": "163.36",
                  "USD": "1.1252"
                }}
              ],
            }

            """#)
    }

    /// A merged table: a group of rates per origin, highest priority first, and each source's
    /// last answer and failure.
    @Test func mergedFileFormat() throws {
        let ecb = RateOrigin(source: "ECB", date: Day("2025-05-09")!)
        let wide = RateOrigin(source: "open.er-api.com", date: Day("2025-05-08")!)
        let table = RateTable(base: "EUR", origins: [ecb, wide], rates: [
            "USD": (TestSupport.rational("1.1252"), 0), "TWD": (try Rational(1019).divided(by: Rational(28)), 1), "ARS": (Rational(1250), 1),
        ])
        let store = RateStore(table: table, fetchedAt: 1_746_800_000, sources: [
            .init(name: "ECB", fetched: 1_746_800_000),
            .init(name: "open.er-api.com", fetched: 1_746_700_000, failure: "HTTP 404 Not Found", failedAt: 1_746_800_000),
        ])
        let bytes = RateCacheFormat.encode(store)
        #expect(Self.withoutChecksum(String(decoding: bytes, as: UTF8.self)) == #"""
            {
              "format": "calc-rates/3",
              "base": "EUR",
              "fetched": 1746800000,
              "sources": [
                {"name": "ECB", "fetched": 1746800000},
                {"name": "open.er-api.com", "fetched": 1746700000, "failed": "HTTP 404 Not Found", "failed_at": 1746800000}
              ],
              "rates": [
                {"source": "ECB", "date": "2025-05-09", "rates": {
                  "USD": "1.1252"
                }},
                {"source": "open.er-api.com", "date": "2025-05-08", "rates": {
                  "ARS": "1250",
                  "TWD": "1019/28"
                }}
              ],
            }

            """#)
        let decoded = try RateCacheFormat.decode(bytes, origin: "rates.json")
        #expect(decoded == store)
        #expect(decoded.table.origin(of: "TWD") == wide)
        #expect(decoded.table.origin(of: "USD") == ecb)
        #expect(decoded.table.source == "ECB + open.er-api.com")
        #expect(decoded.table.date == Day("2025-05-09"))
    }

    /// A cache written by an earlier calc: one source and date for every rate, read as such.
    @Test func version1IsRead() throws {
        let body = #"{"format": "calc-rates/1", "base": "EUR", "date": "2025-05-09", "source": "ECB + open.er-api.com", "fetched": 7, "rates": {"EUR": "1", "USD": "1.1", "TWD": "1019/28"}}"#
        let store = try RateCacheFormat.decode(Array(body.utf8), origin: "rates.json")
        #expect(store.table.rates == ["EUR": .one, "USD": TestSupport.rational("1.1"), "TWD": try Rational(1019).divided(by: Rational(28))])
        #expect(store.table.origin(of: "TWD") == RateOrigin(source: "ECB + open.er-api.com", date: Day("2025-05-09")!))
        #expect(store.fetchedAt == 7)
        #expect(store.sources == [.init(name: "ECB", fetched: 7), .init(name: "open.er-api.com", fetched: 7)])
    }

    /// Cross rates of merged tables rarely terminate; they are written as fractions.
    static let crossRates: RateTable = {
        let usd = TestSupport.rational("1.1252")
        let third = try! Rational(1).divided(by: Rational(3))
        let viaUSD = try! TestSupport.rational("145.183").divided(by: TestSupport.rational("0.888731"))
        return RateTable(base: "EUR", date: Day("2025-05-09"), source: "ECB + open.er-api.com", rates: [
            "USD": usd, "XTS": third, "JPY": viaUSD,
            "XAU": TestSupport.rational("0.000000000302"), // printed in scientific notation
            "BIG": TestSupport.rational("12345678901234567890.123456789"),
        ])
    }()

    @Test(arguments: [ecb, crossRates, EmbeddedRates.table])
    func roundTripIsExact(table: RateTable) throws {
        let bytes = RateCacheFormat.encode(table, fetchedAt: Self.fetched)
        let decoded = try RateCacheFormat.decode(bytes, origin: "rates.json")
        #expect(decoded.table == table)
        #expect(decoded.fetchedAt == Self.fetched)
        #expect(RateCacheFormat.encode(decoded) == bytes)
    }

    @Test func fractionsAreWrittenAsFractions() {
        let text = String(decoding: RateCacheFormat.encode(Self.crossRates, fetchedAt: 0), as: UTF8.self)
        #expect(text.contains(#""XTS": "1/3""#))
        #expect(text.contains(#""JPY": "145183000/888731""#))
        #expect(text.contains(#""XAU": "3.02e-10""#))
    }

    @Test func storeThenLoad() throws {
        let directory = try TemporaryDirectory()
        let environment = ["XDG_CACHE_HOME": directory.path + "/new/nested/cache"]
        try RateCache.store(Self.crossRates, fetchedAt: Self.fetched, environment: environment)
        #expect(RateCache.load(environment: environment) == .loaded(Self.crossRates, fetchedAt: Self.fetched))

        // The directory calc creates is private; no temporary file is left behind.
        var info = stat()
        #expect(stat(directory.path + "/new/nested/cache/calc", &info) == 0)
        #expect(info.st_mode & 0o777 == 0o700)
        #expect(TestSupport.listing(directory.path + "/new/nested/cache/calc") == ["rates.json"])
    }

    @Test func storeReplacesTheOldCache() throws {
        let directory = try TemporaryDirectory()
        let environment = ["HOME": directory.path]
        try RateCache.store(Self.ecb, fetchedAt: 1, environment: environment)
        try RateCache.store(Self.crossRates, fetchedAt: 2, environment: environment)
        #expect(RateCache.load(environment: environment) == .loaded(Self.crossRates, fetchedAt: 2))
        #expect(TestSupport.listing(directory.path + "/.cache/calc") == ["rates.json"])
    }

    /// A cache file with `rates` (the members of the `"rates"` object) and valid everything else.
    static func cache(rates: String) -> String {
        #"{"format": "calc-rates/1", "base": "EUR", "date": "2025-05-09", "source": "ECB", "fetched": 1, "rates": {"# + rates + "}}"
    }

    struct BadCache: CustomTestStringConvertible, Sendable {
        var name: String
        var body: String
        /// The message after `PATH: `.
        var problem: String
        var testDescription: String { name }
    }

    static let outOfRange = "(expected between 1e-20 and 1e20)"

    static let corruptBodies: [BadCache] = [
        BadCache(name: "empty", body: "", problem: "empty: no rate data"),
        BadCache(name: "truncated", body: String(String(decoding: RateCacheFormat.encode(ecb, fetchedAt: fetched), as: UTF8.self).dropLast(40)),
                 problem: "line 42, column 2: invalid JSON: unexpected end of input (truncated?)"),
        BadCache(name: "not JSON", body: "\u{0}\u{1}binary junk", problem: "line 1, column 1: invalid JSON: expected a value, found byte 0x00"),
        BadCache(name: "HTML", body: "<html><body>oops</body></html>",
                 problem: "an HTML page, not rate data (a login page, an error page or a wrong URL?)"),
        BadCache(name: "wrong format", body: #"{"format": "calc-rates/9", "base": "EUR", "date": "2025-05-09", "source": "ECB", "fetched": 1, "rates": {"USD": "1.1"}}"#,
                 problem: #"unknown shape: cache format "calc-rates/9", this calc reads calc-rates/3, calc-rates/2 and calc-rates/1"#),
        BadCache(name: "version 3 without its checksum", body: #"{"format": "calc-rates/3", "base": "EUR", "fetched": 1, "sources": [], "rates": [{"source": "ECB", "date": "2025-05-09", "rates": {"USD": "1.1"}}]}"#,
                 problem: "unknown shape: its checksum does not match its contents: a byte changed since calc wrote it"),
        BadCache(name: "version 2 with one table's layout", body: #"{"format": "calc-rates/2", "base": "EUR", "date": "2025-05-09", "source": "ECB", "fetched": 1, "rates": {"USD": "1.1"}}"#,
                 problem: #"unknown shape: no "sources""#),
        BadCache(name: "version 2, a currency in two groups", body: #"{"format": "calc-rates/2", "base": "EUR", "fetched": 1, "sources": [], "rates": ["#
                    + #"{"source": "ECB", "date": "2025-05-09", "rates": {"USD": "1.1"}}, {"source": "wide", "date": "2025-05-08", "rates": {"USD": "1.2"}}]}"#,
                 problem: "USD appears more than once"),
        BadCache(name: "version 2, a group without rates", body: #"{"format": "calc-rates/2", "base": "EUR", "fetched": 1, "sources": [], "rates": ["#
                    + #"{"source": "A", "date": "2025-05-09", "rates": {}}, {"source": "B", "date": "2025-05-08", "rates": {"USD": "1.1"}}]}"#,
                 problem: "unknown shape: rates of A of 2025-05-09: none"),
        BadCache(name: "version 1 with an empty source", body: #"{"format": "calc-rates/1", "base": "EUR", "date": "2025-05-09", "source": "", "fetched": 1, "rates": {"USD": "1.1"}}"#,
                 problem: #"unknown shape: no "source""#),
        BadCache(name: "version 2, a group without a date", body: #"{"format": "calc-rates/2", "base": "EUR", "fetched": 1, "sources": [], "rates": ["#
                    + #"{"source": "ECB", "rates": {"USD": "1.1"}}]}"#,
                 problem: #"missing the rates date ("date" of ECB)"#),
        BadCache(name: "no format", body: #"{"base": "EUR", "date": "2025-05-09", "rates": {"USD": 1.1}}"#,
                 problem: #"unknown shape: no "format": not a calc rate cache"#),
        BadCache(name: "number rate", body: cache(rates: #""USD": 1.1"#), problem: #""rates.USD" must be a string, found a number"#),
        BadCache(name: "zero rate", body: cache(rates: #""USD": "0""#), problem: "rate for USD is zero"),
        BadCache(name: "zero numerator", body: cache(rates: #""USD": "0/3""#), problem: "rate for USD is zero"),
        BadCache(name: "zero denominator", body: cache(rates: #""USD": "1/0""#), problem: #"rate for USD is not finite: "1/0""#),
        BadCache(name: "negative fraction", body: cache(rates: #""USD": "-1/3""#), problem: #"rate for USD is negative: "-1/3""#),
        // Fractions (cross rates) are held to the same 1e-20 … 1e20 as decimals, on both sides.
        BadCache(name: "fraction far below 1e-20", body: cache(rates: #""USD": "1/1000000000000000000000000""#),
                 problem: #"rate for USD is out of range: "1/1000000000000000000000000" "# + outOfRange),
        BadCache(name: "fraction just below 1e-20", body: cache(rates: #""USD": "1/100000000000000000001""#),
                 problem: #"rate for USD is out of range: "1/100000000000000000001" "# + outOfRange),
        BadCache(name: "fraction just above 1e20", body: cache(rates: #""USD": "100000000000000000001/1""#),
                 problem: #"rate for USD is out of range: "100000000000000000001/1" "# + outOfRange),
        BadCache(name: "fraction above 1e20, not whole", body: cache(rates: #""USD": "1000000000000000000000/7""#),
                 problem: #"rate for USD is out of range: "1000000000000000000000/7" "# + outOfRange),
        BadCache(name: "fraction half above 1e20", body: cache(rates: #""USD": "200000000000000000001/2""#),
                 problem: #"rate for USD is out of range: "200000000000000000001/2" "# + outOfRange),
        BadCache(name: "decimal below 1e-20", body: cache(rates: #""USD": "9.9e-21""#),
                 problem: #"rate for USD is out of range: "9.9e-21" "# + outOfRange),
        BadCache(name: "decimal above 1e20", body: cache(rates: #""USD": "100000000000000000000.5""#),
                 problem: #"rate for USD is out of range: "100000000000000000000.5" "# + outOfRange),
        BadCache(name: "no fetched", body: #"{"format": "calc-rates/1", "base": "EUR", "date": "2025-05-09", "source": "ECB", "rates": {"USD": "1.1"}}"#,
                 problem: #"unknown shape: no "fetched" time"#),
        BadCache(name: "no source", body: #"{"format": "calc-rates/1", "base": "EUR", "date": "2025-05-09", "fetched": 1, "rates": {"USD": "1.1"}}"#,
                 problem: #"unknown shape: no "source""#),
        BadCache(name: "no rates", body: cache(rates: ""), problem: "no rates in the table"),
    ]

    @Test(arguments: corruptBodies)
    func corruptCacheIsReportedAndLeftAlone(bad: BadCache) throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("calc/rates.json", bad.body)
        let before = TestSupport.contents(path)
        var infoBefore = stat()
        stat(path, &infoBefore)

        let result = RateCache.load(environment: ["XDG_CACHE_HOME": directory.path])
        #expect(result == .corrupt(path + ": " + bad.problem))
        // Byte for byte unchanged, not even rewritten with the same contents.
        #expect(TestSupport.contents(path) == before)
        var infoAfter = stat()
        stat(path, &infoAfter)
        #expect(infoAfter.st_ino == infoBefore.st_ino)
        #expect(infoAfter.st_mtim.tv_sec == infoBefore.st_mtim.tv_sec && infoAfter.st_mtim.tv_nsec == infoBefore.st_mtim.tv_nsec)
        #expect(TestSupport.listing(directory.path + "/calc") == ["rates.json"])
    }

    /// The limits themselves are inside the range: 1e-20 and 1e20, as fractions and as decimals.
    @Test func cachedRatesAtTheLimitsAreRead() throws {
        let body = Self.cache(rates: #""AAA": "1/100000000000000000000", "BBB": "100000000000000000000/1", "#
            + #""CCC": "1e-20", "DDD": "100000000000000000000", "EEE": "300000000000000000000/3""#)
        let store = try RateCacheFormat.decode(Array(body.utf8), origin: "rates.json")
        let (table, fetchedAt) = (store.table, store.fetchedAt)
        let tiny = try Rational(10).power(-20)
        let huge = try Rational(10).power(20)
        #expect(table.rates == ["EUR": .one, "AAA": tiny, "BBB": huge, "CCC": tiny, "DDD": huge, "EEE": huge])
        #expect(fetchedAt == 1)
    }

    @Test func oversizedCacheIsCorrupt() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("calc/rates.json", "")
        #expect(truncate(path, 100_000_000) == 0)
        #expect(RateCache.load(path: path) == .corrupt("\(path): larger than 8 MiB: refused (rate data is a few kilobytes)"))
    }

    /// Temporary files left by killed updates never block a store (found in review: an orphan
    /// named by the process id failed every later update that got the same id, as in a
    /// container where calc-fetch is always process 1). Orphans over an hour old are removed;
    /// younger ones may belong to an update under way and are left alone.
    @Test func orphanedTemporaryFilesNeverBlockAStore() throws {
        let directory = try TemporaryDirectory()
        let environment = ["XDG_CACHE_HOME": directory.path]
        try RateCache.store(Self.ecb, fetchedAt: 1_800_000_000, environment: environment)
        let path = RateCache.path(environment: environment)!
        let calcDirectory = directory.path + "/calc"
        // The old naming, for this very process id, as a file and as a directory.
        let samePid = try directory.write("calc/.rates.json.\(getpid()).tmp", "half a cache")
        #expect(mkdir(calcDirectory + "/.rates.json.1.tmp", 0o700) == 0)
        let old = try directory.write("calc/.rates.json.77.0123456789abcdef.tmp", "{")
        var times = [timespec(tv_sec: 1_800_000_000 - 7200, tv_nsec: 0), timespec(tv_sec: 1_800_000_000 - 7200, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, old, &times, 0) == 0)
        times = [timespec(tv_sec: 1_800_000_000 - 60, tv_nsec: 0), timespec(tv_sec: 1_800_000_000 - 60, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, samePid, &times, 0) == 0)

        try RateCache.store(Self.crossRates, fetchedAt: 1_800_000_000, environment: environment)
        #expect(RateCache.load(environment: environment) == .loaded(Self.crossRates, fetchedAt: 1_800_000_000))
        #expect(TestSupport.listing(calcDirectory) == [".rates.json.1.tmp", ".rates.json.\(getpid()).tmp", "rates.json"])
        #expect(RateCache.temporaryPath(for: path) != RateCache.temporaryPath(for: path))
    }

    /// The cache's directory takes no new file: the store fails before anything is written,
    /// says why, keeps the old cache byte for byte and leaves nothing behind.
    ///
    /// A directory without write permission would not do: root (as CI runs) writes there
    /// anyway. What root cannot get past is the file system's limit of 255 bytes for a name:
    /// the cache's name here is 250 bytes, so its temporary file's (`.NAME.PID.tmp`) is over it
    /// (the same failure as a read-only directory's: creating the temporary file is refused).
    @Test func storeThatCannotCreateItsTemporaryFileKeepsTheOldCache() throws {
        let directory = try TemporaryDirectory()
        let name = String(repeating: "r", count: 245) + ".json"
        // (calc could not have stored it there itself, for the same reason.)
        let path = try directory.write("calc/" + name, RateCacheFormat.encode(Self.ecb, fetchedAt: 1))
        let before = TestSupport.contents(path)
        #expect(RateCache.temporaryPath(for: path).split(separator: "/").last!.utf8.count > Int(NAME_MAX))

        #expect(throws: RateCacheError.writeFailed(path: path, reason: "File name too long")) {
            try RateCache.store(Self.crossRates, fetchedAt: 2, path: path)
        }
        #expect(TestSupport.contents(path) == before)
        #expect(RateCache.load(path: path) == .loaded(Self.ecb, fetchedAt: 1))
        #expect(TestSupport.listing(directory.path + "/calc") == [name])
    }

    /// A failure at the rename itself (the target is a directory) leaves no temporary file behind.
    @Test func failedRenameRemovesTheTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        let environment = ["XDG_CACHE_HOME": directory.path]
        let path = RateCache.path(environment: environment)!
        try FileManager.default.createDirectory(atPath: path + "/occupied", withIntermediateDirectories: true)
        #expect(throws: RateCacheError.self) {
            try RateCache.store(Self.ecb, fetchedAt: 1, environment: environment)
        }
        #expect(TestSupport.listing(directory.path + "/calc") == ["rates.json"])
        #expect(TestSupport.listing(path) == ["occupied"])
    }

    @Test func cacheDirectoryThatIsAFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("calc", "not a directory")
        let environment = ["XDG_CACHE_HOME": directory.path]
        #expect {
            try RateCache.store(Self.ecb, fetchedAt: 1, environment: environment)
        } throws: { error in
            "\(error)" == "cannot write the rate cache \(directory.path)/calc/rates.json: cannot create directory \(directory.path)/calc: Not a directory"
        }
        guard case .corrupt = RateCache.load(environment: environment) else {
            Issue.record("a cache path under a file is unusable, not missing")
            return
        }
    }

    @Test func tablesThatWouldNotReadBackAreNotWritten() throws {
        let directory = try TemporaryDirectory()
        let bad = RateTable(base: "EUR", date: Day("2025-05-09"), source: "test", rates: ["USD": .zero])
        #expect(throws: RateCacheError.self) {
            try RateCache.store(bad, fetchedAt: 1, environment: ["XDG_CACHE_HOME": directory.path])
        }
        #expect(TestSupport.listing(directory.path).isEmpty)
    }
}
