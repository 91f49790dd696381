import UIKit

/// Sizes the card from the presented content's preferred size, pinned to the bottom, and
/// re-lays it out when the content asks for another size.
final class BottomCardPresentationController: UIPresentationController {
    private let dimmingView = DimmingView()
    var cornerRadius: CGFloat = 16

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let size = self.size(forChildContentContainer: presentedViewController, withParentContainerSize: container.bounds.size)
        return CGRect(x: 0, y: container.bounds.height - size.height, width: size.width, height: size.height)
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        let preferred = container.preferredContentSize.height
        let height = preferred > 0 ? min(preferred, parentSize.height * 0.9) : parentSize.height / 2
        return CGSize(width: parentSize.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        dimmingView.onTap = { [weak self] in self?.presentedViewController.dismiss(animated: true) }
        container.insertSubview(dimmingView, at: 0)
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
        } else {
            dimmingView.alpha = 1
        }
    }

    override func dismissalTransitionWillBegin() {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
        } else {
            dimmingView.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
        presentedView?.layer.cornerRadius = cornerRadius
        presentedView?.clipsToBounds = true
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        guard container === presentedViewController else { return }
        UIView.animate(withDuration: 0.25) {
            self.presentedView?.frame = self.frameOfPresentedViewInContainerView
        }
    }
}
