import Foundation
import TransitionKit

// Optional protocol requirements, which Swift on Linux does not have (they need Objective-C).
// docs/bring-your-own.md, "Optional requirements".
//
// UIKit's delegate protocols: the engine's protocols give each optional method a default that
// does what UIKit does without it, and notes that it answered (OptionalRequirementCall). The
// members below make the call apps write compile — `delegate?.navigationController?(nav,
// willShow: vc, animated: true)`: `navigationController` is an optional value whose
// `callAsFunction`s call the method and give nil when the delegate does not implement it, as
// the Objective-C call does. A conformer's own member of the same name (a view controller's
// `navigationController`) is found first, as before.
//
// An app's own `@objc protocol` with `optional` members gets the same shape from the rewritten
// copy a folder entry compiles (ObjCRewriter), which uses `_implementsOptionalRequirement` to
// answer `responds(to:)`.

extension NSObjectProtocol {
    /// Whether the object has the method the selector names: for a method of a class, whether
    /// the object is one; for an optional requirement of an app's `@objc protocol`, whether its
    /// class implements it (the rewritten copy records that where the class conforms). For an
    /// optional method of UIKit's delegate protocols the engine cannot tell an implemented
    /// method from its default: it answers whether the object conforms.
    public func responds(to aSelector: Selector!, file: String = #filePath, line: Int = #line) -> Bool {
        guard let aSelector else { return false }
        return aSelector.isImplemented(by: self as AnyObject, at: CallSite(filePath: file, line: line))
    }
}

/// Whether an unbound method reference is a class's own method (true) or the default the
/// rewrite gave an optional requirement, which throws (false): written by the rewritten copy
/// where a class declares its conformance, as `_implementsOptionalRequirement(Card.didOpen(_:))`.
public func _implementsOptionalRequirement<T, each A, R>(_ method: (T) -> (repeat each A) -> R) -> Bool { true }
public func _implementsOptionalRequirement<T, each A, R>(_ method: (T) -> (repeat each A) throws -> R) -> Bool { false }
public func _implementsOptionalRequirement<T, each A, R>(_ method: (T) -> (repeat each A) async -> R) -> Bool { true }
public func _implementsOptionalRequirement<T, each A, R>(_ method: (T) -> (repeat each A) async throws -> R) -> Bool { false }

// MARK: UIKit's delegate protocols

extension NavigationControllerDelegate {
    /// `delegate?.navigationController?(…)`.
    public var navigationController: _NavigationControllerDelegateCall? { _NavigationControllerDelegateCall(delegate: self) }
}

public struct _NavigationControllerDelegateCall {
    let delegate: any NavigationControllerDelegate

    public func callAsFunction(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        OptionalRequirementCall.result {
            delegate.navigationController(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
        } ?? nil
    }

    public func callAsFunction(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        OptionalRequirementCall.result {
            delegate.navigationController(navigationController, interactionControllerFor: animationController)
        } ?? nil
    }

    @discardableResult
    public func callAsFunction(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) -> Void? {
        OptionalRequirementCall.result { delegate.navigationController(navigationController, willShow: viewController, animated: animated) }
    }

    @discardableResult
    public func callAsFunction(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) -> Void? {
        OptionalRequirementCall.result { delegate.navigationController(navigationController, didShow: viewController, animated: animated) }
    }
}

extension ViewControllerTransitioningDelegate {
    /// `transitioningDelegate?.animationController?(forPresented:presenting:source:)` and `(forDismissed:)`.
    public var animationController: _TransitioningDelegateAnimationCall? { _TransitioningDelegateAnimationCall(delegate: self) }

    public var interactionControllerForPresentation: _TransitioningDelegateInteractionCall? {
        _TransitioningDelegateInteractionCall(delegate: self, presenting: true)
    }

    public var interactionControllerForDismissal: _TransitioningDelegateInteractionCall? {
        _TransitioningDelegateInteractionCall(delegate: self, presenting: false)
    }
}

public struct _TransitioningDelegateAnimationCall {
    let delegate: any ViewControllerTransitioningDelegate

    public func callAsFunction(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        OptionalRequirementCall.result {
            delegate.animationController(forPresented: presented, presenting: presenting, source: source)
        } ?? nil
    }

    public func callAsFunction(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        OptionalRequirementCall.result { delegate.animationController(forDismissed: dismissed) } ?? nil
    }
}

public struct _TransitioningDelegateInteractionCall {
    let delegate: any ViewControllerTransitioningDelegate
    let presenting: Bool

    public func callAsFunction(
        using animator: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        OptionalRequirementCall.result {
            presenting
                ? delegate.interactionControllerForPresentation(using: animator)
                : delegate.interactionControllerForDismissal(using: animator)
        } ?? nil
    }
}

extension TabBarControllerDelegate {
    /// `delegate?.tabBarController?(…)`.
    public var tabBarController: _TabBarControllerDelegateCall? { _TabBarControllerDelegateCall(delegate: self) }
}

public struct _TabBarControllerDelegateCall {
    let delegate: any TabBarControllerDelegate

    public func callAsFunction(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool? {
        OptionalRequirementCall.result { delegate.tabBarController(tabBarController, shouldSelect: viewController) }
    }

    @discardableResult
    public func callAsFunction(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) -> Void? {
        OptionalRequirementCall.result { delegate.tabBarController(tabBarController, didSelect: viewController) }
    }

    public func callAsFunction(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    )
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        OptionalRequirementCall.result {
            delegate.tabBarController(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
        } ?? nil
    }

    public func callAsFunction(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        OptionalRequirementCall.result {
            delegate.tabBarController(tabBarController, interactionControllerFor: animationController)
        } ?? nil
    }
}

extension GestureRecognizerDelegate {
    /// `delegate?.gestureRecognizerShouldBegin?(recognizer)`.
    public var gestureRecognizerShouldBegin: _GestureShouldBeginCall? { _GestureShouldBeginCall(delegate: self) }
    /// `delegate?.gestureRecognizer?(recognizer, shouldRecognizeSimultaneouslyWith:)` and `(…, shouldReceive:)`.
    public var gestureRecognizer: _GestureRecognizerDelegateCall? { _GestureRecognizerDelegateCall(delegate: self) }
}

public struct _GestureShouldBeginCall {
    let delegate: any GestureRecognizerDelegate

    public func callAsFunction(_ gestureRecognizer: UIGestureRecognizer) -> Bool? {
        OptionalRequirementCall.result { delegate.gestureRecognizerShouldBegin(gestureRecognizer) }
    }
}

public struct _GestureRecognizerDelegateCall {
    let delegate: any GestureRecognizerDelegate

    public func callAsFunction(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool? {
        OptionalRequirementCall.result {
            delegate.gestureRecognizer(gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer)
        }
    }

    public func callAsFunction(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool? {
        OptionalRequirementCall.result { delegate.gestureRecognizer(gestureRecognizer, shouldReceive: touch) }
    }

    public func callAsFunction(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool? {
        OptionalRequirementCall.result { delegate.gestureRecognizer(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer) }
    }

    public func callAsFunction(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool? {
        OptionalRequirementCall.result { delegate.gestureRecognizer(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer) }
    }
}

extension ViewControllerAnimatedTransitioning {
    /// `animator.animationEnded?(completed)`.
    public var animationEnded: _AnimationEndedCall? { _AnimationEndedCall(animator: self) }
}

public struct _AnimationEndedCall {
    let animator: any ViewControllerAnimatedTransitioning

    @discardableResult
    public func callAsFunction(_ transitionCompleted: Bool) -> Void? {
        OptionalRequirementCall.result { animator.animationEnded(transitionCompleted) }
    }
}
