import Foundation
import TestExpectations
import Testing

@testable import PreviewServer

/// `serve --watch` recovers by itself from a plan SwiftPM made from a stale evaluation of
/// Package.swift (a folder copied in after a bare `swift build`): it removes the plan and
/// builds again (CatalogWatcher.buildReplanningIfStale, docs/adding-an-entry.md).
@Suite("Live reload: a stale SwiftPM plan is removed and the build run again", .serialized)
struct StalePlanRecoveryTests {
    /// A stand-in `swift` that fails with the registry's stale-cache error while the plan
    /// (`.build/debug.yaml`) is there, as SwiftPM does after planning from a stale evaluation.
    static let fakeSwift = """
        #!/bin/sh
        root=$3
        echo "$*" >> "$root/builds.log"
        if [ -e "$root/.build/debug.yaml" ]; then
            echo "error: Catalog/NewApp/ is not a module yet: SwiftPM reused an evaluation of Package.swift cached before the folder existed; run \\`swift package purge-cache\\` and \\`rm .build/debug.yaml\\`, then build again"
            exit 1
        fi
        mkdir -p "$root/.build/debug"
        printf 'worker' > "$root/.build/debug/transitions-worker"
        """

    @Test("the stale-cache error is told from other failures")
    func detection() {
        #expect(CatalogBuild.stoppedOnStaleManifest("error: Catalog/A/ is not a module yet: SwiftPM reused an evaluation of Package.swift cached before the folder existed"))
        #expect(CatalogBuild.stoppedOnStaleManifest("error: invalid custom path 'Catalog/OldApp' for target 'Catalog_OldApp'"))
        #expect(!CatalogBuild.stoppedOnStaleManifest("Catalog/A.swift:2:9: error: expected expression"))
    }

    @Test("a folder copied in while a stale plan stands is built after the plan is removed, without a build-failed")
    func recovers() throws {
        let root = try TemporaryPackage()
        try root.write("Catalog/Zoom.swift", "let a = 1\n")
        try root.write("bin/swift", Self.fakeSwift)
        chmod(root.path + "/bin/swift", 0o755)
        try root.write("bin/front", "front")
        let hub = WatchHub(binary: root.path + "/bin/front")
        let watcher = CatalogWatcher(packageRoot: root.path, configuration: "debug", hub: hub)
        let lines = CatalogWatcherTests.Lines()
        watcher.swift = root.path + "/bin/swift"
        watcher.announce = { lines.append($0) }
        watcher.start()
        defer { watcher.stop() }
        #expect(wait { (BuildDiagnostics.readFile(root.path + "/builds.log", limit: 10_000) ?? "").split(separator: "\n").count == 1 })
        usleep(300_000)  // the warm-up build is done
        // A bare `swift build` planned from a stale evaluation: the plan stands.
        try root.write(".build/debug.yaml", "client:\n  name: basic\n")
        try root.write("Catalog/NewApp/Scenario.swift", "let b = 1\n")
        #expect(wait { lines.all.count == 1 })
        let line = try #require(lines.all.first)
        #expect(line.hasPrefix("build 1: "), "\(line)")
        #expect(line.contains("rebuilt in"), "\(line)")
        #expect(line.contains("planned afresh: SwiftPM's plan came from a stale evaluation of Package.swift"), "\(line)")
        #expect(!FileManager.default.fileExists(atPath: root.path + "/.build/debug.yaml"))
        #expect(hub.failure == nil)
        expectEqual(hub.current.build, 1)
        let builds = (BuildDiagnostics.readFile(root.path + "/builds.log", limit: 10_000) ?? "").split(separator: "\n")
        expectEqual(builds.count, 3, "warm-up, the failed build, the build after removing the plan")
        expectEqual(builds.last?.contains("--manifest-cache none"), true)
    }
}
