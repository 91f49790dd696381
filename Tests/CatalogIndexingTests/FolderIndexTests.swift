import TestExpectations
import Testing
import CatalogIndexing

/// Folder entries: a folder of `Catalog/` holding an app's files and one scenario.
@Suite("Folder entries")
struct FolderIndexTests {
    private func file(_ path: String, _ contents: String) -> CatalogIndex.File {
        CatalogIndex.File(path: "/repo/\(path)", contents: contents)
    }

    private func scenario(_ type: String, id: String) -> String {
        "import UIKit\n\nstruct \(type): CatalogEntry {\n    let id = \"\(id)\"\n}\n"
    }

    /// An app's files the way apps write them: no entry in any of them.
    private let animator = "import UIKit\n\nclass ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {}\n"
    private let helper = "class AnimationHelper {\n    static let shared = AnimationHelper()\n}\n"

    private func folder(_ name: String, _ files: [CatalogIndex.File]) -> CatalogIndex.Folder {
        CatalogIndex.Folder(name: "Catalog/\(name)", module: "Catalog_\(name)", files: files)
    }

    private var photoZoom: CatalogIndex.Folder {
        folder("PhotoZoom", [
            file("Catalog/PhotoZoom/ZoomAnimator.swift", animator),
            file("Catalog/PhotoZoom/Helpers/AnimationHelper.swift", helper),
            file("Catalog/PhotoZoom/PhotoZoomScenario.swift", scenario("PhotoZoomScenario", id: "photo-zoom")),
        ])
    }

