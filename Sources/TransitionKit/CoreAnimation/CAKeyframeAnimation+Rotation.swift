import Foundation

/// `CAKeyframeAnimation.rotationMode`: "Determines whether objects animating along the path
/// rotate to match the path tangent" — `rotateAuto` turns the layer to its direction of
/// travel, `rotateAutoReverse` to the opposite direction (180° from it).
///
/// Modelled for a `path` animation of `position`: while it applies, the layer's `transform`
/// is a rotation about z by the tangent's angle (from +x towards +y, as
/// `CATransform3DMakeRotation` turns on screen) followed by the transform underneath (our
/// choice of order: the layer turns about its anchor point in its own plane, then its own
/// transform applies). The rotation follows the same timing as the motion — the animation's
/// timing function, key times, segment timing functions and calculation mode — so the layer
/// points where it is going at every frame. Apple calls a rotation mode without a path
/// "undefined"; it, and a rotation on another key path, are reported and turn nothing.
extension LayerKeyPath {
    static func installRotation(
        _ leaf: CAPropertyAnimation, keyPath: String, on layer: Layer, added: AddedAnimation,
        inner: [MediaTimingValues], report: (String) -> Void
    ) {
        guard let keyframes = leaf as? CAKeyframeAnimation, let mode = keyframes.rotationMode else { return }
        guard let path = keyframes.path else {
            return report("CAKeyframeAnimation.rotationMode without a path (undefined on iOS: the layer does not turn)")
        }
        guard keyPath == "position" else {
            return report(
                "CAKeyframeAnimation.rotationMode for key path \"\(keyPath)\" (the engine turns a layer moved by \"position\" only)")
        }
        let half: Double
        switch mode {
        case .rotateAuto: half = 0
        case .rotateAutoReverse: half = Double.pi
        default: return report("CAKeyframeAnimation.rotationMode \"\(mode.rawValue)\" (not a rotation mode Core Animation names)")
        }
        // The motion's own problems were reported when the position animation was installed.
        guard let motion = KeyframePathMotion(keyframes, path: path, report: { _ in }) else { return }
        let duration = (inner.last ?? added.timing).duration
        let pacing = leaf.timingFunction?.curve
        let turning = ExplicitAnimation<Transform3D>(added: added, inner: inner) { base, time in
            let fraction = AnimationCurve<CGPoint>.fraction(time.time, duration: duration, pacing: pacing)
            let rotation = Transform3D(rotationAngle: motion.angle(at: fraction) + half, x: 0, y: 0, z: 1)
            return rotation.concatenating(base)
        }
        layer.changeTrack(\.transformTrack) { $0.add(turning) }
    }
}
