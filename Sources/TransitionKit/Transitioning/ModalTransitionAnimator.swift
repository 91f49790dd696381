/// What UIKit plays for `present` / `dismiss` when the transitioning delegate returns no
/// animator: the presented view controller's `modalTransitionStyle` (docs/uikit-defaults.md).
///
/// - `.coverVertical` (the default): the new screen slides up from the bottom edge; dismissal
///   slides it back down.
/// - `.crossDissolve`: the new screen fades in over the old one; dismissal fades it out.
/// - `.flipHorizontal`: a 3D turn about the vertical axis with perspective — the old screen
///   turns away right to left and the new one comes round as if on its back; dismissal turns
///   the other way.
/// - `.partialCurl`: not modelled (a page-curl mesh); it plays `.coverVertical` and the
///   checker says so (`not-modelled`).
///
/// The presentation style decides which views there are: a style that keeps the presenter
/// (`.overFullScreen`, sheets) gives no from-view when presenting and no to-view when
/// dismissing, and only the presented screen moves.
public final class ModalTransitionAnimator: ViewControllerAnimatedTransitioning {
    public let style: ModalTransitionStyle
    public let operation: TransitionOperation

    public init(style: ModalTransitionStyle, operation: TransitionOperation) {
        precondition(operation == .present || operation == .dismiss, "a modal transition presents or dismisses")
        self.style = style
        self.operation = operation
    }

    public func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double {
        let settings = transitionContext.map { DefaultTransitionSettings.of($0.containerView) } ?? DefaultTransitionSettings()
        return style == .flipHorizontal ? settings.flipDuration : settings.modalDuration
    }

    /// The rotation about y of the screen going away (`leaving`) or coming round (`!leaving`)
    /// at the end of its half turn: presenting turns right to left, dismissing left to right.
    public static func flipAngle(_ operation: TransitionOperation, leaving: Bool) -> Double {
        let direction: Double = operation == .present ? -1 : 1
        return (leaving ? direction : -direction) * Double.pi / 2
    }

    public func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        let from = transitionContext.view(forKey: .from)
        let to = transitionContext.view(forKey: .to)
        let presented = operation == .present ? to : from
        guard let presented else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        var final = container.bounds
        if let toVC = transitionContext.viewController(forKey: .to) {
            let frame = transitionContext.finalFrame(for: toVC)
            if frame != .zero { final = frame }
        }
        if operation == .present {
            container.addSubview(presented)
            presented.frame = final
        } else if let to {
            container.insertSubview(to, belowSubview: presented)
            to.frame = final
        }
        let settings = DefaultTransitionSettings.of(container)
        let duration = transitionDuration(using: transitionContext)
        let done: (Bool) -> Void = { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        switch style {
        case .coverVertical, .partialCurl:
            if style == .partialCurl {
                Timeline.current?.noteUnmodelled("UIModalTransitionStyle.partialCurl (played as .coverVertical)")
            }
            let shown = presented.frame
            let hidden = presented.frame.offsetBy(dx: 0, dy: container.bounds.height)
            if operation == .present { presented.frame = hidden }
            View.animate(
                withDuration: duration, delay: 0, options: settings.modalCurve.options,
                animations: { presented.frame = self.operation == .present ? shown : hidden },
                completion: { finished in
                    if self.operation == .dismiss { presented.frame = shown }
                    done(finished)
                })
        case .crossDissolve:
            let alpha = presented.alpha
            if operation == .present { presented.alpha = 0 }
            View.animate(
                withDuration: duration, delay: 0, options: settings.modalCurve.options,
                animations: { presented.alpha = self.operation == .present ? alpha : 0 },
                completion: { finished in
                    presented.alpha = alpha
                    done(finished)
                })
        case .flipHorizontal:
            flip(from: from, to: to, in: container, duration: duration, settings: settings, done: done)
        }
    }

    /// Two half turns in one keyframe animation: the leaving screen turns edge-on in the first
    /// half (easing in), the arriving one comes from edge-on to flat in the second. Edge-on,
    /// under perspective, a screen has no width, so neither shows outside its half. The
    /// perspective is the container's `sublayerTransform`, put back at the end.
    private func flip(
        from: View?, to: View?, in container: View, duration: Double, settings: DefaultTransitionSettings,
        done: @escaping (Bool) -> Void
    ) {
        let savedSublayer = container.layer.sublayerTransform
        container.layer.sublayerTransform = Transform3D(perspectiveDistance: settings.flipPerspective)
        let leave = Transform3D(rotationAngle: Self.flipAngle(operation, leaving: true), x: 0, y: 1, z: 0)
        let arrive = Transform3D(rotationAngle: Self.flipAngle(operation, leaving: false), x: 0, y: 1, z: 0)
        let fromStart = from?.layer.transform ?? .identity
        let toStart = to?.layer.transform ?? .identity
        to?.layer.transform = arrive
        View.animateKeyframes(
            withDuration: duration, delay: 0, options: [.calculationModeLinear],
            animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { from?.layer.transform = leave }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { to?.layer.transform = toStart }
            },
            completion: { finished in
                from?.layer.transform = fromStart
                container.layer.sublayerTransform = savedSublayer
                done(finished)
            })
    }
}
