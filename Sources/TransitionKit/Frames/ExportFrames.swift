/// How a whole-run export samples a run, decided here once: `transitions export --format json`
/// uses it, and the preview's `scene` message hands the same times to the page's JSON export
/// (docs/protocol.md, `scene`'s `export`), so the two files hold frames at the same moments.
public enum ExportFrames {
    /// Frames per second of an export that names none (the CLI's `--fps` default).
    public static let defaultFPS = 60.0

    /// Every 1/fps s from 0, and the end itself when that grid misses it, so the last frame
    /// always shows where the run comes to rest.
    public static func times(endTime: Double, fps: Double) -> [Double] {
        let count = Int((endTime * fps).rounded(.down))
        var times = (0...Swift.max(0, count)).map { Double($0) / fps }
        if times[times.count - 1] < endTime { times.append(endTime) }
        return times
    }
}

extension FrameEncoder {
    /// The value a `wire` layer means by each field it leaves out (the `full` detail writes
    /// them all). Beside the encoder that omits them, so the page, which fills wire frames in
    /// to the full form for its JSON export, reads them from the server rather than keeping
    /// a copy: an identity transform, square corners, a clear background, no border (UIKit's
    /// default border colour, opaque black), no clip, no masking, no content.
    public static func writeLayerDefaults(into json: inout JSONWriter) {
        json.beginObject()
        json.key("transform")
        let t = Transform3D.identity
        json.numbers([
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ])
        json.field("cornerRadius", 0.0)
        json.key("background")
        FrameEncoder().writeColor(.clear, into: &json)
        json.field("borderWidth", 0.0)
        json.key("borderColor")
        FrameEncoder().writeColor(.black, into: &json)
        json.key("clip")
        json.beginArray()
        json.endArray()
        json.field("masksToBounds", false)
        json.field("content", false)
        json.endObject()
    }
}
