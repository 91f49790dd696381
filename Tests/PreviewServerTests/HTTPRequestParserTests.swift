import TestExpectations
import Testing
@testable import PreviewServer

@Suite("HTTPRequestParser")
struct HTTPRequestParserTests {
    private func parse(_ text: String, limits: HTTPRequestParser.Limits = .init()) -> HTTPRequestParser.Outcome {
        parse(Array(text.utf8), limits: limits)
    }

    private func parse(_ bytes: [UInt8], limits: HTTPRequestParser.Limits = .init()) -> HTTPRequestParser.Outcome {
        var parser = HTTPRequestParser(limits: limits)
        return bytes.withUnsafeBytes { parser.parse($0) }
    }

    private func head(_ text: String) throws -> HTTPRequestHead {
        guard case .head(let head) = parse(text) else {
            Issue.record("not a head: \(parse(text))")
            throw Failure()
        }
        return head
    }

    private struct Failure: Error {}

    @Test func parsesARequestLineAndFields() throws {
        let text = "GET /js/main.js?v=1 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nAccept:  */* \r\nX-Empty:\r\n\r\n"
        let head = try head(text)
        expectEqual(head.method, "GET")
        expectEqual(head.target, "/js/main.js?v=1")
        expectEqual(head.version, .http1_1)
        #expect(head.fields == [
            HTTPField(name: "Host", value: "127.0.0.1:8080"), HTTPField(name: "Accept", value: "*/*"),
            HTTPField(name: "X-Empty", value: ""),
        ])
        expectEqual(head.byteCount, text.utf8.count)
        expectEqual(head.body, .none)
        #expect(head.keepsAlive)
        #expect(!head.isWebSocketUpgrade)
    }

    @Test func bareLineFeedsAndLeadingEmptyLinesAreTolerated() throws {
        let text = "\r\n\nGET / HTTP/1.1\nHost: a\n\n"
        #expect(try head(text).byteCount == text.utf8.count)
        expectEqual(parse("\r\n\r\n\r\n\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n"), .failure(.malformed("empty lines before the request line")))
    }

    @Test func onlyTheFirstOfPipelinedRequestsIsParsed() throws {
        let first = "GET /a HTTP/1.1\r\nHost: a\r\n\r\n"
        let head = try head(first + "GET /b HTTP/1.1\r\nHost: a\r\n\r\n")
        expectEqual(head.target, "/a")
        expectEqual(head.byteCount, first.utf8.count)
    }

    @Test func aHeadArrivingByteByByteIsFoundWhenComplete() throws {
        let bytes = Array("GET /slow HTTP/1.1\r\nHost: a\r\nCookie: x=1\r\n\r\n".utf8)
        var parser = HTTPRequestParser()
        for count in 1..<bytes.count {
            let outcome = bytes[..<count].withUnsafeBytes { parser.parse($0) }
            expectEqual(outcome, .incomplete, "after \(count) bytes")
        }
        let outcome = bytes.withUnsafeBytes { parser.parse($0) }
        expectEqual(outcome, parse(bytes))
        guard case .head(let head) = outcome else { return }
        expectEqual(head.target, "/slow")
    }

    @Test func aRequestLineOverTheLimitIs414EvenBeforeItEnds() {
        let limit = HTTPRequestParser.Limits().requestLineBytes
        let fits = "GET /" + String(repeating: "a", count: limit - "GET / HTTP/1.1".count) + " HTTP/1.1"
        expectEqual(fits.utf8.count, limit)
        if case .head = parse(fits + "\r\nHost: a\r\n\r\n") {} else { Issue.record("a request line of exactly the limit is refused") }
        let long = "GET /" + String(repeating: "a", count: limit) + " HTTP/1.1"
        expectEqual(parse(long + "\r\nHost: a\r\n\r\n"), .failure(.requestLineTooLong))
        // No line end has arrived yet: the limit is already passed.
        expectEqual(parse("GET /" + String(repeating: "a", count: limit)), .failure(.requestLineTooLong))
        expectEqual(HTTPRequestFailure.requestLineTooLong.status, .uriTooLong)
    }

    @Test func aHeaderSectionOverTheLimitOrWithTooManyFieldsIs431() {
        let limits = HTTPRequestParser.Limits()
        let cookie = "Cookie: " + String(repeating: "c", count: limits.headerSectionBytes) + "\r\n"
        expectEqual(parse("GET / HTTP/1.1\r\nHost: a\r\n" + cookie + "\r\n"), .failure(.headerFieldsTooLarge))
        expectEqual(parse("GET / HTTP/1.1\r\nHost: a\r\n" + cookie), .failure(.headerFieldsTooLarge))  // still arriving
        let many = (0..<limits.fieldCount).map { "X-\($0): v\r\n" }.joined()
        expectEqual(parse("GET / HTTP/1.1\r\nHost: a\r\n" + many + "\r\n"), .failure(.headerFieldsTooLarge))
        if case .head = parse("GET / HTTP/1.0\r\n" + many + "\r\n") {} else {
            Issue.record("exactly the field limit is refused")
        }
        expectEqual(HTTPRequestFailure.headerFieldsTooLarge.status, .headerFieldsTooLarge)
    }

    @Test(arguments: [
        ("GET /\r\n\r\n", "request line is not 'method target version'"),
        ("GET  / HTTP/1.1\r\nHost: a\r\n\r\n", "request line is not 'method target version'"),
        ("G(T / HTTP/1.1\r\nHost: a\r\n\r\n", "invalid method"),
        ("GET /\u{7F} HTTP/1.1\r\nHost: a\r\n\r\n", "invalid characters in the request target"),
        ("GET / HTTP/1.1x\r\nHost: a\r\n\r\n", "invalid HTTP version"),
        ("GET / http/1.1\r\nHost: a\r\n\r\n", "invalid HTTP version"),
        ("GET / HTTP/1.1\r\nHost : a\r\n\r\n", "invalid header name"),
        ("GET / HTTP/1.1\r\nHost: a\r\nX-A: 1\r\n folded\r\n\r\n", "folded header line"),
        ("GET / HTTP/1.1\r\nHost: a\r\nno colon\r\n\r\n", "header line without a colon"),
        ("GET / HTTP/1.1\r\nHost: a\r\nX-A: 1\r2\r\n\r\n", "control character in a header value"),
        ("GET / HTTP/1.1\r\nHost: a\r\nX-A: \u{0}\r\n\r\n", "control character in a header value"),
        ("GET / HTTP/1.1\r\n\r\n", "HTTP/1.1 request without Host"),
        ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", "more than one Host"),
        ("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1x\r\n\r\n", "invalid Content-Length"),
        ("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1, 2\r\n\r\n", "invalid Content-Length"),
        ("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n",
         "both Content-Length and Transfer-Encoding"),
    ])
    func malformedHeadsAre400WithTheirReason(text: String, reason: String) {
        expectEqual(parse(text), .failure(.malformed(reason)))
        expectEqual(HTTPRequestFailure.malformed(reason).status, .badRequest)
    }

    @Test func versions() throws {
        let old = try head("GET / HTTP/1.0\r\n\r\n")  // HTTP/1.0 needs no Host
        expectEqual(old.version, .http1_0)
        #expect(!old.keepsAlive)
        #expect(try head("GET / HTTP/1.9\r\nHost: a\r\n\r\n").version == .http1_1)
        expectEqual(parse("GET / HTTP/2.0\r\nHost: a\r\n\r\n"), .failure(.unsupportedVersion))
        expectEqual(HTTPRequestFailure.unsupportedVersion.status, .versionNotSupported)
    }

    @Test func bodiesAndConnectionTokens() throws {
        #expect(try head("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\n").body == .none)
        #expect(try head("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 12\r\n\r\n").body == .length(12))
        #expect(try head("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 12, 12\r\n\r\n").body == .length(12))
        #expect(try head("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n").body == .encoded)
        let closing = try head("GET / HTTP/1.1\r\nHost: a\r\nConnection: keep-alive, Close\r\n\r\n")
        expectEqual(closing.tokens("connection"), ["keep-alive", "close"])
        #expect(!closing.keepsAlive)
    }

    @Test func webSocketHandshakesAreRecognisedAsLibwebsocketsRecognisesThem() throws {
        let handshake = "GET /echo HTTP/1.1\r\nHost: a\r\nUpgrade: WebSocket\r\nConnection: Upgrade\r\n\r\n"
        #expect(try head(handshake).isWebSocketUpgrade)
        #expect(try !head("POST / HTTP/1.1\r\nHost: a\r\nUpgrade: websocket\r\n\r\n").isWebSocketUpgrade)
        #expect(try !head("GET / HTTP/1.1\r\nHost: a\r\nUpgrade: h2c\r\n\r\n").isWebSocketUpgrade)
        #expect(try !head("GET / HTTP/1.1\r\nHost: a\r\nUpgrade: websocket, h2c\r\n\r\n").isWebSocketUpgrade)
    }
}
