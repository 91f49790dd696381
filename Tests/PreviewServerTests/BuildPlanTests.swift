#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Synchronization
import TestExpectations
import Testing
@testable import PreviewServer

/// `serve --watch`'s fast rebuild: reading SwiftPM's plan, choosing its stale part, running it.
/// The plans here are written by hand in the shape `swift build` writes `.build/debug.yaml`;
/// the real compiler runs in the browser suite's live-reload tests.
@Suite("Live reload: SwiftPM's plan run directly")
struct BuildPlanTests {
    /// A catalog module reading a kit module and a plugin's output, a worker linking both, the
    /// debugger's wrap, SwiftPM's bookkeeping, and a server module outside the worker.
    static func manifest(root: String, shell: (String) -> String = { "[\"/bin/true\",\"\($0)\"]" }) -> String {
        """
        client:
          name: basic
        tools: {}
        targets:
          "main": ["<worker>"]
        nodes:
          "\(root)/Catalog/":
            is-directory-structure: true
        commands:
          "<Catalog.module>":
            tool: phony
            inputs: ["\(root)/b/A.o","\(root)/b/Registry.o","\(root)/b/Catalog.swiftmodule"]
            outputs: ["<Catalog.module>"]

          "\(root)/b/Catalog.build/sources":
            tool: write-auxiliary-file
            inputs: ["<sources-file-list>","\(root)/Catalog/A.swift"]
            outputs: ["\(root)/b/Catalog.build/sources"]
            description: "Write auxiliary file sources"

          "C.Catalog.module":
            tool: shell
            inputs: ["\(root)/Catalog/A.swift","\(root)/b/Registry.swift","\(root)/b/Kit.swiftmodule","\(root)/b/Catalog.build/sources"]
            outputs: ["\(root)/b/A.o","\(root)/b/Registry.o","\(root)/b/Catalog.swiftmodule"]
            description: "Compiling Swift Module 'Catalog' (2 sources)"
            args: \(shell("-emit-module -module-name Catalog"))

          "C.Kit.module":
            tool: shell
            inputs: ["\(root)/Kit/K.swift"]
            outputs: ["\(root)/b/K.o","\(root)/b/Kit.swiftmodule"]
            description: "Compiling Swift Module 'Kit' (1 sources)"
            args: \(shell("-emit-module -module-name Kit"))

          "\(root)/b/Catalog.swiftmodule.o":
            tool: shell
            inputs: ["\(root)/b/Catalog.swiftmodule"]
            outputs: ["\(root)/b/Catalog.swiftmodule.o"]
            description: "Wrapping AST for Catalog for debugging"
            args: ["/bin/false","-modulewrap"]

          "Indexing 2 catalog files \\"quoted\\"":
            tool: shell
            inputs: ["\(root)/indexer","\(root)/Catalog/A.swift","\(root)/Catalog/B.swift"]
            outputs: ["\(root)/b/Registry.swift"]
            description: "Indexing 2 catalog files"
            args: \(shell("index"))

          "C.worker.module":
            tool: shell
            inputs: ["\(root)/Sources/main.swift","\(root)/b/Catalog.swiftmodule"]
            outputs: ["\(root)/b/main.o"]
            description: "Compiling Swift Module 'worker' (1 sources)"
            args: \(shell("-emit-module -module-name worker"))

          "C.Server.module":
            tool: shell
            inputs: ["\(root)/Sources/Server.swift","\(root)/b/Catalog.swiftmodule"]
            outputs: ["\(root)/b/Server.o"]
            description: "Compiling Swift Module 'Server' (1 sources)"
            args: \(shell("-emit-module -module-name Server"))

          "C.worker.exe":
            tool: shell
            inputs: ["\(root)/b/A.o","\(root)/b/Registry.o","\(root)/b/K.o","\(root)/b/main.o","\(root)/b/Catalog.swiftmodule.o"]
            outputs: ["\(root)/b/worker"]
            description: "Linking worker"
            args: \(shell("link"))

        """
    }

