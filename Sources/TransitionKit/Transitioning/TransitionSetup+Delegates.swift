/// Setups that ask the app's delegates for the animator and the interaction controller, the
/// way UIKit asks them: the transitioning delegate of a modal presentation or dismissal, the
/// navigation controller's delegate for a push or pop. When a delegate returns no animator,
/// UIKit plays its own transition; so does the engine (`NavigationParallaxAnimator`,
/// `ModalTransitionAnimator`: docs/uikit-defaults.md).
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
                               animator: animator ?? ModalTransitionAnimator(
                                   style: (operation == .present ? to : from).modalTransitionStyle, operation: operation),
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
                               animator: animator ?? NavigationParallaxAnimator(operation: operation),
                               interactionController: interaction)
    }
}
