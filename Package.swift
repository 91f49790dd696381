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
        // `import UIKit` on Linux: Foundation, the engine, and UIKit's, Core Animation's and
        // CoreGraphics' names for the engine's types.
        .target(
            name: "UIKit",
            dependencies: ["TransitionKit"],
            path: "Sources/UIKit",
            swiftSettings: swiftSettings
        ),
        // The catalog: one file per transition, plus shared demo scenes in Catalog/Shared.
        // Its list of entries is generated from the files (CatalogRegistryPlugin).
        .target(
            name: "TransitionCatalog",
            dependencies: ["UIKit"],
            path: "Catalog",
            swiftSettings: swiftSettings,
            plugins: ["CatalogRegistryPlugin"]
        ),
        // Finds the entry of each catalog file: pure Swift, no Foundation, tested on its own.
        .target(
            name: "CatalogIndexing",
            path: "Sources/CatalogIndexing",
            swiftSettings: swiftSettings
        ),
        // Protocol v1 and the per-viewer session: pure Swift, testable without a socket.
        .target(
            name: "PreviewProtocol",
            dependencies: ["TransitionKit"],
            path: "Sources/PreviewProtocol",
            swiftSettings: swiftSettings
        ),
        // The build tool: reads Catalog/*.swift, writes CatalogRegistry+Generated.swift.
        .executableTarget(
            name: "CatalogIndexer",
            dependencies: ["CatalogIndexing"],
            path: "Sources/CatalogIndexer",
            swiftSettings: swiftSettings
        ),
        .plugin(
            name: "CatalogRegistryPlugin",
            capability: .buildTool(),
            dependencies: ["CatalogIndexer"],
            path: "Sources/CatalogRegistryPlugin"
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
            dependencies: ["CLibWebSockets", "PreviewProtocol", "TransitionCatalog"],
            path: "Sources/PreviewServer",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "transitions",
            dependencies: [
                "TransitionKit",
                "TransitionCatalog",
                "PreviewServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/transitions",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PreviewServerTests",
            dependencies: ["PreviewServer", "PreviewProtocol"],
            path: "Tests/PreviewServerTests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TransitionKitTests",
            dependencies: ["TransitionKit", "UIKit", "_Testing_UIKit"],
            path: "Tests/TransitionKitTests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TransitionCatalogTests",
            dependencies: ["TransitionKit", "TransitionCatalog", "UIKit"],
            path: "Tests/TransitionCatalogTests",
            exclude: ["Golden"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PreviewProtocolTests",
            dependencies: ["PreviewProtocol", "TransitionKit", "TransitionCatalog"],
            path: "Tests/PreviewProtocolTests",
            swiftSettings: swiftSettings
        ),
        // Transition files written the way iOS apps write them, compiled with the catalog's
        // settings; UIKitTests runs them through the engine.
        .target(
            name: "UIKitFixtures",
            dependencies: ["UIKit"],
            path: "Tests/UIKitFixtures",
            swiftSettings: swiftSettings
        ),
        // Swift Testing's overlay for a module named UIKit, which Linux toolchains declare but
        // do not ship: empty, for test files that import both Testing and UIKit.
        .target(
            name: "_Testing_UIKit",
            path: "Tests/_Testing_UIKit",
            swiftSettings: swiftSettings
        ),
        // CoreGraphics' documented semantics, and the fixtures above, run.
        .testTarget(
            name: "UIKitTests",
            dependencies: ["UIKit", "UIKitFixtures", "_Testing_UIKit"],
            path: "Tests/UIKitTests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CatalogIndexingTests",
            dependencies: ["CatalogIndexing"],
            path: "Tests/CatalogIndexingTests",
            swiftSettings: swiftSettings
        ),
        // Runs the built `transitions` binary and checks what it prints.
        .testTarget(
            name: "CLITests",
            dependencies: ["transitions"],
            path: "Tests/CLITests",
            swiftSettings: swiftSettings
        ),
    ]
)
