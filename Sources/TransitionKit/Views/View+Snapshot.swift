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
        copy.layer.backgroundColor = layer.backgroundColor
        copy.layer.cornerRadius = layer.cornerRadius
        copy.layer.masksToBounds = layer.masksToBounds
        copy.layer.borderWidth = layer.borderWidth
        copy.layer.borderColor = layer.borderColor
        copy.layer.sublayerTransform = layer.sublayerTransform
        if isRoot {
            // The snapshot shows the view as drawn in its own bounds: at the origin,
            // untransformed and opaque.
            copy.frame = CGRect(origin: .zero, size: layer.bounds.size)
        } else {
            copy.layer.position = layer.position
            copy.layer.transform = layer.transform
            copy.layer.zPosition = layer.zPosition
            copy.layer.opacity = layer.opacity
            copy.layer.isHidden = layer.isHidden
        }
        for child in subviews where !child.isHidden {
            copy.addSubview(child.copyTree(isRoot: false))
        }
        return copy
    }
}
