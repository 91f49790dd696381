import Foundation

/// `CATransition`: animates a layer from what it drew at the last commit to what it draws
/// after this turn's changes (a new image, new text, other sublayers), with Core Animation's
/// four public effects. Added with `add(_:forKey:)` like any animation, before or after the
/// change in the same turn: the old picture is the layer as the last commit left it
/// (ContentTransition.swift), the new one the layer at the end of the turn.
///
/// - `fade` (the default): the old picture fades out while the new one fades in.
/// - `push`: the new picture slides in from the `subtype` side, pushing the old one out the
///   other side.
/// - `moveIn`: the new picture slides in over the old one, which stays.
/// - `reveal`: the old picture slides out towards the other side, uncovering the new one.
///
/// Without a `subtype` the slides come from the left (`fromLeft`), as on iOS. The slides are
/// not clipped to the layer's bounds (a layer that masks to bounds clips its own pictures
/// only). The delegate hears `animationDidStart` and `animationDidStop(_:finished:)` with
/// the layer's copy of the transition.
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    /// Where in the effect it starts and ends (0 and 1); other values are reported.
    open var startProgress: Float = 0
    open var endProgress: Float = 1
    /// A Core Image filter replacing the effect: there is no Core Image here; reported.
    open var filter: Any?

    public override init() { super.init() }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CATransition()
        copyTiming(to: copy)
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
        copy.filter = filter
        return copy
    }

    /// The effect to draw, nil for a type other than the four public ones.
    var style: ContentTransition.Style? {
        let edge: ContentTransition.Edge =
            switch subtype {
            case .fromRight?: .right
            case .fromTop?: .top
            case .fromBottom?: .bottom
            default: .left
            }
        switch type {
        case .fade: return .fade
        case .push: return .push(edge)
        case .moveIn: return .moveIn(edge)
        case .reveal: return .reveal(edge)
        default: return nil
        }
    }

    /// What `add(_:forKey:)` does with a transition (this object is the layer's copy).
    func begin(on layer: CALayer, forKey key: String?, at site: CallSite?) {
        guard let timeline = Timeline.current else { return }
        let report = { (what: String) in timeline.noteUnmodelled(what, at: site) }
        if startProgress != 0 || endProgress != 1 { report("CATransition.startProgress/endProgress (the whole effect plays)") }
        if filter != nil { report("CATransition.filter (Core Image filters are not modelled; the type plays)") }
        guard let style else {
            report("CATransition type \"\(type.rawValue)\" (not a public type; played as a fade)")
            return begin(on: layer, style: .fade, key: key, at: site)
        }
        begin(on: layer, style: style, key: key, at: site)
    }

    private func begin(on layer: CALayer, style: ContentTransition.Style, key: String?, at site: CallSite?) {
        let duration = duration > 0 ? duration : (Timeline.current?.coreAnimation.transactions.animationDuration ?? 0.25)
        // The layer's own animation: it hides the layer for the transition's active time, and
        // carries the transition's timing, key and delegate (the relay hands it this object).
        let hide = CABasicAnimation(keyPath: "opacity")
        copyTiming(to: hide)
        hide.fromValue = 0.0
        hide.toValue = 0.0
        hide.duration = duration
        hide.isRemovedOnCompletion = true
        hide.fillMode = .removed
        if let delegate { hide.delegate = TransitionDelegateRelay(transition: self, delegate: delegate) }
        let transition = ContentTransition(
            style: style, layer: layer, duration: duration / Double(speed == 0 ? 1 : speed),
            timing: timingFunction ?? CAMediaTimingFunction(name: .linear))
        if !transition.start(hide: hide, key: key ?? "transition") {
            Timeline.current?.noteUnmodelled("CATransition on a layer without a superlayer (the change shows at once)", at: site)
        }
    }
}

/// Hands the transition, not the layer's hiding animation, to the app's delegate.
private final class TransitionDelegateRelay: NSObject, CAAnimationDelegate {
    let transition: CATransition
    let delegate: any CAAnimationDelegate

    init(transition: CATransition, delegate: any CAAnimationDelegate) {
        self.transition = transition
        self.delegate = delegate
    }

    func animationDidStart(_ anim: CAAnimation) { delegate.animationDidStart(transition) }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        delegate.animationDidStop(transition, finished: flag)
    }
}

/// `CATransitionType`.
public struct CATransitionType: CoreAnimationName {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = Self(rawValue: "fade")
    public static let moveIn = Self(rawValue: "moveIn")
    public static let push = Self(rawValue: "push")
    public static let reveal = Self(rawValue: "reveal")
}

/// `CATransitionSubtype`.
public struct CATransitionSubtype: CoreAnimationName {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = Self(rawValue: "fromRight")
    public static let fromLeft = Self(rawValue: "fromLeft")
    public static let fromTop = Self(rawValue: "fromTop")
    public static let fromBottom = Self(rawValue: "fromBottom")
}
