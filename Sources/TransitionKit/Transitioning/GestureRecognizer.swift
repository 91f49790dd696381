import Foundation

/// `UIGestureRecognizer`: turns the touches the window delivers into a gesture, and sends its
/// action to each target when its state changes. An `NSObject`, as in UIKit (and as the
/// engine's `ViewController` is), so app subclasses write `override init(…)` as they do on iOS.
///
/// Touches reach it through `Window.deliver(_:)`: the window hit-tests the touch, and the
/// recognizers of the hit view and its ancestors receive it (`touchesBegan` … below, UIKit's
/// `UIGestureRecognizerSubclass` methods). docs/bring-your-own.md ("Gestures") has the rules.
open class GestureRecognizer: NSObject {
    /// `UIGestureRecognizer.State`; `.recognized` is `.ended`, as in UIKit.
    public enum State: String, Sendable, CaseIterable {
        case possible, began, changed, ended, cancelled, failed
        public static var recognized: State { .ended }
    }

    struct TargetAction {
        weak var target: AnyObject?
        let action: Selector
    }

    private var targets: [TargetAction] = []

    /// Setting it sends the action to every target for `.began`, `.changed`, `.ended`
    /// (`.recognized`) and `.cancelled`, as UIKit does.
    open var state: State = .possible {
        didSet {
            switch state {
            case .began, .changed, .ended, .cancelled: sendActions()
            case .possible, .failed: break
            }
            if state != oldValue { settleDependents() }
        }
    }

    /// `require(toFail:)`'s bookkeeping (GestureRecognizer+Failure.swift): the recognizers this
    /// one waits on, the ones waiting on it, and the state it would have taken meanwhile.
    var requiredToFail: [WeakRecognizer] = []
    var dependents: [WeakRecognizer] = []
    var pendingState: State?

    /// The view the recognizer is attached to (`UIView.addGestureRecognizer(_:)`).
    open internal(set) weak var view: View?
    /// A disabled recognizer receives no touches; disabling one mid-gesture cancels it.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if state == .began || state == .changed {
                state = .cancelled
            } else if state == .possible, touchDelivery != nil {
                state = .failed
            }
        }
    }
    open weak var delegate: (any GestureRecognizerDelegate)?
    /// Stored as UIKit has it; the engine's views have no touch handlers to cancel.
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true

    /// The touch being tracked (the first finger) and the window it is on.
    open internal(set) var touch: Touch?
    /// The second finger of a two-finger gesture, for a recognizer that takes two
    /// (`receivesSecondTouch`: pinch and rotation); `nil` otherwise.
    var secondTouch: Touch?
    /// Whether the window hands this recognizer a gesture's second finger (Window+Touches.swift).
    var receivesSecondTouch: Bool { false }

    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    /// `target` must be an object; UIKit keeps it weakly, and so does the engine.
    open func addTarget(_ target: Any, action: Selector) {
        guard type(of: target) is AnyClass else {
            TransitionProblem.report(
                "gesture-target-not-object", "\(type(of: self)): the target \(type(of: target)) of \(action) is not an object")
            return
        }
        let object = target as AnyObject
        targets.append(TargetAction(target: object, action: action))
    }

    /// `nil` matches every target, or every action.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.flatMap { type(of: $0) is AnyClass ? $0 as AnyObject : nil }
        targets.removeAll { entry in
            (target == nil || entry.target === object) && (action == nil || entry.action.name == action?.name)
        }
    }

    func sendActions() {
        for entry in targets {
            guard let target = entry.target else { continue }
            entry.action.perform(on: target, sender: self)
        }
    }

    /// Where the touch is, in `view`'s coordinates (`nil`: the window's); with two fingers,
    /// their centroid, as UIKit reports for a multi-touch gesture.
    open func location(in view: View?) -> CGPoint {
        guard let touch else { return .zero }
        guard let secondTouch else { return touch.location(in: view) }
        let a = touch.location(in: view)
        let b = secondTouch.location(in: view)
        return CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }

    open var numberOfTouches: Int { touch == nil ? 0 : secondTouch == nil ? 1 : 2 }

    /// Index 1 is the second finger of a two-finger gesture; any other index is the first.
    open func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint {
        guard let secondTouch else { return location(in: view) }
        return touchIndex == 1 ? secondTouch.location(in: view) : touch?.location(in: view) ?? .zero
    }

    // MARK: UIGestureRecognizerSubclass

    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}

    /// Back to `.possible` for the next gesture (no actions are sent).
    open func reset() {}

    /// Whether the recognizer may leave `.possible`: its own rule (a screen-edge pan's edge),
    /// then its view's `gestureRecognizerShouldBegin(_:)`, then its delegate's.
    open func canBegin() -> Bool {
        guard view?.gestureRecognizerShouldBegin(self) ?? true else { return false }
        return delegate?.gestureRecognizerShouldBegin(self) ?? true
    }

    /// Moves from `.possible` to `state` (`.began`, or `.recognized` for a discrete gesture)
    /// if `canBegin()` and no other recognizer of the touch holds it exclusively; `.failed`
    /// otherwise. Returns whether it began.
    @discardableResult
    open func beginIfAllowed(as newState: State = .began) -> Bool {
        guard state == .possible else { return false }
        guard canBegin(), touchDelivery?.mayRecognize(self) ?? true else {
            state = .failed
            return false
        }
        if waitsForFailure {
            pendingState = newState
            return false
        }
        touchDelivery?.didRecognize(self)
        state = newState
        return true
    }

    weak var touchDelivery: TouchDelivery?

    /// Before a new touch: a recognizer that finished its last gesture (ended, failed …) is
    /// back to `.possible` and `reset()`; one still `.possible` (a double tap between its
    /// taps) keeps what it has seen. UIKit resets at the end of the run loop turn; the engine
    /// keeps the final state readable until the next touch.
    func resetForNewTouch() {
        guard state != .possible else { return }
        pendingState = nil
        setStateSilently(.possible)
        reset()
    }

    func setStateSilently(_ newState: State) {
        let saved = targets
        targets = []
        state = newState
        targets = saved
    }

    func shouldRecognizeSimultaneously(with other: GestureRecognizer) -> Bool {
        (delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) ?? false)
    }
}

