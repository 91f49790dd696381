import UIKit

/// The screen a tile-reveal transition builds, shared by the run-loop fixtures: the presented
/// view fades in over 0.6 s (linear) while three tiles, each named `tile0`…`tile2`, wait at
/// alpha 0 for the app's stagger to fade them in.
enum TileReveal {
    static func tiles(in toView: UIView) -> [UIView] {
        (0..<3).map { index in
            let tile = UIView(frame: CGRect(x: 20 + 110 * CGFloat(index), y: 120, width: 100, height: 100))
            tile.accessibilityIdentifier = "tile\(index)"
            tile.backgroundColor = .systemBlue
            tile.alpha = 0
            toView.addSubview(tile)
            return tile
        }
    }

    /// Adds the presented view and fades it in; the completion ends the transition.
    static func fadeIn(_ transitionContext: UIViewControllerContextTransitioning) -> UIView? {
        guard let toView = transitionContext.view(forKey: .to) else { return nil }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: 0.6, delay: 0, options: [.curveLinear], animations: {
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
        return toView
    }

    /// One tile's fade: 0.2 s, linear.
    static func reveal(_ tile: UIView) {
        UIView.animate(withDuration: 0.2, delay: 0, options: [.curveLinear], animations: { tile.alpha = 1 }, completion: nil)
    }
}

/// Presents with `animator`, as apps hand a transitioning delegate its animator.
final class TileRevealTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let animator: UIViewControllerAnimatedTransitioning

    init(_ animator: UIViewControllerAnimatedTransitioning) {
        self.animator = animator
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
}
