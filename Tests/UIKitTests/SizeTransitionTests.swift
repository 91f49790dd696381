import TestExpectations
import Testing
import TransitionKit
@testable import UIKit

/// A window changing size as UIKit runs it: a scenario rotates the run's device with
/// `requestGeometryUpdate`, `viewWillTransition(to:with:)` reaches the root, its children and
/// presented controllers, and the coordinator's alongside animations run in the rotation's
/// own animation block (docs/engine.md, "Size changes").
@Suite("Size transitions")
struct SizeTransitionTests {
    final class Recorder: UIViewController {
        var sizes: [CGSize] = []
        var coordinators: [any UIViewControllerTransitionCoordinator] = []
        var alongside: (() -> Void)?
        var completed = false
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            sizes.append(size)
            coordinators.append(coordinator)
            coordinator.animate(alongsideTransition: { _ in self.alongside?() }, completion: { _ in self.completed = true })
        }
    }

    func window() -> UIWindow {
        let window = UIWindow(frame: Device.iPhoneX.bounds)
        window.safeAreaInsets = Device.iPhoneX.safeAreaInsets
        return window
    }

    func overlay() -> UIViewController {
        let overlay = UIViewController()
        overlay.modalPresentationStyle = .overFullScreen
        return overlay
    }

    /// ease-in-ease-out (0.42, 0, 0.58, 1) is symmetric: halfway in time is halfway in value.
    @Test("rotating to landscape: sizes down the tree, safe area, screen bounds, alongside and constraint frames animate")
    func rotation() throws {
        let root = Recorder(), child = Recorder()
        var badge: UIView!, bar: UIView!, inScreen = CGRect.zero, orientation = UIInterfaceOrientation.unknown
        let run = try TransitionRun(window: window()) { window in
            window.rootViewController = root
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            badge = UIView(frame: CGRect(x: 10, y: 100, width: 40, height: 40))
            badge.accessibilityIdentifier = "badge"
            root.view.addSubview(badge)
            bar = UIView()
            bar.accessibilityIdentifier = "bar"
            bar.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
                bar.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -20),
                bar.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 200),
                bar.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.view.layoutIfNeeded()
            root.alongside = { badge.alpha = 0 }
            window.windowScene!.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .landscape))
            inScreen = UIScreen.main.bounds
            orientation = window.windowScene!.interfaceOrientation
            root.present(self.overlay(), animated: true)
        }
        let landscape = CGSize(width: 812, height: 375)
        expectEqual(root.sizes, [landscape])
        expectEqual(child.sizes, [landscape], "forwarded by the root's default")
        expectEqual(inScreen, CGRect(origin: .zero, size: landscape))
        expectEqual(orientation, .landscapeRight)
        expectEqual(run.window.bounds.size, landscape)
        expectEqual(root.view.frame.size, landscape)
        expectEqual(root.view.safeAreaInsets, UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        let coordinator = try #require(root.coordinators.first)
        expectEqual(coordinator.transitionDuration, 0.4)
        #expect(abs(coordinator.targetTransform.b - 1) < 1e-12 || abs(coordinator.targetTransform.b + 1) < 1e-12)
        #expect(!root.completed, "completions wait for the animation's end")
        run.runToCompletion()
        #expect(root.completed && child.completed)
        expectEqual(bar.frame, CGRect(x: 20, y: 200, width: 772, height: 10))
        let start = try #require(run.frame(at: 0).layer(role: "bar"))
        let middle = try #require(run.frame(at: 0.2).layer(role: "bar"))
        let end = try #require(run.frame(at: 0.4).layer(role: "bar"))
        expectEqual(start.size.width, 335)
        #expect(abs(middle.size.width - (335 + 772) / 2) < 1e-9, "the constraint-driven width is halfway")
        expectEqual(end.size.width, 772)
        #expect(abs(try #require(run.frame(at: 0.2).layer(role: "badge")).opacity - 0.5) < 1e-9, "alongside: halfway")
        #expect(try #require(run.frame(at: 0.1).layer(role: "badge")).opacity > 0.5)
    }

    @Test("a presented controller hears it through its presentation controller and is resized with its container")
    func presented() throws {
        let root = Recorder(), shown = Recorder()
        shown.modalPresentationStyle = .fullScreen
        _ = try TransitionRun(window: window()) { window in
            window.rootViewController = root
            root.present(shown, animated: false)
            window.windowScene!.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .landscapeLeft))
            shown.present(self.overlay(), animated: true)
        }
        expectEqual(root.sizes, [CGSize(width: 812, height: 375)])
        expectEqual(shown.sizes, [CGSize(width: 812, height: 375)])
        expectEqual(shown.view.frame, CGRect(x: 0, y: 0, width: 812, height: 375))
        expectEqual(shown.presentationController?.containerView?.frame, CGRect(x: 0, y: 0, width: 812, height: 375))
    }

    @Test("an allowed orientation changes nothing; preferences naming none call the error handler; back to portrait")
    func requests() throws {
        let root = Recorder()
        var errors = 0
        var sizesAfterPortrait: [CGSize] = []
        _ = try TransitionRun(window: window()) { window in
            window.rootViewController = root
            let scene = window.windowScene!
            scene.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .allButUpsideDown))
            sizesAfterPortrait = root.sizes
            scene.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .portraitUpsideDown)) { _ in errors += 1 }
            scene.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS()) { _ in errors += 1 }
            scene.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .landscapeLeft))
            scene.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .portrait))
            root.present(self.overlay(), animated: true)
        }
        #expect(sizesAfterPortrait.isEmpty)
        expectEqual(errors, 2, "upside down is refused on a notched phone; no orientation is an error")
        expectEqual(root.sizes, [CGSize(width: 812, height: 375), CGSize(width: 375, height: 812)])
        expectEqual(root.view.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }

    @Test("landscape safe areas per device")
    func landscapeInsets() {
        expectEqual(Device.iPhoneX.safeAreaInsets(for: .landscapeLeft), EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        expectEqual(Device.iPhone15.safeAreaInsets(for: .landscapeRight), EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        expectEqual(Device.iPhoneSE.safeAreaInsets(for: .landscapeRight), EdgeInsets())
        expectEqual(Device.iPad.safeAreaInsets(for: .landscapeRight), Device.iPad.safeAreaInsets)
        expectEqual(Device.iPhoneX.safeAreaInsets(for: .portrait), Device.iPhoneX.safeAreaInsets)
    }

    @Test("the engine's knob: a resize without rotation, not animated, completes at once")
    func knob() throws {
        let root = Recorder()
        _ = try TransitionRun(window: window()) { window in
            window.rootViewController = root
            window.transition(to: CGSize(width: 500, height: 812), duration: 0)
            #expect(root.completed)
            expectEqual(root.coordinators.first?.targetTransform, .identity)
            root.present(self.overlay(), animated: true)
        }
        expectEqual(root.sizes, [CGSize(width: 500, height: 812)])
        expectEqual(root.view.frame.width, 500)
    }
}
