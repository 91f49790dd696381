import UIKit
import AVFoundation
import os.log

/// Zooms the photo from the thumbnail's frame to its aspect-fit frame on screen.
final class LightboxZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private weak var sourceView: UIView?
    private let log = OSLog(subsystem: "com.example.lightbox", category: "zoom")

    init(sourceView: UIView?) {
        self.sourceView = sourceView
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to) as? LightboxViewController,
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toVC)
        container.addSubview(toView)
        toView.layoutIfNeeded()

        let target = AVMakeRect(aspectRatio: toVC.photoSize, insideRect: toView.bounds)
        let start = sourceView.map { $0.convert($0.bounds, to: container) } ?? target
        os_log("zoom from y = %f", log: log, type: .debug, Double(start.minY))

        toVC.photoView.frame = start
        toVC.backdrop.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: 0.85, initialSpringVelocity: 0, options: [.curveEaseOut], animations: {
            toVC.photoView.frame = target
            toVC.backdrop.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
