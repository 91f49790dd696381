import Foundation

/// The numbers of the zoom's drag to dismiss (docs/uikit-defaults.md, "The iOS 18 zoom's drag
/// to dismiss"): all ours, since Apple publishes none — the card's scale, corners and dimming
/// as functions of the drag, the release rule, the velocity carried into the release spring,
/// and the release target's transform.
extension ZoomInteractiveDismissal {
    /// The corner radius reaches `zoomDismissCornerRadius` once the drag is this fraction of
    /// the zoomed view's height.
    static let cornerRampFraction = 0.1
    /// The dimming colour (if any) is gone once the drag is this fraction of the height.
    static let dimmingFadeFraction = 0.5

    /// `ZoomTransitionAnimator.transform(zooming:onto:in:alignment:)` for a view that sits in
    /// the clip: its centre in container coordinates is `center` (the clip counter-moves it),
    /// and its alignment rectangle is placed from its untransformed bounds.
    static func transform(zooming zoomed: View, centeredAt center: CGPoint, onto target: CGRect, alignment: CGRect?) -> CGAffineTransform {
        let bounds = zoomed.bounds
        let rect = alignment.flatMap { $0.isEmpty ? nil : $0 } ?? bounds
        guard rect.width > 0 else { return .identity }
        let scale = target.width / rect.width
        let aligned = CGPoint(x: center.x + rect.midX - bounds.midX, y: center.y + rect.midY - bounds.midY)
        return CGAffineTransform(
            a: scale, b: 0, c: 0, d: scale,
            tx: target.midX - (center.x + scale * (aligned.x - center.x)),
            ty: target.midY - (center.y + scale * (aligned.y - center.y)))
    }

    // MARK: The card and the release

    /// How far down the finger has gone, as a fraction of the zoomed view's height (0 … 1; a
    /// drag upwards is 0).
    static func progress(translationY: Double, height: Double) -> Double {
        guard height > 0 else { return 0 }
        return Swift.min(1, Swift.max(0, translationY) / height)
    }

    /// Linear from 1 (no drag) to `minimumScale` (a drag of the whole height).
    static func scale(progress: Double, minimumScale: Double) -> Double {
        1 - (1 - minimumScale) * progress
    }

    static func cornerRadius(progress: Double, maximum: Double) -> Double {
        maximum * Swift.min(1, progress / cornerRampFraction)
    }

    static func dimmingAlpha(progress: Double) -> Double {
        1 - Swift.min(1, progress / dimmingFadeFraction)
    }

    /// The finger's speed carried into the release spring, as UIKit's spring takes it: a
    /// fraction of the distance still to go per second — the velocity's part along the line from
    /// the card's centre to the target's, over that distance — clamped to ±`maximumSpringVelocity`
    /// (a flick at a target close by would otherwise overshoot it; below the critically damped
    /// 0.5 s spring's ω0 ≈ 18.5 /s nothing overshoots). 0 when the card is on its target.
    static func springVelocity(_ velocity: CGPoint, from card: CGRect, to target: CGRect) -> Double {
        let dx = target.midX - card.midX
        let dy = target.midY - card.midY
        let squared = dx * dx + dy * dy
        guard squared > 1e-12 else { return 0 }
        let along = (velocity.x * dx + velocity.y * dy) / squared
        return Swift.min(maximumSpringVelocity, Swift.max(-maximumSpringVelocity, along))
    }

    /// The bound on `springVelocity`, in fractions of the distance per second.
    static let maximumSpringVelocity = 10.0

    /// The release rule: a throw faster than `zoomDismissFinishVelocity` decides by its
    /// direction (down finishes); otherwise past `zoomDismissFinishFraction` of the height
    /// finishes.
    static func finishes(progress: Double, velocity: Double, settings: DefaultTransitionSettings) -> Bool {
        if velocity > settings.zoomDismissFinishVelocity { return true }
        if velocity < -settings.zoomDismissFinishVelocity { return false }
        return progress > settings.zoomDismissFinishFraction
    }
}
