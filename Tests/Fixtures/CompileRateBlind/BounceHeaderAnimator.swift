import UIKit

/// Drives a header "bounce" during the push with a display link so the
/// header height can follow a custom curve the UIView API can't express.
final class BounceHeaderAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private var displayLink: CADisplayLink?
    private var startTime: CFTimeInterval = 0
    private var headerView: UIView?
    private var headerHeight: NSLayoutConstraint?
    private let duration: TimeInterval = 0.6
    private let collapsedHeight: CGFloat = 64
    private let expandedHeight: CGFloat = 220

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        container.addSubview(toView)
        toView.frame = container.bounds

        let header = UIView()
        header.backgroundColor = .systemIndigo
        header.translatesAutoresizingMaskIntoConstraints = false
        toView.addSubview(header)
        let height = header.heightAnchor.constraint(equalToConstant: collapsedHeight)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: toView.topAnchor),
            header.leadingAnchor.constraint(equalTo: toView.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: toView.trailingAnchor),
            height
        ])
        headerView = header
        headerHeight = height

        toView.alpha = 0
        UIView.animate(withDuration: duration * 0.5) {
            toView.alpha = 1
        }

        startTime = CACurrentMediaTime()
        let link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link.add(to: .main, forMode: .common)
        displayLink = link

        DispatchQueue.main.asyncAfter(deadline: .now() + duration) { [weak self] in
            self?.stop()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    @objc private func step(_ link: CADisplayLink) {
        let elapsed = link.timestamp - startTime
        let t = CGFloat(min(elapsed / duration, 1))
        // Damped overshoot: 1 - e^(-6t) cos(12t)
        let eased = 1 - exp(-6 * t) * cos(12 * t)
        headerHeight?.constant = collapsedHeight + (expandedHeight - collapsedHeight) * eased
        headerView?.superview?.layoutIfNeeded()
    }

    private func stop() {
        displayLink?.invalidate()
        displayLink = nil
        headerHeight?.constant = expandedHeight
    }
}
