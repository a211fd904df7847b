import CalcCore
import CalcRates
import CalcTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

enum TestSupport {
    static let packageRoot = SharedFixtures.packageRoot

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// An exact decimal, as the rate readers should produce it.
    static func rational(_ text: String) -> Rational { SharedFixtures.rational(text) }

    static func contents(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }

    /// The files in a directory, sorted.
    static func listing(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// The ECB sample with one `<Cube currency=… rate=…/>` line replaced.
    static func ecb(replacing old: String, with new: String) -> String {
        precondition(Fixtures.ecbDaily.contains(old), "fixture has no \(old)")
        return Fixtures.ecbDaily.replacingOccurrences(of: old, with: new)
    }
}

extension RateCache.LoadResult {
    /// A cache holding one table just fetched at `fetchedAt`.
    static func loaded(_ table: RateTable, fetchedAt: Int) -> Self {
        .loaded(RateStore(table, fetchedAt: fetchedAt))
    }
}
