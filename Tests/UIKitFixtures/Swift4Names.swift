import UIKit

/// A navigation delegate as apps wrote it against the iOS 11 SDK (Swift 4): the old
/// top-level names for the nested ones.
final class Swift4FadeNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var asked: [UINavigationControllerOperation] = []

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationControllerOperation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        asked.append(operation)
        return Swift4FadeAnimator()
    }
}

final class Swift4FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.2 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)!
        toView.alpha = 0
        let photo = UIImageView(image: UIImage(named: "cover"))
        photo.contentMode = UIViewContentMode.scaleAspectFill
        toView.addSubview(photo)
        transitionContext.containerView.addSubview(toView)
        let curve: UIViewAnimationCurve = .easeOut
        UIView.animate(withDuration: 0.2, delay: 0, options: [UIViewAnimationOptions.curveEaseOut], animations: {
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(curve == .easeOut && !transitionContext.transitionWasCancelled)
        })
    }
}
