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

    func navigationRun(_ operation: TransitionOperation, delegate: PushOnly) -> TransitionRun {
        TransitionRun {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
            let a = UIViewController(), b = UIViewController()
            let navigation = UINavigationController(rootViewController: a)
            window.rootViewController = navigation
            navigation.contentView.frame = window.bounds
            let (from, to) = operation == .push ? (a, b) : (b, a)
            from.view.frame = window.bounds
            navigation.contentView.addSubview(from.view)
            return .navigation(window: window, navigationController: navigation, from: from, to: to,
                               operation: operation, delegate: delegate, interactive: false)
        }
    }

    @Test("the navigation delegate's animator runs the push; without one, UIKit's standard slide runs the pop")
    func navigation() throws {
        let delegate = PushOnly()
        let push = navigationRun(.push, delegate: delegate)
        push.runToCompletion()
        #expect(push.setup.animator is ScaleFadePushAnimator)
        #expect(push.completionTime == 0.4)
        let pop = navigationRun(.pop, delegate: delegate)
        pop.runToCompletion()
        #expect(delegate.asked == [.push, .pop])
        #expect(pop.setup.animator is NavigationParallaxAnimator)
        #expect(pop.completionTime == 0.35)
        // Halfway, the from-view has slid right by width × easeInOut(0.5) = 187.5.
        let from = try #require(pop.frame(at: 0.175).layer(role: "from"))
        #expect(abs(from.quad.topLeft.x - 187.5) < 1e-6)
        #expect(pop.state == .completed)
    }

    @Test("the transitioning delegate is asked for an interaction controller only for interactive runs")
    func modal() {
        let delegate = Modal()
        func setup(interactive: Bool) -> TransitionSetup {
            let base = makeSetup(operation: .dismiss, animator: ScaleFadePushAnimator())
            return .modal(window: base.window, containerView: base.containerView, from: base.fromViewController,
                          to: base.toViewController, operation: .dismiss, delegate: delegate, interactive: interactive)
        }
        #expect(setup(interactive: false).interactionController == nil)
        #expect(setup(interactive: true).interactionController === delegate.interaction)
        #expect(setup(interactive: true).animator is KeyframeTurnAnimator)
    }

    @Test("a modal presentation without a delegate covers vertically")
    func standardModal() throws {
        let run = TransitionRun {
            let base = makeSetup(operation: .present, animator: ScaleFadePushAnimator())
            return .modal(window: base.window, containerView: base.containerView, from: base.fromViewController,
                          to: base.toViewController, operation: .present, delegate: nil, interactive: false)
        }
        run.runToCompletion()
        #expect(run.completionTime == 0.5)
        let to = try #require(run.frame(at: 0.25).layer(role: "to"))
        #expect(abs(to.quad.topLeft.y - 406) < 1e-6)
    }
}
