import CatalogKit
@testable import TransitionKit
import UIKit

/// The shared two-screen scene (CatalogKit's `TwoScreenScene`: a white screen, then a blue
/// one pushed or presented on a 375×812 window as an app does it) with the animator and
/// interaction given; animators written the way UIKit code is, for engine tests.
func startScene(operation: TransitionOperation = .push,
                animator: any ViewControllerAnimatedTransitioning,
                interaction: (any ViewControllerInteractiveTransitioning)? = nil) -> TransitionRun {
    TwoScreenScene.start(operation, animator: animator, interaction: interaction)
}

/// The Flower app's push: the to-view fades in above while the from-view grows to 1.5×.
final class ScaleFadePushAnimator: UIViewControllerAnimatedTransitioning {
    var duration = 0.4
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let fromVC = transitionContext.viewController(forKey: .from)!
        let toVC = transitionContext.viewController(forKey: .to)!
        transitionContext.containerView.insertSubview(toVC.view, aboveSubview: fromVC.view)
        toVC.view.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromVC.view.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            toVC.view.alpha = 1
        }) { _ in
            fromVC.view.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// A spring animator like the Photos zoom-in: the to-view fades in on a 0.5 s ζ 0.8 spring.
final class SpringFadeAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let toVC = transitionContext.viewController(forKey: .to)!
        toVC.view.alpha = 0
        transitionContext.containerView.addSubview(toVC.view)
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                       options: [], animations: { toVC.view.alpha = 1 }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// A keyframe animator: the from-view turns 0 → −90° about y in the first third of 0.6 s.
final class KeyframeTurnAnimator: UIViewControllerAnimatedTransitioning {
    let mode: KeyframeAnimationOptions
    let perspective: Bool
    init(mode: KeyframeAnimationOptions = .calculationModeLinear, perspective: Bool = false) {
        self.mode = mode
        self.perspective = perspective
    }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.6 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let fromVC = transitionContext.viewController(forKey: .from)!
        let toVC = transitionContext.viewController(forKey: .to)!
        let container = transitionContext.containerView
        container.insertSubview(toVC.view, at: 0)
        if perspective {
            var t = CATransform3DIdentity
            t.m34 = -0.002
            container.layer.sublayerTransform = t
        }
        UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: mode, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) {
                fromVC.view.layer.transform = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)
            }
        }) { _ in
            fromVC.view.layer.transform = CATransform3DIdentity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// Drives any animator from a horizontal pan, like Kodeco's SwipeInteractionController.
final class SwipeInteraction: UIPercentDrivenInteractiveTransition {
    /// The scene has no app view with a recognizer: the interaction adds itself as a target of
    /// the run's own pan recognizer, target–action as an app wires its own.
    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        recordingRun(of: transitionContext)?.gesture.addTarget(self, action: Selector.method(Self.handlePan(_:)))
        super.startInteractiveTransition(transitionContext)
    }

    func handlePan(_ gestureRecognizer: UIPanGestureRecognizer) {
        let progress = Swift.min(Swift.max(gestureRecognizer.translation(in: nil).x / 200, 0), 1)
        switch gestureRecognizer.state {
        case .changed: update(progress)
        case .ended: progress > 0.5 ? finish() : cancel()
        case .cancelled: cancel()
        default: break
        }
    }
}

/// The run recording a transition (the engine's context knows it): fixtures wire their
/// interaction to the run's own pan recognizer with it.
func recordingRun(of transitionContext: any UIViewControllerContextTransitioning) -> TransitionRun? {
    (transitionContext as? TransitionContext)?.run
}

func angleAboutY(_ t: Transform3D) -> Double {
    // Rotation about y: m11 = cos θ, m13 = −sin θ.
    Double.atan2Degrees(-t.m13, t.m11)
}

extension Double {
    static func atan2Degrees(_ y: Double, _ x: Double) -> Double { Math.atan2(y, x) * 180 / .pi }
}

func trace(_ points: [(Double, GestureSample.Phase, Double, Double)]) -> [GestureSample] {
    points.map { GestureSample(t: $0.0, phase: $0.1, x: $0.2, y: $0.3) }
}
