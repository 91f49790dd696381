import Foundation
import TestExpectations
import Testing
@testable import PreviewServer

@Suite("StaticSite")
struct StaticSiteTests {
    private static func makeSite() throws -> (site: StaticSite, root: String) {
        let web = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: web, withIntermediateDirectories: true)
        try "<h1>x</h1>".write(to: web.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        let files = try StaticFileResolver(webRoot: web.path)
        return (StaticSite(files: files, hosts: HostPolicy(host: "127.0.0.1", allowedOrigins: [])), files.root)
    }

    private func request(_ method: String, _ target: String, _ fields: [HTTPField] = [HTTPField(name: "Host", value: "127.0.0.1:8080")]) -> HTTPRequestHead {
        HTTPRequestHead(method: method, target: target, version: .http1_1, fields: fields, body: .none, byteCount: 0)
    }

    @Test func servesFilesToGetAndHead() throws {
        let (site, root) = try Self.makeSite()
        let expected = StaticSite.Decision.file(path: root + "/index.html", contentType: "text/html; charset=utf-8")
        expectEqual(site.decide(request("GET", "/")), expected)
        expectEqual(site.decide(request("HEAD", "/index.html?cache=1")), expected)
        expectEqual(site.decide(request("GET", "/missing.js")), .status(.notFound, note: "/missing.js"))
        expectEqual(site.decide(request("GET", "/../etc/passwd")), .status(.forbidden, note: "/../etc/passwd: outside the web directory"))
    }

    @Test func everyOtherMethodIs405WhateverThePath() throws {
        let (site, _) = try Self.makeSite()
        for method in ["POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE", "PROPFIND", "CONNECT", "BREW"] {
            expectEqual(site.decide(request(method, "/%00")), .status(.methodNotAllowed, note: "\(method) /%00: only GET and HEAD are served"))
        }
        expectEqual(StaticSite.allowField, HTTPField(name: "allow", value: "GET, HEAD"))
    }

    @Test func undecodablePathsAre400() throws {
        let (site, _) = try Self.makeSite()
        expectEqual(site.decide(request("GET", "/index.html%00")), .status(.badRequest, note: "/index.html%00: NUL (%00) in the target"))
        expectEqual(site.decide(request("GET", "/%zz")), .status(.badRequest, note: "/%zz: invalid percent-encoding in the target"))
    }

    @Test func rebindingHostsAre403ButHandshakesGoToTheWebSocketSide() throws {
        let (site, root) = try Self.makeSite()
        let evil = [HTTPField(name: "Host", value: "evil.example")]
        expectEqual(site.decide(request("GET", "/", evil)), .status(.forbidden, note: "/ host=evil.example: host not served"))
        // An absolute-form target's authority is the host (RFC 9112 §3.2.2), not `Host`.
        #expect(site.decide(request("GET", "http://evil.example/", [HTTPField(name: "Host", value: "127.0.0.1")]))
            == .status(.forbidden, note: "http://evil.example/ host=evil.example: host not served"))
        #expect(site.decide(request("GET", "http://localhost:8080/", evil)) ==
            .file(path: root + "/index.html", contentType: "text/html; charset=utf-8"))
        // The handshake's own policy (origin, host, subprotocol) is applied by lws's side.
        expectEqual(site.decide(request("GET", "/", evil + Self.handshake)), .webSocket)
    }

    static let handshake = [
        HTTPField(name: "Upgrade", value: "websocket"), HTTPField(name: "Connection", value: "keep-alive, Upgrade"),
        HTTPField(name: "Sec-WebSocket-Key", value: "dGhlIHNhbXBsZSBub25jZQ=="), HTTPField(name: "Sec-WebSocket-Version", value: "13"),
    ]

    @Test func malformedHandshakesGetAStatusInsteadOfADroppedConnection() throws {
        let (site, _) = try Self.makeSite()
        let host = HTTPField(name: "Host", value: "127.0.0.1")
        func without(_ name: String, adding extra: [HTTPField] = []) -> [HTTPField] {
            [host] + Self.handshake.filter { $0.name != name } + extra
        }
        #expect(site.decide(request("GET", "/echo", without("Connection"))) ==
            .status(.badRequest, note: "/echo: WebSocket handshake without Connection: Upgrade"))
        #expect(site.decide(request("GET", "/echo", without("Sec-WebSocket-Key"))) ==
            .status(.badRequest, note: "/echo: WebSocket handshake without a valid Sec-WebSocket-Key"))
        #expect(site.decide(request("GET", "/echo", without("Sec-WebSocket-Key", adding: [HTTPField(name: "Sec-WebSocket-Key", value: "short==")]))) ==
            .status(.badRequest, note: "/echo: WebSocket handshake without a valid Sec-WebSocket-Key"))
        #expect(site.decide(request("GET", "/echo", without("Sec-WebSocket-Version"))) ==
            .status(.upgradeRequired, note: "/echo: WebSocket handshake not version 13"))
        expectEqual(StaticSite.fields(for: .upgradeRequired), [HTTPField(name: "sec-websocket-version", value: "13")])
        #expect(site.decide(request("GET", "/echo%00", [host] + Self.handshake)) ==
            .status(.badRequest, note: "/echo%00: NUL (%00) in the target"))
        #expect(site.decide(request("GET", "/echo?a=%zz", [host] + Self.handshake)) ==
            .status(.badRequest, note: "/echo?a=%zz: invalid percent-encoding in the target"))
        var withBody = request("GET", "/echo", [host] + Self.handshake)
        withBody.body = .length(5)
        expectEqual(site.decide(withBody), .status(.badRequest, note: "/echo: WebSocket handshake with a body"))
        #expect(site.decide(request("GET", "http://127.0.0.1/echo", [host] + Self.handshake)) ==
            .status(.badRequest, note: "http://127.0.0.1/echo: WebSocket handshake without an origin-form target (a path)"))
        let many = [host] + Self.handshake + (0..<28).map { _ in HTTPField(name: "Cookie", value: "a=b") }
        #expect(site.decide(request("GET", "/echo", many)) ==
            .status(.headerFieldsTooLarge, note: "/echo: WebSocket handshake with 33 header lines (at most 32)"))
        expectEqual(site.decide(request("GET", "/echo", Array(many.dropLast()))), .webSocket)
        var old = request("GET", "/echo", [host] + Self.handshake)
        old.version = .http1_0
        expectEqual(site.decide(old), .status(.badRequest, note: "/echo: WebSocket handshake needs HTTP/1.1"))
    }
}
