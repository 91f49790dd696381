import Foundation

/// Core Animation's implicit actions: setting an animatable property of a standalone layer (one
/// that backs no view) animates the change, as on iOS.
///
/// The layer's property setter asks `implicitAction(forKey:track:in:)` before it changes the
/// model and runs what it gets after. The rules, as Apple documents them (docs/engine.md,
/// "Implicit actions"):
///
/// - `CATransaction.setDisableActions(true)` in any open transaction: no action, no search.
/// - A layer that has not been committed yet — made, or first put in a layer tree, in this
///   turn of the run loop, whose implicit transaction has not committed it — takes its values
///   without animation (our reading of "newly created layers do not animate their initial
///   values": Core Animation has no presentation layer to animate from before the commit).
/// - Otherwise `action(forKey:)` searches the delegate, the `actions` dictionary and the class's
///   `defaultAction(forKey:)`; `NSNull` from any of them means no action; another action is run
///   (`run(forKey:object:arguments:)` — an animation adds itself under the key).
/// - Nothing found: Core Animation's implicit animation, a `CABasicAnimation` for the key from
///   the value on screen to the new one, with the transaction's duration (0.25 s by default)
///   and timing function (`CAMediaTimingFunctionName.default` by default, "the curve used by
///   implicit animations created by Core Animation"), added under the key — so it replaces
///   an explicit animation added under the same key before the change, as on iOS.
///
/// A view's backing layer never gets here: the view is its delegate and answers `NSNull`
/// outside an animation block, and inside one UIKit's block animates it (`propertyWillChange`).
/// A standalone layer changed inside a `UIView` animation block (or a property animator's)
/// makes its own implicit action, with the transaction's timing rather than the block's, as on
/// iOS, where UIKit's blocks act through the view's `action(for:forKey:)` only.
extension CALayer {
    /// The action to run once the track property named `key` has its new model value, or nil.
    func implicitAction<V: Animatable>(
        forKey key: String, track: KeyPath<Layer, Track<V>>, in timeline: Timeline
    ) -> (() -> Void)? {
        implicitAction(forKey: key, in: timeline) { [self] in presentationValue(track, at: timeline.now) }
    }

    /// The same for a drawing property (`shadowOpacity`, a shape's `strokeEnd`, a gradient's
    /// `colors` …: not tracks), called before the change with the model value it replaces as
    /// the animation's `fromValue` (the value on screen unless an animation of it is running).
    /// Paths (`path`, `shadowPath`) have none: Apple documents that a `CGPath` property "does
    /// not support implicit animation".
    func implicitDrawingAction(forKey key: String, from old: Any?, changed: Bool) -> (() -> Void)? {
        guard changed, let timeline = Timeline.current else { return nil }
        return implicitAction(forKey: key, in: timeline) { old }
    }

    private func implicitAction(forKey key: String, in timeline: Timeline, from: () -> Any?) -> (() -> Void)? {
        guard backingView == nil else { return nil }
        let transactions = timeline.coreAnimationState?.transactions
        if transactions?.frames.contains(where: \.disablesActions) == true { return nil }
        guard let joined = joinedTreeTurn, joined < timeline.turnIndex else { return nil }
        let found = action(forKey: key)
        if found is NSNull { return nil }
        if let found { return { [self] in found.run(forKey: key, object: self, arguments: nil) } }
        let from = from()
        let timing = transactions?.frames.last(where: { $0.timingFunction != nil })?.timingFunction
        return { [self] in
            let animation = CABasicAnimation(keyPath: key)
            animation.fromValue = from
            animation.timingFunction = timing ?? CAMediaTimingFunction(name: .default)
            animation.run(forKey: key, object: self, arguments: nil)
        }
    }

    /// Notes the first time the layer joins a layer tree (a superlayer's sublayers, or a
    /// layer's `mask`): the end of that turn commits it, and its changes animate from then on.
    func noteJoinedTree() {
        guard joinedTreeTurn == nil, let timeline = Timeline.current else { return }
        joinedTreeTurn = timeline.turnIndex
    }
}

/// An animation is an action: run for an event, it adds itself to the layer under the event's
/// key (Core Animation's `CAAnimation` adopts `CAAction` this way; implicit animations are
/// actions run by a property change). A property animation without a key path animates the
/// event's key, as Apple's `action(for:forKey:)` listing relies on (a `CABasicAnimation()`
/// run for `"transform"`); the app's object is left as it is.
extension CAAnimation: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        if let property = self as? CAPropertyAnimation, property.keyPath == nil {
            let keyed = property.copy() as! CAPropertyAnimation
            keyed.keyPath = event
            return layer.add(keyed, forKey: event)
        }
        layer.add(self, forKey: event)
    }
}
