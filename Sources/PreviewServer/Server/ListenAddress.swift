#if canImport(Glibc)
    import Glibc
#endif

/// Where to listen, from the configured host: an IP address or `localhost`, nothing else.
///
/// Why so strict: libwebsockets binds every interface when it gets no address, and it reads an
/// `iface` as an address *or an interface name*. `--host ""` (a script passing an unset
/// variable) used to listen on every interface while the printed URL said `127.0.0.1` and the
/// Host check against DNS rebinding was off. Now leaving loopback takes an explicit wildcard
/// address (`0.0.0.0`, `::`); an empty or unparsable host is an error (`init?(parsing:)`), and
/// the printed URL names the address actually bound.
public struct ListenAddress: Sendable {
    /// As configured.
    public let host: String
    /// The address in canonical form (`inet_ntop`: `::0` is `::`, `localhost` is `127.0.0.1`),
    /// without brackets; `nil` when `host` is not an address.
    public let address: String?
    /// The `iface` for lws (an address), or `nil` for all interfaces.
    let interface: String?
    let isIPv4Only: Bool

    /// `0.0.0.0` or `::` (in any spelling): every interface of the machine. `::` is
    /// dual-stack here, so it takes IPv4 connections too.
    public var isWildcard: Bool { address != nil && interface == nil }

    /// `nil` unless `host` is `localhost`, an IPv4 address or an IPv6 address (brackets
    /// optional). Names other than `localhost`, interface names, ports and empty text are refused.
    public init?(parsing host: String) {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        let parsed: (text: String, isWildcard: Bool)
        let isIPv4: Bool
        if host.lowercased() == "localhost" {
            (parsed, isIPv4) = (("127.0.0.1", false), true)
        } else if bare == host, let v4 = Self.canonical(bare, family: AF_INET) {
            (parsed, isIPv4) = (v4, true)
        } else if let v6 = Self.canonical(bare, family: AF_INET6) {
            (parsed, isIPv4) = (v6, false)
        } else {
            return nil
        }
        self.host = host
        address = parsed.text
        interface = parsed.isWildcard ? nil : parsed.text
        isIPv4Only = isIPv4
    }

    /// What the server binds. A host that does not parse is never read as "every interface":
    /// its text goes to lws as given, which cannot bind it, so `run()` fails with
    /// `cannot-listen`. (The CLI refuses such a host before it gets here.)
    init(host: String) {
        if let parsed = ListenAddress(parsing: host) {
            self = parsed
        } else {
            self.host = host
            address = nil
            interface = host
            isIPv4Only = !host.contains(":")
        }
    }

    /// The URL of the address actually bound: `http://0.0.0.0:8080/` for the IPv4 wildcard, so
    /// the line never claims a private binding that is not.
    public func browserURL(port: Int) -> String {
        let shown = address ?? host
        return shown.contains(":") ? "http://[\(shown)]:\(port)/" : "http://\(shown):\(port)/"
    }

    /// The URL a browser on this machine opens: the wildcard's loopback, else `browserURL`.
    public func localURL(port: Int) -> String {
        isWildcard ? "http://127.0.0.1:\(port)/" : browserURL(port: port)
    }

    /// For the warning a wildcard bind gets: "every IPv4 interface".
    public var reach: String {
        guard isWildcard else { return "\(address ?? host) only" }
        return isIPv4Only ? "every IPv4 interface" : "every IPv4 and IPv6 interface"
    }

    /// Why binding failed, found by trying the same bind (lws only logs it).
    func failureExplanation(port: Int) -> String {
        let shown = interface.map { $0.contains(":") ? "[\($0)]" : $0 } ?? "*"
        guard address != nil else { return "cannot listen on '\(host)': it is not an IP address (or localhost)" }
        let reason: String
        switch probeBind(port: port) {
        case EADDRINUSE: reason = "port \(port) is already in use (another server is running?)"
        case EACCES: reason = "permission denied for port \(port)"
        case EADDRNOTAVAIL: reason = "\(host) is not an address of this machine"
        case let code? where code != 0: reason = String(cString: strerror(code))
        default: reason = "libwebsockets could not create the server"
        }
        return "cannot listen on \(shown):\(port): \(reason)"
    }

    /// errno of binding a plain socket like lws would, or 0 if that works now.
    private func probeBind(port: Int) -> Int32? {
        guard isIPv4Only else { return nil }
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return errno }
        defer { close(fd) }
        var reuse: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port)).bigEndian
        guard inet_pton(AF_INET, interface ?? "0.0.0.0", &address.sin_addr) == 1 else { return EADDRNOTAVAIL }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return result == 0 ? 0 : errno
    }

    /// `text` as `inet_ntop` writes it, and whether it is the family's wildcard, or `nil` when
    /// `inet_pton` does not take it (glibc's IPv4 form is exactly four decimal octets).
    private static func canonical(_ text: String, family: Int32) -> (text: String, isWildcard: Bool)? {
        var bytes = [UInt8](repeating: 0, count: 16)
        guard !text.isEmpty, inet_pton(family, text, &bytes) == 1 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        guard inet_ntop(family, bytes, &buffer, socklen_t(buffer.count)) != nil else { return nil }
        let length = family == AF_INET ? 4 : 16
        return (
            String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self),
            bytes.prefix(length).allSatisfy { $0 == 0 }
        )
    }
}
