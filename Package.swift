// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// One settings list for every target, so the whole package is held to the same rules.
/// (The catalog is the exception: it holds apps' code, compiled as the apps wrote it.)
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

/// The one-file entries of `Catalog/` compile as folder entries do by default: Swift 5, none of
/// the package's settings — most apps are in Swift 5 mode, and code moved between a file and a
/// folder compiles the same (docs/bring-your-own.md, "How a folder entry is compiled").
let appCodeSettings: [SwiftSetting] = [.swiftLanguageMode(.v5)]

/// A folder entry: a folder directly in `Catalog/` (other than `Shared/`) holding one app's
/// transition files and one scenario, compiled as a module of its own (docs/adding-an-entry.md,
/// "A folder entry").
struct CatalogFolder {
    /// The folder's name, `MyApp` for `Catalog/MyApp/`.
    let name: String
    /// What `.swift-language-mode` in the folder says, if there is one.
    let languageModeFile: String?
    /// Files other than Swift sources (a README, images …), left out of the module.
    let nonSwiftFiles: [String]
    /// Swift files using Objective-C interop (`@objc`, `#selector`, `@IBAction` …), left out
    /// of the module: CatalogRegistryPlugin writes the rewritten copy the module compiles
    /// instead (docs/bring-your-own.md, "@objc and #selector").
    let rewrittenFiles: [String]
    let hasSwiftFiles: Bool
    /// Whether a file imports ScenarioKit: only then does the folder depend on it.
    let importsScenarioKit: Bool

    /// `Catalog_` and the folder's name with every character other than an ASCII letter,
    /// digit or `_` made a `_`: `Catalog/Fluid Photo/` is the module `Catalog_Fluid_Photo`.
    /// No other target's name starts with `Catalog_`, so a folder never clashes with one.
    var module: String {
        "Catalog_" + String(String.UnicodeScalarView(name.unicodeScalars.map {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") ? $0 : "_"
        }))
    }

    /// The Swift language mode the folder's code was written for: 5 unless the folder holds
    /// a `.swift-language-mode` file saying `6` (or `4`, `4.2`; Xcode's `5.0`, `6.0` and `4.0`
    /// work too). A value the compiler has no mode for builds as 5, and CatalogRegistryPlugin
    /// reports it. The parse is `FolderLanguageMode.mode(asked:)`'s, token for token
    /// (RewriteRuleInStepTests).
    var languageMode: String {
        let mode = languageModeFile.map { $0.hasSuffix(".0") ? String($0.dropLast(2)) : $0 } ?? "5"
        return ["4", "4.2", "5", "6"].contains(mode) ? mode : "5"
    }

    var swiftSettings: [SwiftSetting] {
        let mode: SwiftLanguageMode = switch languageMode {
        case "4": .v4
        case "4.2": .v4_2
        case "6": .v6
        default: .v5
        }
        return [
            .swiftLanguageMode(mode),
            // How this evaluation of the manifest built the folder, so the plugin can tell a
            // stale one (SwiftPM caches it) from what `.swift-language-mode` now says.
            .define("CATALOG_FOLDER_LANGUAGE_MODE_" + languageMode.replacingOccurrences(of: ".", with: "_")),
        ]
    }

    /// Whether a Swift file may use Objective-C interop: the substring test of
    /// CatalogRegistryPlugin and of `ObjCRewriter.mayNeedRewrite` (RewriteRuleInStepTests checks the three are one test).
    /// `objcProtocols`: the folder's `@objc protocol` names, which a file may conform to.
    static func mayNeedRewrite(_ file: URL, objcProtocols: [String]) -> Bool {
        guard let data = FileManager.default.contents(atPath: file.path) else { return false }
        let source = String(decoding: data, as: UTF8.self)
        return source.contains("@objc") || source.contains("@nonobjc") || source.contains("@IB") || source.contains("#selector")
            || source.contains("#keyPath")
            || source.split(separator: "\n").contains { line in
                (line.contains("#if") || line.contains("#elseif"))
                    && (line.contains("os(") || line.contains("targetEnvironment(") || line.contains("arch("))
            }
            || (source.contains("import Foundation") && (source.contains("Timer") || source.contains("RunLoop")))
            || source.contains("Date()") || source.contains("Date.now") || source.contains("timeIntervalSinceNow")
            || source.contains("systemUptime") || source.contains("Time.now()") || source.contains("Clock.now")
            || source.contains("CFAbsoluteTimeGetCurrent")
            || source.contains("import os") || source.contains("import OSLog") || source.contains("import AV")
            || source.contains("import CoreMedia") || source.contains("import UIKit.") || source.contains("import ObjectiveC")
            || objcProtocols.contains { source.contains($0) }
    }

