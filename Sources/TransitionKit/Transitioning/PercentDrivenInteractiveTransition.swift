/// `UIPercentDrivenInteractiveTransition`: scrubs the animator's own animations.
///
/// Like UIKit, it pauses the animations' media time (a paused clock), shows them at
/// `percent × duration` on each `update` — every animation on its own curve — and on
/// `finish()` plays the rest over `(1 − p)·duration / completionSpeed`, on `cancel()` plays
/// back to 0 over `p·duration / completionSpeed`, on `completionCurve`. The animator's
/// completion blocks then run, and must read `transitionWasCancelled`.
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    public var completionSpeed = 1.0
    public var completionCurve: ViewAnimationCurve = .easeInOut
    public var wantsInteractiveStart = true
    public private(set) var percentComplete = 0.0
    public private(set) var duration = 0.0

    private weak var context: TransitionContext?
    private var clock: Int?

    public init() {}

    open func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext, let timeline = Timeline.current else { return }
        self.context = context
        duration = context.animator.transitionDuration(using: context)
        let clock = timeline.makePausedClock()
        self.clock = clock
        let saved = timeline.currentClock
        timeline.currentClock = clock
        context.animator.animateTransition(using: context)
        // UIKit's coordinator runs its alongside animations right after the animator, in
        // the same (paused) timing, so the interaction scrubs them too.
        context.coordinator?.runAlongsideAnimations()
        timeline.currentClock = saved
    }

    open func update(_ percentComplete: Double) {
        guard let clock, let timeline = Timeline.current, percentComplete.isFinite else { return }
        let p = Swift.min(1, Swift.max(0, percentComplete))
        self.percentComplete = p
        timeline.setMediaTime(p * duration, clock: clock)
        context?.updateInteractiveTransition(p)
    }

    open func pause() {
        context?.pauseInteractiveTransition()
    }

    open func finish() {
        guard let clock, let timeline = Timeline.current else { return }
        self.clock = nil
        context?.finishInteractiveTransition()
        timeline.resolve(clock: clock, to: duration, over: (1 - percentComplete) * duration / speed,
                         curve: completionCurve.bezier, finished: true)
    }

    open func cancel() {
        guard let clock, let timeline = Timeline.current else { return }
        self.clock = nil
        context?.cancelInteractiveTransition()
        timeline.resolve(clock: clock, to: 0, over: percentComplete * duration / speed,
                         curve: completionCurve.bezier, finished: false)
    }

    /// UIKit reads a completion speed of 0 or less as 1.
    private var speed: Double { completionSpeed > 0 && completionSpeed.isFinite ? completionSpeed : 1 }
}
