// swift-tools-version: 6.0
import PackageDescription

// Swift Katas: a core library (catalog, harness, checks, workspace), a thin command-line layer,
// and the `kata` executable. No dependencies beyond the toolchain.
let package = Package(
    name: "SwiftKatas",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "kata", targets: ["kata"]),
    ],
    targets: [
        .target(name: "KataCore"),
        .target(name: "KataCLI", dependencies: ["KataCore"]),
        .executableTarget(name: "kata", dependencies: ["KataCLI"]),
        .testTarget(name: "KataCoreTests", dependencies: ["KataCore", "KataCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
