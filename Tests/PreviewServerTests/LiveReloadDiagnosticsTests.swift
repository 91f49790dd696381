import TestExpectations
import Testing
import PreviewProtocol
@testable import PreviewServer

/// Reading the compiler's and a trap's output, and the worker pipe's records.
@Suite("Live reload: diagnostics and the worker pipe")
struct LiveReloadDiagnosticsTests {
    static let root = "/work/pkg"
    static let sources = [
        "/work/pkg/Catalog/Zoom.swift": ["import UIKit", "let x = = 1", "let y: Int = \"a\""],
        "/work/pkg/Catalog/Flip.swift": ["import UIKit", "", "", "let z = w"],
    ]

    static func read(_ path: String, _ line: Int) -> String? {
        guard let lines = sources[path], line >= 1, line <= lines.count else { return nil }
        return lines[line - 1]
    }

    @Test func errorsAndWarningsGroupedByFileWithTheirSourceLines() {
        // What Swift 6 prints: the diagnostic line, then a drawing of the source.
        let output = """
            [1/4] Compiling TransitionCatalog Zoom.swift
            /work/pkg/Catalog/Zoom.swift:3:14: error: cannot convert value of type 'String' to specified type 'Int'
             1 | import UIKit
             3 | let y: Int = "a"
               |              `- error: cannot convert value of type 'String' to specified type 'Int'
            /work/pkg/Catalog/Flip.swift:4:9: error: cannot find 'w' in scope
            /work/pkg/Catalog/Zoom.swift:2:9: error: expected expression in variable declaration
            /work/pkg/Catalog/Zoom.swift:2:9: error: expected expression in variable declaration
            /work/pkg/Catalog/Zoom.swift:2:5: warning: variable 'x' was never used
            /work/pkg/Catalog/Zoom.swift:2:5: note: did you mean 'y'?
            error: fatalError
            """
        let diagnostics = BuildDiagnostics.parse(output, packageRoot: Self.root, readSource: Self.read)
        #expect(diagnostics.map { "\($0.file):\($0.line):\($0.column) \($0.severity)" } == [
            "Catalog/Zoom.swift:2:5 warning",
            "Catalog/Zoom.swift:2:9 error",
            "Catalog/Zoom.swift:3:14 error",
            "Catalog/Flip.swift:4:9 error",
        ])
        expectEqual(diagnostics[1].message, "expected expression in variable declaration")
        expectEqual(diagnostics[1].source, "let x = = 1")
        expectEqual(diagnostics[3].source, "let z = w")
    }

    @Test func outputWithoutDiagnosticsGivesNone() {
        #expect(BuildDiagnostics.parse("error: link command failed with exit code 1\nwarning: x", packageRoot: Self.root).isEmpty)
    }

    @Test func relativePaths() {
        expectEqual(BuildDiagnostics.relativePath("/work/pkg/Catalog/A.swift", to: "/work/pkg"), "Catalog/A.swift")
        expectEqual(BuildDiagnostics.relativePath("/elsewhere/A.swift", to: "/work/pkg"), "/elsewhere/A.swift")
    }

    @Test func aTrapWithItsFileAndLine() throws {
        let stderr = "worker output\n/work/pkg/Catalog/Flip.swift:4: Fatal error: boom at 0.5\nCurrent stack trace:\n"
        let report = try #require(TrapReport.parse(stderr, packageRoot: Self.root, readSource: Self.read))
        expectEqual(report.message, "Fatal error: boom at 0.5")
        expectEqual(report.diagnostic?.file, "Catalog/Flip.swift")
        expectEqual(report.diagnostic?.line, 4)
        expectEqual(report.diagnostic?.source, "let z = w")
    }

    @Test func aRuntimeTrapWithoutAPlace() throws {
        let report = try #require(TrapReport.parse("Fatal error: Index out of range\n", packageRoot: Self.root))
        expectEqual(report.message, "Fatal error: Index out of range")
        #expect(report.diagnostic == nil)
        #expect(TrapReport.parse("Segmentation fault\n", packageRoot: Self.root) == nil)
    }

    @Test func workerRecordsRoundTripInPieces() {
        let requests: [WorkerWire.Request] = [.opened, .text("{\"type\":\"hello\",\"version\":1}"), .binary(byteCount: 12), .tooLarge(byteCount: 70000), .tick]
        var stream: [UInt8] = []
        for (index, request) in requests.enumerated() { stream += WorkerWire.encode(request, now: Double(index) + 0.25) }
        var reader = WorkerWire.Reader(requests: true)
        var decoded: [(WorkerWire.Request, Double)] = []
        for byte in stream {  // one byte at a time: records split anywhere
            reader.append([byte])
            while let next = reader.nextRequest() { decoded.append(next) }
        }
        expectEqual(decoded.map(\.0), requests)
        expectEqual(decoded.map(\.1), [0.25, 1.25, 2.25, 3.25, 4.25])

        let replies: [WorkerWire.Reply] = [.outgoing(.message("{\"type\":\"pong\"}")), .outgoing(.frame(Array("{}".utf8))), .end(nextTick: 3.5), .end(nextTick: nil)]
        var replyReader = WorkerWire.Reader(requests: false)
        replyReader.append(replies.flatMap { WorkerWire.encode($0) })
        var back: [WorkerWire.Reply] = []
        while let reply = replyReader.nextReply() { back.append(reply) }
        expectEqual(back, replies)
    }

    @Test func messagesAreTheDocumentedJSON() {
        #expect(ServerMessages.buildStarted(build: 2, files: ["Catalog/Zoom.swift"])
            == #"{"type":"build-started","build":2,"files":["Catalog/Zoom.swift"]}"#)
        #expect(ServerMessages.catalogChanged(build: 2, seconds: 1.25, files: ["Catalog/Zoom.swift"])
            == #"{"type":"catalog-changed","build":2,"seconds":1.25,"files":["Catalog/Zoom.swift"]}"#)
        let diagnostic = SourceDiagnostic(file: "Catalog/Zoom.swift", line: 2, column: 9, severity: "error", message: "expected expression", source: "let x = = 1")
        #expect(ServerMessages.buildFailed(build: 3, seconds: 0.5, files: ["Catalog/Zoom.swift"], diagnostics: [diagnostic], output: "ignored")
            == #"{"type":"build-failed","build":3,"seconds":0.5,"files":["Catalog/Zoom.swift"],"diagnostics":[{"file":"Catalog/Zoom.swift","line":2,"column":9,"severity":"error","message":"expected expression","source":"let x = = 1"}],"output":""}"#)
        let request = ClientRequestInfo(text: #"{"type":"select","entry":"trap","id":7.0}"#)
        expectEqual(request?.entry, "trap")
        #expect(ServerMessages.entryFailed(code: .entryCrashed, message: "m", request: request, entry: "trap", diagnostics: [])
            == #"{"type":"error","id":7.0,"code":"entry-crashed","message":"m","request":"select","entry":"trap","diagnostics":[]}"#)
    }
}
