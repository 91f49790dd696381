import TestExpectations
import Testing
import CatalogIndexing

@Suite("Catalog index")
struct CatalogIndexTests {
    private func file(_ name: String, _ contents: String) -> CatalogIndex.File {
        CatalogIndex.File(path: "/repo/Catalog/\(name)", contents: contents)
    }

    private func entry(_ type: String, id: String) -> String {
        "import TransitionKit\n\nstruct \(type): CatalogEntry {\n    let id = \"\(id)\"\n}\n"
    }

    @Test("one entry per file: found with its type, id and file; no diagnostics")
    func found() {
        let index = CatalogIndex(files: [file("Zoom.swift", entry("ZoomEntry", id: "zoom"))])
        expectEqual(index.entries, [CatalogIndex.Entry(typeName: "ZoomEntry", id: "zoom", fileName: "Zoom.swift")])
        #expect(index.diagnostics.isEmpty)
        #expect(!index.hasErrors)
    }

    @Test("a file with no entry is an error at its line 1, naming the file")
    func noEntry() {
        let index = CatalogIndex(files: [
            file("Helpers.swift", "// struct A: CatalogEntry\nlet s = \"struct B: CatalogEntry {}\"\nstruct C: Equatable {}\n"),
        ])
        #expect(index.hasErrors)
        #expect(index.entries.isEmpty)
        #expect(index.diagnostics.map(\.description) == [
            "/repo/Catalog/Helpers.swift:1: error: Helpers.swift declares no catalog entry (a type conforming to CatalogEntry)",
            "/repo/Catalog/Helpers.swift:1: note: every file directly in Catalog/ declares one entry; shared code goes in Catalog/Shared/",
        ])
    }

    @Test("two entries in one file: an error at the second, naming both types")
    func twoEntries() {
        let source = entry("FlipEntry", id: "flip") + "\nfinal class FoldEntry: CatalogEntry {\n    let id = \"fold\"\n}\n"
        let index = CatalogIndex(files: [file("Flip.swift", source)])
        #expect(index.entries.isEmpty)
        #expect(index.diagnostics.map(\.description) == [
            "/repo/Catalog/Flip.swift:7: error: Flip.swift declares 2 catalog entries (FlipEntry, FoldEntry); a file in Catalog/ declares exactly one",
        ])
    }

    @Test("the same id in two files: an error on the second file (by name), naming both files")
    func duplicateIDs() {
        let files = [file("Zoom.swift", entry("ZoomEntry", id: "zoom")), file("Other.swift", entry("OtherEntry", id: "zoom"))]
        for order in [files, files.reversed()] {
            let index = CatalogIndex(files: order)
            #expect(index.diagnostics.map(\.description) == [
                "/repo/Catalog/Zoom.swift:4: error: the id 'zoom' is used by both Other.swift and Zoom.swift",
            ])
            expectEqual(index.entries.map(\.typeName), ["OtherEntry"])
        }
    }

    @Test("an id that can't be read is a warning; the entry is still registered")
    func unreadableID() {
        let index = CatalogIndex(files: [
            file("Spin.swift", "struct SpinEntry: CatalogEntry {\n    var id: String { \"spin-\\(1)\" }\n}\n"),
            file("Turn.swift", "struct TurnEntry: CatalogEntry {}\n"),
        ])
        #expect(!index.hasErrors)
        #expect(index.entries == [
            CatalogIndex.Entry(typeName: "SpinEntry", id: nil, fileName: "Spin.swift"),
            CatalogIndex.Entry(typeName: "TurnEntry", id: nil, fileName: "Turn.swift"),
        ])
        expectEqual(index.diagnostics.map(\.severity), [.warning, .warning])
        expectEqual(index.diagnostics.map(\.line), [2, 1])
        #expect(index.diagnostics[0].message.hasPrefix("the id of SpinEntry can't be read from the source"))
    }

    @Test("entries other files can't create, extension conformances and malformed ids are errors")
    func unusableEntries() {
        let cases: [(String, String)] = [
            ("struct G<T>: CatalogEntry { let id = \"g\" }", "G is generic"),
            ("private struct P: CatalogEntry { let id = \"p\" }", "P is private"),
            ("func f() { struct L: CatalogEntry { let id = \"l\" } }", "L is declared inside a function"),
            ("struct E {}\nextension E: CatalogEntry {}", "E conforms to CatalogEntry in an extension"),
            ("struct U: CatalogEntry { let id = \"Upper_Case\" }", "the id 'Upper_Case' of U must be"),
        ]
        for (source, message) in cases {
            let index = CatalogIndex(files: [file("X.swift", source)])
            #expect(index.hasErrors, "\(source)")
            #expect(index.diagnostics.contains { $0.severity == .error && $0.message.hasPrefix(message) }, "\(index.diagnostics)")
        }
    }

    @Test("a nested entry is created by its qualified name")
    func nested() {
        let index = CatalogIndex(files: [file("Photos.swift", "enum Photos {\n    struct Zoom: CatalogEntry { let id = \"zoom\" }\n}\n")])
        expectEqual(index.entries.map(\.typeName), ["Photos.Zoom"])
        #expect(index.diagnostics.isEmpty)
    }

    @Test("generated source: entries sorted by file name, the same text whatever the input order")
    func generatedSource() {
        let files = [
            file("Zoom.swift", entry("ZoomEntry", id: "zoom")),
            file("Crossfade.swift", entry("CrossfadeEntry", id: "crossfade")),
            file("ScaleFade.swift", entry("ScaleFadeEntry", id: "scale-fade")),
        ]
        let expected = """
            // Generated by CatalogIndexer from the files directly in Catalog/. Do not edit:
            // add a file to Catalog/ to add an entry (docs/adding-an-entry.md).
            // `@_exported` makes UIKit visible in every file of the catalog, so a file with no
            // `import` line (an app's file that relied on a target-wide import) compiles, and the
            // compiler records that each file depends on UIKit, so an engine change rebuilds them.
            @_exported import UIKit

            func generatedCatalogEntries() -> [any CatalogEntry] {
                [
                    CrossfadeEntry(),  // Crossfade.swift
                    ScaleFadeEntry(),  // ScaleFade.swift
                    ZoomEntry(),  // Zoom.swift
                ]
            }

            """
        expectEqual(CatalogIndex(files: files).generatedSource, expected)
        expectEqual(CatalogIndex(files: files.reversed()).generatedSource, expected)
        expectEqual(CatalogIndex(files: [files[1], files[0], files[2]]).generatedSource, expected)
    }

    @Test("no files: an empty list that still compiles")
    func empty() {
        let source = CatalogIndex(files: []).generatedSource
        #expect(source.contains("func generatedCatalogEntries() -> [any CatalogEntry] {\n    []\n}\n"))
    }
}
