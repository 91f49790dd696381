import Foundation

/// What UIKit plays for a push or pop when the navigation controller's delegate returns no
/// animator (UIKit's private `_UINavigationParallaxTransition`; docs/uikit-defaults.md):
///
/// - push: the new screen slides in from the right edge over the old one, which moves left by
///   `parallaxFraction` of the width and darkens under a black overlay, while a thin shadow
///   runs along the new screen's leading edge;
/// - pop: the same played backwards — the top screen slides off to the right, uncovering the
///   one below as it comes back from the left and brightens.
///
/// Timing is `DefaultTransitionSettings` of the window (0.35 s easeInOut by default); while a
/// finger drives it (the interactive pop) the curve is linear, as UIKit makes it.
public final class NavigationParallaxAnimator: ViewControllerAnimatedTransitioning {
    public let operation: TransitionOperation

    public init(operation: TransitionOperation) {
        precondition(operation == .push || operation == .pop, "a navigation transition pushes or pops")
        self.operation = operation
    }

    public func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double {
        guard let container = transitionContext?.containerView else { return DefaultTransitionSettings().pushDuration }
        return DefaultTransitionSettings.of(container).pushDuration
    }

    /// Where each moving part is at `progress` (0…1 of the curve's output) for a container of
    /// `bounds` whose incoming screen ends at `final`: the frames and alphas the animation runs
    /// between, so tests can check the geometry without a run.
    public struct Geometry: Equatable, Sendable {
        public var incoming: CGRect
        public var outgoing: CGRect
        public var dimmingAlpha: Double
        public var shadow: CGRect
        public var shadowAlpha: Double
    }

    /// Push: incoming = the pushed screen, outgoing = the covered one. Pop: incoming = the
    /// screen coming back, outgoing = the popped one (their roles in the picture, not in UIKit's
    /// from/to).
    public static func geometry(
        _ operation: TransitionOperation, bounds: CGRect, final: CGRect, progress p: Double,
        settings s: DefaultTransitionSettings
    ) -> Geometry {
        let width = bounds.width
        let shift = width * s.parallaxFraction
        let w = s.edgeShadowWidth
        // Push runs 0 → 1; a pop is the same picture from 1 back to 0.
        let t = operation == .push ? p : 1 - p
        let top = final.offsetBy(dx: width * (1 - t), dy: 0)  // the screen on top
        let below = final.offsetBy(dx: -shift * t, dy: 0)  // the screen underneath
        return Geometry(
            incoming: operation == .push ? top : below,
            outgoing: operation == .push ? below : top,
            dimmingAlpha: s.dimmingAlpha * t,
            shadow: CGRect(x: top.minX - w, y: top.minY, width: w, height: top.height),
            shadowAlpha: s.edgeShadowAlpha * t)
    }

    public func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let settings = DefaultTransitionSettings.of(container)
        var final = container.bounds
        if let toVC = transitionContext.viewController(forKey: .to) {
            let frame = transitionContext.finalFrame(for: toVC)
            if frame != .zero { final = frame }
        }
        let fromStart = from.frame
        let dimming = View()
        let shadow = View()
        dimming.role = "parallaxDimming"
        shadow.role = "parallaxEdgeShadow"
        for part in [dimming, shadow] {
            part.backgroundColor = .black
            part.isUserInteractionEnabled = false
        }
        // The screen on top and the one below it: for a push the new one is on top.
        let top = operation == .push ? to : from
        let below = operation == .push ? from : to
        if operation == .push {
            container.addSubview(to)
        } else {
            container.insertSubview(to, belowSubview: from)
        }
        container.insertSubview(dimming, aboveSubview: below)
        if settings.edgeShadowWidth > 0 { container.insertSubview(shadow, belowSubview: top) }

        let start = Self.geometry(operation, bounds: container.bounds, final: final, progress: 0, settings: settings)
        let end = Self.geometry(operation, bounds: container.bounds, final: final, progress: 1, settings: settings)
        func apply(_ g: Geometry) {
            to.frame = g.incoming
            // The outgoing screen keeps its own size; only its position follows the picture.
            from.frame = CGRect(
                x: g.outgoing.minX - final.minX + fromStart.minX, y: fromStart.minY,
                width: fromStart.width, height: fromStart.height)
            dimming.frame = below.frame
            dimming.alpha = g.dimmingAlpha
            shadow.frame = g.shadow
            shadow.alpha = g.shadowAlpha
        }
        View.performWithoutAnimation { apply(start) }
        let curve: ViewAnimationCurve = transitionContext.isInteractive ? .linear : settings.pushCurve
        View.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: curve.options,
            animations: { apply(end) },
            completion: { _ in
                dimming.removeFromSuperview()
                shadow.removeFromSuperview()
                from.frame = fromStart
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
