import UIKit

/// Kodeco's AnimationHelper: the y-rotation both flips use, and the perspective the container
/// lends its sublayers (with a switch to see the turn without perspective).
struct AnimationHelper {
    var perspectiveDistance: CGFloat = 500
    var usesPerspective = true

    func yRotation(_ angle: Double) -> CATransform3D {
        return CATransform3DMakeRotation(CGFloat(angle), 0.0, 1.0, 0.0)
    }

    func perspectiveTransform(for containerView: UIView) {
        guard usesPerspective else { return }
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / perspectiveDistance
        containerView.layer.sublayerTransform = transform
    }
}
