import TestExpectations
import Testing
@testable import CatalogIndexing

/// The rewrite's part for optional requirements and Foundation imports (ObjCRewriter,
/// OptionalProtocol); the generated code compiles and runs in Tests/UIKitTests/OptionalRequirementTests.swift.
@Suite("Optional requirements and Foundation imports in the rewrite")
struct OptionalProtocolRewriteTests {
    private func lines(_ source: String) -> [Substring] { source.split(separator: "\n", omittingEmptySubsequences: false) }

    @Test("an @objc protocol keeps its class bound, with or without an inheritance list")
    func classBound() {
        expectEqual(ObjCRewriter.rewrite("@objc protocol Flow {\n    func go()\n}"), "protocol Flow: AnyObject {\n    func go()\n}")
        expectEqual(ObjCRewriter.rewrite("@objc public protocol Flow: NSObjectProtocol {}"), "public protocol Flow: AnyObject, NSObjectProtocol {}")
        expectEqual(ObjCRewriter.rewrite("@objc protocol Flow: class {}"), "protocol Flow: class {}")
        expectEqual(ObjCRewriter.rewrite("protocol Plain {}"), "protocol Plain {}", "a Swift protocol stays as it is")
    }

    @Test("optional methods become throwing requirements on their own lines, and the support code follows the last line")
    func optionalMethods() {
        let source = """
            @objc protocol Deck: AnyObject {
                @objc optional func deck(_ deck: Deck, didPick index: Int) -> Bool
                @objc optional func deckDidShuffle() async
                func deckSize() -> Int
            }
            """
        let copy = ObjCRewriter.rewrite(source)
        let copied = lines(copy)
        expectEqual(copied[0], "protocol Deck: __Deck_Optionals, AnyObject {")
        expectEqual(copied[1], "    func deck(_ deck: Deck, didPick index: Int) throws -> Bool")
        expectEqual(copied[2], "    func deckDidShuffle() async throws")
        expectEqual(copied[3], "    func deckSize() -> Int")
        expectEqual(copied[5], "#sourceLocation()", "the file's lines first, then the generated code")
        #expect(copy.contains("func callAsFunction(_ deck: Deck, didPick index: Int) -> (Bool)? { try? base.deck(deck, didPick: index) }"))
        #expect(copy.contains("func callAsFunction() async -> Void? { try? await base.deckDidShuffle() }"))
        #expect(copy.contains("func __Deck_selector(_ name: String) -> Selector"))
    }

    @Test("a class conforming in another file says which optional methods it has; a conditional extension does not")
    func conformances() {
        let deck = OptionalProtocol.find(in: "@objc protocol Deck { @objc optional func deckDidShuffle() }")
        #expect(deck.map(\.name) == ["Deck"] && deck.first?.methods.map(\.fullName) == ["deckDidShuffle()"])
        let conformer = ObjCRewriter.rewrite("final class Table: NSObject, Deck {}\nextension Box: Deck where T: Equatable {}",
                                             folderProtocols: deck)
        #expect(conformer.contains("extension Table {\n    var __Deck_implemented: Set<String>? {"))
        #expect(conformer.contains("_implementsOptionalRequirement(Table.deckDidShuffle) ? \"deckDidShuffle()\" : nil,"))
        #expect(!conformer.contains("extension Box {"))
        expectEqual(ObjCRewriter.rewrite("final class Other: NSObject {}", folderProtocols: deck), "final class Other: NSObject {}")
    }

    @Test("#selector of an optional method names it for responds(to:); other selectors are unchanged")
    func selectors() {
        let deck = OptionalProtocol.find(in: "@objc protocol Deck { @objc optional func deck(_ d: Int, didPick i: Int) }")
        #expect(ObjCRewriter.rewrite("let s = #selector(Deck.deck(_:didPick:))", folderProtocols: deck)
            == "let s = __Deck_selector(\"deck(_:didPick:)\")")
        expectEqual(ObjCRewriter.rewrite("let s = #selector(Table.shuffle)", folderProtocols: deck), "let s = Selector.method(Table.shuffle)")
    }

    @Test("import Foundation becomes import UIKit (which re-exports it); a submodule import stays")
    func foundationImport() {
        expectEqual(ObjCRewriter.rewrite("import Foundation\nimport UIKit\n"), "import UIKit\nimport UIKit\n")
        expectEqual(ObjCRewriter.rewrite("@preconcurrency import Foundation"), "@preconcurrency import UIKit")
        expectEqual(ObjCRewriter.rewrite("import Foundation.NSString"), "import Foundation.NSString")
        expectEqual(ObjCRewriter.rewrite("let s = \"import Foundation\""), "let s = \"import Foundation\"")
    }

    @Test("which files need the copy: Foundation with a timer or run loop, and files naming the folder's @objc protocols")
    func detection() {
        #expect(ObjCRewriter.mayNeedRewrite("import Foundation\nlet t = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }"))
        #expect(ObjCRewriter.mayNeedRewrite("import Foundation\nRunLoop.main.add(t, forMode: .common)"))
        #expect(!ObjCRewriter.mayNeedRewrite("import Foundation\nlet date = Date(timeIntervalSinceReferenceDate: 0)"))
        #expect(ObjCRewriter.mayNeedRewrite("import Foundation\nlet date = Date()"), "a clock read (ObjCRewriter+Clock.swift)")
        #expect(!ObjCRewriter.mayNeedRewrite("import UIKit\nTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }"))
        #expect(ObjCRewriter.mayNeedRewrite("final class Table: NSObject, Deck {}", objcProtocols: ["Deck"]))
        #expect(OptionalProtocol.objcProtocolNames(in: "@objc public protocol Deck: AnyObject {\n}\n@objc\nprotocol Hand {}\nprotocol Plain {}")
            == ["Deck", "Hand"])
    }
}
