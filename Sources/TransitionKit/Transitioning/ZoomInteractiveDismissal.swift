import Foundation

/// The iOS 18 zoom's interactive dismissal (or pop): the zoomed view follows the finger as a
/// card that shrinks and rounds its corners while the dimming behind it fades, and on release
/// either zooms back into the source view's outline (the provider is asked again) or springs
/// back to full screen. Apple shows this ("People can then grab, drag, and control the
/// transitions") but publishes no number; every number here is ours, a knob in
/// `DefaultTransitionSettings` or a constant below, listed in docs/uikit-defaults.md ("The
/// iOS 18 zoom's drag to dismiss").
///
/// The card is the zoom's own shape (`ZoomShapeClip`): the zoomed view's transform scales it
/// about the point the finger went down on and carries that point with the finger, and the
/// clip shows exactly the transformed frame with the card's corner radius. On release both
/// spring, in one block, to the animator's end state (the alignment rectangle on the source's
/// outline, the source's corners) or back to full screen — the same linear pair as the
/// zoom's, so the counter-moved clip and view stay in step.
///
/// It is the transition's interaction controller (`ZoomDismissGesture` starts the dismissal
/// with it), so the animator's `animateTransition` is not called: this object moves the views
/// itself, as an app's custom `UIViewControllerInteractiveTransitioning` does. Its numbers
/// are in ZoomInteractiveDismissal+Rules.swift.
final class ZoomInteractiveDismissal: ViewControllerInteractiveTransitioning {
    let options: ViewController.Transition.ZoomOptions?
    let sourceViewProvider: (ViewController.Transition.ZoomSourceViewProviderContext) -> View?
    let recognizer: PanGestureRecognizer

    private weak var context: TransitionContext?
    private var scene: Scene?
    /// The alongside animations' paused clock: they follow the drag's progress, then finish or
    /// go back with the release's spring.
    private var alongsideClock: Int?
    private(set) var progress = 0.0
    /// The finger's velocity when it lifted (container points per second).
    private var releaseVelocity = CGPoint.zero

    /// What the drag moves, set up when the transition starts.
    private struct Scene {
        let container: View
        let zoomed: View
        let clip: ZoomShapeClip
        let dimming: View?
        /// The zoomed view's untransformed frame in the container.
        let full: CGRect
        let savedTransform: CGAffineTransform
        var source: View?
        var sourceWasHidden: Bool
        /// Weak: the transition's coordinator holds them; the zoomed one holds, through its
        /// `preferredTransition`, the gesture that made this object.
        weak var sourceViewController: ViewController?
        weak var zoomedViewController: ViewController?
    }

    init(
        options: ViewController.Transition.ZoomOptions?,
        sourceViewProvider: @escaping (ViewController.Transition.ZoomSourceViewProviderContext) -> View?,
        recognizer: PanGestureRecognizer
    ) {
        self.options = options
        self.sourceViewProvider = sourceViewProvider
        self.recognizer = recognizer
    }

