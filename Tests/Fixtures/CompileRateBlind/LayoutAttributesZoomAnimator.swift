//
//  LayoutAttributesZoomAnimator.swift
//

import UIKit

/// Pops back from a full-screen item into its grid cell, using the layout's
/// attributes when the cell is scrolled off screen.
final class LayoutAttributesZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    unowned let collectionView: UICollectionView
    let indexPath: IndexPath

    init(collectionView: UICollectionView, indexPath: IndexPath) {
        self.collectionView = collectionView
        self.indexPath = indexPath
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    private func targetFrame(in container: UIView) -> CGRect {
        if let cell = collectionView.cellForItem(at: indexPath) {
            return cell.contentView.convert(cell.contentView.bounds, to: container)
        }
        if let attributes = collectionView.collectionViewLayout.layoutAttributesForItem(at: indexPath) {
            return collectionView.convert(attributes.frame, to: container)
        }
        return CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        container.insertSubview(toView, at: 0)
        toView.frame = container.bounds

        if !collectionView.indexPathsForVisibleItems.contains(indexPath) {
            collectionView.scrollToItem(at: indexPath, at: .centeredVertically, animated: false)
            collectionView.layoutIfNeeded()
        }

        let cell = collectionView.cellForItem(at: indexPath)
        cell?.alpha = 0

        let target = targetFrame(in: container)
        let source = fromView.frame
        let scaleX = target.width / source.width
        let scaleY = target.height / source.height
        let scale = max(scaleX, scaleY)

        let transform = CGAffineTransform.identity
            .translatedBy(x: target.midX - source.midX, y: target.midY - source.midY)
            .scaledBy(x: scale, y: scale)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut], animations: {
            fromView.transform = transform
            fromView.layer.cornerRadius = 8 / scale
            fromView.alpha = 0.2
        }, completion: { _ in
            cell?.alpha = 1
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled {
                fromView.transform = .identity
                fromView.alpha = 1
                fromView.layer.cornerRadius = 0
                toView.removeFromSuperview()
            }
            transitionContext.completeTransition(!cancelled)
        })
    }
}

extension CGAffineTransform {
    /// Transform that maps `from` onto `to`.
    static func mapping(from: CGRect, to: CGRect) -> CGAffineTransform {
        let scale = CGAffineTransform(scaleX: to.width / from.width, y: to.height / from.height)
        let move = CGAffineTransform(translationX: to.midX - from.midX, y: to.midY - from.midY)
        return scale.concatenating(move)
    }
}
