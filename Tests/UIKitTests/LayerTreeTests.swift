import TestExpectations
import Testing
import TransitionKit
import UIKit
@testable import UIKitFixturesSwift5
import _Testing_UIKit
import _Testing_CoreGraphics

/// The layer tree (issue #22, item 0): views are one client of it, bare layers are drawn in
/// frames like views' layers, and Core Animation's tree calls order sublayers as documented.
@Suite("The layer tree")
struct LayerTreeTests {
    @Test("bare sublayers interleave with subviews' layers in Core Animation's order")
    func interleaving() {
        let view = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        let g = CALayer(), g2 = CALayer()
        view.addSubview(a)
        view.layer.addSublayer(g)
        view.addSubview(b)
        view.insertSubview(c, belowSubview: a)
        view.layer.insertSublayer(g2, at: 0)
        expectEqual(view.layer.sublayers?.map(ObjectIdentifier.init), [g2, c.layer, a.layer, g, b.layer].map(ObjectIdentifier.init))
        expectEqual(view.subviews, [c, a, b])
        view.sendSubviewToBack(b)
        expectEqual(view.layer.sublayers?.map(ObjectIdentifier.init), [g2, b.layer, c.layer, a.layer, g].map(ObjectIdentifier.init))
        view.bringSubviewToFront(c)
        expectEqual(view.layer.sublayers?.map(ObjectIdentifier.init), [g2, b.layer, a.layer, g, c.layer].map(ObjectIdentifier.init))
        a.removeFromSuperview()
        #expect(a.layer.superlayer == nil && view.layer.sublayers?.count == 4)
        #expect(g.superlayer === view.layer && c.layer.superlayer === view.layer)
        #expect(view.layer.sublayers?.contains(g) == true && view.layer.sublayers?.firstIndex(of: c.layer) == 3)
        #expect(Set([g, g, g2]).count == 2 && g != g2)
    }

    @Test("insert at, above, below, replace and remove follow CALayer's documentation")
    func layerCalls() {
        let root = CALayer()
        #expect(root.sublayers == nil, "a fresh layer has no sublayers array")
        let (x, y, z, w) = (CALayer(), CALayer(), CALayer(), CALayer())
        root.addSublayer(x)
        root.addSublayer(y)
        root.insertSublayer(z, above: x)
        root.insertSublayer(w, below: x)
        expectEqual(root.sublayers?.map(ObjectIdentifier.init), [w, x, z, y].map(ObjectIdentifier.init))
        root.insertSublayer(y, at: 0)
        #expect(root.sublayers?.first === y && root.sublayers?.count == 4, "moving within the same superlayer")
        let r = CALayer()
        root.replaceSublayer(x, with: r)
        #expect(x.superlayer == nil && r.superlayer === root && root.sublayers?[2] === r)
        z.removeFromSuperlayer()
        expectEqual(root.sublayers?.map(ObjectIdentifier.init), [y, w, r].map(ObjectIdentifier.init))
        let other = CALayer()
        other.addSublayer(w)
        #expect(w.superlayer === other && root.sublayers?.count == 2, "adding elsewhere takes it out first")
        root.sublayers = nil
        #expect(root.sublayers == nil && y.superlayer == nil)
        let masked = CALayer(), mask = CAShapeLayer()
        masked.mask = mask
        mask.removeFromSuperlayer()
        #expect(masked.mask == nil, "removeFromSuperlayer takes a mask off its layer")
    }

