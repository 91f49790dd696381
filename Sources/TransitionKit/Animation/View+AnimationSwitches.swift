import Foundation

/// UIKit's switch for block animations and iOS 17's perceptual spring block.
extension View {
    /// Whether animation blocks animate, in the run in progress (always true outside one).
    public static var areAnimationsEnabled: Bool { Timeline.current?.animationsEnabled ?? true }

    /// Off, every later animation block still runs but its changes are made at once ("no
    /// animations actually occur"); animations already running go on. Per run: outside a run
    /// there is nothing to switch.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        Timeline.current?.animationsEnabled = enabled
    }

    /// iOS 17's spring block: `duration` is the perceptual duration and `bounce` the bounce of
    /// `UISpringTimingParameters(duration:bounce:)` (ζ = 1 − bounce, or 1/(1 + bounce) below 0);
    /// the animation lasts until the spring settles. `initialSpringVelocity` is in units of the
    /// whole change per second, as the older spring block's.
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0,
        initialSpringVelocity: CGFloat = 0.0, delay: TimeInterval = 0.0,
        options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil,
        file: String = #filePath, line: Int = #line
    ) {
        Timeline.current?.noteAnimation(at: CallSite(filePath: file, line: line))
        let response = duration.isFinite && duration > 0 ? duration : 0.5
        let bounce = bounce.isFinite ? Swift.min(1, Swift.max(-0.99, Double(bounce))) : 0
        let velocity = initialSpringVelocity.isFinite ? Double(initialSpringVelocity) : 0
        let shape = Spring(duration: response, bounce: bounce)
        let spring = Spring(
            mass: shape.mass, stiffness: shape.stiffness, damping: shape.damping,
            initialVelocity: velocity, allowsOverdamping: true)
        record(
            kind: .spring, duration: spring.settlingDuration, delay: delay, timing: .spring(spring),
            repetition: AnimationRepetition(options), unmodelled: options.unmodelled,
            overridesInherited: options.contains(.overrideInheritedDuration),
            animations: animations, completion: completion)
    }
}
