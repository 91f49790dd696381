import Foundation

/// `readableContentGuide` (iOS 9) and the rectangles the system guides pin to. Apple documents
/// three rules — never beyond the layout margins guide, centred in it, no wider than the
/// readable width for the current text size — and not the width: 672 points at the default
/// (Large) content size is ours, the width UIKit is widely measured to give on an iPad. So on a
/// phone in portrait the guide is the margins guide; on a wider view it is 672 points, centred.
extension View {
    public var readableContentGuide: LayoutGuide {
        let guide = layout.readableGuide
        guide.owningView = self
        return guide
    }
}

extension LayoutGuide {
    /// The readable width at the default content size (ours, above).
    static let readableWidth = 672.0

    /// A system guide's rectangle in its owning view's coordinates, from the view's current
    /// safe area and margins (the layout pass pins the guide to it).
    func systemRect(in owner: View) -> CGRect {
        let insets = kind == .safeArea ? owner.safeAreaInsets : owner.layoutMargins
        let width = Swift.max(0, Double(owner.bounds.width) - insets.left - insets.right)
        let height = Swift.max(0, Double(owner.bounds.height) - insets.top - insets.bottom)
        guard kind == .readable else { return CGRect(x: insets.left, y: insets.top, width: width, height: height) }
        let readable = Swift.min(width, Self.readableWidth)
        return CGRect(x: insets.left + (width - readable) / 2, y: insets.top, width: readable, height: height)
    }
}
