import TestExpectations
import Testing
@_spi(LayoutStatistics) import TransitionKit
@testable import UIKit

/// Layout passes make Auto Layout state only for the views that take part in Auto Layout, so
/// building a scene without constraints costs no allocation per view (docs/performance.md,
/// "Scene build and layout state"), while `layoutSubviews()` still runs where UIKit runs it.
@Suite("Layout state")
struct LayoutStateTests {
    @Test("passes over a tree without constraints make no layout state; a constraint makes it for the views it names")
    func onlyWhereNeeded() throws {
        final class Panel: UIView {
            var passes = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                passes += 1
            }
        }
        var plain: [UIView] = []
        var panel: Panel!, pinned: UIView!, rootView: UIView!
        _ = try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))) { window in
            let root = UIViewController()
            window.rootViewController = root
            rootView = root.view
            panel = Panel(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
            root.view.addSubview(panel)
            for index in 0..<10 {
                let row = UIView(frame: CGRect(x: 0, y: Double(index) * 20, width: 200, height: 20))
                let label = UILabel(frame: row.bounds)
                row.addSubview(label)
                panel.addSubview(row)
                plain += [row, label]
            }
            root.view.layoutIfNeeded()
            expectEqual(panel.passes, 1, "laid out at its first pass")
            root.view.layoutIfNeeded()
            expectEqual(panel.passes, 1, "and not again until asked")
            panel.frame.size.height = 220
            root.view.layoutIfNeeded()
            expectEqual(panel.passes, 2, "a size change asks")
            #expect(plain.allSatisfy { !$0.hasLayoutState } && !panel.hasLayoutState)
            pinned = UIView()
            pinned.translatesAutoresizingMaskIntoConstraints = false
            panel.addSubview(pinned)
            NSLayoutConstraint.activate([
                pinned.leftAnchor.constraint(equalTo: panel.leftAnchor),
                pinned.topAnchor.constraint(equalTo: panel.topAnchor),
                pinned.widthAnchor.constraint(equalTo: panel.widthAnchor, multiplier: 0.5),
                pinned.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.present(UIViewController(), animated: true)
        }
        #expect(plain.allSatisfy { !$0.hasLayoutState }, "rows and labels no constraint names")
        #expect(panel.hasLayoutState && pinned.hasLayoutState && rootView.hasLayoutState)
        expectEqual(pinned.frame, CGRect(x: 0, y: 0, width: 100, height: 10))
    }
}
