import TestExpectations
import Testing
import CatalogIndexing

@Suite("Declaration scanner")
struct DeclarationScannerTests {
    private func entries(_ source: String) -> [TypeDeclaration] {
        DeclarationScanner.scan(source).filter(\.isCatalogEntry)
    }

    @Test("an entry with `let id = \"…\"`: its type, line and id")
    func letID() throws {
        let source = """
            import TransitionKit

            struct ZoomEntry: CatalogEntry {
                let id = "zoom"
                let title = "Photos zoom"
            }
            """
        let entry = try #require(entries(source).first)
        expectEqual(entry.name, "ZoomEntry")
        expectEqual(entry.qualifiedName, "ZoomEntry")
        expectEqual(entry.keyword, .struct)
        expectEqual(entry.line, 3)
        expectEqual(entry.id, .literal("zoom", line: 4))
    }

    @Test("computed ids: `var id: String { \"…\" }`, with `return`, with `get`")
    func computedIDSpellings() {
        let sources = [
            #"struct A: CatalogEntry { var id: String { "flip" } }"#,
            "struct A: CatalogEntry {\n    var id: String {\n        return \"flip\"\n    }\n}",
            #"struct A: CatalogEntry { var id: String { get { return "flip" } } }"#,
            #"struct A: CatalogEntry { let id: String = "flip" }"#,
        ]
        for source in sources {
            guard case .literal("flip", _)? = entries(source).first?.id else {
                Issue.record("no literal id in: \(source)")
                continue
            }
        }
    }

    @Test("ids that need the code to run are `computed`; static ids, nested types' and functions' ids don't count")
    func dynamicAndForeignIDs() {
        expectEqual(entries(#"struct A: CatalogEntry { let id = "a-\(n)" }"#).first?.id, .computed(line: 1))
        expectEqual(entries(#"struct A: CatalogEntry { let id = prefix + "a" }"#).first?.id, .computed(line: 1))
        expectEqual(entries(#"struct A: CatalogEntry { var id: String { Self.name } }"#).first?.id, .computed(line: 1))
        let source = """
            struct A: CatalogEntry {
                static let id = "static"
                struct Inner { let id = "inner" }
                func f() { let id = "local" }
            }
            """
        expectEqual(entries(source).first?.id, .missing)
    }

    @Test("`final class`, attributes, generic and qualified supertypes, multi-line clauses, `where`")
    func inheritanceClauses() throws {
        let source = """
            @MainActor
            public final class Flip: BaseEntry<Int, (String) -> Void>, CatalogEntry {
                let id = "flip"
            }
            struct Spin:
                Sendable,
                TransitionKit.CatalogEntry
            {
                let id = "spin"
            }
            enum Fold: @unchecked Sendable, CatalogEntry where Self: Sendable {
                var id: String { "fold" }
            }
            struct NotOne: Wrapper<CatalogEntry> {}
            """
        let found = entries(source)
        expectEqual(found.map(\.name), ["Flip", "Spin", "Fold"])
        expectEqual(found.map(\.keyword), [.class, .struct, .enum])
        expectEqual(found.map(\.line), [2, 5, 11])
        expectEqual(found[0].inherited, ["BaseEntry", "CatalogEntry"])
        expectEqual(found.map(\.id), [.literal("flip", line: 3), .literal("spin", line: 9), .literal("fold", line: 12)])
    }

    @Test("generic parameters, privacy and nesting are recorded")
    func reachability() {
        let source = """
            struct Generic<T: Equatable>: CatalogEntry {}
            private struct Hidden: CatalogEntry {}
            enum Namespace {
                struct Nested: CatalogEntry {}
            }
            func make() {
                struct Local: CatalogEntry {}
            }
            fileprivate enum Outer { struct Inside: CatalogEntry {} }
            """
        let found = entries(source)
        expectEqual(found.map(\.name), ["Generic", "Hidden", "Nested", "Local", "Inside"])
        expectEqual(found.map(\.isGeneric), [true, false, false, false, false])
        expectEqual(found.map(\.isFilePrivate), [false, true, false, false, true])
        expectEqual(found.map(\.qualifiedName), ["Generic", "Hidden", "Namespace.Nested", nil, "Outer.Inside"])
    }

    @Test("protocols, extensions and `class` modifiers are not entries")
    func notEntries() {
        let source = """
            protocol Special: CatalogEntry {}
            extension Zoom: CatalogEntry {}
            protocol Old: class {}
            struct Host { class var x: Int { 1 }; static let y = 2 }
            """
        let declarations = DeclarationScanner.scan(source)
        #expect(declarations.filter(\.isCatalogEntry).isEmpty)
        expectEqual(declarations.map(\.keyword), [.protocol, .extension, .protocol, .struct])
        expectEqual(declarations[1].inherited, ["CatalogEntry"])
    }
}
