import Testing
import TransitionKit
import UIKit
@testable import UIKitFixturesSwift5
import _Testing_UIKit
import _Testing_CoreGraphics

/// Tests/UIKitFixturesSwift5/CoreAnimation: Core Animation code as apps write it compiles
/// unchanged and runs; what frames do not draw yet is reported `not-modelled`, never silent.
@Suite("Core Animation fixtures")
struct CoreAnimationFixtureTests {
    static func bubbleRun() throws -> (TransitionRun, BubbleTransitions) {
        let transitions = BubbleTransitions()
        let run = try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))) { window in
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let detail = UIViewController()
            detail.view.backgroundColor = .systemBlue
            detail.modalPresentationStyle = .fullScreen
            detail.transitioningDelegate = transitions
            root.present(detail, animated: true)
        }
        run.scenario = transitions
        run.runToCompletion()
        return (run, transitions)
    }

    @Test("the bubble reveal runs: its bare circle is drawn in the container until it is removed")
    func bubbleReveal() throws {
        let (run, transitions) = try Self.bubbleRun()
        #expect(run.completionTime == 0.5)
        let bubble = try #require(run.frame(at: 0.25).layer(role: "bubble"))
        #expect(bubble.quad.topLeft == CGPoint(x: 300, y: 720) && bubble.quad.bottomRight == CGPoint(x: 356, y: 776))
        #expect(bubble.cornerRadius == 28 && bubble.backgroundColor == Color.systemBlue)
        #expect(run.frame(at: 0.5).layer(role: "bubble") == nil, "removed in the completion block")
        #expect(transitions.animator.bubble?.superlayer == nil)
        let mask = try #require(transitions.animator.maskLayer)
        #expect(mask.path?.contains(CGPoint(x: 0, y: 0)) == true, "the end circle covers the screen")
    }

    @Test("a mask and a shape layer's path are not-modelled findings")
    func bubbleFindings() throws {
        let (run, _) = try Self.bubbleRun()
        let findings = ContractChecker().findings(in: run, entry: "fixture", device: "iphone-x").filter { $0.code == "not-modelled" }
        #expect(findings.contains { $0.message.contains("CALayer.mask (masks are not drawn yet)") })
        #expect(findings.contains { $0.message.contains("CAShapeLayer.path (shape layers' paths are not drawn yet)") })
    }

    @Test("shadows, masked corners, corner curves, rasterizing and gradients are reported when set, once each")
    func cardAndGradientFindings() throws {
        let run = try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))) { window in
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let card = ShadowCardCell(frame: CGRect(x: 16, y: 100, width: 343, height: 200))
            root.view.addSubview(card)
            let overlay = GradientOverlayView(frame: card.bounds)
            card.cardContent.addSubview(overlay)
            overlay.layoutSubviews()
            UIBezierPath(rect: overlay.bounds).stroke()
            root.present(UIViewController(), animated: true)
        }
        run.runToCompletion()
        let features = run.timeline.unmodelled.map(\.feature)
        for expected in [
            "CALayer.shadowOpacity (shadows are not drawn yet)",
            "CALayer.maskedCorners (every corner is drawn rounded)",
            "CALayer.cornerCurve .continuous (corners are drawn circular)",
            "CALayer.shouldRasterize (drawn unrasterized)",
            "CAGradientLayer.colors (gradients are not drawn yet)",
        ] {
            #expect(features.contains(expected), "\(expected)")
        }
        #expect(Set(features).count == features.count)
        let stroke = try #require(run.timeline.unmodelled.first { $0.feature.hasPrefix("UIBezierPath.stroke()") })
        #expect(stroke.location == CallSite(file: "Tests/UIKitTests/CoreAnimationFixtureTests.swift", line: 61), "a call names its line")
        let frame = run.frame(at: 0)
        let gradient = try #require(frame.layer(role: "gradientLayer"))
        let label = try #require(frame.layers.firstIndex { $0.role == "label" })
        #expect(frame.layers.firstIndex { $0.id == gradient.id }! < label, "the gradient is inserted below the caption")
        #expect(gradient.size == CGSize(width: 343, height: 200))
    }

    @Test("default values change nothing and report nothing")
    func quietDefaults() throws {
        let run = try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))) { window in
            let root = UIViewController()
            window.rootViewController = root
            let layer = CALayer()
            layer.shadowOpacity = 0
            layer.shadowRadius = 8
            layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            layer.isDoubleSided = true
            layer.contents = nil
            root.view.layer.addSublayer(layer)
            root.present(UIViewController(), animated: true)
        }
        run.runToCompletion()
        #expect(run.timeline.unmodelled.isEmpty)
    }
}
