#if canImport(Glibc)
import Glibc
#endif
import CalcCore

/// Runs `calc-fetch`, the executable installed next to calc that does the network work, so
/// that calc itself never links FoundationNetworking (about 7 ms at every start).
enum RateFetcherProcess {
    /// The `calc-fetch` beside this executable (`/proc/self/exe`), or nil.
    static var path: String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let executable = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = executable.lastIndex(of: "/") else { return nil }
        return String(executable[..<slash]) + "/calc-fetch"
    }

    /// `calc --update-rates`: becomes calc-fetch (same stdin, stdout, stderr and environment).
    /// Returns only when that fails.
    static func replaceSelf(console: Console) -> Int32 {
        guard let path else {
            console.report(ProgramMessages.noOwnPath(), named: true)
            return ExitStatus.inputOutputFailed
        }
        console.output.flush()
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(path), nil]
        execv(path, arguments)
        let reason = String(cString: strerror(errno))
        console.report(ProgramMessages.cannotRunUpdater(path, reason: reason), named: true)
        return ExitStatus.inputOutputFailed
    }
}