    @Test func theManifestIsReadAsSwiftPMWritesIt() throws {
        let plan = try #require(BuildPlan.parse(Self.manifest(root: "/p")))
        expectEqual(plan.commands.count, 9)
        let indexer = try #require(plan.commands.first { $0.name.hasPrefix("Indexing") })
        expectEqual(indexer.name, #"Indexing 2 catalog files "quoted""#)
        expectEqual(indexer.tool, "shell")
        expectEqual(indexer.inputs, ["/p/indexer", "/p/Catalog/A.swift", "/p/Catalog/B.swift"])
        expectEqual(indexer.outputs, ["/p/b/Registry.swift"])
        expectEqual(indexer.arguments, ["/bin/true", "index"])
        expectEqual(indexer.description, "Indexing 2 catalog files")
        #expect(plan.commands.first { $0.name == "<Catalog.module>" }?.tool == "phony")
        #expect(BuildPlan.parse("commands:\n  \"x\":\n    tool: shell\n  not a command\n") == nil)
        #expect(BuildPlan.parse("client:\n  name: basic\n") == nil)  // no commands
    }

    /// The walk with every command "changing" all its outputs: what a content edit runs.
    static func ran(_ plan: BuildPlan, _ changed: Set<String>, changes: (BuildPlan.Command) -> Set<String>? = { Set($0.outputs) },
                    ignores: (BuildPlan.Command, String) -> Bool = { _, _ in false }) throws -> [String] {
        let commands = try plan.commands(toBuild: "/p/b/worker", reading: changed).get()
        return BuildPlan.walk(commands, changed: changed, ignores: ignores, run: changes).ran.map(\.name)
    }

    @Test func anEditRunsWhatReadsItAndWhatReadsThatInOrderButNotTheDebuggerWrap() throws {
        let plan = try #require(BuildPlan.parse(Self.manifest(root: "/p")))
        // The catalog file: the plugin's indexer, then the catalog, the worker that imports
        // it and the link; not the server (another product) nor the AST wrap.
        #expect(try Self.ran(plan, ["/p/Catalog/A.swift"])
            == [#"Indexing 2 catalog files "quoted""#, "C.Catalog.module", "C.worker.module", "C.worker.exe"])
        // A module the catalog imports: it first, then everything after it.
        #expect(try Self.ran(plan, ["/p/Kit/K.swift"]) == ["C.Kit.module", "C.Catalog.module", "C.worker.module", "C.worker.exe"])
        // Two edits in two modules: each command once.
        #expect(try Self.ran(plan, ["/p/Kit/K.swift", "/p/Catalog/A.swift"]).count == 5)
    }

    @Test func anOutputWrittenAgainUnchangedMakesNothingStale() throws {
        let plan = try #require(BuildPlan.parse(Self.manifest(root: "/p")))
        // B.swift is read by the indexer only; its registry comes out the same: nothing else runs.
        #expect(try Self.ran(plan, ["/p/Catalog/B.swift"], changes: { _ in [] }) == [#"Indexing 2 catalog files "quoted""#])
        // The kit's module recompiled to the same interface file: the catalog's compile is
        // skipped, but the link still takes the kit's new object.
        let changes: (BuildPlan.Command) -> Set<String>? = { $0.name == "C.Kit.module" ? ["/p/b/K.o"] : Set($0.outputs) }
        #expect(try Self.ran(plan, ["/p/Kit/K.swift"], changes: changes) == ["C.Kit.module", "C.worker.exe"])
        // An input a command declares it ignores (the catalog reading the kit's module).
        #expect(try Self.ran(plan, ["/p/Kit/K.swift"], ignores: { $0.name == "C.Catalog.module" && $1.hasSuffix("Kit.swiftmodule") })
            == ["C.Kit.module", "C.worker.exe"])
    }

    @Test func aFailedCommandEndsTheWalk() throws {
        let plan = try #require(BuildPlan.parse(Self.manifest(root: "/p")))
        let commands = try plan.commands(toBuild: "/p/b/worker", reading: ["/p/Kit/K.swift"]).get()
        let walked = BuildPlan.walk(commands, changed: ["/p/Kit/K.swift"]) { $0.name == "C.Catalog.module" ? nil : Set($0.outputs) }
        #expect(walked.failed && walked.ran.map(\.name) == ["C.Kit.module", "C.Catalog.module"])
    }

    @Test func aFileThePlanDoesNotReadIsRefused() throws {
        let plan = try #require(BuildPlan.parse(Self.manifest(root: "/p")))
        #expect(throws: BuildPlan.Refusal.unplannedFile("/p/Catalog/New.swift")) {
            try plan.commands(toBuild: "/p/b/worker", reading: ["/p/Catalog/A.swift", "/p/Catalog/New.swift"]).get()
        }
        // Read only by another product's command.
        #expect(throws: BuildPlan.Refusal.unplannedFile("/p/Sources/Server.swift")) {
            try plan.commands(toBuild: "/p/b/worker", reading: ["/p/Sources/Server.swift"]).get()
        }
        #expect(throws: BuildPlan.Refusal.noProduct("/p/b/other")) {
            try plan.commands(toBuild: "/p/b/other", reading: ["/p/Catalog/A.swift"]).get()
        }
    }

    @Test func theCatalogReadsFolderModulesOnlyThroughItsRegistryUnlessAFileImportsOne() throws {
        let root = try TemporaryPackage()
        let p = root.path
        try root.write("Catalog/A.swift", "import UIKit\n")
        try root.write("gen/CatalogRegistry+Generated.swift", "internal import Catalog_Zoom\n")
        let catalog = BuildPlan.Command(
            name: "C.TransitionCatalog", tool: "shell",
            inputs: ["\(p)/Catalog/A.swift", "\(p)/gen/CatalogRegistry+Generated.swift", "\(p)/b/Modules/Catalog_Zoom.swiftmodule"],
            outputs: [], arguments: ["swiftc", "-emit-module"], description: "")
        #expect(PlannedRebuild.readsFolderModulesOnlyThroughTheRegistry(catalog))
        #expect(PlannedRebuild.isFolderModule("\(p)/b/Modules/Catalog_Zoom.swiftmodule"))
        #expect(!PlannedRebuild.isFolderModule("\(p)/b/Modules/CatalogKit.swiftmodule"))
        #expect(!PlannedRebuild.isFolderModule("\(p)/Catalog_Zoom/X.swift"))
        try root.write("Catalog/A.swift", "import UIKit\nimport Catalog_Zoom\n")
        #expect(!PlannedRebuild.readsFolderModulesOnlyThroughTheRegistry(catalog))
    }

    @Test func thePlanIsReadAgainOnlyWhenItsFileChanged() throws {
        let root = try TemporaryPackage()
        let path = root.path + "/.build/debug.yaml"
        let cache = PlanCache()
        #expect(cache.plan(at: path) == nil)
        try root.write(".build/debug.yaml", Self.manifest(root: "/p"))
        expectEqual(cache.plan(at: path)?.commands.count, 9)
        expectEqual(cache.plan(at: path)?.commands.count, 9)
        expectEqual(cache.loads, 1)
        // SwiftPM writes it again (another plan): read again.
        try root.write(".build/debug.yaml", Self.manifest(root: "/qq"))  // another size: file times are coarse
        #expect(cache.plan(at: path)?.commands.first { $0.name == "C.worker.exe" }?.outputs == ["/qq/b/worker"])
        expectEqual(cache.loads, 2)
    }

    @Test func theCompilersParseableOutputBecomesItsText() {
        let record = """
            {"kind":"finished","name":"compile","pid":7,"output":"/p/Catalog/A.swift:2:9: error: expected expression\\nlet x =\\n        ^\\n","process":{"real_pid":7},"exit-status":1}
            """
        let began = #"{"kind":"began","name":"compile","pid":7,"command_arguments":["a"]}"#
        let raw = "\(began.utf8.count)\n\(began)\n\(record.utf8.count)\n\(record)\nld: error: undefined symbol: x\n"
        #expect(PlannedRebuild.compilerText(raw)
            == "/p/Catalog/A.swift:2:9: error: expected expression\nlet x =\n        ^\nld: error: undefined symbol: x\n")
        // A number that is not followed by a record stays text.
        expectEqual(PlannedRebuild.compilerText("12\nnot json\n"), "12\nnot json\n")
    }

    @Test func anEditPackageSwiftWouldDecideDifferentlyAboutIsRefused() throws {
        let root = try TemporaryPackage()
        try root.write("Catalog/A.swift", "let a = 1\n")
        try root.write("Catalog/Folder/F.swift", "import UIKit\n")
        let p = root.path
        let plan = BuildPlan(commands: [
            .init(name: "C.Catalog", tool: "shell", inputs: ["\(p)/Catalog/A.swift", "\(p)/b/ScenarioKit.swiftmodule"],
                  outputs: [], arguments: ["swiftc", "-emit-module"], description: ""),
            .init(name: "C.Folder", tool: "shell", inputs: ["\(p)/Catalog/Folder/F.swift"],
                  outputs: [], arguments: ["swiftc", "-emit-module"], description: ""),
        ])
        #expect(PlannedRebuild.manifestWouldChange(plan, ["\(p)/Catalog/A.swift", "\(p)/Catalog/Folder/F.swift"]) == nil)
        // Compiled as written, but now it needs the plugin's @objc rewrite.
        try root.write("Catalog/A.swift", "let s = #selector(tap)\n")
        expectEqual(PlannedRebuild.manifestWouldChange(plan, ["\(p)/Catalog/A.swift"]), "\(p)/Catalog/A.swift now needs the @objc rewrite")
        // The folder's module does not depend on ScenarioKit; the catalog's does.
        try root.write("Catalog/Folder/F.swift", "import ScenarioKit\n")
        expectEqual(PlannedRebuild.manifestWouldChange(plan, ["\(p)/Catalog/Folder/F.swift"]), "\(p)/Catalog/Folder/F.swift now imports ScenarioKit")
        try root.write("Catalog/A.swift", "import ScenarioKit\n")
        #expect(PlannedRebuild.manifestWouldChange(plan, ["\(p)/Catalog/A.swift"]) == nil)
        expectEqual(PlannedRebuild.manifestWouldChange(plan, ["\(p)/Catalog/README.md"]), "\(p)/Catalog/README.md is not a Swift file")
    }

    @Test func thePlanRunsItsCommandsAndStopsAtTheFirstFailure() throws {
        let root = try TemporaryPackage()
        let p = root.path
        // Each command appends its name to a log; the catalog's compile fails while A.swift
        // says `broken`.
        try root.write("run.sh", """
            #!/bin/sh
            echo "$1" >> "\(p)/ran.log"
            if [ "$1" = Catalog ] && grep -q broken "\(p)/Catalog/A.swift"; then
                echo "\(p)/Catalog/A.swift:1:1: error: broken"
                exit 1
            fi
            # Writes what the command makes (each command here "changes" every output).
            case "$1" in
                index) date +%N > "\(p)/b/Registry.swift" ;;
                Catalog) for f in A.o Registry.o Catalog.swiftmodule; do date +%N > "\(p)/b/$f"; done ;;
                worker) date +%N > "\(p)/b/main.o" ;;
            esac
            """)
        chmod(p + "/run.sh", 0o755)
        try root.write("Catalog/A.swift", "let a = 1\n")
        try root.write("b/.keep", "")
        try root.write(".build/debug.yaml", Self.manifest(root: p) { arguments in
            let name = arguments.split(separator: " ").last.map(String.init) ?? arguments
            return "[\"\(p)/run.sh\",\"\(name)\",\"\(arguments.split(separator: " ").first ?? "")\"]"
        })
        symlink(p + "/b", p + "/.build/debug")

        // A `swift build` elsewhere holds SwiftPM's lock: the rebuild waits for it.
        let held = open(p + "/.build/.lock", O_RDWR | O_CREAT, 0o644)
        expectEqual(flock(held, LOCK_EX), 0)
        let outcome = Mutex<PlannedRebuild.Outcome?>(nil)
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let result = PlannedRebuild.run(BuildPlan.load(p + "/.build/debug.yaml"), packageRoot: p, configuration: "debug", product: "worker", changed: ["\(p)/Catalog/A.swift"])
            outcome.withLock { $0 = result }
            finished.signal()
        }
        usleep(300_000)
        #expect(access(p + "/ran.log", F_OK) != 0, "a command ran while SwiftPM's lock was held")
        close(held)
        finished.wait()
        guard case .built(let good, let count) = outcome.withLock({ $0 }) else {
            Issue.record("refused")
            return
        }
        #expect(good.succeeded)
        expectEqual(count, 4)
        expectEqual(BuildDiagnostics.readFile(p + "/ran.log", limit: 1000), "index\nCatalog\nworker\nlink\n")

        try root.write("Catalog/A.swift", "broken\n")
        guard case .built(let bad, _) = PlannedRebuild.run(
            BuildPlan.load(p + "/.build/debug.yaml"), packageRoot: p, configuration: "debug", product: "worker", changed: ["\(p)/Catalog/A.swift"]) else {
            Issue.record("refused")
            return
        }
        #expect(!bad.succeeded)
        expectEqual(bad.output, "\(p)/Catalog/A.swift:1:1: error: broken\n")
        expectEqual(BuildDiagnostics.readFile(p + "/ran.log", limit: 1000), "index\nCatalog\nworker\nlink\nindex\nCatalog\n")

        // No plan: refused, the watcher runs swift build.
        unlink(p + "/.build/debug.yaml")
        guard case .refused(let reason) = PlannedRebuild.run(
            BuildPlan.load(p + "/.build/debug.yaml"), packageRoot: p, configuration: "debug", product: "worker", changed: ["\(p)/Catalog/A.swift"]) else {
            Issue.record("built without a plan")
            return
        }
        expectEqual(reason, "no build plan in .build")
    }
}
