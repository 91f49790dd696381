import Foundation

/// UIKit's `UIPopoverArrowDirection`, with its raw values.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// UIKit's `UIPopoverPresentationControllerDelegate`: the adaptive delegate, for popovers.
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}

/// UIKit's `UIPopoverPresentationController`, the presentation controller of `.popover`. On a
/// phone UIKit adapts a popover to a sheet unless the delegate answers `.none`
/// (PresentationController+Adaptive.swift); kept as a popover, the engine places it as UIKit
/// does in shape — its content's `preferredContentSize` (UIKit's default 320 × 480 when it
/// has none) next to `sourceRect` of `sourceView` (or the bar button item's view), below it
/// when `.up` is permitted and there is room, else above, clamped 8 pt inside the safe area —
/// and reports the arrow and the bubble's shadow, which it does not draw. These numbers are
/// ours (UIKit publishes none). On the iPad, a popover is kept as a popover in the same way.
public final class UIPopoverPresentationController: StandardPresentationController {
    public weak var sourceView: View?
    public var sourceRect: CGRect = .zero
    public var barButtonItem: UIBarButtonItem?
    public var permittedArrowDirections: UIPopoverArrowDirection = .any
    public var backgroundColor: UIColor?
    public var passthroughViews: [View]?
    public var canOverlapSourceViewRect = false
    public private(set) var arrowDirection: UIPopoverArrowDirection = .unknown

    /// Drawn as a popover: on the iPad, or on a phone where the delegate kept it (`.none`).
    /// Otherwise UIKit shows it as a sheet, which the engine draws filling the screen, reported.
    var isBubble: Bool {
        guard style == .popover else { return false }
        if UIScreen.main.device.isPad { return true }
        return delegateKeptStyle
    }

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard isBubble, let containerView else { return super.frameOfPresentedViewInContainerView }
        let preferred = presentedViewController.preferredContentSize
        let size = preferred == .zero ? CGSize(width: 320, height: 480) : preferred
        let anchorView = sourceView ?? barButtonItem?.view
        let anchor =
            anchorView.map { $0.convert(sourceRect == .zero ? $0.bounds : sourceRect, to: containerView) }
            ?? CGRect(x: containerView.bounds.midX, y: containerView.bounds.midY, width: 0, height: 0)
        let insets = UIScreen.main.device.safeAreaInsets
        let safe = CGRect(
            x: insets.left, y: insets.top, width: containerView.bounds.width - insets.left - insets.right,
            height: containerView.bounds.height - insets.top - insets.bottom
        ).insetBy(dx: 8, dy: 8)
        let fitsBelow = anchor.maxY + size.height <= safe.maxY
        var frame = CGRect(origin: .zero, size: CGSize(width: min(size.width, safe.width), height: size.height))
        if permittedArrowDirections.contains(.up) && (fitsBelow || !permittedArrowDirections.contains(.down)) {
            frame.origin.y = anchor.maxY
            arrowDirection = .up
        } else {
            frame.origin.y = anchor.minY - size.height
            arrowDirection = .down
        }
        frame.origin.x = min(max(anchor.midX - frame.width / 2, safe.minX), safe.maxX - frame.width)
        frame.origin.y = min(max(frame.origin.y, safe.minY), safe.maxY - frame.height)
        return frame
    }

    public override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard isBubble else {
            if style == .popover {
                Timeline.current?.noteUnmodelled("a popover shown as a sheet on a phone (drawn filling the screen)")
            }
            return
        }
        presentedView?.layer.cornerRadius = 13
        presentedView?.clipsToBounds = true
        if let backgroundColor { presentedView?.backgroundColor = backgroundColor }
        Timeline.current?.noteUnmodelled("the popover's arrow and shadow (its frame is placed; the bubble is drawn without them)")
    }
}

extension ViewController {
    /// The popover presentation controller, when this view controller is (or will be)
    /// presented with `.popover`.
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }
}
