import UIKit

// Issue #24, presentation controllers and content containers, written as a library's bottom card
// would: the presented screen says how tall it wants to be, the presentation controller sizes
// the card from it and follows its changes. Tests/UIKitTests/ContentContainerTests.swift runs it.

/// The card's presentation controller, negotiating its size with the presented screen.
final class BottomCardPresentationController: UIPresentationController {
    private(set) var sizeChanges = 0
    private(set) var fittingChanges = 0
    private(set) var traitChanges = 0
    private(set) var sizeTransitions: [CGSize] = []
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let bounds = containerView.bounds
        let available = size(forChildContentContainer: presentedViewController, withParentContainerSize: bounds.size)
        let wanted = presentedViewController.preferredContentSize.height
        let height = min(wanted > 0 ? wanted : available.height / 2, available.height)
        return CGRect(x: 0, y: bounds.height - height, width: available.width, height: height)
    }

    /// Leaves a strip at the top so the presenter shows behind the card.
    override func size(forChildContentContainer container: any UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width, height: parentSize.height - 44)
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        sizeChanges += 1
        guard container === presentedViewController else { return }
        UIView.animate(withDuration: 0.25) {
            self.presentedView?.frame = self.frameOfPresentedViewInContainerView
        }
    }

    override func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.systemLayoutFittingSizeDidChange(forChildContentContainer: container)
        fittingChanges += 1
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizeTransitions.append(size)
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.frame = CGRect(origin: .zero, size: size)
        }, completion: nil)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitChanges += 1
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        containerView.insertSubview(dimmingView, at: 0)
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Hands out the card's presentation controller.
final class BottomCardTransitions: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        BottomCardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// The card's content: starts compact and grows once it is on screen, as a "show more" would.
final class CardContentViewController: UIViewController {
    var expandedHeight: CGFloat = 520

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "card"
        preferredContentSize = CGSize(width: 0, height: 300)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        preferredContentSize.height = expandedHeight
    }
}

/// A container that lays a child out from the child's preferred size, as apps' drawers do.
final class DrawerContainerViewController: UIViewController {
    let drawer = UIViewController()
    private(set) var childSizeChanges = 0
    private(set) var transitions: [CGSize] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(drawer)
        view.addSubview(drawer.view)
        drawer.didMove(toParent: self)
        layOutDrawer()
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        childSizeChanges += 1
        layOutDrawer()
    }

    override func size(forChildContentContainer container: any UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width, height: min(container.preferredContentSize.height, parentSize.height))
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitions.append(size)
    }

    override func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.systemLayoutFittingSizeDidChange(forChildContentContainer: container)
    }

    private func layOutDrawer() {
        let size = size(forChildContentContainer: drawer, withParentContainerSize: view.bounds.size)
        drawer.view.frame = CGRect(x: 0, y: view.bounds.height - size.height, width: size.width, height: size.height)
    }
}

/// A screen that keeps a popover on the phone (`.none`) or takes the whole screen, and hears
/// about dismissals by swipe, as apps' share sheets do.
final class AdaptiveSourceViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    var adaptiveAnswer: UIModalPresentationStyle = .fullScreen
    private(set) var askedWith: [UITraitCollection] = []
    private(set) var dismissCallbacks: [String] = []
    var allowsSwipeToDismiss = true

    func showOptions(animated: Bool) {
        let options = UIViewController()
        options.modalPresentationStyle = .popover
        options.isModalInPresentation = !allowsSwipeToDismiss
        options.presentationController?.delegate = self
        present(options, animated: animated)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        askedWith.append(traitCollection)
        return adaptiveAnswer
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        dismissCallbacks.append("should")
        return allowsSwipeToDismiss
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        dismissCallbacks.append("will")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        dismissCallbacks.append("did")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        dismissCallbacks.append("attempt")
    }
}

/// Only the older adaptive method, as apps written for iOS 8 have.
final class LegacyAdaptiveDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .overFullScreen
    }
}
