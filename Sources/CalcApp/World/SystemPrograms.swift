#if canImport(Glibc)
import Glibc
#endif

/// The programs of this machine, for `Programs`: the rate fetcher is calc's own executable
/// run as calc-fetch (its `argv[0]`), which alone opens the network library, so that calc's
/// other runs never load it.
struct SystemPrograms: Programs {
    /// This executable (`/proc/self/exe`), or nil.
    var rateFetcherPath: String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let executable = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // Replaced while running (a package upgrade): the kernel marks the old file, and the
        // new one at the same path is the fetcher to run.
        return executable.hasSuffix(" (deleted)") ? String(executable.dropLast(" (deleted)".count)) : executable
    }

    func rateFetcher(at path: String, temporaryDirectory: String) -> any RateFetching {
        CalcFetchProcess(path: path, temporaryDirectory: temporaryDirectory)
    }

    func replaceProcess(with path: String) -> String {
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("calc-fetch"), nil]
        execv(path, arguments)
        return String(cString: strerror(errno))
    }
}
