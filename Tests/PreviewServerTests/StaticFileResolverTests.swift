import Foundation
import TestExpectations
import Testing
@testable import PreviewServer

@Suite("StaticFileResolver")
struct StaticFileResolverTests {
    /// A web root with a file, a subdirectory and symlinks in and out, inside a fresh temp dir.
    private func makeTree() throws -> (root: URL, web: URL) {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("resolver-\(UInt64.random(in: 0...UInt64.max))")
        let web = root.appendingPathComponent("web")
        try FileManager.default.createDirectory(at: web.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try "index".write(to: web.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        try "js".write(to: web.appendingPathComponent("main.js"), atomically: true, encoding: .utf8)
        try "sub".write(to: web.appendingPathComponent("sub/index.html"), atomically: true, encoding: .utf8)
        try "secret".write(to: root.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        try "hidden".write(to: web.appendingPathComponent(".env"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: web.appendingPathComponent("leak").path, withDestinationPath: root.appendingPathComponent("secret.txt").path)
        try FileManager.default.createSymbolicLink(
            atPath: web.appendingPathComponent("alias.js").path, withDestinationPath: "main.js")
        return (root, web)
    }

    @Test func resolvesFilesDirectoriesAndTypes() throws {
        let (root, web) = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let resolver = try StaticFileResolver(webRoot: web.path)
        let canonical = resolver.root
        expectEqual(resolver.resolve("/"), .file(path: canonical + "/index.html", contentType: "text/html; charset=utf-8"))
        expectEqual(resolver.resolve("/sub/"), .file(path: canonical + "/sub/index.html", contentType: "text/html; charset=utf-8"))
        expectEqual(resolver.resolve("/sub"), .file(path: canonical + "/sub/index.html", contentType: "text/html; charset=utf-8"))
        expectEqual(resolver.resolve("/main.js"), .file(path: canonical + "/main.js", contentType: "text/javascript; charset=utf-8"))
        expectEqual(resolver.resolve("/alias.js"), .file(path: canonical + "/main.js", contentType: "text/javascript; charset=utf-8"))
        expectEqual(resolver.resolve("/missing.css"), .notFound)
    }

    @Test func refusesEscapes() throws {
        let (root, web) = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let resolver = try StaticFileResolver(webRoot: web.path)
        expectEqual(resolver.resolve("/../secret.txt"), .forbidden)
        expectEqual(resolver.resolve("/sub/../../secret.txt"), .forbidden)
        expectEqual(resolver.resolve("/leak"), .forbidden)
        expectEqual(resolver.resolve("/a\u{0}b"), .forbidden)
        expectEqual(resolver.resolve("/..\\secret.txt"), .forbidden)
        expectEqual(resolver.resolve("/.env"), .notFound)
        expectEqual(resolver.resolve("/%2e%2e/secret.txt"), .notFound)  // no second decoding
    }

    @Test func missingWebRootIsAnError() {
        #expect(throws: ServerError(.webRootMissing, "web directory /no/such/web/root does not exist")) {
            try StaticFileResolver(webRoot: "/no/such/web/root")
        }
    }

    @Test func aFileAsWebRootIsNotADirectoryNotMissing() throws {
        let (root, web) = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = web.appendingPathComponent("main.js").path
        #expect(throws: ServerError(.webRootMissing, "web directory \(file) is not a directory")) {
            try StaticFileResolver(webRoot: file)
        }
    }
}
