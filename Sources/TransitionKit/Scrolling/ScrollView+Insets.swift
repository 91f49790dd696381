import Foundation

/// The adjusted content inset and the range the offset rests in, as Apple documents
/// `contentInsetAdjustmentBehavior`: `.never` adds nothing, `.always` the whole safe area,
/// `.scrollableAxes` the safe area's top and bottom when the content is taller than the scroll
/// view (or `alwaysBounceVertical`) and its sides when it is wider (or
/// `alwaysBounceHorizontal`), and `.automatic` as `.scrollableAxes`, except that top and bottom
/// are always added for a view controller's content shown by a navigation or tab bar
/// controller. The safe area is the scroll view's own `safeAreaInsets`.
extension ScrollView {
    var safeAreaAdjustment: EdgeInsets {
        let safe = safeAreaInsets
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return EdgeInsets()
        case .always: return safe
        case .scrollableAxes, .automatic:
            vertical =
                contentSize.height > bounds.height || alwaysBounceVertical
                || (contentInsetAdjustmentBehavior == .automatic && isShownByContainerController)
            horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
        }
        return EdgeInsets(
            top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
            bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    /// Whether the view controller whose content this is sits in a navigation or tab bar controller.
    private var isShownByContainerController: Bool {
        var node: View? = self
        while let view = node {
            if let controller = view.layout.controller {
                return controller.navigationController != nil || controller.tabBarController != nil
            }
            node = view.superview
        }
        return false
    }

    /// Recomputes the adjusted inset; when it changed, an offset resting at the old top (or left)
    /// moves to the new one, as UIKit keeps content under the bars, and the subclass hears of it.
    func updateAdjustedContentInset() {
        let inset = adjustedContentInset
        let old = lastAdjustedContentInset
        guard inset != old else { return }
        lastAdjustedContentInset = inset
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -inset.top }
        if offset.x == -old.left { offset.x = -inset.left }
        if offset != contentOffset { contentOffset = offset }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// The smallest offset at rest: the content's top-left under the adjusted inset.
    var minimumContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The largest offset at rest: the content's bottom-right at the bounds' less the inset
    /// (never less than the minimum).
    var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset
        let low = minimumContentOffset
        return CGPoint(
            x: Swift.max(low.x, contentSize.width + inset.right - bounds.width),
            y: Swift.max(low.y, contentSize.height + inset.bottom - bounds.height))
    }

    /// `offset` brought into the resting range.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let low = minimumContentOffset
        let high = maximumContentOffset
        return CGPoint(x: Swift.min(Swift.max(offset.x, low.x), high.x), y: Swift.min(Swift.max(offset.y, low.y), high.y))
    }
}

extension EdgeInsets {
    static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}
