import UIKit

/// The old SDK's names, as a 2018 app kept them in one place.
struct AnimationHelper {
    static let easeInOut: UIViewAnimationOptions = [.curveEaseInOut, .beginFromCurrentState]
    static let curve: UIViewAnimationCurve = .easeOut
    static let springDamping: CGFloat = 0.7

    static func yRotation(_ angle: Double) -> CATransform3D {
        return CATransform3DMakeRotation(CGFloat(angle), 0.0, 1.0, 0.0)
    }
}
