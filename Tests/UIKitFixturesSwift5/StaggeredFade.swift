import UIKit

/// A present that staggers as transition code does with the main queue: the screen fades in
/// over 0.6 s, a badge starts its own 0.3 s fade 0.2 s in (`asyncAfter`), and the completion
/// block defers a clean-up to the next turn (`async`). Swift 5 code, as most apps are.
/// Tests/UIKitTests/RunLoopTests.swift.
final class StaggeredFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private(set) var cleanedUpAfterCompletion = false
    private(set) var completedBeforeCleanUp = false

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        let badge = UIView(frame: CGRect(x: 20, y: 80, width: 44, height: 44))
        badge.accessibilityIdentifier = "badge"
        badge.backgroundColor = .systemRed
        badge.alpha = 0
        toView.addSubview(badge)
        UIView.animate(withDuration: 0.6, delay: 0, options: [.curveLinear], animations: {
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            DispatchQueue.main.async {
                self.completedBeforeCleanUp = true
                self.cleanedUpAfterCompletion = true
            }
        })
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveLinear], animations: {
                badge.alpha = 1
            })
        }
    }
}
