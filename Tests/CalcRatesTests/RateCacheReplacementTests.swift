import CalcCore
@testable import CalcRates
import Foundation
import CalcTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Storing the cache replaces the file as a whole (a new file renamed over the old), as seen
/// from outside: by another name of the old file, and by a reader that never stops reading.
@Suite("Rate cache replacement")
struct RateCacheReplacementTests {
    static let small = RateTable(base: "EUR", date: Day("2025-05-09"), source: "small",
                                 rates: ["USD": TestSupport.rational("1.1252")])

    /// 150 currencies besides the euro, most of them fractions: a file of several kilobytes.
    static let big: RateTable = {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var rates: [CurrencyCode: Rational] = [:]
        for index in 0..<150 {
            let code = CurrencyCode(code: "Q" + String(letters[index / 26]) + String(letters[index % 26]))!
            rates[code] = try! Rational(index * 7919 + 13).divided(by: Rational(index % 9 + 3))
        }
        return RateTable(base: "EUR", date: Day("2025-05-10"), source: "big", rates: rates)
    }()

    static func inode(_ path: String) -> ino_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_ino : nil
    }

    /// A second name for the old file keeps the old contents: the new cache is a new file.
    @Test func anotherNameOfTheOldFileKeepsTheOldBytes() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/calc/rates.json"
        try RateCache.store(Self.small, fetchedAt: 1, path: path)
        let old = try #require(TestSupport.contents(path))
        let oldInode = try #require(Self.inode(path))
        let link = directory.path + "/old-rates.json"
        #expect(Glibc.link(path, link) == 0)

        try RateCache.store(Self.big, fetchedAt: 2, path: path)

        #expect(TestSupport.contents(link) == old)
        #expect(Self.inode(link) == oldInode)
        #expect(Self.inode(path) != oldInode)
        var info = stat()
        #expect(lstat(link, &info) == 0 && info.st_nlink == 1) // the cache's name no longer points at it
        #expect(TestSupport.contents(path) == RateCacheFormat.encode(Self.big, fetchedAt: 2))
        #expect(RateCache.load(path: path) == .loaded(Self.big, fetchedAt: 2))
        #expect(TestSupport.listing(directory.path + "/calc") == ["rates.json"])
    }

    /// Whatever moment a reader opens the cache, it reads one whole table or the other.
    @Test func aReaderNeverSeesAPartialCache() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/calc/rates.json"
        try RateCache.store(Self.big, fetchedAt: 1, path: path)

        final class Reader: @unchecked Sendable {
            let lock = NSLock()
            var stop = false
            var reads = 0
            var unexpected: [String] = []
            let done = DispatchSemaphore(value: 0)
            let started = DispatchSemaphore(value: 0)
        }
        let reader = Reader()
        let big = RateCache.LoadResult.loaded(Self.big, fetchedAt: 1)
        let small = RateCache.LoadResult.loaded(Self.small, fetchedAt: 2)
        Thread.detachNewThread {
            while true {
                let result = RateCache.load(path: path)
                let (first, stop) = reader.lock.withLock { () -> (Bool, Bool) in
                    reader.reads += 1
                    if result != big && result != small && reader.unexpected.count < 5 {
                        reader.unexpected.append(String("\(result)".prefix(300)))
                    }
                    return (reader.reads == 1, reader.stop)
                }
                if first { reader.started.signal() }
                if stop { break }
            }
            reader.done.signal()
        }
        #expect(reader.started.wait(timeout: .now() + 60) == .success)

        for round in 0..<200 {
            if round % 2 == 0 {
                try RateCache.store(Self.small, fetchedAt: 2, path: path)
            } else {
                try RateCache.store(Self.big, fetchedAt: 1, path: path)
            }
        }
        reader.lock.withLock { reader.stop = true }
        // A guard against a hang only: the reader stops after the read it is in.
        #expect(reader.done.wait(timeout: .now() + 60) == .success)

        reader.lock.withLock {
            #expect(reader.unexpected == [], "after \(reader.reads) reads")
            #expect(reader.reads > 1)
        }
        #expect(RateCache.load(path: path) == big)
        #expect(TestSupport.listing(directory.path + "/calc") == ["rates.json"])
    }
}
