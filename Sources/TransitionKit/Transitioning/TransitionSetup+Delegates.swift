/// Setups that ask the app's delegates for the animator and the interaction controller, the
/// way UIKit asks them: the transitioning delegate of a modal presentation or dismissal, the
/// navigation controller's delegate for a push or pop. When a delegate returns no animator,
/// UIKit plays its standard transition; so does the engine (`StandardAnimator`).
extension TransitionSetup {
    /// A modal `present` or `dismiss`. `interactive` says a gesture will drive the run: only
    /// then is the delegate asked for an interaction controller, as UIKit asks only when the
    /// app starts the transition from a gesture.
    public static func modal(window: View, containerView: View, from: ViewController, to: ViewController,
                             operation: TransitionOperation, delegate: (any ViewControllerTransitioningDelegate)?,
                             interactive: Bool) -> TransitionSetup {
        precondition(operation == .present || operation == .dismiss, "a modal transition presents or dismisses")
        let animator: (any ViewControllerAnimatedTransitioning)?
        let interaction: (any ViewControllerInteractiveTransitioning)?
        if operation == .present {
            animator = delegate?.animationController(forPresented: to, presenting: from, source: from)
            interaction = interactive ? animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) } : nil
        } else {
            animator = delegate?.animationController(forDismissed: from)
            interaction = interactive ? animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) } : nil
        }
        return TransitionSetup(window: window, containerView: containerView, fromViewController: from,
                               toViewController: to, operation: operation,
                               animator: animator ?? StandardAnimator(operation: operation),
                               interactionController: interaction)
    }

    /// A `push` or `pop` of `navigationController`, through its delegate.
    public static func navigation(window: View, navigationController: NavigationController, from: ViewController,
                                  to: ViewController, operation: TransitionOperation,
                                  delegate: (any NavigationControllerDelegate)?, interactive: Bool) -> TransitionSetup {
        precondition(operation == .push || operation == .pop, "a navigation transition pushes or pops")
        let animator = delegate?.navigationController(navigationController, animationControllerFor: operation.navigationOperation,
                                                      from: from, to: to)
        let interaction = interactive
            ? animator.flatMap { delegate?.navigationController(navigationController, interactionControllerFor: $0) } : nil
        return TransitionSetup(window: window, containerView: navigationController.contentView, fromViewController: from,
                               toViewController: to, operation: operation,
                               animator: animator ?? StandardAnimator(operation: operation),
                               interactionController: interaction)
    }
}

/// What UIKit plays when no custom animator is given: a push slides the new screen in from
/// the right while the old one moves a third of the way left (pop reverses it); a modal
/// presentation covers from the bottom (dismissal uncovers). Timings are UIKit's usual
/// 0.35 s push and 0.5 s modal, on easeInOut — close to, not exactly, UIKit's own curves.
public final class StandardAnimator: ViewControllerAnimatedTransitioning {
    public let operation: TransitionOperation

    public init(operation: TransitionOperation) {
        self.operation = operation
    }

    public func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double {
        operation.navigationOperation == .none ? 0.5 : 0.35
    }

    public func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        // A modal style that keeps the presenter's view gives no from-view on presentation
        // and no to-view on dismissal (`view(forKey:)` is nil): only the other view moves.
        let from = transitionContext.view(forKey: .from), to = transitionContext.view(forKey: .to)
        let moving = operation == .dismiss ? from : to
        guard let moving, from != nil || operation == .present, to != nil || operation == .dismiss else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width, height = container.bounds.height
        var final = container.bounds
        if let toVC = transitionContext.viewController(forKey: .to) {
            let frame = transitionContext.finalFrame(for: toVC)
            if frame != .zero { final = frame }
        }
        let duration = transitionDuration(using: transitionContext)
        var fromEnd = from?.frame ?? .zero
        switch operation {
        case .push:
            container.addSubview(moving)
            moving.frame = final.offsetBy(dx: width, dy: 0)
            fromEnd = fromEnd.offsetBy(dx: -width / 3, dy: 0)
        case .pop:
            if let from { container.insertSubview(moving, belowSubview: from) } else { container.addSubview(moving) }
            moving.frame = final.offsetBy(dx: -width / 3, dy: 0)
            fromEnd = fromEnd.offsetBy(dx: width, dy: 0)
        case .selectTab:
            // Not reached: with no animator UIKit switches tabs at once (animated: false).
            container.addSubview(moving)
            moving.frame = final
        case .present:
            container.addSubview(moving)
            moving.frame = final.offsetBy(dx: 0, dy: height)
        case .dismiss:
            if let to {
                container.insertSubview(to, belowSubview: moving)
                to.frame = final
            }
            fromEnd = fromEnd.offsetBy(dx: 0, dy: height)
        }
        let fromStart = from?.frame ?? .zero
        View.animate(withDuration: duration, animations: {
            if let to { to.frame = final }
            if let from, fromEnd != fromStart { from.frame = fromEnd }
        }, completion: { _ in
            from?.frame = fromStart
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
