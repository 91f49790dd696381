import TestExpectations
import Testing
@testable import TransitionKit
import UIKit
import _Testing_UIKit
import _Testing_CoreGraphics

/// UIKit's own transitions, played when no delegate supplies an animator
/// (docs/uikit-defaults.md): the geometry at chosen progress points, through real runs started
/// by app code, and the interactive edge swipe's rules.
@Suite("UIKit's default transitions")
struct DefaultTransitionTests {
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
    static let width = 375.0

    static func colored(_ role: String) -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        controller.view.accessibilityIdentifier = role
        return controller
    }

    /// A navigation controller with `a` (and `b` pushed) and no delegate; `pop` pops, else pushes.
    static func navigationRun(pop: Bool, settings: ((inout DefaultTransitionSettings) -> Void)? = nil) throws -> TransitionRun {
        try TransitionRun(window: UIWindow(frame: screen)) { window in
            settings?(&window.defaultTransitionSettings)
            let navigation = UINavigationController(rootViewController: colored("a"))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            if pop {
                navigation.pushViewController(colored("b"), animated: false)
                navigation.popViewController(animated: true)
            } else {
                navigation.pushViewController(colored("b"), animated: true)
            }
        }
    }

    // MARK: Geometry

    @Test("push geometry: the new screen from the right edge, the old one 30 % left and darkening",
          arguments: [0.0, 0.25, 0.5, 0.75, 1.0])
    func pushGeometry(_ p: Double) {
        let bounds = CGRect(x: 0, y: 0, width: 375, height: 812)
        let g = NavigationParallaxAnimator.geometry(.push, bounds: bounds, final: bounds, progress: p,
                                                    settings: DefaultTransitionSettings())
        #expect(abs(g.incoming.minX - 375 * (1 - p)) < 1e-9)
        #expect(abs(g.outgoing.minX - (-112.5 * p)) < 1e-9)
        #expect(g.incoming.size == bounds.size && g.outgoing.size == bounds.size)
        #expect(abs(g.dimmingAlpha - 0.1 * p) < 1e-12)
        #expect(abs(g.shadow.maxX - g.incoming.minX) < 1e-9 && g.shadow.width == 9)
    }

    @Test("pop geometry is the push's picture played backwards", arguments: [0.0, 0.3, 0.5, 1.0])
    func popGeometry(_ p: Double) {
        let bounds = CGRect(x: 0, y: 0, width: 375, height: 812)
        let settings = DefaultTransitionSettings()
        let pop = NavigationParallaxAnimator.geometry(.pop, bounds: bounds, final: bounds, progress: p, settings: settings)
        let push = NavigationParallaxAnimator.geometry(.push, bounds: bounds, final: bounds, progress: 1 - p, settings: settings)
        #expect(pop.incoming == push.outgoing && pop.outgoing == push.incoming)
        #expect(pop.dimmingAlpha == push.dimmingAlpha && pop.shadow == push.shadow)
    }

    @Test("a default push in a run: 0.35 s, halfway at half time (easeInOut), dimming and shadow gone at the end")
    func pushRun() throws {
        let run = try Self.navigationRun(pop: false)
        #expect(run.coordinator.animator is NavigationParallaxAnimator)
        run.runToCompletion()
        expectEqual(run.completionTime, 0.35)
        let middle = run.frame(at: 0.175)
        let b = try #require(middle.layer(role: "b")), a = try #require(middle.layer(role: "a"))
        #expect(abs(b.quad.boundingBox.minX - 187.5) < 1e-6)
        #expect(abs(a.quad.boundingBox.minX + 56.25) < 1e-6)
        let dimming = try #require(middle.layer(role: "parallaxDimming"))
        #expect(abs(dimming.opacity - 0.05) < 1e-9)
        #expect(abs(dimming.quad.boundingBox.minX - a.quad.boundingBox.minX) < 1e-9)
        let shadow = try #require(middle.layer(role: "parallaxEdgeShadow"))
        #expect(abs(shadow.quad.boundingBox.maxX - 187.5) < 1e-6)
        let end = run.frame(at: run.endTime)
        #expect(end.layer(role: "parallaxDimming") == nil && end.layer(role: "parallaxEdgeShadow") == nil)
        #expect(end.layer(role: "a") == nil)
        #expect(try #require(end.layer(role: "b")).quad.boundingBox.minX == 0)
    }

    @Test("a default pop in a run, on a linear curve set by the window's knob: exact at a quarter")
    func popRunWithKnobs() throws {
        let run = try Self.navigationRun(pop: true) { settings in
            settings.pushCurve = .linear
            settings.pushDuration = 0.4
            settings.parallaxFraction = 0.5
        }
        run.runToCompletion()
        expectEqual(run.completionTime, 0.4)
        let quarter = run.frame(at: 0.1)
        let a = try #require(quarter.layer(role: "a")), b = try #require(quarter.layer(role: "b"))
        #expect(abs(b.quad.boundingBox.minX - 375 * 0.25) < 1e-6)
        #expect(abs(a.quad.boundingBox.minX - (-187.5 * 0.75)) < 1e-6)
        // The screen coming back is below the popped one.
        let order = quarter.layers.map(\.role)
        #expect(try #require(order.firstIndex(of: "a")) < (try #require(order.firstIndex(of: "b"))))
        #expect(run.frame(at: run.endTime).layer(role: "b") == nil)
    }

    static func modalRun(_ style: UIModalTransitionStyle, dismiss: Bool) throws -> TransitionRun {
        try TransitionRun(window: UIWindow(frame: screen)) { window in
            let home = colored("home")
            window.rootViewController = home
            window.makeKeyAndVisible()
            let sheet = colored("sheet")
            sheet.modalPresentationStyle = .fullScreen
            sheet.modalTransitionStyle = style
            if dismiss {
                home.present(sheet, animated: false)
                sheet.dismiss(animated: true)
            } else {
                home.present(sheet, animated: true)
            }
        }
    }

    @Test("cover vertical: up from the bottom edge in 0.5 s, and back down")
    func coverVertical() throws {
        let present = try Self.modalRun(.coverVertical, dismiss: false)
        expectEqual((present.coordinator.animator as? ModalTransitionAnimator)?.style, .coverVertical)
        present.runToCompletion()
        expectEqual(present.completionTime, 0.5)
        #expect(abs(try #require(present.frame(at: 0.25).layer(role: "sheet")).quad.boundingBox.minY - 406) < 1e-6)
        #expect(try #require(present.frame(at: 0).layer(role: "sheet")).quad.boundingBox.minY == 812)
        let dismiss = try Self.modalRun(.coverVertical, dismiss: true)
        dismiss.runToCompletion()
        #expect(abs(try #require(dismiss.frame(at: 0.25).layer(role: "sheet")).quad.boundingBox.minY - 406) < 1e-6)
        #expect(dismiss.frame(at: dismiss.endTime).layer(role: "sheet") == nil)
        #expect(dismiss.frame(at: dismiss.endTime).layer(role: "home") != nil)
    }

    @Test("cross dissolve: the new screen fades in over the old one in place, and out again")
    func crossDissolve() throws {
        let present = try Self.modalRun(.crossDissolve, dismiss: false)
        present.runToCompletion()
        let middle = present.frame(at: 0.25)
        let sheet = try #require(middle.layer(role: "sheet"))
        #expect(abs(sheet.opacity - 0.5) < 1e-9 && sheet.quad.boundingBox.minY == 0)
        #expect(try #require(middle.layer(role: "home")).opacity == 1)
        #expect(try #require(present.frame(at: present.endTime).layer(role: "sheet")).opacity == 1)
        let dismiss = try Self.modalRun(.crossDissolve, dismiss: true)
        dismiss.runToCompletion()
        #expect(abs(try #require(dismiss.frame(at: 0.125).layer(role: "sheet")).opacity - 0.75) > 0.01)  // eased, not linear
        #expect(abs(try #require(dismiss.frame(at: 0.25).layer(role: "sheet")).opacity - 0.5) < 1e-9)
    }

    @Test("flip horizontal: the old screen turns edge-on in the first half, the new one comes round in the second")
    func flipHorizontal() throws {
        let run = try Self.modalRun(.flipHorizontal, dismiss: false)
        run.runToCompletion()
        expectEqual(run.completionTime, 0.75)
        // A quarter of the way: the old screen is turned (narrower than the screen, not flat),
        // the new one is edge-on.
        let quarter = run.frame(at: 0.75 / 4)
        let home = try #require(quarter.layer(role: "home")).quad.boundingBox
        #expect(home.width < 375 - 1 && home.width > 1)
        let sheetEarly = try #require(quarter.layer(role: "sheet")).quad.boundingBox
        #expect(sheetEarly.width < 1e-6)
        // Three quarters: the new screen is coming round, the old one edge-on.
        let late = run.frame(at: 0.75 * 3 / 4)
        #expect(try #require(late.layer(role: "home")).quad.boundingBox.width < 1e-6)
        let sheetLate = try #require(late.layer(role: "sheet")).quad.boundingBox
        #expect(sheetLate.width < 375 - 1 && sheetLate.width > 1)
        let end = try #require(run.frame(at: run.endTime).layer(role: "sheet")).quad.boundingBox
        #expect(abs(end.width - 375) < 1e-6 && abs(end.minX) < 1e-6)
        expectEqual(ModalTransitionAnimator.flipAngle(.present, leaving: true), -ModalTransitionAnimator.flipAngle(.dismiss, leaving: true))
    }

    @Test("partial curl is not modelled: it plays the cover and says so")
    func partialCurl() throws {
        let run = try Self.modalRun(.partialCurl, dismiss: false)
        run.runToCompletion()
        #expect(run.timeline.unmodelled.contains { $0.feature.contains("partialCurl") })
        #expect(abs(try #require(run.frame(at: 0.25).layer(role: "sheet")).quad.boundingBox.minY - 406) < 1e-6)
    }

    // MARK: The edge swipe

    @Test("the release rule: a throw decides by direction, a slow release by position")
    func releaseRule() {
        let s = DefaultTransitionSettings()
        #expect(InteractivePopDriver.finishes(progress: 0.1, velocity: 800, settings: s))
        #expect(!InteractivePopDriver.finishes(progress: 0.9, velocity: -800, settings: s))
        #expect(InteractivePopDriver.finishes(progress: 0.6, velocity: 0, settings: s))
        #expect(!InteractivePopDriver.finishes(progress: 0.4, velocity: 100, settings: s))
    }

    @Test("interactivePopGestureRecognizer is a left-edge pan on the navigation controller's view")
    func recognizer() throws {
        let navigation = UINavigationController(rootViewController: Self.colored("a"))
        let view = navigation.view  // installed on the view when it loads
        let recognizer = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        expectEqual(recognizer.edges, .left)
        #expect(recognizer.view === view)
        #expect(recognizer.delegate != nil)
    }
}
