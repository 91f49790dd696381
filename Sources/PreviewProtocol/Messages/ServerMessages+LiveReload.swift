import TransitionKit
import WireVocabulary

/// The messages `transitions serve --watch` adds to protocol v1: a rebuild began, failed, or
/// swapped the catalog in; an entry's code crashed. Public: the front (PreviewServer, which
/// never runs catalog code) sends them.
extension ServerMessages {
    public static func buildStarted(build: Int, files: [String]) -> String {
        var json = JSONWriter(capacity: 256)
        begin("build-started", id: nil, into: &json)
        json.field("build", build)
        strings("files", files, into: &json)
        json.endObject()
        return json.string
    }

    public static func buildFailed(build: Int, seconds: Double, files: [String], diagnostics: [SourceDiagnostic], output: String) -> String
    {
        var json = JSONWriter(capacity: 1024)
        begin("build-failed", id: nil, into: &json)
        json.field("build", build)
        json.field("seconds", seconds)
        strings("files", files, into: &json)
        json.key("diagnostics")
        json.beginArray()
        for diagnostic in diagnostics { write(diagnostic, into: &json) }
        json.endArray()
        // What the build printed when no diagnostic could be read from it (a linker or
        // manifest failure), so the page never shows an empty error.
        json.field("output", diagnostics.isEmpty ? output : "")
        json.endObject()
        return json.string
    }

    public static func catalogChanged(build: Int, seconds: Double, files: [String]) -> String {
        var json = JSONWriter(capacity: 256)
        begin("catalog-changed", id: nil, into: &json)
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
        code: ErrorCode, message: String, request: ClientRequestInfo?, entry: String?, diagnostics: [SourceDiagnostic]
    ) -> String {
        var json = JSONWriter(capacity: 512)
        begin("error", id: request?.id, into: &json)
        json.field("code", code.rawValue)
        json.field("message", message)
        json.key("request")
        if let type = request?.type { json.value(type) } else { json.null() }
        json.key("entry")
        if let entry { json.value(entry) } else { json.null() }
        json.key("diagnostics")
        json.beginArray()
        for diagnostic in diagnostics { write(diagnostic, into: &json) }
        json.endArray()
        json.endObject()
        return json.string
    }

    private static func write(_ diagnostic: SourceDiagnostic, into json: inout JSONWriter) {
        json.beginObject()
        json.field("file", diagnostic.file)
        json.field("line", diagnostic.line)
        json.field("column", diagnostic.column)
        json.field("severity", diagnostic.severity)
        json.field("message", diagnostic.message)
        json.key("source")
        if let source = diagnostic.source { json.value(source) } else { json.null() }
        json.endObject()
    }

    private static func strings(_ key: StaticString, _ values: [String], into json: inout JSONWriter) {
        json.key(key)
        json.beginArray()
        for value in values { json.value(value) }
        json.endArray()
    }
}
