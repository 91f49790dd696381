import Foundation

/// `snapshotView(afterScreenUpdates:)`: a new view that looks like this one now.
///
/// UIKit renders the tree into an image; here the tree is copied into new layers, which a
/// renderer draws exactly like the original. Apple: the method "captures the current rendered
/// appearance of a view", so the copy takes what is on screen — presentation values, the
/// in-flight ones mid-animation (`CaptureSource.onScreen`) — as model values of its own. The
/// copy does not follow later changes of the original, just as a snapshot image does not.
extension View {
    /// `file`/`line` name the app's call in a report (as `resizableSnapshotView` does).
    public func snapshotView(afterScreenUpdates: Bool, file: String = #filePath, line: Int = #line) -> View? {
        let moment = CaptureSource.onScreen.moment
        let snapshot = copyTree(isRoot: true, at: moment, caller: CallSite(filePath: file, line: line))
        snapshot.role = "snapshot"
        return snapshot
    }

    private func copyTree(isRoot: Bool, at moment: (t: Double, clocks: ClockTable)?, caller: CallSite?) -> View {
        let v = CapturedLayerValues(layer, at: moment)
        if let effectView = self as? UIVisualEffectView, effectView.effect != nil {
            // The effect is drawn from what is behind it in the window, which a copy of part of
            // the tree does not hold; the copy here is a plain view, so say so rather than guess.
            Timeline.current?.noteUnmodelled(
                "a UIVisualEffectView's effect in snapshotView(afterScreenUpdates:) (the copy shows its content without the effect)",
                at: caller, view: Timeline.findingName(of: layer))
        }
        let copy = View()
        copy.role = role
        copy.layer.content = layer.content
        copy.layer.bounds = v.bounds
        copy.layer.anchorPoint = v.anchorPoint
        copy.layer.backgroundRGBA = v.backgroundColor
        copy.layer.cornerRadius = CGFloat(v.cornerRadius)
        copy.layer.masksToBounds = v.masksToBounds
        copy.layer.borderWidth = CGFloat(v.borderWidth)
        copy.layer.borderRGBA = v.borderColor
        copy.layer.sublayerTransform = v.sublayerTransform
        if isRoot {
            // The snapshot shows the view as drawn in its own bounds: at the origin,
            // untransformed and opaque.
            copy.frame = CGRect(origin: .zero, size: v.bounds.size)
        } else {
            copy.layer.position = v.position
            copy.layer.transform = v.transform
            copy.layer.zPosition = CGFloat(v.zPosition)
            copy.layer.opacityValue = v.opacity
            copy.layer.isHidden = v.isHidden
        }
        // In layer order, so bare sublayers keep their places among the subviews.
        for sublayer in layer.sublayerList {
            let shown = !CapturedLayerValues.isHidden(sublayer, at: moment)
            if let child = sublayer.backingView {
                if shown { copy.addSubview(child.copyTree(isRoot: false, at: moment, caller: caller)) }
            } else if shown {
                copy.layer.addSublayer(sublayer.copyTree(at: moment))
            }
        }
        return copy
    }
}

extension CALayer {
    /// A bare layer and its bare sublayers with their values on screen, as a snapshot shows
    /// them: shape and gradient layers as their kind with their style as drawn now, others as
    /// plain `CALayer`s (what frames draw of them is the same), shadows as drawn now.
    fileprivate func copyTree(at moment: (t: Double, clocks: ClockTable)?) -> CALayer {
        let time = moment.map { DrawingTime(t: $0.t, clocks: $0.clocks, layer: self) }
        let copy: CALayer =
            switch self {
            case let shape as CAShapeLayer: shape.snapshotCopy(at: time)
            case let gradient as CAGradientLayer: gradient.snapshotCopy(at: time)
            default: CALayer(layer: self)
            }
        if let moment {
            let v = CapturedLayerValues(self, at: moment)
            copy.bounds = v.bounds
            copy.position = v.position
            copy.anchorPoint = v.anchorPoint
            copy.transform = v.transform
            copy.sublayerTransform = v.sublayerTransform
            copy.zPosition = CGFloat(v.zPosition)
            copy.opacityValue = v.opacity
            copy.cornerRadius = CGFloat(v.cornerRadius)
            copy.backgroundRGBA = v.backgroundColor
            copy.borderWidth = CGFloat(v.borderWidth)
            copy.borderRGBA = v.borderColor
            var surface = presentedSurface(at: time)
            surface.mask = nil
            surface.animatesDrawing = false
            surface.contentChanges = []
            copy.surface = surface
        }
        for sublayer in sublayerList where !CapturedLayerValues.isHidden(sublayer, at: moment) {
            copy.addSublayer(sublayer.copyTree(at: moment))
        }
        return copy
    }
}
