import Foundation

/// What a layer draws beyond its background, border and corners — a shape layer's path, a
/// gradient, a shadow, a mask, `maskedCorners`, `isDoubleSided = false` — as the JSON fields a
/// frame's layer object carries (docs/protocol.md, "Drawing"). Only what differs from Core
/// Animation's defaults is written, so a layer that uses none of it adds no bytes and frames
/// of scenes without them are unchanged.
///
/// The fields are not tracks: set directly, a path or shadow shows its latest model value in
/// every frame. Animated explicitly (`path`, `strokeEnd`, `shadowOpacity`, `colors` … keys,
/// CoreAnimation/DrawingAnimations.swift), a layer's fields are evaluated for each frame at
/// the frame's time with its presentation values; without such animations they are
/// evaluated once and cached, so those frames cost and read what they did.
enum LayerDrawing {
    /// `,"shape":{…},"gradient":{…},…` for `layer`, or empty when nothing is set.
    static func fields(of layer: CALayer, at time: DrawingTime?) -> [UInt8] {
        var text = ""
        layer.appendDrawingFields(to: &text, at: time)
        return text.isEmpty ? [] : Array(text.utf8)
    }

    static func number(_ v: Double) -> String { JSONWriter.text(v) }

    /// `[r,g,b,a]`, written into one buffer (an animated colour is written every frame).
    static func color(_ c: Color) -> String {
        var json = JSONWriter(capacity: 2 + 4 * (JSONCursor.maxNumberCount + 1))
        json.numbers([c.red, c.green, c.blue, c.alpha])
        return json.string
    }

    static func point(_ p: CGPoint) -> String { "[\(number(Double(p.x))),\(number(Double(p.y)))]" }

    /// SVG path data (`M`, `L`, `Q`, `C`, `Z`, absolute coordinates) in the layer's own points.
    /// Written into one buffer: an animated path is written again for every frame.
    static func svg(_ path: CGPath) -> String {
        var bytes = DrawingBytes()
        bytes.path(path)
        return bytes.string
    }
}

