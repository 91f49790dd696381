import Foundation
import TestExpectations
import Testing
@testable import CatalogIndexing

/// Package.swift and CatalogRegistryPlugin cannot import CatalogIndexing, so each carries its own
/// copy of the substring test that decides which files get a rewritten Linux copy, and of the
/// scan for `@objc protocol` names. One fixture list pins the library's answers, and the copies
/// are checked to be the library's test, token for token: a copy that drifts fails here, not in
/// a user's build.
@Suite("The rewrite rule, one rule in three places")
struct RewriteRuleInStepTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// (source, folder protocols, whether the file may need the rewrite)
    static let fixtures: [(String, [String], Bool)] = [
        ("import UIKit\nfinal class A: UIView {}\n", [], false),
        ("@objc func tapped() {}", [], true),
        ("@objcMembers final class A: NSObject {}", [], true),
        ("@nonobjc func plain() {}", [], true),
        ("@IBOutlet weak var image: UIImageView!", [], true),
        ("@IBAction func close(_ sender: Any) {}", [], true),
        ("let action = #selector(close)", [], true),
        ("let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))", [], true),
        ("#if os(iOS)\nlet a = 1\n#endif", [], true),
        ("#if DEBUG\nlet a = 1\n#elseif targetEnvironment(simulator)\n#endif", [], true),
        ("#if arch(arm64)\n#endif", [], true),
        ("#if canImport(UIKit)\n#endif", [], false),
        ("let label = \"os(iOS)\" // not a condition line", [], false),
        ("import Foundation\nlet t = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }", [], true),
        ("import UIKit\nlet t = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }", [], false),
        ("import Foundation\nRunLoop.main.add(link, forMode: .common)", [], true),
        ("let start = Date()", [], true),
        ("let start = Date.now", [], true),
        ("let elapsed = -start.timeIntervalSinceNow", [], true),
        ("let uptime = ProcessInfo.processInfo.systemUptime", [], true),
        ("let fixed = Date(timeIntervalSinceReferenceDate: 0)", [], false),
        ("let start = DispatchTime.now()", [], true),
        ("let wall = DispatchWallTime.now()", [], true),
        ("let instant = ContinuousClock.now", [], true),
        ("let t = CFAbsoluteTimeGetCurrent()", [], true),
        ("let t = CACurrentMediaTime()", [], false),
        ("import UIKit\nimport os.log\nos_log(\"zoom\")", [], true),
        ("import os\nlet log = Logger()", [], true),
        ("import OSLog\nlet log = Logger()", [], true),
        ("import AVFoundation\nlet r = AVMakeRect(aspectRatio: s, insideRect: b)", [], true),
        ("import CoreMedia", [], true),
        ("import UIKit.UIGestureRecognizerSubclass", [], true),
        ("import ObjectiveC\nobjc_setAssociatedObject(self, &key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)", [], true),
        ("import UIKit\nlet r = AVMakeRect(aspectRatio: s, insideRect: b)", [], false),
        ("final class Pager: PageDelegate {}", ["PageDelegate"], true),
        ("final class Pager: OtherDelegate {}", ["PageDelegate"], false),
    ]

    @Test("the library answers the fixture list")
    func fixtureList() {
        for (source, protocols, expected) in Self.fixtures {
            expectEqual(ObjCRewriter.mayNeedRewrite(source, objcProtocols: protocols), expected, "\(source)")
        }
    }

    @Test("the library finds @objc protocol names on the line or after an @objc line")
    func protocolNames() {
        let source = "@objc protocol PageDelegate: AnyObject {}\n@objc\npublic protocol Zoomable {}\nprotocol Plain {}\n"
        expectEqual(OptionalProtocol.objcProtocolNames(in: source), ["PageDelegate", "Zoomable"])
    }

    @Test("Package.swift and the plugin make the library's test, token for token", arguments: [
        "Package.swift", "Sources/CatalogRegistryPlugin/CatalogRegistryPlugin.swift",
    ])
    func copiesInStep(_ path: String) throws {
        let library = try Self.predicate(in: "Sources/CatalogIndexing/ObjCRewriter.swift")
        #expect(try Self.predicate(in: path) == library)
    }

    @Test("Package.swift and the plugin scan for @objc protocol names the same way")
    func protocolScansInStep() throws {
        let manifest = try Self.protocolScan(in: "Package.swift")
        expectEqual(manifest, (try Self.protocolScan(in: "Sources/CatalogRegistryPlugin/CatalogRegistryPlugin.swift")))
    }

    @Test("Package.swift parses .swift-language-mode as the library does, with the same modes")
    func languageModeParseInStep() throws {
        let parse = { (path: String) in
            try Self.span(in: path, after: path == "Package.swift" ? "var languageMode" : "func mode(asked",
                          from: ".map { $0.hasSuffix(\".0\")", through: "?? \"5\"")
        }
        #expect(try parse("Package.swift") == (try parse("Sources/CatalogIndexing/FolderLanguageMode.swift")))
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let modes = FolderLanguageMode.modes.map { "\"\($0)\"" }.joined(separator: ", ")
        #expect(manifest.contains("[\(modes)].contains(mode)"), "Package.swift's list of modes is not [\(modes)]")
        expectEqual(FolderLanguageMode.mode(asked: "6.0"), "6")
        expectEqual(FolderLanguageMode.mode(asked: nil), FolderLanguageMode.defaultMode)
    }

    /// The expression of `mayNeedRewrite`: from its first `source.contains("@objc")` to its
    /// protocol test, whitespace collapsed.
    static func predicate(in path: String) throws -> String {
        try span(in: path, after: "func mayNeedRewrite", from: "source.contains(\"@objc\")",
                 through: "objcProtocols.contains { source.contains($0) }")
    }

    /// The loop body of `objcProtocolNames` in the manifest and the plugin.
    static func protocolScan(in path: String) throws -> String {
        try span(in: path, after: "func objcProtocolNames", from: "defer { previous = line }",
                 through: "if !name.isEmpty { names.append(String(name)) }")
    }

    static func span(in path: String, after marker: String, from start: String, through end: String) throws -> String {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        let function = try #require(text.range(of: marker), "\(path) has no \(marker)")
        let first = try #require(text.range(of: start, range: function.upperBound..<text.endIndex), "\(path): \(start)")
        let last = try #require(text.range(of: end, range: first.lowerBound..<text.endIndex), "\(path): \(end)")
        return text[first.lowerBound..<last.upperBound].split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
