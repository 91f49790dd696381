import TestExpectations
import Testing
@testable import PreviewServer

@Suite("HTTPResponse")
struct HTTPResponseTests {
    @Test func headsCarryTheSecurityFieldsLengthAndClose() {
        let head = String(decoding: HTTPResponse.head(
            .methodNotAllowed, contentType: "text/plain; charset=utf-8", contentLength: 23,
            extra: [StaticSite.allowField], closes: true), as: UTF8.self)
        let lines = head.components(separatedBy: "\r\n")
        expectEqual(lines.first, "HTTP/1.1 405 Method Not Allowed")
        #expect(head.hasSuffix("\r\n\r\n"))
        #expect(lines.contains("content-length: 23"))
        #expect(lines.contains("allow: GET, HEAD"))
        #expect(lines.contains("connection: close"))
        #expect(lines.contains("x-content-type-options: nosniff"))
        #expect(lines.contains { $0.hasPrefix("content-security-policy: default-src 'none';") && $0.contains("connect-src 'self' ws: wss:;") })
        let open = String(decoding: HTTPResponse.head(.ok, contentType: "text/html", contentLength: 0, closes: false), as: UTF8.self)
        #expect(!open.contains("connection:"))
    }

    @Test func errorBodiesNameTheStatus() {
        expectEqual(HTTPResponse.errorBody(.notFound), Array("404 Not Found\n".utf8))
        expectEqual(HTTPResponse.errorBody(.headerFieldsTooLarge), Array("431 Request Header Fields Too Large\n".utf8))
    }
}