    func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext,
            let fromVC = context.viewController(forKey: .from),
            let toVC = context.viewController(forKey: .to),
            let zoomed = context.view(forKey: .from)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        self.context = context
        let container = context.containerView
        if let to = context.view(forKey: .to) {
            container.insertSubview(to, belowSubview: zoomed)
            to.frame = context.finalFrame(for: toVC)
        }
        let source = validSource(
            sourceViewProvider(.init(sourceViewController: toVC, zoomedViewController: fromVC)), in: container)
        let full = CGRect(
            x: zoomed.center.x - zoomed.bounds.width / 2, y: zoomed.center.y - zoomed.bounds.height / 2,
            width: zoomed.bounds.width, height: zoomed.bounds.height)
        let clip = ZoomShapeClip(holding: zoomed, in: container, rect: full, cornerRadius: 0)
        var dimming: View?
        if let color = options?.dimmingColor {
            let view = View(frame: container.bounds)
            view.role = "zoomDimming"
            view.backgroundColor = color
            container.insertSubview(view, belowSubview: clip.view)
            dimming = view
        }
        scene = Scene(
            container: container, zoomed: zoomed, clip: clip, dimming: dimming, full: full,
            savedTransform: zoomed.transform, source: source, sourceWasHidden: source?.isHidden ?? false,
            sourceViewController: toVC, zoomedViewController: fromVC)
        source?.isHidden = true
        runAlongsideOnPausedClock(context)
        update()
    }

    /// The source view if it is on screen in the transition's window, as the animator requires.
    private func validSource(_ view: View?, in container: View) -> View? {
        guard let view, view.window != nil, view.window === container.window else { return nil }
        return view
    }

    /// UIKit's coordinator runs the alongside animations right after the interaction starts;
    /// here they run on a paused clock that the drag's progress scrubs.
    private func runAlongsideOnPausedClock(_ context: TransitionContext) {
        guard let timeline = Timeline.current, let coordinator = context.coordinator else { return }
        let clock = timeline.makePausedClock()
        alongsideClock = clock
        let saved = timeline.currentClock
        timeline.currentClock = clock
        coordinator.runAlongsideAnimations()
        timeline.currentClock = saved
    }

    private var settings: DefaultTransitionSettings {
        scene.map { DefaultTransitionSettings.of($0.container) } ?? DefaultTransitionSettings()
    }

    /// The card under the finger: called for the gesture's start and every change.
    func update() {
        guard let scene, context?.isInteractive == true else { return }
        let container = scene.container
        let translation = recognizer.translation(in: container)
        let finger = recognizer.location(in: container)
        let grabbed = CGPoint(x: finger.x - translation.x, y: finger.y - translation.y)
        let settings = settings
        let p = Self.progress(translationY: translation.y, height: scene.full.height)
        progress = p
        let scale = Self.scale(progress: p, minimumScale: settings.zoomDismissMinimumScale)
        let center = scene.clip.center
        // P ↦ finger + scale·(P − grabbed), as a transform about the view's centre.
        scene.zoomed.transform = CGAffineTransform(
            a: scale, b: 0, c: 0, d: scale,
            tx: (finger.x - center.x) - scale * (grabbed.x - center.x),
            ty: (finger.y - center.y) - scale * (grabbed.y - center.y))
        let card = CGRect(
            x: finger.x + scale * (scene.full.minX - grabbed.x), y: finger.y + scale * (scene.full.minY - grabbed.y),
            width: scene.full.width * scale, height: scene.full.height * scale)
        scene.clip.morph(to: card, cornerRadius: Self.cornerRadius(progress: p, maximum: settings.zoomDismissCornerRadius))
        scene.dimming?.alpha = Self.dimmingAlpha(progress: p)
        if let clock = alongsideClock, let timeline = Timeline.current, let coordinator = context?.coordinator {
            timeline.setMediaTime(p * coordinator.transitionDuration, clock: clock)
        }
        context?.updateInteractiveTransition(p)
    }

    /// The finger lifted (or the touch was cancelled, which always cancels): finish into the
    /// source or spring back, by `finishes(progress:velocity:settings:)`.
    func release(cancelled: Bool) {
        guard let scene, let context, context.isInteractive else { return }
        releaseVelocity = cancelled ? .zero : recognizer.velocity(in: scene.container)
        let finishes = !cancelled && Self.finishes(progress: progress, velocity: releaseVelocity.y, settings: settings)
        if finishes { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        let duration = ZoomTransitionAnimator.duration
        if let clock = alongsideClock, let timeline = Timeline.current, let coordinator = context.coordinator {
            alongsideClock = nil
            timeline.resolve(
                clock: clock, to: finishes ? coordinator.transitionDuration : 0, over: duration,
                curve: coordinator.completionCurve.bezier, finished: finishes)
        }
        if finishes { zoomHome(scene, context: context) } else { springBack(scene, context: context) }
    }

    /// Into the source view's outline, the provider asked again (the source may have changed
    /// while the view was open); without a source, the card fades out where it is.
    private func zoomHome(_ scene: Scene, context: TransitionContext) {
        var scene = scene
        var asked: View?
        if let sourceViewController = scene.sourceViewController, let zoomedViewController = scene.zoomedViewController {
            asked = validSource(
                sourceViewProvider(.init(sourceViewController: sourceViewController, zoomedViewController: zoomedViewController)),
                in: scene.container)
        }
        if asked !== scene.source {
            scene.source?.isHidden = scene.sourceWasHidden
            scene.sourceWasHidden = asked?.isHidden ?? false
            scene.source = asked
            asked?.isHidden = true
        }
        self.scene = scene
        let zoomed = scene.zoomed
        guard let source = scene.source else {
            View.animate(
                withDuration: ZoomTransitionAnimator.duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                options: [],
                animations: {
                    zoomed.alpha = 0
                    scene.dimming?.alpha = 0
                },
                completion: { _ in self.end(scene, context: context) })
            return
        }
        let outline = source.convert(source.bounds, to: scene.container)
        let alignment = scene.zoomedViewController.flatMap { zoomedViewController in
            options?.alignmentRectProvider?(.init(sourceView: source, zoomedViewController: zoomedViewController))
        }
        let shrunk = Self.transform(zooming: zoomed, centeredAt: scene.clip.center, onto: outline, alignment: alignment)
        let radius = source.layer.cornerRadius
        let duration = ZoomTransitionAnimator.duration
        let velocity = Self.springVelocity(releaseVelocity, from: scene.clip.view.frame, to: outline)
        View.animate(
            withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: velocity, options: [],
            animations: {
                zoomed.transform = shrunk
                scene.clip.morph(to: outline, cornerRadius: radius)
                scene.dimming?.alpha = 0
            },
            completion: { _ in self.end(scene, context: context) })
        View.animate(withDuration: duration * 0.3, delay: duration * 0.7, options: [.curveEaseIn], animations: { zoomed.alpha = 0 })
    }

    private func springBack(_ scene: Scene, context: TransitionContext) {
        let velocity = Self.springVelocity(releaseVelocity, from: scene.clip.view.frame, to: scene.full)
        View.animate(
            withDuration: ZoomTransitionAnimator.duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: velocity,
            options: [],
            animations: {
                scene.zoomed.transform = scene.savedTransform
                scene.clip.morph(to: scene.full, cornerRadius: 0)
                scene.dimming?.alpha = 1
            },
            completion: { _ in self.end(scene, context: context) })
    }

    /// Puts everything back as the animator's completion does, then completes.
    private func end(_ scene: Scene, context: TransitionContext) {
        scene.source?.isHidden = scene.sourceWasHidden
        scene.clip.unwrap()
        scene.zoomed.transform = scene.savedTransform
        scene.zoomed.alpha = 1
        scene.dimming?.removeFromSuperview()
        self.scene = nil
        context.completeTransition(!context.transitionWasCancelled)
    }
}
