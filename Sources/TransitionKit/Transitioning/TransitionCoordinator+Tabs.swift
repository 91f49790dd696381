/// A tab switch through a tab bar controller (docs/uikit-presentation.md §7): the container
/// is the transition view, both views are handed to the animator (as for a push), the old
/// tab's view leaves at the end, and the appearance callbacks go as for a push.
extension TransitionCoordinator {
    func beginTabSelection(_ tabs: TabBarController) {
        let from = fromViewController
        let to = toViewController
        let container = context.containerView
        if !from.view.isDescendant(of: container) {
            from.view.frame = container.bounds
            container.addSubview(from.view)
        }
        from.beginAppearanceTransition(false, animated: context.isAnimated)
        to.beginAppearanceTransition(true, animated: context.isAnimated)
        var answers = TransitionContext.Answers()
        answers.fromView = from.view
        answers.toView = to.view
        answers.initialFrames[ObjectIdentifier(from)] = from.view.frame
        answers.finalFrames[ObjectIdentifier(from)] = .zero
        answers.initialFrames[ObjectIdentifier(to)] = .zero
        answers.finalFrames[ObjectIdentifier(to)] = container.bounds
        context.answers = answers
    }

    /// No animator (or `animated: false`): the new tab's view replaces the old one.
    func installTabView() {
        let container = context.containerView
        if !toViewController.view.isDescendant(of: container) { container.addSubview(toViewController.view) }
        toViewController.view.frame = container.bounds
    }

    func endTabSelection(_ tabs: TabBarController, previousIndex: Int, _ didComplete: Bool) {
        let from = fromViewController
        let to = toViewController
        let animated = context.isAnimated
        if didComplete {
            from.view.removeFromSuperview()
            from.endAppearanceTransition()
            to.endAppearanceTransition()
            return
        }
        // Cancelled (an interactive switch taken back): the old tab stays selected.
        to.view.removeFromSuperview()
        tabs.restoreSelection(previousIndex)
        to.beginAppearanceTransition(false, animated: animated)
        to.endAppearanceTransition()
        from.beginAppearanceTransition(true, animated: animated)
        from.endAppearanceTransition()
    }
}
