import Testing
@testable import TransitionKit
import UIKit

@Suite("Projection")
struct ProjectionTests {
    /// Turns the from-view to a fixed angle about y (no animation), optionally under the
    /// container's perspective, so projection is tested apart from interpolation.
    final class Turned: UIViewControllerAnimatedTransitioning {
        let angle: Double, perspective: Bool
        init(angle: Double, perspective: Bool) { self.angle = angle; self.perspective = perspective }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.1 }
        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
            if perspective {
                var p = CATransform3DIdentity
                p.m34 = -0.002
                ctx.containerView.layer.sublayerTransform = p
            }
            let from = ctx.viewController(forKey: .from)!
            from.view.layer.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
            UIView.animate(withDuration: 0.1, animations: { from.view.alpha = 0.9 }) { _ in ctx.completeTransition(true) }
        }
    }

    @Test("a full-size layer rotated about y under the container's m34 lands on docs/fidelity.md §4's corners",
          arguments: [-1.2, -0.5, 0.3, 1.0, 1.5])
    func perspectiveCorners(theta: Double) throws {
        let run = startScene(animator: Turned(angle: theta, perspective: true))
        run.runToCompletion()
        let d = 500.0, cx = 187.5, cy = 406.0
        let layer = try #require(run.frame(at: 0.05).layer(role: "from"))
        let expected = [(-187.5, -406.0), (187.5, -406.0), (187.5, 406.0), (-187.5, 406.0)].map { dx, dy in
            let w = 1 + dx * Math.sin(theta) / d
            return CGPoint(x: cx + dx * Math.cos(theta) / w, y: cy + dy / w)
        }
        for (actual, wanted) in zip(layer.quad.points, expected) {
            #expect(abs(actual.x - wanted.x) < 1e-9 && abs(actual.y - wanted.y) < 1e-9, "θ \(theta): \(actual) vs \(wanted)")
        }
        // A perspective quad is a trapezoid: the near edge is taller than the far edge.
        let left = layer.quad.bottomLeft.y - layer.quad.topLeft.y
        let right = layer.quad.bottomRight.y - layer.quad.topRight.y
        #expect(abs(left - right) > 1)
    }

    @Test("without perspective a y-rotation only narrows the layer")
    func orthographic() throws {
        let run = startScene(animator: Turned(angle: 0.7, perspective: false))
        run.runToCompletion()
        let layer = try #require(run.frame(at: 0.05).layer(role: "from"))
        #expect(layer.quad.topLeft.y == 0 && layer.quad.topRight.y == 0)
        #expect(abs((layer.quad.topRight.x - layer.quad.topLeft.x) - 375 * Math.cos(0.7)) < 1e-9)
    }

    @Test("a layer with a corner behind the eye (w ≤ 0) is culled")
    func behindTheEyeIsCulled() throws {
        final class Near: UIViewControllerAnimatedTransitioning {
            let z: Double
            init(z: Double) { self.z = z }
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.1 }
            func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
                var p = CATransform3DIdentity
                p.m34 = -1.0 / 500
                ctx.containerView.layer.sublayerTransform = p
                let to = ctx.viewController(forKey: .to)!
                to.view.layer.zPosition = z
                ctx.containerView.addSubview(to.view)
                UIView.animate(withDuration: 0.1, animations: { to.view.alpha = 0.5 }) { _ in ctx.completeTransition(true) }
            }
        }
        let near = startScene(animator: Near(z: 600))
        near.runToCompletion()
        #expect(near.frame(at: 0.05).layer(role: "to") == nil)
        let closer = startScene(animator: Near(z: 250))
        closer.runToCompletion()
        let layer = try #require(closer.frame(at: 0.05).layer(role: "to"))
        // w = 1 − 250/500 = 0.5: everything doubles about the container's centre.
        #expect(abs(layer.quad.topLeft.x - (187.5 - 2 * 187.5)) < 1e-9)
        #expect(abs(layer.quad.bottomRight.y - (406 + 2 * 406)) < 1e-9)
    }

    @Test("anchor point and position place a scaled layer about its anchor")
    func anchorPoint() throws {
        let run = startScene(animator: ScaleFadePushAnimator())
        run.runToCompletion()
        let from = try #require(run.frame(at: 0.2).layer(role: "from"))
        let s = from.transform.m11
        #expect(abs(from.quad.topLeft.x - (187.5 - 187.5 * s)) < 1e-9)
        #expect(abs(from.quad.topLeft.y - (406 - 406 * s)) < 1e-9)
    }
}
