import TestExpectations
import Testing
@testable import PreviewServer

@Suite("RequestTarget")
struct RequestTargetTests {
    @Test func decodesOnceAndDropsQueryAndFragment() {
        expectEqual(RequestTarget.path(of: "/index.html"), .success("/index.html"))
        expectEqual(RequestTarget.path(of: "/a%20b/%C3%A9.js?x=%20#top"), .success("/a b/é.js"))
        expectEqual(RequestTarget.path(of: "/%252e%252e/x"), .success("/%2e%2e/x"))  // decoded once only
        expectEqual(RequestTarget.path(of: "/..%2fPackage.swift"), .success("/../Package.swift"))  // the resolver refuses `..`
    }

    @Test func absoluteFormKeepsThePath() {
        expectEqual(RequestTarget.path(of: "http://127.0.0.1:8080/js/main.js?v=2"), .success("/js/main.js"))
        expectEqual(RequestTarget.path(of: "HTTPS://example.com"), .success("/"))
        expectEqual(RequestTarget.path(of: "http://example.com?q"), .success("/"))
    }

    @Test func anAbsoluteFormTargetNamesItsAuthority() {
        expectEqual(RequestTarget.authority(of: "http://evil.example:80/index.html"), "evil.example:80")
        expectEqual(RequestTarget.authority(of: "HTTP://127.0.0.1:8080?q"), "127.0.0.1:8080")
        #expect(RequestTarget.authority(of: "/index.html") == nil)
    }

    @Test func refusals() {
        expectEqual(RequestTarget.path(of: "/index.html%00"), .failure(.nul))
        expectEqual(RequestTarget.path(of: "/%00/x"), .failure(.nul))
        // In the query and fragment too: lws would drop such a handshake without an answer.
        for target in ["/x?a=%00", "/x#%00", "/?%00"] {
            expectEqual(RequestTarget.path(of: target), .failure(.nul), "\(target)")
        }
        for target in ["/%", "/%0", "/%zz", "/a%g1", "/x?a=%zz", "/x?%", "/x#%4"] {
            expectEqual(RequestTarget.path(of: target), .failure(.badEscape), "\(target)")
        }
        for target in ["*", "example.com:443", "index.html", "ftp://example.com/"] {
            expectEqual(RequestTarget.path(of: target), .failure(.notAPath), "\(target)")
        }
    }
}
