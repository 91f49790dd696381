/// A modal presentation and dismissal, as UIKit's presentation machinery does them
/// (docs/uikit-presentation.md §2, §3, §5): the container in the presentation superview,
/// the presenter's view moved in and out only when the presentation controller removes it,
/// `view(forKey:)` and the frames per style, the appearance callbacks the presenter gets
/// only when its view goes away.
extension TransitionCoordinator {
    // MARK: Presentation

    func beginPresentation(_ controller: PresentationController) {
        let presenting = controller.presentingViewController
        let presented = controller.presentedViewController
        let container = context.containerView
        let superview = controller.presentationSuperview ?? presenting.view.rootView
        container.frame = superview.bounds
        var top = presenting.view!
        while let parent = top.superview, parent !== superview { top = parent }
        if top.superview === superview {
            superview.insertSubview(container, aboveSubview: top)
        } else {
            superview.addSubview(container)
        }
        controller.containerView = container
        let presentingView = presenting.view!
        if controller.removesPresenter, let parent = presentingView.superview {
            controller.relocation = .init(
                superview: parent, index: parent.subviews.firstIndex { $0 === presentingView } ?? 0,
                frame: presentingView.frame)
            let frame = parent.convert(presentingView.frame, to: container)
            container.insertSubview(presentingView, at: 0)
            presentingView.frame = frame
        }
        controller.presentationTransitionWillBegin()
        let animated = context.isAnimated
        if controller.removesPresenter { presenting.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)

        var answers = TransitionContext.Answers()
        answers.fromView = controller.removesPresenter ? presentingView : nil
        answers.toView = controller.presentedView
        answers.initialFrames[ObjectIdentifier(presenting)] = presentingView.frame
        answers.finalFrames[ObjectIdentifier(presenting)] = controller.removesPresenter ? .zero : presentingView.frame
        answers.initialFrames[ObjectIdentifier(presented)] = .zero
        answers.finalFrames[ObjectIdentifier(presented)] = controller.frameOfPresentedViewInContainerView
        context.answers = answers
    }

    /// `animated: false`: the presented view goes where the presentation controller says.
    func installPresentedView(_ controller: PresentationController) {
        guard let view = controller.presentedView ?? controller.presentedViewController.view,
            let container = controller.containerView
        else { return }
        if !view.isDescendant(of: container) { container.addSubview(view) }
        view.frame = controller.frameOfPresentedViewInContainerView
    }

    func endPresentation(_ controller: PresentationController, _ didComplete: Bool) {
        let presenting = controller.presentingViewController
        let presented = controller.presentedViewController
        controller.presentationTransitionDidEnd(didComplete)
        if didComplete {
            if controller.removesPresenter { presenting.view.removeFromSuperview() }
            presented.endAppearanceTransition()
            if controller.removesPresenter { presenting.endAppearanceTransition() }
            presented.isBeingPresented = false
            completion?()
            return
        }
        // Cancelled: the presented view and the container go; the presenter comes back.
        controller.presentedView?.removeFromSuperview()
        presented.view.removeFromSuperview()
        context.containerView.removeFromSuperview()
        restorePresentingView(controller)
        controller.containerView = nil
        unlink(controller)
        presented.beginAppearanceTransition(false, animated: context.isAnimated)
        presented.endAppearanceTransition()
        if controller.removesPresenter {
            presenting.beginAppearanceTransition(true, animated: context.isAnimated)
            presenting.endAppearanceTransition()
        }
        presented.isBeingPresented = false
    }

    // MARK: Dismissal

    func beginDismissal(_ controller: PresentationController) {
        let presenting = controller.presentingViewController
        let presented = controller.presentedViewController
        let container = context.containerView
        let presentingView = presenting.view!
        // Back where it was, below the container, before the animator runs.
        if controller.removesPresenter, let relocation = controller.relocation, let superview = relocation.superview,
            presentingView.superview == nil
        {
            superview.insertSubview(presentingView, at: Swift.min(relocation.index, superview.subviews.count))
            presentingView.frame = relocation.frame
        }
        controller.dismissalTransitionWillBegin()
        let animated = context.isAnimated
        presented.beginAppearanceTransition(false, animated: animated)
        if controller.removesPresenter { presenting.beginAppearanceTransition(true, animated: animated) }

        let presentedView: View = controller.presentedView ?? presented.view
        var answers = TransitionContext.Answers()
        answers.fromView = controller.presentedView
        answers.toView = controller.removesPresenter ? presentingView : nil
        answers.initialFrames[ObjectIdentifier(presenting)] = .zero
        answers.finalFrames[ObjectIdentifier(presenting)] =
            controller.removesPresenter ? (controller.relocation?.frame ?? container.bounds) : container.bounds
        answers.initialFrames[ObjectIdentifier(presented)] = presentedView.frame
        answers.finalFrames[ObjectIdentifier(presented)] = presentedView.frame
        context.answers = answers
    }

    func endDismissal(_ controller: PresentationController, _ didComplete: Bool) {
        let presenting = controller.presentingViewController
        let presented = controller.presentedViewController
        controller.dismissalTransitionDidEnd(didComplete)
        let animated = context.isAnimated
        if didComplete {
            restorePresentingView(controller)
            controller.presentedView?.removeFromSuperview()
            presented.view.removeFromSuperview()
            context.containerView.removeFromSuperview()
            controller.containerView = nil
            unlink(controller)
            if controller.removesPresenter { presenting.endAppearanceTransition() }
            presented.endAppearanceTransition()
            presented.isBeingDismissed = false
            completion?()
            return
        }
        // Cancelled: still presented; a removing style takes the presenter's view out again.
        if controller.removesPresenter {
            presenting.view.removeFromSuperview()
            presenting.beginAppearanceTransition(false, animated: animated)
            presenting.endAppearanceTransition()
        }
        presented.beginAppearanceTransition(true, animated: animated)
        presented.endAppearanceTransition()
        presented.isBeingDismissed = false
    }

    /// Puts the presenter's view back in its own superview, at its index, where it was.
    private func restorePresentingView(_ controller: PresentationController) {
        guard controller.removesPresenter, let relocation = controller.relocation, let superview = relocation.superview else {
            controller.relocation = nil
            return
        }
        let view = controller.presentingViewController.view!
        if view.superview !== superview {
            let frame = view.superview.map { $0.convert(view.frame, to: superview) } ?? relocation.frame
            superview.insertSubview(view, at: Swift.min(relocation.index, superview.subviews.count))
            view.frame = frame
        }
        controller.relocation = nil
    }

    private func unlink(_ controller: PresentationController) {
        let presenting = controller.presentingViewController
        let presented = controller.presentedViewController
        if presenting.presented === presented { presenting.presented = nil }
        presented.presenting = nil
        presented.activePresentationController = nil
    }
}
