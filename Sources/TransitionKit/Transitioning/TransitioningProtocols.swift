import Foundation

/// `UIViewControllerAnimatedTransitioning`: the object that animates one transition.
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
    /// Optional in UIKit: an animator that returns a `UIViewPropertyAnimator` here (the same
    /// one for the whole transition) can be paused, scrubbed and reversed mid-flight.
    func interruptibleAnimator(using transitionContext: any ViewControllerContextTransitioning) -> any ViewImplicitlyAnimating
}

extension ViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {
        OptionalRequirementCall.defaultAnswered()
    }

    /// The stand-in for "not implemented": Swift has no optional requirements, so the default
    /// returns a marker the engine recognises (`interruptibleAnimatorIfImplemented`).
    public func interruptibleAnimator(using transitionContext: any ViewControllerContextTransitioning) -> any ViewImplicitlyAnimating {
        NoInterruptibleAnimator()
    }

    /// The animator's interruptible animator, or nil when it does not implement the method.
    func interruptibleAnimatorIfImplemented(using context: any ViewControllerContextTransitioning) -> (any ViewImplicitlyAnimating)? {
        let animator = interruptibleAnimator(using: context)
        return animator is NoInterruptibleAnimator ? nil : animator
    }
}

/// What the default `interruptibleAnimator(using:)` returns: an animator that does nothing.
public final class NoInterruptibleAnimator: ViewImplicitlyAnimating {
    public init() {}
    public var state: ViewAnimatingState { .inactive }
    public var isRunning: Bool { false }
    public var isReversed = false
    public var fractionComplete = 0.0
    public func startAnimation() {}
    public func startAnimation(afterDelay delay: Double) {}
    public func pauseAnimation() {}
    public func stopAnimation(_ withoutFinishing: Bool) {}
    public func finishAnimation(at finalPosition: ViewAnimatingPosition) {}
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double) {}
    public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {}
    public func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double) {}
}

/// `UIViewControllerInteractiveTransitioning`: drives a transition from user input.
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning)
    var completionSpeed: CGFloat { get }
    var completionCurve: ViewAnimationCurve { get }
    var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: ViewAnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// `UIViewControllerContextTransitioning`: what UIKit hands the animator.
public protocol ViewControllerContextTransitioning: AnyObject {
    var containerView: View { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    func view(forKey key: TransitionContextViewKey) -> View?
    func initialFrame(for viewController: ViewController) -> CGRect
    func finalFrame(for viewController: ViewController) -> CGRect
    /// `completeTransition(_:)` as app code calls it goes through the extension below, which
    /// adds where the call was made.
    func completeTransition(_ didComplete: Bool, at location: CallSite?)
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// The presented view controller's style during a modal transition, `.none` otherwise.
    var presentationStyle: ModalPresentationStyle { get }
}

extension ViewControllerContextTransitioning {
    public var presentationStyle: ModalPresentationStyle { .none }

    /// UIKit's `completeTransition(_:)`; the caller's file and line go with it, for findings.
    public func completeTransition(_ didComplete: Bool, file: String = #filePath, line: Int = #line) {
        completeTransition(didComplete, at: CallSite(filePath: file, line: line))
    }
}

/// `UITransitionContextViewControllerKey`.
public enum TransitionContextViewControllerKey: String, Sendable { case from, to }
/// `UITransitionContextViewKey`.
public enum TransitionContextViewKey: String, Sendable { case from, to }

/// `UIViewControllerTransitioningDelegate`: picks the animator and interaction controller of
/// a modal presentation or dismissal.
public protocol ViewControllerTransitioningDelegate: AnyObject {
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    )
        -> (any ViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    )
        -> (any ViewControllerInteractiveTransitioning)?
    /// Asked only for `.custom` presentations, as UIKit asks.
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        OptionalRequirementCall.defaultAnswered()
        return nil
    }
    public func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        OptionalRequirementCall.defaultAnswered()
        return nil
    }
    public func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    )
        -> (any ViewControllerInteractiveTransitioning)?
    {
        OptionalRequirementCall.defaultAnswered()
        return nil
    }
    public func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    )
        -> (any ViewControllerInteractiveTransitioning)?
    {
        OptionalRequirementCall.defaultAnswered()
        return nil
    }
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        OptionalRequirementCall.defaultAnswered()
        return nil
    }
}

/// `UINavigationControllerDelegate`'s transition half, and `willShow` / `didShow`.
public protocol NavigationControllerDelegate: AnyObject {
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    )
        -> (any ViewControllerAnimatedTransitioning)?
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    )
        -> (any ViewControllerInteractiveTransitioning)?
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController,
        animated: Bool)
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool)
}

extension NavigationControllerDelegate {
    public func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    )
        -> (any ViewControllerAnimatedTransitioning)?
    {
        OptionalRequirementCall.defaultAnswered()
        return nil
    }
    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    )
        -> (any ViewControllerInteractiveTransitioning)?
    {
        OptionalRequirementCall.defaultAnswered()
        return nil
    }
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController,
        animated: Bool
    ) {
        OptionalRequirementCall.defaultAnswered()
    }
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController,
        animated: Bool
    ) {
        OptionalRequirementCall.defaultAnswered()
    }
}

/// `UINavigationController.Operation`.
public enum NavigationOperation: String, Sendable { case none, push, pop }

/// `UITabBarControllerDelegate`'s selection and transition halves. Every method is optional,
/// as in UIKit.
public protocol TabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    func tabBarController(
        _ tabBarController: TabBarController,
        animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
    )
        -> (any ViewControllerAnimatedTransitioning)?
    func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    )
        -> (any ViewControllerInteractiveTransitioning)?
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        OptionalRequirementCall.defaultAnswered()
        return true
    }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        OptionalRequirementCall.defaultAnswered()
    }
    public func tabBarController(
        _ tabBarController: TabBarController,
        animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
    )
        -> (any ViewControllerAnimatedTransitioning)?
    {
        OptionalRequirementCall.defaultAnswered()
        return nil
    }
    public func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    )
        -> (any ViewControllerInteractiveTransitioning)?
    {
        OptionalRequirementCall.defaultAnswered()
        return nil
    }
}
