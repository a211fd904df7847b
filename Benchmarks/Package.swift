// swift-tools-version:6.0
// Micro-benchmarks of calc's lexer, parser, evaluator and formatter (Scripts/benchmark.sh).
import PackageDescription

/// A path dependency is known by its directory's name, which differs between clones.
let calc = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "calc").lowercased()

let package = Package(
    name: "calc-benchmarks",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "calc-microbench",
            dependencies: [.product(name: "CalcCore", package: calc)]
        ),
    ]
)
