import Foundation

/// A window changing size, as UIKit runs it (a rotation, an iPad window resized): first
/// `viewWillTransition(to:with:)` on the root view controller — whose default forwards it to
/// its children — and on the presentation controller of each presentation shown in the
/// window — whose default forwards it to the presented view controller; then one animation
/// block in which the window, its safe area, the root view, the presentations' containers and
/// the alongside animations change and a layout pass runs, so constraint-based frames animate
/// too; the coordinator's completions when the block ends.
///
/// Scenarios start one by rotating the run's device (`UIWindowScene.requestGeometryUpdate`,
/// UIWindowScene+Geometry.swift) or, as an engine knob, with `transition(to:safeAreaInsets:…)`.
extension Window {
    /// Ours: UIKit documents no duration for a rotation; 0.4 s is the figure commonly
    /// reported for an iPhone's (not measured here). Ease-in-ease-out.
    public static let sizeTransitionDuration = 0.4

    /// Changes the window's size as a rotation or a resize does (the engine's knob; apps
    /// rotate with `requestGeometryUpdate`). `safeAreaInsets` nil keeps the window's.
    public func transition(
        to size: CGSize, safeAreaInsets insets: EdgeInsets? = nil,
        duration: Double = Window.sizeTransitionDuration, targetTransform: CGAffineTransform = .identity
    ) {
        let coordinator = SizeTransitionCoordinator(containerView: self, duration: duration, targetTransform: targetTransform)
        rootViewController?.viewWillTransition(to: size, with: coordinator)
        for controller in shownPresentationControllers() {
            controller.viewWillTransition(to: size, with: coordinator)
        }
        let change = {
            self.frame = CGRect(origin: self.frame.origin, size: size)
            if let insets { self.safeAreaInsets = insets }
            self.resizeContent()
            coordinator.runAlongside()
            self.layoutIfNeeded()
        }
        guard duration > 0 else {
            change()
            coordinator.complete()
            return
        }
        View.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: change) { _ in
            coordinator.complete()
        }
    }

    /// The presentation controllers of the presentations in this window, outermost first.
    func shownPresentationControllers() -> [PresentationController] {
        var controllers: [PresentationController] = []
        var shown = rootViewController?.presentedViewController
        while let presented = shown {
            if let controller = presented.activePresentationController { controllers.append(controller) }
            shown = presented.presentedViewController
        }
        return controllers
    }

    /// What UIKit resizes with the window: the root view (it fills the window), the bars the
    /// engine lays out for the root containers, and each presentation's container when it
    /// fills the window. A standard presentation's view takes its new
    /// `frameOfPresentedViewInContainerView`; a custom presentation controller places its view
    /// itself, in `containerViewWillLayoutSubviews` (where apps do it), as with UIKit.
    func resizeContent() {
        guard let rootViewController else { return }
        rootViewController.view.frame = bounds
        (rootViewController as? TabBarController)?.layOutTabBar(in: bounds, safeArea: safeAreaInsets)
        let navigations = (rootViewController as? TabBarController)?.viewControllers ?? [rootViewController]
        for case let navigation as NavigationController in navigations {
            navigation.layOutNavigationBar(width: bounds.width, statusBarHeight: safeAreaInsets.top)
        }
        for controller in shownPresentationControllers() {
            guard let container = controller.containerView, container.superview === self else { continue }
            container.frame = bounds
            controller.containerViewWillLayoutSubviews()
            if controller is StandardPresentationController {
                controller.presentedView?.frame = controller.frameOfPresentedViewInContainerView
            }
            controller.containerViewDidLayoutSubviews()
        }
    }
}

extension ViewController {
    /// The default `viewWillTransition(to:with:)`: UIKit's view controllers forward a size
    /// change to their children (Apple: "call super … so that UIKit can forward the size
    /// change message appropriately"), each at the size `size(forChildContentContainer:…)` gives.
    func forwardSizeTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }
}

extension PresentationController {
    /// The default `viewWillTransition(to:with:)`: forwarded to the presented view controller
    /// (Apple: "Presentation controllers forward the size change to their presented view
    /// controller"), at the size `size(forChildContentContainer:…)` gives — ours: the
    /// container's size for every style, since the frame a sheet will take is not known yet.
    func forwardSizeTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(
            to: self.size(forChildContentContainer: presentedViewController, withParentContainerSize: size), with: coordinator)
    }
}
