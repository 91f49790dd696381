import Foundation
import TestExpectations
import Testing

/// `transitions list`, run as the built binary (found next to the test bundle).
@Suite("transitions list")
struct ListCommandTests {
    @Test("--json: entries with every field in a fixed key order, and the devices")
    func json() throws {
        let result = try runTransitionsForList(["list", "--json"])
        expectEqual(result.status, 0)
        expectEqual(result.stderr, "")
        #expect(result.stdout.hasPrefix(#"{"entries":[{"id":"#))
        #expect(result.stdout.contains(
            #"{"id":"crossfade","title":"Cross-dissolve","summary":"The new screen fades in over the old one.","origin":"#))
        #expect(result.stdout.contains(
            #""operations":["push","pop"],"interactiveOperations":[],"gestureHints":{},"releaseRules":{},"tapOperations":[],"parameters":[{"key":"duration","title":"Duration","type":"number","default":0.3,"min":0.05,"max":3,"step":0.05,"unit":"s","help":"UIView.animate(withDuration:) of the fade"}]}"#))

        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        expectEqual(Set(root.keys), ["entries", "devices"])
        let entries = try #require(root["entries"] as? [[String: Any]])
        let ids = entries.compactMap { $0["id"] as? String }
        expectEqual(ids, ids.sorted())
        #expect(ids.contains("crossfade"))
        for entry in entries {
            expectEqual(Set(entry.keys), ["id", "title", "summary", "origin", "operations", "interactiveOperations", "gestureHints", "releaseRules", "tapOperations", "parameters"])
        }
        // An entry says what to drag on its interactive operations; the page shows it.
        let zoom = try #require(entries.first { $0["id"] as? String == "zoom" })
        #expect(zoom["gestureHints"] as? [String: String] == ["dismiss": "Drag the photo down to dismiss"])
        expectEqual((zoom["releaseRules"] as? [String: String])?["dismiss"]?.contains("velocity y < 0"), true)
        // A tap starts the lightbox's present (its sample gesture does not move), a pull its dismiss.
        #expect(zoom["tapOperations"] as? [String] == [])
        let lightbox = try #require(entries.first { $0["id"] as? String == "lightbox" })
        #expect(lightbox["tapOperations"] as? [String] == ["present"])
        let devices = try #require(root["devices"] as? [[String: Any]])
        #expect(devices.compactMap { $0["name"] as? String } == ["iphone-se", "iphone-x", "iphone-15", "iphone-15-pro-max", "ipad"])
        let iPhoneX = try #require(devices.first { $0["name"] as? String == "iphone-x" })
        #expect(iPhoneX["title"] as? String == "iPhone X")
        #expect(iPhoneX["width"] as? Double == 375)
        #expect(iPhoneX["height"] as? Double == 812)
    }

    @Test("text: one aligned block per entry, then the devices")
    func text() throws {
        let result = try runTransitionsForList(["list"])
        expectEqual(result.status, 0)
        expectEqual(result.stderr, "")
        let expectedCrossfade = """
            crossfade — Cross-dissolve
              The new screen fades in over the old one.
              origin        UIKit's cross-dissolve, written as a UIViewControllerAnimatedTransitioning
              operations    push, pop
              interactive   none
              parameters
                duration  number  0.3 s  0.05…3 s, step 0.05  Duration: UIView.animate(withDuration:) of the fade

            """
        #expect(result.stdout.contains(expectedCrossfade))
        let expectedDevices = """

            devices
              iphone-se          iPhone SE          375 × 667 pt
              iphone-x           iPhone X           375 × 812 pt
              iphone-15          iPhone 15          393 × 852 pt
              iphone-15-pro-max  iPhone 15 Pro Max  430 × 932 pt
              ipad               iPad Air           820 × 1180 pt

            """
        #expect(result.stdout.hasSuffix(expectedDevices))
        let firstLine = result.stdout.prefix { $0 != "\n" }
        #expect(firstLine.hasSuffix(" entries") || firstLine == "1 entry")
    }

    @Test("an unknown option is a usage error")
    func unknownOption() throws {
        let result = try runTransitionsForList(["list", "--yaml"])
        expectEqual(result.status, 64)
        #expect(result.stderr.contains("--yaml"))
    }
}

/// Runs the `transitions` binary built next to this test bundle; returns its exit status and
/// output. (Named for this file so that other CLI test files can have their own helpers.)
private func runTransitionsForList(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = try transitionsBinaryForList()
    process.arguments = arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
}

/// `.build/<config>/transitions`: the products folder holds the test bundle (Linux: the
/// `.xctest` executable itself; macOS: a bundle whose executable is a few levels down).
private func transitionsBinaryForList() throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = folder.appendingPathComponent("transitions")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        folder.deleteLastPathComponent()
    }
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
        let candidate = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("transitions")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw BinaryNotFoundForList()
}

private struct BinaryNotFoundForList: Error, CustomStringConvertible {
    var description: String { "the transitions binary is not next to the test bundle; run `swift build` first" }
}
