import FuzzDriver

/// The entry point SwiftPM links for this executable (see FuzzDriver).
@_cdecl("FuzzCalculator_main")
func fuzzerEntry(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runLibFuzzer(argc, argv) { data, size in fuzzCalculator(data, size) }
}
