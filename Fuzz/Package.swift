// swift-tools-version:6.0
// libFuzzer targets for calc. A separate package, because they are built with
// `-sanitize=fuzzer,address -parse-as-library` (see Scripts/fuzz.sh), which calc's own
// executables cannot take.
import PackageDescription

/// A path dependency is known by its directory's name, which differs between clones.
let calc = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "calc").lowercased()

let package = Package(
    name: "calc-fuzz",
    dependencies: [.package(path: "..")],
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
