import CatalogKit
import Foundation
import Testing
import UIKit

@testable import TransitionKit

/// The SVG filmstrip draws a layer showing a snapshot from its picture (issue #22), as the page
/// does: the picture's layers in a nested group, placed in the layer through its map and the
/// image's part, clipped to what the image covers — no grey placeholder.
@Suite("SVG filmstrip: snapshot layers")
struct SVGSnapshotDrawingTests {
    final class Animator: ViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double { 0.3 }
        func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
            let to = transitionContext.view(forKey: .to)!
            transitionContext.containerView.addSubview(to)
            View.animate(withDuration: 0.3, animations: { to.alpha = 1 }) { _ in transitionContext.completeTransition(true) }
        }
    }

    /// A 100 × 50 source with a green 20 × 20 square at (60, 10), captured with
    /// `drawHierarchy`; a tile at (10, 200) of 50 × 50 shows the right half of the image
    /// (`contentsRect`).
    func svg(masks: Bool = false) -> String {
        let run = TwoScreenScene.start(.push, animator: Animator()) { _, to in
            let source = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            source.backgroundColor = .blue
            let square = UIView(frame: CGRect(x: 60, y: 10, width: 20, height: 20))
            square.backgroundColor = .green
            source.addSubview(square)
            let image = UIGraphicsImageRenderer(size: source.bounds.size).image { _ in
                source.drawHierarchy(in: source.bounds, afterScreenUpdates: true)
            }
            let tile = CALayer()
            tile.frame = CGRect(x: 10, y: 200, width: 50, height: 50)
            tile.contents = image.cgImage
            tile.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
            tile.masksToBounds = masks
            to.view.layer.addSublayer(tile)
        }
        run.runToCompletion()
        return SVGFilmstrip(scene: SceneDescription(run: run), frames: [run.frame(at: run.endTime)], title: "tiles").render()
    }

    @Test("a snapshot tile is drawn from its picture's layers, placed through contentsRect, clipped to its part")
    func tileFromPicture() {
        let text = svg()
        #expect(!text.contains(##"fill="#8e8e93""##), "no grey placeholder")
        // The picture's own layers: the blue source and the green square, in picture points.
        #expect(text.contains(##"<path d="M0 0L100 0L100 50L0 50Z" fill="#0000ff""##))
        #expect(text.contains(##"<path d="M60 10L80 10L80 30L60 30Z" fill="#00ff00""##))
        // The right half (50 points from x = 50) fills the 50 × 50 tile: x scaled by 1, y by 1.
        #expect(text.contains(#"translate(0 0) scale(1 1) translate(-50 0)"#))
        #expect(text.contains(#"<rect x="0" y="0" width="50" height="50"/></clipPath>"#), "clipped to the image's part of the tile")
        #expect(text.contains(#"<g transform="matrix(1 0 0 1 10 200)"><g clip-path="url(#f0-p"#), "placed at the tile")
    }

    @Test("a tile that masks to its bounds is also clipped to its outline")
    func masksToBounds() {
        let plain = svg()
        let masked = svg(masks: true)
        #expect(!plain.contains("-bounds)"))
        #expect(masked.contains(#"<path d="M10 200L60 200L60 250L10 250Z"/></clipPath>"#) && masked.contains("-bounds)"))
    }
}
