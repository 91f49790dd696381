import UIKit

/// A navigation delegate that forwards to another one, as apps wrap delegates (a coordinator
/// that lets the screen on top supply its own animator): each call made the Objective-C way,
/// through the optional methods of `UINavigationControllerDelegate`, so a method the next
/// delegate lacks is not called and gives nil.
final class ForwardingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    weak var next: UINavigationControllerDelegate?
    private(set) var nextHeardWillShow: Bool?

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        nextHeardWillShow = next?.navigationController?(navigationController, willShow: viewController, animated: animated) != nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        next?.navigationController?(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }
}

/// Implements only `willShow`.
final class ShowLoggingDelegate: NSObject, UINavigationControllerDelegate {
    private(set) var shown: [UIViewController] = []

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        shown.append(viewController)
    }
}

/// Implements only the animator.
final class FadingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let animator = StaggeredFadeAnimator()

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
}

/// A pan that asks its delegate the Objective-C way, with UIKit's answer when it is silent.
enum GestureGate {
    static func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.delegate?.gestureRecognizerShouldBegin?(recognizer) ?? true
    }

    static func simultaneously(_ recognizer: UIGestureRecognizer, with other: UIGestureRecognizer) -> Bool? {
        recognizer.delegate?.gestureRecognizer?(recognizer, shouldRecognizeSimultaneouslyWith: other)
    }
}

/// Refuses every pan; says nothing about simultaneity.
final class RefusingGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// Says nothing.
final class SilentGestureDelegate: NSObject, UIGestureRecognizerDelegate {}
