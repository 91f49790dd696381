import TestExpectations
import Testing
import TransitionKit
@testable import UIKit

/// `autoresizingMask`: each flag resizing a subview when its superview's size changes inside a
/// linear animation block (the subview's frames animate on the block's curve), and the same
/// rule translated into constraints for a view that keeps its frame (docs/engine.md, "Safe
/// area, margins and autoresizing").
@Suite("Autoresizing")
struct AutoresizingTests {
    typealias Mask = UIView.AutoresizingMask

    /// A 200 × 200 panel at (0, 100) holding a 100 × 50 child at (20, 30), the panel animated
    /// to 300 × 400 over one second on a linear curve.
    static let cases: [(String, Mask, CGRect)] = [
        ("none", [], CGRect(x: 20, y: 30, width: 100, height: 50)),
        ("flexibleLeftMargin", .flexibleLeftMargin, CGRect(x: 120, y: 30, width: 100, height: 50)),
        ("flexibleWidth", .flexibleWidth, CGRect(x: 20, y: 30, width: 200, height: 50)),
        ("flexibleRightMargin", .flexibleRightMargin, CGRect(x: 20, y: 30, width: 100, height: 50)),
        ("flexibleTopMargin", .flexibleTopMargin, CGRect(x: 20, y: 230, width: 100, height: 50)),
        ("flexibleHeight", .flexibleHeight, CGRect(x: 20, y: 30, width: 100, height: 250)),
        ("flexibleBottomMargin", .flexibleBottomMargin, CGRect(x: 20, y: 30, width: 100, height: 50)),
        // 20 : 100 : 80 of the 100 more points across; 30 : 50 : 120 of the 200 more down.
        (
            "all", [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin],
            CGRect(x: 30, y: 60, width: 150, height: 100)
        ),
        ("both margins", [.flexibleLeftMargin, .flexibleRightMargin], CGRect(x: 40, y: 30, width: 100, height: 50)),
        ("size", [.flexibleWidth, .flexibleHeight], CGRect(x: 20, y: 30, width: 200, height: 250)),
    ]

    @Test("each flag, inside a linear animation block: the child's frame moves linearly to the rule's", arguments: cases.indices)
    func flagInAnimation(_ index: Int) throws {
        let (name, mask, end) = Self.cases[index]
        var child: UIView!
        let run = try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))) { window in
            let root = UIViewController()
            window.rootViewController = root
            let panel = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
            child = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
            child.accessibilityIdentifier = "child"
            child.autoresizingMask = mask
            panel.addSubview(child)
            root.view.addSubview(panel)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                panel.frame = CGRect(x: 0, y: 100, width: 300, height: 400)
            })
            root.present(UIViewController(), animated: true)
        }
        expectEqual(child.frame, end, "\(name)")
        let start = CGRect(x: 20, y: 30, width: 100, height: 50)
        for t in [0.0, 0.25, 0.5, 1.0] {
            let layer = try #require(run.frame(at: t).layer(role: "child"))
            let expected = CGRect(
                x: start.minX + (end.minX - start.minX) * t, y: 100 + start.minY + (end.minY - start.minY) * t,
                width: start.width + (end.width - start.width) * t, height: start.height + (end.height - start.height) * t)
            let seen = CGRect(origin: layer.quad.topLeft, size: layer.size)
            #expect(abs(seen.minX - expected.minX) < 1e-9 && abs(seen.minY - expected.minY) < 1e-9, "\(name) at \(t)")
            #expect(abs(seen.width - expected.width) < 1e-9 && abs(seen.height - expected.height) < 1e-9, "\(name) at \(t)")
        }
    }

    @Test("autoresizesSubviews = false leaves the subviews alone; a view placed by constraints ignores its mask")
    func optOuts() throws {
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.addSubview(child)
        panel.autoresizesSubviews = false
        panel.frame.size = CGSize(width: 200, height: 200)
        expectEqual(child.frame, CGRect(x: 10, y: 10, width: 80, height: 80))
        panel.autoresizesSubviews = true
        child.translatesAutoresizingMaskIntoConstraints = false
        panel.bounds.size = CGSize(width: 300, height: 300)
        expectEqual(child.frame, CGRect(x: 10, y: 10, width: 80, height: 80))
        child.translatesAutoresizingMaskIntoConstraints = true
        panel.bounds.size = CGSize(width: 400, height: 300)
        expectEqual(child.frame, CGRect(x: 10, y: 10, width: 180, height: 80))
    }

    @Test("translated into constraints: a frame-keeping child follows its panel resized by constraints, in the same solve")
    func translated() throws {
        var child: UIView!, label: UIView!
        _ = try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))) { window in
            let root = UIViewController()
            window.rootViewController = root
            let panel = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
            child.autoresizingMask = .flexibleWidth
            label = UIView()
            label.translatesAutoresizingMaskIntoConstraints = false
            panel.addSubview(child)
            panel.addSubview(label)
            root.view.addSubview(panel)
            panel.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                panel.leftAnchor.constraint(equalTo: root.view.leftAnchor),
                panel.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
                panel.widthAnchor.constraint(equalToConstant: 200),
                panel.heightAnchor.constraint(equalToConstant: 100),
                label.leftAnchor.constraint(equalTo: child.rightAnchor, constant: 5),
                label.topAnchor.constraint(equalTo: child.bottomAnchor),
                label.widthAnchor.constraint(equalToConstant: 10),
                label.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.view.layoutIfNeeded()
            root.present(UIViewController(), animated: true)
        }
        expectEqual(child.frame, CGRect(x: 10, y: 10, width: 180, height: 20))
        expectEqual(label.frame, CGRect(x: 195, y: 30, width: 10, height: 10))
    }
}
