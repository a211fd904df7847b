#if canImport(Glibc)
import Glibc
#endif
import CalcRates

/// The programs of this machine, for `Programs`: the rate fetcher is calc's own executable
/// run as calc-fetch (its `argv[0]`), which alone opens the network library, so that calc's
/// other runs never load it.
struct SystemPrograms: Programs {
    /// This executable, as `/proc/self/exe`: the file calc is running from even when it has
    /// been replaced or removed since (a package upgrade), so the fetcher is always calc's
    /// own version. Nil when there is no `/proc`.
    var rateFetcherPath: String? {
        access("/proc/self/exe", X_OK) == 0 ? "/proc/self/exe" : nil
    }

    func rateFetcher(at path: String, temporaryDirectory: String) -> any RateFetching {
        CalcFetchProcess(path: path, temporaryDirectory: temporaryDirectory)
    }

    func replaceProcess(with path: String) -> String {
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(FetchReport.programName.description), nil]
        execv(path, arguments)
        return String(cString: strerror(errno))
    }
}
