import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A fresh directory under the system temporary directory, removed when the value goes away.
public final class TemporaryDirectory {
    public let path: String

    public init() throws {
        var template = Array((NSTemporaryDirectory() + "/calc-tests.XXXXXX").utf8CString)
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
    public func write(_ name: String, _ text: String) throws -> String {
        try write(name, Array(text.utf8))
    }

    @discardableResult
    public func write(_ name: String, _ bytes: [UInt8]) throws -> String {
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
