import Foundation

/// `sizeThatFits(_:)` and `sizeToFit()`. Apple documents that the default returns "the existing
/// size of the view", that `UIImageView` returns the size of its image, that the method "does
/// not resize the receiver", and that `sizeToFit()` calls it "with current view bounds and
/// changes bounds size". Ours where that says nothing: a label answers its text's size (the
/// engine's text-measure approximation, docs/engine.md "Intrinsic content size") with a
/// multi-line label's words wrapped at the proposed width (no wrapping when that width is not
/// positive); the proposed height does not cut lines; `sizeToFit()` keeps the frame's origin.
extension View {
    func applySizeThatFits() {
        let fitted = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitted)
    }
}

extension Label {
    func labelSizeThatFits(_ size: CGSize) -> CGSize {
        labelTextSize(wrappingAt: numberOfLines == 1 ? 0 : Double(size.width))
    }
}
