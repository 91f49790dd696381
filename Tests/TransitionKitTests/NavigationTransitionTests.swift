import TestExpectations
import Testing
@testable import TransitionKit
import UIKit
import _Testing_UIKit
import _Testing_CoreGraphics

/// `pushViewController` / `popViewController` through the navigation controller's delegate
/// (docs/uikit-presentation.md §6, appearance order §5).
@Suite("Push and pop started by app code")
struct NavigationTransitionTests {
    final class Delegate: NSObject, UINavigationControllerDelegate {
        let log: EventLog
        init(log: EventLog) { self.log = log }

        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                  animated: Bool) {
            log.add("willShow \((viewController as? LoggingViewController)?.name ?? "?")")
        }

        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                  animated: Bool) {
            log.add("didShow \((viewController as? LoggingViewController)?.name ?? "?")")
        }

        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)? {
            operation == .push ? ScaleFadePushAnimator() : nil
        }
    }

    @Test("a push runs the delegate's animator; willShow, appearance callbacks, didShow in order")
    func push() throws {
        let log = EventLog()
        let delegate = Delegate(log: log)
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        var navigation: UINavigationController?
        let run = try TransitionRun(window: UIWindow(frame: PresentationTests.screen)) { window in
            let nav = UINavigationController(rootViewController: a)
            nav.delegate = delegate
            navigation = nav
            window.rootViewController = nav
            window.makeKeyAndVisible()
            log.events.removeAll()
            nav.pushViewController(b, animated: true)
            // The stack changes at once, as in UIKit.
            #expect(nav.topViewController === b)
        }
        let nav = try #require(navigation)
        #expect(run.coordinator.animator is ScaleFadePushAnimator)
        #expect(run.coordinator.containerView === nav.contentView)
        #expect(a.transitionCoordinator != nil)
        run.runToCompletion()
        expectEqual(run.completionTime, 0.4)
        #expect(log.events == ["willShow B", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear",
                               "B.viewDidAppear", "didShow B"])
        #expect(a.view.superview == nil && b.view.superview === nav.contentView)
        #expect(a.transitionCoordinator == nil)
    }

    @Test("a pop without a delegate animator plays the standard slide")
    func pop() throws {
        let log = EventLog()
        let delegate = Delegate(log: log)
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        var popped: UIViewController?
        let run = try TransitionRun(window: UIWindow(frame: PresentationTests.screen)) { window in
            let nav = UINavigationController(rootViewController: a)
            nav.delegate = delegate
            window.rootViewController = nav
            nav.pushViewController(b, animated: false)
            window.makeKeyAndVisible()
            log.events.removeAll()
            popped = nav.popViewController(animated: true)
        }
        #expect(popped === b)
        #expect(run.coordinator.animator is NavigationParallaxAnimator)
        run.runToCompletion()
        expectEqual(run.completionTime, 0.35)
        #expect(log.events == ["willShow A", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear",
                               "A.viewDidAppear", "didShow A"])
        #expect(b.view.superview == nil && a.view.superview != nil)
    }
}