    /// A host view at (20, 40, 200, 100), alpha 0.5, scaling its sublayers by 2 about its
    /// centre; in it, a bare layer at (10, 20, 50, 30), opacity 0.5, moved 5 points right.
    static func hostRun() throws -> (TransitionRun, UIView, CALayer) {
        var made: (UIView, CALayer)?
        let run = try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))) { window in
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let host = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
            host.alpha = 0.5
            host.layer.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
            root.view.addSubview(host)
            let dot = CALayer()
            dot.frame = CGRect(x: 10, y: 20, width: 50, height: 30)
            dot.opacity = 0.5
            dot.transform = CATransform3DMakeTranslation(5, 0, 0)
            dot.backgroundColor = UIColor.red.cgColor
            dot.cornerRadius = 4
            dot.borderWidth = 2
            dot.masksToBounds = true
            host.layer.addSublayer(dot)
            let inner = CAShapeLayer()
            inner.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            dot.addSublayer(inner)
            made = (host, dot)
            root.present(UIViewController(), animated: true)
        }
        let (host, dot) = try #require(made)
        return (run, host, dot)
    }

    @Test("a bare layer is in frames with its role, ids, parent, depth, quad and the opacity product")
    func bareLayerFrames() throws {
        let (run, host, dot) = try Self.hostRun()
        let frame = run.frame(at: 0)
        let hostFrame = try #require(frame.layer(id: host.layer.id))
        let drawn = try #require(frame.layer(role: "layer"))
        #expect(drawn.id == dot.id && dot.id == host.layer.id + 1, "ids in the order layers are made")
        #expect(drawn.parent == host.layer.id && drawn.depth == hostFrame.depth + 1)
        #expect(abs(drawn.opacity - 0.25) < 1e-12)
        // (10, 20) + 5 → scaled by 2 about (100, 50) → (−70, −10) → + (20, 40).
        expectEqual(drawn.quad.topLeft, CGPoint(x: -50, y: 30))
        expectEqual(drawn.quad.bottomRight, CGPoint(x: 50, y: 90))
        #expect(drawn.backgroundColor == Color(red: 1, green: 0, blue: 0) && drawn.cornerRadius == 4 && drawn.borderWidth == 2)
        #expect(drawn.masksToBounds && drawn.size == CGSize(width: 50, height: 30))
        let inner = try #require(frame.layer(role: "shapeLayer"))
        #expect(inner.clip == [dot.id] && inner.parent == dot.id)
        expectEqual(dot.convert(CGPoint.zero, to: nil), CGPoint(x: -50, y: 30))
        expectEqual(dot.convert(CGRect(x: 0, y: 0, width: 50, height: 30), to: host.layer), CGRect(x: -70, y: -10, width: 100, height: 60))
        expectEqual(host.layer.convert(CGPoint(x: -70, y: -10), to: dot), .zero)
        expectEqual(dot.convert(CGPoint(x: -50, y: 30), from: nil), .zero)
    }

    @Test("a named layer takes its name as its role; a hidden bare layer leaves the frame with its sublayers")
    func namesAndHiding() throws {
        var badge: CALayer?
        let run = try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))) { window in
            let root = UIViewController()
            window.rootViewController = root
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            root.view.layer.addSublayer(layer)
            layer.name = "badge"
            layer.addSublayer(CAGradientLayer())
            UIView.animate(withDuration: 0.1, animations: { root.view.alpha = 0.9 }, completion: { _ in layer.isHidden = true })
            badge = layer
            root.present(UIViewController(), animated: true)
        }
        run.runToCompletion()
        #expect(try #require(badge).name == "badge")
        let first = run.frame(at: 0)
        #expect(first.layer(role: "badge") != nil && first.layer(role: "layer") == nil && first.layer(role: "gradientLayer") != nil)
        let later = run.frame(at: 0.2)
        #expect(later.layer(role: "badge") == nil && later.layer(role: "gradientLayer") == nil)
    }

    @Test("opacity is a Float, alpha keeps its CGFloat value; colours are optional CGColors with CA's defaults")
    func declaredTypes() {
        let view = UIView()
        view.alpha = 0.3
        expectEqual(view.alpha, 0.3, "alpha does not go through Float")
        expectEqual(view.layer.opacity, Float(0.3))
        let layer = CALayer()
        #expect(layer.backgroundColor == nil && layer.borderColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowRadius == 3 && layer.shadowOpacity == 0)
        #expect(layer.shadowColor == UIColor.black.cgColor && layer.isDoubleSided && layer.allowsGroupOpacity)
        #expect(layer.contentsGravity == kCAGravityResize && layer.maskedCorners.rawValue == 15 && layer.cornerCurve == .circular)
        view.backgroundColor = .red
        expectEqual(view.layer.backgroundColor, UIColor.red.cgColor)
        layer.borderColor = nil
        #expect(layer.borderColor == nil)
        let shape = CAShapeLayer()
        #expect(shape.fillColor == CGColor(gray: 0, alpha: 1) && shape.strokeColor == nil && shape.strokeEnd == 1 && shape.lineWidth == 1)
        let gradient = CAGradientLayer()
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1) && gradient.type == .axial)
    }

    @Test("the view is its layer's delegate; actions come from the delegate, then the dictionary")
    func actions() throws {
        let view = UIView()
        #expect(view.layer.delegate === view)
        #expect(view.layer.action(forKey: "position") is NSNull, "a backing layer gets no implicit action")
        let bare = CALayer()
        #expect(bare.action(forKey: "opacity") == nil)
        bare.actions = ["opacity": NSNull()]
        #expect(bare.action(forKey: "opacity") is NSNull)
        let delegate = NoActionsDelegate()
        bare.delegate = delegate
        #expect(bare.action(forKey: "bounds") is NSNull)
        let ring = RingLayer()
        ring.progress = 0.4
        ring.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        let copy = RingLayer(layer: ring)
        #expect(copy.progress == 0.4 && copy.frame == ring.frame && copy.lineWidth == 4 && copy.strokeEnd == 0.5)
        #expect(copy.needsLayout(), "a bounds change asks for layout")
        copy.layoutIfNeeded()
        let box = try #require(copy.path?.boundingBoxOfPath)
        #expect(abs(box.minX - 2) < 1e-9 && abs(box.minY - 2) < 1e-9 && abs(box.width - 26) < 1e-9 && abs(box.height - 36) < 1e-9)
        #expect(!copy.needsLayout())
    }
}
