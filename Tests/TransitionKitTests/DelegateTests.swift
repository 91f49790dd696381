import TestExpectations
import Testing
@testable import TransitionKit
import UIKit

@Suite("Delegates pick the animator")
struct DelegateTests {
    final class PushOnly: UINavigationControllerDelegate {
        var asked: [NavigationOperation] = []
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: NavigationOperation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            asked.append(operation)
            return operation == .push ? ScaleFadePushAnimator() : nil
        }
    }

    final class Modal: UIViewControllerTransitioningDelegate {
        let interaction = SwipeInteraction()
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            KeyframeTurnAnimator()
        }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    }

    /// A navigation controller with the delegate; `.push` pushes a second screen, `.pop` pops it.
    func navigationRun(_ operation: TransitionOperation, delegate: PushOnly) throws -> TransitionRun {
        try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))) { window in
            let a = UIViewController(), b = UIViewController()
            let navigation = UINavigationController(rootViewController: a)
            navigation.delegate = delegate
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            navigation.pushViewController(b, animated: operation == .push)
            if operation == .pop { navigation.popViewController(animated: true) }
        }
    }

    @Test("the navigation delegate's animator runs the push; without one, UIKit's standard slide runs the pop")
    func navigation() throws {
        let delegate = PushOnly()
        let push = try navigationRun(.push, delegate: delegate)
        push.runToCompletion()
        #expect(push.coordinator.animator is ScaleFadePushAnimator)
        expectEqual(push.completionTime, 0.4)
        let pop = try navigationRun(.pop, delegate: delegate)
        pop.runToCompletion()
        expectEqual(delegate.asked, [.push, .pop])
        #expect(pop.coordinator.animator is NavigationParallaxAnimator)
        expectEqual(pop.completionTime, 0.35)
        // Halfway, the from-view has slid right by width × easeInOut(0.5) = 187.5.
        let from = try #require(pop.frame(at: 0.175).layer(role: "from"))
        #expect(abs(from.quad.topLeft.x - 187.5) < 1e-6)
        expectEqual(pop.state, .completed)
    }

    @Test("the transitioning delegate gives the dismissal's animator and interaction controller")
    func modal() throws {
        let delegate = Modal()
        let run = try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))) { window in
            let home = UIViewController(), sheet = UIViewController()
            window.rootViewController = home
            window.makeKeyAndVisible()
            sheet.modalPresentationStyle = .fullScreen
            sheet.transitioningDelegate = delegate
            home.present(sheet, animated: false)
            sheet.dismiss(animated: true)
        }
        expectEqual(run.coordinator.operation, .dismiss)
        #expect(run.coordinator.animator is KeyframeTurnAnimator)
        #expect(run.coordinator.interactionController === delegate.interaction)
        #expect(run.isInteractiveCapable)
    }
}
