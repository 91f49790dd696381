// swift-tools-version: 6.0
import PackageDescription

/// One settings list for every target, so the whole package is held to the same rules.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "TransitionPreview",
    products: [
        .library(name: "TransitionKit", targets: ["TransitionKit"]),
        .library(name: "PreviewServer", targets: ["PreviewServer"]),
        .executable(name: "transitions", targets: ["transitions"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The engine: pure Swift, no C, no wall clock, no I/O.
        .target(
            name: "TransitionKit",
            path: "Sources/TransitionKit",
            swiftSettings: swiftSettings
        ),
        // The system libwebsockets (Debian `libwebsockets-dev`), seen through one shim header.
        .systemLibrary(
            name: "CLibWebSockets",
            path: "Sources/CLibWebSockets",
            pkgConfig: "libwebsockets",
            providers: [.apt(["libwebsockets-dev"])]
        ),
        // The preview server: transport (the one file that calls libwebsockets) and the
        // socket-free pieces around it (queues, reassembly, origin policy, static files).
        .target(
            name: "PreviewServer",
            dependencies: ["CLibWebSockets"],
            path: "Sources/PreviewServer",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "transitions",
            dependencies: [
                "TransitionKit",
                "PreviewServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/transitions",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PreviewServerTests",
            dependencies: ["PreviewServer"],
            path: "Tests/PreviewServerTests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TransitionKitTests",
            dependencies: ["TransitionKit"],
            path: "Tests/TransitionKitTests",
            swiftSettings: swiftSettings
        ),
    ]
)
