import Foundation

/// `contentsCenter` under the aspect gravities and `contentsScale` of a layer showing an image:
/// not drawn (the page maps such a layer's image as one piece, at the image's own points per
/// pixel; the nine parts under `resize` are drawn, CALayer+ContentsCenter.swift), so a value
/// that would change what a phone shows is reported `not-modelled` — when the property is set
/// and when the image or its gravity arrives, whichever comes last. A property set carries no
/// place in the app's code (Swift has no defaulted `#line` for a setter): the finding names
/// the feature and the run's time, as for the other layer properties.
///
/// As Apple documents them: `contentsCenter` ("the rectangle that defines how the layer
/// contents are scaled if the layer's contents are resized", unit rectangle by default) acts
/// when `contentsGravity` is one of the resizing modes — under `resizeAspect` and
/// `resizeAspectFill` the image is fitted whole here instead of in a 3×3 grid; `contentsScale` (1 by default, "the mapping between the logical
/// coordinate space of the layer (measured in points) and the physical coordinate space
/// (measured in pixels)") sizes the image only when the gravity does not resize it — it is
/// drawn at its own pixels per point here (a renderer's `format.scale`, a photo's scale).
extension CALayer {
    func noteContentsScaling() {
        guard let image = surface.contents as? CGImage else { return }
        let gravity = surface.contentsGravity
        let resizes = gravity == .resize || gravity == .resizeAspect || gravity == .resizeAspectFill
        if resizes, gravity != .resize, surface.contentsCenter != CGRect(x: 0, y: 0, width: 1, height: 1) {
            note(
                "CALayer.contentsCenter on an image under contentsGravity .\(gravity.rawValue) (the image is fitted whole, not in nine parts)"
            )
        }
        if !resizes, surface.contentsScale != image.pixelsPerPoint {
            note(
                "CALayer.contentsScale \(surface.contentsScale) with an image of \(image.pixelsPerPoint) pixels per point and contentsGravity .\(gravity.rawValue) (drawn at the image's own scale)"
            )
        }
    }
}
