import Foundation
import TransitionKit

/// A row of frames drawn with their real quads, opacity, colours and clipping: an image of a
/// transition that fits in a README. Photos are drawn as their two-colour gradients, text as
/// text; perspective quads are exact polygons. Core Animation's shapes, gradients, shadows and
/// masks are drawn as the page draws them (SVGLayerDrawing.swift).
public struct SVGFilmstrip {
    public let scene: SceneDescription
    public let frames: [FrameState]
    public let title: String
    /// Width of one frame in the SVG, in pixels.
    public var frameWidth = 180.0

    public init(scene: SceneDescription, frames: [FrameState], title: String) {
        self.scene = scene
        self.frames = frames
        self.title = title
    }

    public func render() -> String {
        let viewport = scene.viewport
        let scale = frameWidth / Swift.max(1, viewport.width)
        let frameHeight = viewport.height * scale
        let gap = 16.0
        let top = 36.0
        let bottom = 26.0
        let width = gap + Double(frames.count) * (frameWidth + gap)
        let height = top + frameHeight + bottom
        let contents = Dictionary(uniqueKeysWithValues: scene.layers.map { ($0.id, $0.content) })
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" font-family="-apple-system, Helvetica, Arial, sans-serif">
            <rect width="100%" height="100%" fill="#f4f4f6"/>
            <text x="\(n(gap))" y="24" font-size="15" font-weight="600" fill="#1c1c1e">\(escape(title))</text>

            """
        var gradients = SVGDefined()
        var defs = ""
        for (index, frame) in frames.enumerated() {
            let x = gap + Double(index) * (frameWidth + gap)
            let prefix = "f\(index)"
            defs +=
                "<clipPath id=\"\(prefix)-screen\"><rect width=\"\(n(viewport.width))\" height=\"\(n(viewport.height))\" rx=\"\(n(viewport.width * 0.1))\"/></clipPath>\n"
            let body = layersBody(
                frame.layers,
                content: { layer, drawing in
                    if let version = drawing?.fields["contentVersion"] as? Int, scene.contentVersions.indices.contains(version) {
                        return scene.contentVersions[version]
                    }
                    return contents[layer.id] ?? LayerContent.none
                }, prefix: prefix, defs: &defs, gradients: &gradients)
            svg += "<g transform=\"translate(\(n(x)) \(n(top))) scale(\(n(scale)))\">\n"
            svg +=
                "<g clip-path=\"url(#\(prefix)-screen)\"><rect width=\"\(n(viewport.width))\" height=\"\(n(viewport.height))\" fill=\"#000\"/>\n\(body)</g>\n"
            svg +=
                "<rect width=\"\(n(viewport.width))\" height=\"\(n(viewport.height))\" rx=\"\(n(viewport.width * 0.1))\" fill=\"none\" stroke=\"#1c1c1e\" stroke-width=\"\(n(2 / scale))\"/>\n</g>\n"
            svg +=
                "<text x=\"\(n(x + frameWidth / 2))\" y=\"\(n(top + frameHeight + 18))\" font-size=\"12\" text-anchor=\"middle\" fill=\"#3a3a3c\">\(n(frame.time)) s · \(Int((frame.progress * 100).rounded())) %</text>\n"
        }
        svg += "<defs>\n\(defs)</defs>\n</svg>\n"
        return svg
    }

    /// The layers of one frame (or of a snapshot's picture, in its own points) as SVG, in paint
    /// order; `content` gives each layer's content. Ids in `defs` start with `prefix`.
    func layersBody(
        _ layers: [LayerFrame], content: (LayerFrame, SVGLayerDrawing?) -> LayerContent, prefix: String,
        defs: inout String, gradients: inout SVGDefined
    ) -> String {
        var body = ""
        var paths: [Int: String] = [:]
        // The clip paths of the masks over each layer: its own and its ancestors'.
        var masks: [Int: [String]] = [:]
        for layer in layers {
            let path = Self.path(layer)
            paths[layer.id] = path
            let drawing = SVGLayerDrawing(layer)
            var layerMasks = layer.parent.flatMap { masks[$0] } ?? []
            if let drawing { layerMasks += drawing.masks(id: "\(prefix)-m\(layer.id)", defs: &defs) }
            if !layerMasks.isEmpty { masks[layer.id] = layerMasks }
            if let clip = layer.clip.last, let clipPath = paths[clip] {
                defs += "<clipPath id=\"\(prefix)-c\(layer.id)\"><path d=\"\(clipPath)\"/></clipPath>\n"
            }
            let clipAttribute = layer.clip.last.flatMap { paths[$0] != nil ? " clip-path=\"url(#\(prefix)-c\(layer.id))\"" : nil } ?? ""
            var group = drawing?.shadow(id: "\(prefix)-s\(layer.id)", defs: &defs) ?? ""
            if let drawing { group += drawing.blur(id: "\(prefix)-b\(layer.id)", behind: body, outline: path, defs: &defs) }
            if layer.backgroundColor.alpha > 0 {
                group +=
                    "<path d=\"\(path)\" fill=\"\(Self.hex(layer.backgroundColor))\" fill-opacity=\"\(n(layer.backgroundColor.alpha))\"/>"
            }
            if let drawing { group += drawing.gradient(id: "\(prefix)-g\(layer.id)", defs: &defs) }
            switch content(layer, drawing) {
            case .image(let image, _):
                let id = "g\(image.seed)"
                if gradients.ids.insert(id).inserted {
                    let (a, b) = image.palette
                    defs +=
                        "<linearGradient id=\"\(id)\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\"><stop offset=\"0\" stop-color=\"\(Self.hex(a))\"/><stop offset=\"1\" stop-color=\"\(Self.hex(b))\"/></linearGradient>\n"
                }
                group += "<path d=\"\(path)\" fill=\"url(#\(id))\"/>"
            case .text(let text):
                let q = layer.quad
                let sx = abs(q.topRight.x - q.topLeft.x) / Swift.max(layer.size.width, 1e-9)
                let anchor: (String, Double) =
                    switch text.alignment {
                    case .left: ("start", 0)
                    case .center: ("middle", 0.5)
                    case .right: ("end", 1)
                    }
                let tx = q.topLeft.x + (q.topRight.x - q.topLeft.x) * anchor.1
                group +=
                    "<text x=\"\(n(tx))\" y=\"\(n(q.topLeft.y + text.fontSize * 0.9 * sx))\" font-size=\"\(n(text.fontSize * sx))\" font-weight=\"\(text.weight == .regular ? 400 : 600)\" text-anchor=\"\(anchor.0)\" fill=\"\(Self.hex(text.color))\" fill-opacity=\"\(n(text.color.alpha))\">\(escape(text.string))</text>"
            case .snapshot(let snapshot, let mode):
                group += pictureGroup(
                    snapshot, mode: mode, layer: layer, drawing: drawing, outline: path,
                    prefix: "\(prefix)-p\(layer.id)", defs: &defs, gradients: &gradients)
            case .none:
                break
            }
            if let drawing { group += drawing.shape }
            if layer.borderWidth > 0 {
                group +=
                    "<path d=\"\(path)\" fill=\"none\" stroke=\"\(Self.hex(layer.borderColor))\" stroke-width=\"\(n(layer.borderWidth))\"/>"
            }
            guard !group.isEmpty else { continue }
            var line = "<g opacity=\"\(n(layer.opacity))\"\(clipAttribute)>\(group)</g>"
            for mask in layerMasks.reversed() { line = "<g clip-path=\"url(#\(mask))\">\(line)</g>" }
            body += line + "\n"
        }
        return body
    }

    /// The layer's outline in the viewport: its quad, with rounded corners mapped through the
    /// bilinear blend of the corners for a parallelogram, and through the layer's projective
    /// map under perspective (`QuadProjection`: exact, as the page draws them).
    static func path(_ layer: LayerFrame) -> String {
        let q = layer.quad
        let w = Swift.max(layer.size.width, 1e-9)
        let h = Swift.max(layer.size.height, 1e-9)
        let r = Swift.min(layer.cornerRadius, w / 2, h / 2)
        guard r > 0.5 else {
            return
                "M\(n(q.topLeft.x)) \(n(q.topLeft.y))L\(n(q.topRight.x)) \(n(q.topRight.y))L\(n(q.bottomRight.x)) \(n(q.bottomRight.y))L\(n(q.bottomLeft.x)) \(n(q.bottomLeft.y))Z"
        }
        let projection = QuadProjection.isAffine(q) ? nil : QuadProjection(q, size: layer.size)
        func map(_ u: Double, _ v: Double) -> CGPoint {
            if let projection { return projection(u, v) }
            let s = u / w
            let t = v / h
            let top = CGPoint.interpolate(q.topLeft, q.topRight, s)
            let bottom = CGPoint.interpolate(q.bottomLeft, q.bottomRight, s)
            return CGPoint.interpolate(top, bottom, t)
        }
        var points: [CGPoint] = []
        let corners: [(Double, Double, Double)] = [(w - r, r, -90), (w - r, h - r, 0), (r, h - r, 90), (r, r, 180)]
        for (cx, cy, start) in corners {
            for step in 0...4 {
                let angle = (start + Double(step) * 22.5) * .pi / 180
                points.append(map(cx + r * Math.cos(angle), cy + r * Math.sin(angle)))
            }
        }
        return "M" + points.map { "\(n($0.x)) \(n($0.y))" }.joined(separator: "L") + "Z"
    }

    static func hex(_ color: Color) -> String {
        func byte(_ v: Double) -> String {
            let b = Int((Swift.min(1, Swift.max(0, v)) * 255).rounded())
            let digits = Array("0123456789abcdef")
            return String(digits[b / 16]) + String(digits[b % 16])
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }
}

/// Two decimals are plenty for pixels.
private func n(_ value: Double) -> String {
    var json = JSONWriter(capacity: 16)
    json.value((value * 100).rounded() / 100)
    return json.string
}

private func escape(_ text: String) -> String {
    var out = ""
    for c in text {
        switch c {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        default: out.append(c)
        }
    }
    return out
}