/// `UIGestureRecognizerDelegate`: every method has UIKit's default, so a delegate implements
/// only the ones it needs.
public protocol GestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        OptionalRequirementCall.defaultAnswered()
        return true
    }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        OptionalRequirementCall.defaultAnswered()
        return false
    }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        OptionalRequirementCall.defaultAnswered()
        return true
    }
    /// Asked at each touch of the pair, as `require(toFail:)` decided once (GestureRecognizer+Failure.swift).
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        OptionalRequirementCall.defaultAnswered()
        return false
    }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        OptionalRequirementCall.defaultAnswered()
        return false
    }
}

/// `UITouch`: one finger, in window points, at a time on the caller's clock.
open class Touch: NSObject {
    /// `UITouch.Phase`.
    public enum Phase: String, Sendable, CaseIterable {
        case began, moved, stationary, ended, cancelled

        /// The gesture trace's phases: `changed` is a move.
        public init(_ phase: GestureSample.Phase) {
            switch phase {
            case .began: self = .began
            case .changed: self = .moved
            case .ended: self = .ended
            case .cancelled: self = .cancelled
            }
        }
    }

    open internal(set) var phase: Phase
    /// Seconds, on the clock of whoever delivers the touches.
    open internal(set) var timestamp: Double
    /// The hit-tested view the touch began on.
    open internal(set) weak var view: View?
    open internal(set) weak var window: Window?
    open internal(set) var tapCount = 1
    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint

    init(phase: Phase, timestamp: Double, windowLocation: CGPoint, view: View?, window: Window?) {
        self.phase = phase
        self.timestamp = timestamp
        self.windowLocation = windowLocation
        self.previousWindowLocation = windowLocation
        self.view = view
        self.window = window
    }

    /// `nil`: the window's coordinates.
    open func location(in view: View?) -> CGPoint {
        view.map { $0.convert(windowLocation, from: nil) } ?? windowLocation
    }

    open func previousLocation(in view: View?) -> CGPoint {
        view.map { $0.convert(previousWindowLocation, from: nil) } ?? previousWindowLocation
    }
}

/// `UIEvent`: the touches of one delivery.
open class Event: NSObject {
    public let timestamp: Double
    public let allTouches: Set<Touch>?

    init(timestamp: Double, touches: Set<Touch>) {
        self.timestamp = timestamp
        self.allTouches = touches
    }
}

/// `UIRectEdge`: the edges a screen-edge pan starts from.
public struct RectEdgeSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = RectEdgeSet(rawValue: 1 << 0)
    public static let left = RectEdgeSet(rawValue: 1 << 1)
    public static let bottom = RectEdgeSet(rawValue: 1 << 2)
    public static let right = RectEdgeSet(rawValue: 1 << 3)
    public static let all: RectEdgeSet = [.top, .left, .bottom, .right]
}
