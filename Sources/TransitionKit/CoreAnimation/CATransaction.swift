import Foundation

/// `CATransaction`: batches of layer-tree changes. Explicit transactions nest between
/// `begin()` and `commit()`; the implicit one is made by the first use in a turn of the run
/// loop and committed at the turn's end (`Timeline.endTurn()`), as Core Animation commits it
/// "when the thread's runloop next iterates".
///
/// The completion block is Apple's documented one: called once every animation added while it
/// was the transaction's block — explicit animations, `UIView.animate` blocks and the
/// transitions UIKit runs for `pushViewController(_:animated:)` and friends — has completed or
/// been removed; if none was added before the transaction commits (or the block is replaced),
/// it is called at once. "At once" and "completed" are the next turn of the run loop at that
/// virtual time (Core Animation calls it on the main thread after the commit).
open class CATransaction: NSObject {
    /// The stack of the run on this thread (outside a run: one for the thread's code, where
    /// no animation can run, so completion blocks are called at commit).
    private static func withStack<R>(_ body: (inout TransactionStack, Timeline?) -> R) -> R {
        if let timeline = Timeline.current {
            let state = timeline.coreAnimation
            return body(&state.transactions, timeline)
        }
        return detachedLock.withLock { body(&detached, nil) }
    }

    nonisolated(unsafe) private static var detached = TransactionStack()
    private static let detachedLock = NSLock()

    open class func begin() { withStack { stack, _ in stack.begin() } }

    open class func commit() { withStack { stack, timeline in stack.commit(in: timeline) } }

    /// Flushes pending changes: the engine applies changes as they are made, so nothing to do.
    open class func flush() {}
    open class func lock() {}
    open class func unlock() {}

    /// The duration given to animations added with none (0.25 s by default).
    open class func animationDuration() -> Double { withStack { stack, _ in stack.animationDuration ?? 0.25 } }

    open class func setAnimationDuration(_ dur: Double) { withStack { stack, _ in stack.top.duration = dur } }

    /// Kept for the transaction (Core Animation uses it for implicit animations, which the
    /// layers of this engine do not make; explicit animations keep their own).
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        withStack { stack, _ in stack.frames.last(where: { $0.timingFunction != nil })?.timingFunction }
    }

    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        withStack { stack, _ in stack.top.timingFunction = function }
    }

    open class func disableActions() -> Bool { withStack { stack, _ in stack.frames.contains { $0.disablesActions } } }

    open class func setDisableActions(_ flag: Bool) { withStack { stack, _ in stack.top.disablesActions = flag } }

    open class func completionBlock() -> (() -> Void)? { withStack { stack, _ in stack.top.completion?.block } }

    open class func setCompletionBlock(_ block: (() -> Void)?) {
        withStack { stack, timeline in stack.setCompletion(block, in: timeline) }
        Timeline.current?.coreAnimationState?.completionWasSet()
    }

    /// The transaction's properties by their keys (`kCATransactionAnimationDuration` …).
    open class func value(forKey key: String) -> Any? {
        switch key {
        case "animationDuration": animationDuration()
        case "animationTimingFunction": animationTimingFunction()
        case "disableActions": disableActions()
        case "completionBlock": completionBlock()
        default: withStack { stack, _ in stack.top.values[key] }
        }
    }

    open class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case "animationDuration": setAnimationDuration((anObject.flatMap(caNumber)) ?? 0.25)
        case "animationTimingFunction": setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case "disableActions": setDisableActions(anObject as? Bool ?? false)
        case "completionBlock": setCompletionBlock(anObject as? () -> Void)
        default: withStack { stack, _ in stack.top.values[key] = anObject }
        }
    }
}

/// One completion block and what it waits for.
final class TransactionCompletion {
    private(set) var block: (() -> Void)?
    private var waiting = 0
    private var sealed = false

    init(_ block: @escaping () -> Void) { self.block = block }

    var isOpen: Bool { !sealed }

    func hold() { waiting += 1 }

    func release(in timeline: Timeline?) {
        waiting -= 1
        fireIfDone(in: timeline)
    }

    /// No animation can be added for it any more (its transaction committed, or its block
    /// was replaced).
    func seal(in timeline: Timeline?) {
        sealed = true
        fireIfDone(in: timeline)
    }

    /// The run was let go before the block ran: drop it (it captures the app's views).
    func letGo() { block = nil }

    private func fireIfDone(in timeline: Timeline?) {
        guard sealed, waiting <= 0, let block else { return }
        self.block = nil
        if let timeline { timeline.schedule(at: timeline.now) { block() } } else { block() }
    }
}

/// The open transactions of a run, innermost last; the first may be the implicit one.
struct TransactionStack {
    struct Frame {
        var isImplicit: Bool
        var duration: Double?
        var timingFunction: CAMediaTimingFunction?
        var disablesActions = false
        var completion: TransactionCompletion?
        var values: [String: Any] = [:]
        /// Transitions started in this transaction: UIKit adds their animations when the
        /// transaction commits, so a completion block set after the push still waits for them.
        var transitions: [ObjectIdentifier] = []
    }

    private(set) var frames: [Frame] = []

    /// The innermost transaction, the implicit one made if none is open.
    var top: Frame {
        get { frames.last ?? Frame(isImplicit: true) }
        set {
            if frames.isEmpty { frames.append(newValue) } else { frames[frames.count - 1] = newValue }
        }
    }

    var animationDuration: Double? { frames.last(where: { $0.duration != nil })?.duration }

    /// Every completion block still collecting animations.
    var openCompletions: [TransactionCompletion] { frames.compactMap(\.completion).filter(\.isOpen) }

    /// Notes a transition in every open transaction (the implicit one made if none is open).
    mutating func noteTransition(_ id: ObjectIdentifier) {
        if frames.isEmpty { frames.append(Frame(isImplicit: true)) }
        for index in frames.indices { frames[index].transitions.append(id) }
    }

    mutating func begin() { frames.append(Frame(isImplicit: false)) }

    mutating func commit(in timeline: Timeline?) {
        guard let index = frames.lastIndex(where: { !$0.isImplicit }) else { return }
        let frame = frames.remove(at: index)
        frame.completion?.seal(in: timeline)
    }

    mutating func commitImplicit(in timeline: Timeline?) {
        guard let first = frames.first, first.isImplicit else { return }
        frames.removeFirst()
        first.completion?.seal(in: timeline)
    }

    mutating func setCompletion(_ block: (() -> Void)?, in timeline: Timeline?) {
        var frame = top
        frame.completion?.seal(in: timeline)
        frame.completion = block.map(TransactionCompletion.init)
        top = frame
    }
}
