import CalcCore
import CalcRates
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A fresh directory under the system temporary directory, removed when the value goes away.
final class TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/calc-rates-tests.XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw POSIXError(.EIO) }
        path = String(cString: made)
    }

    deinit {
        // Directories a test made read-only must become writable again to be removed.
        chmodRecursively(path)
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `text` to `name` inside the directory and returns the full path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, Array(text.utf8))
    }

    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    private func chmodRecursively(_ root: String) {
        chmod(root, 0o755)
        guard let children = try? FileManager.default.contentsOfDirectory(atPath: root) else { return }
        for child in children {
            let full = root + "/" + child
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue {
                chmodRecursively(full)
            }
        }
    }
}

enum TestSupport {
    /// The package root, found from this file's path (tests run from the source tree).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// An exact decimal, as the rate readers should produce it.
    static func rational(_ text: String) -> Rational {
        try! NumberLiteral.value(of: Array(text.utf8)[...])
    }

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
