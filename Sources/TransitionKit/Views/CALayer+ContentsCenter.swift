import Foundation

/// `contentsCenter` drawn: a layer showing an image under the `resize` gravity stretches it in
/// nine parts. Apple: "If the layer's contentsGravity property is set to one of the resizing
/// modes, resizing the layer causes scaling to occur differently in each rectangle of the
/// grid" — the rectangle (in the unit coordinates of the contents, here of the part
/// `contentsRect` keeps) is the centre that stretches both ways; the edges beside it stretch
/// along it and the corners keep their size.
///
/// How big the unstretched parts are on screen: the image's pixels divided by the layer's
/// `contentsScale` ("the mapping between the logical coordinate space of the layer (measured
/// in points) and the physical coordinate space (measured in pixels)"), so a 2× image on a
/// layer left at the default scale 1 has corners twice as large, as on a phone. When the layer
/// is smaller than two opposite fixed parts, both shrink in proportion to fit (our rule, as
/// resizable images do). Frames carry the rectangle and that size (`contentsCenter`,
/// docs/protocol.md); the page and the SVG filmstrip draw the nine parts. Under the aspect
/// gravities the grid is not applied (reported, CALayer+ContentsScaling.swift).
extension CALayer {
    /// Whether the layer draws its image in nine parts: an image under `resize`, with a centre
    /// other than the unit rectangle.
    static func drawsNineParts(_ s: LayerSurface) -> Bool {
        s.contents is CGImage && s.contentsGravity == .resize
            && s.contentsCenter != CGRect(x: 0, y: 0, width: 1, height: 1)
    }

    /// `,"contentsCenter":{"rect":[x,y,w,h],"size":[w,h]}` when the layer draws nine parts:
    /// the centre rectangle and the drawn part's natural size in the layer's points.
    func appendContentsCenter(_ s: LayerSurface, to text: inout String) {
        guard Self.drawsNineParts(s), let image = s.contents as? CGImage else { return }
        let c = s.contentsCenter
        let scale = s.contentsScale > 0 ? s.contentsScale : 1
        let width = Double(image.width) * Double(s.contentsRect.width) / scale
        let height = Double(image.height) * Double(s.contentsRect.height) / scale
        text += #","contentsCenter":{"rect":["#
        text += [c.origin.x, c.origin.y, c.width, c.height].map { LayerDrawing.number(Double($0)) }.joined(separator: ",")
        text += #"],"size":["# + LayerDrawing.number(width) + "," + LayerDrawing.number(height) + "]}"
    }
}
