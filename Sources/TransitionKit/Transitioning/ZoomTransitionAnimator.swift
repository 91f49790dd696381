import Foundation

/// iOS 18's fluid zoom (`preferredTransition = .zoom(options:sourceViewProvider:)`), as far as
/// it moves frames. Apple documents what it zooms between — "the view, for example a
/// thumbnail image, that the animation zooms out from and zooms back in to", asked of the
/// source view provider "when it presents and when it dismisses", and an alignment rectangle
/// "in the zoomed view controller's view to which to align the source view" — but not its
/// curve, duration or shape; those are our rules (docs/bring-your-own.md, "The iOS 18 zoom"):
///
/// - Forward (present, push): the zoomed view starts scaled uniformly so that its alignment
///   rectangle (default: its bounds) has the source view's width and the same centre, and
///   springs to its final frame (`duration` 0.5 s, damping 1: critically damped). The source
///   view is hidden while it is "in" the zoomed view, and shown again at the end.
/// - Back (dismiss, pop): the provider is asked again (the source may have changed), and the
///   zoomed view springs back onto it, fading out over the last part.
/// - `dimmingColor` fades in behind the zoomed view (out on the way back); none by default.
/// - No source view (the provider returns `nil`, or a view not on screen): the zoomed view
///   cross-fades instead.
/// - The shape: while it zooms, the zoomed view is clipped to a rectangle that morphs, on the
///   same spring, from the source view's outline (its frame in the container and its layer's
///   `cornerRadius`) to the zoomed view's full frame (corner radius 0), and back on the way
///   back (ZoomShapeClip.swift).
/// - Interactive: a drag down on the zoomed view dismisses or pops it interactively
///   (ZoomDismissGesture.swift, ZoomInteractiveDismissal.swift); not this animator, which
///   plays the non-interactive way back.
public final class ZoomTransitionAnimator: ViewControllerAnimatedTransitioning {
    public static let duration = 0.5
    let operation: TransitionOperation
    let options: ViewController.Transition.ZoomOptions?
    let sourceViewProvider: (ViewController.Transition.ZoomSourceViewProviderContext) -> View?

    init(
        operation: TransitionOperation, options: ViewController.Transition.ZoomOptions?,
        sourceViewProvider: @escaping (ViewController.Transition.ZoomSourceViewProviderContext) -> View?
    ) {
        self.operation = operation
        self.options = options
        self.sourceViewProvider = sourceViewProvider
    }

    var isForward: Bool { operation == .present || operation == .push }

    public func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double {
        Self.duration
    }

    public func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let forward = isForward
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to),
            let zoomed = transitionContext.view(forKey: forward ? .to : .from)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let zoomedVC = forward ? toVC : fromVC
        let sourceVC = forward ? fromVC : toVC
        let to = transitionContext.view(forKey: .to)
        if forward {
            container.addSubview(zoomed)
            zoomed.frame = transitionContext.finalFrame(for: zoomedVC)
        } else if let to {
            container.insertSubview(to, belowSubview: zoomed)
            to.frame = transitionContext.finalFrame(for: toVC)
        }
        let context = ViewController.Transition.ZoomSourceViewProviderContext(
            sourceViewController: sourceVC, zoomedViewController: zoomedVC)
        let done: (Bool) -> Void = { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        guard let source = sourceViewProvider(context), source.window != nil, source.window === container.window else {
            crossFade(zoomed, done: done)
            return
        }
        let outline = source.convert(source.bounds, to: container)
        let shrunk = Self.transform(
            zooming: zoomed, onto: outline, in: container,
            alignment: options?.alignmentRectProvider?(.init(sourceView: source, zoomedViewController: zoomedVC)))
        let full = CGRect(
            x: zoomed.center.x - zoomed.bounds.width / 2, y: zoomed.center.y - zoomed.bounds.height / 2,
            width: zoomed.bounds.width, height: zoomed.bounds.height)
        let sourceRadius = source.layer.cornerRadius
        let clip = ZoomShapeClip(
            holding: zoomed, in: container, rect: forward ? outline : full, cornerRadius: forward ? sourceRadius : 0)
        let dimming = makeDimming(in: container, below: clip.view)
        let wasHidden = source.isHidden
        let savedTransform = zoomed.transform
        source.isHidden = true
        if forward { zoomed.transform = shrunk }
        dimming?.alpha = forward ? 0 : 1
        View.animate(
            withDuration: Self.duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
            animations: {
                zoomed.transform = forward ? savedTransform : shrunk
                clip.morph(to: forward ? full : outline, cornerRadius: forward ? 0 : sourceRadius)
                dimming?.alpha = forward ? 1 : 0
            },
            completion: { finished in
                source.isHidden = wasHidden
                clip.unwrap()
                zoomed.transform = savedTransform
                dimming?.removeFromSuperview()
                done(finished)
            })
        if !forward {
            View.animate(
                withDuration: Self.duration * 0.3, delay: Self.duration * 0.7, options: [.curveEaseIn], animations: { zoomed.alpha = 0 }
            ) {
                _ in zoomed.alpha = 1
            }
        }
    }

    /// The transform (about the zoomed view's centre) that puts its alignment rectangle — in
    /// its own bounds coordinates, the whole bounds by default — on `target` (container
    /// coordinates): a uniform scale to the target's width, centres matched.
    static func transform(zooming zoomed: View, onto target: CGRect, in container: View, alignment: CGRect?) -> CGAffineTransform {
        let rect = alignment.flatMap { $0.isEmpty ? nil : $0 } ?? zoomed.bounds
        guard rect.width > 0 else { return .identity }
        let scale = target.width / rect.width
        let center = zoomed.center
        let alignedMid = zoomed.convert(CGPoint(x: rect.midX, y: rect.midY), to: container)
        let tx = target.midX - (center.x + scale * (alignedMid.x - center.x))
        let ty = target.midY - (center.y + scale * (alignedMid.y - center.y))
        return CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: tx, ty: ty)
    }

    private func makeDimming(in container: View, below zoomed: View) -> View? {
        guard let color = options?.dimmingColor else { return nil }
        let dimming = View(frame: container.bounds)
        dimming.role = "zoomDimming"
        dimming.backgroundColor = color
        container.insertSubview(dimming, belowSubview: zoomed)
        return dimming
    }

    private func crossFade(_ zoomed: View, done: @escaping (Bool) -> Void) {
        let forward = isForward
        if forward { zoomed.alpha = 0 }
        View.animate(
            withDuration: Self.duration, delay: 0, options: [],
            animations: { zoomed.alpha = forward ? 1 : 0 },
            completion: { finished in
                zoomed.alpha = 1
                done(finished)
            })
    }
}