extension CALayer {
    /// The fields every layer kind can carry: shadow, corners, culling, mask.
    func appendSurfaceFields(to text: inout String, at time: DrawingTime?) {
        let s = presentedSurface(at: time)
        if s.shadowOpacity > 0, let color = s.shadowColor, color.rgba.alpha > 0 {
            text += #","shadow":{"color":"# + LayerDrawing.color(color.rgba)
            text += #","opacity":"# + LayerDrawing.number(Double(s.shadowOpacity))
            text += #","radius":"# + LayerDrawing.number(s.shadowRadius)
            text +=
                #","offset":["# + LayerDrawing.number(Double(s.shadowOffset.width)) + ","
                + LayerDrawing.number(Double(s.shadowOffset.height)) + "]"
            if let path = s.shadowPath { text += #","path":""# + LayerDrawing.svg(path) + "\"" }
            text += "}"
        }
        if s.maskedCorners != .all { text += #","maskedCorners":"# + String(s.maskedCorners.rawValue) }
        if !s.isDoubleSided { text += #","doubleSided":false"# }
        appendContentFields(s, to: &text, at: time)
        if let mask = s.mask {
            text += #","mask":"# + mask.maskObject(at: time.map { $0.chain(for: mask) })
        }
    }

    /// The mask layer as the masked layer's page draws it: its frame in the masked layer's
    /// coordinates (its transform is not applied), opacity, background and corners when set,
    /// and its own drawing fields (a shape's path, a gradient, a nested mask).
    func maskObject(at time: DrawingTime?) -> String {
        let bounds = boundsTrack.model
        let position = positionTrack.model
        let anchor = anchorPointTrack.model
        let x = Double(position.x) - Double(anchor.x) * Double(bounds.width)
        let y = Double(position.y) - Double(anchor.y) * Double(bounds.height)
        var text =
            #"{"frame":["#
            + [x, y, Double(bounds.width), Double(bounds.height)].map(LayerDrawing.number)
            .joined(separator: ",") + "]"
        if bounds.origin != .zero { text += #","boundsOrigin":"# + LayerDrawing.point(bounds.origin) }
        if opacityTrack.model != 1 { text += #","opacity":"# + LayerDrawing.number(opacityTrack.model) }
        if isHiddenTrack.model { text += #","hidden":true"# }
        if backgroundColorTrack.model.alpha != 0 {
            text += #","background":"# + LayerDrawing.color(backgroundColorTrack.model)
        }
        if cornerRadiusTrack.model != 0 { text += #","cornerRadius":"# + LayerDrawing.number(cornerRadiusTrack.model) }
        appendDrawingFields(to: &text, at: time)
        return text + "}"
    }
}

extension CALayer {
    /// The shadow properties with their animations at `time` applied (the model when nil).
    func presentedSurface(at time: DrawingTime?) -> LayerSurface {
        var s = surface
        guard let time, drawingAnimations.animates(DrawingKey.surface) else { return s }
        let a = drawingAnimations
        s.shadowOpacity = Float(a.value(.shadowOpacity, Double(s.shadowOpacity), at: time))
        s.shadowRadius = a.value(.shadowRadius, s.shadowRadius, at: time)
        s.shadowOffset = a.value(.shadowOffset, s.shadowOffset, at: time)
        let color = a.value(.shadowColor, DrawingColor(s.shadowColor?.rgba ?? .clear), at: time)
        if s.shadowColor.map({ $0.rgba != color.rgba }) ?? (color.rgba != .clear) { s.shadowColor = CGColor(color.rgba) }
        if let path = LayerDrawing.presentedPath(a, .shadowPath, s.shadowPath, at: time) { s.shadowPath = path }
        return s
    }
}

extension LayerDrawing {
    /// An optional path's presentation value: nil when neither it nor an animation gives one.
    static func presentedPath(_ a: DrawingAnimations, _ key: DrawingKey, _ path: CGPath?, at time: DrawingTime) -> CGPath? {
        guard a.animates(key.bit) else { return path }
        let base = PathValue(path?.elements ?? [])
        let value = a.value(key, base, at: time)
        return value.elements == base.elements ? path : value.cgPath
    }
}

/// Drawing fields written straight into bytes, for the fields written every frame when they
/// animate (a shape's): no intermediate strings per number.
struct DrawingBytes {
    private var json = JSONWriter(capacity: 256)

    mutating func literal(_ s: StaticString) {
        json.unseparated(maxCount: s.utf8CodeUnitCount) { $0.literal(s) }
    }

    mutating func number(_ v: Double) {
        json.unseparated(maxCount: JSONCursor.maxNumberCount) { $0.number(v) }
    }

    /// `[r,g,b,a]`
    mutating func color(_ c: Color) {
        json.unseparated(maxCount: 2 + 4 * (JSONCursor.maxNumberCount + 1)) { cursor in
            cursor.byte(UInt8(ascii: "["))
            for (i, v) in [c.red, c.green, c.blue, c.alpha].enumerated() {
                if i > 0 { cursor.byte(UInt8(ascii: ",")) }
                cursor.number(v)
            }
            cursor.byte(UInt8(ascii: "]"))
        }
    }

    /// SVG path data (`M`, `L`, `Q`, `C`, `Z`, absolute coordinates, numbers as frames write them).
    mutating func path(_ path: CGPath) {
        let room = 1 + 6 * (JSONCursor.maxNumberCount + 1)
        for element in path.elements {
            json.unseparated(maxCount: room) { c in
                func xy(_ p: CGPoint) {
                    c.number(Double(p.x))
                    c.byte(UInt8(ascii: " "))
                    c.number(Double(p.y))
                }
                switch element {
                case .moveToPoint(let p):
                    c.byte(UInt8(ascii: "M"))
                    xy(p)
                case .addLineToPoint(let p):
                    c.byte(UInt8(ascii: "L"))
                    xy(p)
                case .addQuadCurveToPoint(let control, let p):
                    c.byte(UInt8(ascii: "Q"))
                    xy(control)
                    c.byte(UInt8(ascii: " "))
                    xy(p)
                case .addCurveToPoint(let c1, let c2, let p):
                    c.byte(UInt8(ascii: "C"))
                    xy(c1)
                    c.byte(UInt8(ascii: " "))
                    xy(c2)
                    c.byte(UInt8(ascii: " "))
                    xy(p)
                case .closeSubpath:
                    c.byte(UInt8(ascii: "Z"))
                }
            }
        }
    }

    /// Text that needs no escaping (SVG path data, enum raw values).
    mutating func plain(_ s: String) {
        var s = s
        s.withUTF8 { utf8 in json.unseparated(maxCount: utf8.count) { $0.bytes(utf8) } }
    }

    var string: String { json.string }
}
