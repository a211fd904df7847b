// swift-tools-version:6.0
// libFuzzer targets for calc. A separate package, because they are built with
// `-sanitize=fuzzer,address -parse-as-library` (see Scripts/fuzz.sh), which calc's own
// executables cannot take.
import PackageDescription

/// calc itself. A path dependency is known by its directory's name, which differs between
/// clones, and a checkout named `fuzz` would clash with this package's own name:
/// Scripts/fuzz.sh links the checkout as `calc` in a directory of its own and names the link
/// in CALC_FUZZ_ROOT.
let root = Context.environment["CALC_FUZZ_ROOT"] ?? ".."
let calc = String((Context.environment["CALC_FUZZ_ROOT"] ?? Context.packageDirectory).split(separator: "/")
    .dropLast(Context.environment["CALC_FUZZ_ROOT"] == nil ? 1 : 0).last ?? "calc").lowercased()

let package = Package(
    name: "calc-fuzz",
    dependencies: [.package(path: root)],
    targets: [
        // The libFuzzer driver call both targets start with.
        .target(name: "FuzzDriver"),
        // Lexing, parsing, evaluation and formatting of one input line.
        .executableTarget(
            name: "FuzzCalculator",
            dependencies: ["FuzzDriver", .product(name: "CalcCore", package: calc)]
        ),
        // The ECB XML, rate JSON, service JSON and cache readers.
        .executableTarget(
            name: "FuzzRateFiles",
            dependencies: ["FuzzDriver", .product(name: "CalcRates", package: calc), .product(name: "CalcCore", package: calc)]
        ),
    ]
)
