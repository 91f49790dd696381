import TestExpectations
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
        expectEqual(run.completionTime, 0.5)
        let bubble = try #require(run.frame(at: 0.25).layer(role: "bubble"))
        #expect(bubble.quad.topLeft == CGPoint(x: 300, y: 720) && bubble.quad.bottomRight == CGPoint(x: 356, y: 776))
        #expect(bubble.cornerRadius == 28 && bubble.backgroundColor == Color.systemBlue)
        #expect(run.frame(at: 0.5).layer(role: "bubble") == nil, "removed in the completion block")
        #expect(transitions.animator.bubble?.superlayer == nil)
        let mask = try #require(transitions.animator.maskLayer)
        expectEqual(mask.path?.contains(CGPoint(x: 0, y: 0)), true, "the end circle covers the screen")
    }

    @Test("a mask set at the start is drawn; taking it off mid-run is a not-modelled finding")
    func bubbleFindings() throws {
        let (run, _) = try Self.bubbleRun()
        let findings = ContractChecker().findings(in: run, entry: "fixture", device: "iphone-x").filter { $0.code == "not-modelled" }
        #expect(!findings.contains { $0.message.contains("not drawn yet") })
        #expect(!findings.contains { $0.message.contains("CAShapeLayer.path") }, "set before the layer is a mask")
        #expect(findings.contains { $0.message.contains("CALayer.mask changed during the run") })
    }

    @Test("corner curves and rasterizing are reported when set, once each; shadows, masked corners and gradients are drawn")
    func cardAndGradientFindings() throws {
        var strokeLine = 0
        let run = try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))) { window in
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let card = ShadowCardCell(frame: CGRect(x: 16, y: 100, width: 343, height: 200))
            root.view.addSubview(card)
            let overlay = GradientOverlayView(frame: card.bounds)
            card.cardContent.addSubview(overlay)
            overlay.layoutSubviews()
            strokeLine = #line; UIBezierPath(rect: overlay.bounds).stroke()
            root.present(UIViewController(), animated: true)
        }
        run.runToCompletion()
        let features = run.timeline.unmodelled.map(\.feature)
        for expected in [
            "CALayer.cornerCurve .continuous (corners are drawn circular)",
            "CALayer.shouldRasterize (drawn unrasterized)",
        ] {
            #expect(features.contains(expected), "\(expected)")
        }
        // Shadows, masked corners and gradients set when the scene is built are drawn.
        #expect(!features.contains { $0.contains("shadow") || $0.contains("maskedCorners") || $0.contains("CAGradientLayer") })
        expectEqual(Set(features).count, features.count)
        let stroke = try #require(run.timeline.unmodelled.first { $0.feature.hasPrefix("UIBezierPath.stroke()") })
        expectEqual(stroke.location, CallSite(file: "Tests/UIKitTests/CoreAnimationFixtureTests.swift", line: strokeLine), "a call names its line")
        let frame = run.frame(at: 0)
        let gradient = try #require(frame.layer(role: "gradientLayer"))
        let label = try #require(frame.layers.firstIndex { $0.role == "label" })
        #expect(frame.layers.firstIndex { $0.id == gradient.id }! < label, "the gradient is inserted below the caption")
        expectEqual(gradient.size, CGSize(width: 343, height: 200))
        #expect(String(decoding: gradient.drawing, as: UTF8.self).contains(#""gradient":{"type":"axial""#))
        #expect(frame.layers.contains { String(decoding: $0.drawing, as: UTF8.self).contains(#""shadow":{"#) })
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
