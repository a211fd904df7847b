import CalcCore
@testable import CalcRates
import Foundation
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

    @Test func missingCache() throws {
        let directory = try TemporaryDirectory()
        #expect(RateCache.load(environment: ["XDG_CACHE_HOME": directory.path]) == .missing)
        #expect(RateCache.load(environment: ["HOME": directory.path]) == .missing)
    }

    @Test func fileFormat() {
        let table = RateTable(base: "EUR", date: "2025-05-09", source: "ECB \"daily\"",
                              rates: ["USD": TestSupport.rational("1.1252"), "JPY": TestSupport.rational("163.36")])
        let text = String(decoding: RateCacheFormat.encode(table, fetchedAt: Self.fetched), as: UTF8.self)
        #expect(text == #"""
            {
              "format": "calc-rates/1",
              "base": "EUR",
              "date": "2025-05-09",
              "source": "ECB \"daily\"",
              "fetched": 1746800000,
              "rates": {
                "EUR": "1",
                "JPY": "163.36",
                "USD": "1.1252"
              }
            }

            """#)
    }

    /// Cross rates of merged tables rarely terminate; they are written as fractions.
    static let crossRates: RateTable = {
        let usd = TestSupport.rational("1.1252")
        let third = try! Rational(1).divided(by: Rational(3))
        let viaUSD = try! TestSupport.rational("145.183").divided(by: TestSupport.rational("0.888731"))
        return RateTable(base: "EUR", date: "2025-05-09", source: "ECB + open.er-api.com", rates: [
            "USD": usd, "XTS": third, "JPY": viaUSD,
            "XAU": TestSupport.rational("0.000000000302"), // printed in scientific notation
            "BIG": TestSupport.rational("12345678901234567890.123456789"),
        ])
    }()

    @Test(arguments: [ecb, crossRates, EmbeddedRates.table])
    func roundTripIsExact(table: RateTable) throws {
        let bytes = RateCacheFormat.encode(table, fetchedAt: Self.fetched)
        let (decoded, fetchedAt) = try RateCacheFormat.decode(bytes, origin: "rates.json")
        #expect(decoded == table)
        #expect(fetchedAt == Self.fetched)
        #expect(RateCacheFormat.encode(decoded, fetchedAt: fetchedAt) == bytes)
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

    static let corruptBodies: [(String, String)] = [
        ("empty", ""),
        ("truncated", String(String(decoding: RateCacheFormat.encode(ecb, fetchedAt: fetched), as: UTF8.self).dropLast(40))),
        ("not JSON", "\u{0}\u{1}binary junk"),
        ("HTML", "<html><body>oops</body></html>"),
        ("wrong format", #"{"format": "calc-rates/2", "base": "EUR", "date": "2025-05-09", "source": "ECB", "fetched": 1, "rates": {"USD": "1.1"}}"#),
        ("no format", #"{"base": "EUR", "date": "2025-05-09", "rates": {"USD": 1.1}}"#),
        ("number rate", #"{"format": "calc-rates/1", "base": "EUR", "date": "2025-05-09", "source": "ECB", "fetched": 1, "rates": {"USD": 1.1}}"#),
        ("zero rate", #"{"format": "calc-rates/1", "base": "EUR", "date": "2025-05-09", "source": "ECB", "fetched": 1, "rates": {"USD": "0"}}"#),
        ("zero denominator", #"{"format": "calc-rates/1", "base": "EUR", "date": "2025-05-09", "source": "ECB", "fetched": 1, "rates": {"USD": "1/0"}}"#),
        ("negative fraction", #"{"format": "calc-rates/1", "base": "EUR", "date": "2025-05-09", "source": "ECB", "fetched": 1, "rates": {"USD": "-1/3"}}"#),
        ("no fetched", #"{"format": "calc-rates/1", "base": "EUR", "date": "2025-05-09", "source": "ECB", "rates": {"USD": "1.1"}}"#),
        ("no source", #"{"format": "calc-rates/1", "base": "EUR", "date": "2025-05-09", "fetched": 1, "rates": {"USD": "1.1"}}"#),
        ("no rates", #"{"format": "calc-rates/1", "base": "EUR", "date": "2025-05-09", "source": "ECB", "fetched": 1, "rates": {}}"#),
    ]

    @Test(arguments: corruptBodies)
    func corruptCacheIsReportedAndLeftAlone(name: String, body: String) throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("calc/rates.json", body)
        let before = TestSupport.contents(path)
        var infoBefore = stat()
        stat(path, &infoBefore)

        let result = RateCache.load(environment: ["XDG_CACHE_HOME": directory.path])
        guard case .corrupt(let message) = result else {
            Issue.record("\(name): expected .corrupt, got \(result)")
            return
        }
        #expect(message.hasPrefix(path + ": "), "\(message)")
        #expect(!message.contains("\n"))
        // Byte for byte unchanged, not even rewritten with the same contents.
        #expect(TestSupport.contents(path) == before)
        var infoAfter = stat()
        stat(path, &infoAfter)
        #expect(infoAfter.st_ino == infoBefore.st_ino)
        #expect(infoAfter.st_mtim.tv_sec == infoBefore.st_mtim.tv_sec && infoAfter.st_mtim.tv_nsec == infoBefore.st_mtim.tv_nsec)
        #expect(TestSupport.listing(directory.path + "/calc") == ["rates.json"])
    }

    @Test func oversizedCacheIsCorrupt() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("calc/rates.json", "")
        #expect(truncate(path, 100_000_000) == 0)
        #expect(RateCache.load(path: path) == .corrupt("\(path): larger than 8 MiB: refused (rate data is a few kilobytes)"))
    }

    /// A failure before the rename (here: the temporary file cannot be created) keeps the old cache.
    @Test func failedStoreKeepsTheOldCache() throws {
        let directory = try TemporaryDirectory()
        let environment = ["XDG_CACHE_HOME": directory.path]
        try RateCache.store(Self.ecb, fetchedAt: 1, environment: environment)
        let path = RateCache.path(environment: environment)!
        let before = TestSupport.contents(path)
        // A directory where the temporary file should go: works even for root, unlike chmod.
        let blocker = RateCache.temporaryPath(for: path)
        #expect(mkdir(blocker, 0o700) == 0)

        #expect {
            try RateCache.store(Self.crossRates, fetchedAt: 2, environment: environment)
        } throws: { error in
            guard let error = error as? RateCacheError, case .writeFailed(let failedPath, let reason) = error else { return false }
            #expect(failedPath == path)
            #expect(reason == "File exists")
            return true
        }
        #expect(TestSupport.contents(path) == before)
        #expect(RateCache.load(environment: environment) == .loaded(Self.ecb, fetchedAt: 1))
    }

    @Test(.enabled(if: !TestSupport.isRoot, "root ignores directory permissions"))
    func storeIntoReadOnlyDirectoryKeepsTheOldCache() throws {
        let directory = try TemporaryDirectory()
        let environment = ["XDG_CACHE_HOME": directory.path]
        try RateCache.store(Self.ecb, fetchedAt: 1, environment: environment)
        let path = RateCache.path(environment: environment)!
        let before = TestSupport.contents(path)
        #expect(chmod(directory.path + "/calc", 0o500) == 0)

        #expect(throws: RateCacheError.self) {
            try RateCache.store(Self.crossRates, fetchedAt: 2, environment: environment)
        }
        #expect(TestSupport.contents(path) == before)
        #expect(TestSupport.listing(directory.path + "/calc") == ["rates.json"])
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
        let bad = RateTable(base: "EUR", date: "2025-05-09", source: "test", rates: ["USD": .zero])
        #expect(throws: RateCacheError.self) {
            try RateCache.store(bad, fetchedAt: 1, environment: ["XDG_CACHE_HOME": directory.path])
        }
        #expect(TestSupport.listing(directory.path).isEmpty)
    }
}
