import Foundation

/// UIKit's `UIControl`: target–action for control events, and the enabled, highlighted and
/// selected states. The engine's touches (the page's taps and drags) track the control under
/// the finger as UIKit does (Control+Touches.swift): `.touchDown`, drags in and out, then
/// `.touchUpInside` (and `.primaryActionTriggered`) or `.touchUpOutside`, `.touchCancel` when a
/// gesture recognizer takes the touch. Declared under UIKit's name.
open class UIControl: View {
    /// `UIControl.State`, with UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// `UIControl.Event`, with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// One `addTarget(_:action:for:)`; the target is weak, as UIKit's.
    struct Action {
        weak var target: AnyObject?
        let hadTarget: Bool
        let action: Selector
        let events: Event
    }
    var actions: [Action] = []
    /// The `UIAction`s added for events (`addAction(_:for:)`, a primary action), held strongly
    /// as UIKit holds them, run in the order added after the target–action pairs.
    var actionHandlers: [(action: UIAction, events: Event)] = []

    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    open internal(set) var isTracking = false
    open internal(set) var isTouchInside = false
    /// Whether a tap shows the control's menu instead of sending its primary action (iOS 14):
    /// kept; menus are not shown here.
    open var showsMenuAsPrimaryAction = false

    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// A control whose `.primaryActionTriggered` runs `primaryAction` (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Runs `action` for each of `controlEvents`; the same action added again is not doubled.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = actionHandlers.firstIndex(where: { $0.action === action }) {
            actionHandlers[index].events.formUnion(controlEvents)
        } else {
            actionHandlers.append((action, controlEvents))
        }
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0 === action }
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0.identifier == actionIdentifier }
    }

    private func removeActions(for controlEvents: Event, where matches: (UIAction) -> Bool) {
        actionHandlers = actionHandlers.compactMap { entry in
            guard matches(entry.action) else { return entry }
            let left = entry.events.subtracting(controlEvents)
            return left.isEmpty ? nil : (entry.action, left)
        }
    }

    /// The action is sent to `target` with the control as its sender for each of `events`.
    /// A nil target goes up the responder chain in UIKit, which the engine does not have:
    /// sending such an action is reported.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        actions.append(Action(target: object, hadTarget: object != nil, action: action, events: controlEvents))
    }

    /// Removes the pairs matching `target` (any, when nil) and `action` (any, when nil) for the
    /// events given.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        actions = actions.compactMap { entry in
            guard object == nil || entry.target === object, action == nil || entry.action == action else { return entry }
            let left = entry.events.subtracting(controlEvents)
            return left.isEmpty ? nil : Action(target: entry.target, hadTarget: entry.hadTarget, action: entry.action, events: left)
        }
    }

    open var allTargets: Set<AnyHashable> {
        Set(actions.compactMap { $0.target.map { AnyHashable(ObjectIdentifier($0)) } })
    }

    open var allControlEvents: Event { actions.reduce([]) { $0.union($1.events) } }

    /// The names of the actions `target` gets for `controlEvent`.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = actions.filter { $0.target === object && !$0.events.isDisjoint(with: controlEvent) }.map(\.action.name)
        return names.isEmpty ? nil : names
    }

    /// Sends the actions registered for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            if entry.hadTarget && entry.target == nil { continue }
            sendAction(entry.action, to: entry.target, for: nil)
        }
        for entry in actionHandlers where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(for: self)
        }
    }

    open func sendAction(_ action: Selector, to target: Any?, for event: TransitionKit.Event?) {
        guard let target else {
            Timeline.current?.noteUnmodelled(
                "a control action with a nil target (\(action.name)): UIKit sends it up the responder chain, "
                    + "which the engine does not have", on: self)
            return
        }
        action.perform(on: target as AnyObject, sender: self)
    }

    // Tracking, overridable as in UIKit (Control+Touches.swift calls them).
    open func beginTracking(_ touch: Touch, with event: TransitionKit.Event?) -> Bool { true }
    open func continueTracking(_ touch: Touch, with event: TransitionKit.Event?) -> Bool { true }
    open func endTracking(_ touch: Touch?, with event: TransitionKit.Event?) {}
    open func cancelTracking(with event: TransitionKit.Event?) {}

    /// A control's state changed: a button shows the state's title and image.
    func stateDidChange() {}
}
