import CatalogKit
@testable import TransitionKit
import UIKit

// An iOS 10-style push animator and interaction for golden frames of the interruptible paths:
// the to-view slides in from the right and fades in on one property animator; the
// interaction grabs it (`pause()`), scrubs it by the drag, and finishes or cancels by the
// release direction, throwing the release velocity into a spring. Kept out of Catalog/.

final class InterruptibleSlideAnimator: UIViewControllerAnimatedTransitioning {
    private var animator: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

    func interruptibleAnimator(using ctx: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let from = ctx.viewController(forKey: .from)!.view!
        let to = ctx.viewController(forKey: .to)!.view!
        ctx.containerView.addSubview(to)
        to.transform = CGAffineTransform(translationX: ctx.containerView.bounds.width, y: 0)
        to.alpha = 0
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) {
            to.transform = .identity
            to.alpha = 1
            from.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }
        animator.addCompletion { _ in
            from.transform = .identity
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: ctx).startAnimation()
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

final class GrabSlideInteraction: UIPercentDrivenInteractiveTransition {
    private var grabbedAt = 0.0

    /// The scene has no app view with a recognizer: the interaction listens to the run's own
    /// pan recognizer, target–action.
    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        (transitionContext as? TransitionContext)?.run?.gesture.addTarget(self, action: Selector.method(Self.handlePan(_:)))
        super.startInteractiveTransition(transitionContext)
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began:
            pause()
            grabbedAt = percentComplete
        case .changed:
            update(grabbedAt - gesture.translation(in: nil).x / 300)
        case .ended, .cancelled:
            let v = -gesture.velocity(in: nil).x
            let finishing = gesture.state == .ended && v >= 0
            let left = (finishing ? 1 - percentComplete : percentComplete) * 300
            timingCurve = UISpringTimingParameters(dampingRatio: 0.85,
                                                   initialVelocity: CGVector(dx: left > 0 ? abs(v) / left : 0, dy: 0))
            finishing ? finish() : cancel()
        default:
            break
        }
    }
}

enum InterruptibleScenario {
    /// The shared two-screen scene, pushed with the slide animator.
    static func start(interaction: GrabSlideInteraction?) -> TransitionRun {
        TwoScreenScene.start(.push, animator: InterruptibleSlideAnimator(), interaction: interaction)
    }
}
