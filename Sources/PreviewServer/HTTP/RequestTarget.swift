/// The file path a request-target names, percent-decoded exactly once.
///
/// `StaticFileResolver` then works on the decoded path and never decodes again, so `%252e`
/// stays the literal name `%2e`. Dot segments are not collapsed here: the resolver refuses any
/// `..` left in the decoded path, which covers `%2e%2e` and `..%2f` too.
enum RequestTarget {
    enum Failure: Error, Equatable, CustomStringConvertible {
        /// Neither origin-form (`/path`) nor absolute-form (`http://host/path`).
        case notAPath
        /// A `%` not followed by two hex digits.
        case badEscape
        /// `%00`: no file name can contain NUL, and C APIs would cut the path there.
        case nul

        var description: String {
            switch self {
            case .notAPath: "request target is not a path"
            case .badEscape: "invalid percent-encoding in the target"
            case .nul: "NUL (%00) in the target"
            }
        }
    }

    /// The decoded path of `target`, without query or fragment. The query and fragment are
    /// not used, but a bad escape or `%00` there is refused too (`badEscape`, `nul`): lws
    /// parses a handshake's query and drops the connection on one, and a target is answered
    /// the same whether it names a file or a WebSocket.
    static func path(of target: String) -> Result<String, Failure> {
        var rest = Substring(target)
        if !rest.hasPrefix("/") {
            // Absolute-form (RFC 9112 §3.2.2), which servers must accept: keep the path part.
            let lower = rest.lowercased()
            guard let scheme = ["http://", "https://"].first(where: { lower.hasPrefix($0) }) else {
                return .failure(.notAPath)
            }
            rest = rest.dropFirst(scheme.count)
            rest = rest.firstIndex(where: { "/?#".contains($0) }).map { rest[$0...] } ?? ""
            if !rest.hasPrefix("/") { rest = "/" + rest }
        }
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            if case .failure(let failure) = decode(rest[rest.index(after: end)...]) { return .failure(failure) }
            rest = rest[..<end]
        }
        return decode(rest).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The authority of an absolute-form target (`http://HOST:PORT/path` → `HOST:PORT`), which
    /// RFC 9112 §3.2.2 says a server uses instead of the `Host` header; `nil` for origin-form.
    static func authority(of target: String) -> String? {
        let lower = target.lowercased()
        guard let scheme = ["http://", "https://"].first(where: { lower.hasPrefix($0) }) else { return nil }
        let rest = target.dropFirst(scheme.count)
        return String(rest[..<(rest.firstIndex(where: { "/?#".contains($0) }) ?? rest.endIndex)])
    }

    private static func decode(_ path: Substring) -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        var iterator = path.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return .failure(.badEscape)
            }
            let decoded = high << 4 | low
            if decoded == 0 { return .failure(.nul) }
            bytes.append(decoded)
        }
        return .success(bytes)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
