import UIKit

/// A custom alert over the current context: the box drops in with a bounce, and its message
/// fades in a moment later.
class BouncyAlertViewController: UIViewController {
    let box = UIView()
    let message = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0, alpha: 0.4)
        box.frame = CGRect(x: 40, y: view.bounds.midY - 90, width: view.bounds.width - 80, height: 180)
        box.backgroundColor = .white
        box.layer.cornerRadius = 14
        view.addSubview(box)
        message.frame = box.bounds.insetBy(dx: 16, dy: 16)
        message.text = "Saved"
        message.textAlignment = .center
        box.addSubview(message)
    }
}

class BouncyAlertAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    private var presenting = true

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self.presenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        presenting = false
        return SwingAnimator()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.7
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let alert = transitionContext.viewController(forKey: .to) as? BouncyAlertViewController else {
            transitionContext.completeTransition(false)
            return
        }
        alert.view.frame = transitionContext.finalFrame(for: alert)
        transitionContext.containerView.addSubview(alert.view)
        alert.view.alpha = 0
        alert.message.alpha = 0
        alert.box.transform = CGAffineTransform(translationX: 0, y: -400)
        UIView.animate(withDuration: 0.2) { alert.view.alpha = 1 }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: AnimationHelper.springDamping, initialSpringVelocity: 0.5,
                       options: [], animations: {
            alert.box.transform = .identity
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            UIView.animate(withDuration: 0.2) { alert.message.alpha = 1 }
        }
    }
}
