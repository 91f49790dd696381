//
//  ZoomImageAnimator.swift
//  Gallery
//
//  Created for the photo grid -> photo detail zoom.
//

import UIKit

protocol ZoomTransitionSource: AnyObject {
    /// The image view the zoom starts from (or returns to).
    func zoomSourceImageView(for transition: ZoomImageAnimator) -> UIImageView?
}

protocol ZoomTransitionDestination: AnyObject {
    func zoomDestinationImageView(for transition: ZoomImageAnimator) -> UIImageView?
}

class ZoomImageAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    var isPresenting = true
    weak var source: ZoomTransitionSource?
    weak var destination: ZoomTransitionDestination?

    private let duration: TimeInterval = 0.45

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if isPresenting {
            animateZoomIn(using: transitionContext)
        } else {
            animateZoomOut(using: transitionContext)
        }
    }

    private func animateZoomIn(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let toVC = context.viewController(forKey: .to),
              let toView = context.view(forKey: .to),
              let sourceImageView = source?.zoomSourceImageView(for: self) else {
            context.completeTransition(false)
            return
        }

        toView.frame = context.finalFrame(for: toVC)
        toView.alpha = 0
        container.addSubview(toView)
        toView.layoutIfNeeded()

        let destinationImageView = destination?.zoomDestinationImageView(for: self)
        let startFrame = sourceImageView.convert(sourceImageView.bounds, to: container)
        let endFrame: CGRect
        if let destinationImageView = destinationImageView {
            endFrame = destinationImageView.convert(destinationImageView.bounds, to: container)
        } else {
            endFrame = container.bounds
        }

        let transitionImageView = UIImageView(image: sourceImageView.image)
        transitionImageView.contentMode = .scaleAspectFill
        transitionImageView.clipsToBounds = true
        transitionImageView.frame = startFrame
        transitionImageView.layer.cornerRadius = sourceImageView.layer.cornerRadius
        container.addSubview(transitionImageView)

        sourceImageView.isHidden = true
        destinationImageView?.isHidden = true

        UIView.animate(withDuration: duration,
                       delay: 0,
                       usingSpringWithDamping: 0.85,
                       initialSpringVelocity: 0,
                       options: [],
                       animations: {
            transitionImageView.frame = endFrame
            transitionImageView.layer.cornerRadius = 0
            toView.alpha = 1
        }, completion: { _ in
            sourceImageView.isHidden = false
            destinationImageView?.isHidden = false
            transitionImageView.removeFromSuperview()
            context.completeTransition(!context.transitionWasCancelled)
        })
    }

    private func animateZoomOut(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let fromView = context.view(forKey: .from),
              let fromImageView = destination?.zoomDestinationImageView(for: self),
              let targetImageView = source?.zoomSourceImageView(for: self) else {
            context.completeTransition(false)
            return
        }

        if let toView = context.view(forKey: .to) {
            container.insertSubview(toView, belowSubview: fromView)
        }

        let snapshot = fromImageView.snapshotView(afterScreenUpdates: false) ?? UIView()
        snapshot.frame = fromImageView.convert(fromImageView.bounds, to: container)
        container.addSubview(snapshot)
        fromImageView.isHidden = true
        targetImageView.isHidden = true

        let targetFrame = targetImageView.convert(targetImageView.bounds, to: container)

        UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: {
            snapshot.frame = targetFrame
            fromView.alpha = 0
        }) { _ in
            targetImageView.isHidden = false
            fromImageView.isHidden = false
            snapshot.removeFromSuperview()
            let completed = !context.transitionWasCancelled
            if !completed {
                fromView.alpha = 1
            }
            context.completeTransition(completed)
        }
    }
}
