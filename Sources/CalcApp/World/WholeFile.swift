#if canImport(Glibc)
import Glibc
#endif

/// Reading a descriptor to its end, up to a limit: a sheet and the init file are read whole.
enum WholeFile {
    enum Failure: Error {
        /// The system's reason (`strerror`).
        case unreadable(String)
        /// More than the limit.
        case tooLarge
    }

    static func read(_ descriptor: Int32, limit: Int) -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(String(cString: strerror(errno))))
            }
            if count == 0 { return .success(bytes) }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > limit { return .failure(.tooLarge) }
        }
    }
}