    @Test("one scenario among the app's files: found with its folder; the other files need no entry")
    func found() {
        let index = FolderIndex(photoZoom)
        #expect(index.diagnostics.isEmpty)
        #expect(index.entry == CatalogIndex.Entry(typeName: "PhotoZoomScenario", id: "photo-zoom",
                                                  fileName: "PhotoZoomScenario.swift", folder: "Catalog/PhotoZoom"))
        expectEqual(index.entry?.source, "Catalog/PhotoZoom/PhotoZoomScenario.swift")
        expectEqual(index.scenarioPath, "/repo/Catalog/PhotoZoom/PhotoZoomScenario.swift")
        expectEqual(index.idLine, 4)
    }

    @Test("no scenario: an error naming the folder, at its first file")
    func noScenario() {
        let index = FolderIndex(folder("Helpers", [
            file("Catalog/Helpers/ZoomAnimator.swift", animator),
            file("Catalog/Helpers/AnimationHelper.swift", helper + "// struct Fake: CatalogEntry {}\n"),
        ]))
        #expect(index.entry == nil)
        #expect(index.generatedSource == nil)
        #expect(index.diagnostics.map(\.description) == [
            "/repo/Catalog/Helpers/AnimationHelper.swift:1: error: Catalog/Helpers/ declares no scenario (a type conforming to CatalogEntry) in its 2 files",
            "/repo/Catalog/Helpers/AnimationHelper.swift:1: note: a folder in Catalog/ is one app's files and the scenario that starts its transition; the catalog's own shared code goes in Catalog/Shared/",
        ])
    }

    @Test("two scenarios, in one file or in two: an error at the second naming the folder and both")
    func twoScenarios() {
        let twoFiles = FolderIndex(folder("Two", [
            file("Catalog/Two/B.swift", scenario("SecondScenario", id: "second")),
            file("Catalog/Two/A.swift", scenario("FirstScenario", id: "first")),
        ]))
        #expect(twoFiles.entry == nil)
        #expect(twoFiles.diagnostics.map(\.description) == [
            "/repo/Catalog/Two/B.swift:3: error: Catalog/Two/ declares 2 scenarios (FirstScenario in A.swift, SecondScenario in B.swift); a folder entry declares exactly one",
        ])
        let oneFile = FolderIndex(folder("Two", [
            file("Catalog/Two/A.swift", scenario("FirstScenario", id: "first") + "\nfinal class Other: CatalogEntry {}\n"),
        ]))
        #expect(oneFile.diagnostics.map(\.message) == [
            "Catalog/Two/ declares 2 scenarios (FirstScenario in A.swift, Other in A.swift); a folder entry declares exactly one",
        ])
    }

    @Test("the scenario follows every entry's rules")
    func rules() {
        let cases: [(String, String)] = [
            ("private struct P: CatalogEntry { let id = \"p\" }", "P is private"),
            ("struct G<T>: CatalogEntry { let id = \"g\" }", "G is generic"),
            ("struct U: CatalogEntry { let id = \"Upper\" }", "the id 'Upper' of U must be"),
            ("struct E {}\nextension E: CatalogEntry {}", "E conforms to CatalogEntry in an extension"),
        ]
        for (source, message) in cases {
            let index = FolderIndex(folder("X", [file("Catalog/X/Helper.swift", helper), file("Catalog/X/S.swift", source)]))
            #expect(index.hasErrors, "\(source)")
            #expect(index.entry == nil)
            #expect(index.diagnostics.contains { $0.severity == .error && $0.message.hasPrefix(message) }, "\(index.diagnostics)")
        }
        let nested = FolderIndex(folder("N", [file("Catalog/N/S.swift", "enum App {\n    struct Zoom: CatalogEntry { let id = \"z\" }\n}\n")]))
        expectEqual(nested.entry?.typeName, "App.Zoom")
    }

    @Test("generated source of a folder's module: UIKit re-exported, one public function creating the scenario")
    func generatedSource() {
        let expected = """
            // Generated by CatalogIndexer from the files of Catalog/PhotoZoom/, the module Catalog_PhotoZoom.
            // Do not edit (docs/adding-an-entry.md, "A folder entry"). `@_exported` makes UIKit
            // visible in every file of the folder, so an app's file with no `import` line compiles.
            @_exported import UIKit

            /// The folder's scenario, for the catalog's registry (only code in this module can name it).
            public func catalogFolderScenario() -> any CatalogEntry {
                PhotoZoomScenario()  // PhotoZoomScenario.swift
            }

            """
        expectEqual(FolderIndex(photoZoom).generatedSource, expected)
    }

    @Test("the catalog's registry imports every folder's module and adds its scenario after the files, in folder-name order")
    func catalogSource() {
        let cardFlip = folder("CardFlip", [file("Catalog/CardFlip/S.swift", scenario("CardFlipScenario", id: "card-flip"))])
        let files = [file("Catalog/Crossfade.swift", scenario("CrossfadeEntry", id: "crossfade"))]
        let expected = """
            // Generated by CatalogIndexer from the files directly in Catalog/. Do not edit:
            // add a file to Catalog/ to add an entry (docs/adding-an-entry.md).
            // `@_exported` makes UIKit visible in every file of the catalog, so a file with no
            // `import` line (an app's file that relied on a target-wide import) compiles, and the
            // compiler records that each file depends on UIKit, so an engine change rebuilds them.
            @_exported import UIKit
            // The folder entries of Catalog/, each a module with its scenario (FolderIndex).
            internal import Catalog_CardFlip
            internal import Catalog_PhotoZoom

            func generatedCatalogEntries() -> [any CatalogEntry] {
                [
                    CrossfadeEntry(),  // Crossfade.swift
                    Catalog_CardFlip.catalogFolderScenario(),  // Catalog/CardFlip/
                    Catalog_PhotoZoom.catalogFolderScenario(),  // Catalog/PhotoZoom/
                ]
            }

            """
        for folders in [[photoZoom, cardFlip], [cardFlip, photoZoom]] {
            let index = CatalogIndex(files: files, folders: folders)
            #expect(index.diagnostics.isEmpty)
            expectEqual(index.generatedSource, expected)
            expectEqual(index.folderModules.map(\.module), ["Catalog_CardFlip", "Catalog_PhotoZoom"])
        }
    }

    @Test("an id used by a file and a folder, or by two folders: an error at the folder's scenario naming both")
    func duplicateIDs() {
        let other = folder("Other", [file("Catalog/Other/Scenario.swift", scenario("OtherScenario", id: "photo-zoom"))])
        let zoomFile = file("Catalog/Zoom.swift", scenario("ZoomEntry", id: "photo-zoom"))
        #expect(CatalogIndex(files: [zoomFile], folders: [photoZoom]).diagnostics.map(\.description) == [
            "/repo/Catalog/PhotoZoom/PhotoZoomScenario.swift:4: error: the id 'photo-zoom' is used by both Zoom.swift and Catalog/PhotoZoom/PhotoZoomScenario.swift",
        ])
        #expect(CatalogIndex(files: [], folders: [photoZoom, other]).diagnostics.map(\.description) == [
            "/repo/Catalog/PhotoZoom/PhotoZoomScenario.swift:4: error: the id 'photo-zoom' is used by both Catalog/Other/Scenario.swift and Catalog/PhotoZoom/PhotoZoomScenario.swift",
        ])
    }

    @Test("the catalog leaves a folder's own problems to the folder's build, and still imports its module")
    func folderProblemsStayWithTheFolder() {
        let broken = folder("Broken", [file("Catalog/Broken/Helper.swift", helper)])
        let index = CatalogIndex(files: [], folders: [broken])
        #expect(index.diagnostics.isEmpty)
        expectEqual(index.folderModules, [CatalogIndex.FolderModule(name: "Catalog/Broken", module: "Catalog_Broken")])
    }

    @Test("a folder that is not a module: no Swift file, or a manifest evaluation cached before it existed")
    func unbuiltFolders() {
        let index = CatalogIndex(files: [], unbuiltFolders: [
            CatalogIndex.UnbuiltFolder(name: "Catalog/NewApp", files: [file("Catalog/NewApp/ZoomAnimator.swift", animator)]),
            CatalogIndex.UnbuiltFolder(name: "Catalog/Empty", files: []),
        ])
        #expect(index.hasErrors)
        #expect(index.diagnostics.map(\.description) == [
            "Catalog/Empty:1: error: Catalog/Empty/ holds no Swift file; a folder in Catalog/ is a folder entry, an app's Swift files and one scenario (a type conforming to CatalogEntry)",
            "/repo/Catalog/NewApp/ZoomAnimator.swift:1: error: Catalog/NewApp/ is not a module yet: SwiftPM reused an evaluation of Package.swift cached before the folder existed; run `swift package purge-cache` and `rm .build/debug.yaml`, then build again",
        ])
    }

    @Test("language mode: 5 unless .swift-language-mode says otherwise; unknown values and stale builds are errors")
    func languageMode() {
        let marker = "/repo/Catalog/App/.swift-language-mode"
        func check(_ contents: String?, builtAs: String?) -> [String] {
            FolderLanguageMode.diagnostics(folder: "Catalog/App", file: contents.map { (marker, $0) }, builtAs: builtAs).map(\.description)
        }
        expectEqual(check(nil, builtAs: "5"), [])
        expectEqual(check("6\n", builtAs: "6"), [])
        expectEqual(check(" 4.2 ", builtAs: "4.2"), [])
        expectEqual(check("6", builtAs: nil), [])
        expectEqual(check("6.0", builtAs: "6"), [])
        expectEqual(check("5.0\n", builtAs: "5"), [])
        #expect(check("swift 6", builtAs: "5") == [
            "\(marker):1: error: Catalog/App/.swift-language-mode says 'swift 6'; write the Swift language mode the folder's code was written for: 5 or 6 (or 4, 4.2)",
        ])
        #expect(check("6", builtAs: "5") == [
            "\(marker):1: error: Catalog/App/ asks for Swift 6 but was built as Swift 5: SwiftPM reused an evaluation of Package.swift cached before the change; run `swift package purge-cache` and `rm .build/debug.yaml`, then build again",
        ])
        #expect(check(nil, builtAs: "6") == [
            "Catalog/App:1: error: Catalog/App/ asks for Swift 5 (it has no .swift-language-mode) but was built as Swift 6: SwiftPM reused an evaluation of Package.swift cached before the change; run `swift package purge-cache` and `rm .build/debug.yaml`, then build again",
        ])
    }
}
