/// Decides which `Host` headers the server answers, against DNS rebinding.
///
/// Why: a web page can make its own name resolve to `127.0.0.1` (DNS rebinding) and then read
/// the preview server as if it were its own origin. The `Origin` check already protects the
/// WebSocket; this closes the static files too. Browsers always send the name they connected
/// to in `Host`, so a server bound to loopback (or one named address) answers only to the names
/// it is reachable by: `127.0.0.1`, `localhost`, `[::1]`, the `--host` name and the hosts of
/// `--allow-origin`. Bound to a wildcard address (`0.0.0.0`, `::`, in any spelling), the server
/// cannot know the names people use on the network, so it answers every `Host`. Only a real
/// wildcard address turns the check off: a host that is not an address (`""`) keeps it on.
///
/// A request **without** `Host` (HTTP/1.0 tools) is answered: browsers never omit it.
struct HostPolicy: Sendable {
    private let names: Set<String>?

    init(host: String, allowedOrigins: [String]) {
        let listen = ListenAddress(parsing: host)
        if listen?.isWildcard == true {
            names = nil
            return
        }
        var names: Set<String> = ["127.0.0.1", "localhost", "::1"]
        // The bound address as browsers write it in Host (lower case, IPv6 in brackets, which
        // `name(ofAuthority:)` strips); a host that is not an address adds nothing.
        if let address = listen?.address { names.insert(address) }
        for origin in allowedOrigins {
            guard let normalized = OriginPolicy.normalize(origin),
                let authority = normalized.split(separator: "/").last,
                let name = Self.name(ofAuthority: String(authority))
            else { continue }
            names.insert(name)
        }
        self.names = names
    }

    func accepts(host header: String?) -> Bool {
        guard let names, let header else { return true }
        guard let name = Self.name(ofAuthority: header.trimmingCharacters(in: [" ", "\t"])) else { return false }
        return names.contains(name)
    }

    /// The host name of `name[:port]` or `[v6]:port` in lower case without a trailing dot, or
    /// `nil` when the text is not an authority (a path, user info, an empty name, a bad port).
    static func name(ofAuthority text: String) -> String? {
        var rest = Substring(text.lowercased())
        var name: Substring
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            name = rest[rest.index(after: rest.startIndex)..<close]
            rest = rest[rest.index(after: close)...]
        } else if let colon = rest.firstIndex(of: ":") {
            name = rest[..<colon]
            rest = rest[colon...]
        } else {
            name = rest
            rest = ""
        }
        if !rest.isEmpty {
            guard rest.first == ":", let port = Int(rest.dropFirst()), (0...65535).contains(port) else { return nil }
        }
        if name.hasSuffix("."), name.count > 1 { name = name.dropLast() }
        guard !name.isEmpty, !name.contains(where: { "/@ \t\\".contains($0) }) else { return nil }
        return String(name)
    }
}
