import TestExpectations
import Testing
import TransitionKit
@testable import UIKit

/// The visual format language as apps written before layout anchors use it, against Apple's
/// Auto Layout Guide ("Visual Format Language"): standard spaces (to the superview's margin,
/// 8 points between siblings), explicit and metric spaces, view predicates with relations,
/// equal widths and priorities, alignment options, and a refused string.
@Suite("Visual format language")
struct VisualFormatTests {
    /// A 300 × 200 panel at (0, 100) in a presenting controller's view (default margins, 8 on
    /// every side), with views `a` and `b` inside it; `build` adds the constraints.
    func layOut(_ build: @escaping (UIView, [String: UIView]) -> Void) throws -> (TransitionRun, [String: UIView]) {
        var views: [String: UIView] = [:]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let run = try TransitionRun(window: window) { window in
            let root = UIViewController()
            window.rootViewController = root
            let panel = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
            root.view.addSubview(panel)
            for name in ["a", "b"] {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                panel.addSubview(view)
                views[name] = view
            }
            build(panel, views)
            panel.layoutIfNeeded()
            root.present(UIViewController(), animated: true)
        }
        return (run, views)
    }

    @Test("standard spaces are the superview's margins at the ends and 8 points between; [b(==a)] is equal widths")
    func standardSpaces() throws {
        let (run, views) = try layOut { panel, views in
            panel.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", options: [], metrics: nil, views: views))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[a(50)]", metrics: nil, views: views))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[b(>=40@750,<=40)]", metrics: nil, views: views))
        }
        expectEqual(views["a"]?.frame, CGRect(x: 8, y: 20, width: 138, height: 50))
        expectEqual(views["b"]?.frame, CGRect(x: 154, y: 20, width: 138, height: 40))
        #expect(run.problems.isEmpty)
    }

    @Test("metrics, flush views, spaces with relations, and alignAllCenterY")
    func metricsAndAlignment() throws {
        let (_, views) = try layOut { panel, views in
            let metrics: [String: Any] = ["w": 100, "p": 30.0]
            panel.addConstraints(NSLayoutConstraint.constraints(
                withVisualFormat: "H:|[a(w)][b(w)]-(>=20)-|", options: .alignAllCenterY, metrics: metrics, views: views))
            panel.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-p-[a(40)]", metrics: metrics, views: views))
            panel.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[b(20)]", metrics: metrics, views: views))
        }
        expectEqual(views["a"]?.frame, CGRect(x: 0, y: 30, width: 100, height: 40))
        expectEqual(views["b"]?.frame, CGRect(x: 100, y: 40, width: 100, height: 20), "centred on a")
    }

    @Test("right to left, a space runs from the later view's right edge back")
    func rightToLeft() throws {
        let (_, views) = try layOut { panel, views in
            panel.addConstraints(NSLayoutConstraint.constraints(
                withVisualFormat: "|-10-[a(50)]-5-[b(60)]", options: [.directionRightToLeft, .alignAllTop], metrics: nil, views: views))
            panel.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(10)]", metrics: nil, views: views))
            panel.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[b(10)]", metrics: nil, views: views))
        }
        expectEqual(views["a"]?.frame, CGRect(x: 240, y: 0, width: 50, height: 10))
        expectEqual(views["b"]?.frame, CGRect(x: 175, y: 0, width: 60, height: 10))
    }

    @Test("a string UIKit refuses gives no constraints and a problem naming it", arguments: [
        "H:|-[missing]", "H:|-[a", "H:[a]-(>=x)-[b]", "H:|-", "V:[a]-10-",
    ])
    func refused(format: String) throws {
        var made: [NSLayoutConstraint] = []
        let (run, _) = try layOut { _, views in
            made = NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views)
        }
        #expect(made.isEmpty)
        #expect(run.problems.contains { $0.code == "visual-format" && $0.message.contains(format) })
    }
}
