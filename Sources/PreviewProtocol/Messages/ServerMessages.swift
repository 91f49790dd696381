import CatalogKit
import TransitionKit

/// Every message the server sends, encoded: the session's answers (here and in
/// ServerMessages+Run.swift) and live reload's (ServerMessages+LiveReload.swift). Each is one
/// JSON object with a `type`; a direct answer carries the `id` of the request it answers. The
/// session and the server decide what to send; only this type writes the bytes, so the field
/// names the page and the acceptance checks read are spelled in one place.
public enum ServerMessages {
    static func begin(_ type: StaticString, id: MessageID?, into json: inout JSONWriter) {
        json.beginObject()
        json.key("type")
        json.value(String(describing: type))
        if let id {
            json.key("id")
            id.write(into: &json)
        }
    }

    static func error(_ error: ProtocolError, type: String?, id: MessageID?) -> String {
        var json = JSONWriter(capacity: 256)
        begin("error", id: id, into: &json)
        json.field("code", error.code.rawValue)
        json.field("message", error.message)
        json.key("request")
        if let type { json.value(type) } else { json.null() }
        json.endObject()
        return json.string
    }

    static func pong(id: MessageID?) -> String {
        var json = JSONWriter(capacity: 64)
        begin("pong", id: id, into: &json)
        json.endObject()
        return json.string
    }

    static func catalog(id: MessageID?, entries: [any CatalogEntry]) -> String {
        var json = JSONWriter(capacity: 8192)
        begin("catalog", id: id, into: &json)
        json.field("version", PreviewSession.protocolVersion)
        CatalogJSON.writeEntries(entries, into: &json)
        json.endObject()
        return json.string
    }
}
