import FuzzDriver

/// The entry point SwiftPM links for this executable (see FuzzDriver).
@_cdecl("FuzzRateFiles_main")
func fuzzerEntry(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runLibFuzzer(argc, argv) { data, size in fuzzRateFiles(data, size) }
}
