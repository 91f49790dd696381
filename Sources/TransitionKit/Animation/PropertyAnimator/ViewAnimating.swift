/// `UIViewAnimatingState`.
public enum ViewAnimatingState: Int, Sendable, Hashable {
    case inactive = 0
    case active = 1
    case stopped = 2
}

/// `UIViewAnimatingPosition`: where an animator's completions say the animations ended.
public enum ViewAnimatingPosition: Int, Sendable, Hashable {
    case end = 0
    case start = 1
    case current = 2
}

/// `UIViewAnimating`: an object that can start, pause, scrub and stop animations.
public protocol ViewAnimating: AnyObject {
    var state: ViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: Double { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: Double)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: ViewAnimatingPosition)
}

/// `UIViewImplicitlyAnimating`: an animator that takes animation blocks and completions.
public protocol ViewImplicitlyAnimating: ViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double)
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double)
}

/// One property an animator's blocks changed, kept so that finishing at `.start` or
/// `.current` can put the model value where UIKit puts it.
protocol AnimatedPropertyRecord: AnyObject {
    /// Reads the value on screen at `t` (while the animation is still attached).
    func capturePresentation(at t: Double, clocks: ClockTable)
    /// Sets the model value for `position` at time `t` (`.current`: the captured value).
    func applyModel(_ position: ViewAnimatingPosition, at t: Double?)
}

final class PropertyRecord<V: Animatable>: AnimatedPropertyRecord {
    let layer: Layer
    let keyPath: ReferenceWritableKeyPath<Layer, Track<V>>
    let start: V
    let end: V
    private var presentation: V?

    init(layer: Layer, keyPath: ReferenceWritableKeyPath<Layer, Track<V>>, start: V, end: V) {
        self.layer = layer
        self.keyPath = keyPath
        self.start = start
        self.end = end
    }

    func capturePresentation(at t: Double, clocks: ClockTable) {
        presentation = layer[keyPath: keyPath].value(at: t, clocks: clocks)
    }

    func applyModel(_ position: ViewAnimatingPosition, at t: Double?) {
        let value: V
        switch position {
        case .start: value = start
        case .end: value = end
        case .current: value = presentation ?? end
        }
        layer.changeTrack(keyPath) { $0.setModel(value, at: t) }
    }
}
