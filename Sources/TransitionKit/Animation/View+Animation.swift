/// UIKit's block-based animation API. Inside the `animations` block every animatable property
/// change becomes an animation from the old to the new model value; the completion block runs
/// at the virtual time the animation ends.
extension View {
    public static func animate(
        withDuration duration: Double, delay: Double = 0,
        options: AnimationOptions = [],
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil,
        file: String = #filePath, line: Int = #line
    ) {
        Timeline.current?.noteAnimation(at: CallSite(filePath: file, line: line))
        record(
            kind: .basic, duration: duration, delay: delay, timing: .bezier(options.curve.bezier),
            repetition: AnimationRepetition(options), unmodelled: options.unmodelled,
            overridesInherited: options.contains(.overrideInheritedDuration),
            animations: animations, completion: completion)
    }

    /// The spring variant: UIKit turns (duration, damping ratio, velocity) into a spring whose
    /// envelope settles at `duration`, evaluated in real seconds (see `Spring`).
    public static func animate(
        withDuration duration: Double, delay: Double = 0,
        usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double,
        options: AnimationOptions = [],
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil,
        file: String = #filePath, line: Int = #line
    ) {
        Timeline.current?.noteAnimation(at: CallSite(filePath: file, line: line))
        let spring = Spring(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
        record(
            kind: .spring, duration: spring.duration ?? duration, delay: delay, timing: .spring(spring),
            repetition: AnimationRepetition(options), unmodelled: options.unmodelled,
            overridesInherited: options.contains(.overrideInheritedDuration),
            animations: animations, completion: completion)
    }

    public static func animateKeyframes(
        withDuration duration: Double, delay: Double = 0,
        options: KeyframeAnimationOptions = [],
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil,
        file: String = #filePath, line: Int = #line
    ) {
        Timeline.current?.noteAnimation(at: CallSite(filePath: file, line: line))
        record(
            kind: .keyframes, duration: duration, delay: delay, timing: .bezier(options.curve.bezier),
            repetition: AnimationRepetition(options), unmodelled: options.unmodelled,
            overridesInherited: options.contains(.overrideInheritedDuration),
            calculationMode: options.calculationMode, animations: animations, completion: completion)
    }

    /// Only meaningful inside `animateKeyframes`: changes in `animations` reach their values
    /// over [start, start + duration], both fractions of the whole animation.
    public static func addKeyframe(
        withRelativeStartTime start: Double, relativeDuration duration: Double,
        animations: () -> Void
    ) {
        guard let context = Timeline.current?.contexts.last, context.mode == .keyframes else {
            animations()
            return
        }
        let saved = context.keyframeWindow
        context.keyframeWindow = (Swift.max(0, Swift.min(1, start)), Swift.max(0, duration))
        animations()
        context.keyframeWindow = saved
    }

    public static func performWithoutAnimation(_ actions: () -> Void) {
        guard let timeline = Timeline.current else { return actions() }
        let context = AnimationContext(mode: .none, group: nil)
        timeline.begin(context)
        actions()
        timeline.end(context)
    }

    static func record(
        kind: AnimationGroup.Kind, duration: Double, delay: Double, timing: AnimationTiming,
        repetition: AnimationRepetition, unmodelled: [String], overridesInherited: Bool,
        calculationMode: KeyframeCalculationMode = .linear,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        guard let timeline = Timeline.current else {
            // Outside a run there is no time to animate over: apply at once, as UIKit does
            // for a view that is not in a window.
            animations()
            completion?(true)
            return
        }
        // With animations disabled (`setAnimationsEnabled(false)`) the block's changes are
        // made at once, as a zero-length animation whose completion follows.
        let enabled = timeline.animationsEnabled
        let duration = enabled && duration.isFinite ? Swift.max(0, duration) : 0
        let delay = enabled && delay.isFinite ? Swift.max(0, delay) : 0
        let clock = timeline.currentClock
        let group = AnimationGroup(
            kind: kind, clock: clock, createdAt: timeline.now,
            begin: timeline.mediaTime(clock: clock) + delay, duration: duration,
            timing: timing, repetition: repetition, removedAt: .infinity, completion: completion)
        for name in unmodelled { timeline.noteUnmodelled("UIView animation option .\(name)", at: timeline.lastAnimationLocation) }
        // UIKit gives a block nested in another animation block the outer block's duration and
        // curve unless it says `.overrideInheritedDuration`; the engine gives every block its own.
        if !overridesInherited, timeline.contexts.last?.group != nil {
            timeline.noteUnmodelled(
                "an animation block nested in another (UIKit makes it inherit the outer duration and curve)",
                at: timeline.lastAnimationLocation)
        }
        group.calculationMode = calculationMode
        let context = AnimationContext(mode: kind == .keyframes ? .keyframes : .basic, group: group)
        timeline.begin(context)
        animations()
        timeline.end(context)
    }
}
