import CatalogKit
import Foundation
import TestExpectations
import Testing
import UIKit

@testable import TransitionKit

/// `transitions export --format svg` draws Core Animation's drawing fields as the page does
/// (CatalogKit/SVGLayerDrawing.swift): a gradient, a shadow, a shape's stroke range and a mask
/// become SVG gradients, blur filters, dashes and clip paths. (The reveal's mask is checked in
/// pixels by Tests/browser/test_reveal_mask.py.)
@Suite("SVG filmstrip: shapes, gradients, shadows, masks")
struct SVGDrawingTests {
    final class Animator: ViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double { 0.3 }
        func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
            let to = transitionContext.view(forKey: .to)!
            transitionContext.containerView.addSubview(to)
            to.alpha = 0
            View.animate(withDuration: 0.3, animations: { to.alpha = 1 }) { _ in transitionContext.completeTransition(true) }
        }
    }

    func svg() -> String {
        let run = TwoScreenScene.start(.push, animator: Animator()) { _, to in
            let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
            card.backgroundColor = .white
            card.layer.shadowOpacity = 0.5
            card.layer.shadowRadius = 8
            card.layer.shadowOffset = CGSize(width: 0, height: 4)
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            card.layer.addSublayer(gradient)
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 0, y: 60, width: 100, height: 20)
            shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 20)).cgPath
            shape.fillColor = nil
            shape.strokeColor = UIColor.green.cgColor
            shape.lineWidth = 3
            shape.strokeEnd = 0.25
            card.layer.addSublayer(shape)
            let masked = UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 100))
            masked.backgroundColor = .orange
            let oval = CAShapeLayer()
            oval.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
            masked.layer.mask = oval
            to.view.addSubview(card)
            to.view.addSubview(masked)
        }
        run.runToCompletion()
        return SVGFilmstrip(scene: SceneDescription(run: run), frames: [run.frame(at: run.endTime)], title: "drawing").render()
    }

    @Test("a gradient, a blurred shadow, a stroke range and a path mask are drawn")
    func drawing() {
        let text = svg()
        #expect(text.contains(##"x1="0" y1="25" x2="200" y2="25"><stop offset="0" stop-color="#ff0000" stop-opacity="1"/><stop offset="1" stop-color="#0000ff" stop-opacity="1"/></linearGradient>"##))
        #expect(text.contains(##"<feGaussianBlur stdDeviation="4"/>"##))
        #expect(text.contains(##"<path transform="translate(0 4)" d="M0 0L200 0L200 100L0 100Z" fill="#000000" fill-opacity="0.5""##))
        #expect(text.contains(##"<path d="M0 0L100 0L100 20L0 20Z" fill="none" stroke="#00ff00""##))
        #expect(text.contains(##"stroke-width="3""##) && text.contains(##"pathLength="1" stroke-dasharray="0.25 2" stroke-dashoffset="0""##))
        #expect(text.contains(##"<clipPath id="f0-m"##) && text.contains(##"clip-path="url(#f0-m"##))
        #expect(text.contains("d=\"M90 50C90"))  // the oval mask's path, in the masked layer's points
    }

    @Test("a visual effect view's blur repeats what is behind it, blurred and clipped to the view, then tints it")
    func backdropBlur() {
        let run = TwoScreenScene.start(.push, animator: Animator()) { _, to in
            let stripe = UIView(frame: CGRect(x: 0, y: 200, width: 60, height: 100))
            stripe.backgroundColor = .red
            to.view.addSubview(stripe)
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
            blur.frame = CGRect(x: 20, y: 180, width: 200, height: 140)
            to.view.addSubview(blur)
        }
        run.runToCompletion()
        let text = SVGFilmstrip(scene: SceneDescription(run: run), frames: [run.frame(at: run.endTime)], title: "blur").render()
        #expect(text.contains(#"<feGaussianBlur stdDeviation="20"/>"#), "the dark style's 20 points")
        let filtered = text.components(separatedBy: #"filter="url(#f0-b"#)
        expectEqual(filtered.count, 2, "one blurred backdrop")
        let backdrop = filtered.last?.components(separatedBy: "</g></g>").first ?? ""
        #expect(backdrop.contains(##"fill="#ff0000""##), "the red stripe behind the view is in the blurred copy")
        #expect(text.contains(##"fill="#1c1c1f" fill-opacity="0.73""##), "the dark tint over it")
        #expect(text.contains(#"<clipPath id="f0-b"#))
    }
}
