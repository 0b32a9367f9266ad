// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TouchChain",
    products: [
        .library(name: "TouchChainCore", targets: ["TouchChainCore"]),
        .library(name: "touchchain", type: .dynamic, targets: ["TouchChain"]),
    ],
    targets: [
        // The public C header, exposed to Swift. One .c file so SwiftPM tracks header changes.
        .target(name: "CTouchChain", path: ".", sources: ["Sources/CTouchChain/shim.c"],
                publicHeadersPath: "include"),
        // The engine: pure Swift, standard library only.
        .target(name: "TouchChainCore", path: "Sources/TouchChainCore"),
        // The exported C ABI: thin conversions into the engine.
        .target(name: "TouchChain", dependencies: ["CTouchChain", "TouchChainCore"],
                path: "Sources/TouchChain",
                linkerSettings: [
                    .unsafeFlags(["-Xlinker", "--version-script=cmake/touchchain.map",
                                  "-Xlinker", "-soname=libtouchchain.so.0"]),
                ]),
        .testTarget(name: "TouchChainCoreTests", dependencies: ["TouchChainCore"],
                    path: "Tests/TouchChainCoreTests"),
    ]
)
