import Foundation
import TransitionKit

/// A frame layer's Core Animation drawing fields (docs/protocol.md, "Drawing") as SVG for the
/// filmstrip, drawn as the page draws them (web/js/layer-drawing.js): the shadow under the
/// layer, the gradient over its background, the shape's fill and stroke over its content, and
/// the mask as a clip path of the layer and everything drawn under it. Each is drawn in the
/// layer's own points through the affine map of its quad's top-left, top-right and
/// bottom-left corners — exact for 2D placements; under perspective the map is the affine one
/// through those three corners (an approximation, as the filmstrip's rounded corners are).
/// Shadows blur with a Gaussian of standard deviation `radius / 2` (the page's canvas
/// `shadowBlur = radius`); a conic gradient is drawn axial from `start` to `end`; a stroke
/// range over a dashed stroke draws the range without the dashes. A backdrop blur repeats what
/// is drawn behind the layer, blurred (`feGaussianBlur`, σ = the radius) and clipped.
struct SVGLayerDrawing {
    let fields: [String: Any]
    let layer: LayerFrame

    init?(_ layer: LayerFrame) {
        guard !layer.drawing.isEmpty else { return nil }
        let text = "{" + String(decoding: layer.drawing.dropFirst(), as: UTF8.self) + "}"
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return nil }
        fields = object
        self.layer = layer
    }

    /// `matrix(a b c d e f)` from the layer's points to the viewport's.
    var matrix: String { Self.matrix(of: layer) }

    /// `matrix(a b c d e f)` from `layer`'s points to the viewport's: the affine map through
    /// its quad's top-left, top-right and bottom-left corners.
    static func matrix(of layer: LayerFrame) -> String {
        let q = layer.quad
        let w = Swift.max(Double(layer.size.width), 1e-9)
        let h = Swift.max(Double(layer.size.height), 1e-9)
        let a = (Double(q.topRight.x) - Double(q.topLeft.x)) / w
        let b = (Double(q.topRight.y) - Double(q.topLeft.y)) / w
        let c = (Double(q.bottomLeft.x) - Double(q.topLeft.x)) / h
        let d = (Double(q.bottomLeft.y) - Double(q.topLeft.y)) / h
        return "matrix(\([a, b, c, d, Double(q.topLeft.x), Double(q.topLeft.y)].map(svgNumber).joined(separator: " ")))"
    }

    /// The layer's rounded bounds in its own points (the page's fallback outline).
    var boundsPath: String {
        let w = Double(layer.size.width)
        let h = Double(layer.size.height)
        let r = Swift.min(layer.cornerRadius, w / 2, h / 2)
        guard r > 0 else { return "M0 0L\(svgNumber(w)) 0L\(svgNumber(w)) \(svgNumber(h))L0 \(svgNumber(h))Z" }
        return Self.roundedRect(x: 0, y: 0, w: w, h: h, r: r)
    }

    static func roundedRect(x: Double, y: Double, w: Double, h: Double, r: Double) -> String {
        let n = svgNumber
        return "M\(n(x + r)) \(n(y))L\(n(x + w - r)) \(n(y))A\(n(r)) \(n(r)) 0 0 1 \(n(x + w)) \(n(y + r))"
            + "L\(n(x + w)) \(n(y + h - r))A\(n(r)) \(n(r)) 0 0 1 \(n(x + w - r)) \(n(y + h))"
            + "L\(n(x + r)) \(n(y + h))A\(n(r)) \(n(r)) 0 0 1 \(n(x)) \(n(y + h - r))"
            + "L\(n(x)) \(n(y + r))A\(n(r)) \(n(r)) 0 0 1 \(n(x + r)) \(n(y))Z"
    }

    /// A visual effect view's backdrop blur, as the page draws it (web/js/layer-blur.js): what
    /// the frame has drawn so far (`behind`, repeated) blurred and clipped to the layer's
    /// `outline` (viewport points), then the tint over it. Its clip and filter go in `defs`.
    func blur(id: String, behind: String, outline: String, defs: inout String) -> String {
        guard let blur = fields["blur"] as? [String: Any], let radius = blur["radius"] as? Double, radius > 0 else { return "" }
        let q = layer.quad
        let across = Double(hypot(q.topRight.x - q.topLeft.x, q.topRight.y - q.topLeft.y)) / Swift.max(Double(layer.size.width), 1e-9)
        let down = Double(hypot(q.bottomLeft.x - q.topLeft.x, q.bottomLeft.y - q.topLeft.y)) / Swift.max(Double(layer.size.height), 1e-9)
        defs +=
            "<clipPath id=\"\(id)-clip\"><path d=\"\(outline)\"/></clipPath>"
            + "<filter id=\"\(id)\"><feGaussianBlur stdDeviation=\"\(svgNumber(radius * Swift.max(across, down)))\"/></filter>\n"
        var svg = "<g clip-path=\"url(#\(id)-clip)\"><g filter=\"url(#\(id))\">\(behind)</g></g>"
        if let tint = Self.color(blur["tint"]), tint.alpha > 0 {
            svg += "<path d=\"\(outline)\" fill=\"\(SVGFilmstrip.hex(tint))\" fill-opacity=\"\(svgNumber(tint.alpha))\"/>"
        }
        return svg
    }

    /// The shadow, drawn before the layer; its blur filter goes in `defs`.
    func shadow(id: String, defs: inout String) -> String {
        guard let shadow = fields["shadow"] as? [String: Any], let color = Self.color(shadow["color"]) else { return "" }
        let opacity = (shadow["opacity"] as? Double ?? 0) * color.alpha
        guard opacity > 0 else { return "" }
        let radius = shadow["radius"] as? Double ?? 0
        let offset = shadow["offset"] as? [Double] ?? [0, -3]
        let outline =
            shadow["path"] as? String ?? ((fields["shape"] as? [String: Any])?["path"] as? String) ?? boundsPath
        var filter = ""
        if radius > 0 {
            defs +=
                "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"\(svgNumber(radius / 2))\"/></filter>\n"
            filter = " filter=\"url(#\(id))\""
        }
        return
            "<g transform=\"\(matrix)\"><path transform=\"translate(\(svgNumber(offset[0])) \(svgNumber(offset.count > 1 ? offset[1] : 0)))\" d=\"\(outline)\" fill=\"\(SVGFilmstrip.hex(color))\" fill-opacity=\"\(svgNumber(opacity))\"\(filter)/></g>"
    }

    /// The gradient over the background; its definition goes in `defs`.
    func gradient(id: String, defs: inout String) -> String {
        guard let gradient = fields["gradient"] as? [String: Any],
            let colors = (gradient["colors"] as? [Any])?.compactMap(Self.color), !colors.isEmpty
        else { return "" }
        let locations =
            (gradient["locations"] as? [Double]).flatMap { $0.count == colors.count ? $0 : nil }
            ?? colors.indices.map { colors.count == 1 ? 0 : Double($0) / Double(colors.count - 1) }
        let start = gradient["start"] as? [Double] ?? [0.5, 0]
        let end = gradient["end"] as? [Double] ?? [0.5, 1]
        let w = Double(layer.size.width)
        let h = Double(layer.size.height)
        let stops = zip(colors, locations).map {
            "<stop offset=\"\(svgNumber($1))\" stop-color=\"\(SVGFilmstrip.hex($0))\" stop-opacity=\"\(svgNumber($0.alpha))\"/>"
        }.joined()
        if gradient["type"] as? String == "radial" {
            // Core Animation's radial: centred on start, reaching end (in each axis of the bounds).
            let rx = abs(end[0] - start[0]) * w
            let ry = abs(end[1] - start[1]) * h
            defs +=
                "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"0\" cy=\"0\" r=\"1\" gradientTransform=\"translate(\(svgNumber(start[0] * w)) \(svgNumber(start[1] * h))) scale(\(svgNumber(Swift.max(rx, 1e-9))) \(svgNumber(Swift.max(ry, 1e-9))))\">\(stops)</radialGradient>\n"
        } else {
            defs +=
                "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(svgNumber(start[0] * w))\" y1=\"\(svgNumber(start[1] * h))\" x2=\"\(svgNumber(end[0] * w))\" y2=\"\(svgNumber(end[1] * h))\">\(stops)</linearGradient>\n"
        }
        return "<path transform=\"\(matrix)\" d=\"\(boundsPath)\" fill=\"url(#\(id))\"/>"
    }

    /// The shape's fill and stroke.
    var shape: String {
        guard let shape = fields["shape"] as? [String: Any], let path = shape["path"] as? String else { return "" }
        var out = "<g transform=\"\(matrix)\">"
        if let fill = Self.color(shape["fill"]), fill.alpha > 0 {
            let rule = shape["fillRule"] as? String == "evenOdd" ? " fill-rule=\"evenodd\"" : ""
            out += "<path d=\"\(path)\" fill=\"\(SVGFilmstrip.hex(fill))\" fill-opacity=\"\(svgNumber(fill.alpha))\"\(rule)/>"
        }
        if let stroke = Self.color(shape["stroke"]), stroke.alpha > 0 {
            let start = shape["strokeStart"] as? Double ?? 0
            let end = shape["strokeEnd"] as? Double ?? 1
            var attributes =
                " stroke=\"\(SVGFilmstrip.hex(stroke))\" stroke-opacity=\"\(svgNumber(stroke.alpha))\" stroke-width=\"\(svgNumber(shape["lineWidth"] as? Double ?? 1))\""
            attributes += " stroke-linecap=\"\(shape["lineCap"] as? String ?? "butt")\""
            attributes += " stroke-linejoin=\"\(shape["lineJoin"] as? String ?? "miter")\""
            if start != 0 || end != 1 {
                guard end > start else { return out + "</g>" }
                attributes +=
                    " pathLength=\"1\" stroke-dasharray=\"\(svgNumber(end - start)) 2\" stroke-dashoffset=\"\(svgNumber(-start))\""
            } else if let dash = shape["dash"] as? [Double], !dash.isEmpty {
                attributes += " stroke-dasharray=\"\(dash.map(svgNumber).joined(separator: " "))\""
                if let phase = shape["dashPhase"] as? Double { attributes += " stroke-dashoffset=\"\(svgNumber(phase))\"" }
            }
            out += "<path d=\"\(path)\" fill=\"none\"\(attributes)/>"
        }
        return out + "</g>"
    }

    /// The mask (and its nested masks) as clip paths in `defs`; the ids to clip with, outermost
    /// first. Empty when the layer has no mask.
    func masks(id: String, defs: inout String) -> [String] {
        guard let mask = fields["mask"] as? [String: Any] else { return [] }
        var ids: [String] = []
        var current: [String: Any]? = mask
        var offset = (0.0, 0.0)
        var depth = 0
        while let m = current {
            let frame = m["frame"] as? [Double] ?? [0, 0, 0, 0]
            let origin = m["boundsOrigin"] as? [Double] ?? [0, 0]
            let dx = offset.0 + frame[0] - origin[0]
            let dy = offset.1 + frame[1] - origin[1]
            let visible = m["hidden"] as? Bool != true && (m["opacity"] as? Double ?? 1) > 0
            var outline = ""
            if visible, let shape = m["shape"] as? [String: Any], let fill = Self.color(shape["fill"]), fill.alpha > 0,
                let path = shape["path"] as? String
            {
                let rule = shape["fillRule"] as? String == "evenOdd" ? "evenodd" : "nonzero"
                outline =
                    "<path transform=\"\(matrix) translate(\(svgNumber(dx)) \(svgNumber(dy)))\" d=\"\(path)\" clip-rule=\"\(rule)\"/>"
            } else if visible, m["shape"] == nil,
                Self.color(m["background"]).map({ $0.alpha > 0 }) ?? false || m["gradient"] != nil
            {
                let r = Swift.min(m["cornerRadius"] as? Double ?? 0, frame[2] / 2, frame[3] / 2)
                let rect =
                    r > 0
                    ? Self.roundedRect(x: offset.0 + frame[0], y: offset.1 + frame[1], w: frame[2], h: frame[3], r: r)
                    : "M\(svgNumber(offset.0 + frame[0])) \(svgNumber(offset.1 + frame[1]))h\(svgNumber(frame[2]))v\(svgNumber(frame[3]))h\(svgNumber(-frame[2]))Z"
                outline = "<path transform=\"\(matrix)\" d=\"\(rect)\"/>"
            }
            // An invisible mask (or one that draws nothing) hides everything: an empty clip path.
            let clipID = "\(id)-\(depth)"
            defs += "<clipPath id=\"\(clipID)\">\(outline)</clipPath>\n"
            ids.append(clipID)
            offset = (dx, dy)
            current = m["mask"] as? [String: Any]
            depth += 1
        }
        return ids
    }

    static func color(_ any: Any?) -> Color? {
        guard let c = any as? [Double], c.count == 4 else { return nil }
        return Color(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
}

func svgNumber(_ value: Double) -> String {
    var json = JSONWriter(capacity: 32)
    json.value(value)
    return json.string
}
