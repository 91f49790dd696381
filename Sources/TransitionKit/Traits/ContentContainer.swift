import Foundation

/// UIKit's `UIContentContainer`: how a container (a parent view controller, a presentation
/// controller) and its content negotiate sizes. `UIViewController` and `UIPresentationController`
/// conform, with UIKit's defaults: the callbacks do nothing and a child's size is the parent's.
public protocol UIContentContainer: NSObjectProtocol {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator)
    func willTransition(to newCollection: UITraitCollection, with coordinator: any ViewControllerTransitionCoordinator)
}

extension ViewController: UIContentContainer, UITraitEnvironment {
    /// UIKit tells the container of a view controller whose `preferredContentSize` changed: its
    /// parent, or — for a presented view controller — its presentation controller, which may
    /// move the presented view (a custom controller's `frameOfPresentedViewInContainerView`
    /// reading the size, then setting the frame).
    func preferredContentSizeChanged() {
        if let parent {
            parent.preferredContentSizeDidChange(forChildContentContainer: self)
        } else if let controller = activePresentationController {
            controller.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
}