    /// The names of a file's `@objc protocol`s: on a line holding `protocol NAME` that holds
    /// `@objc` or follows a line that does (`OptionalProtocol.objcProtocolNames`; RewriteRuleInStepTests keeps the copies in step).
    static func objcProtocolNames(_ file: URL) -> [String] {
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        var names: [String] = []
        var previous = ""
        for line in String(decoding: data, as: UTF8.self).components(separatedBy: "\n") {
            defer { previous = line }
            guard line.contains("@objc") || previous.contains("@objc"), let range = line.range(of: "protocol ") else { continue }
            let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.append(String(name)) }
        }
        return names
    }

    /// The folders of `Catalog/`, sorted by name. Hidden folders and `Shared/` (the catalog's
    /// own shared code) are not entries.
    static func scan(_ catalog: URL) -> [CatalogFolder] {
        let files = FileManager.default
        func isDirectory(_ url: URL) -> Bool {
            var isDirectory: ObjCBool = false
            return files.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        let names = (try? files.contentsOfDirectory(atPath: catalog.path)) ?? []
        return names.sorted().compactMap { name -> CatalogFolder? in
            let folder = catalog.appendingPathComponent(name)
            guard !name.hasPrefix("."), name != "Shared", isDirectory(folder) else { return nil }
            var others: [String] = []
            var rewritten: [String] = []
            var importsKit = false
            let paths = (files.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { path in
                !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) && !isDirectory(folder.appendingPathComponent(path))
            }
            let swiftPaths = paths.filter { $0.hasSuffix(".swift") }
            others = paths.filter { !$0.hasSuffix(".swift") }
            let hasSwiftFiles = !swiftPaths.isEmpty
            let protocols = swiftPaths.flatMap { objcProtocolNames(folder.appendingPathComponent($0)) }
            for path in swiftPaths {
                if mayNeedRewrite(folder.appendingPathComponent(path), objcProtocols: protocols) { rewritten.append(path) }
                if let data = files.contents(atPath: folder.appendingPathComponent(path).path),
                   String(decoding: data, as: UTF8.self).contains("import ScenarioKit") { importsKit = true }
            }
            let mode = (try? String(contentsOf: folder.appendingPathComponent(".swift-language-mode"), encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            return CatalogFolder(name: name, languageModeFile: mode, nonSwiftFiles: others.sorted(),
                                 rewrittenFiles: rewritten.sorted(), hasSwiftFiles: hasSwiftFiles,
                                 importsScenarioKit: importsKit)
        }
    }
}

/// Every folder of `Catalog/` but `Shared/`: none of them is part of the TransitionCatalog
/// module. Those with Swift files are modules of their own; the plugin reports the others.
let catalogSubfolders = CatalogFolder.scan(URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("Catalog"))
let catalogFolders = catalogSubfolders.filter(\.hasSwiftFiles)

/// The one-file entries (`Catalog/*.swift`) compiled from a rewritten copy, as a folder entry's
/// files are (`#if os(iOS)`, `@objc`, optional requirements, the run's clock): left out of the
/// catalog's sources, and CatalogRegistryPlugin adds the copy it writes
/// (docs/bring-your-own.md, "One-file entries").
let rewrittenEntryFiles: [String] = {
    let catalog = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("Catalog")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? [])
        .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }.sorted()
    let files = names.map { catalog.appendingPathComponent($0) }
    let protocols = files.flatMap(CatalogFolder.objcProtocolNames)
    return names.filter { CatalogFolder.mayNeedRewrite(catalog.appendingPathComponent($0), objcProtocols: protocols) }
}()
for (module, folders) in Dictionary(grouping: catalogFolders, by: \.module) where folders.count > 1 {
    fatalError("the folders \(folders.map { "Catalog/\($0.name)/" }.joined(separator: " and ")) would both be the module \(module); rename one")
}

