//
//  ReduceMotionAnimator.swift
//

import UIKit

/// Slides the new screen up, or cross-fades when Reduce Motion is on.
class ReduceMotionAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return UIAccessibility.isReduceMotionEnabled ? 0.2 : 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to),
              let fromVC = transitionContext.viewController(forKey: .from) else { return }

        let movingView: UIView = presenting ? toVC.view : fromVC.view
        if presenting {
            container.addSubview(toVC.view)
            toVC.view.frame = transitionContext.finalFrame(for: toVC)
        }

        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        let offscreen = CGAffineTransform(translationX: 0, y: container.bounds.height)

        if presenting {
            if reduceMotion {
                movingView.alpha = 0
            } else {
                movingView.transform = offscreen
            }
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            if reduceMotion {
                movingView.alpha = self.presenting ? 1 : 0
            } else {
                movingView.transform = self.presenting ? .identity : offscreen
            }
        }, completion: { _ in
            let success = !transitionContext.transitionWasCancelled
            movingView.transform = .identity
            movingView.alpha = 1
            if !self.presenting && success {
                movingView.removeFromSuperview()
            }
            transitionContext.completeTransition(success)
        })
    }
}

class MotionAwareViewController: UIViewController {

    private var observer: NSObjectProtocol?
    private let badge = UIView(frame: CGRect(x: 20, y: 100, width: 44, height: 44))

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 22
        view.addSubview(badge)

        observer = NotificationCenter.default.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification,
                                                          object: nil,
                                                          queue: .main) { [weak self] _ in
            self?.updatePulse()
        }
        NotificationCenter.default.addObserver(self,
                                               selector: #selector(appDidBecomeActive),
                                               name: UIApplication.didBecomeActiveNotification,
                                               object: nil)
        updatePulse()
    }

    deinit {
        if let observer = observer {
            NotificationCenter.default.removeObserver(observer)
        }
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func appDidBecomeActive() {
        updatePulse()
    }

    private func updatePulse() {
        badge.layer.removeAllAnimations()
        guard !UIAccessibility.isReduceMotionEnabled else { return }
        UIView.animate(withDuration: 0.8, delay: 0, options: [.autoreverse, .repeat, .allowUserInteraction], animations: {
            self.badge.transform = CGAffineTransform(scaleX: 1.15, y: 1.15)
        }, completion: nil)
    }
}
