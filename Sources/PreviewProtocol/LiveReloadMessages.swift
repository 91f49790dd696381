import TransitionKit

/// One compiler diagnostic, or the place a trap stopped an entry's code: what the page's
/// diagnostics overlay shows (docs/protocol.md, "Live reload").
public struct SourceDiagnostic: Sendable, Equatable {
    /// The file relative to the package, e.g. `Catalog/Zoom.swift`.
    public var file: String
    public var line: Int
    /// 1-based; 0 when the compiler or the trap gave none.
    public var column: Int
    /// `error`, `warning`, `note`, or `fatal` for a trap.
    public var severity: String
    public var message: String
    /// The source line itself (read from the file), when it could be read.
    public var source: String?

    public init(file: String, line: Int, column: Int, severity: String, message: String, source: String?) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.source = source
    }

    func write(into json: inout JSONWriter) {
        json.beginObject()
        json.field("file", file)
        json.field("line", line)
        json.field("column", column)
        json.field("severity", severity)
        json.field("message", message)
        json.key("source")
        if let source { json.value(source) } else { json.null() }
        json.endObject()
    }
}

/// The messages `transitions serve --watch` adds to protocol v1: a rebuild began, failed, or
/// swapped the catalog in; an entry's code crashed. Encoded here, next to the other messages,
/// so the front (which never runs catalog code) and the session write JSON the same way.
public enum LiveReloadMessages {
    public static func buildStarted(build: Int, files: [String]) -> String {
        var json = JSONWriter(capacity: 256)
        ServerMessages.begin("build-started", id: nil, into: &json)
        json.field("build", build)
        strings("files", files, into: &json)
        json.endObject()
        return json.string
    }

    public static func buildFailed(build: Int, seconds: Double, files: [String], diagnostics: [SourceDiagnostic], output: String) -> String {
        var json = JSONWriter(capacity: 1024)
        ServerMessages.begin("build-failed", id: nil, into: &json)
        json.field("build", build)
        json.field("seconds", seconds)
        strings("files", files, into: &json)
        json.key("diagnostics")
        json.beginArray()
        for diagnostic in diagnostics { diagnostic.write(into: &json) }
        json.endArray()
        // What the build printed when no diagnostic could be read from it (a linker or
        // manifest failure), so the page never shows an empty error.
        json.field("output", diagnostics.isEmpty ? output : "")
        json.endObject()
        return json.string
    }

    public static func catalogChanged(build: Int, seconds: Double, files: [String]) -> String {
        var json = JSONWriter(capacity: 256)
        ServerMessages.begin("catalog-changed", id: nil, into: &json)
        json.field("build", build)
        json.field("seconds", seconds)
        strings("files", files, into: &json)
        json.endObject()
        return json.string
    }

    /// An `error` answering `request` (or no request, for a crash during playback): the
    /// entry's code stopped the worker running it (`entry-crashed`) or ran too long
    /// (`entry-timed-out`). `diagnostics` holds where it stopped, when Swift said.
    public static func entryFailed(
        code: String, message: String, request: ClientRequestInfo?, entry: String?, diagnostics: [SourceDiagnostic]
    ) -> String {
        var json = JSONWriter(capacity: 512)
        ServerMessages.begin("error", id: request?.id, into: &json)
        json.field("code", code)
        json.field("message", message)
        json.key("request")
        if let type = request?.type { json.value(type) } else { json.null() }
        json.key("entry")
        if let entry { json.value(entry) } else { json.null() }
        json.key("diagnostics")
        json.beginArray()
        for diagnostic in diagnostics { diagnostic.write(into: &json) }
        json.endArray()
        json.endObject()
        return json.string
    }

    private static func strings(_ key: StaticString, _ values: [String], into json: inout JSONWriter) {
        json.key(key)
        json.beginArray()
        for value in values { json.value(value) }
        json.endArray()
    }
}

/// The little the front reads from a client message it forwards: its `id` (to answer it if
/// the worker dies on it), its `type`, and a `select`'s `entry` (to name the entry that crashed).
public struct ClientRequestInfo: Sendable {
    let id: MessageID?
    public let type: String?
    public let entry: String?
    /// Whether the message carries an `id` (a direct answer is owed to it).
    public var hasID: Bool { id != nil }

    /// `nil` for text that is not a JSON object; the worker answers that one itself.
    public init?(text: String) {
        guard let document = try? JSONParser.parse(text), case .object(let members) = document else { return nil }
        id = (try? MessageID.parse(members["id"]).get()) ?? nil
        type = members["type"]?.string
        entry = type == "select" ? members["entry"]?.string : nil
    }
}
