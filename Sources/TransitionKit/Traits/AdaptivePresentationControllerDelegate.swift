import Foundation

/// UIKit's `UIAdaptivePresentationControllerDelegate`. Its methods are optional in UIKit: each
/// default here does what UIKit does when the method is missing and says it answered
/// (OptionalRequirementCall), so the presentation controller can fall back as UIKit does.
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: UITraitCollection) -> ModalPresentationStyle
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
    func presentationController(
        _ controller: PresentationController,
        viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController?
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(
        for controller: PresentationController,
        traitCollection: UITraitCollection
    ) -> ModalPresentationStyle {
        OptionalRequirementCall.defaultAnswered()
        return .none
    }
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
        OptionalRequirementCall.defaultAnswered()
        return .none
    }
    public func presentationController(
        _ controller: PresentationController,
        viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController? {
        OptionalRequirementCall.defaultAnswered()
        return nil
    }
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        OptionalRequirementCall.defaultAnswered()
        return true
    }
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        OptionalRequirementCall.defaultAnswered()
    }
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        OptionalRequirementCall.defaultAnswered()
    }
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        OptionalRequirementCall.defaultAnswered()
    }
}
