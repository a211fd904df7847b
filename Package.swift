// swift-tools-version:6.0
import Foundation
import PackageDescription

/// Linker flags of the release executables: position-dependent (no start-up relocations of
/// their own) and, where GCC's static C++ library is installed, without the shared libstdc++
/// and libgcc_s, whose symbol relocations were 80% of `calc 1+2`'s instructions (README, Speed).
///
/// The code that common runs execute is placed side by side (`Linking/startup-order.txt`,
/// written by `Scripts/generate-startup-order.sh`): the kernel maps code 64 KiB at a time on
/// first touch, and spread over the executable it cost `calc 1+2` 61 page faults (32 now).
let releaseLinking: [String] = {
    var flags = ["-Xclang-linker", "-no-pie", "-Xlinker", "--version-script=\(Context.packageDirectory)/Linking/executable.map"]
    // The list of section names is gold's format (the Swift toolchain links with gold on
    // Linux); lld and GNU ld read other formats under this option, so without gold, no order.
    if FileManager.default.fileExists(atPath: "/usr/bin/ld.gold") {
        flags += ["-Xlinker", "--section-ordering-file=\(Context.packageDirectory)/Linking/startup-order.txt"]
    }
    if staticLibstdcxxInstalled() {
        flags += ["-Xclang-linker", "-L\(Context.packageDirectory)/Linking", "-Xclang-linker", "-static-libgcc"]
    }
    return flags
}()

/// Whether the newest GCC installation (the one clang links with) has `libstdc++.a`
/// (Debian's libstdc++-N-dev, which the Swift toolchain's own dependencies bring).
func staticLibstdcxxInstalled() -> Bool {
    let files = FileManager.default
    for triple in ["x86_64-linux-gnu", "aarch64-linux-gnu"] {
        let gcc = "/usr/lib/gcc/\(triple)"
        guard let versions = try? files.contentsOfDirectory(atPath: gcc) else { continue }
        let newest = versions.compactMap { version in Int(version.prefix { $0.isNumber }).map { ($0, version) } }.max { $0.0 < $1.0 }
        if let newest { return files.fileExists(atPath: "\(gcc)/\(newest.1)/libstdc++.a") }
    }
    return false
}

/// The flags of calc's own Swift modules.
///
/// Types' metadata found through their accessors, not their mangled names: with a mangled
/// name the runtime checks a generic type's requirements by searching every protocol
/// conformance in calc, at the first `Dictionary<String, …>` of a run (230,000 to 370,000
/// instructions of the first unit line or definition; Docs/performance.md).
///
/// Each function in a section of its own, for the linker to order (`releaseLinking`).
let ownModuleSettings: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
                                                       "-Xfrontend", "-function-sections"])]

