/// One header field as received: the name as sent, the value without surrounding spaces/tabs.
struct HTTPField: Equatable, Sendable {
    var name: String
    var value: String
}

/// An HTTP/1.x request head (request line and header fields), as `HTTPRequestParser` read it.
struct HTTPRequestHead: Equatable, Sendable {
    enum Version: Equatable, Sendable {
        case http1_0
        /// HTTP/1.1, and any later 1.x (RFC 9110 §6.2: minor versions are compatible).
        case http1_1
    }

    /// How the request's body (if any) is delimited.
    enum Body: Equatable, Sendable {
        case none
        case length(Int)
        /// `Transfer-Encoding` is present: the body's end is only known by decoding it.
        case encoded
    }

    var method: String
    /// The request-target exactly as sent.
    var target: String
    var version: Version
    var fields: [HTTPField]
    var body: Body
    /// Bytes the head took on the wire, from the first byte (leading empty lines included) to
    /// the end of the blank line.
    var byteCount: Int

    /// Every value of the field `name` (case-insensitive), in order.
    func values(_ name: String) -> [String] {
        let wanted = name.lowercased()
        return fields.filter { $0.name.lowercased() == wanted }.map(\.value)
    }

    /// The comma-separated tokens of every `name` field, lower-cased (`Connection: Keep-Alive, Upgrade`).
    func tokens(_ name: String) -> [String] {
        values(name).flatMap { $0.split(separator: ",") }
            .map { String($0).trimmingCharacters(in: [" ", "\t"]).lowercased() }
            .filter { !$0.isEmpty }
    }

    /// Whether the connection may carry another request after this one. HTTP/1.0 connections
    /// are closed after one response: keep-alive there is an old extension not worth the
    /// ambiguity.
    var keepsAlive: Bool { version == .http1_1 && !tokens("connection").contains("close") }

    /// A WebSocket handshake, recognised exactly the way libwebsockets recognises one (a single
    /// `Upgrade` whose whole value is `websocket`), so that a request handed to lws as a
    /// handshake is never treated by lws as something else. Other `Upgrade` values are ignored,
    /// as RFC 9110 §7.8 allows.
    var isWebSocketUpgrade: Bool {
        let upgrades = values("upgrade")
        return method == "GET" && upgrades.count == 1 && upgrades[0].lowercased() == "websocket"
    }
}

/// Why a request head cannot be answered normally; each has its status.
enum HTTPRequestFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The request line is longer than `Limits.requestLineBytes`: 414.
    case requestLineTooLong
    /// The header section is longer than `Limits.headerSectionBytes` or has more than
    /// `Limits.fieldCount` fields: 431.
    case headerFieldsTooLarge
    /// Not HTTP/1.x (e.g. `HTTP/2.0` sent as text): 505.
    case unsupportedVersion
    /// Anything else malformed, with what (for the log): 400.
    case malformed(String)

    var status: HTTPStatus {
        switch self {
        case .requestLineTooLong: .uriTooLong
        case .headerFieldsTooLarge: .headerFieldsTooLarge
        case .unsupportedVersion: .versionNotSupported
        case .malformed: .badRequest
        }
    }

    var description: String {
        switch self {
        case .requestLineTooLong: "request line too long"
        case .headerFieldsTooLarge: "header fields too large"
        case .unsupportedVersion: "not HTTP/1.x"
        case .malformed(let what): what
        }
    }
}

/// Finds and parses one HTTP/1.x request head at the start of a byte buffer (RFC 9112 §2–5).
///
/// Why the server parses requests itself: libwebsockets 4.1.6's parser fails several requests
/// by closing the connection without any status (a head over its header buffer, a `%00` in the
/// path, too many header fragments) and answers unknown methods with 403; and it loses every
/// pipelined request after the first (docs/server-transport.md). This parser never closes
/// silently: every head ends in a request or a `HTTPRequestFailure` with a status.
///
/// The search for the end of the head resumes where the previous call stopped, so a head that
/// trickles in byte by byte costs linear time, not quadratic. Call `reset()` once a head (or a
/// failure) has been consumed from the buffer, since positions are relative to its start.
struct HTTPRequestParser: Sendable {
    struct Limits: Sendable, Equatable {
        /// Longest request line (method, target, version), line ending excluded: 8 KiB, what
        /// common servers allow for a URI; longer gets 414.
        var requestLineBytes = 8 * 1024
        /// Longest header section (every field line with its line ending, and the blank line):
        /// 32 KiB, room for large cookies that other local apps set on `localhost`; longer
        /// gets 431.
        var headerSectionBytes = 32 * 1024
        /// Most header fields; more gets 431.
        var fieldCount = 100
        /// Empty lines tolerated before the request line (RFC 9112 §2.2 asks servers to ignore
        /// at least one, e.g. a CRLF a client sent after a body).
        var leadingEmptyLines = 4
    }

