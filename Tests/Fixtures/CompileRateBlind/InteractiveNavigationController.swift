//
//  InteractiveNavigationController.swift
//

import UIKit

/// Navigation controller that keeps the swipe-back gesture working with custom
/// animators and hidden navigation bars.
class InteractiveNavigationController: UINavigationController, UINavigationControllerDelegate, UIGestureRecognizerDelegate {

    private var interactivePop: UIPercentDrivenInteractiveTransition?
    private var popRecognizer: UIScreenEdgePanGestureRecognizer!
    private var isPushing = false

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        interactivePopGestureRecognizer?.isEnabled = false

        popRecognizer = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handlePopGesture(_:)))
        popRecognizer.edges = [.left]
        popRecognizer.delegate = self
        view.addGestureRecognizer(popRecognizer)

        navigationBar.prefersLargeTitles = true
    }

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        isPushing = true
        super.pushViewController(viewController, animated: animated)
    }

    override var childForStatusBarStyle: UIViewController? {
        return topViewController
    }

    @objc private func handlePopGesture(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let progress = recognizer.translation(in: view).x / view.bounds.width
        switch recognizer.state {
        case .began:
            interactivePop = UIPercentDrivenInteractiveTransition()
            interactivePop?.completionCurve = .easeOut
            popViewController(animated: true)
        case .changed:
            interactivePop?.update(progress)
        case .ended:
            if progress > 0.4 || recognizer.velocity(in: view).x > 500 {
                interactivePop?.finish()
            } else {
                interactivePop?.cancel()
            }
            interactivePop = nil
        case .cancelled, .failed:
            interactivePop?.cancel()
            interactivePop = nil
        default:
            break
        }
    }

    // MARK: UIGestureRecognizerDelegate

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        return viewControllers.count > 1 && !isPushing
    }

    // MARK: UINavigationControllerDelegate

    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController,
                              animated: Bool) {
        isPushing = false
    }

    func navigationController(_ navigationController: UINavigationController,
                              willShow viewController: UIViewController,
                              animated: Bool) {
        let hidesBar = viewController is PhotoDetailViewController
        navigationController.setNavigationBarHidden(hidesBar, animated: animated)
        if let coordinator = navigationController.topViewController?.transitionCoordinator {
            coordinator.notifyWhenInteractionChanges { [unowned self] context in
                if context.isCancelled {
                    self.isPushing = false
                }
            }
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SpringPushAnimator(operation: operation)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interactivePop
    }
}
