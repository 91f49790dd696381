import UIKit

class HalfSheetPresentationController: UIPresentationController {

    private let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterialDark))
    private let cornerRadius: CGFloat = 16

    override var shouldRemovePresentersView: Bool {
        return false
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let preferredHeight = presentedViewController.preferredContentSize.height
        let height = preferredHeight > 0 ? min(preferredHeight, bounds.height * 0.9) : bounds.height / 2
        let bottomInset = containerView?.safeAreaInsets.bottom ?? 0
        return CGRect(x: 0,
                      y: bounds.height - height - bottomInset,
                      width: bounds.width,
                      height: height + bottomInset)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView = containerView else { return }

        blurView.frame = containerView.bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        blurView.alpha = 0
        containerView.addSubview(blurView)

        presentedView?.layer.cornerRadius = cornerRadius
        presentedView?.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        presentedView?.clipsToBounds = true

        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.blurView.alpha = 1
        }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.blurView.alpha = 0
        }, completion: { [weak self] context in
            if !context.isCancelled {
                self?.blurView.removeFromSuperview()
            }
        })
    }

    override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
        blurView.frame = containerView?.bounds ?? .zero
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        UIView.animate(withDuration: 0.25) {
            self.containerView?.setNeedsLayout()
            self.containerView?.layoutIfNeeded()
        }
    }
}