    enum Outcome: Equatable, Sendable {
        /// No complete head yet and no limit passed: wait for more bytes.
        case incomplete
        case head(HTTPRequestHead)
        case failure(HTTPRequestFailure)
    }

    let limits: Limits
    /// Next byte to examine.
    private var cursor = 0
    /// Start of the line being scanned.
    private var lineStart = 0
    private var leadingEmptyLines = 0
    /// Start and end (line ending excluded) of the request line, once found.
    private var requestLine: Range<Int>?
    /// First byte after the request line's ending: where the header section begins.
    private var sectionStart = 0
    private var fieldLines = 0

    init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Forgets the scan state: the next `parse` starts a new head at the start of its buffer.
    mutating func reset() {
        self = HTTPRequestParser(limits: limits)
    }

    /// Looks for a complete head at the start of `bytes` (the same buffer as the previous
    /// call, possibly longer, until `reset()`).
    mutating func parse(_ bytes: UnsafeRawBufferPointer) -> Outcome {
        while cursor < bytes.count {
            let byte = bytes[cursor]
            cursor += 1
            guard byte == Byte.lf else {
                if let failure = limitPassed() { return .failure(failure) }
                continue
            }
            var lineEnd = cursor - 1
            if lineEnd > lineStart, bytes[lineEnd - 1] == Byte.cr { lineEnd -= 1 }
            let line = lineStart..<lineEnd
            lineStart = cursor
            if requestLine == nil {
                if line.isEmpty {
                    leadingEmptyLines += 1
                    if leadingEmptyLines > limits.leadingEmptyLines {
                        return .failure(.malformed("empty lines before the request line"))
                    }
                    continue
                }
                if line.count > limits.requestLineBytes { return .failure(.requestLineTooLong) }
                requestLine = line
                sectionStart = cursor
                continue
            }
            if cursor - sectionStart > limits.headerSectionBytes { return .failure(.headerFieldsTooLarge) }
            if !line.isEmpty {
                fieldLines += 1
                if fieldLines > limits.fieldCount { return .failure(.headerFieldsTooLarge) }
                continue
            }
            guard let requestLine else { return .incomplete }
            return Self.parseHead(bytes, requestLine: requestLine, fieldsStart: sectionStart, end: cursor)
        }
        return .incomplete
    }

    /// A limit already passed by the line being scanned, before its end has arrived.
    private func limitPassed() -> HTTPRequestFailure? {
        if requestLine == nil {
            // +1: the line may still end in CR LF, and the CR is not part of it.
            return cursor - lineStart > limits.requestLineBytes + 1 ? .requestLineTooLong : nil
        }
        return cursor - sectionStart > limits.headerSectionBytes ? .headerFieldsTooLarge : nil
    }

    // MARK: Parsing a complete head

    private static func parseHead(
        _ bytes: UnsafeRawBufferPointer, requestLine: Range<Int>, fieldsStart: Int, end: Int
    ) -> Outcome {
        let parts = split(bytes, requestLine)
        guard parts.count == 3 else { return .failure(.malformed("request line is not 'method target version'")) }
        guard parts[0].allSatisfy({ Byte.isToken(bytes[$0]) }) else { return .failure(.malformed("invalid method")) }
        guard parts[1].allSatisfy({ (0x21...0x7E).contains(bytes[$0]) }) else {
            return .failure(.malformed("invalid characters in the request target"))
        }
        let version: HTTPRequestHead.Version
        switch parseVersion(bytes, parts[2]) {
        case .success(let parsed): version = parsed
        case .failure(let failure): return .failure(failure)
        }

        var fields: [HTTPField] = []
        var lineStart = fieldsStart
        while lineStart < end {
            var lineEnd = lineStart
            while bytes[lineEnd] != Byte.lf { lineEnd += 1 }
            let next = lineEnd + 1
            if lineEnd > lineStart, bytes[lineEnd - 1] == Byte.cr { lineEnd -= 1 }
            if lineEnd > lineStart {
                switch parseField(bytes, lineStart..<lineEnd) {
                case .success(let field): fields.append(field)
                case .failure(let failure): return .failure(failure)
                }
            }
            lineStart = next
        }

        var head = HTTPRequestHead(
            method: text(bytes, parts[0]), target: text(bytes, parts[1]), version: version,
            fields: fields, body: .none, byteCount: end)
        switch validate(&head) {
        case .some(let failure): return .failure(failure)
        case .none: return .head(head)
        }
    }

