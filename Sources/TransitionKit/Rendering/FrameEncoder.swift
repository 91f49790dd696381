/// Turns frame states into the JSON the CLI prints and the preview streams.
///
/// Two levels of detail: `full` (every field, for `transitions render --json`, exports and
/// golden files) and `wire` (what a renderer needs each frame: id, quad, opacity, size and
/// the non-default extras; roles and content are in the scene message, sent once).
public struct FrameEncoder {
    public enum Detail: Sendable { case full, wire }

    public var detail: Detail

    public init(detail: Detail = .full) {
        self.detail = detail
    }

    /// Writes the frame's fields into an object the caller has begun (so a protocol message
    /// can put `type`, `seq` and `id` beside them).
    public func writeFields(of frame: FrameState, into json: inout JSONWriter) {
        json.field("time", frame.time)
        json.field("progress", frame.progress)
        if detail == .full {
            json.key("viewport")
            json.numbers([frame.viewport.width, frame.viewport.height])
        }
        json.key("layers")
        json.beginArray()
        for layer in frame.layers { write(layer, into: &json) }
        json.endArray()
    }

    public func encode(_ frame: FrameState) -> [UInt8] {
        var json = JSONWriter(capacity: 256 + frame.layers.count * (detail == .full ? 600 : 160))
        json.beginObject()
        writeFields(of: frame, into: &json)
        json.endObject()
        return json.bytes
    }

    public func write(_ layer: LayerFrame, into json: inout JSONWriter) {
        json.beginObject()
        json.field("id", layer.id)
        if detail == .full {
            json.field("role", layer.role)
            json.key("parent")
            if let parent = layer.parent { json.value(parent) } else { json.null() }
            json.field("depth", layer.depth)
        }
        json.key("quad")
        let q = layer.quad
        json.beginArray()
        json.value(q.topLeft.x); json.value(q.topLeft.y)
        json.value(q.topRight.x); json.value(q.topRight.y)
        json.value(q.bottomRight.x); json.value(q.bottomRight.y)
        json.value(q.bottomLeft.x); json.value(q.bottomLeft.y)
        json.endArray()
        json.field("opacity", layer.opacity)
        json.key("size")
        json.beginArray()
        json.value(layer.size.width); json.value(layer.size.height)
        json.endArray()
        if detail == .full {
            json.key("transform")
            json.numbers(layer.transform.elements)
        }
        if detail == .full || layer.cornerRadius != 0 { json.field("cornerRadius", layer.cornerRadius) }
        if detail == .full || layer.backgroundColor.alpha != 0 {
            json.key("background")
            writeColor(layer.backgroundColor, into: &json)
        }
        if detail == .full || layer.borderWidth != 0 {
            json.field("borderWidth", layer.borderWidth)
            json.key("borderColor")
            writeColor(layer.borderColor, into: &json)
        }
        if detail == .full || !layer.clip.isEmpty {
            json.key("clip")
            json.beginArray()
            for id in layer.clip { json.value(id) }
            json.endArray()
        }
        if detail == .full || layer.masksToBounds { json.field("masksToBounds", layer.masksToBounds) }
        if detail == .full || layer.hasContent { json.field("content", layer.hasContent) }
        json.endObject()
    }

    /// `[r, g, b, a]`, each 0…1.
    func writeColor(_ color: Color, into json: inout JSONWriter) {
        json.beginArray()
        json.value(color.red); json.value(color.green); json.value(color.blue); json.value(color.alpha)
        json.endArray()
    }
}
