import Foundation
import TransitionKit

/// A layer showing a snapshot (`.snapshot` content: a renderer's image, `drawHierarchy`,
/// `render(in:)`, a cropped `CGImage`, a `resizableSnapshotView`) drawn from its picture, as
/// the page draws it (web/js/snapshot-content.js): the picture's layers, in the picture's own
/// points, drawn as a frame's are, then placed in the layer — the image's `rect` of the
/// picture, cut to the layer's `contentsRect`, fitted by its content mode — through the
/// layer's map, clipped to the part of the layer the image covers (and to the layer's rounded
/// bounds when it masks to them). With `contentsCenter` the picture is placed in nine parts,
/// each its own clipped group (`nineParts`).
extension SVGFilmstrip {
    func pictureGroup(
        _ snapshot: SnapshotContent, mode: ContentMode, layer: LayerFrame, drawing: SVGLayerDrawing?,
        outline: String, prefix: String, defs: inout String, gradients: inout SVGDefined
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
        // The picture's layers are defined once for the whole filmstrip; each layer showing
        // it (every tile of a checkerboard, every frame) refers to them.
        let picture = snapshot.picture
        let pictureID: String
        if let known = gradients.pictures[ObjectIdentifier(picture)] {
            pictureID = known
        } else {
            pictureID = "pic\(gradients.pictures.count)"
            gradients.pictures[ObjectIdentifier(picture)] = pictureID
            let body = layersBody(
                picture.layers, content: { l, _ in picture.contents[l.id] ?? LayerContent.none }, prefix: pictureID,
                defs: &defs, gradients: &gradients)
            defs += "<g id=\"\(pictureID)\">\n\(body)</g>\n"
        }
        let inner = "<use href=\"#\(pictureID)\"/>\n"
        let source = (x: sx, y: sy, w: sw, h: sh)
        var cells = [(source: source, target: region)]
        if mode == .scaleToFill, let center = drawing?.fields["contentsCenter"] as? [String: Any],
            let rect = center["rect"] as? [Double], let size = center["size"] as? [Double], rect.count == 4, size.count == 2
        {
            cells = Self.nineParts(source: source, in: layer.size, center: rect, naturalSize: size)
        }
        var group = "<g transform=\"\(SVGLayerDrawing.matrix(of: layer))\">"
        for (i, cell) in cells.enumerated() where cell.source.w > 0 && cell.source.h > 0 && cell.target.w > 0 && cell.target.h > 0 {
            group += Self.placed(
                inner, from: cell.source, to: cell.target, clipID: "\(prefix)-region\(i == 0 ? "" : String(i))", defs: &defs)
        }
        group += "</g>"
        if layer.masksToBounds {
            defs += "<clipPath id=\"\(prefix)-bounds\"><path d=\"\(outline)\"/></clipPath>\n"
            group = "<g clip-path=\"url(#\(prefix)-bounds)\">\(group)</g>"
        }
        return group
    }

    /// `inner` (in picture points) with its `source` rectangle mapped onto `target` (layer
    /// points), clipped to `target`.
    static func placed(
        _ inner: String, from source: (x: Double, y: Double, w: Double, h: Double),
        to target: (x: Double, y: Double, w: Double, h: Double), clipID: String, defs: inout String
    ) -> String {
        let n = svgNumber
        defs +=
            "<clipPath id=\"\(clipID)\"><rect x=\"\(n(target.x))\" y=\"\(n(target.y))\" width=\"\(n(target.w))\" height=\"\(n(target.h))\"/></clipPath>\n"
        let map =
            "translate(\(n(target.x)) \(n(target.y))) scale(\(n(target.w / source.w)) \(n(target.h / source.h))) translate(\(n(-source.x)) \(n(-source.y)))"
        return "<g clip-path=\"url(#\(clipID))\"><g transform=\"\(map)\">\n\(inner)</g></g>"
    }

    /// `contentsCenter`'s nine parts, as the page cuts them (web/js/nine-part.js): the centre
    /// stretches, the edges stretch along it, the corners keep their natural size (shrunk in
    /// proportion when the layer is smaller than two of them). Rows of columns, top-left first.
    static func nineParts(
        source: (x: Double, y: Double, w: Double, h: Double), in size: CGSize, center: [Double], naturalSize: [Double]
    ) -> [(source: (x: Double, y: Double, w: Double, h: Double), target: (x: Double, y: Double, w: Double, h: Double))] {
        func split(
            _ length: Double, _ natural: Double, _ start: Double, _ extent: Double, _ s0: Double, _ sLength: Double
        )
            -> (d: [Double], s: [Double])
        {
            let u0 = Swift.min(Swift.max(start, 0), 1)
            let u1 = Swift.min(Swift.max(start + extent, u0), 1)
            var head = u0 * natural
            var tail = (1 - u1) * natural
            if head + tail > length, head + tail > 0 {
                let f = length / (head + tail)
                head *= f
                tail *= f
            }
            return ([0, head, length - tail, length], [s0, s0 + u0 * sLength, s0 + u1 * sLength, s0 + sLength])
        }
        let across = split(Double(size.width), naturalSize[0], center[0], center[2], source.x, source.w)
        let down = split(Double(size.height), naturalSize[1], center[1], center[3], source.y, source.h)
        var cells: [(source: (x: Double, y: Double, w: Double, h: Double), target: (x: Double, y: Double, w: Double, h: Double))] = []
        for j in 0..<3 {
            for i in 0..<3 {
                cells.append(
                    (
                        (across.s[i], down.s[j], across.s[i + 1] - across.s[i], down.s[j + 1] - down.s[j]),
                        (across.d[i], down.d[j], across.d[i + 1] - across.d[i], down.d[j + 1] - down.d[j])
                    ))
            }
        }
        return cells
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

/// What the filmstrip has put in `defs` once for all frames: photo gradients by id, and
/// snapshot pictures by identity (their group's id).
struct SVGDefined {
    var ids = Set<String>()
    var pictures: [ObjectIdentifier: String] = [:]
}
