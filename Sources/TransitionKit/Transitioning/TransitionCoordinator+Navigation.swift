/// A push or pop through a navigation controller (docs/uikit-presentation.md §6): the
/// container is the content area, both views are handed to the animator, `willShow` comes
/// before the appearance callbacks and `didShow` after them, and the "did" callbacks go
/// old top first, then new top.
extension TransitionCoordinator {
    func beginNavigation(_ navigation: NavigationController, previous: [ViewController]) {
        let from = fromViewController
        let to = toViewController
        let container = context.containerView
        navigation.installView(of: from)
        navigation.delegate?.navigationController(navigation, willShow: to, animated: context.isAnimated)
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
        let bar = navigation.navigationBar
        if !bar.beginTransition(self, to: to, operation: operation, stack: navigation.viewControllers, previous: previous) {
            bar.animateHeight(self, stack: navigation.viewControllers, previous: previous)
        }
        navigation.beginBottomBarTransition(self, previous: previous)
    }

    /// `animated: false`: the new top's view replaces the old one's.
    func installNavigationView() {
        let container = context.containerView
        if !toViewController.view.isDescendant(of: container) { container.addSubview(toViewController.view) }
        toViewController.view.frame = container.bounds
    }

    func endNavigation(_ navigation: NavigationController, previous: [ViewController], _ didComplete: Bool) {
        let from = fromViewController
        let to = toViewController
        let animated = context.isAnimated
        navigation.endBottomBarTransition(self, didComplete)
        if didComplete {
            from.view.removeFromSuperview()
            from.endAppearanceTransition()
            to.endAppearanceTransition()
            navigation.delegate?.navigationController(navigation, didShow: to, animated: animated)
            return
        }
        // Cancelled (an interactive pop taken back): the stack and the old top come back.
        to.view.removeFromSuperview()
        navigation.restoreStack(previous)
        to.beginAppearanceTransition(false, animated: animated)
        to.endAppearanceTransition()
        from.beginAppearanceTransition(true, animated: animated)
        from.endAppearanceTransition()
    }
}
