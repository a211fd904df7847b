// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "calc",
    products: [
        .executable(name: "calc", targets: ["calc"]),
        .library(name: "CalcCore", targets: ["CalcCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
    ],
    targets: [
        // Pure core: syntax, exact numbers, money, evaluation, diagnostics. No I/O.
        .target(
            name: "CalcCore",
            dependencies: [.product(name: "BigInt", package: "BigInt")]
        ),
        // The command-line front end: flags, one-shot, batch, output.
        .executableTarget(
            name: "calc",
            dependencies: [
                "CalcCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "CalcCoreTests",
            dependencies: ["CalcCore"]
        ),
        .testTarget(
            name: "CalcEndToEndTests",
            dependencies: ["calc"]
        ),
    ]
)
