/// `pushViewController(_:animated:)`, `popViewController(animated:)` and
/// `setViewControllers(_:animated:)` through the delegate, as UIKit does them
/// (docs/uikit-presentation.md §6). The stack changes at once; the transition is a
/// `TransitionCoordinator` in the content view.
extension NavigationController {
    func startPush(_ controller: ViewController, animated: Bool, location: CallSite? = nil) {
        guard !stack.contains(where: { $0 === controller }) else {
            TransitionProblem.report(
                "push-twice", "Pushing the same view controller instance \(controller.logName) more than once is not supported.",
                at: location)
            return
        }
        guard let top = topViewController else {
            setStackWithoutTransition([controller])
            return
        }
        let previous = stack
        transition(
            from: top, to: controller, operation: .push, newStack: previous + [controller], previous: previous,
            animated: animated, location: location)
    }

    func startPop(animated: Bool, location: CallSite? = nil) -> ViewController? {
        guard stack.count > 1, let top = topViewController else { return nil }
        let previous = stack
        let newStack = Array(stack.dropLast())
        guard
            transition(
                from: top, to: newStack[newStack.count - 1], operation: .pop, newStack: newStack,
                previous: previous, animated: animated, location: location)
        else { return nil }
        return top
    }

    /// `popToRootViewController(animated:)`: everything above the root, in one transition.
    func startPopToRoot(animated: Bool, location: CallSite?) -> [ViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        startReplacingStack(with: [stack[0]], animated: animated, location: location)
        return popped
    }

    func startReplacingStack(with controllers: [ViewController], animated: Bool, location: CallSite? = nil) {
        guard let newTop = controllers.last, let top = topViewController, newTop !== top else {
            setStackWithoutTransition(controllers)
            return
        }
        let previous = stack
        let operation: TransitionOperation = previous.contains { $0 === newTop } ? .pop : .push
        transition(
            from: top, to: newTop, operation: operation, newStack: controllers, previous: previous, animated: animated,
            location: location)
    }

    @discardableResult
    private func transition(
        from: ViewController, to: ViewController, operation: TransitionOperation,
        newStack: [ViewController], previous: [ViewController], animated: Bool,
        location: CallSite? = nil
    ) -> Bool {
        if activeCoordinator != nil {
            TransitionProblem.report(
                "navigation-during-transition",
                "Attempt to \(operation.rawValue) \(to.logName) on \(logName) while a transition is in progress.", at: location)
            return false
        }
        assignStack(newStack)
        let animator =
            animated
            ? delegate?.navigationController(self, animationControllerFor: operation.navigationOperation, from: from, to: to) : nil
        var interaction = animator.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        // The edge swipe drives UIKit's own pop when the delegate brings no animator.
        if animator == nil, animated, operation == .pop, let pendingInteractivePop { interaction = pendingInteractivePop }
        // iOS 18: the pushed (or popped) view controller's `preferredTransition` plays when the
        // delegate brings no animator.
        let zoomed = operation == .push ? to : from
        let zoomAnimator = animator == nil && animated ? zoomed.preferredTransition?.animator(for: operation) : nil
        // The zoom's drag to dismiss drives that zoom's pop.
        if zoomAnimator != nil, operation == .pop, let zoomDrag = zoomed.preferredTransition?.pendingDismissal { interaction = zoomDrag }
        if animated, animator == nil, zoomAnimator == nil { reportUnmirroredTransition(at: location) }
        let kind: TransitionCoordinator.Kind = operation == .push ? .push(self, previous: previous) : .pop(self, previous: previous)
        let coordinator = TransitionCoordinator(
            kind: kind, operation: operation, from: from, to: to, containerView: contentView,
            animator: animator ?? zoomAnimator ?? NavigationParallaxAnimator(operation: operation), interactionController: interaction,
            animated: animated)
        coordinator.register([self, from, to])
        coordinator.schedule()
        return true
    }

    /// Puts `controller`'s view in the content area when the scene has not (a stack set up
    /// before the view was on screen): the state the screen is in before a transition.
    func installView(of controller: ViewController) {
        guard isViewLoaded else { return }
        // A stack set before display pushed nothing: a zoomed top gets its drag to dismiss here.
        defer { controller.installZoomDismissGesture() }
        if contentView.frame == .zero { contentView.frame = view.bounds }
        guard !controller.view.isDescendant(of: contentView) else { return }
        controller.view.frame = contentView.bounds
        contentView.addSubview(controller.view)
    }

    /// A cancelled transition puts the old stack back.
    func restoreStack(_ controllers: [ViewController]) {
        assignStack(controllers)
    }
}
