import Testing
@testable import PreviewServer

@Suite("HostPolicy")
struct HostPolicyTests {
    let loopback = HostPolicy(host: "127.0.0.1", allowedOrigins: ["https://Preview.Example.com/", "http://[fd00::7]:9000"])

    @Test func loopbackNamesWithAndWithoutPort() {
        for host in ["127.0.0.1:8080", "127.0.0.1", "localhost:8080", "LOCALHOST", "localhost.:8080", "[::1]:8080", " localhost:1 "] {
            #expect(loopback.accepts(host: host), "\(host)")
        }
    }

    @Test func rebindingNamesAreRefused() {
        for host in ["evil.example:8080", "127.0.0.1.evil.example", "localhost.evil.example:8080", "", ":8080",
                     "localhost:99999", "localhost:x", "user@localhost", "localhost/path", "[::1", "127.0.0.2"] {
            #expect(!loopback.accepts(host: host), "\(host)")
        }
    }

    @Test func allowedOriginsAndTheBindNameAreServed() {
        #expect(loopback.accepts(host: "preview.example.com"))
        #expect(loopback.accepts(host: "[fd00::7]:9000"))
        let named = HostPolicy(host: "192.168.1.20", allowedOrigins: [])
        #expect(named.accepts(host: "192.168.1.20:8080"))
        #expect(named.accepts(host: "localhost:8080"))
        #expect(!named.accepts(host: "router.lan:8080"))
    }

    @Test func noHostHeaderIsANonBrowserClient() {
        #expect(loopback.accepts(host: nil))
    }

    @Test func wildcardBindsAnswerEveryName() {
        for bind in ["0.0.0.0", "::", "[::]", "::0", "0:0:0:0:0:0:0:0"] {
            #expect(HostPolicy(host: bind, allowedOrigins: []).accepts(host: "my-mac.local:8080"), "\(bind)")
        }
    }

    /// `--host ""` (an unset variable) used to switch the check off like a wildcard.
    @Test func aHostThatIsNotAnAddressKeepsTheCheckOn() {
        for bind in ["", " ", "evil.example", "0", "127.0.0.1:8080"] {
            let policy = HostPolicy(host: bind, allowedOrigins: [])
            #expect(!policy.accepts(host: "evil.example"), "\(bind)")
            #expect(policy.accepts(host: "127.0.0.1:8080"), "\(bind)")
        }
    }

    @Test func anIPv6BindIsServedByItsBracketedName() {
        for bind in ["::1", "[::1]", "fd00::7", "[FD00::7]"] {
            let policy = HostPolicy(host: bind, allowedOrigins: [])
            #expect(policy.accepts(host: "[::1]:8080"))
            #expect(!policy.accepts(host: "evil.example"))
        }
        #expect(HostPolicy(host: "fd00::7", allowedOrigins: []).accepts(host: "[fd00::7]:8080"))
        #expect(HostPolicy(host: "[FD00:0::7]", allowedOrigins: []).accepts(host: "[fd00::7]:8080"))
    }
}
