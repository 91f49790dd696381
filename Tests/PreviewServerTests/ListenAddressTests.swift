import TestExpectations
import Testing
@testable import PreviewServer

@Suite("ListenAddress")
struct ListenAddressTests {
    @Test("addresses and localhost parse, in canonical form; the URL names what is bound", arguments: [
        ("127.0.0.1", "127.0.0.1", false, "http://127.0.0.1:8080/"),
        ("localhost", "127.0.0.1", false, "http://127.0.0.1:8080/"),
        ("LocalHost", "127.0.0.1", false, "http://127.0.0.1:8080/"),
        ("192.168.1.20", "192.168.1.20", false, "http://192.168.1.20:8080/"),
        ("::1", "::1", false, "http://[::1]:8080/"),
        ("[::1]", "::1", false, "http://[::1]:8080/"),
        ("FD00:0:0::7", "fd00::7", false, "http://[fd00::7]:8080/"),
        ("0.0.0.0", "0.0.0.0", true, "http://0.0.0.0:8080/"),
        ("::", "::", true, "http://[::]:8080/"),
        ("[::]", "::", true, "http://[::]:8080/"),
        ("::0", "::", true, "http://[::]:8080/"),
    ])
    func parses(host: String, address: String, wildcard: Bool, url: String) throws {
        let listen = try #require(ListenAddress(parsing: host))
        expectEqual(listen.address, address)
        expectEqual(listen.isWildcard, wildcard)
        expectEqual(listen.browserURL(port: 8080), url)
        expectEqual(listen.localURL(port: 8080), (wildcard ? "http://127.0.0.1:8080/" : url))
        expectEqual(ListenAddress(host: host).interface, (wildcard ? nil : address), "what lws is given")
    }

    @Test("anything else is refused, and the server never reads it as every interface", arguments: [
        "", " ", "evil.example", "eth0", "lo", "0", "127.1", "127.0.0.1:8080", "[127.0.0.1]", "256.0.0.1",
        "::1%lo", "[::1", "http://127.0.0.1", " 127.0.0.1",
    ])
    func refuses(host: String) {
        #expect(ListenAddress(parsing: host) == nil, "\(host)")
        let bound = ListenAddress(host: host)
        #expect(!bound.isWildcard)
        expectEqual(bound.interface, host, "lws gets the text, which it cannot bind")
        #expect(bound.failureExplanation(port: 8080).contains("not an IP address"))
    }

    @Test("the warning says how far a wildcard reaches")
    func reach() throws {
        #expect(try #require(ListenAddress(parsing: "0.0.0.0")).reach == "every IPv4 interface")
        #expect(try #require(ListenAddress(parsing: "::")).reach == "every IPv4 and IPv6 interface")
    }
}
