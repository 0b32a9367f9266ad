// swift-tools-version:6.0
//
// A package that depends on TouchChain the way a user's package does, by path, and runs the
// README's Swift snippet (Tests/readme/run_readme.py writes that block into
// Sources/ReadmeSnippet/main.swift of a scratch copy of this package, then `swift run`s it).
// TOUCHCHAIN_PACKAGE_PATH names the TouchChain checkout; by default it is this repository.
import PackageDescription

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let touchChainPath: String = {
    if let value = getenv("TOUCHCHAIN_PACKAGE_PATH") { return String(cString: value) }
    return "../.."
}()

let package = Package(
    name: "ReadmeSnippet",
    dependencies: [
        .package(name: "TouchChain", path: touchChainPath),
    ],
    targets: [
        .executableTarget(
            name: "ReadmeSnippet",
            dependencies: [.product(name: "TouchChainCore", package: "TouchChain")],
            path: "Sources/ReadmeSnippet"),
    ]
)
