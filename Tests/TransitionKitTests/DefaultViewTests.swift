import TestExpectations
import Testing
@testable import TransitionKit
import UIKit
import _Testing_UIKit
import _Testing_CoreGraphics

/// UIKit's default `loadView` makes a view as big as the screen; animators rely on it.
@Suite("A view controller's default view")
struct DefaultViewTests {
    /// Adds the presented view as it comes, as Kodeco's flip does, without setting its frame.
    final class FrameTrustingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let toView = transitionContext.viewController(forKey: .to)!.view!
            transitionContext.containerView.addSubview(toView)
            toView.alpha = 0
            UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    final class Transitions: NSObject, UIViewControllerTransitioningDelegate {
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            FrameTrustingAnimator()
        }
    }

    @Test("inside a run the default view fills the screen (the run's window); outside one it is empty")
    func screenSized() throws {
        expectEqual(UIViewController().view.frame, .zero)
        let transitions = Transitions()
        var presented: UIViewController?
        let run = try TransitionRun(window: UIWindow(frame: PresentationTests.screen)) { window in
            expectEqual(UIViewController().view.frame, window.bounds)
            let root = UIViewController()
            window.rootViewController = root
            let next = UIViewController()
            next.transitioningDelegate = transitions
            next.modalPresentationStyle = .fullScreen
            presented = next
            root.present(next, animated: true)
        }
        run.runToCompletion()
        expectEqual(presented?.view.frame, PresentationTests.screen)
        #expect(ContractChecker().findings(in: run, entry: "app", device: "test").isEmpty)
    }
}
