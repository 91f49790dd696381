/// Decides which WebSocket handshakes to accept, by their `Origin` header.
///
/// Why: any web page the user visits can open a WebSocket to `127.0.0.1` (cross-site
/// WebSocket hijacking), and browsers do not apply the same-origin policy to WebSockets. They
/// do always send `Origin`, so the server accepts only its own origin and the configured ones.
///
/// A handshake **without** `Origin` is accepted: browsers never omit it, so its absence means
/// a non-browser client (Python `websockets`, Autobahn, curl). Such a client can send any
/// `Origin` it likes anyway, so refusing it would add no protection, only friction.
///
/// `Origin: null` (sandboxed frames, `file://` pages) is refused. `localhost` and `127.0.0.1`
/// are treated as the same host, because the page may be opened through either name.
/// Origins are compared as scheme, host and port: `http://localhost:8080/` matches
/// `http://127.0.0.1:8080`, `http://localhost` means port 80.
struct OriginPolicy: Sendable {
    private let allowed: Set<String>

    /// - Parameters:
    ///   - host: the configured bind host (a wildcard such as `0.0.0.0` adds no origin of its
    ///     own: say which addresses browsers use with `allowedOrigins`).
    ///   - port: the port actually bound.
    ///   - allowedOrigins: extra origins, as given on the command line.
    init(host: String, port: Int, allowedOrigins: [String]) {
        var allowed: Set<String> = []
        var own = ["127.0.0.1", "localhost"]
        if let listen = ListenAddress(parsing: host), !listen.isWildcard, let address = listen.address {
            own.append(address)
        }
        for name in own {
            allowed.formUnion(Self.variants(of: "http://\(Self.bracketed(name)):\(port)"))
        }
        for origin in allowedOrigins {
            allowed.formUnion(Self.variants(of: origin))
        }
        self.allowed = allowed
    }

    func accepts(origin: String?) -> Bool {
        guard let origin else { return true }
        guard let normalized = Self.normalize(origin) else { return false }
        return allowed.contains(normalized)
    }

    /// `scheme://host:port` in lower case with an explicit port, or `nil` when the text is not
    /// an http(s) origin (this includes `null`).
    static func normalize(_ origin: String) -> String? {
        var text = origin.trimmingCharacters(in: [" ", "\t"]).lowercased()
        while text.hasSuffix("/") { text.removeLast() }
        let scheme: String
        let defaultPort: Int
        if text.hasPrefix("http://") {
            (scheme, defaultPort) = ("http", 80)
        } else if text.hasPrefix("https://") {
            (scheme, defaultPort) = ("https", 443)
        } else {
            return nil
        }
        let authority = text.dropFirst(scheme.count + 3)
        guard !authority.isEmpty, !authority.contains("/"), !authority.contains("@") else {
            return nil
        }
        var host = Substring(authority)
        var port = defaultPort
        if let colon = authority.lastIndex(of: ":"), !authority[colon...].contains("]") {
            guard let parsed = Int(authority[authority.index(after: colon)...]),
                (1...65535).contains(parsed)
            else { return nil }
            host = authority[..<colon]
            port = parsed
        }
        guard !host.isEmpty else { return nil }
        return "\(scheme)://\(host):\(port)"
    }

    /// The normalized origin plus its loopback twin (`localhost` ↔ `127.0.0.1`).
    private static func variants(of origin: String) -> [String] {
        guard let normalized = normalize(origin) else { return [] }
        for (name, twin) in [("localhost", "127.0.0.1"), ("127.0.0.1", "localhost")] {
            for scheme in ["http", "https"] where normalized.hasPrefix("\(scheme)://\(name):") {
                let port = normalized.dropFirst("\(scheme)://\(name)".count)
                return [normalized, "\(scheme)://\(twin)\(port)"]
            }
        }
        return [normalized]
    }

    private static func bracketed(_ host: String) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    }
}

extension String {
    /// Without the given characters at either end (Foundation-free).
    func trimmingCharacters(in set: Set<Character>) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