let package = Package(
    name: "calc",
    products: [
        .executable(name: "calc", targets: ["calc"]),
        .library(name: "CalcCore", targets: ["CalcCore"]),
        .library(name: "CalcRates", targets: ["CalcRates"]),
        .library(name: "CalcApp", targets: ["CalcApp"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // GMP (exact big integers), MPFR and MPFI (approximations), from Debian's -dev packages.
        // Linked from their static archives: the shared libraries would be loaded and relocated
        // at every start (measured: see the README's speed section), though most runs need none.
        .target(
            name: "CMultiPrecision",
            cSettings: [.unsafeFlags(["-gdwarf-4"])],
            linkerSettings: [.unsafeFlags(["-Xlinker", "-l:libmpfi.a", "-Xlinker", "-l:libmpfr.a", "-Xlinker", "-l:libgmp.a"])]
        ),
        // Pure core: syntax, exact numbers, money, evaluation, diagnostics. No I/O.
        .target(
            name: "CalcCore",
            dependencies: ["CMultiPrecision"],
            swiftSettings: ownModuleSettings
        ),
        // The I/O side of rates: rate files, the cache, the embedded default table.
        // The ECB's history of every day (578 KB of generated source), for the application.
        .target(
            name: "CalcHistoryData",
            dependencies: ["CalcCore"],
            swiftSettings: ownModuleSettings
        ),
        .target(
            name: "CalcRates",
            dependencies: ["CalcCore"],
            swiftSettings: ownModuleSettings
        ),
        // libedit (Debian libedit-dev for histedit.h), opened with dlopen() when the REPL
        // starts and called through fixed-signature wrappers.
        .target(
            name: "CEditLine",
            // DWARF 4: Debian's valgrind (3.19), which profiles calc, cannot read clang's DWARF 5.
            cSettings: [.unsafeFlags(["-gdwarf-4"])],
            linkerSettings: [.linkedLibrary("dl")]
        ),
        // The application: sessions, batch and one-shot runs, the REPL and its commands, rate
        // selection and refresh, history; the streams, clock, environment and terminal injected
        // (it sees a line editor only through its `LineEditor` protocol).
        .target(
            name: "CalcApp",
            dependencies: ["CalcCore", "CalcRates", "CalcHistoryData", "CTerminal"],
            swiftSettings: ownModuleSettings
        ),
        // libedit as the prompt's line editor: the one adapter that imports CEditLine.
        .target(
            name: "CalcLineEditing",
            dependencies: ["CalcApp", "CalcCore", "CEditLine", "CTerminal"],
            swiftSettings: ownModuleSettings
        ),
        // ppoll, which the line editors wait with and Swift's Glibc module does not show.
        .target(
            name: "CTerminal",
            cSettings: [.unsafeFlags(["-gdwarf-4"])]
        ),
        // The executable: reads argv (swift-argument-parser for help and usage errors) and wires.
        .target(
            name: "CalcCommandLine",
            dependencies: [
                "CalcApp",
                "CalcCore",
                "CalcRates",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: ownModuleSettings
        ),
        // argc and argv for Swift's `CommandLine`, from glibc's `.init_array` call rather than
        // the runtime's reading of /proc/self/maps at every start (Arguments.c).
        .target(
            name: "CArguments",
            cSettings: [.unsafeFlags(["-gdwarf-4"])]
        ),
        .executableTarget(
            name: "calc",
            dependencies: ["CalcApp", "CalcCommandLine", "CalcLineEditing", "CalcFetch", "CArguments"],
            // A position-dependent executable needs no start-up relocations: about 0.7 ms of
            // every `calc "1+2"` (37,000 relocations, measured with hyperfine); nor does a
            // static C++ library (1.8 million instructions).
            linkerSettings: [.unsafeFlags(releaseLinking, .when(configuration: .release))]
        ),
        // libcurl (Debian libcurl4; the -dev package for its header) for the rate fetcher:
        // several downloads at once in one thread, with deadlines and size caps, behind
        // fixed-signature wrappers; opened with dlopen() when a fetch starts, so that calc's
        // other runs never load it.
        .target(
            name: "CCurl",
            cSettings: [.unsafeFlags(["-gdwarf-4"])],
            linkerSettings: [.linkedLibrary("dl")]
        ),
        // The rate fetcher (`calc --update-rates`, the prompt's `:update`): calc's executable
        // run as calc-fetch. The network lives here, off calc's start-up path.
        .target(
            name: "CalcFetch",
            dependencies: ["CalcRates", "CCurl"],
            swiftSettings: ownModuleSettings
        ),
        // Helpers the test targets share (a seeded generator, the package's path, exact
        // decimals, temporary directories); not part of calc.
        .target(name: "CalcTestSupport", dependencies: ["CalcCore"]),
        .testTarget(
            name: "CalcCoreTests",
            dependencies: ["CalcCore", "CalcHistoryData", "CalcTestSupport"]
        ),
        .testTarget(
            name: "CalcAppTests",
            dependencies: ["CalcApp", "CalcCore", "CalcHistoryData", "CalcTestSupport"],
            // Golden files, read by path (as the grammar corpus is).
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "CalcCommandLineTests",
            dependencies: ["CalcCommandLine", "CalcApp"]
        ),
        .testTarget(
            name: "CalcRatesTests",
            dependencies: ["CalcRates", "CalcTestSupport"]
        ),
        .testTarget(
            name: "CalcEndToEndTests",
            dependencies: ["calc"],
            // Golden files, read by path.
            exclude: ["Golden"]
        ),
    ]
)
