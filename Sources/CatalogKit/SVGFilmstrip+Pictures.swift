import Foundation
import TransitionKit

/// A layer showing a snapshot (`.snapshot` content: a renderer's image, `drawHierarchy`,
/// `render(in:)`, a cropped `CGImage`, a `resizableSnapshotView`) drawn from its picture, as
/// the page draws it (web/js/snapshot-content.js): the picture's layers, in the picture's own
/// points, drawn as a frame's are, then placed in the layer — the image's `rect` of the
/// picture, cut to the layer's `contentsRect`, fitted by its content mode — through the
/// layer's map, clipped to the part of the layer the image covers (and to the layer's rounded
/// bounds when it masks to them).
extension SVGFilmstrip {
    func pictureGroup(
        _ snapshot: SnapshotContent, mode: ContentMode, layer: LayerFrame, drawing: SVGLayerDrawing?,
        outline: String, prefix: String, defs: inout String, gradients: inout Set<String>
    ) -> String {
        let rect = snapshot.rect
        let unit = drawing?.fields["contentsRect"] as? [Double] ?? [0, 0, 1, 1]
        guard unit.count == 4 else { return "" }
        let sx = Double(rect.minX) + unit[0] * Double(rect.width)
        let sy = Double(rect.minY) + unit[1] * Double(rect.height)
        let sw = unit[2] * Double(rect.width)
        let sh = unit[3] * Double(rect.height)
        guard sw > 0, sh > 0 else { return "" }
        let region = Self.contentRect(mode, width: sw, height: sh, in: layer.size)
        let picture = snapshot.picture
        let inner = layersBody(
            picture.layers, content: { l, _ in picture.contents[l.id] ?? LayerContent.none }, prefix: prefix,
            defs: &defs, gradients: &gradients)
        guard !inner.isEmpty else { return "" }
        let n = svgNumber
        defs +=
            "<clipPath id=\"\(prefix)-region\"><rect x=\"\(n(region.x))\" y=\"\(n(region.y))\" width=\"\(n(region.w))\" height=\"\(n(region.h))\"/></clipPath>\n"
        let toRegion =
            "translate(\(n(region.x)) \(n(region.y))) scale(\(n(region.w / sw)) \(n(region.h / sh))) translate(\(n(-sx)) \(n(-sy)))"
        var group =
            "<g transform=\"\(SVGLayerDrawing.matrix(of: layer))\" clip-path=\"url(#\(prefix)-region)\"><g transform=\"\(toRegion)\">\n\(inner)</g></g>"
        if layer.masksToBounds {
            defs += "<clipPath id=\"\(prefix)-bounds\"><path d=\"\(outline)\"/></clipPath>\n"
            group = "<g clip-path=\"url(#\(prefix)-bounds)\">\(group)</g>"
        }
        return group
    }

    /// Where an image of `width` × `height` points goes in a layer of `size` under `mode`, in
    /// the layer's points (the page's `contentRect`, web/js/images.js).
    static func contentRect(
        _ mode: ContentMode, width iw: Double, height ih: Double, in size: CGSize
    ) -> (x: Double, y: Double, w: Double, h: Double) {
        let w = Double(size.width)
        let h = Double(size.height)
        switch mode {
        case .scaleAspectFit, .scaleAspectFill:
            let s = mode == .scaleAspectFit ? Swift.min(w / iw, h / ih) : Swift.max(w / iw, h / ih)
            return ((w - iw * s) / 2, (h - ih * s) / 2, iw * s, ih * s)
        case .center:
            return ((w - iw) / 2, (h - ih) / 2, iw, ih)
        default:
            return (0, 0, w, h)
        }
    }
}
