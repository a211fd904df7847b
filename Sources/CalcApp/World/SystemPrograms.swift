#if canImport(Glibc)
import Glibc
#endif

/// The programs of this machine, for `Programs`: calc-fetch is the executable installed next
/// to calc, which does the network work, so that calc itself never links FoundationNetworking
/// and never pays for it at start.
struct SystemPrograms: Programs {
    /// The `calc-fetch` beside this executable (`/proc/self/exe`), or nil.
    var rateFetcherPath: String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let executable = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = executable.lastIndex(of: "/") else { return nil }
        return String(executable[..<slash]) + "/calc-fetch"
    }

    func rateFetcher(at path: String, temporaryDirectory: String) -> any RateFetching {
        CalcFetchProcess(path: path, temporaryDirectory: temporaryDirectory)
    }

    func replaceProcess(with path: String) -> String {
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(path), nil]
        execv(path, arguments)
        return String(cString: strerror(errno))
    }
}
