import Foundation

/// `UIPercentDrivenInteractiveTransition`: scrubs the animator's own animations.
///
/// Like UIKit, it pauses the animations' media time (a paused clock), shows them at
/// `percent × duration` on each `update` — every animation on its own curve — and on
/// `finish()` plays the rest over `(1 − p)·duration / completionSpeed`, on `cancel()` plays
/// back to 0 over `p·duration / completionSpeed`, on `completionCurve`. The animator's
/// completion blocks then run, and must read `transitionWasCancelled`.
///
/// When the animator implements `interruptibleAnimator(using:)` (iOS 10), that animator is
/// driven instead: paused at the start (unless `wantsInteractiveStart` is false, when it
/// runs until `pause()`), `fractionComplete = p` on each update, and on finish or cancel
/// continued forwards or reversed on `timingCurve` (nil: the animator's own timing) over
/// factor 1/`completionSpeed` of its duration. Block animations and alongside animations
/// still follow the paused clock as before.
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    open var completionSpeed: CGFloat = 1.0
    open var completionCurve: ViewAnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    /// The timing the rest plays on after `finish()`/`cancel()` of an interruptible animator.
    open var timingCurve: (any TimingCurveProvider)?
    open private(set) var percentComplete: CGFloat = 0.0
    open private(set) var duration = 0.0

    private weak var context: TransitionContext?
    private var clock: Int?
    /// The animator's interruptible animator, when it has one.
    private var driven: (any ViewImplicitlyAnimating)?

    public init() {}

    open func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext, let timeline = Timeline.current else { return }
        self.context = context
        duration = context.animator.transitionDuration(using: context)
        driven = context.animator.interruptibleAnimatorIfImplemented(using: context)
        context.interruptibleAnimator = driven
        guard wantsInteractiveStart || driven == nil else {
            // Starts as if not interactive; `pause()` makes it interactive later.
            context.isInteractive = false
            context.animator.animateTransition(using: context)
            if let driven, driven.state == .inactive { driven.startAnimation() }
            context.coordinator?.runAlongsideAnimations()
            return
        }
        let clock = timeline.makePausedClock()
        self.clock = clock
        let saved = timeline.currentClock
        timeline.currentClock = clock
        context.animator.animateTransition(using: context)
        driven?.pauseAnimation()
        // UIKit's coordinator runs its alongside animations right after the animator, in
        // the same (paused) timing, so the interaction scrubs them too.
        context.coordinator?.runAlongsideAnimations()
        timeline.currentClock = saved
    }

    open func update(_ percentComplete: CGFloat) {
        guard let timeline = Timeline.current, percentComplete.isFinite, clock != nil || driven != nil else { return }
        let p = Swift.min(1, Swift.max(0, percentComplete))
        self.percentComplete = p
        if let clock { timeline.setMediaTime(p * duration, clock: clock) }
        driven?.fractionComplete = p
        context?.updateInteractiveTransition(p)
    }

    /// Grabs a running (or finishing, cancelling) interruptible transition: the animator
    /// pauses where it is and `update` drives it from there.
    open func pause() {
        context?.pauseInteractiveTransition()
        if let driven { percentComplete = driven.fractionComplete }
    }

    open func finish() {
        if let driven, context?.interruptibleAnimator != nil {
            context?.finishInteractiveTransition()
            driven.isReversed = false
            driven.continueAnimation(withTimingParameters: timingCurve, durationFactor: 1 / speed)
            if let clock, let timeline = Timeline.current {
                self.clock = nil
                timeline.resolve(
                    clock: clock, to: duration, over: (1 - percentComplete) * duration / speed,
                    curve: completionCurve.bezier, finished: true)
            }
            return
        }
        guard let clock, let timeline = Timeline.current else { return }
        self.clock = nil
        context?.finishInteractiveTransition()
        timeline.resolve(
            clock: clock, to: duration, over: (1 - percentComplete) * duration / speed,
            curve: completionCurve.bezier, finished: true)
    }

    open func cancel() {
        if let driven, context?.interruptibleAnimator != nil {
            context?.cancelInteractiveTransition()
            driven.isReversed = true
            driven.continueAnimation(withTimingParameters: timingCurve, durationFactor: 1 / speed)
            if let clock, let timeline = Timeline.current {
                self.clock = nil
                timeline.resolve(
                    clock: clock, to: 0, over: percentComplete * duration / speed,
                    curve: completionCurve.bezier, finished: false)
            }
            return
        }
        guard let clock, let timeline = Timeline.current else { return }
        self.clock = nil
        context?.cancelInteractiveTransition()
        timeline.resolve(
            clock: clock, to: 0, over: percentComplete * duration / speed,
            curve: completionCurve.bezier, finished: false)
    }

    /// UIKit reads a completion speed of 0 or less as 1.
    private var speed: Double { completionSpeed > 0 && completionSpeed.isFinite ? completionSpeed : 1 }
}
