import Foundation

/// The snapshot APIs that make an image of a subtree at the moment they are called (a
/// `CapturedPicture`): `drawHierarchy(in:afterScreenUpdates:)` and `render(in:)` into the
/// current image context, and `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`.
/// `afterScreenUpdates: true` lays the view out first, as UIKit commits pending changes.
/// `drawHierarchy` and `resizableSnapshotView` capture what is on screen (presentation values,
/// mid-animation the in-flight ones); `render(in:)` the model (`CaptureSource`).
extension View {
    /// Draws the view's subtree, in its bounds, scaled into `rect` of the current context.
    /// False when there is no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        if afterUpdates { layoutIfNeeded() }
        let picture = CapturedPicture.capture(layer, .onScreen)
        context.draw(picture, crop: CGRect(origin: .zero, size: picture.size), in: rect)
        return true
    }

    /// A view of `rect`'s size that shows the part `rect` of this view now. Cap insets only
    /// matter when the snapshot is later resized: such a snapshot stretches uniformly and the
    /// insets are reported.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: EdgeInsets,
        file: String = #filePath, line: Int = #line
    ) -> View? {
        if afterUpdates { layoutIfNeeded() }
        if capInsets != .zero {
            Timeline.current?.noteUnmodelled(
                "resizableSnapshotView cap insets (a resized snapshot stretches uniformly)", at: CallSite(filePath: file, line: line))
        }
        let picture = CapturedPicture.capture(layer, .onScreen)
        let snapshot = View(frame: CGRect(origin: .zero, size: rect.size))
        snapshot.role = "snapshot"
        snapshot.layer.content = .snapshot(SnapshotContent(picture: picture, rect: rect), contentMode: .scaleToFill)
        return snapshot
    }
}

extension CALayer {
    /// Draws the layer and its sublayers, in its bounds, at the context's current origin: the
    /// model values, as Apple documents ("renders directly from the layer tree, ignoring any
    /// animations added to the render tree").
    public func render(in context: CGContext) {
        let size = bounds.size
        context.draw(CapturedPicture.capture(self, .model), crop: CGRect(origin: .zero, size: size), in: CGRect(origin: .zero, size: size))
    }
}