// Layers. Every target belongs to one; a target imports only targets of its own layer and of
// the layers below it: those its layer is `on`, and theirs. scripts/check-dependencies.py reads
// this table and fails on an import that points sideways or up — the catalog into the server,
// the protocol into the kit apps compile against — and on a target the table does not place.
// A fence keeps a module's imports inside one folder.
//
// layer engine:         TransitionKit
// layer rules:          CatalogRules WireVocabulary
// layer c:              CLibWebSockets
// layer cli:            CommandLineParsing
// layer build-tool:     CatalogIndexing CatalogIndexer                       on rules
// layer catalog-layer:  CatalogKit                                           on engine rules
// layer apple-names:    CoreGraphics QuartzCore UIKit ScenarioKit            on catalog-layer
// layer app-code:       TransitionCatalog Catalog_*                          on apple-names
// layer protocol:       PreviewProtocol                                      on catalog-layer
// layer server:         PreviewServer                                        on protocol c build-tool
// layer executables:    transitions transitions-worker                       on server app-code cli
// layer tests:          *Tests UIKitFixtures* _Testing_* TestExpectations    on executables
//
// fence CLibWebSockets: Sources/PreviewServer/Transport/

let package = Package(
    name: "TransitionPreview",
    products: [
        .library(name: "TransitionKit", targets: ["TransitionKit"]),
        .library(name: "CatalogKit", targets: ["CatalogKit"]),
        .library(name: "PreviewServer", targets: ["PreviewServer"]),
        .executable(name: "transitions", targets: ["transitions"]),
    ],
    targets: [
        // The engine: Swift over Foundation (and the C library's math functions), no wall
        // clock, no I/O. Its errors are typed Swift errors; it knows none of the protocol's words.
        .target(
            name: "TransitionKit",
            path: "Sources/TransitionKit",
            swiftSettings: swiftSettings
        ),
        // The command line's grammar for the executables: parameters declared once per
        // command, parsed, checked and turned into help. Plain Swift, no dependencies.
        .target(
            name: "CommandLineParsing",
            path: "Sources/CommandLineParsing",
            swiftSettings: swiftSettings
        ),
        // The rule for entry ids, which the build step and the run-time registry both check.
        .target(
            name: "CatalogRules",
            path: "Sources/CatalogRules",
            swiftSettings: swiftSettings
        ),
        // The protocol's closed vocabularies: `ErrorCode` (every error code, spelled once) and
        // `PlaybackState`. PreviewProtocol re-exports them; the catalog layer names its
        // failures with them.
        .target(
            name: "WireVocabulary",
            path: "Sources/WireVocabulary",
            swiftSettings: swiftSettings
        ),
        // The catalog layer the product builds on the engine: the entry contract, typed
        // parameters, runs made from user input, the contract checker, the catalog's JSON, the
        // benchmark scene and SVG filmstrips. It names the engine's typed errors with the
        // wire's codes (ErrorCode+Engine.swift), once for the protocol, the checker and the CLI.
        .target(
            name: "CatalogKit",
            dependencies: ["TransitionKit", "CatalogRules", "WireVocabulary"],
            path: "Sources/CatalogKit",
            swiftSettings: swiftSettings
        ),
        // `import CoreGraphics` on Linux: Foundation's CGFloat, CGPoint, CGSize and CGRect (the
        // engine's too), and the engine's CGAffineTransform, CGVector and CGColor.
        .target(
            name: "CoreGraphics",
            dependencies: ["TransitionKit"],
            path: "Sources/CoreGraphics",
            swiftSettings: swiftSettings
        ),
        // `import QuartzCore` on Linux: CoreGraphics and Core Animation's names.
        .target(
            name: "QuartzCore",
            dependencies: ["TransitionKit", "CoreGraphics"],
            path: "Sources/QuartzCore",
            swiftSettings: swiftSettings
        ),
        // `import UIKit` on Linux: Foundation, QuartzCore, the entry contract (CatalogKit), and
        // UIKit's names for the engine's types — and none of the engine's own names.
        .target(
            name: "UIKit",
            dependencies: ["TransitionKit", "CatalogKit", "QuartzCore"],
            path: "Sources/UIKit",
            swiftSettings: swiftSettings
        ),
        // The screens real animators expect, in UIKit terms, for scenarios (file and folder
        // entries alike): photo grid, photo detail, list, card, bars, safe areas per device.
        .target(
            name: "ScenarioKit",
            dependencies: ["TransitionKit", "UIKit"],
            path: "Sources/ScenarioKit",
            swiftSettings: swiftSettings
        ),
        // The catalog: one file per transition, plus shared demo scenes in Catalog/Shared.
        // Its list of entries is generated from the files and from the folder entries
        // (CatalogRegistryPlugin), each a module of its own, declared below.
        .target(
            name: "TransitionCatalog",
            dependencies: ["UIKit", "ScenarioKit"] + catalogFolders.map { .target(name: $0.module) },
            path: "Catalog",
            exclude: catalogSubfolders.map(\.name) + rewrittenEntryFiles,
            swiftSettings: appCodeSettings,
            plugins: ["CatalogRegistryPlugin"]
        ),
        // Finds the entry of each catalog file: pure Swift, no Foundation, tested on its own.
        .target(
            name: "CatalogIndexing",
            dependencies: ["CatalogRules"],
            path: "Sources/CatalogIndexing",
            swiftSettings: swiftSettings
        ),
        // Protocol v1: the messages (parsed in Messages/ClientMessage.swift, every server message
        // encoded in Messages/ServerMessages*.swift), the per-viewer session over any catalog
        // it is given, and the worker's pipe for `serve --watch`. Testable without a socket.
        .target(
            name: "PreviewProtocol",
            dependencies: ["TransitionKit", "CatalogKit", "WireVocabulary"],
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
        // The preview server, by folder: Transport/ (the only files that import libwebsockets,
        // fenced there by the table above), HTTP/ (requests, static files, host policy),
        // WebSocket/ (per-connection logic without a socket: reassembly, queues, origin policy,
        // the handlers), LiveReload/ (`serve --watch`: the watcher, rebuilds, worker processes)
        // and Server/ (configuration, logging, signals, limits). It runs sessions over whatever
        // catalog the executable passes in, and imports none.
        .target(
            name: "PreviewServer",
            dependencies: ["CLibWebSockets", "CatalogIndexing", "PreviewProtocol"],
            path: "Sources/PreviewServer",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "transitions",
            dependencies: [
                "TransitionKit",
                "CatalogKit",
                "TransitionCatalog",
                "PreviewProtocol",
                "PreviewServer",
                "CommandLineParsing",
            ],
            path: "Sources/transitions",
            swiftSettings: swiftSettings
        ),
        // What `serve --watch` rebuilds and runs per page: the preview session and the catalog
        // over stdio (docs/protocol.md, "Live reload"), without the server's modules. Like
        // `transitions`, it chooses the catalog the session runs.
        .executableTarget(
            name: "transitions-worker",
            dependencies: ["PreviewProtocol", "TransitionCatalog"],
            path: "Sources/transitions-worker",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PreviewServerTests",
            dependencies: ["TestExpectations", "PreviewServer", "PreviewProtocol"],
            path: "Tests/PreviewServerTests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TransitionKitTests",
            dependencies: ["TestExpectations", "TransitionKit", "CatalogKit", "UIKit", "_Testing_UIKit", "_Testing_CoreGraphics"],
            path: "Tests/TransitionKitTests",
            exclude: ["Golden"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TransitionCatalogTests",
            dependencies: ["TestExpectations", "TransitionKit", "CatalogKit", "TransitionCatalog", "UIKit", "PreviewProtocol", "WireVocabulary"],
            path: "Tests/TransitionCatalogTests",
            exclude: ["Golden"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PreviewProtocolTests",
            dependencies: ["TestExpectations", "PreviewProtocol", "TransitionKit", "CatalogKit", "TransitionCatalog"],
            path: "Tests/PreviewProtocolTests",
            swiftSettings: swiftSettings
        ),
        // Transition files written the way iOS apps write them, compiled with the catalog's
        // settings; UIKitTests runs them through the engine.
        .target(
            name: "UIKitFixtures",
            dependencies: ["UIKit", "QuartzCore", "CoreGraphics"],
            path: "Tests/UIKitFixtures",
            swiftSettings: swiftSettings
        ),
        // The same in Swift 5 mode, as most apps' targets still are.
        .target(
            name: "UIKitFixturesSwift5",
            dependencies: ["UIKit", "QuartzCore"],
            path: "Tests/UIKitFixturesSwift5",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Swift Testing's overlay for a module named UIKit, which Linux toolchains declare but
        // do not ship: empty, for test files that import both Testing and UIKit.
        .target(
            name: "_Testing_UIKit",
            path: "Tests/_Testing_UIKit",
            swiftSettings: swiftSettings
        ),
        // `expectEqual(_:_:)`, the equality check every test target uses: `#expect(a == b)` costs
        // the compiler ten times as much (docs/performance.md, "Cheaper checks").
        .target(
            name: "TestExpectations",
            path: "Tests/TestExpectations",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "_Testing_CoreGraphics",
            path: "Tests/_Testing_CoreGraphics",
            swiftSettings: swiftSettings
        ),
        // CoreGraphics' documented semantics, and the fixtures above, run.
        .testTarget(
            name: "UIKitTests",
            dependencies: ["TestExpectations", "TransitionKit", "UIKit", "UIKitFixtures", "UIKitFixturesSwift5", "CatalogIndexing", "_Testing_UIKit",
                           "_Testing_CoreGraphics"],
            path: "Tests/UIKitTests",
            swiftSettings: swiftSettings
        ),
        // The scene kit's layouts per device, and UIImage(named:).
        .testTarget(
            name: "ScenarioKitTests",
            dependencies: ["TestExpectations", "ScenarioKit", "TransitionKit", "UIKit", "CatalogKit", "_Testing_UIKit", "_Testing_CoreGraphics"],
            path: "Tests/ScenarioKitTests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CatalogIndexingTests",
            dependencies: ["TestExpectations", "CatalogIndexing"],
            path: "Tests/CatalogIndexingTests",
            swiftSettings: swiftSettings
        ),
        // Runs the built `transitions` binary and checks what it prints (Help/: every command's
        // recorded help), and CommandLineParsing on commands of its own.
        .testTarget(
            name: "CLITests",
            dependencies: ["TestExpectations", "transitions", "CommandLineParsing"],
            path: "Tests/CLITests",
            exclude: ["Help"],
            swiftSettings: swiftSettings
        ),
    ] + catalogFolders.map { folder in
        // A folder entry: an app's files, compiled in the language mode they were written
        // for, without the package's settings (app code writes protocol types without `any`).
        .target(
            name: folder.module,
            dependencies: ["UIKit"] + (folder.importsScenarioKit ? ["ScenarioKit"] : []),
            path: "Catalog/\(folder.name)",
            exclude: folder.nonSwiftFiles + folder.rewrittenFiles,
            swiftSettings: folder.swiftSettings,
            plugins: ["CatalogRegistryPlugin"]
        )
    }
)
