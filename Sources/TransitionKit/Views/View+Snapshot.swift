import Foundation

/// `snapshotView(afterScreenUpdates:)`: a new view that looks like this one now.
///
/// UIKit renders the tree into an image; here the tree is copied with its current model
/// values into new layers, which a renderer draws exactly like the original. The copy does
/// not follow later changes of the original, just as a snapshot image does not.
extension View {
    public func snapshotView(afterScreenUpdates: Bool) -> View? {
        let snapshot = copyTree(isRoot: true)
        snapshot.role = "snapshot"
        return snapshot
    }

    private func copyTree(isRoot: Bool) -> View {
        let copy = View()
        copy.role = role
        copy.layer.content = layer.content
        copy.layer.bounds = CGRect(origin: layer.bounds.origin, size: layer.bounds.size)
        copy.layer.anchorPoint = layer.anchorPoint
        copy.layer.backgroundRGBA = layer.backgroundRGBA
        copy.layer.cornerRadius = layer.cornerRadius
        copy.layer.masksToBounds = layer.masksToBounds
        copy.layer.borderWidth = layer.borderWidth
        copy.layer.borderRGBA = layer.borderRGBA
        copy.layer.sublayerTransform = layer.sublayerTransform
        if isRoot {
            // The snapshot shows the view as drawn in its own bounds: at the origin,
            // untransformed and opaque.
            copy.frame = CGRect(origin: .zero, size: layer.bounds.size)
        } else {
            copy.layer.position = layer.position
            copy.layer.transform = layer.transform
            copy.layer.zPosition = layer.zPosition
            copy.layer.opacityValue = layer.opacityValue
            copy.layer.isHidden = layer.isHidden
        }
        // In layer order, so bare sublayers keep their places among the subviews.
        for sublayer in layer.sublayerList {
            if let child = sublayer.backingView {
                if !child.isHidden { copy.addSubview(child.copyTree(isRoot: false)) }
            } else if !sublayer.isHidden {
                copy.layer.addSublayer(sublayer.copyTree())
            }
        }
        return copy
    }
}

extension CALayer {
    /// A bare layer and its bare sublayers with their current model values, as a snapshot
    /// shows them (as plain `CALayer`s: what frames draw of a layer is the same).
    fileprivate func copyTree() -> CALayer {
        let copy = CALayer(layer: self)
        for sublayer in sublayerList where !sublayer.isHidden { copy.addSublayer(sublayer.copyTree()) }
        return copy
    }
}
