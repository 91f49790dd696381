/// `present` and `dismiss` as UIKit does them (docs/uikit-presentation.md §1): who presents,
/// which delegate is asked for what, and what is refused. The transition itself is a
/// `TransitionCoordinator`.
extension ViewController {
    /// What this view controller presents — or, for a child, what its ancestor presents.
    public var presentedViewController: ViewController? { presented ?? parent?.presentedViewController }

    /// The view controller that presented this one (or, for a child, its ancestor's).
    public var presentingViewController: ViewController? { presenting ?? parent?.presentingViewController }

    /// The presentation controller managing this view controller's (or an ancestor's)
    /// presentation. Before `present`, reading it makes one for the current
    /// `modalPresentationStyle`, as UIKit does, which `present` then uses — so
    /// `vc.presentationController?.delegate = self` before presenting works. (For `.custom`
    /// the transitioning delegate's controller replaces it at `present` and takes its delegate.)
    public var presentationController: PresentationController? {
        if let controller = activePresentationController ?? parent?.presentationController { return controller }
        guard parent == nil else { return nil }
        if madePresentationController == nil {
            madePresentationController = StandardPresentationController.make(
                presented: self, presenting: nil, style: modalPresentationStyle)
        }
        return madePresentationController
    }

    /// The coordinator of the transition this view controller (or an ancestor) takes part
    /// in, from the call that started it until its last completion block; `nil` otherwise.
    public var transitionCoordinator: (any ViewControllerTransitionCoordinator)? {
        activeCoordinator ?? parent?.transitionCoordinator
    }

    /// UIKit's text for a view controller in its log lines, without the address.
    var logName: String { "<\(String(describing: type(of: self)))>" }

    /// The view controller a full-screen presentation covers: the top of this one's parent
    /// chain (the window's root, or a presented view controller).
    var fullScreenAncestor: ViewController {
        var node = self
        while let parent = node.parent { node = parent }
        return node
    }

    /// The nearest view controller, this one first, whose `definesPresentationContext` is set.
    var presentationContextProvider: ViewController? {
        var node: ViewController? = self
        while let current = node {
            if current.definesPresentationContext { return current }
            node = current.parent
        }
        return nil
    }

    func startPresentation(
        of presented: ViewController, animated: Bool, completion: (() -> Void)?,
        location: CallSite? = nil
    ) {
        // The zoom covers the screen: `.automatic` means full screen under it (not a sheet).
        let zooms = presented.preferredTransition?.isZoom == true
        let style = zooms && presented.modalPresentationStyle == .automatic ? .fullScreen : presented.modalPresentationStyle
        let delegate = presented.transitioningDelegate
        var presenter = fullScreenAncestor
        var custom: PresentationController?
        if style == .custom {
            custom = delegate?.presentationController(forPresented: presented, presenting: presenter, source: self)
        }
        let contextual = style.isContext || (custom.map { !$0.shouldPresentInFullscreen } ?? false)
        let contextProvider = contextual ? presentationContextProvider : nil
        if let contextProvider { presenter = contextProvider }

        if presented.presenting != nil || presented.activeCoordinator != nil || presented === presenter {
            TransitionProblem.report(
                "already-presented",
                "Application tried to present modally a view controller \(presented.logName) that is already being presented by \(presented.presenting?.logName ?? presenter.logName).",
                at: location)
            return
        }
        if presenter.activeCoordinator != nil || (presenter.presented?.activeCoordinator != nil) {
            TransitionProblem.report(
                "present-during-transition",
                "Attempt to present \(presented.logName) on \(presenter.logName) (from \(logName)) while a presentation is in progress.",
                at: location)
            return
        }
        if let current = presenter.presented {
            TransitionProblem.report(
                "already-presenting",
                "Attempt to present \(presented.logName) on \(presenter.logName) (from \(logName)) which is already presenting \(current.logName).",
                at: location)
            return
        }

        let made = presented.madePresentationController
        presented.madePresentationController = nil
        if let custom, custom.delegate == nil { custom.delegate = made?.delegate }
        let controller = custom ?? made ?? StandardPresentationController.make(presented: presented, presenting: presenter, style: style)
        controller.setPresenting(presenter)
        if let standard = controller as? StandardPresentationController { standard.style = standard.adaptedStyle(for: standard.style) }
        controller.removesPresenter = controller.shouldRemovePresentersView
        if let contextProvider, contextProvider.view.superview != nil {
            controller.presentationSuperview = contextProvider.view.superview
            (controller as? StandardPresentationController)?.contextView = contextProvider.view
        } else {
            controller.presentationSuperview = presenter.view.rootView
        }
        let shownStyle = (controller as? StandardPresentationController)?.style ?? .custom
        presentationTakesHomeIndicator(presented, style: shownStyle, at: location)
        presentationTurnsInterface(presented, style: shownStyle, at: location)
        presenter.presented = presented
        presented.presenting = presenter
        presented.activePresentationController = controller
        presented.isBeingPresented = true

        // Without animation no animator runs, so none is asked for (UIKit still runs a
        // `.custom` animator with isAnimated == false; see docs/bring-your-own.md).
        let customAnimator =
            animated
            ? delegate?.animationController(forPresented: presented, presenting: presenter, source: self) : nil
        let interaction = customAnimator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        let container = controller.containerView ?? View()
        container.role = "transitionView"
        let coordinator = TransitionCoordinator(
            kind: .present(controller), operation: .present, from: presenter, to: presented, containerView: container,
            animator: customAnimator ?? presented.systemAnimator(for: .present, animated: animated),
            interactionController: interaction,
            animated: animated)
        coordinator.completion = completion
        coordinator.register([presenter, presented, self])
        presenter.presentationTakesStatusBar(presented, style: shownStyle, coordinator: coordinator, at: location)
        coordinator.schedule()
    }

