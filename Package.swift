// swift-tools-version:6.0
//
// TouchChain as a Swift package. Dependents use the engine directly:
//
//     .package(url: "https://github.com/<owner>/touchchain", from: "0.1.0")   // or path: "…"
//     .product(name: "TouchChainCore", package: "TouchChain")
//
// No target uses unsafeFlags (SwiftPM refuses them in a versioned dependency). The shared C
// library you ship (libtouchchain.so with its SONAME and tc_*-only exports) is built by CMake
// (docs/BUILDING.md); the `TouchChain` product here is the same C exports for Swift programs
// that want to call the C ABI or link it into their own binary.
import PackageDescription

let package = Package(
    name: "TouchChain",
    products: [
        .library(name: "TouchChainCore", targets: ["TouchChainCore"]),
        .library(name: "TouchChain", targets: ["TouchChain"]),
    ],
    targets: [
        // The public C header, exposed to Swift. One .c file so SwiftPM tracks header changes.
        .target(name: "CTouchChain", path: ".", sources: ["Sources/CTouchChain/shim.c"],
                publicHeadersPath: "include"),
        // The engine: pure Swift, standard library only. It calls ceil, floor, round and sqrt,
        // which the standard library lowers to libm: link it for every dependent.
        .target(name: "TouchChainCore", path: "Sources/TouchChainCore",
                linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android, .wasi]))]),
        // What the exported layer needs of the platform (POSIX threads), as a C module: the
        // same import in the standard and the Embedded Swift builds. Private, not a product.
        .target(name: "CTouchChainPlatform", path: "Sources/CTouchChainPlatform"),
        // The exported C ABI: thin conversions into the engine.
        .target(name: "TouchChain", dependencies: ["CTouchChain", "CTouchChainPlatform", "TouchChainCore"],
                path: "Sources/TouchChain"),
        // The tests also read the C header (CTouchChain) to compare the engine's constants with it.
        .testTarget(name: "TouchChainCoreTests", dependencies: ["TouchChainCore", "CTouchChain"],
                    path: "Tests/TouchChainCoreTests"),
    ]
)
