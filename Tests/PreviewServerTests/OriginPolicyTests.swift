import TestExpectations
import Testing
@testable import PreviewServer

@Suite("OriginPolicy")
struct OriginPolicyTests {
    let policy = OriginPolicy(host: "127.0.0.1", port: 8080, allowedOrigins: ["https://Example.com/"])

    @Test func ownOriginUnderBothLoopbackNames() {
        #expect(policy.accepts(origin: "http://127.0.0.1:8080"))
        #expect(policy.accepts(origin: "http://localhost:8080"))
        #expect(policy.accepts(origin: "HTTP://LocalHost:8080/"))
    }

    @Test func otherOriginsAreRefused() {
        #expect(!policy.accepts(origin: "http://127.0.0.1:8081"))
        #expect(!policy.accepts(origin: "https://127.0.0.1:8080"))
        #expect(!policy.accepts(origin: "http://evil.example"))
        #expect(!policy.accepts(origin: "http://localhost.evil.example:8080"))
        #expect(!policy.accepts(origin: "null"))
        #expect(!policy.accepts(origin: ""))
        #expect(!policy.accepts(origin: "http://user@127.0.0.1:8080"))
    }

    @Test func noOriginIsANonBrowserClient() {
        #expect(policy.accepts(origin: nil))
    }

    @Test func allowedOriginsAreNormalized() {
        #expect(policy.accepts(origin: "https://example.com"))
        #expect(policy.accepts(origin: "https://example.com:443"))
        #expect(!policy.accepts(origin: "http://example.com"))
    }

    @Test func normalization() {
        expectEqual(OriginPolicy.normalize("http://a.b"), "http://a.b:80")
        expectEqual(OriginPolicy.normalize("http://[::1]:9"), "http://[::1]:9")
        expectEqual(OriginPolicy.normalize("http://[::1]"), "http://[::1]:80")
        #expect(OriginPolicy.normalize("http://a:99999") == nil)
        #expect(OriginPolicy.normalize("ws://a") == nil)
        #expect(OriginPolicy.normalize("http://a/path") == nil)
    }

    @Test func wildcardBindAddsNoOriginOfItsOwn() {
        let wildcard = OriginPolicy(host: "0.0.0.0", port: 80, allowedOrigins: [])
        #expect(!wildcard.accepts(origin: "http://0.0.0.0"))
        #expect(wildcard.accepts(origin: "http://localhost"))
    }
}