    /// The request line split at single spaces (an empty part means a doubled or edge space).
    private static func split(_ bytes: UnsafeRawBufferPointer, _ line: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = line.lowerBound
        for index in line where bytes[index] == Byte.space {
            parts.append(start..<index)
            start = index + 1
        }
        parts.append(start..<line.upperBound)
        return parts.contains(where: \.isEmpty) ? [] : parts
    }

    private static func parseVersion(
        _ bytes: UnsafeRawBufferPointer, _ range: Range<Int>
    ) -> Result<HTTPRequestHead.Version, HTTPRequestFailure> {
        let version = Array(bytes[range])
        let prefix = Array("HTTP/".utf8)
        guard version.count == 8, Array(version[0..<5]) == prefix, version[6] == UInt8(ascii: "."),
            let major = Byte.digit(version[5]), let minor = Byte.digit(version[7])
        else { return .failure(.malformed("invalid HTTP version")) }
        guard major == 1 else { return .failure(.unsupportedVersion) }
        return .success(minor == 0 ? .http1_0 : .http1_1)
    }

    private static func parseField(
        _ bytes: UnsafeRawBufferPointer, _ line: Range<Int>
    ) -> Result<HTTPField, HTTPRequestFailure> {
        // RFC 9112 §5.2: obsolete line folding is refused rather than guessed at.
        if bytes[line.lowerBound] == Byte.space || bytes[line.lowerBound] == Byte.tab {
            return .failure(.malformed("folded header line"))
        }
        guard let colon = line.first(where: { bytes[$0] == UInt8(ascii: ":") }) else {
            return .failure(.malformed("header line without a colon"))
        }
        let name = line.lowerBound..<colon
        // No whitespace between name and colon (RFC 9112 §5.1): it is a known smuggling vector.
        guard !name.isEmpty, name.allSatisfy({ Byte.isToken(bytes[$0]) }) else {
            return .failure(.malformed("invalid header name"))
        }
        var valueStart = colon + 1
        var valueEnd = line.upperBound
        while valueStart < valueEnd, Byte.isBlank(bytes[valueStart]) { valueStart += 1 }
        while valueEnd > valueStart, Byte.isBlank(bytes[valueEnd - 1]) { valueEnd -= 1 }
        // Field values may hold tabs, visible ASCII and obs-text, never other control bytes
        // (a CR, NUL or DEL here is an attempt at something).
        for index in valueStart..<valueEnd {
            let byte = bytes[index]
            if byte != Byte.tab, byte < 0x20 || byte == 0x7F {
                return .failure(.malformed("control character in a header value"))
            }
        }
        return .success(HTTPField(name: text(bytes, name), value: text(bytes, valueStart..<valueEnd)))
    }

    /// Checks the fields a server must check (RFC 9112 §3.2, §6) and sets `head.body`.
    private static func validate(_ head: inout HTTPRequestHead) -> HTTPRequestFailure? {
        let hosts = head.values("host")
        if hosts.count > 1 { return .malformed("more than one Host") }
        if hosts.isEmpty, head.version == .http1_1 { return .malformed("HTTP/1.1 request without Host") }

        let lengths = head.values("content-length").flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { String($0).trimmingCharacters(in: [" ", "\t"]) }
        let encoded = !head.values("transfer-encoding").isEmpty
        if encoded, !lengths.isEmpty { return .malformed("both Content-Length and Transfer-Encoding") }
        if encoded {
            head.body = .encoded
            return nil
        }
        guard let first = lengths.first else { return nil }
        guard lengths.allSatisfy({ $0 == first }), !first.isEmpty, first.utf8.allSatisfy({ Byte.digit($0) != nil }),
            let length = Int(first)
        else { return .malformed("invalid Content-Length") }
        head.body = length > 0 ? .length(length) : .none
        return nil
    }

    private static func text(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}

/// The bytes and byte classes of RFC 9110 §5.6.
enum Byte {
    static let cr = UInt8(ascii: "\r")
    static let lf = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")

    static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    static func digit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }

    /// `tchar`: the characters of methods and header names.
    static func isToken(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}