    func startDismissal(animated: Bool, completion: (() -> Void)?, location: CallSite? = nil) {
        let dismissed: ViewController
        let presenter: ViewController
        if let shown = presentedViewController, let by = shown.presenting {
            (dismissed, presenter) = (shown, by)
        } else if presentingViewController != nil {
            dismissed = fullScreenAncestor.presenting != nil ? fullScreenAncestor : self
            guard let by = dismissed.presenting else { return }
            presenter = by
        } else {
            return
        }
        guard let controller = dismissed.activePresentationController,
            dismissed.activeCoordinator == nil, presenter.activeCoordinator == nil
        else {
            TransitionProblem.report(
                "dismiss-during-transition",
                "Attempt to dismiss from view controller \(presenter.logName) while a presentation or dismiss is in progress!", at: location
            )
            return
        }
        // A stack of presentations collapses: what the dismissed one presents goes first,
        // without animation. (UIKit animates the top one away instead; see bring-your-own.md.)
        if let above = dismissed.presented, above.activeCoordinator == nil {
            dismissed.dismiss(animated: false)
        }
        let delegate = dismissed.transitioningDelegate
        let customAnimator = animated ? delegate?.animationController(forDismissed: dismissed) : nil
        var interaction = customAnimator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        // The zoom's drag to dismiss drives UIKit's zoom when no delegate brings an animator.
        if customAnimator == nil, animated, let zoomDrag = dismissed.preferredTransition?.pendingDismissal { interaction = zoomDrag }
        dismissed.isBeingDismissed = true
        let container = controller.containerView ?? View()
        let coordinator = TransitionCoordinator(
            kind: .dismiss(controller), operation: .dismiss, from: dismissed, to: presenter, containerView: container,
            animator: customAnimator ?? dismissed.systemAnimator(for: .dismiss, animated: animated),
            interactionController: interaction,
            animated: animated)
        coordinator.completion = completion
        coordinator.register([presenter, dismissed, self])
        presenter.dismissalReturnsStatusBar(dismissed, coordinator: coordinator, at: location)
        coordinator.schedule()
    }
}

extension ViewController {
    /// What UIKit plays when no delegate supplies an animator: the `preferredTransition`
    /// (iOS 18) when one is set, else the `modalTransitionStyle`.
    func systemAnimator(for operation: TransitionOperation, animated: Bool) -> any ViewControllerAnimatedTransitioning {
        if animated, let animator = preferredTransition?.animator(for: operation) { return animator }
        return ModalTransitionAnimator(style: modalTransitionStyle, operation: operation)
    }
}
