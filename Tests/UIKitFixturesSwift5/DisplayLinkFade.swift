import UIKit

/// A fade driven frame by frame from a `CADisplayLink`, as custom animators do when
/// `UIView.animate` cannot express the curve: each refresh sets the presented view's alpha
/// from the time since the start, and the last one completes the transition and invalidates
/// the link — unless `forgetsToInvalidate`, the bug the checker reports.
final class DisplayLinkFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var preferredFramesPerSecond = 0
    var forgetsToInvalidate = false
    private(set) var timestamps: [CFTimeInterval] = []
    private(set) var targetTimestamps: [CFTimeInterval] = []
    private(set) var durations: [CFTimeInterval] = []
    private weak var transitionContext: UIViewControllerContextTransitioning?
    private var toView: UIView?
    private var start: CFTimeInterval = 0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        self.toView = toView
        self.transitionContext = transitionContext
        start = CACurrentMediaTime()
        let link = CADisplayLink(target: self, selector: Selector.method(Self.step(_:)))
        link.preferredFramesPerSecond = preferredFramesPerSecond
        link.add(to: .main, forMode: .common)
    }

    func step(_ link: CADisplayLink) {
        timestamps.append(link.timestamp)
        targetTimestamps.append(link.targetTimestamp)
        durations.append(link.duration)
        let progress = min(1, (link.timestamp - start) / 0.5)
        toView?.alpha = progress
        guard progress >= 1, let transitionContext else { return }
        if !forgetsToInvalidate {
            link.invalidate()
        }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        self.transitionContext = nil
    }
}
